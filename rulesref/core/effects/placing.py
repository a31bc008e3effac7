"""Pieces put on the table: terrain, markers and tokens a rule has a player place.

A rulebook often has someone set pieces out during set-up or when something happens: "each
player places a small marker in their own half, more than 8\" from a table edge or the
centreline". :class:`Place` holds who places how many of what, where (in our words, with the
distances the book prints as :class:`Spacing`), how big and whose, so that none of it lives in
a summary alone. What the pieces then *do* is held by other effects of the same record, with
the scope ``placed``.

:data:`Party` names who does something at the table (who places, who owns); scenarios use the
same names for their markers (:mod:`rulesref.core.scenarios`).
"""

from __future__ import annotations

from typing import Literal

from rulesref.core.comparison import Comparison
from rulesref.core.effects.frame import Frame
from rulesref.core.record import record

#: Who does something at the table, or whom it is for (``controller``: the player who
#: controls the rule's source, a spell's caster).
Party = Literal["first_player", "second_player", "each_player", "both_players", "attacker",
                "defender", "placer", "placer_opponent", "scorer", "team", "each_team",
                "solo_player", "roll_off_winner", "controller"]


@record
class Spacing:
    """A distance the book prints for where a piece goes: ``more than 8"`` of a table edge,
    ``at least 16"`` from each other, ``roughly 24"`` apart."""

    bound: Comparison
    """How the distance bounds the placement (``at_most``: within it)."""
    inches: int
    """The distance, in inches."""
    of: str
    """What it is measured from, in our words (``a table edge or the centreline``,
    ``each other``)."""
    roughly: bool = False
    """The book says the distance is only rough (``roughly 24" apart``)."""


@record
class Place(Frame):
    """Pieces are put on the table: who places how many of what, where, how big and whose.

    The frame says when (``at`` a set-up step, or a ``trigger``) and whether it is optional;
    ``placed_by`` says who places, not ``scope``."""

    kind: Literal["place"] = "place"
    piece: str
    """What is placed, by the name the book prints (``Tunnel Entrance Marker``, ``tower``)."""
    sort: Literal["terrain", "marker", "token"]
    """What sort of piece it is: a terrain piece, a marker, or a token."""
    amount: int | None = None
    """How many, per placer (per player when ``placed_by`` is ``each_player``)."""
    dice: str | None = None
    """A number rolled instead (``D3``)."""
    or_more: bool = False
    """``amount`` is the least: more may be placed (``at least six``)."""
    ideally: int | None = None
    """With ``or_more``: the number the book recommends (``ideally ten``)."""
    placed_by: Party | None = None
    """Who places them; ``None``: the book does not say."""
    owner: Party | Literal["split_by_roll"] | None = None
    """Who owns (controls) them, where the book says (``split_by_roll``: a roll shares them
    out between the players); ``None``: it does not."""
    shared_out: str | None = None
    """With ``owner`` ``split_by_roll``: who rolls and how the roll shares the pieces out, in
    our words (``the first player rolls three different numbers and takes those``)."""
    where: str
    """Where they go, in our words (``in the placer's own half``, ``on the centreline``)."""
    spacing: tuple[Spacing, ...] = ()
    """The distances the book prints for where they go."""
    size: str | None = None
    """The printed size word (``small``, ``large``, ``mighty``), where printed."""
    across_min: int | None = None
    """The least width across, where printed (in ``across_in``)."""
    across_max: int | None = None
    """The greatest width across, where printed."""
    across_in: Literal["inches", "mm"] = "inches"
    """The unit the widths are printed in."""
    across_roughly: bool = False
    """The book gives the widths only roughly (``approximately 3" wide``)."""
    keywords: tuple[str, ...] = ()
    """Keywords the pieces have from the moment they are placed, as written in the book, where
    the rule gives them to this piece only: a grant to the scope ``placed`` would reach every
    piece the rule places."""

    def problem(self) -> str | None:
        """What is inconsistent in this placement, or ``None`` (used by the loader)."""
        if self.amount is not None and self.dice is not None:
            return "a placement takes a number or dice, not both"
        if self.ideally is not None and not self.or_more:
            return "'ideally' goes with 'or_more'"
        if (self.across_min is not None and self.across_max is not None
                and self.across_min > self.across_max):
            return "'across_min' is larger than 'across_max'"
        if self.shared_out is not None and self.owner != "split_by_roll":
            return "'shared_out' goes with the owner 'split_by_roll'"
        return None


__all__ = ["Party", "Place", "Spacing"]
