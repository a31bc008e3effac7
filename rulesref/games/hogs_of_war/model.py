"""The Hogs of War card game rules model: frozen records filled from the data files in ``data/``.

The rulebook is one web page without page numbers, so every citation has no page and only
the section heading (see ``data/book.yaml``). Where the page is silent or ambiguous the model
does not pick a reading quietly: the record concerned carries a :class:`Reading` with our
choice and its citation, and ``rulesref verify`` lists every one of them.
"""

from __future__ import annotations

import enum
from typing import TypeAlias

from rulesref.core.citation import Citation
from rulesref.core.effects import AnyEffect, Ignore
from rulesref.core.endings import Endgame
from rulesref.core.piles import PileUse
from rulesref.core.printings import PrintedList, PrintedQuantity, Restatement
from rulesref.core.readings import CrossRef
from rulesref.core.readings import Reading as CoreReading
from rulesref.core.record import record, root_record
from rulesref.core.references import DefinedName, Figure, FigureCitation, PrintedReference
from rulesref.core.roles import ComplementRole, RolePart
from rulesref.core.scenarios import PlayVariant
from rulesref.core.sequences import NamedMoment, Sequence, TurnStructure
from rulesref.core.spanedges import EdgeRule, PrintedEdge
from rulesref.core.terms import PlayerWords, PrintedCondition, PrintedDefinition
from rulesref.core.terms import Term as CoreTerm
from rulesref.core.vocabulary import Vocabulary

Lane: TypeAlias = int
Health: TypeAlias = int
Cards: TypeAlias = int


class AddedRule(enum.Enum):
    """A rule of play that exists only because of one of our readings.

    The state check explores the game with and without these rules, so that a gap in the
    printed rules shows up as a dead end even though the model plays on.
    """

    SKIP_PLAYER_WITHOUT_ELIGIBLE_HOG = "skip-player-without-eligible-hog"
    """A player with no eligible Hog is passed over while the opponent still has one."""
    STUCK_HOG_PASSES = "stuck-hog-passes"
    """A Hog that must act but has no legal action is exhausted without acting."""
    RESHUFFLE_EMPTY_SUPPLY = "reshuffle-empty-supply"
    """An empty Supply deck is rebuilt from the shuffled Supply discard pile."""


class Condition(enum.Enum):
    """A fact about a Hog (or its player) that an action's legality depends on."""

    DEFEATED = "defeated"
    """The Hog has been defeated (face down)."""
    EXHAUSTED = "exhausted"
    """The Hog has taken its action this round."""
    STUNNED = "stunned"
    """The Hog carries a Stun token."""
    HIDDEN = "hidden"
    """The Hog carries a Hidden token (it hid in its previous turn)."""
    HAS_CARD = "has-card"
    """The player holds a card of the kind the action plays."""
    ADJACENT_FRIENDLY = "adjacent-friendly"
    """An undefeated friendly Hog is in a neighbouring lane."""
    LANE_HAS_ROOM = "lane-has-room"
    """The lane receiving a Deployable holds fewer than the lane limit."""
    EXTRA_ACTION = "extra-action"
    """A card ability has given the Hog an extra action."""
    CLASS_MAY_PLAY = "class-may-play"
    """The Hog's class is one the card to be played allows (a Skill card names its class)."""
    LANE_REACHABLE = "lane-reachable"
    """The lane receiving a Deployable is one this Hog (its class, the card's range) may use."""


@record
class Reading(CoreReading):
    """A reading (:class:`rulesref.core.readings.Reading`) with what the Hogs of War rules
    logic reads from it: the rule of play it adds and when an action lookup shows it."""

    adds_rule: AddedRule | None = None
    """The rule of play this reading adds to the state model, if any."""
    when: tuple[Condition, ...] = ()
    """Hog conditions under which an action lookup should show this reading (all must hold)."""


