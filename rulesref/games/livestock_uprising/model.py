"""The Livestock Uprising rules model: frozen records filled from the data files in ``data/``.

The rulebook text has no page numbers and no page breaks, so every citation has no page and
locates the fact by its section path in the book's own table of contents
(``Action Phase > Attacking > Attack``); see ``data/book.yaml``.

Where the book is silent or ambiguous the model records the reading rulesref takes as a
:class:`Reading`, and the fields that depend on it name the reading's id.
"""

from __future__ import annotations

import enum
from typing import TypeAlias

from rulesref.core.caps import HolderCap, Merge
from rulesref.core.citation import Citation
from rulesref.core.effects import AnyEffect
from rulesref.core.endings import Endgame
from rulesref.core.groups import ActingGroup, PlaceCap, RoleMove
from rulesref.core.losses import ComponentLoss, ComponentNeed
from rulesref.core.outcomes import EventModifier, OutcomeEvent
from rulesref.core.outright import OutrightResult
from rulesref.core.pairs import PairRule
from rulesref.core.piles import PileUse
from rulesref.core.printings import PrintedList, Restatement
from rulesref.core.readings import Reading
from rulesref.core.record import record, root_record
from rulesref.core.relations import RelationUse
from rulesref.core.relocations import EntryBan, ForcedMove, RolePlace
from rulesref.core.sequences import Sequence, TimedRule, TurnStructure
from rulesref.core.stages import StageStart, StageUse
from rulesref.core.terms import PlayerWords
from rulesref.core.terms import Term as CoreTerm
from rulesref.core.triggers import MovePermission, MoveTrigger, TriggerBar, TriggerNeed
from rulesref.core.vocabulary import Vocabulary

Tokens: TypeAlias = int
"""A number of resource tokens."""
PlayerCount: TypeAlias = int
"""A number of players."""


class Side(enum.Enum):
    """The two sides of a battle."""

    ATTACKER = "attacker"
    """The General or Super Army that moved into an occupied tile."""
    DEFENDER = "defender"
    """The General (or barn full of Generals) whose tile was entered."""


class BattleResult(enum.Enum):
    """How a battle ends."""

    ATTACKER_WINS = "attacker_wins"
    """The attack strength is higher (or an automatic result favours the attacker)."""
    TIE = "tie"
    """The strengths are equal: nothing happens."""
    DEFENDER_WINS = "defender_wins"
    """The defense strength is higher (or an automatic result favours the defender)."""


class ClashReading(enum.Enum):
    """How a battle is settled when both Super Armies roll the same automatic result."""

    COMPARE_TOTALS = "compare_totals"
    """The two automatic results cancel out and the strengths are compared as usual."""
    TIE = "tie"
    """The battle is treated as a tie: nothing happens."""


class Tally(enum.Enum):
    """What a component's stated count is compared against by the consistency checks."""

    FACTION_KIT = "faction_kit"
    """The per-faction kit count times the number of factions."""
    SPECIAL_FORCES = "special_forces"
    """The Special Forces the book lists by name."""
    TROOP_TYPES = "troop_types"
    """The troop types (the book does not print how many copies of each)."""
    BOARD = "board"
    """The tiles the largest board needs, barns included."""
    DICE = "dice"
    """The most dice a single battle rolls."""
    PLAYERS = "players"
    """One per player at the largest player count."""
    HANDS = "hands"
    """Command Cards dealt at setup plus those drawn when Super Armies form."""
    NONE = "none"
    """Nothing in the book to compare with."""


class PlayerState(enum.Enum):
    """Where a player stands in the game."""

    GENERALS = "generals"
    """Plays with Generals, as every player starts."""
    SUPER_ARMY = "super_army"
    """Has consolidated all Generals into a Super Army."""
    OUT = "out"
    """Has been removed from the game."""


class Needs(enum.Enum):
    """What a change of player state needs from the other players."""

    NOTHING = "nothing"
    """The player can make the change alone."""
    ANY_OPPONENT = "any_opponent"
    """Another player still in the game."""
    SUPER_ARMY_OPPONENT = "super_army_opponent"
    """Another player with a Super Army."""


