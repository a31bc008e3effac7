"""Helpers for a ruleset's lint adapter: names and sections gathered from a loaded model."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import Any

from rulesref.core.citation import Citation
from rulesref.core.keywords import KeywordRef
from rulesref.core.record import is_record, items
from rulesref.errors import KeywordSyntaxError
from rulesref.lint.model import Section, Term


def terms_of(kind: str, records: Iterable[Any], *, label: bool = False,
             extra: Iterable[str] = ()) -> list[Term]:
    """A term for each record with a printed ``name``: its ``aliases`` become variants, its
    ``cite`` the citation, a ``numeric`` field says whether a keyword takes ``[x]``."""
    out = []
    for rec in records:
        numeric = getattr(rec, "numeric", None)
        out.append(Term(name=rec.name, kind=kind, cite=getattr(rec, "cite", None),
                        variants=tuple(getattr(rec, "aliases", ())) + tuple(extra),
                        numeric=numeric if isinstance(numeric, bool) else None, label=label))
    return out


def plain_name(written: str) -> str:
    """A keyword reference without its value (``Hero [+1]`` -> ``Hero``)."""
    try:
        return KeywordRef.parse(written).name
    except KeywordSyntaxError:
        return written


def citations(model: Any) -> Iterator[Citation]:
    """Every citation anywhere in a model."""
    if isinstance(model, Citation):
        yield model
    elif is_record(model) and not isinstance(model, type):
        for _, value in items(model):
            yield from citations(value)
    elif isinstance(model, tuple | list | frozenset):
        for value in model:
            yield from citations(value)


def strings_in(model: Any, field_names: frozenset[str]) -> Iterator[str]:
    """Every string held in a field of one of the given names, anywhere in a model
    (``mentions``, ``grants``...)."""
    if is_record(model) and not isinstance(model, type):
        for name, value in items(model):
            if name in field_names:
                if isinstance(value, str):
                    yield value
                elif isinstance(value, tuple | frozenset):
                    yield from (v for v in value if isinstance(v, str))
            else:
                yield from strings_in(value, field_names)
    elif isinstance(model, tuple | list | frozenset):
        for value in model:
            yield from strings_in(value, field_names)


def sections_of(model: Any) -> tuple[Section, ...]:
    """The sections the model's citations name, each with the pages it is cited on."""
    pages: dict[str, set[int]] = defaultdict(set)
    for cite in citations(model):
        for part in cite.section.split(" > "):
            pages.setdefault(part, set())
        if cite.page is not None:
            pages[cite.section.split(" > ")[-1]].add(cite.page)
    return tuple(Section(name=name, pages=tuple(sorted(p))) for name, p in sorted(pages.items()))


def page_range(sections: Iterable[Section]) -> tuple[int, int] | None:
    """The first and last page cited, or ``None`` for a book without page numbers."""
    cited = [p for s in sections for p in s.pages]
    return (min(cited), max(cited)) if cited else None
