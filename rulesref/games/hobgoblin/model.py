"""The Hobgoblin rules model: frozen records filled from the data files in ``data/``.

Tables the book prints more than once (unit statistics, the target number chart, keyword
costs, sequences) are kept as one record per printing; the canonical model (``UnitType``,
``KeywordDef``...) is transcribed on its own, so that consistency checks compare real,
independent transcriptions.
"""

from __future__ import annotations

import enum
from typing import Literal, TypeAlias

from rulesref.core.citation import Citation
from rulesref.core.dice import DiceTable
from rulesref.core.effects import AnyEffect
from rulesref.core.keywords import KeywordDef, Trait
from rulesref.core.readings import Reading
from rulesref.core.record import record, root_record
from rulesref.core.sequences import Sequence, TurnStructure

Points: TypeAlias = int
Inches: TypeAlias = int


class Order(enum.Enum):
    """A unit type's hidden Order stat from the designer's notes."""

    CLOSE = "Close"
    """Tightly ranked blocks."""
    LOOSE = "Loose"
    """Open, skirmishing formations."""
    FREE = "Free"
    """Single big combatants: monsters, war machines."""


class SpellClass(enum.Enum):
    """The three classes of spell, each with its printed Mercury cost."""

    CANTRIP = "Cantrip"
    """The cheapest class."""
    MAKING = "Making"
    """The middle class."""
    CATACLYSM = "Cataclysm"
    """The most expensive class."""


@record
class UnitType:
    """A unit type with its printed profile (the canonical transcription)."""

    name: str
    """Printed name: ``Light Infantry``."""
    speed: int | None
    """Movement points per activation; ``None`` where the table prints ``-``."""
    range: Inches | None
    """Shooting range in inches; ``None`` where the table prints ``-``."""
    strikes: int
    """Attack dice in close combat."""
    courage: int
    """Doom tokens that break the unit."""
    keywords: tuple[str, ...]
    """Starting keywords as written, without the footprint keyword."""
    footprint: str
    """The footprint name: ``Wide`` or ``Narrow``."""
    cost_multiplier: int
    """Multiplier applied to purchased keyword costs."""
    points: Points
    """The unit type's cost."""
    summary: str
    """What the type represents, in our own words."""
    cite: Citation
    """Where the profile is printed."""
    description_cite: Citation
    """Where the unit type's description and starting keywords are printed."""
    aliases: tuple[str, ...] = ()
    """Other names the book prints for the type (the chart's ``Mstr. Infantry``)."""

    @property
    def footprint_keyword(self) -> str:
        """The footprint as a keyword name: ``Wide Footprint``."""
        return f"{self.footprint} Footprint"


@record
class UnitStatsRow:
    """One row of a printing of the unit statistics table, exactly as printed."""

    unit_type: str
    """Unit type."""
    speed: int | None
    """Speed column (``None`` for ``-``)."""
    range: int | None
    """Range column in inches (``None`` for ``-``)."""
    strikes: int
    """Strikes column."""
    courage: int
    """Courage column."""
    keywords: tuple[str, ...]
    """Keywords column."""
    footprint: str
    """Footprint column."""
    cost_multiplier: int
    """Keyword cost multiplier column."""
    points: Points
    """Points column."""


@record
class UnitStatsPrinting:
    """One printing of the unit statistics table."""

    printing: str
    """Which printing."""
    cite: Citation
    """Where it is."""
    rows: tuple[UnitStatsRow, ...]
    """Rows in printed order."""


@record
class Footprint:
    """A footprint's base size limits in millimetres."""

    name: str
    """``Wide``, ``Narrow`` or ``Horde``."""
    min_width: int
    """Smallest width."""
    max_width: int
    """Largest width."""
    min_depth: int
    """Smallest depth."""
    max_depth: int
    """Largest depth."""
    cite: Citation
    """Where the limits are printed."""


@record
class ChartRow:
    """One attacking unit type's row of a target number chart printing."""

    attacker: str
    """The attacking unit type."""
    speed: int | None
    """The Speed column printed beside the row."""
    range: int | None
    """The Range column printed beside the row."""
    targets: tuple[int, ...]
    """Target numbers against each defender, in the printing's column order."""


