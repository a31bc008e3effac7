"""Effects: what a rule *does*, as data, in one vocabulary for every ruleset.

Every effect is a frozen record whose ``kind`` tells the members of :data:`Effect` apart, so
an unknown kind is a loading error naming the file and the path. Each effect carries the same
frame (:class:`Frame`): whom it applies to (``scope``, ``within``), how long it lasts
(``duration``, ``until``), when it happens (``at``, a phase or step name of the ruleset's
sequences, with ``moment``), a typed :class:`~rulesref.core.conditions.Condition`, whether it
is optional or limited, and its citation (``None`` means the record holding the effect cites
it: the same page and section).

Keyword changes are kept apart as the book means them: :class:`Grant` gives a keyword,
:class:`Remove` takes it away, :class:`Forbid` says it cannot be gained, :class:`Ignore` says
it has no effect on the unit, and :class:`Mention` only refers to it. The numeric members
(:class:`StatEffect`, :class:`TargetNumberEffect`, :class:`AttackEffect`...) are what the
odds engine and the target-number lookups compute with.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from typing import Annotated, Any, Literal

from rulesref.core.citation import Citation
from rulesref.core.conditions import Condition
from rulesref.core.record import record


class Scope(enum.Enum):
    """Whom an effect applies to."""

    SELF = "self"
    """The unit that has the rule (the keyword's holder, a card's or spell's subject)."""
    TARGET = "target"
    """The unit a spell, card or attack targets."""
    FRIENDLY = "friendly"
    """Friendly units (within ``within`` inches when given)."""
    ENEMY = "enemy"
    """Enemy units (within ``within`` inches when given; 0 is base contact)."""
    ALL_UNITS = "all_units"
    """Every unit on the table, of both sides."""
    ARMY = "army"
    """The player's army as a whole (army building)."""
    PLAYER = "player"
    """The player who controls the source."""
    OPPONENT = "opponent"
    """The opposing player."""
    PLAYERS = "players"
    """Every player."""
    GAME = "game"
    """The game itself: its sequence, its length, its tables."""
    TERRAIN = "terrain"
    """Terrain pieces or an area of the battlefield (within ``within`` inches of the source)."""


class Duration(enum.Enum):
    """How long an effect lasts."""

    PERMANENT = "permanent"
    """For as long as its source is in force (a keyword held, a twist chosen)."""
    INSTANT = "instant"
    """It happens once and is done (tokens placed, cards drawn)."""
    THIS_ATTACK = "this_attack"
    """For one attack only."""
    THIS_ACTIVATION = "this_activation"
    """Until the unit's current activation ends."""
    NEXT_SPELL = "next_spell"
    """For the unit's next spell only."""
    END_OF_STEP = "end_of_step"
    """Until the step named in ``until`` (or the current one) ends."""
    END_OF_PHASE = "end_of_phase"
    """Until the phase named in ``until`` (or the current one) ends."""
    END_OF_ROUND = "end_of_round"
    """Until the battle round ends."""
    END_OF_GAME = "end_of_game"
    """For the rest of the game."""
    WHILE = "while"
    """While its condition holds."""


class Moment(enum.Enum):
    """Where in the phase or step named by ``at`` an effect happens."""

    DURING = "during"
    """At any point of it."""
    START = "start"
    """As it starts."""
    END = "end"
    """As it ends."""
    BEFORE = "before"
    """Just before it."""
    AFTER = "after"
    """Just after it."""


@record
class Frame:
    """What every effect has: scope, duration, timing, condition and citation."""

    scope: Scope = Scope.SELF
    """Whom it applies to."""
    within: int | None = None
    """For friendly or enemy scopes: how near the source, in inches (0: base contact)."""
    duration: Duration = Duration.PERMANENT
    """How long it lasts."""
    until: str | None = None
    """The phase or step it lasts until, for step and phase durations."""
    at: str | None = None
    """The phase or step (as named in the ruleset's sequences) it happens in; ``None`` for
    a standing effect or one that may happen at any time."""
    moment: Moment = Moment.DURING
    """Where in ``at`` it happens."""
    condition: Condition | None = None
    """What must hold of each unit in scope for it to apply; ``None`` means always."""
    requires: Condition | None = None
    """What must hold of the source (a keyword's holder, the unit a card is played on or a
    spell targets) for the rule to be used at all, when that differs from ``condition``."""
    optional: bool = False
    """The rule says the player *may* apply it."""
    limit: Literal["once_per_game", "once_per_phase", "once_per_activation"] | None = None
    """A limit on how often it may be used."""
    choice: str | None = None
    """Effects of one record sharing this label are alternatives: exactly one applies
    (Cowardly: Distracted or D3 Doom)."""
    cite: Citation | None = None
    """Where it is printed; ``None``: where the record holding it is printed."""


# ---------------------------------------------------------------- keyword changes


@record
class Grant(Frame):
    """The scope gains a keyword (``Swift [+4]``), or every keyword with a trait."""

    kind: Literal["grant"] = "grant"
    keyword: str | None = None
    """The keyword as written in the book."""
    trait: str | None = None
    """Instead of a keyword: one keyword with this trait, chosen as the rule says."""


@record
class Remove(Frame):
    """The scope loses a keyword."""

    kind: Literal["remove"] = "remove"
    keyword: str | None = None
    """The keyword as written."""
    trait: str | None = None
    """Instead of a keyword: one keyword with this trait, chosen as the rule says."""


@record
class Forbid(Frame):
    """The scope cannot gain (or buy) a keyword."""

    kind: Literal["forbid"] = "forbid"
    keyword: str
    """The keyword as written."""


@record
class Ignore(Frame):
    """The scope disregards a keyword, every keyword of a trait, or a rule."""

    kind: Literal["ignore"] = "ignore"
    keyword: str | None = None
    """The keyword it disregards."""
    trait: str | None = None
    """Every keyword with this trait (``Weakness``)."""
    rule: str | None = None
    """A rule that is not a keyword, in our words (``friendly units when moving``)."""


@record
class Mention(Frame):
    """The rule refers to a keyword without giving, taking or changing it."""

    kind: Literal["mention"] = "mention"
    keyword: str
    """The keyword as written."""


# ---------------------------------------------------------------- numbers

Stat = Literal["speed", "range", "strikes", "courage"]
Situation = Literal["always", "close_combat", "shooting"]


@record
class StatEffect(Frame):
    """A change to one of a unit's stats, with the floor and cap the book gives."""

    kind: Literal["stat"] = "stat"
    stat: Stat
    """The stat changed."""
    op: Literal["add", "subtract", "set", "halve"]
    """``add``/``subtract``/``set`` use ``amount`` (or the keyword's value);
    ``halve`` rounds down."""
    amount: int | None = None
    """A fixed amount; ``None`` means the keyword's own value (the x of ``Keyword [x]``)."""
    when: Situation = "always"
    """When the change applies."""
    per: Literal["engaged_enemy", "flank_or_rear_contact", "round"] | None = None
    """The amount counts once for each of these (Stubborn: each engaged enemy unit); such a
    change depends on the situation and is not part of the unit's printed profile."""
    floor: int | None = None
    """The lowest value the change may give, where the book states one."""
    cap: int | None = None
    """The highest value the change may give, where the book states one."""


@record
class TargetNumberEffect(Frame):
    """A change to the target number of an attack, with its clamp."""

    kind: Literal["target_number"] = "target_number"
    side: Literal["attacker", "defender"]
    """``attacker``: the unit's own attacks; ``defender``: attacks made against the unit."""
    attack: Situation
    """Which attacks it changes."""
    delta: int
    """Added to the target number (negative makes hitting easier)."""
    clamp: int
    """The limit the change cannot cross: a minimum for decreases, a maximum for increases."""


@record
class AttackEffect(Frame):
    """A change to how attack dice resolve, used by the odds calculator (its re-roll actions
    are the re-rolls of attack dice)."""

    kind: Literal["attack"] = "attack"
    side: Literal["attacker", "defender"]
    """Whose keyword: the attacking unit's, or the unit being attacked."""
    attack: Situation
    """Which attacks it changes."""
    action: Literal[
        "reroll_misses", "reroll_hits", "extra_hit_on_six", "attacker_doom_on_one",
        "ignore_first_doom", "no_shooting_cap", "halve_hits", "cancel_hits",
        "split_hits_in_combat", "extra_dice_per_two_doom",
    ]
    """What happens; see the keyword's summary."""
    amount: int | None = None
    """A fixed amount; ``None`` means the keyword's value where it has one."""


@record
class BreakEffect(Frame):
    """A change to when a unit becomes Broken."""

    kind: Literal["break"] = "break"
    threshold: Literal["half_courage_round_up", "courage"]
    """The Doom count that breaks the unit."""


@record
class FootprintEffect(Frame):
    """The keyword sets the unit's footprint."""

    kind: Literal["footprint"] = "footprint"
    footprint: str
    """The footprint name as in the footprint table (``Wide``, ``Narrow``, ``Horde``)."""


@record
class Reroll(Frame):
    """Dice may be rolled again."""

    kind: Literal["reroll"] = "reroll"
    dice: Literal["attack", "any"]
    """Which dice."""
    count: Literal["one_per_token", "misses", "hits", "one"]
    """How many: one per token or card spent, the misses, the hits, one die."""
    cost: str | None = None
    """What is spent for each re-roll (``Mercury or Fortune card``)."""


@record
class Tokens(Frame):
    """Tokens are placed on (gained) or taken off (discarded) the scope."""

    kind: Literal["tokens"] = "tokens"
    token: str
    """The token (``Doom``, ``Mercury``)."""
    op: Literal["place", "remove", "take"]
    """``place``: gain; ``remove``: discard; ``take``: move from the opponent."""
    amount: int | None = None
    """A fixed number of tokens."""
    dice: str | None = None
    """A number rolled instead (``D3``, ``D6``, ``2D6``)."""
    up_to: bool = False
    """Any number up to ``amount``, as the player chooses."""
    per: str | None = None
    """Counted once for each of these, in our words (``Broken unit removed``)."""


@record
class Cards(Frame):
    """Cards are drawn, discarded, looked at or shown."""

    kind: Literal["cards"] = "cards"
    deck: str
    """The deck (``Fortune``)."""
    op: Literal["draw", "discard", "look", "swap", "reveal", "shuffle", "remove"]
    """What is done with them."""
    amount: int | None = None
    """How many; ``None`` for any number or the whole pile."""


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
    how: Literal["advance", "slide", "fly", "pass_through", "place", "redeploy",
                 "set_aside", "remove_from_play", "return", "no_move", "cross"]
    """What kind of movement (placing and removing units included)."""
    distance: int | None = None
    """How far, in inches."""
    min_distance: int | None = None
    """For a placement: at least this far from the units named in ``from_``."""
    from_: str | None = None
    """Which units the placement keeps away from (``enemy``), in our words."""


@record
class Action(Frame):
    """The scope may (or must) take an action it otherwise could not, or cannot take one."""

    kind: Literal["action"] = "action"
    action: Literal["attack", "shoot", "activate", "move_phase", "reform", "cast", "disengage",
                    "attack_as", "target", "punish", "cause_panic", "engage", "see_through",
                    "enter", "deploy", "hold_first_player", "play_cards_on"]
    """The action."""
    dice: int | None = None
    """For an attack: how many dice."""
    as_unit_type: str | None = None
    """For an attack made as if by another unit type (``War Wagon``)."""
    cost: int | None = None
    """A movement point cost, where it changes (Nimble reforms for 2)."""
    allowed: bool = True
    """``False``: the action is forbidden."""


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
class Parameter(Frame):
    """A number of another rule changes: a reach, a cost, a limit."""

    kind: Literal["parameter"] = "parameter"
    name: str
    """The number changed, in snake_case (``command_range``, ``spell_cost``)."""
    op: Literal["add", "subtract", "set", "limit"]
    """How it changes."""
    amount: int
    """By or to how much."""


@record
class Score(Frame):
    """Victory points, a win, a draw or a tie-break."""

    kind: Literal["score"] = "score"
    outcome: Literal["vp", "win", "draw", "tie_break"]
    """What is scored."""
    amount: int | None = None
    """Victory points, where scored."""
    cap: int | None = None
    """The most that may be scored this way."""
    per: str | None = None
    """Counted once for each of these, in our words."""


@record
class Precedence(Frame):
    """A rule that orders other effects when several apply at once."""

    kind: Literal["precedence"] = "precedence"
    last: str | None = None
    """Effects from keywords with this trait are applied last (``Weakness``)."""
    otherwise: Literal["most_carnage", "specific_first", "owner_chooses"]
    """How a remaining tie is settled."""


Effect = (Grant | Remove | Forbid | Ignore | Mention | StatEffect | TargetNumberEffect
          | AttackEffect | BreakEffect | FootprintEffect | Reroll | Tokens | Cards | LookupAs
          | Move | Action | SequenceChange | Parameter | Score | Precedence)



class _ByKind:
    """Pydantic metadata: validate a union of effect records as a union tagged by ``kind``,
    so an unknown kind is one clear error (pydantic is imported only while validating)."""

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema as cs

        choices = {}
        for member in typing.get_args(source):
            tag = next(f.default for f in dataclasses.fields(member) if f.name == "kind")
            choices[tag] = handler.generate_schema(member)
        return cs.tagged_union_schema(choices, discriminator="kind")


#: One effect, as a field type: ``effects: tuple[AnyEffect, ...]``.
AnyEffect = Annotated[Effect, _ByKind()]

#: The kinds that change (or refer to) a keyword, and so name one.
KEYWORD_KINDS = ("grant", "remove", "forbid", "ignore", "mention")


def keyword_of(effect: Effect) -> str | None:
    """The keyword a grant, remove, forbid, ignore or mention names, as written."""
    if isinstance(effect, Grant | Remove | Forbid | Ignore | Mention):
        return effect.keyword
    return None


def trait_of(effect: Effect) -> str | None:
    """The trait a grant, remove or ignore names instead of a keyword."""
    if isinstance(effect, Grant | Remove | Ignore):
        return effect.trait
    return None