class TermKind(enum.Enum):
    """What sort of thing a game term names."""

    COMPONENT = "component"
    """A physical component: cards, tokens, tiles, dice, boards."""
    UNIT = "unit"
    """Something that sits under a General: a troop or a Special Force."""
    RESOURCE = "resource"
    """A harvestable resource."""
    TILE = "tile"
    """A kind of board tile."""
    PHASE = "phase"
    """A phase or step of a turn."""
    STATUS = "status"
    """A state of a player, General or army that rules refer to."""
    CONCEPT = "concept"
    """A rules concept (attack strength, casualty...)."""


@record
class Book:
    """The book this ruleset is transcribed from."""

    title: str
    """The title as the project cites it."""
    printed_title: str
    """The title as printed at the top of the text."""
    paginated: bool
    """Whether the text carries page numbers; when not, citations have no page."""
    pagination_note: str
    """How citations locate facts, in our words."""
    player_counts: tuple[PlayerCount, ...]
    """The player counts the board tables give."""
    cite: Citation
    """Where the player counts are printed."""


@record
class Section:
    """A heading of the book's table of contents."""

    heading: str
    """The heading as printed."""
    parent: str | None = None
    """The path of the enclosing heading (``Action Phase > Attacking``), if any."""

    @property
    def path(self) -> str:
        """The heading's full path, as citations give it: ``Action Phase > Attacking > Attack``."""
        return self.heading if self.parent is None else f"{self.parent} > {self.heading}"


@record
class Component:
    """A line of the component list."""

    name: str
    """The component as printed (``General Cards``)."""
    count: int
    """The number printed."""
    tally: tuple[Tally, ...]
    """What the count can be compared against."""
    summary: str
    """What it is for, in our own words."""
    reading: str | None = None
    """The id of a reading about it (what the list leaves unsaid), if any."""
    on_cards_cite: Citation | None = None
    """Where the book says the details of these components are printed on them (names,
    harvest icons, tile backs), so the text need not list them."""
    cite: Citation
    """Where it is listed."""


@record
class KitItem:
    """What each faction gets of one component."""

    component: str
    """The component's name as in the component list."""
    printed_as: str
    """The name the faction rules use for it."""
    count: int
    """How many each faction has."""
    cite: Citation
    """Where the per-faction count is printed."""


@record
class Faction:
    """A faction (an animal) with its colour."""

    name: str
    """The faction as printed in the barn colours (``Chickens``)."""
    colour: str
    """The colour of its barn and cards."""
    aliases: tuple[str, ...] = ()
    """Other forms the book prints (``Chicken``)."""
    cite: Citation
    """Where the colour is given."""


@record
class BoardSize:
    """The board for one player count."""

    players: PlayerCount
    """The number of players."""
    starting: tuple[int, int]
    """The starting grid, columns by rows (printed ``3x3``)."""
    final: tuple[int, int]
    """The final grid, columns by rows."""


@record
class TileKind:
    """A kind of board tile."""

    name: str
    """Its name (``Forest``)."""
    enterable: bool
    """Whether an ordinary General may move onto it."""
    summary: str
    """What it does, in our own words."""
    cite: Citation
    """Where it is described."""


@record
class Count:
    """A number the rules give, with its citation."""

    value: int
    """The number."""
    summary: str
    """What it counts, in our own words."""
    cite: Citation
    """Where it is printed."""


@record
class DieFaces:
    """How many faces each die has: a number the book never prints, held as a reading."""

    value: int
    """The faces (1 to ``value``), as our reading has it."""
    summary: str
    """What it is, in our own words."""
    reading: str
    """The id of the reading the number rests on."""
    cite: Citation
    """Where the dice are listed."""


@record
class Board:
    """Board setup: tiles kept by their backs, grid sizes, barn placement."""

    sizes: tuple[BoardSize, ...]
    """One entry per player count, in printed order."""
    starting_cite: Citation
    """Where the starting grid table is printed."""
    final_cite: Citation
    """Where the final grid table is printed."""
    fill_rings: Count
    """How many rings of tiles the fill-in step describes."""
    barn_orthogonal: bool
    """Barns go beside the starting board only orthogonally."""
    barn_cite: Citation
    """Where barn placement is printed."""
    tile_kinds: tuple[TileKind, ...]
    """The kinds of tile the rules name."""


