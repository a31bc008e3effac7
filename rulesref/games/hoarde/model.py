"""The HOARDE rules model: frozen records filled from the data files in ``data/``.

HOARDE is a card game printed on a single web page. The page prints facts (three card
attributes, the deal, the three-step turn, the odds) but never lists the cards, so the deck
composition is *our reading* of what the odds statements imply; ``rulesref.games.hoarde.checks``
proves that reading from the statements with z3 instead of trusting it.

Wherever the page is silent or ambiguous the data holds a :class:`Reading`: the question, the
reading rulesref takes, the alternatives, and the citation. Code that depends on a reading
looks its ``choice`` up (see :func:`rulesref.games.hoarde.lookups.reading_choice`).
"""

from __future__ import annotations

import enum
from typing import TypeAlias

from rulesref.core.citation import Citation
from rulesref.core.piles import PileMention, PileUse
from rulesref.core.printings import PrintedList, Restatement
from rulesref.core.readings import Reading
from rulesref.core.record import record, root_record
from rulesref.core.references import DefinedName, PrintedReference
from rulesref.core.scenarios import PlayVariant
from rulesref.core.sequences import Sequence, TurnStructure
from rulesref.core.terms import PlayerWords

Cards: TypeAlias = int
"""A number of cards."""


class DeckId(enum.Enum):
    """The two decks the page describes."""

    BASE = "base"
    """The base DECK: cards with the base symbol or no symbol."""
    ENCHANTED = "enchanted"
    """The enchanted DECK: the base DECK with its base-only cards swapped for enchanted ones."""


class AttributeKind(enum.Enum):
    """How an attribute sits on the cards, which decides what a set of it is."""

    VALUE = "value"
    """Every card shows one of several values (PINK, DAGGER); a set is cards with one value."""
    MARK = "mark"
    """Some cards bear one symbol (the cursed symbol); a set is any cards bearing it."""
    NAME = "name"
    """Some cards name one of several characters (AMARA); a set is cards naming the same one."""


class Claim(enum.Enum):
    """What kind of number or comparison an odds statement makes."""

    WINNING_COMBINATIONS = "winning_combinations"
    """How many different winning hands a deck holds."""
    COPIES_PER_VALUE = "copies_per_value"
    """How many cards show each value (or name) of an attribute."""
    MARKED_CARDS = "marked_cards"
    """How many cards bear a mark."""
    LEAST_LIKELY = "least_likely"
    """Sets of this attribute are harder to complete than any other set."""
    MOST_LIKELY = "most_likely"
    """Sets of this attribute are easier to complete than any other set."""


class CombinationCount(enum.Enum):
    """Readings of how the page counts winning hand combinations."""

    PER_SET = "per-set"
    """Each set kind's 3-card hands are counted; no 3 cards match in two ways at once."""
    DISTINCT_HANDS = "distinct-hands"
    """Distinct 3-card hands are counted, so a hand matching two ways counts once."""


class LikelihoodBasis(enum.Enum):
    """Readings of what 'less likely' and 'more likely' compare."""

    PER_SET = "per-set"
    """One particular set against another (one name against one colour)."""
    PER_KIND = "per-kind"
    """A whole kind against another (any CHARACTER set against any COLOUR set)."""



class CopiesScope(enum.Enum):
    """Readings of which deck 'appears 4 times in the DECK' is about."""

    BOTH_DECKS = "both-decks"
    """Both the base and the enchanted DECK."""
    BASE_DECK_ONLY = "base-deck-only"
    """The base DECK only; the enchanted DECK's counts are not stated."""


class ReshuffleTiming(enum.Enum):
    """Readings of when the DISCARD PILE becomes the new DECK."""

    DECK_EMPTIES = "deck-empties"
    """As soon as the DECK is empty and the DISCARD PILE has cards."""
    ON_DRAW = "on-draw"
    """Only when a player wants to pick up from the empty DECK."""


class EmptyPiles(enum.Enum):
    """Readings of what happens when a player must pick up but both piles are empty."""

    NO_WINNER = "no-winner"
    """The game ends at once without a winner."""
    TURN_PASSES = "turn-passes"
    """The player's turn passes without a pick-up or a discard."""


@record
class Attribute:
    """Something printed on cards that a set can match on."""

    name: str
    """The name as printed: ``COLOUR``, ``ITEM``, ``MONETARY VALUE``, ``CURSED``."""
    kind: AttributeKind
    """How it sits on the cards."""
    on_every_card: bool
    """Whether every card shows it (COLOUR does; the cursed symbol does not)."""
    summary: str
    """What it is, in our own words."""
    examples: tuple[str, ...] = ()
    """Values the page prints as examples (``PINK``, ``DAGGER``, ``AMARA``)."""
    aliases: tuple[str, ...] = ()
    """Other names the page uses for it."""
    in_sets: bool = True
    """Whether the page lets sets match on it (the word on every card's back it does not)."""
    cite: Citation
    """Where it is described."""


