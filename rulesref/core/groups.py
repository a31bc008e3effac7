"""Pieces that act as one in a role (several Generals in one barn defending as a single
General), the moves a role's piece makes when a battle ends, and the caps on how many pieces
a place holds, each as printed with its citation (for the engine's check that a group acting
as one piece is never moved to one place too small for it)."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class ActingGroup:
    """A rule that has several pieces act as a single one in a role."""

    rule: str
    """The rule, as the book names it or in our short words."""
    pieces: str
    """The kind of piece, as printed (``General``)."""
    least: int
    """The fewest pieces the group has (``multiple``: 2)."""
    role: str
    """The role they fill as one, in our short words (``defender``)."""
    cite: Citation
    """Where it is printed."""


@record
class RoleMove:
    """A rule that moves the piece filling a role to one place (a beaten defender's
    retreat)."""

    rule: str
    """The rule, as the book names it or in our short words (``retreat``)."""
    role: str
    """The role, in the same words as :attr:`ActingGroup.role`."""
    to: str
    """The kind of place, as printed (``tile``)."""
    cite: Citation
    """Where it is printed."""


@record
class PlaceCap:
    """A rule that caps how many pieces of a kind one place holds."""

    rule: str
    """The rule, as the book names it."""
    place: str
    """The kind of place, as printed (``tile``)."""
    pieces: str
    """The kind of piece, as printed (``General``)."""
    most: int
    """The most it holds."""
    exempt: tuple[str, ...] = ()
    """Places the book frees from the cap, in our short words (``the player's own barn``)."""
    exempt_cite: Citation | None = None
    """Where the book frees them, where that is printed apart from the cap."""
    cite: Citation
    """Where it is printed."""
