"""Test helper: a fifth, invented ruleset ("Toy") written as its own installable package in a
temporary folder, with the two steps the README gives: the package, and its entry point (a
``.dist-info`` folder with ``entry_points.txt``, as ``pip install`` would write).

The package has a few cited facts, one lookup, one check (and the engine's reading check),
one page, an errata register and a command group; it also transcribes a rule printed twice
and two limits on one size, a list printed twice, a counting rule with a worked example, a
round printed as a list and as sections, a scenario, two play variants (one without the
Referee), the end of a siege, the Omen Cards' pile, three claims with relics' effects (one
on when gates fall, held to where the round lets gates move, one on a chance over the
rounds), battering dice shared out, a table that is never square with a rule naming its long
edges, a sortie that needs a bought keyword, a span of play named in words, and a status
(Shaken) that a relic gives and a keyword takes away, which the engine's printing, sequence,
scenario, end-of-game, pile, claim, allocation, table, prerequisite, moment and interaction
checks read without the package naming them. Nothing outside the folder is edited.
"""

from __future__ import annotations

from pathlib import Path

FILES: dict[str, str] = {
    "toy_ruleset/__init__.py": '''
"""Toy: an invented ruleset, registered from outside rulesref."""

from __future__ import annotations

from pathlib import Path

from rulesref.core.registry import Ruleset

RULESET = Ruleset(
    name="toy",
    title="Toy Rules",
    summary="Toy Rules: gate heights.",
    package_dir=Path(__file__).parent,
    loader="toy_ruleset.loading:LOADER",
    checks="toy_ruleset.checks:CHECKS",
    pages="toy_ruleset.docs:DOCS",
    commands="toy_ruleset.cli:toy_group",
    aliases=("toy-rules",),
)
''',
    "toy_ruleset/model.py": '''
"""The Toy model: gates with a cited height, relics with effects, and one reading."""

from __future__ import annotations

from rulesref.core.allocations import Allocation
from rulesref.core.citation import Citation
from rulesref.core.claims import Claim
from rulesref.core.effects import AnyEffect
from rulesref.core.endings import Endgame
from rulesref.core.outcomes import EventModifier, OutcomeEvent
from rulesref.core.groups import ActingGroup, PlaceCap, RoleMove
from rulesref.core.outright import OutrightResult
from rulesref.core.pairs import PairRule
from rulesref.core.stages import StageStart, StageUse
from rulesref.core.triggers import MovePermission, MoveTrigger, TriggerBar, TriggerNeed
from rulesref.core.piles import PileUse
from rulesref.core.prerequisites import Prerequisite
from rulesref.core.printings import (
    PrintedBound,
    PrintedFormula,
    PrintedList,
    PrintedQuantity,
    Restatement,
)
from rulesref.core.readings import Reading
from rulesref.core.record import record, root_record
from rulesref.core.references import DefinedName, Figure, FigureCitation, PrintedReference
from rulesref.core.scenarios import PlayVariant, Scenario
from rulesref.core.terms import PrintedCondition, PrintedDefinition
from rulesref.core.sequences import NamedMoment, Sequence, TurnStructure
from rulesref.core.spanedges import EdgeRule, PrintedEdge
from rulesref.core.caps import HolderCap, Merge
from rulesref.core.losses import ComponentLoss, ComponentNeed
from rulesref.core.relations import RelationUse
from rulesref.core.relocations import EntryBan, ForcedMove, RolePlace
from rulesref.core.roles import ComplementRole, RolePart
from rulesref.core.tables import EdgeReference, PlayArea


@record
class Gate:
    """A gate with its printed height."""

    name: str
    """The gate's name."""
    height: int
    """Its height in inches."""
    cite: Citation
    """Where it is printed."""


@record
class Relic:
    """A relic and what it does."""

    name: str
    """The relic's name."""
    effects: tuple[AnyEffect, ...] = ()
    """What it does."""
    cite: Citation
    """Where it is printed."""


@record
class Keyword:
    """A keyword a gate's keeper may have, and what it does."""

    name: str
    """The keyword's name."""
    effects: tuple[AnyEffect, ...] = ()
    """What it does."""
    cite: Citation
    """Where it is printed."""


@root_record
class Toy:
    """The whole Toy ruleset."""

    limit: int
    """The tallest a gate may be."""
    gates: tuple[Gate, ...]
    """Every gate."""
    readings: tuple[Reading, ...] = ()
    """Where the Toy book is unclear."""
    restatements: tuple[Restatement, ...] = ()
    """Rules the Toy book prints twice, one record per printing and field."""
    printed_bounds: tuple[PrintedBound, ...] = ()
    """Limits the Toy book prints on sizes, one record per printing."""
    printed_lists: tuple[PrintedList, ...] = ()
    """Lists the Toy book prints, one record per printing."""
    printed_formulas: tuple[PrintedFormula, ...] = ()
    """Counting rules the Toy book prints, one record per printing."""
    printed_quantities: tuple[PrintedQuantity, ...] = ()
    """Quantities the Toy book gives or counts with, one record per passage."""
    printed_definitions: tuple[PrintedDefinition, ...] = ()
    """Classes the Toy book defines by what their members are not."""
    printed_conditions: tuple[PrintedCondition, ...] = ()
    """Rules that hold once every member of a class meets something."""
    relics: tuple[Relic, ...] = ()
    """Every relic."""
    keywords: tuple[Keyword, ...] = ()
    """Every keyword."""
    claims: tuple[Claim, ...] = ()
    """What the Toy book asserts about its rules."""
    allocations: tuple[Allocation, ...] = ()
    """The battering dice a gate's attackers share out."""
    play_area: PlayArea | None = None
    """The sizes of table allowed."""
    edge_references: tuple[EdgeReference, ...] = ()
    """The rules that name the table's edges by length."""
    prerequisites: tuple[Prerequisite, ...] = ()
    """Uses open only to an army that bought a keyword."""
    named_moments: tuple[NamedMoment, ...] = ()
    """Where the book names a span of play by a word of its own."""
    sequences: tuple[Sequence, ...] = ()
    """The round's steps."""
    structure: TurnStructure | None = None
    """How a game runs."""
    scenarios: tuple[Scenario, ...] = ()
    """The scenarios."""
    play_variants: tuple[PlayVariant, ...] = ()
    """Other ways to play."""
    endgames: tuple[Endgame, ...] = ()
    """How a siege ends and who wins."""
    piles: tuple[PileUse, ...] = ()
    """The Omen Cards' pile."""
    printed_references: tuple[PrintedReference, ...] = ()
    """Names the Toy rules refer to as keywords, as printed."""
    defined_names: tuple[DefinedName, ...] = ()
    """What the Toy book defines, by kind."""
    figures: tuple[Figure, ...] = ()
    """The Toy book's diagrams."""
    figure_citations: tuple[FigureCitation, ...] = ()
    """Where the Toy rules cite a diagram."""
    printed_edges: tuple[PrintedEdge, ...] = ()
    """What the Toy book says a round begins with."""
    edge_rules: tuple[EdgeRule, ...] = ()
    """Rules timed at a round's start in words of their own."""
    holder_caps: tuple[HolderCap, ...] = ()
    """The most men a captain or a host may lead."""
    merges: tuple[Merge, ...] = ()
    """The rule that joins captains into a host."""
    component_needs: tuple[ComponentNeed, ...] = ()
    """The rule that uses each banner by name."""
    component_losses: tuple[ComponentLoss, ...] = ()
    """The rule that burns a banner."""
    relation_uses: tuple[RelationUse, ...] = ()
    """The rules that use gates next to each other."""
    complement_roles: tuple[ComplementRole, ...] = ()
    """The Referee's helper, whoever is not the Crown holder."""
    role_parts: tuple[RolePart, ...] = ()
    """The step that gives the helper a part."""
    outright_results: tuple[OutrightResult, ...] = ()
    """The champion's rolls that settle a duel at once."""
    move_triggers: tuple[MoveTrigger, ...] = ()
    """A captain moving onto another starts a duel."""
    move_permissions: tuple[MovePermission, ...] = ()
    """A player's own captains gather in their keep."""
    trigger_bars: tuple[TriggerBar, ...] = ()
    """Where no duel is fought."""
    trigger_needs: tuple[TriggerNeed, ...] = ()
    """What a dueller must carry."""
    outcome_events: tuple[OutcomeEvent, ...] = ()
    """The wounds each ending of a duel gives."""
    event_modifiers: tuple[EventModifier, ...] = ()
    """The champion's extra wounds."""
    stage_starts: tuple[StageStart, ...] = ()
    """The rule that starts the last siege."""
    stage_uses: tuple[StageUse, ...] = ()
    """What changes in the last siege."""
    acting_groups: tuple[ActingGroup, ...] = ()
    """Captains in a keep who defend as one."""
    role_moves: tuple[RoleMove, ...] = ()
    """A beaten defender falls back to one square."""
    place_caps: tuple[PlaceCap, ...] = ()
    """How many captains a square holds."""
    pair_rules: tuple[PairRule, ...] = ()
    """Captains on next squares trade men."""
    forced_moves: tuple[ForcedMove, ...] = ()
    """A routed captain put where its attacker stood."""
    role_places: tuple[RolePlace, ...] = ()
    """Where an attacking captain may stand."""
    entry_bans: tuple[EntryBan, ...] = ()
    """Where no captain may go."""
''',
    "toy_ruleset/loading.py": '''
"""Load the Toy data files."""

from __future__ import annotations

from rulesref.core.ruleset import RulesetLoader
from toy_ruleset.model import Toy

LOADER = RulesetLoader("toy", Toy, "Toy Rules", __file__)
''',
    "toy_ruleset/data/gates.yaml": '''
limit: 6
gates:
  - {name: Low Gate, height: 2, cite: {page: 1, section: Gates}}
  - {name: Tall Gate, height: 9, cite: {page: 2, section: Gates}}
readings:
  - id: gate-height
    kind: ambiguous
    question: "Is a gate's height measured with its flag?"
    reading: "Without the flag."
    alternatives: ["With the flag."]
    cite: {page: 2, section: Gates}
''',
    "toy_ruleset/data/printings.yaml": '''
restatements:
  - {topic: gate height, field: measured from, value: the ground,
     cite: {page: 1, section: Gates}}
  - {topic: gate height, field: measured from, value: the ground,
     cite: {page: 3, section: Summary}}
printed_bounds:
  - {quantity: flag width in inches, applies_to: flag, low: 1, high: 3,
     cite: {page: 1, section: Gates}}
  - {quantity: flag width in inches, applies_to: pennant, kind_of: flag, high: 2,
     cite: {page: 2, section: Gates}}
printed_lists:
  - {topic: gate woods, items: [oak, ash, elm], cite: {page: 1, section: Gates}}
  - {topic: gate woods, items: [elm, oak, ash], cite: {page: 3, section: Summary}}
  - {topic: woods for a mended gate, chosen_from: gate woods, items: [oak, ash],
     cite: {page: 3, section: Repairs}}
printed_formulas:
  - {topic: keys from gates, counts: gates held, per: 2, cite: {page: 2, section: Keys}}
printed_quantities:
  - {quantity: keys a player may hold, value: "3", by: Keys, cite: {page: 2, section: Keys}}
  - {quantity: keys a player may hold, words: their keys, by: Rounds,
     cite: {page: 3, section: Rounds}}
printed_definitions:
  - {name: open gate, excludes: [is locked], cite: {page: 2, section: Gates}}
printed_conditions:
  - {rule: scoring ends, every: gate, meets: [is locked], cite: {page: 3, section: Rounds}}
''',
    "toy_ruleset/data/references.yaml": '''
printed_references:
  - {name: "Sturdy [+1]", kind: keyword, by: Cracked Crown, cite: {page: 4, section: Relics}}
defined_names:
  - {name: Sturdy, kind: gate keyword, cite: {page: 2, section: Keywords}}
  - {name: Height, kind: statistic, cite: {page: 1, section: Gates}}
''',
    "toy_ruleset/data/play.yaml": '''
move_triggers:
  - {rule: Duels, onto: captain, whose: any, starts: a duel, cite: {page: 4, section: Battering}}
move_permissions:
  - {rule: Keeps, onto: captain, whose: own, where: own keep, cite: {page: 2, section: Setup}}
trigger_bars:
  - {rule: Keeps, starts: a duel, whose: own, where: own keep, cite: {page: 2, section: Setup}}
acting_groups:
  - {rule: Keeps, pieces: captain, least: 2, role: defender, cite: {page: 2, section: Setup}}
role_moves:
  - {rule: falling back, role: defender, to: square, cite: {page: 4, section: Battering}}
place_caps:
  - {rule: Squares, place: square, pieces: captain, most: 3, cite: {page: 2, section: Setup}}
forced_moves:
  - {rule: a rout, piece: captain, to_role: attacker, cite: {page: 4, section: Battering}}
role_places:
  - {role: attacker, place: own keep, rule: Keeps, cite: {page: 2, section: Setup}}
entry_bans:
  - {rule: Walls, piece: captain, place: moat, cite: {page: 4, section: Portcullis}}
pair_rules:
  - {rule: Trading, pieces: captain, place: square, words: next squares,
     same_place: Captains on one square trade freely., cite: {page: 4, section: Battering}}
stage_starts:
  - {stage: last siege, by: Falling Horn, cite: {page: 4, section: Relics}}
stage_uses:
  - {stage: last siege, rule: Battering, changes: Rams strike twice.,
     cite: {page: 4, section: Battering}}
trigger_needs:
  - {rule: Swords, starts: a duel, needs: a sword, lacking: A captain without a sword stays put.,
     cite: {page: 4, section: Battering}}
outcome_events:
  - {outcome: draw, event: wounds, cite: {page: 4, section: Battering}}
  - {outcome: attacker wins, event: wounds, side: defending, amount: 1,
     cite: {page: 4, section: Battering}}
  - {outcome: defender wins, event: wounds, side: attacking, amount: 1,
     cite: {page: 4, section: Battering}}
event_modifiers:
  - {rule: Champion's fury, holder: Champion, sides: [attacking, defending], event: wounds,
     to: opponent, amount: 2, outcomes: [attacker wins, defender wins],
     cite: {page: 4, section: Battering}}
outright_results:
  - {rule: Champion's triumph, holder: Champion, roll: 20, result: win,
     sides: [attacking, defending], each_player: true,
     each_player_cite: {page: 2, section: Setup},
     precedence: the attacker's roll is read first, cite: {page: 4, section: Battering}}
relics:
  - name: Cracked Crown
    effects: [{kind: action, action: hold_token, token: Crown, allowed: true, scope: player}]
    cite: {page: 4, section: Relics}
  - name: Gloom Lantern
    effects:
      - {kind: grant, keyword: Shaken, duration: while,
         condition: {none: [{pred: tokens_below_stat, token: Fear, stat: nerve}]}}
    cite: {page: 4, section: Relics}
  - name: Falling Horn
    effects: [{kind: move, how: remove_from_play, trigger: {event: moved}}]
    cite: {page: 4, section: Relics}
  - name: Waning Moon
    effects: [{kind: action, action: reform, condition: {all: [{pred: round_below_roll}]}}]
    cite: {page: 4, section: Relics}
keywords:
  - name: Shaken
    effects:
      - {kind: remove, keyword: Shaken,
         condition: {all: [{pred: tokens_below_stat, token: Fear, stat: nerve}]}}
    cite: {page: 5, section: Keywords}
  - name: Steady
    effects:
      - {kind: forbid, keyword: Shaken}
      - {kind: stat, stat: nerve, op: add, amount: 1}
    cite: {page: 5, section: Keywords}
claims:
  - {id: crown-held, kind: always_held, subject: Crown, says: "One player holds the Crown.",
     cite: {page: 3, section: Crown}}
  - {id: keys-example, kind: worked_example, subject: keys from gates,
     says: "Five gates give two keys.", given: [{quantity: gates held, value: 5}], result: 2,
     cite: {page: 9, section: Keys Example}}
  - {id: reforms-wane, kind: chance_falls, subject: a free reform, matches: [action=reform],
     says: "Free reforms grow rarer as the siege wears on.", cite: {page: 3, section: Rallies}}
  - {id: fall-at-score, kind: only_during, subject: a gate's fall, within: Score,
     matches: [how=remove_from_play], says: "Gates fall only while points are counted.",
     cite: {page: 3, section: Scoring Note}}
named_moments:
  - {rule: Omen Cards, words: "kept from round to round", unit: round,
     cite: {page: 3, section: Omens}}
printed_edges:
  - {unit: round, edge: start, step: the Crown holder moving, cite: {page: 3, section: Rounds}}
edge_rules:
  - {rule: Omen Cards, words: "at the start of each round", unit: round, edge: start,
     placed: before the Crown holder moves, cite: {page: 3, section: Omens}}
holder_caps:
  - {holder: captain, what: men, most: 4, cite: {page: 4, section: Battering}}
  - {holder: host, what: men, most: 12, cite: {page: 4, section: Battering}}
merges:
  - {rule: Grand Host, holder: captain, into: host, most: 3,
     most_cite: {page: 2, section: Setup}, cite: {page: 4, section: Battering}}
component_needs:
  - {rule: Muster, kind: banner, items: [red banner, blue banner], stand_in: a coin,
     cite: {page: 4, section: Battering}}
component_losses:
  - {rule: Fire, kind: banner, summary: A burnt gate's banner is lost.,
     cite: {page: 4, section: Portcullis}}
relation_uses:
  - {relation: next gates, rule: Toppling, words: any gate beside it, case: diagonal,
     admits: true, cite: {page: 3, section: Toppling}}
  - {relation: next gates, rule: Gate Lines, words: beside, case: diagonal, admits: true,
     cite: {page: 2, section: Gate Lines}}
  - {relation: next gates, rule: Score, words: the gate beside, cite: {page: 3, section: Rounds}}
prerequisites:
  - {id: sortie-needs-steady, use: lead a sortie, keyword: Steady,
     cite: {page: 5, section: Sorties}}
play_area: {least_length: 48, least_width: 30, most_width: 36, cite: {page: 1, section: Table}}
edge_references:
  - {rule: Gate Lines, edge: long, cite: {page: 2, section: Gate Lines}}
allocations:
  - {id: battering, pool: battering dice, usual: 4, usual_cite: {page: 4, section: Battering},
     all_given: true, cite: {page: 4, section: Battering},
     caps: [{target: a gate with a portcullis, most: 4, cite: {page: 4, section: Portcullis}}]}
sequences:
  - id: round
    name: Round
    printing: core rules
    cite: {page: 3, section: Rounds}
    steps:
      - {name: Move, summary: Gates move., actor: the player with the Crown}
      - {name: Score, summary: Points are counted., actor: the Referee,
         occurs: [{event: moved, cite: {page: 3, section: Toppling}}]}
  - id: round
    name: Round
    printing: sections
    canonical: false
    cite: {page: 6, section: Moving and Scoring}
    steps:
      - {name: Move, summary: Gates move., cite: {page: 6, section: Moving}}
      - {name: Score, summary: Points are counted., cite: {page: 7, section: Scoring},
         actor: the Referee}
structure:
  round: round
  rounds: 4
  cite: {page: 3, section: Rounds}
  players: [{low: 2, high: 2, summary: Two rivals., cite: {page: 3, section: Rounds}}]
complement_roles:
  - {role: Tallier, other: player with the Crown, cite: {page: 3, section: Rounds}}
role_parts:
  - {role: Tallier, sequence: setup, step: Deal Omens, summary: deals the omens.,
     cite: {page: 2, section: Setup}}
piles:
  - {component: Omen Cards, op: create, setup: true, by: Setup, summary: Shuffle them.,
     cite: {page: 2, section: Setup}}
  - {component: Omen Cards, op: draw, setup: true, by: Setup, summary: Deal two each.,
     owner: their, per_player: true, cite: {page: 2, section: Setup}}
  - {component: Omen Cards, op: draw, by: Score, summary: The scorer draws one.,
     cite: {page: 3, section: Rounds}}
  - {component: Omen Cards, called: the omen pile, op: return, by: Score,
     summary: A spent omen goes back., cite: {page: 3, section: Rounds}}
  - {component: Omen Cards, op: play, by: Score, summary: The scorer plays one.,
     cite: {page: 3, section: Rounds}}
endgames:
  - sides: [Red, Blue]
    counts:
      - {name: gates, summary: a side's standing gates, low: 0, high: 3, per_side: true,
         piece: true, favours: self, cite: {page: 6, section: Siege}}
      - {name: sworn, summary: whether the side swore the oath, low: 0, high: 1,
         per_side: true, cite: {page: 6, section: Siege}}
    out:
      - {name: no gates, when: "self.gates == 0", per_side: true, cite: {page: 6, section: Siege}}
    ends:
      - {name: one side left, when: "left == 1", immediate: true, cite: {page: 6, section: Siege}}
      - {name: both fallen, when: "left == 0", immediate: true, cite: {page: 7, section: Storm}}
    outcomes:
      - {name: the last side wins, when: "not self.out and left == 1", per_side: true,
         winner: self, cite: {page: 6, section: Siege}}
      - {name: a storm draw, when: "left == 0", cite: {page: 7, section: Storm}}
    together:
      - {name: Storm, counts: [gates], cite: {page: 7, section: Storm}}
    cite: {page: 6, section: Siege}
scenarios:
  - id: gate_rush
    name: Gate Rush
    family: scenario
    rules: Gate Rush
    setup: {deployment: standard}
    roles: [{name: Player, assigned: same_for_both}]
    scoring:
      - {what: each gate held, outcome: vp, points: 1, at: Score, for_whom: each_player}
    end: {winner: most_vp}
    endgame:
      sides: [Red, Blue]
      counts:
        - {name: flags, summary: the flags Red still flies, low: 0, high: 3, favours: Red,
           cite: {page: 5, section: Gate Rush}}
      ends:
        - {name: last round over, when: "true", cite: {page: 5, section: Gate Rush}}
      outcomes:
        - {name: Red keeps two flags, when: "flags >= 2", winner: Red,
           cite: {page: 5, section: Gate Rush}}
        - {name: else Blue, when: otherwise, winner: Blue, cite: {page: 5, section: Rush Ends}}
      cite: {page: 5, section: Gate Rush}
    cite: {page: 5, section: Gate Rush}
play_variants:
  - id: solo
    name: Lone Gatekeeper
    players: one
    changes:
      - {op: change, sequence: round, step: Move, summary: The gates move as usual.,
         actor: the player with the Crown, cite: {page: 8, section: Lone Gatekeeper}}
    cite: {page: 8, section: Lone Gatekeeper}
  - id: siege
    name: Solo Siege
    players: One player against the gates.
    without: [Referee]
    changes:
      - {op: change, sequence: round, step: Score, summary: The player counts the points.,
         cite: {page: 9, section: Solo Siege}}
    cite: {page: 9, section: Solo Siege}
''',
    "toy_ruleset/lookups.py": '''
"""The one Toy lookup."""

from __future__ import annotations

from rulesref.core import names
from toy_ruleset.model import Gate, Toy


def find_gate(rules: Toy, name: str) -> Gate:
    """The gate called ``name`` (any case).

    :raises UnknownNameError: with close matches.
    """
    table = names.index((g.name, g) for g in rules.gates)
    return names.find("gate", name, table, [g.name for g in rules.gates])
''',
    "toy_ruleset/checks.py": '''
"""The Toy checks: gates within the limit, and the engine's reading check."""

from __future__ import annotations

from typing import Any

from rulesref_verify.findings import Finding, Kind, facts
from rulesref_verify.readings import check_readings


def check_gate_heights(rules: Any) -> list[Finding]:
    """No gate is taller than the limit."""
    return [Finding(f"toy:too-tall:{g.name}", "check_gate_heights",
                    f"{g.name} is {g.height} inches tall; the limit is {rules.limit}",
                    str(g.cite), "gates.yaml", g.name,
                    facts=facts(gate=g.name, height=g.height, limit=rules.limit),
                    kind=Kind.CONFLICT)
            for g in rules.gates if g.height > rules.limit]


CHECKS = (check_gate_heights, check_readings)
''',
    "toy_ruleset/cli.py": '''
"""``rulesref toy``: the Toy commands."""

from __future__ import annotations

import click

from rulesref.cli import domain_errors, emit, json_option


@click.group("toy", short_help="Toy Rules: gate heights.")
def toy_group() -> None:
    """Look up Toy rules."""


@toy_group.command("gate", short_help="A gate's height.")
@click.argument("name")
@json_option
def gate_command(name: str, as_json: bool) -> None:
    """Print the height of the gate NAME."""
    from toy_ruleset import loading
    from toy_ruleset.lookups import find_gate

    with domain_errors(as_json):
        gate = find_gate(loading.LOADER.load(), name)
    emit(as_json, {"gate": gate.name, "height": gate.height, "citation": str(gate.cite)},
         lambda: f"{gate.name}: {gate.height} inches [{gate.cite}]")
''',
    "toy_ruleset/docs.py": '''
"""The Toy section of the website: one page, the verification report and the errata
register."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rulesref.docs import rst
from rulesref.docs.games import Page, ruleset_docs


def pages(rules: Any) -> tuple[Page, ...]:
    """The gates page, then the report and the register."""
    return (Page("index", "index", "Toy Rules"),
            Page("verification", "verification", "Verification report"),
            Page("errata", "errata", "Errata register"))


def render(rules: Any, page: Page) -> Iterator[str]:
    """The gates page."""
    yield from rst.heading("Toy Rules", 0, label="toy-index")
    for gate in rules.gates:
        yield from rst.paragraph(f"{gate.name}: {gate.height} inches ({gate.cite.short()}).")
    yield from rst.directive("toctree", content=["verification", "errata"])


def render_report(rules: Any, report: Any) -> Iterator[str]:
    """The verification page."""
    from rulesref.docs.verification import verification_page

    return verification_page(report, label="toy-verification",
                             intro="``rulesref verify --game toy`` checks the gate heights.")


def render_errata(rules: Any, report: Any) -> Iterator[str]:
    """The errata register's page."""
    from rulesref.docs.verification import errata_page

    return errata_page(report, label="toy-errata", report_label="toy-verification")


DOCS = ruleset_docs("toy", "Toy Rules", pages, render, render_report,
                    render_errata=render_errata)
''',
    "toy_ruleset-0.1.dist-info/METADATA": '''
Metadata-Version: 2.1
Name: toy-ruleset
Version: 0.1
''',
    "toy_ruleset-0.1.dist-info/entry_points.txt": '''
[rulesref.rulesets]
toy = toy_ruleset:RULESET
''',
}


def make_toy(folder: Path, errata: str = "") -> Path:
    """Write the Toy package and its entry point under ``folder`` (to put on ``sys.path``);
    ``errata`` is the text of its errata register, if any."""
    for name, text in FILES.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.lstrip("\n"), encoding="utf-8")
    if errata:
        (folder / "toy_ruleset" / "errata.yaml").write_text(errata, encoding="utf-8")
    return folder
