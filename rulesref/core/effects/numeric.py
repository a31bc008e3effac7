"""Effects that change a number: stats, target numbers, attack dice, tokens, cards, the
numbers of other rules, and scores."""

from __future__ import annotations

from typing import Literal

from rulesref.core.comparison import Comparison
from rulesref.core.effects.frame import Frame
from rulesref.core.effects.targeting import Per
from rulesref.core.record import record

#: A unit's stat, as the ruleset's vocabulary names it (checked when the data is loaded).
Stat = str
Situation = Literal["always", "close_combat", "shooting"]


@record
class StatEffect(Frame):
    """A change to one of a unit's stats, with the floor and cap the book gives."""

    kind: Literal["stat"] = "stat"
    stat: Stat
    """The stat changed (one the ruleset's vocabulary registers)."""
    op: Literal["add", "subtract", "set", "halve"]
    """``add``/``subtract``/``set`` use ``amount`` (or the keyword's value);
    ``halve`` rounds down."""
    amount: int | None = None
    """A fixed amount; ``None`` means the keyword's own value (the x of ``Keyword [x]``)."""
    when: Situation = "always"
    """When the change applies."""
    per: Literal["engaged_enemy", "flank_or_rear_contact", "round"] | Per | None = None
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
        "reroll_misses", "reroll_hits", "extra_hit_on_six", "attacker_token_on_one",
        "ignore_first_tokens", "no_shooting_cap", "halve_hits", "cancel_hits",
        "split_hits_in_combat", "extra_dice_per_two_tokens", "spread_dice_evenly",
        "shooting_cap",
    ]
    """What happens; see the keyword's summary (``halve_hits`` rounds up;
    ``spread_dice_evenly``: the dice are shared as evenly as they can be among the units
    it is engaged with; ``shooting_cap``: its hits place tokens only until the unit hit has
    ``amount`` of them, and the rest are ignored)."""
    amount: int | None = None
    """A fixed amount; ``None`` means the keyword's value where it has one."""


@record
class BreakEffect(Frame):
    """A change to when a unit gains the status that takes it out (its break threshold)."""

    kind: Literal["break"] = "break"
    threshold: Literal["half_stat_round_up", "stat"]
    """The token count that breaks the unit: half its break stat rounded up, or the stat."""
    status: str | None = None
    """The status the unit gains at the threshold, as the rule names it (``None``: not
    transcribed)."""
    token: str | None = None
    """The tokens counted against the threshold (one the ruleset's vocabulary registers)."""
    stat: Stat | None = None
    """The break stat the threshold is measured against (one the vocabulary registers)."""


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
    """What is spent for each re-roll (a token or a card, in our words)."""
    set_face: bool = False
    """``True``: instead of rolling the die again, it may be turned to the face the spent
    die shows (a token that is itself a rolled die)."""


@record
class Tokens(Frame):
    """Tokens are placed on (gained) or taken off (discarded) the scope."""

    kind: Literal["tokens"] = "tokens"
    token: str
    """The token (as the ruleset's vocabulary names it)."""
    op: Literal["place", "remove", "take"]
    """``place``: gain; ``remove``: discard; ``take``: move from the opponent."""
    amount: int | None = None
    """A fixed number of tokens."""
    dice: str | None = None
    """A number rolled instead (``D3``, ``D6``, ``2D6``)."""
    up_to: bool = False
    """Any number up to ``amount``, as the player chooses."""
    per: Per | str | None = None
    """Counted once for each of these: typed (:class:`Per`), or in our words (``unit removed``)."""
    instead_of: str | None = None
    """The token the scope would have gained, which this one replaces (a token the ruleset's
    vocabulary registers); the replacement counts as that token."""
    rolled: bool = False
    """Each token gained is a die, rolled at once and kept showing that face until it is
    spent (a rule may later use the face)."""


@record
class Tally(Frame):
    """Ticks are added to a tally: a count the rule keeps for each player (or team) and
    reads later, as a score does with the tally test (``tally_at_least``). The tally is the
    one of the rule that holds the effect; ``scope`` names whose (``player``: the player or
    team of the rule's side)."""

    kind: Literal["tally"] = "tally"
    amount: int = 1
    """How many ticks are added each time."""


@record
class Cards(Frame):
    """Cards are drawn, discarded, looked at or shown."""

    kind: Literal["cards"] = "cards"
    deck: str
    """The deck (one the ruleset's vocabulary registers)."""
    op: Literal["draw", "discard", "look", "swap", "reveal", "shuffle", "remove"]
    """What is done with them."""
    amount: int | None = None
    """How many; ``None`` for any number or the whole pile."""
    per: Per | str | None = None
    """The amount counts once for each of these: typed (:class:`Per`), or in our words
    (``card discarded``)."""
    at_random: bool = False
    """The cards are picked at random from the hand or pile, not chosen."""
    hand: Literal["own", "target_controller", "opponent"] = "own"
    """Whose hand the cards are looked at in, taken from or swapped with: the scope's own;
    that of the player who controls the unit the spell or card targets
    (``target_controller``: the opponent, an ally or the scope's own player, as the target
    is); or the opposing player's."""
    played: bool = False
    """The card is the one whose play set the effect off (a card played on the unit in
    scope), not one taken from a hand or pile; it needs a ``card_played`` trigger."""


@record
class Damage(Frame):
    """The scope loses health, or regains it."""

    kind: Literal["damage"] = "damage"
    amount: int
    """How much health."""
    op: Literal["inflict", "heal"] = "inflict"
    """``inflict``: the scope loses it; ``heal``: the scope regains it."""
    per: Per | str | None = None
    """Counted once for each of these: typed (:class:`Per`), or in our words (``Burn token``)."""


@record
class Parameter(Frame):
    """A number of another rule changes: a reach, a cost, a limit."""

    kind: Literal["parameter"] = "parameter"
    name: str
    """The number changed, in snake_case (``command_range``, ``spell_cost``)."""
    op: Literal["add", "subtract", "set"] | Comparison
    """How it changes: by ``amount`` (``add``, ``subtract``), to it (``set``), or bounded by
    it (a :class:`~rulesref.core.comparison.Comparison`: ``more_than``, ``at_least``,
    ``at_most``, ``less_than``, ``exactly``)."""
    amount: int
    """By, to or within how much."""
    extent: Literal["partly", "entirely"] | None = None
    """For a bound on how far a unit may be from something: ``partly``: some part of the
    unit must meet it (at least partly within); ``entirely``: all of it must; ``None``: the
    rule does not say."""


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
    cap_shared: bool = False
    """The cap is one total for everything the player scores by the same rule's scoring
    effects over the game, not a cap on this effect alone."""
    per: Per | str | None = None
    """Counted once for each of these: typed (:class:`Per`), or in our words."""