@record
class Resource:
    """A resource shown on resource tiles."""

    name: str
    """Its name as used in costs (``Grass``)."""
    needs_troop: bool
    """Whether a General needs a troop with the right icon to harvest it."""
    cite: Citation
    """Where the rule for harvesting it is printed."""


@record
class Amount:
    """Some tokens of one resource."""

    resource: str
    """The resource's name."""
    amount: Tokens
    """How many tokens."""


@record
class Troop:
    """A troop type anyone may marshal (the canonical transcription)."""

    name: str
    """Its printed name."""
    aliases: tuple[str, ...] = ()
    """Short names the book uses for it (``Sheep``)."""
    cost: tuple[Amount, ...]
    """What marshalling one costs."""
    cite: Citation
    """Where the cost is printed."""
    harvests: tuple[str, ...] | None = None
    """Resources it lets its General harvest; ``None`` when the text does not say (the
    book prints these as icons on the cards only)."""
    harvest_cite: Citation | None = None
    """Where the harvest ability is given, when it is."""
    copies: int | None = None
    """How many of its cards the box holds, when the book prints it (this book does not:
    the deck itself shows it, so the model lacks it)."""


@record
class SpecialForce:
    """A faction's Special Force."""

    name: str
    """Its printed name."""
    faction: str
    """The faction that may marshal it."""
    cost: tuple[Amount, ...]
    """What marshalling it costs."""
    cite: Citation
    """Where the cost is printed."""


@record
class CardRow:
    """One row of a recruitment card, as printed."""

    unit: str
    """The unit column."""
    cost: tuple[Amount, ...]
    """The cost column."""


@record
class RecruitmentCard:
    """A printing of a recruitment (buy) card."""

    name: str
    """The card as the book captions it."""
    faction: str | None = None
    """The faction whose card this is; ``None`` when every faction's copy is alike."""
    rows: tuple[CardRow, ...]
    """Rows in printed order."""
    cite: Citation
    """Where it is printed."""


@record
class Outcome:
    """What a battle result does."""

    result: BattleResult
    """The result."""
    casualty_side: Side | None = None
    """The side that discards units, if any."""
    casualties: int = 0
    """How many units that side discards (before any Super Army rule)."""
    attacker_advances: bool = False
    """The attacker moves into the defender's tile."""
    defender_retreats: bool = False
    """The defender moves to an empty adjacent tile."""
    summary: str
    """What happens, in our own words."""
    cite: Citation
    """Where it is printed."""


@record
class NoDefense:
    """The rule for a defender whose defense total is zero."""

    threshold: int
    """The defense total that triggers it."""
    result: BattleResult
    """The result it gives without rolling."""
    rolls: bool
    """Whether any die is rolled."""
    summary: str
    """The rule in our own words."""
    reading: str
    """The reading that says how it combines with Super Army rolls."""
    cite: Citation
    """Where it is printed."""


@record
class CasualtyRule:
    """What becomes of a unit chosen as a casualty."""

    card: str
    """The kind of card."""
    returns_to_supply: bool
    """Whether it can be marshalled again."""
    summary: str
    """The rule in our own words."""
    cite: Citation
    """Where it is printed."""


@record
class BattleExample:
    """The battle the book illustrates."""

    attacker: str
    """The attacking General's name."""
    attack_points: int
    """The attacker's printed attack total from Troop Cards."""
    defender: str
    """The defending General's name."""
    defense_points: int
    """The defender's printed defense total."""
    cite: Citation
    """Where the example is printed."""