class Side(enum.Enum):
    """Which row of lanes, seen from the Hog taking an action."""

    FRIENDLY = "friendly"
    """The acting player's own lanes."""
    ENEMY = "enemy"
    """The opponent's lanes."""


class Seat(enum.Enum):
    """A player's seat in a round."""

    FIRST = "first"
    """Holds the First Player token this round and acts first."""
    SECOND = "second"
    """Does not hold the token this round."""


class ActionId(enum.Enum):
    """The five actions a Hog can take, by a short stable name."""

    MOVE = "move"
    """Swap places with an adjacent friendly Hog."""
    HIDE = "hide"
    """Take a Hidden token and regain health."""
    REMOVE_STUN = "remove-stun"
    """Take the Stun token off itself."""
    PLAY_CARD = "play-card"
    """Play a Supply card or a Skill card."""
    PLACE_DEPLOYABLE = "place-deployable"
    """Put a Deployable card into a lane."""


class Counted(enum.Enum):
    """A number the rulebook states, which the model also holds elsewhere."""

    ACTIONS = "actions"
    """How many actions a Hog can choose from."""
    HOG_CARDS_PER_ARMY = "hog-cards-per-army"
    """Hog cards in one army."""
    LANES_PER_PLAYER = "lanes-per-player"
    """Lanes in front of each player."""
    DEPLOYABLES_PER_LANE = "deployables-per-lane"
    """Deployables one lane can hold."""
    DEFAULT_HAND_SIZE = "default-hand-size"
    """The usual maximum hand size."""
    FIRST_ROUND_FIRST_PLAYER_HAND = "first-round-first-player-hand"
    """Cards the First Player holds in round 1."""
    FIRST_ROUND_SECOND_PLAYER_HAND = "first-round-second-player-hand"
    """Cards the Second Player holds in round 1."""
    FOUR_PLAYER_PLAYERS = "four-player-players"
    """Players in the team game."""
    PLAYERS_PER_TEAM = "players-per-team"
    """Players on each team of the team game."""
    DYNAMITE_DAMAGE = "dynamite-damage"
    """Damage one Dynamite token deals."""


# --------------------------------------------------------------------------- lanes and range


@record
class Board:
    """The lanes each player's Hogs stand in."""

    lanes_per_player: int
    """Lanes in front of each player."""
    hogs_per_army: int
    """Hog cards in each army (one per lane)."""
    cite: Citation
    """Where the army and the lanes are set up."""
    numbering: str
    """Our convention for naming lanes (the rulebook numbers none), in our own words."""
    defeated_occupy_lane: bool
    """Whether a defeated Hog keeps its lane (and so still counts for range)."""
    defeated_cite: Citation
    """Where that is stated."""
    defeated_also: tuple[CrossRef, ...] = ()
    """Other places that repeat it."""


@record
class RangeRule:
    """How range from the acting Hog to an enemy Hog is counted."""

    opposite: int
    """Range of the enemy Hog straight across (the opposing Hog)."""
    per_lane: int
    """Range added for each lane further to the left or right."""
    summary: str
    """The rule in our own words."""
    cite: Citation
    """Where it is printed."""
    mentions: tuple[str, ...] = ()
    """Terms the printed passage uses, as printed."""
    same_side: Reading
    """Our reading of range between Hogs of the same row (Mind Control)."""


# --------------------------------------------------------------------------- deployables


@record
class PlacementException:
    """A card or class that may place Deployables outside the user's own lane."""

    source: str
    """The card or class as printed (``Minefield``, ``Engineer``)."""
    summary: str
    """Where it may place them, in our own words."""
    range: int | None = None
    """The printed range, if any."""
    cite: Citation
    """Where it is printed."""


