"""The Hobgoblin rules model: frozen records filled from the data files in ``data/``.

Tables the book prints more than once (unit statistics, the target number chart, keyword
costs, sequences) are kept as one record per printing; the canonical model (``UnitType``,
``KeywordDef``...) is transcribed on its own, so that consistency checks compare real,
independent transcriptions.

The records live in one module per part of the book (:mod:`.units`, :mod:`.unit_stats`,
:mod:`.chart`, :mod:`.hidden`, :mod:`.costs`, :mod:`.magic`, :mod:`.rules`, :mod:`.army`);
each name is importable from here too, and its module is imported when the name is first
used (:mod:`rulesref.core.lazy`), so a lookup that reads the chart creates no spell records.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from rulesref.core import lazy
from rulesref.core.record import root_record

Points: TypeAlias = int
Inches: TypeAlias = int

if TYPE_CHECKING:
    from rulesref.core.allocations import Allocation
    from rulesref.core.claims import Claim
    from rulesref.core.dice import DiceTable
    from rulesref.core.effects import AnyEffect
    from rulesref.core.exemptions import PrintedCounts, PrintedExemption
    from rulesref.core.listchoices import ListChoice
    from rulesref.core.matchups import Matchup
    from rulesref.core.outline import OutlineSection, Procedure, SectionPointer
    from rulesref.core.piles import PileUse
    from rulesref.core.prerequisites import Prerequisite
    from rulesref.core.printings import (
        PrintedBound,
        PrintedFormula,
        PrintedList,
        Restatement,
    )
    from rulesref.core.readings import Reading
    from rulesref.core.references import DefinedName, PrintedReference
    from rulesref.core.scenarios import (
        GameEnd,
        KeptApart,
        MarkerSet,
        PlayerTally,
        PlayVariant,
        Role,
        Scenario,
        Scoring,
        Setup,
        StepChange,
        TargetBan,
    )
    from rulesref.core.sequences import NamedMoment, Sequence, TurnStructure
    from rulesref.core.statlines import StatLine
    from rulesref.core.tables import EdgeReference, LinePlacement, PlayArea, TableLine
    from rulesref.core.terms import PlayerWords, Term
    from rulesref.games.hobgoblin.model.army import (
        ArmyConstraint,
        ArmyRule,
        ConstraintKind,
        PurchaseFilter,
        TypeFilter,
    )
    from rulesref.games.hobgoblin.model.chart import ChartPrinting, ChartRow
    from rulesref.games.hobgoblin.model.costs import (
        CostEntry,
        CostPrinting,
        KeywordPrinting,
        PrintedFact,
    )
    from rulesref.games.hobgoblin.model.examples import PurchaseExample
    from rulesref.games.hobgoblin.model.hidden import BaseTarget, HiddenLogic, HiddenStats, Order
    from rulesref.games.hobgoblin.model.keywords import KeywordDef, Trait
    from rulesref.games.hobgoblin.model.magic import (
        Allegiance,
        Artefact,
        FortuneCard,
        FortuneDeck,
        Spell,
        SpellClass,
    )
    from rulesref.games.hobgoblin.model.rules import (
        GameRule,
        NamedRule,
        RulesSection,
        TerrainExample,
        TerrainExamples,
    )
    from rulesref.games.hobgoblin.model.unit_stats import (
        Footprint,
        UnitStatsPrinting,
        UnitStatsRow,
    )
    from rulesref.games.hobgoblin.model.units import UnitType
else:
    __getattr__, __dir__ = lazy.exports(__name__, {
        name: module
        for module, names in {
            "rulesref.games.hobgoblin.model.units": ("UnitType",),
            "rulesref.games.hobgoblin.model.unit_stats": (
                "UnitStatsRow", "UnitStatsPrinting", "Footprint"),
            "rulesref.games.hobgoblin.model.chart": ("ChartRow", "ChartPrinting"),
            "rulesref.games.hobgoblin.model.examples": ("PurchaseExample",),
            "rulesref.games.hobgoblin.model.hidden": (
                "Order", "HiddenStats", "BaseTarget", "HiddenLogic"),
            "rulesref.games.hobgoblin.model.costs": (
                "CostEntry", "CostPrinting", "PrintedFact", "KeywordPrinting"),
            "rulesref.games.hobgoblin.model.magic": (
                "SpellClass", "Spell", "Allegiance", "FortuneCard", "FortuneDeck", "Artefact"),
            "rulesref.core.scenarios": (
                "GameEnd", "KeptApart", "MarkerSet", "PlayerTally", "PlayVariant", "Role",
                "Scenario", "Scoring", "Setup", "StepChange", "TargetBan"),
            "rulesref.games.hobgoblin.model.rules": (
                "TerrainExample", "TerrainExamples", "NamedRule", "GameRule", "RulesSection"),
            "rulesref.games.hobgoblin.model.army": (
                "ConstraintKind", "PurchaseFilter", "TypeFilter", "ArmyConstraint", "ArmyRule"),
            "rulesref.core.allocations": ("Allocation",),
            "rulesref.core.claims": ("Claim",),
            "rulesref.core.exemptions": ("PrintedCounts", "PrintedExemption"),
            "rulesref.core.dice": ("DiceTable",),
            "rulesref.core.effects": ("AnyEffect",),
            "rulesref.core.listchoices": ("ListChoice",),
            "rulesref.core.outline": ("OutlineSection", "Procedure", "SectionPointer"),
            "rulesref.core.piles": ("PileUse",),
            "rulesref.core.prerequisites": ("Prerequisite",),
            "rulesref.games.hobgoblin.model.keywords": ("KeywordDef", "Trait"),
            "rulesref.core.printings": (
                "PrintedBound", "PrintedFormula", "PrintedList", "Restatement"),
            "rulesref.core.readings": ("Reading",),
            "rulesref.core.references": ("DefinedName", "PrintedReference"),
            "rulesref.core.sequences": ("NamedMoment", "Sequence", "TurnStructure"),
            "rulesref.core.tables": (
                "EdgeReference", "LinePlacement", "PlayArea", "TableLine"),
            "rulesref.core.terms": ("Term", "PlayerWords"),
        }.items()
        for name in names
    })

__all__ = [
    "Allegiance",
    "Allocation",
    "AnyEffect",
    "ArmyConstraint",
    "ArmyRule",
    "Artefact",
    "BaseTarget",
    "ChartPrinting",
    "ChartRow",
    "Claim",
    "ConstraintKind",
    "CostEntry",
    "CostPrinting",
    "DefinedName",
    "DiceTable",
    "EdgeReference",
    "Footprint",
    "FortuneCard",
    "FortuneDeck",
    "GameEnd",
    "GameRule",
    "HiddenLogic",
    "HiddenStats",
    "Hobgoblin",
    "Inches",
    "KeptApart",
    "KeywordDef",
    "KeywordPrinting",
    "LinePlacement",
    "ListChoice",
    "MarkerSet",
    "NamedMoment",
    "NamedRule",
    "Order",
    "OutlineSection",
    "PileUse",
    "PlayArea",
    "PlayVariant",
    "PlayerTally",
    "PlayerWords",
    "Points",
    "Prerequisite",
    "PrintedBound",
    "PrintedCounts",
    "PrintedExemption",
    "PrintedFact",
    "PrintedFormula",
    "PrintedList",
    "PrintedReference",
    "Procedure",
    "PurchaseExample",
    "PurchaseFilter",
    "Reading",
    "Restatement",
    "Role",
    "RulesSection",
    "Scenario",
    "Scoring",
    "SectionPointer",
    "Sequence",
    "Setup",
    "Spell",
    "SpellClass",
    "StepChange",
    "TableLine",
    "TargetBan",
    "Term",
    "TerrainExample",
    "TerrainExamples",
    "Trait",
    "TurnStructure",
    "TypeFilter",
    "UnitStatsPrinting",
    "UnitStatsRow",
    "UnitType",
]


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
    terms: tuple[Term, ...] = ()
    """The game's vocabulary: the statistics, tokens and states the rules speak of."""
    player_words: tuple[PlayerWords, ...] = ()
    """Words players use for rules objects, which search finds them by."""
    claims: tuple[Claim, ...] = ()
    """What the book's prose asserts about its rules, for the claim check."""
    allocations: tuple[Allocation, ...] = ()
    """Pools the rules have shared out among targets, with the caps on one target (for the
    engine's allocation check)."""
    play_area: PlayArea | None = None
    """The sizes of table the book allows (for the engine's table check)."""
    edge_references: tuple[EdgeReference, ...] = ()
    """The rules that name the table's edges by length (for the engine's table check)."""
    table_lines: tuple[TableLine, ...] = ()
    """Lines across the table the rules measure from (for the engine's placement check)."""
    line_placements: tuple[LinePlacement, ...] = ()
    """What the rules put at a printed distance from such a line (for the engine's placement
    check)."""
    named_moments: tuple[NamedMoment, ...] = ()
    """Where the book names a span of play by a word of its own (for the engine's check that
    the game has it)."""
    prerequisites: tuple[Prerequisite, ...] = ()
    """Uses open only to an army that bought a keyword (for the engine's prerequisite
    check)."""
    list_choices: tuple[ListChoice, ...] = ()
    """Choices every holder of a keyword makes when the army list is written (for the
    engine's list-choice check)."""
    restatements: tuple[Restatement, ...] = ()
    """Rules printed more than once, one record per printing and field (for the engine's
    comparison; the rules of play read their own records)."""
    printed_bounds: tuple[PrintedBound, ...] = ()
    """Limits printed on measurable quantities, one record per printing (for the engine's
    check that they leave a range)."""
    printed_lists: tuple[PrintedList, ...] = ()
    """Lists the book prints, one record per printing (for the engine's check for repeats
    and for printings that differ)."""
    printed_counts: tuple[PrintedCounts, ...] = ()
    """What can count toward a determination (what gives cover), one record per printing
    (for the engine's exemption check)."""
    printed_exemptions: tuple[PrintedExemption, ...] = ()
    """Rules that let a unit disregard kinds of thing in a determination, one record per
    printing (for the engine's exemption check)."""
    printed_formulas: tuple[PrintedFormula, ...] = ()
    """Counting rules, one record per printing (for the engine's check of worked
    examples)."""
    scenarios: tuple[Scenario, ...] = ()
    """The scenarios: set-up, roles, scoring and end (their special rules are in
    ``sections``)."""
    play_variants: tuple[PlayVariant, ...] = ()
    """Solo and team play, as changes to the sequences."""
    player_tallies: tuple[PlayerTally, ...] = ()
    """Rules that rank players by a count, with what they count and whose (for the engine's
    check that a count of tokens units hold says whose units)."""
    piles: tuple[PileUse, ...] = ()
    """The Fortune deck and its discard pile, as set-up and play make and use them."""
    kind_references: tuple[PrintedReference, ...] = ()
    """References to any thing of a kind (``any School of Magic``), transcribed as printed:
    the effects hold the keywords they name, not the kinds of thing rules speak of."""
    outline: tuple[OutlineSection, ...] = ()
    """Sections the book's pointers name, with the headed parts under them (for the engine's
    outline checks)."""
    section_pointers: tuple[SectionPointer, ...] = ()
    """Places that send the reader to a section for a named rule."""
    procedures: tuple[Procedure, ...] = ()
    """Headed procedures, with the quoted words that call them."""
    purchase_examples: tuple[PurchaseExample, ...] = ()
    """The worked examples of buying keywords (for the check that the army rules agree)."""

    def stat_lines(self) -> tuple[StatLine, ...]:
        """Each unit type's four stats as the unit statistics table prints them (no number
        where it prints a dash), for the engine's threshold check."""
        from rulesref.core.statlines import StatLine

        return tuple(StatLine(name=u.name, stats=tuple(
            (stat, getattr(u, stat)) for stat in ("speed", "range", "strikes", "courage")),
            cite=u.cite) for u in self.unit_types)

    def matchups(self) -> tuple[Matchup, ...]:
        """The target number chart the rules use (unit type against unit type) and the
        designer's base table (Order against Order) as match-ups, scored by the attacker's
        chance to hit on one die (for the claim check's comparisons)."""
        from rulesref.core.matchups import Matchup

        logic = self.hidden_logic
        orders = tuple(Matchup(side=f"{b.attacker.value} Order",
                               against=f"{b.defender.value} Order",
                               score=(7 - b.target) / 6, cite=logic.matrix_cite,
                               printed=f"{b.target}+")
                       for b in logic.base_targets)
        chart = next((c for c in self.chart_printings if c.canonical), None)
        if chart is None:
            return orders
        return orders + tuple(
            Matchup(side=row.attacker, against=defender, score=(7 - target) / 6,
                    cite=chart.cite, printed=f"{target}+")
            for row in chart.rows for defender, target in zip(chart.defenders, row.targets,
                                                               strict=True))

    def printed_references(self) -> tuple[PrintedReference, ...]:
        """Every keyword the effects name, as written, and the references to kinds of thing
        (for the engine's reference check)."""
        from rulesref.games.hobgoblin.references import printed_references

        return printed_references(self)

    def defined_names(self) -> tuple[DefinedName, ...]:
        """The keywords, unit statistics and unit types the book defines, by kind."""
        from rulesref.games.hobgoblin.references import defined_names

        return defined_names(self)