@record
class ChartPrinting:
    """One printing of the 11 by 11 target number chart, exactly as printed."""

    printing: str
    """Which printing."""
    cite: Citation
    """Where it is."""
    defenders: tuple[str, ...]
    """Column headings in printed order (abbreviations expanded)."""
    rows: tuple[ChartRow, ...]
    """Rows in printed order."""
    canonical: bool = False
    """Whether lookups use this printing."""


@record
class HiddenStats:
    """A unit type's hidden stats from the designer's notes."""

    unit_type: str
    """The unit type."""
    order: Order
    """Its Order."""
    attack_modifier: int
    """Attack Modifier as printed (a positive value makes its attacks hit more easily)."""
    defence_modifier: int
    """Defence Modifier as printed (a positive value makes it harder to hit)."""


@record
class BaseTarget:
    """One cell of the designer's base target number table (Order against Order)."""

    attacker: Order
    """The attacker's Order."""
    defender: Order
    """The defender's Order."""
    target: int
    """The base target number."""


@record
class HiddenLogic:
    """The designer's hidden system behind the target number chart."""

    cite: Citation
    """Where the hidden stats are printed."""
    matrix_cite: Citation
    """Where the base target number table is printed."""
    stats: tuple[HiddenStats, ...]
    """One row per unit type."""
    base_targets: tuple[BaseTarget, ...]
    """The nine Order match-ups."""
    clamp_min: int
    """The lowest target number the rules allow."""
    clamp_max: int
    """The highest target number the rules allow."""
    clamp_cite: Citation
    """Where the clamp comes from."""


@record
class CostEntry:
    """One entry of a printing of the keyword cost table."""

    keyword: str
    """The keyword as printed, with any value: ``Hero [+1]``."""
    column: Literal["Strength", "Weakness"]
    """The column it is printed in."""
    cost: Points
    """The listed cost."""
    once_per_army: bool = False
    """Marked with the asterisk: once per army, no points."""


@record
class CostPrinting:
    """One printing of the keyword cost table."""

    printing: str
    """Which printing."""
    cite: Citation
    """Where it is."""
    entries: tuple[CostEntry, ...]
    """Entries in printed order, column by column."""
    canonical: bool = False
    """Whether army building uses this printing."""


@record
class Spell:
    """A spell of an abyssal allegiance."""

    name: str
    """Printed name."""
    spell_class: SpellClass
    """Cantrip, Making or Cataclysm."""
    cost: int
    """Mercury cost printed beside the class."""
    range: Inches | None
    """Range in inches for targeted spells; ``None`` when none is printed."""
    area: Inches | None = None
    """Radius in inches for spells that affect every unit within a distance."""
    target: Literal["target unit", "target friendly unit", "target enemy unit",
                    "target unbroken unit", "caster", "area", "none"]
    """What the spell affects."""
    summary: str
    """What it does, in our own words."""
    lookup_as: str | None = None
    """The unit type the affected unit counts as for target number lookups, if any."""
    keywords: tuple[KeywordDef, ...] = ()
    """Keywords the spell defines inline."""
    effects: tuple[AnyEffect, ...] = ()
    """What the spell does, as effects (scope ``target`` is the spell's target)."""
    cite: Citation
    """Where it is printed."""


@record
class Allegiance:
    """An abyssal allegiance (god) and its three spells."""

    name: str
    """The god's name as used in army lists."""
    spell_group: str
    """The printed heading of its spells (``Spells of the Sound-Eater``)."""
    spells: tuple[Spell, ...]
    """Its spells in printed order."""
    cite: Citation
    """Where it is printed."""


@record
class FortuneCard:
    """A Fortune card."""

    number: int
    """Its number in the printed list."""
    name: str
    """Printed name."""
    timing: str
    """When it may be played, in our own words."""
    summary: str
    """What it does, in our own words."""
    effects: tuple[AnyEffect, ...] = ()
    """What the card does, as effects; ``scope: target`` is the unit it is played on."""
    cite: Citation
    """Where it is printed."""


@record
class FortuneDeck:
    """The Fortune deck with the counts the book states."""

    stated_size: int
    """Deck size as the book states it."""
    copies_per_card: int
    """Copies of each card, as stated."""
    opening_hand: int
    """Cards each player draws before the game."""
    draw_per_round: int
    """Cards each player draws at the start of each round."""
    cite: Citation
    """Where the deck rules are printed."""
    cards: tuple[FortuneCard, ...]
    """The cards in printed order."""


