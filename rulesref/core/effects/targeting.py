"""Whom an effect picks, what sets it off, what its amount counts, and which way it points.

These are the parts of an effect that say what a rulebook's wording says beyond a scope and
a phase: "one friendly unit within 18\"", "up to three", "all but two"; "whenever a player
plays a card on a friendly unit", "when this unit is affected by a spell"; "for each
unit removed"; "the unit suffers an attack" rather than making one.

The vocabulary is game-agnostic. The nouns a game adds (its tokens, decks, stats, traits)
are named as strings here and checked against the ruleset's registered
:class:`~rulesref.core.vocabulary.Vocabulary` when the data is loaded.
"""

from __future__ import annotations

import enum
from typing import Literal

from rulesref.core.record import record


class Pick(enum.Enum):
    """How many of the units (or things) in scope an effect picks."""

    ALL = "all"
    """Every one in scope at once (an area effect)."""
    EACH = "each"
    """Every one in scope, each on its own (each unit rolls, each unit chooses)."""
    EXACTLY = "exactly"
    """Exactly ``count`` of them (``count: 1``: one unit)."""
    UP_TO = "up_to"
    """Any number from none to ``count``."""
    ALL_BUT = "all_but"
    """All of them except ``count``."""
    HALF = "half"
    """Half of them, rounded as ``rounding`` says."""
    MEETING = "meeting"
    """Those that meet the effect's condition (which must then be given)."""


class Chooser(enum.Enum):
    """Who picks, when the effect does not take all in scope."""

    OWNER = "owner"
    """The player who controls the effect's source."""
    OPPONENT = "opponent"
    """The opposing player."""
    EACH_PLAYER = "each_player"
    """Each player picks among their own units."""
    CHANCE = "chance"
    """A roll decides, not a player."""
    TARGET_CONTROLLER = "target_controller"
    """The player who controls the unit a spell or card targets (the opponent, an ally or
    the source's own player, as the target is)."""


class Side(enum.Enum):
    """Whose: relative to the effect's source and the player who controls it."""

    SELF = "self"
    """The source itself: the unit that has the rule, or the player who controls it."""
    FRIENDLY = "friendly"
    """A friendly unit, or the source's player."""
    ENEMY = "enemy"
    """An enemy unit, or the opposing player."""
    ANY = "any"
    """Either side."""
    ALLIED = "allied"
    """A unit of an ally (team play): friendly, but not of the player's own army."""


@record
class Selection:
    """Whom an effect picks among its scope (the frame's ``scope`` and ``within`` give the
    pool: friendly or enemy units, within so many inches)."""

    pick: Pick = Pick.ALL
    """How many are picked."""
    count: int | None = None
    """For ``exactly``, ``up_to`` and ``all_but``: the number."""
    rounding: Literal["up", "down"] | None = None
    """For ``half``: how an odd number is rounded."""
    chooser: Chooser | None = None
    """Who picks; ``None`` when nobody chooses (``all``, ``each``, ``meeting``)."""
    secret: bool = False
    """The choice is made in secret and revealed later."""
    revealed_by: str | None = None
    """For a secret choice: the latest moment the rule lets it stay hidden, in words
    (``the start of the first phase in which it is used``); ``None`` when the rule does not
    say."""
    other_than_source: bool = False
    """The source itself cannot be picked (another friendly unit)."""
    other_than_target: bool = False
    """The unit the spell or card targets cannot be picked (another unit near the target)."""
    order: Literal["dearest_first", "owner_chooses"] | None = None
    """For ``each`` and ``meeting``: the picked ones act one after another, in this order:
    ``dearest_first``, from the highest points cost down; ``owner_chooses``, in an order the
    player who controls the source picks (whosever the units are). ``None``: as the
    game's own rules order them."""

    def problem(self, has_condition: bool) -> str | None:
        """What is inconsistent in this selection, or ``None`` (used by the loader)."""
        counted = self.pick in (Pick.EXACTLY, Pick.UP_TO, Pick.ALL_BUT)
        if counted and self.count is None:
            return f"a selection of {self.pick.value!r} needs a count"
        if not counted and self.count is not None:
            return f"a selection of {self.pick.value!r} takes no count"
        if (self.pick is Pick.HALF) != (self.rounding is not None):
            return "rounding is given with, and only with, a selection of 'half'"
        if self.pick is Pick.MEETING and not has_condition:
            return "a selection of 'meeting' needs the effect's condition"
        if self.pick in (Pick.ALL, Pick.EACH, Pick.MEETING) and self.chooser is not None:
            return f"nobody chooses in a selection of {self.pick.value!r}"
        if self.pick not in (Pick.ALL, Pick.EACH, Pick.MEETING) and self.chooser is None:
            return f"a selection of {self.pick.value!r} needs a chooser"
        if self.order is not None and self.pick not in (Pick.EACH, Pick.MEETING):
            return f"a selection of {self.pick.value!r} has no order: only 'each' and 'meeting'"
        if self.revealed_by is not None and not self.secret:
            return "revealed_by needs a secret selection"
        return None


