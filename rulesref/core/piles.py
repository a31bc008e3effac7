"""Piles of cards (or tokens) as the book makes and uses them: which rule lays a pile out,
deals or draws from it, returns cards to it, or clears it away.

Each :class:`PileUse` is one passage, transcribed as printed: the component the pile holds
(as the component list names it), what the passage calls the pile (``the deck``), and what it
does. A ruleset whose root record has a ``piles`` field gets the engine's pile checks
(``rulesref_verify.piles``) without naming them.
"""

from __future__ import annotations

from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record

#: What a passage does with a pile: lays it out, takes cards from it, puts cards back on it,
#: or clears away what is left of it (``discard the rest``); ``play`` is a passage that has
#: players play (or place) cards of the component, from wherever they hold them; ``give`` is
#: one that hands a card of the component to a player (a reminder card for a winner).
PileOp = Literal["create", "draw", "return", "empty", "play", "give"]


@record
class PileUse:
    """One passage that makes or uses a pile."""

    component: str
    """The component the pile holds, as the component list names it (``Command Cards``)."""
    pile: str | None = None
    """Which of the component's piles, where it has more than one (``Supply deck``,
    ``Supply discard pile``); ``None``: the component's one pile."""
    called: str | None = None
    """What this passage calls the pile, where it names one (``the deck``)."""
    owner: str | None = None
    """The word that names the pile as one player's own in this passage, as printed
    (``your`` in ``your discard pile``); ``None`` where it gives the pile no owner."""
    per_player: bool = False
    """The passage makes or uses one such pile for each player, as printed (each player
    lays out a discard pile of their own)."""
    op: PileOp
    """What the passage does with the pile."""
    setup: bool = False
    """It happens while setting up, before play starts."""
    by: str
    """The rule or step that does it, as the book names it."""
    summary: str
    """What it does, in our own words."""
    cite: Citation
    """Where it is printed."""


@record
class PileMention:
    """One passage that names a pile in what it says about it (how many cards of a kind it
    holds, which set is likeliest in it), transcribed as printed: the words it names the pile
    by, never which pile the model reads them as."""

    called: str
    """The words the passage names the pile by, as printed (``the DECK``, ``the enchanted
    DECK``)."""
    by: str
    """The statement or rule, in our short words."""
    summary: str
    """What the passage says of the pile, in our own words."""
    cite: Citation
    """Where it is printed."""