@record
class Artefact:
    """A cursed artefact carried by the General's unit."""

    name: str
    """Printed name."""
    carrier: str
    """The keyword of the unit that carries it (the General's unit)."""
    summary: str
    """What it does overall, in our own words."""
    keywords: tuple[KeywordDef, ...] = ()
    """Keywords it defines inline."""
    effects: tuple[AnyEffect, ...] = ()
    """What carrying it does, as effects: the keywords it conveys are standing grants, and
    what the carrying unit can no longer gain is a forbid of one of them."""
    cite: Citation
    """Where it is printed."""


@record
class TerrainExample:
    """A row of the terrain examples table."""

    name: str
    """Printed name."""
    keywords: tuple[str, ...]
    """Its terrain keywords."""


@record
class TerrainExamples:
    """The terrain examples table."""

    cite: Citation
    """Where it is printed."""
    examples: tuple[TerrainExample, ...]
    """Rows in printed order."""


@record
class NamedRule:
    """A named rule block: a narrative scenario, a team objective, a game rule."""

    name: str
    """Printed name."""
    summary: str
    """What it does, in our own words."""
    effects: tuple[AnyEffect, ...] = ()
    """What the rule does, as effects."""
    cite: Citation
    """Where it is printed."""


@record
class GameRule:
    """A numeric or structural rule of play: game length, Mercury income, initiative."""

    id: str
    """Stable identifier (``game_length``)."""
    name: str
    """Our short name for it."""
    summary: str
    """The rule in our own words."""
    value: int | None = None
    """The rule's number, where it has one."""
    effects: tuple[AnyEffect, ...] = ()
    """What the rule does, as effects (the statuses the core rules give and take away)."""
    cite: Citation
    """Where it is printed."""


@record
class RulesSection:
    """A group of named rules under one heading (narrative scenarios, team play...)."""

    id: str
    """Stable identifier."""
    name: str
    """Printed heading."""
    cite: Citation
    """Where the section starts."""
    rules: tuple[NamedRule, ...]
    """Its named rules in printed order."""


class ConstraintKind(enum.Enum):
    """What an army-building rule limits, in the few shapes such rules take. The validator
    checks these and the BattleScribe export turns them into the format's constraints, so
    the two read one source."""

    POINTS = "points"
    """The army's total points are at most the agreed limit."""
    ARMY_COUNT = "army_count"
    """Between ``min`` and ``max`` units of the army buy the ``purchases``."""
    UNIT_COUNT = "unit_count"
    """A unit buys at most ``max`` of the ``purchases`` (each entry on its own with
    ``each``)."""
    ALLOW = "allow"
    """Only the ``unit_types`` may buy the ``purchases``."""
    ONLY = "only"
    """The ``unit_types`` may buy, of the ``purchases`` column, only the listed keywords."""
    DENY_STARTING = "deny_starting"
    """A unit may not buy a keyword of the ``purchases`` column that its type starts with."""
    REQUIRES = "requires"
    """A unit buying the ``purchases`` must end up with the keyword ``needs``."""
    CHOICE_COUNT = "choice_count"
    """A unit with the keyword ``needs`` makes between ``min`` and ``max`` different choices of
    ``choice``; a ``parameter`` effect of its keywords sets the number, or, when optional
    ("may select two"), raises the most. A choice on another unit does nothing (a warning)."""


@record
class PurchaseFilter:
    """Which purchases (cost-table entries) a constraint counts or concerns."""

    keywords: tuple[str, ...] = ()
    """Keyword names, as in the cost table without values (``Horde``)."""
    column: Literal["Strength", "Weakness"] | None = None
    """Every entry of one column of the cost table."""
    each: bool = False
    """Every entry, each counted on its own."""


@record
class TypeFilter:
    """Which unit types a constraint concerns; a type matches if it matches any field."""

    names: tuple[str, ...] = ()
    """Unit type names."""
    footprint: str | None = None
    """Types printed with this footprint (``Wide``)."""
    name_contains: str | None = None
    """Types whose name contains this word (``Infantry``)."""