@record
class WinningSet:
    """A kind of set that wins, and the decks it wins with."""

    attribute: str
    """The attribute the cards must share (an :class:`Attribute` name)."""
    decks: tuple[DeckId, ...]
    """The decks in which such a set wins."""
    size: int
    """How many matching cards make the set."""
    summary: str
    """What counts as such a set, in our own words."""
    grants: tuple[str, ...] = ()
    """What the winner receives after the game (``CURSED``, ``BOON``)."""
    cite: Citation
    """Where the set is allowed."""


@record
class Group:
    """Cards sharing one attribute: ``values`` different values, ``copies`` cards each."""

    attribute: str
    """The attribute."""
    values: int
    """How many different values (or names) it has in the deck; 1 for a mark."""
    copies: Cards
    """How many cards show each value."""


@record
class Composition:
    """What a deck holds, as far as the odds statements imply it (our reading, proved by
    ``rulesref.games.hoarde.checks``)."""

    cards: Cards
    """How many cards the deck has."""
    groups: tuple[Group, ...]
    """One group per attribute that can win with this deck."""
    reading: str
    """The id of the reading this composition rests on."""
    summary: str
    """How it follows from the page, in our own words."""
    cite: Citation
    """The statements it is derived from."""


@record
class Deck:
    """One of the two decks."""

    id: DeckId
    """Which deck."""
    name: str
    """The name as printed: ``base DECK``, ``enchanted DECK``."""
    aliases: tuple[str, ...] = ()
    """Other names the page uses for it."""
    summary: str
    """How the deck is formed, in our own words."""
    cite: Citation
    """Where the page says how to form it."""
    composition: Composition
    """What it holds (our reading of the odds)."""


@record
class OddsStatement:
    """One statement from the page's odds section, as a checkable claim."""

    id: str
    """Stable identifier (``base-winning-combinations``)."""
    claim: Claim
    """What kind of claim it is."""
    decks: tuple[DeckId, ...]
    """The decks it is about (our reading where the page only says 'the DECK')."""
    attribute: str | None = None
    """The attribute it is about, if any."""
    value: int | None = None
    """The number it states, if any."""
    summary: str
    """The claim in our own words."""
    reading: str | None = None
    """The id of the reading it depends on, if any."""
    cite: Citation
    """Where it is printed."""


@record
class GameRule:
    """A rule of play that is not a step: the deal, the turn order, what may be seen."""

    id: str
    """Stable identifier (``deal``)."""
    name: str
    """Our short name for it."""
    summary: str
    """The rule in our own words."""
    value: int | None = None
    """The rule's number, where it has one."""
    reading: str | None = None
    """The id of the reading it depends on, if any."""
    cite: Citation
    """Where it is printed."""


@root_record
class Hoarde:
    """The whole HOARDE ruleset as one frozen object."""

    title: str
    """The game's title as printed."""
    citation_scheme: str
    """How citations point into a source that has no page numbers."""
    attributes: tuple[Attribute, ...]
    """COLOUR, ITEM, MONETARY VALUE, CURSED and CHARACTER."""
    winning_sets: tuple[WinningSet, ...]
    """The sets that win, per deck."""
    decks: tuple[Deck, ...]
    """The base and the enchanted DECK."""
    odds: tuple[OddsStatement, ...]
    """The statements of the odds section."""
    sequences: tuple[Sequence, ...]
    """Set Up, the turn and the reshuffle as step sequences."""
    structure: TurnStructure
    """How a game runs: set up, then turns until someone wins."""
    game_rules: tuple[GameRule, ...]
    """The deal, turn order and other rules of play."""
    readings: tuple[Reading, ...]
    """Where the page is silent or ambiguous, and what rulesref reads it as."""
    player_words: tuple[PlayerWords, ...] = ()
    """Words players use for rules objects, which search finds them by."""
    play_variants: tuple[PlayVariant, ...] = ()
    """Ways of playing that change the sequences (stand-alone play, without a Game Master)."""
    piles: tuple[PileUse, ...] = ()
    """Where Set Up and the turn make, draw from and return to the DECK and DISCARD PILE."""
    defined_names: tuple[DefinedName, ...] = ()
    """The names the page gives to things (piles, card attributes, kinds of card), each with
    the kind of thing it names."""
    printed_references: tuple[PrintedReference, ...] = ()
    """Where the page refers to a kind of card by name, as printed."""
    pile_mentions: tuple[PileMention, ...] = ()
    """The passages that name a deck in what they say about it, by the words they print."""
    restatements: tuple[Restatement, ...] = ()
    """Rules printed more than once, one record per printing and field (for the engine's
    field-by-field comparison; the rules of play read their own records)."""
    printed_lists: tuple[PrintedList, ...] = ()
    """Lists the book prints more than once, one record per printing (for the engine's
    check for repeats and for printings that differ)."""
