"""Forced moves to the place another role's piece stood, the places a role's piece may stand
on, and the places a kind of piece may never enter, each as printed with its citation (for
the engine's check that a forced move never sends a piece where a rule forbids it to go).

Places are named from the side of the piece that stands there: ``own barn`` is that piece's
player's barn; seen from an opponent it is ``another player's barn``."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class ForcedMove:
    """A rule that moves a piece, with no choice, to the place where the piece in another
    role stood (a beaten defender with nowhere to retreat put on the attacker's old tile)."""

    rule: str
    """The rule, in our short words (``the retreat's fallback``)."""
    piece: str
    """The kind of piece moved, as printed (``General``)."""
    to_role: str
    """The role whose place it goes to, in our short words (``attacker``)."""
    opponents: bool = True
    """Whether the moved piece and the role's piece belong to opposing players."""
    cite: Citation
    """Where it is printed."""


@record
class RolePlace:
    """A place a piece may stand on while it fills a role (a General attacking out of its
    own barn)."""

    role: str
    """The role, in the same words as :attr:`ForcedMove.to_role`."""
    place: str
    """The place, from the standing piece's side (``own barn``)."""
    rule: str
    """The rule that puts or lets it there, as the book names it."""
    cite: Citation
    """Where it is printed."""


@record
class EntryBan:
    """A rule that a kind of piece may never enter a kind of place."""

    rule: str
    """The rule, as the book names it (``Move``)."""
    piece: str
    """The kind of piece, as printed (``General``)."""
    place: str
    """The place, from the entering piece's side (``another player's barn``)."""
    cite: Citation
    """Where it is printed."""
