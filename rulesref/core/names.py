"""Case-insensitive name lookup with did-you-mean suggestions."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import TypeVar

from rulesref.errors import UnknownNameError

T = TypeVar("T")


@functools.lru_cache(maxsize=16384)
def fold(name: str) -> str:
    """The form names are compared in: case-folded, spaces collapsed, curly quotes plain,
    accents dropped (``Ljudlös`` matches ``ljudlos``)."""
    if name.isascii():  # no curly quotes or accents, and NFKD leaves ASCII as it is
        return " ".join(name.casefold().split())
    import unicodedata  # only for other text: a lookup of plain names need not load it

    plain = unicodedata.normalize("NFKD", name.replace("’", "'").replace("‘", "'"))
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


def index(items: Iterable[tuple[str, T]]) -> dict[str, T]:
    """A lookup table from folded names to items (the first item wins on a clash)."""
    table: dict[str, T] = {}
    for name, item in items:
        table.setdefault(fold(name), item)
    return table


def suggest(name: str, choices: Iterable[str], limit: int = 3) -> list[str]:
    """Close matches for ``name`` among ``choices`` (compared folded, returned as given)."""
    import difflib

    by_fold = {fold(c): c for c in choices}
    close = difflib.get_close_matches(fold(name), list(by_fold), n=limit, cutoff=0.6)
    if not close:
        prefix = [c for f, c in by_fold.items() if f.startswith(fold(name)[:3])]
        return prefix[:limit]
    return [by_fold[c] for c in close]


def find(kind: str, name: str, table: Mapping[str, T], display: Iterable[str]) -> T:
    """Look ``name`` up in a table built by :func:`index`.

    :raises UnknownNameError: with close matches from ``display``.
    """
    try:
        return table[fold(name)]
    except KeyError:
        raise UnknownNameError(kind, name, suggest(name, display)) from None
