"""Effects that change how the game is played: lookups under another unit type, movement,
actions, the sequence, and the order other effects apply in."""

from __future__ import annotations

from typing import Literal

from rulesref.core.conditions import Condition
from rulesref.core.effects.frame import Frame, Scope
from rulesref.core.effects.targeting import Direction, Per
from rulesref.core.record import record


@record
class LookupAs(Frame):
    """The scope uses another unit type when a table is looked up."""

    kind: Literal["lookup_as"] = "lookup_as"
    unit_type: str
    """The unit type used instead."""
    table: Literal["target_number"] = "target_number"
    """Which lookup."""


@record
class Move(Frame):
    """The scope moves, or moves differently."""

    kind: Literal["move"] = "move"
    how: Literal["advance", "retreat", "slide", "fly", "pass_through", "place", "redeploy",
                 "set_aside", "remove_from_play", "return", "no_move", "cross", "reform",
                 "wheel"]
    """What kind of movement (placing and removing units included; ``wheel``: the unit
    pivots on one front corner while the other swings round)."""
    heading: Literal["forward", "backward", "sideways", "any"] | None = None
    """Which way the unit goes relative to its facing, where the rule says."""
    direction: Direction = Direction.MAKES
    """``makes``: the unit moves itself; ``suffers``: another rule or unit moves it."""
    distance: int | None = None
    """How far, in inches (added to the roll when ``dice`` is given)."""
    half_inches: int | None = None
    """How far, in half inches, for a distance the rule gives with a half (0.5" is ``1``);
    used instead of ``distance``, which holds whole inches only."""
    dice: str | None = None
    """A distance rolled, in inches (``D6``); ``distance`` is then added to the roll."""
    by_roll: bool = False
    """The distance, in inches, is the result of the roll that set the effect off (the
    winning result of an opposed roll), not a roll of its own."""
    towards: str | None = None
    """Where the move heads when the rule names a place rather than a facing (``the enemy
    table edge``), in our words."""
    min_distance: int | None = None
    """For a placement: at least this far from the units named in ``from_``; for a move
    without ``from_``: the least distance it must cover."""
    beyond: bool = False
    """``True``: the placement must be more than ``min_distance`` away, not merely that far."""
    from_: str | None = None
    """Which units the placement keeps away from (``enemy``), in our words."""
    per: Per | None = None
    """The distance counts once for each of these (so many inches per movement point spent,
    for a move paid for point by point)."""
    unit_type: str | None = None
    """For the placement of a new unit: its unit type."""
    where: str | None = None
    """For a placement: where the unit may be put (``anywhere fully within its deployment
    zone``), in our words."""


@record
class Action(Frame):
    """The scope may (or must) take an action it otherwise could not, or cannot take one."""

    kind: Literal["action"] = "action"
    action: Literal["attack", "shoot", "activate", "move_phase", "reform", "cast", "disengage",
                    "attack_as", "target", "punish", "end_overlapping", "cause_panic", "engage",
                    "see_through", "enter", "deploy", "hold_token", "play_cards", "play_cards_on",
                    "look_at_hand", "tell_hand", "aim_all_dice_at_source", "be_placed_in",
                    "take_action", "regard"]
    """The action (``take_action``: any action at all, narrowed by ``what``: a rule that bars
    whatever would bring some result about; ``regard``: the scope treats the units ``what``
    names as of the side ``what`` says, as an ally's units counted friendly)."""
    what: str | None = None
    """What the action is taken on, or how, where the rule names something other than units
    (a spell, a facing, a procedure), in our words. Units it is taken on are ``on`` (with
    ``on_if``), not words."""
    dice: int | None = None
    """For an attack: how many dice."""
    as_unit_type: str | None = None
    """For an attack made as if by another unit type (``War Wagon``)."""
    cost: int | None = None
    """A movement point cost, where it changes (Nimble reforms for 2)."""
    allowed: bool = True
    """``False``: the action is forbidden."""
    required: bool = False
    """``True``: the scope must (or always does) take the action, it is no choice."""
    token: str | None = None
    """For ``hold_token``: the player token held (one the vocabulary registers)."""
    direction: Direction = Direction.MAKES
    """``makes``: the unit in scope takes the action (makes the attack); ``suffers``: the
    action is taken against it (it suffers an attack made as ``as_unit_type``)."""
    per: Per | None = None
    """The action happens once for each of these (an attack per movement point spent)."""
    on: tuple[Scope, ...] = ()
    """Whom the action is taken on, when the rule names it apart from the scope (a player
    who may not play cards on itself or its own units: ``player`` and ``own``; a unit that
    may target enemy units: ``enemy``); empty: the unit in scope, or as the action itself
    says."""
    on_if: Condition | None = None
    """With ``on``: what must hold of each unit the action is taken on (an enemy unit that
    is engaged); ``None``: any of them."""
    measured_from: Scope | None = None
    """Where the action's range and line of sight are measured from, when not from the unit
    itself (``friendly``: any friendly unit in play)."""


@record
class SequenceChange(Frame):
    """The game's sequence changes: a step skipped or added, the number of rounds."""

    kind: Literal["sequence"] = "sequence"
    change: Literal["skip", "add", "rounds"]
    """What changes."""
    step: str | None = None
    """The step or phase skipped or added (a sequence name)."""
    rounds: int | None = None
    """The new number of battle rounds."""


@record
class Precedence(Frame):
    """A rule that orders other effects when several apply at once."""

    kind: Literal["precedence"] = "precedence"
    last: str | None = None
    """Effects from keywords with this trait are applied last (a trait the vocabulary registers)."""
    otherwise: Literal["most_carnage", "specific_first", "owner_chooses",
                       "first_deployer_then_turns"]
    """How a remaining tie is settled (``first_deployer_then_turns``: when both players use
    the same rule at once, the player who deployed first acts first, then they take turns)."""