@record
class DeployableRules:
    """Deployable cards: where they go, how many fit, how long they stay."""

    lane_limit: int
    """Deployables one lane (friendly or enemy) can hold."""
    summary: str
    """Placement in our own words."""
    cite: Citation
    """Where placement and the limit are printed."""
    exceptions: tuple[PlacementException, ...]
    """Cards and classes that place elsewhere."""
    lasting: str
    """How long Deployables stay, in our own words."""
    lasting_cite: Citation
    """Where that is printed."""
    readings: tuple[Reading, ...] = ()
    """Our readings of the Deployable rules."""


# --------------------------------------------------------------------------- actions


@record
class Requirement:
    """A condition an action needs: ``condition`` must equal ``must_be``."""

    condition: Condition
    """What is looked at."""
    must_be: bool
    """The value the condition needs for the action to be legal."""
    unless: Condition | None = None
    """A condition that lifts the requirement when true (an extra action)."""
    why: str
    """The rule, in our own words (shown when the action is not legal)."""
    cite: Citation
    """Where the rule is printed."""


@record
class Action:
    """One of the five actions."""

    id: ActionId
    """Short stable name."""
    name: str
    """The section heading it is explained under."""
    listed_as: str
    """How the list of five actions prints it."""
    aliases: tuple[str, ...] = ()
    """Other names the rulebook uses."""
    summary: str
    """What it does, in our own words."""
    requires: tuple[Requirement, ...] = ()
    """What it needs beyond the requirements every action shares."""
    heals: Health | None = None
    """Health the Hog regains (Hide)."""
    cite: Citation
    """Where it is explained."""
    mentions: tuple[str, ...] = ()
    """Terms the printed passage uses, as printed."""
    readings: tuple[Reading, ...] = ()
    """Our readings where the action's rules are unclear."""


@record
class ActionRules:
    """What every action shares, and the five actions."""

    listed: tuple[ActionId, ...]
    """The printed list of actions, in order (each action's ``listed_as`` has its wording)."""
    list_cite: Citation
    """Where the list is printed."""
    common: tuple[Requirement, ...]
    """Requirements of every action (undefeated, not exhausted)."""
    stun_allows: tuple[ActionId, ...]
    """The actions a stunned Hog may still take, as the Remove Stun rule states."""
    stun_cite: Citation
    """Where that is stated."""
    hidden_next_turn: tuple[ActionId, ...]
    """The actions the Hide rule lets a Hidden Hog take on its next turn (our reading)."""
    hidden_next_turn_printed: str
    """The Hide rule's own list, as printed."""
    hidden_cite: Citation
    """Where that list is printed."""
    actions: tuple[Action, ...]
    """The five actions in the order of the list."""
    readings: tuple[Reading, ...] = ()
    """Our readings of the rules all actions share."""


# --------------------------------------------------------------------------- rounds and hands


@record
class RoundRules:
    """How turns alternate within a round and when a round ends."""

    eligible: str
    """What makes a Hog eligible, in our own words."""
    eligible_cite: Citation
    """Where eligibility is defined."""
    alternation: str
    """How play passes between players, in our own words."""
    cite: Citation
    """Where the round is described."""
    readings: tuple[Reading, ...] = ()
    """Our readings of the round's rules."""


@record
class HandSizeRule:
    """The hand size for some rounds and a seat."""

    first_round: int
    """The first round the rule covers."""
    last_round: int | None = None
    """The last round it covers; ``None`` for every later round."""
    seat: Seat | None = None
    """The seat it covers; ``None`` for both."""
    size: Cards
    """The maximum hand size."""
    cite: Citation
    """Where it is stated."""


@record
class HandSizes:
    """Maximum hand sizes by round and seat."""

    default: Cards
    """The usual maximum hand size."""
    default_cite: Citation
    """Where the default is stated."""
    rules: tuple[HandSizeRule, ...]
    """Which size applies when; exactly one rule covers each round and seat."""
    can_change: str
    """What the word 'default' implies, in our own words."""
    readings: tuple[Reading, ...] = ()
    """Our readings of the hand-size rules."""