class Event(enum.Enum):
    """What happens in play that sets an effect off (besides a phase or step moment)."""

    ACTIVATION_STARTS = "activation_starts"
    """A unit's activation (in ``phase`` when given) starts."""
    ACTIVATION_ENDS = "activation_ends"
    """A unit's activation (in ``phase`` when given) ends."""
    CARD_PLAYED = "card_played"
    """A card from ``deck`` is played by ``by`` on a unit of ``on``."""
    SPELL_CAST = "spell_cast"
    """A unit of ``by`` casts a spell (at a unit of ``on`` when given)."""
    SPELL_AFFECTS = "spell_affects"
    """A spell cast by a unit of ``by`` affects a unit of ``on``: its target, or a unit in
    its area."""
    TARGETED = "targeted"
    """A unit of ``on`` is made the target of a spell, a card or an attack (``source`` says
    which, when the rule names one), by a unit of ``by`` when given."""
    UNIT_REMOVED = "unit_removed"
    """A unit of ``on`` (with ``status`` when given) is removed from play."""
    TOKEN_PLACED = "token_placed"
    """A ``token`` is placed on a unit of ``on``; without ``on``, a player of ``by`` gains
    one (a token a player holds rather than a unit)."""
    STATUS_GAINED = "status_gained"
    """A unit of ``on`` gains ``status`` (a status such as
    being out of the fight)."""
    ROLL_MADE = "roll_made"
    """A roll (``roll``) is made by ``by``."""
    MOVED = "moved"
    """A unit of ``on`` moves (into or through something the condition names)."""
    DEPLOYED = "deployed"
    """A unit of ``on`` is set up on the table."""
    CARD_DUE = "card_due"
    """A player of ``by`` is due to draw a card from ``deck`` (an effect may stand in for
    the draw)."""
    ENGAGES = "engages"
    """A unit of ``by`` enters engagement with a unit of ``on`` (it moves into contact)."""
    STATUS_AVERTED = "status_averted"
    """A unit of ``on`` would gain ``status`` but does not, because another rule keeps it
    from it (the effect's tests name which)."""
    GAME_ENDS = "game_ends"
    """The game ends: after its last round, or when a rule ends it early."""
    CONCEDES = "concedes"
    """A player of ``by`` concedes the game (gives up before it ends)."""


@record
class Trigger:
    """An event that sets an effect off, and whether it does so once or each time."""

    event: Event
    """What happens."""
    by: Side | None = None
    """Who does it: the player who plays the card, the unit that casts or activates."""
    on: Side | None = None
    """To whom: the unit the card is played on, the unit the spell affects."""
    phase: str | None = None
    """For activations: the phase the activation belongs to (a sequence name)."""
    deck: str | None = None
    """For a card played or due to be drawn: the deck it comes from."""
    token: str | None = None
    """For a token placed: which token."""
    status: str | None = None
    """For a unit removed or a status gained: the status (keyword) named."""
    roll: str | None = None
    """For a roll: the dice (``3D6``, ``2D6``)."""
    source: Literal["spell", "card", "attack", "shooting", "close_combat"] | None = None
    """For a unit targeted: what targets it, when the rule names one."""
    edge: Literal["flank_or_rear"] | None = None
    """For a unit engaging: the edges of the unit of ``on`` it comes into contact with, when
    the rule names them (``flank_or_rear``: a side edge, the rear edge or a rear corner)."""
    opposed: bool = False
    """For a roll: each player makes it and the higher result wins (a tie, nobody); the
    effect is then the winner's."""
    repeats: Literal["once", "each_time", "once_per_unit"] = "each_time"
    """``each_time``: every time it happens; ``once``: the first time only;
    ``once_per_unit``: the first time for each unit it happens to (for each pair of units,
    when it names two: a unit engaging another)."""


class Counted(enum.Enum):
    """What a scaling amount counts ("per X")."""

    UNIT = "unit"
    """Units of ``side`` (with ``status`` when given) now in play."""
    UNIT_REMOVED = "unit_removed"
    """Units of ``side`` (with ``status`` when given) removed from play (in the step or
    moment the effect happens in)."""
    TOKEN = "token"
    """``token`` tokens (on the unit or near it, as the condition says)."""
    CARD = "card"
    """Cards of ``deck`` played or held."""
    MARKER = "marker"
    """Markers (held, or still in play)."""
    POINTS = "points"
    """Points of units, counted in blocks of ``every`` when given."""
    ENGAGED_ENEMY = "engaged_enemy"
    """Enemy units engaged with the unit."""
    MOVEMENT_POINT = "movement_point"
    """Movement points spent (as the condition says where)."""
    ROUND = "round"
    """Battle rounds."""


@record
class Per:
    """A scaling amount: the effect's amount counts once for each of these."""

    count: Counted
    """What is counted."""
    side: Side | None = None
    """Whose units or markers."""
    status: str | None = None
    """Only units with this status or keyword ."""
    token: str | None = None
    """For tokens: which."""
    deck: str | None = None
    """For cards: which deck."""
    every: int | None = None
    """Counted in full blocks of this size (per full 1000 points)."""
    by_attack: bool = False
    """For tokens: only those the attack the effect concerns places, not every one the unit
    holds (one coin taken per wound that blow deals)."""
    each_choice: bool = False
    """For an effect that is one of a choice's alternatives: the alternative is picked
    afresh for each one counted (two tokens for one marker, a card for the next), not once
    for all of them."""


class Direction(enum.Enum):
    """Which way an attack or a move points, from the unit in scope."""

    MAKES = "makes"
    """The unit makes the attack, or makes the move."""
    SUFFERS = "suffers"
    """The unit suffers the attack (is attacked), or is moved."""


__all__ = ["Chooser", "Counted", "Direction", "Event", "Per", "Pick", "Selection",
           "Side", "Trigger"]
