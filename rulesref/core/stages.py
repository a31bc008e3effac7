"""Stages of play a rule starts (an end game, a last round), and the passages that say what
changes once one has begun or only name it, each as printed with its citation (for the
engine's check that a stage a rule starts changes something)."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class StageStart:
    """A rule that starts a named stage of play."""

    stage: str
    """The stage, as the book names it (``end game``)."""
    by: str
    """The rule that starts it, as the book names it (``Super Army``)."""
    cite: Citation
    """Where it is printed."""


@record
class StageUse:
    """A passage that names a stage: what changes while it lasts, or, where ``changes`` is
    ``None``, a passage that only names it (a heading's note that the sections after it
    concern it)."""

    stage: str
    """The stage, as the book names it."""
    rule: str
    """The passage, as the book names it or in our short words."""
    changes: str | None = None
    """What changes once the stage has begun, in our own words; ``None`` where the passage
    only names the stage."""
    cite: Citation
    """Where it is printed."""