@record
class ArmyConstraint:
    """A rule in one of the shapes of :class:`ConstraintKind`."""

    kind: ConstraintKind
    """Its shape."""
    purchases: PurchaseFilter | None = None
    """The purchases it counts or concerns."""
    unit_types: TypeFilter | None = None
    """The unit types it concerns."""
    min: int | None = None
    """The least number allowed."""
    max: int | None = None
    """The most allowed."""
    needs: str | None = None
    """The keyword a ``requires`` or ``choice_count`` constraint depends on."""
    choice: Literal["allegiance"] | None = None
    """What a ``choice_count`` constraint counts."""
    parameter: str | None = None
    """The name of the ``parameter`` effect that can change a ``choice_count``'s number."""


@record
class ArmyRule:
    """An army-building rule the validator enforces, with the code its violations carry."""

    code: str
    """Stable code (``HG004``); codes starting ``HGW`` are warnings."""
    name: str
    """Our short name."""
    summary: str
    """The rule in our own words."""
    cite: Citation
    """Where it is printed."""
    constraint: ArmyConstraint | None = None
    """The rule as a constraint, where it has one of the shapes of :class:`ConstraintKind`;
    rules without one are checked by code alone."""
    enforces: str | None = None
    """The record whose effects the rule enforces, by its name in its data file (a keyword's
    name, a game rule's id, a section rule's name): its army-building bans (checked to agree
    with ``constraint`` where the rule has both)."""


@record
class PrintedFact:
    """One checkable fact of a printed keyword definition, in a fixed vocabulary of names
    (``distance``, ``doom``, ``grants``...), so that two printings can be compared."""

    name: str
    """What the fact is about, in snake_case (``wizard_distance``)."""
    value: str
    """Its value as that printing gives it, normalised (``within 4 inches``, ``touching``)."""


@record
class KeywordPrinting:
    """A keyword definition as printed somewhere other than the index (the unit types, the
    terrain chapter, the quick reference...), transcribed on its own for comparison."""

    keyword: str
    """The name as printed there."""
    traits: frozenset[Trait]
    """The traits printed with it there."""
    numeric: bool = False
    """Printed with ``[x]``."""
    facts: tuple[PrintedFact, ...] = ()
    """Checkable facts of that printing's definition."""
    cite: Citation
    """Where this printing is."""


@root_record
class Hobgoblin:
    """The whole Hobgoblin ruleset as one frozen object."""

    title: str
    """Book title."""
    edition: str
    """Edition as printed."""
    unit_types: tuple[UnitType, ...]
    """The eleven unit types, canonical transcription."""
    unit_stats_printings: tuple[UnitStatsPrinting, ...]
    """Every printing of the unit statistics table."""
    footprints: tuple[Footprint, ...]
    """Footprint limits."""
    chart_printings: tuple[ChartPrinting, ...]
    """Every printing of the target number chart."""
    hidden_logic: HiddenLogic
    """The designer's hidden stats and base table."""
    cost_printings: tuple[CostPrinting, ...]
    """Every printing of the keyword cost table."""
    keywords: tuple[KeywordDef, ...]
    """The keyword index, terrain keywords and other keywords the book defines."""
    sequences: tuple[Sequence, ...]
    """Battle round, phase and step sequences, each printing separately."""
    game_rules: tuple[GameRule, ...]
    """Game length, Mercury, initiative and other numbered rules."""
    allegiances: tuple[Allegiance, ...]
    """The abyssal allegiances."""
    fortune: FortuneDeck
    """The Fortune deck."""
    artefacts: tuple[Artefact, ...]
    """The cursed artefacts."""
    terrain_examples: TerrainExamples
    """The terrain examples table."""
    dice_tables: tuple[DiceTable, ...]
    """Scenario, Chaos of War and solo-play tables."""
    sections: tuple[RulesSection, ...]
    """Narrative scenarios, team play and other named rules."""
    army_rules: tuple[ArmyRule, ...]
    """The army-building rules the validator enforces."""
    structure: TurnStructure
    """How a game runs: setup, rounds, what ends it and what changes it."""
    keyword_printings: tuple[KeywordPrinting, ...] = ()
    """Keyword definitions printed outside the index, each transcribed on its own."""
    index_facts: tuple[KeywordPrinting, ...] = ()
    """The same checkable facts read from the index's definitions, for the comparison."""
    readings: tuple[Reading, ...] = ()
    """Where the book is silent, ambiguous or inconsistent: the reading the model takes."""