@record
class Supply:
    """The shared Supply deck and its discard pile."""

    summary: str
    """How the deck is set up and used, in our own words."""
    cite: Citation
    """Where it is set up."""
    readings: tuple[Reading, ...] = ()
    """Our readings where the Supply rules are silent."""


# --------------------------------------------------------------------------- damage, tokens, cards


@record
class DamageRules:
    """Health, damage tokens and defeat."""

    defeated_at: Health
    """A Hog at this health or less is defeated."""
    summary: str
    """Damage and defeat, in our own words."""
    cite: Citation
    """Where it is printed."""
    targeting: str
    """How a Weapon card picks its target, in our own words."""
    targeting_cite: Citation
    """Where that is printed."""
    mentions: tuple[str, ...] = ()
    """Terms the printed passage uses, as printed."""


@record
class Token:
    """A token placed on Hogs (or passed between players)."""

    name: str
    """The printed name (``Burn token``)."""
    summary: str
    """What it does, in our own words."""
    damage: Health | None = None
    """Damage it deals each time it triggers."""
    trigger: str | None = None
    """When it deals damage, in our own words."""
    removed_by: str | None = None
    """What takes it away, in our own words; ``None`` if nothing printed does."""
    effects: tuple[AnyEffect, ...] = ()
    """What it does to the Hog it is on, as effects (:mod:`rulesref.core.effects`)."""
    cite: Citation
    """Where it is described."""
    mentions: tuple[str, ...] = ()
    """Terms the printed passage uses, as printed."""
    readings: tuple[Reading, ...] = ()
    """Our readings where its rules are silent."""


@record
class CardKind:
    """A kind of card: Supply, Weapon, Equipment, Skill, Deployable."""

    name: str
    """The printed name (``Weapon card``)."""
    summary: str
    """How it is used, in our own words."""
    played_by: ActionId | None = None
    """The action that plays it, if any."""
    cite: Citation
    """Where it is described."""
    mentions: tuple[str, ...] = ()
    """Terms the printed passage uses, as printed."""
    readings: tuple[Reading, ...] = ()
    """Our readings where its rules are silent."""


@record
class NamedCard:
    """A card the rulebook names as an example or in its FAQs."""

    name: str
    """The printed name."""
    kind: str
    """Its kind, as a :class:`CardKind` name."""
    aliases: tuple[str, ...] = ()
    """Other spellings the rulebook uses."""
    summary: str
    """What it does, in our own words."""
    classes: tuple[str, ...] = ()
    """The Hog classes that may use it (Skill cards)."""
    damage: Health | None = None
    """Printed damage, if given."""
    range: int | None = None
    """Printed range, if given."""
    effects: tuple[AnyEffect, ...] = ()
    """What playing it does, as effects; ``scope: target`` is the Hog it is played on."""
    cite: Citation
    """Where it is described."""
    mentions: tuple[str, ...] = ()
    """Terms the printed passage uses, as printed."""
    readings: tuple[Reading, ...] = ()
    """Our readings where its rules are unclear."""

    def _ignores(self, rule: str) -> bool:
        return any(isinstance(e, Ignore) and e.rule == rule for e in self.effects)

    @property
    def any_range(self) -> bool:
        """Whether it may target any enemy Hog, whatever the range (it ignores Range)."""
        return self._ignores("Range")

    @property
    def ignores_hidden(self) -> bool:
        """Whether it may target a Hidden Hog (it ignores Hidden)."""
        return self._ignores("Hidden")


class ClassEffect(enum.Enum):
    """What a class ability changes, as the lookups act on it."""

    IGNORES_HIDDEN = "ignores-hidden"
    """The class may target Hidden enemy Hogs with cards of one family."""
    MIN_RANGE = "min-range"
    """The class changes the minimum range of cards of one family by ``amount``."""
    DEPLOYS_ADJACENT = "deploys-adjacent"
    """The class may place Deployables into the friendly lanes beside its own."""


