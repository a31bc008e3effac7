"""Allocations: a pool (of attack dice, points, cards) that a rule has a player share out
among targets, with the most a target may take depending on where it stands.

Each record transcribes one printed allocation: the pool and its usual size, whether all of it
must be given out, the caps on what one target may take, each with its citation, and what the
book says becomes of what cannot be given out (when it says). The engine's allocation check
(``rulesref_verify.allocations``) works out whether a pool can be left with more than its
targets may take while all of it must be given out.
"""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class Cap:
    """The most one target may take from the pool, where it stands as printed."""

    target: str
    """Which targets it limits, as printed (``an enemy touching the rear edge``)."""
    most: int
    """The most such a target may take."""
    cite: Citation
    """Where the cap is printed."""


@record
class Allocation:
    """One pool a rule has shared out among targets."""

    id: str
    """Stable identifier."""
    pool: str
    """What is shared out, as the rules name it (``close combat attack dice``)."""
    usual: int
    """How large the pool usually is, as the book prints it (``commonly ten dice``)."""
    usual_cite: Citation
    """Where that size is printed."""
    all_given: bool
    """The book requires all of the pool to be given out."""
    cite: Citation
    """Where the sharing out (and the requirement to give it all) is printed."""
    caps: tuple[Cap, ...] = ()
    """The most one target may take, by where it stands."""
    leftover: str | None = None
    """What the book says becomes of what cannot be given out, in our words; ``None`` when it
    says nothing."""
    leftover_cite: Citation | None = None
    """Where that is printed."""
