"""Roles the book defines as whichever player is not another role, and the steps that give
such a role a part of its own, each as printed with its citation (for the engine's check
that a game for more than two players says who takes the role)."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class ComplementRole:
    """A role the book defines as the player who is not another role (the second player is
    the one without the lead token): one player only when two play."""

    role: str
    """The role, as printed (``Second Player``)."""
    other: str
    """The role it is defined against, as printed (``First Player``)."""
    cite: Citation
    """Where the definition is printed."""


@record
class RolePart:
    """A step that gives a role a part of its own (cards dealt to it, a token passed to it)."""

    role: str
    """The role, as printed."""
    sequence: str
    """The id of the sequence the step is in."""
    step: str
    """The step, by its name in that sequence."""
    summary: str
    """What the role gets or does, in our own words."""
    cite: Citation
    """Where it is printed."""