@record
class ClassRule:
    """One structured effect of a class ability."""

    effect: ClassEffect
    """What it changes."""
    family: str | None = None
    """The card family it applies to, as printed (``Guns``, ``Explosive cards``)."""
    amount: int | None = None
    """The change, for a range effect (``-1``)."""
    optional: bool = False
    """Whether the player may choose not to use it."""
    reading: str | None = None
    """The id of the reading it rests on, if any."""
    cite: Citation
    """Where it is printed."""


@record
class HogClass:
    """A Hog class whose ability the rulebook shows."""

    name: str
    """The printed class name."""
    ability: str
    """Its class ability, in our own words."""
    rules: tuple[ClassRule, ...] = ()
    """The ability as effects the lookups act on."""
    cite: Citation
    """Where it is shown."""
    mentions: tuple[str, ...] = ()
    """Terms the printed ability uses, as printed."""
    readings: tuple[Reading, ...] = ()
    """Our readings where the ability is unclear."""


@record
class Icon:
    """A card symbol the rulebook explains."""

    name: str
    """The printed name (``Bandage icon``)."""
    looks_like: str
    """The symbol as described."""
    summary: str
    """What it does, in our own words."""
    effects: tuple[AnyEffect, ...] = ()
    """What a card showing it does, as effects; ``scope: target`` is the card's target."""
    cite: Citation
    """Where it is explained."""


# --------------------------------------------------------------------------- game end, team play


@record
class GameEnd:
    """How the game is won."""

    summary: str
    """Winning, in our own words."""
    cite: Citation
    """Where it is printed."""
    readings: tuple[Reading, ...] = ()
    """Our readings of the end of the game."""


@record
class FourPlayerMode:
    """The two-against-two team game."""

    players: int
    """Players in the team game."""
    teams: int
    """Teams."""
    players_per_team: int
    """Players on each team."""
    requires: str
    """The expansion it needs, as printed."""
    summary: str
    """How turns and the First Player token pass, in our own words."""
    cite: Citation
    """Where it is printed."""
    seat_order: tuple[str, ...]
    """The order players act and receive the First Player token in (our reading)."""
    lanes_per_team: int
    """Lanes in each team's row (our reading)."""
    lanes_reading: Reading
    """Our reading of the team game's lane layout."""
    readings: tuple[Reading, ...] = ()
    """Our readings where the team rules are silent."""


# --------------------------------------------------------------------------- vocabulary, counts


@record
class Term(CoreTerm):
    """A game term the rulebook uses, and whether the cards carry what the book leaves out."""

    on_cards_cite: Citation | None = None
    """For a term the rulebook does not explain: the passage showing that the cards carry
    it (a card text printed in the rulebook, or a rule that sends the player to the card)."""


@record
class Component:
    """A physical component the rules use."""

    name: str
    """The printed name."""
    kind: str
    """``card`` or ``token``."""
    summary: str
    """What it is for, in our own words."""
    cite: Citation
    """Where it first appears."""


@record
class StatedCount:
    """A number the rulebook states in words, to compare with the model."""

    id: str
    """Stable identifier."""
    counted: Counted
    """What it counts."""
    stated: int
    """The number stated."""
    printed_as: str
    """The number as printed (``five``, ``Any two``)."""
    cite: Citation
    """Where it is stated."""


