"""What each way a battle can end gives each side, and the rules that change it for one
holder, each as printed with its citation (for the engine's check that a change printed for
every battle its holder fights says which endings it applies to where the base rule gives
nothing to change).

Sides are ``attacking`` and ``defending``; an ending is named as the book names it (``tie``,
``attacker wins``)."""

from __future__ import annotations

from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record

Side = Literal["attacking", "defending"]


@record
class OutcomeEvent:
    """What one ending of a battle gives one side (the loser discards one unit); an ending
    with nothing for anyone is printed with ``side`` ``None``."""

    outcome: str
    """The ending, as the book names it (``attacker wins``)."""
    event: str
    """What happens, in our short words (``casualties``)."""
    side: Side | None = None
    """The side it happens to; ``None`` for an ending where nothing does."""
    amount: int = 0
    """How many (units discarded)."""
    cite: Citation
    """Where it is printed."""


@record
class EventModifier:
    """A rule that changes what a battle gives, for battles one holder fights (a Super Army
    causing two casualties when it attacks or defends)."""

    rule: str
    """The rule, as the book names it or in our short words."""
    holder: str
    """Who it is for, as printed (``Super Army``)."""
    sides: tuple[Side, ...]
    """The sides it applies on, as printed."""
    event: str
    """What it changes, in the same words as :attr:`OutcomeEvent.event`."""
    to: Literal["opponent", "holder"]
    """Whose it is: the holder's opponent's (casualties it causes) or the holder's own."""
    amount: int
    """How many it gives instead."""
    outcomes: tuple[str, ...] | None = None
    """The endings it applies to, as printed; ``None`` where it names none."""
    cite: Citation
    """Where it is printed."""