@record
class Battle:
    """How an ordinary battle is fought."""

    attack_dice: Count
    """Dice the attacker adds to its attack total."""
    defense_dice: Count
    """Dice the defender adds to its defense total."""
    min_attack_points: Count
    """The attack points a General needs on its Troop Cards to attack at all."""
    die_faces: DieFaces
    """Faces on each die (not printed; a reading)."""
    outcomes: tuple[Outcome, ...]
    """One per result."""
    attacker_done: Count
    """Further moves or attacks the attacking General may make after a battle (none)."""
    no_defense: NoDefense
    """The zero-defense rule."""
    casualty_rules: tuple[CasualtyRule, ...]
    """What happens to casualties."""
    example: BattleExample
    """The printed example."""


@record
class Rule:
    """A rule of play, in our own words, with its number where it has one."""

    id: str
    """A stable identifier (``harvest_per_general``)."""
    name: str
    """Our short name."""
    summary: str
    """The rule in our own words."""
    value: int | None = None
    """Its number, where it has one."""
    reading: str | None = None
    """The id of the reading it relies on, if any."""
    effects: tuple[AnyEffect, ...] = ()
    """What the rule does, as effects (:mod:`rulesref.core.effects`), where the book says."""
    cite: Citation
    """Where it is printed."""


@record
class SuperArmy:
    """The Super Army and its rules."""

    dice: Count
    """Dice it rolls when attacking or defending."""
    automatic_win: Count
    """The roll that wins automatically."""
    automatic_loss: Count
    """The roll that loses automatically."""
    roll_reading: str
    """The reading of what "rolled" means for the automatic results."""
    clash: ClashReading
    """How a battle is settled when both sides roll the same automatic result."""
    clash_reading: str
    """The reading behind ``clash``."""
    casualties: Count
    """Casualties it causes."""
    casualties_reading: str
    """The reading of when it causes them."""
    movement: Count
    """Tiles it may move per turn."""
    rules: tuple[Rule, ...]
    """Its other rules, and the steps of forming it."""


@record
class ArmyRule:
    """A limit the army check enforces, with the code its violations carry."""

    code: str
    """Stable code (``LU001``)."""
    name: str
    """Our short name."""
    summary: str
    """The rule in our own words."""
    limit: int | None = None
    """The number involved, where there is one."""
    reading: str | None = None
    """The id of the reading it relies on, if any."""
    cite: Citation
    """Where it is printed."""


@record
class Term(CoreTerm):
    """A game term (:class:`rulesref.core.terms.Term`) with what sort of thing it names."""

    kind: TermKind
    """What it names."""


@record
class StateChange:
    """A way a player's standing changes, for the reachability check."""

    id: str
    """A stable identifier."""
    name: str
    """Our short name."""
    source: PlayerState
    """The state it starts from."""
    target: PlayerState
    """The state it leads to."""
    needs: Needs
    """What it needs from the other players."""
    summary: str
    """How it happens, in our own words."""
    reading: str | None = None
    """The id of the reading it relies on, if any."""
    cite: Citation
    """Where it is printed."""


