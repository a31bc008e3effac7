"""Rules between two pieces on neighbouring places (a unit passed between Generals on
adjacent tiles), each as printed with its citation, for the engine's check that such a rule
says what happens when the two share one place where the book lets pieces share one."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class PairRule:
    """A rule for two pieces on neighbouring places."""

    rule: str
    """The rule, as the book names it (``Transfering Units``)."""
    pieces: str
    """The kind of piece, as printed (``General``)."""
    place: str
    """The kind of place, as printed (``tile``)."""
    words: str
    """How it names the two places, as printed (``adjcent tiles``)."""
    same_place: str | None = None
    """What the book says of two pieces that share one place, in our own words; ``None``
    where it says nothing."""
    cite: Citation
    """Where it is printed."""
