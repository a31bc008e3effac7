"""Rules that settle a battle outright on a roll, each as printed with its citation (for the
engine's check that two of them cannot fire in one battle with opposite results unless the
book says which prevails)."""

from __future__ import annotations

from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record

Outcome = Literal["win", "loss"]
Side = Literal["attacking", "defending"]


@record
class OutrightResult:
    """A rule that decides a battle at once when its holder's roll shows a given number (an
    automatic win on the highest total of two dice)."""

    rule: str
    """The rule, as the book names it or in our short words (``Super Army``)."""
    holder: str
    """Who has it, as printed (``Super Army``)."""
    roll: int
    """The number its holder's own roll must show."""
    result: Outcome
    """``win`` or ``loss``: what that roll means for the holder's side."""
    sides: tuple[Side, ...]
    """The sides of a battle it applies on, as printed: ``attacking``, ``defending``."""
    each_player: bool = False
    """Whether the book lets every player have such a holder at once (any player may form
    one), so that two holders can face each other."""
    each_player_cite: Citation | None = None
    """Where the book lets every player have one; ``None`` when ``each_player`` is false."""
    precedence: str | None = None
    """What the book says happens when both sides' outright results fire at once, in our own
    words; ``None`` where it says nothing."""
    cite: Citation
    """Where it is printed."""