@root_record
class HogsOfWar:
    """The whole Hogs of War card game ruleset as one frozen object."""

    title: str
    """Book title."""
    pagination: str
    """How page numbers in citations were assigned, in our own words."""
    board: Board
    """Lanes."""
    range_rule: RangeRule
    """Range between lanes."""
    deployables: DeployableRules
    """Deployables per lane and their lasting effects."""
    actions: ActionRules
    """The five actions and their requirements."""
    round_rules: RoundRules
    """Alternating activations and the end of a round."""
    hand_sizes: HandSizes
    """Hand size by round and seat."""
    supply: Supply
    """The Supply deck."""
    damage: DamageRules
    """Damage and defeat."""
    tokens: tuple[Token, ...]
    """Tokens: First Player, Stun, Hidden, damage, Burn, Dynamite."""
    card_kinds: tuple[CardKind, ...]
    """Kinds of card."""
    named_cards: tuple[NamedCard, ...]
    """Cards the rulebook names."""
    icons: tuple[Icon, ...]
    """Card symbols the rulebook explains."""
    hog_classes: tuple[HogClass, ...]
    """Hog classes the rulebook shows."""
    sequences: tuple[Sequence, ...]
    """Setup, round, activation and end-of-round sequences."""
    structure: TurnStructure
    """How a game runs: setup, rounds until the end condition, status rules."""
    game_end: GameEnd
    """Winning and our readings of the end of the game."""
    four_player: FourPlayerMode
    """The team game."""
    terms: tuple[Term, ...]
    """Glossary of the terms the rules use."""
    components: tuple[Component, ...]
    """Cards and tokens the rules use."""
    stated_counts: tuple[StatedCount, ...]
    """Numbers stated in words, for the count checks."""
    player_words: tuple[PlayerWords, ...] = ()
    """Words players use for rules objects, which search finds them by."""
    figures: tuple[Figure, ...] = ()
    """The diagrams the rulebook prints, with what their captions show."""
    figure_citations: tuple[FigureCitation, ...] = ()
    """The places that cite a diagram, with what they cite it for."""
    printed_references: tuple[PrintedReference, ...] = ()
    """Rules' references to things of a kind (a weapon's effect), as printed, for the
    engine's reference check."""
    defined_names: tuple[DefinedName, ...] = ()
    """What the book names as things of those kinds (the effects a Weapon card applies)."""
    endgames: tuple[Endgame, ...] = ()
    """The end of the game and who wins, as conditions the engine's end checks solve (one
    per way of playing it transcribes)."""
    piles: tuple[PileUse, ...] = ()
    """Where set-up and play make, draw from and return to the Supply cards' piles."""
    restatements: tuple[Restatement, ...] = ()
    """Rules printed more than once, one record per printing and field (for the engine's
    field-by-field comparison; the rules of play read their own records)."""
    printed_lists: tuple[PrintedList, ...] = ()
    """Lists the book prints, one record per printing (for the engine's check for repeats,
    for printings that differ, and for a choice out of another list)."""
    printed_quantities: tuple[PrintedQuantity, ...] = ()
    """Each passage that gives or counts with a quantity of play (for the engine's check
    that every quantity used is given somewhere)."""
    printed_definitions: tuple[PrintedDefinition, ...] = ()
    """Classes the book defines by what their members are not (an eligible Hog)."""
    printed_conditions: tuple[PrintedCondition, ...] = ()
    """Rules that hold once every member of a defined class meets something (the end of a
    round), for the engine's check that a condition does not ask what its class rules out."""
    printed_edges: tuple[PrintedEdge, ...] = ()
    """Passages that say what a round begins or ends with (for the engine's check that a rule
    timed at that start or end has a place in the order of play)."""
    edge_rules: tuple[EdgeRule, ...] = ()
    """Rules timed at a round's start or end in words of their own."""
    complement_roles: tuple[ComplementRole, ...] = ()
    """The Second Player, defined as whoever lacks the First Player token."""
    role_parts: tuple[RolePart, ...] = ()
    """The steps that give the Second Player a part of its own."""
    play_variants: tuple[PlayVariant, ...] = ()
    """The team game as changes to the sequences (for the engine's variant checks; the rules
    of play read ``four_player``)."""
    named_moments: tuple[NamedMoment, ...] = ()
    """Where a rule names a span of play by a word of its own (a turn), with whose span the
    words make it, for the engine's checks on such spans."""

#: The nouns this game's effects name (its tokens and decks), registered with core.
VOCABULARY = Vocabulary(tokens=frozenset({"Burn token", "Dynamite token", "Hidden token",
                                          "Stun token"}))
