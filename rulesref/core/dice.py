"""Dice-range tables: a roll of D3, D6, 2D6 or D66 looked up in a printed table."""

from __future__ import annotations

import enum

from rulesref.core.citation import Citation
from rulesref.core.effects import AnyEffect
from rulesref.core.record import record


class Dice(enum.Enum):
    """The dice a table is rolled with."""

    D3 = "D3"
    """One six-sided die halved, rounding up: 1 to 3."""
    D6 = "D6"
    """One six-sided die: 1 to 6."""
    TWO_D6 = "2D6"
    """Two six-sided dice added: 2 to 12."""
    D66 = "D66"
    """Two six-sided dice read as tens and units: 11 to 66, digits 1 to 6 only."""

    def outcomes(self) -> tuple[int, ...]:
        """Every result the dice can give, in order."""
        if self is Dice.D3:
            return (1, 2, 3)
        if self is Dice.D6:
            return tuple(range(1, 7))
        if self is Dice.TWO_D6:
            return tuple(range(2, 13))
        return tuple(10 * t + u for t in range(1, 7) for u in range(1, 7))


@record
class DiceEntry:
    """One row of a dice table: the rolls ``low`` to ``high`` give ``result``."""

    low: int
    """The lowest roll of the row."""
    high: int
    """The highest roll of the row (equal to ``low`` for a single result)."""
    result: str
    """The name of the result as printed."""
    summary: str | None = None
    """What the result does, in our own words."""
    effects: tuple[AnyEffect, ...] = ()
    """What the result does, as effects."""
    cite: Citation | None = None
    """Where the result's rules are printed, when not on the table's own page."""

    def covers(self, roll: int) -> bool:
        """Whether ``roll`` falls in this row."""
        return self.low <= roll <= self.high

    @property
    def rolls(self) -> str:
        """The roll range as printed: ``7`` or ``2-4``."""
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


@record
class DiceTable:
    """A printed table rolled on with ``dice``."""

    id: str
    """A stable identifier (``scenario``, ``chaos_twists``)."""
    name: str
    """The table's printed name."""
    dice: Dice
    """What is rolled."""
    cite: Citation
    """Where the table is printed."""
    entries: tuple[DiceEntry, ...]
    """The rows, in printed order."""

    def lookup(self, roll: int) -> tuple[DiceEntry, ...]:
        """Every row covering ``roll`` (one, in a well-formed table)."""
        return tuple(e for e in self.entries if e.covers(roll))
