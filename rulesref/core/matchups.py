"""Match-ups: how well one side does against another (an attacker's chance against a kind of
defender), as a ruleset's tables give it. The claim check reads them to hold a book's
comparisons (``strong against``, ``poor against``) to the numbers."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class Matchup:
    """One side against one opponent, and how well the side does."""

    side: str
    """The side acting (an attacker's class), as the rules name it."""
    against: str
    """The opponent it acts against, as the rules name it."""
    score: float
    """How well the side does: higher is better for it (a chance to hit, say)."""
    cite: Citation
    """Where the table that gives it is printed."""
    printed: str | None = None
    """The table's own entry, for reports (``4+``); ``None``: the score stands for it."""
