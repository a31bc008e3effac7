"""Helpers for a ruleset's lint adapter: names and sections gathered from a loaded model."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import Any

from rulesref.core.citation import Citation
from rulesref.core.keywords import KeywordRef
from rulesref.core.record import fields, is_record
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


#: Values that hold nothing to gather: passed over at once (most of a model's values).
_LEAVES = (str, int, float, type(None))


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    """A record class's field names, worked out once per class for the walks below."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = fields(cls)
    return names


def citations(model: Any) -> Iterator[Citation]:
    """Every citation anywhere in a model, in the model's order (gathered in one walk into
    a list: nested generators would hand each one up through every level of the model)."""
    found: list[Citation] = []
    _gather_citations(model, found)
    return iter(found)


def _gather_citations(model: Any, found: list[Citation]) -> None:
    if isinstance(model, _LEAVES):
        return
    if isinstance(model, Citation):
        found.append(model)
    elif isinstance(model, tuple | list | frozenset):
        for value in model:
            _gather_citations(value, found)
    elif is_record(model) and not isinstance(model, type):
        for name in _field_names(type(model)):
            _gather_citations(getattr(model, name), found)


def strings_in(model: Any, field_names: frozenset[str]) -> Iterator[str]:
    """Every string held in a field of one of the given names, anywhere in a model
    (``mentions``, ``grants``...), in the model's order (gathered in one walk, as
    :func:`citations`)."""
    found: list[str] = []
    _gather_strings(model, field_names, found)
    return iter(found)


def _gather_strings(model: Any, field_names: frozenset[str], found: list[str]) -> None:
    if isinstance(model, _LEAVES):
        return
    if isinstance(model, tuple | list | frozenset):
        for value in model:
            _gather_strings(value, field_names, found)
    elif is_record(model) and not isinstance(model, type):
        for name in _field_names(type(model)):
            value = getattr(model, name)
            if name in field_names:
                if isinstance(value, str):
                    found.append(value)
                elif isinstance(value, tuple | frozenset):
                    found += (v for v in value if isinstance(v, str))
            else:
                _gather_strings(value, field_names, found)


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
