"""Rules of play: numbered game rules, named rules and their sections, the terrain examples."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesref.core import lazy
from rulesref.core.citation import Citation
from rulesref.core.record import record

if TYPE_CHECKING:  # named by annotations only: imported when a walk or validation reads them
    from rulesref.core.effects import AnyEffect
else:
    __getattr__, __dir__ = lazy.exports(__name__, {"AnyEffect": "rulesref.core.effects"})


@record
class TerrainExample:
    """A row of the terrain examples table."""

    name: str
    """Printed name."""
    keywords: tuple[str, ...]
    """Its terrain keywords."""


@record
class TerrainExamples:
    """The terrain examples table."""

    cite: Citation
    """Where it is printed."""
    examples: tuple[TerrainExample, ...]
    """Rows in printed order."""


@record
class NamedRule:
    """A named rule block: a narrative scenario, a team objective, a game rule."""

    name: str
    """Printed name."""
    summary: str
    """What it does, in our own words."""
    effects: tuple[AnyEffect, ...] = ()
    """What the rule does, as effects."""
    cite: Citation
    """Where it is printed."""


@record
class GameRule:
    """A numeric or structural rule of play: game length, Mercury income, initiative."""

    id: str
    """Stable identifier (``game_length``)."""
    name: str
    """Our short name for it."""
    summary: str
    """The rule in our own words."""
    value: int | None = None
    """The rule's number, where it has one."""
    effects: tuple[AnyEffect, ...] = ()
    """What the rule does, as effects (the statuses the core rules give and take away)."""
    cite: Citation
    """Where it is printed."""
    reading: str | None = None
    """The id of the recorded reading its number follows, where the book prints none (the
    least value of a keyword's X, the floor of a stat)."""


@record
class RulesSection:
    """A group of named rules under one heading (narrative scenarios, team play...)."""

    id: str
    """Stable identifier."""
    name: str
    """Printed heading."""
    cite: Citation
    """Where the section starts."""
    rules: tuple[NamedRule, ...]
    """Its named rules in printed order."""