@root_record
class LivestockUprising:
    """The whole Livestock Uprising ruleset as one frozen object."""

    book: Book
    """The book and how it is cited."""
    sections: tuple[Section, ...]
    """The table of contents: every heading citations may name."""
    components: tuple[Component, ...]
    """The component list."""
    faction_kit: tuple[KitItem, ...]
    """What each faction gets."""
    factions: tuple[Faction, ...]
    """The four factions."""
    board: Board
    """Board setup."""
    resources: tuple[Resource, ...]
    """The five resources."""
    troops: tuple[Troop, ...]
    """The troop types on the Troop Recruitment card."""
    special_forces: tuple[SpecialForce, ...]
    """The Special Forces the book names."""
    recruitment_cards: tuple[RecruitmentCard, ...]
    """The recruitment cards as printed."""
    sequences: tuple[Sequence, ...]
    """Setup, the turn, its phases, a battle and forming a Super Army."""
    structure: TurnStructure
    """How the game runs from setup to the last player standing."""
    battle: Battle
    """Ordinary battle rules."""
    super_army: SuperArmy
    """Super Army rules."""
    army_rules: tuple[ArmyRule, ...]
    """The limits the army check enforces."""
    play_rules: tuple[Rule, ...]
    """Movement, harvesting, marshalling and other rules of play."""
    state_changes: tuple[StateChange, ...]
    """How players move between playing with Generals, a Super Army and being out."""
    readings: tuple[Reading, ...]
    """Where the book is silent or ambiguous, and what rulesref reads it as."""
    terms: tuple[Term, ...]
    """The game terms and their printed names."""
    player_words: tuple[PlayerWords, ...] = ()
    """Words players use for rules objects, which search finds them by."""
    endgames: tuple[Endgame, ...] = ()
    """The end of the game and who wins, as conditions the engine's end checks solve (one
    per way of playing it transcribes)."""
    piles: tuple[PileUse, ...] = ()
    """Where set-up and play make, draw from and return to the card piles."""
    timed_rules: tuple[TimedRule, ...] = ()
    """Rules that say in words of their own when they may be used."""
    holder_caps: tuple[HolderCap, ...] = ()
    """The most units one General may hold (for the engine's check of merges against it)."""
    merges: tuple[Merge, ...] = ()
    """Rules that put several Generals' units under one holder (the Super Army)."""
    component_needs: tuple[ComponentNeed, ...] = ()
    """Rules that use particular General tokens by name (the Super Army's three)."""
    component_losses: tuple[ComponentLoss, ...] = ()
    """Rules that take a General's token out of the game for good."""
    relation_uses: tuple[RelationUse, ...] = ()
    """Rules that use tiles next to each other, with what each says of diagonal ones."""

    @property
    def contents(self) -> tuple[str, ...]:
        """The table of contents as the heading paths citations give (for the engine's
        citation check)."""
        return tuple(s.path for s in self.sections)
    restatements: tuple[Restatement, ...] = ()
    """Rules printed more than once, one record per printing and field (for the engine's
    field-by-field comparison; the rules of play read their own records)."""
    printed_lists: tuple[PrintedList, ...] = ()
    """Lists the book prints more than once, one record per printing (for the engine's
    check for repeats and for printings that differ)."""
    outright_results: tuple[OutrightResult, ...] = ()
    """Rolls that win or lose a battle at once (the Super Army's highest and lowest totals),
    for the engine's check that two cannot fire in one battle with one verdict for both."""
    move_triggers: tuple[MoveTrigger, ...] = ()
    """Moves onto a tile another General holds that start an attack."""
    move_permissions: tuple[MovePermission, ...] = ()
    """Moves the rules allow onto a tile a player's own Generals hold (their barn)."""
    trigger_bars: tuple[TriggerBar, ...] = ()
    """Where the rules say an attack cannot happen (an opponent's barn)."""
    trigger_needs: tuple[TriggerNeed, ...] = ()
    """What an attacking General must have (a unit with attack points)."""
    outcome_events: tuple[OutcomeEvent, ...] = ()
    """The casualties each ending of a battle gives each side."""
    event_modifiers: tuple[EventModifier, ...] = ()
    """Rules that change the casualties of a battle one holder fights (the Super Army's)."""
    stage_starts: tuple[StageStart, ...] = ()
    """Rules that start a named stage of play (the end game)."""
    stage_uses: tuple[StageUse, ...] = ()
    """Passages that name a stage of play, with what changes in it where they say."""
    acting_groups: tuple[ActingGroup, ...] = ()
    """Generals that act as one (those in a barn a Super Army attacks)."""
    role_moves: tuple[RoleMove, ...] = ()
    """Rules that move a beaten defender to one tile (the retreat and its fallback)."""
    place_caps: tuple[PlaceCap, ...] = ()
    """How many Generals one tile holds."""
    pair_rules: tuple[PairRule, ...] = ()
    """Rules for two Generals on adjacent tiles (the transfer)."""
    forced_moves: tuple[ForcedMove, ...] = ()
    """A beaten defender put on the attacker's old tile when it cannot retreat."""
    role_places: tuple[RolePlace, ...] = ()
    """Where an attacking General may stand (its own barn)."""
    entry_bans: tuple[EntryBan, ...] = ()
    """Places a General may never enter (other players' barns)."""

#: The nouns this game's effects name (its tokens and decks), registered with core.
VOCABULARY = Vocabulary(decks=frozenset({"Command"}))
