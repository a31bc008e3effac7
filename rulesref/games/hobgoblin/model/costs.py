"""Keyword costs and keyword definitions printed outside the index, each printing on its own."""

from __future__ import annotations

from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record
from rulesref.games.hobgoblin.model import Points
from rulesref.games.hobgoblin.model.keywords import Trait


@record
class CostEntry:
    """One entry of a printing of the keyword cost table."""

    keyword: str
    """The keyword as printed, with any value: ``Hero [+1]``."""
    column: Literal["Strength", "Weakness"]
    """The column it is printed in."""
    cost: Points
    """The listed cost."""
    once_per_army: bool = False
    """Marked with the asterisk: once per army, no points."""


@record
class CostPrinting:
    """One printing of the keyword cost table."""

    printing: str
    """Which printing."""
    cite: Citation
    """Where it is."""
    entries: tuple[CostEntry, ...]
    """Entries in printed order, column by column."""
    canonical: bool = False
    """Whether army building uses this printing."""


@record
class PrintedFact:
    """One checkable fact of a printed keyword definition, in a fixed vocabulary of names
    (``distance``, ``doom``, ``grants``...), so that two printings can be compared."""

    name: str
    """What the fact is about, in snake_case (``wizard_distance``)."""
    value: str
    """Its value as that printing gives it, normalised (``within 4 inches``, ``touching``)."""


@record
class KeywordPrinting:
    """A keyword definition as printed somewhere other than the index (the unit types, the
    terrain chapter, the quick reference...), transcribed on its own for comparison."""

    keyword: str
    """The name as printed there."""
    traits: frozenset[Trait]
    """The traits printed with it there."""
    numeric: bool = False
    """Printed with ``[x]``."""
    facts: tuple[PrintedFact, ...] = ()
    """Checkable facts of that printing's definition."""
    cite: Citation
    """Where this printing is."""
