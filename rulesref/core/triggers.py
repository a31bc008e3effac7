"""Rules about a piece moving onto a place another piece holds, each as printed with its
citation: a move that starts something (an attack), a move a rule allows, and a place where
what the move would start cannot happen (for the engine's check that an allowed move never
starts what the book leaves no room for).

``whose`` reads from the moving piece's side: ``own`` (the mover's player's), ``opponent's``
or ``any``; ``where`` names a place the same way (``own barn``, ``opponent's barn``) or is
``any`` for every place."""

from __future__ import annotations

from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record

Whose = Literal["own", "opponent's", "any"]


@record
class MoveTrigger:
    """A move onto a place another piece holds that starts something (an attack)."""

    rule: str
    """The rule, as the book names it (``Attack``)."""
    onto: str
    """The kind of piece already there, as printed (``General``)."""
    whose: Whose
    """Whose that piece must be for the rule to apply, as printed (``another General``: any)."""
    where: str = "any"
    """The place it applies at; ``any`` where the rule names none."""
    starts: str
    """What the move starts, in our short words (``an attack``)."""
    cite: Citation
    """Where it is printed."""


@record
class MovePermission:
    """A move a rule allows onto a place pieces already hold (several of a player's pieces
    gathered in one place)."""

    rule: str
    """The rule, as the book names it (``Barns``)."""
    onto: str
    """The kind of piece already there, as printed (``General``)."""
    whose: Whose
    """Whose pieces may gather there, as printed."""
    where: str
    """The place, from the mover's side (``own barn``)."""
    cite: Citation
    """Where it is printed."""


@record
class TriggerBar:
    """A rule that says what a move would start cannot happen, for some pieces or places
    (a barn no opponent may attack)."""

    rule: str
    """The rule, as the book names it (``Barns``)."""
    starts: str
    """What cannot happen, in the same short words as :attr:`MoveTrigger.starts`."""
    whose: Whose = "any"
    """Whose pieces it protects, from the mover's side; ``any`` where the rule names none."""
    where: str = "any"
    """The place it protects, from the mover's side (``opponent's barn``); ``any`` for
    every place."""
    cite: Citation
    """Where it is printed."""


@record
class TriggerNeed:
    """What a piece must have for what a move starts to happen (an attacker needs a unit with
    attack points)."""

    rule: str
    """The rule, as the book names it (``Attack``)."""
    starts: str
    """What it is a need of, in the same short words as :attr:`MoveTrigger.starts`."""
    needs: str
    """What the piece must have, in our short words."""
    lacking: str | None = None
    """What the book says of a piece without it that makes the move, in our own words;
    ``None`` where it says nothing."""
    cite: Citation
    """Where it is printed."""
