"""Hobgoblin keyword costs: the cost table that army building follows, and a unit's points
itemised (listed cost times the unit type's multiplier).

Pure functions of the loaded model, re-exported by :mod:`~rulesref.games.hobgoblin.lookups`.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.record import result
from rulesref.errors import UnknownNameError
from rulesref.games.hobgoblin.model import Points
from rulesref.games.hobgoblin.naming import (
    _keyword_table,
    canonical_ref,
    find_unit_type,
    keyword_ref,
)

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.model import CostEntry, CostPrinting, Hobgoblin
    from rulesref.games.hobgoblin.model.keywords import KeywordDef


@cache
def canonical_costs(rules: Hobgoblin) -> CostPrinting:
    """The printing of the keyword cost table that army building follows."""
    return next(p for p in rules.cost_printings if p.canonical)


@cache
def _cost_table(rules: Hobgoblin) -> dict[str, CostEntry]:
    from rulesref.core.keywords import KeywordRef

    table = {}
    for entry in canonical_costs(rules).entries:
        ref = canonical_ref(rules, KeywordRef.parse(entry.keyword))
        table[names.fold(str(ref))] = entry
    return table


def find_cost_entry(rules: Hobgoblin, keyword: str) -> CostEntry:
    """The cost table entry for a purchasable keyword written as in the book.

    :raises UnknownNameError: when the keyword is not in the cost table.
    :raises KeywordSyntaxError: when it is not a keyword reference.
    :raises KeywordValueError: when its value is one the rules do not allow.
    """
    ref = canonical_ref(rules, keyword_ref(rules, keyword))
    entry = _cost_table(rules).get(names.fold(str(ref)))
    if entry is None:
        choices = [e.keyword for e in canonical_costs(rules).entries]
        raise UnknownNameError("purchasable keyword", keyword, names.suggest(keyword, choices))
    return entry


def keyword_costs(rules: Hobgoblin, keyword: KeywordDef) -> tuple[CostEntry, ...]:
    """Every cost-table entry for a keyword (``Hero [+1]`` and ``Hero [+2]`` for Hero)."""
    from rulesref.core.keywords import KeywordRef

    table = _keyword_table(rules)
    return tuple(e for e in canonical_costs(rules).entries
                 if table.get(names.fold(KeywordRef.parse(e.keyword).name)) is keyword)


@result
class CostLine:
    """One purchased keyword's cost: listed cost times the unit type's multiplier."""

    keyword: str
    listed: Points
    multiplier: int
    points: Points


@result
class CostBreakdown:
    """A unit's points, itemised."""

    unit_type: str
    base: Points
    multiplier: int
    lines: tuple[CostLine, ...]
    cite: Citation

    @property
    def total(self) -> Points:
        """Base points plus every line."""
        return self.base + sum([line.points for line in self.lines])


def unit_cost(rules: Hobgoblin, unit_type: str, keywords: Iterable[str] = ()) -> CostBreakdown:
    """Points for a unit type with purchased keywords (listed cost x multiplier each).

    Only the arithmetic: whether the purchases are legal is the army validator's job.

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises KeywordSyntaxError: for a malformed keyword.
    """
    unit = find_unit_type(rules, unit_type)
    lines = []
    for text in keywords:
        entry = find_cost_entry(rules, text)
        points = entry.cost * unit.cost_multiplier
        lines.append(CostLine(entry.keyword, entry.cost, unit.cost_multiplier, points))
    return CostBreakdown(
        unit.name, unit.points, unit.cost_multiplier, tuple(lines), canonical_costs(rules).cite
    )
