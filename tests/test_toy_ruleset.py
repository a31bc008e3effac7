"""A fifth ruleset plugs in from outside: an invented "Toy" package with its entry point, put
on the import path, shows up in ``rulesref --help``, runs its command, is checked by
``rulesref verify --game toy`` (with its finding acknowledged and its reading listed apart),
and gets its pages in a Sphinx build. Nothing in rulesref is edited or configured for it."""

from __future__ import annotations

import importlib
import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core import registry
from rulesref_verify.findings import Finding, facts
from tests.site import require
from tests.toy import make_toy

TALL = Finding("toy:too-tall:Tall Gate", "check_gate_heights", "", "",
               facts=facts(gate="Tall Gate", height=9, limit=6))
ERRATA = f"""errata:
  - id: "toy:too-tall:Tall Gate"
    fingerprint: "{TALL.fingerprint}"
    reading: "The Tall Gate is used as printed; the limit applies to gates players build."
    why: >-
      The Tall Gate is the book's own set piece on page 2, printed after the limit on page 1,
      so it reads as an exception rather than a misprint.
"""


@pytest.fixture
def toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The Toy package on the import path, found through its entry point."""
    folder = make_toy(tmp_path / "site-packages", errata=ERRATA)
    monkeypatch.syspath_prepend(str(folder))
    importlib.invalidate_caches()
    yield folder
    for name in [m for m in sys.modules if m.split(".")[0] == "toy_ruleset"]:
        del sys.modules[name]  # each test installs its own copy


def test_the_registry_finds_it(toy: Path) -> None:
    assert "toy" in registry.names()
    found = registry.find_ruleset("Toy-Rules")
    assert found.name == "toy" and found.package_dir == toy / "toy_ruleset"
    assert found.load().gates[0].name == "Low Gate"


def test_it_is_gone_again_without_the_path() -> None:
    assert "toy" not in registry.names()


def test_help_lists_it_and_its_command_runs(toy: Path, runner: CliRunner) -> None:
    listing = runner.invoke(cli, ["--help"])
    assert listing.exit_code == 0
    assert "toy" in listing.output and "Toy Rules: gate heights." in listing.output
    result = runner.invoke(cli, ["toy-rules", "gate", "tall gate", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == {"gate": "Tall Gate", "height": 9,
                                         "citation": "Toy Rules, p. 2, Gates"}
    unknown = runner.invoke(cli, ["toy", "gate", "Loe Gate"])
    assert unknown.exit_code == 2 and "did you mean 'Low Gate'" in unknown.output


def test_verify_checks_it(toy: Path, runner: CliRunner) -> None:
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["game"] == "toy" and data["passed"] is True
    # the engine's printing, scenario, claim, interaction and reference checks come for free
    # with the records (and find nothing here)
    assert data["checks"] == ["check_gate_heights", "check_readings", "check_restatements",
                              "check_single_values", "check_printed_lists",
                              "check_list_choices", "check_quantities_given",
                              "check_sequence_printings", "check_scenario_roles",
                              "check_scenario_owners", "check_marker_owners",
                              "check_scenario_moments", "check_named_moments",
                              "check_scenario_end", "check_variant_steps",
                              "check_variant_actors", "check_variant_roles",
                              "check_variant_bans",
                              "check_end_outcomes", "check_end_favours",
                              "check_end_reachable", "check_piles", "check_supplied",
                              "check_pile_names", "check_player_count", "check_timing",
                              "check_claims", "check_allocations", "check_edge_references",
                              "check_prerequisites", "check_interactions", "check_references",
                              "check_name_clashes", "check_figures",
                              "check_circular_conditions", "check_section_pointers",
                              "check_procedure_calls", "check_owned_moments",
                              "check_moment_owners", "check_allied_turns",
                              "check_allied_opponents",
                              "check_line_placements",
                              "check_stat_thresholds", "check_late_choices",
                              "check_token_holders", "check_tally_holders",
                              "check_trait_wide", "check_exemptions",
                              "check_edge_rules", "check_merged_caps",
                              "check_lost_components", "check_owned_piles",
                              "check_relation_cases", "check_complement_roles"]
    assert [(f["id"], f["status"]) for f in data["findings"]] == [
        ("toy:too-tall:Tall Gate", "acknowledged")]
    assert [r["id"] for r in data["readings"]] == ["gate-height"]
    assert data["readings"][0]["alternatives"] == ["With the flag."]
    assert data["readings"][0]["file"].endswith("toy_ruleset/data/gates.yaml")
    text = runner.invoke(cli, ["verify", "--game", "toy"])
    assert text.output.splitlines()[-1] == (
        "toy: 54 checks, 1 findings (1 acknowledged, 0 new), 1 readings, 0 stale errata "
        "entries - PASSED")


def test_a_changed_fact_fails_verify(toy: Path, runner: CliRunner) -> None:
    data = toy / "toy_ruleset" / "data" / "gates.yaml"
    data.write_text(data.read_text(encoding="utf-8").replace("height: 9", "height: 8"),
                    encoding="utf-8")
    result = runner.invoke(cli, ["verify", "--game", "toy"])
    assert result.exit_code == 1
    assert "CHG toy:too-tall:Tall Gate" in result.output


def test_the_printing_checks_come_for_free(toy: Path, runner: CliRunner) -> None:
    # planted: the summary measures a gate from its base stone, and a pennant may be at most
    # 1 inch wide while every flag is 1 to 3 inches
    data = toy / "toy_ruleset" / "data" / "printings.yaml"
    text = data.read_text(encoding="utf-8")
    text = text.replace("value: the ground,\n     cite: {page: 3",
                        "value: the base stone,\n     cite: {page: 3")
    data.write_text(text.replace("kind_of: flag, high: 2", "kind_of: flag, high: 1"),
                    encoding="utf-8")
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    assert result.exit_code == 1, result.output
    found = {f["id"]: f for f in json.loads(result.output)["findings"]}
    restated = found["restatement:gate height:measured from"]
    assert restated["kind"] == "conflict" and restated["status"] == "new"
    assert restated["citations"] == ["Toy Rules, p. 1, Gates", "Toy Rules, p. 3, Summary"]
    single = found["bounds:pennant:flag width in inches"]
    assert single["kind"] == "single value" and "a single value, 1" in single["message"]
    assert single["citations"] == ["Toy Rules, p. 2, Gates", "Toy Rules, p. 1, Gates"]


def plant(data: Path, changes: tuple[tuple[str, str], ...]) -> None:
    """Plant faults in one of the Toy data files: each text (which must be there) replaced."""
    text = data.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    data.write_text(text, encoding="utf-8")


def new_findings(runner: CliRunner) -> dict[str, Any]:
    """The new findings of ``rulesref verify --game toy``, by id (the run must fail)."""
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    assert result.exit_code == 1, result.output
    return {f["id"]: f for f in json.loads(result.output)["findings"] if f["status"] == "new"}


def test_the_list_choice_quantity_supply_and_circular_checks_come_for_free(
        toy: Path, runner: CliRunner) -> None:
    # planted: a mended gate may now take yew, which the gate woods never list, the scorer
    # plays Relic Cards, which no pile holds and nobody deals or draws, scoring ends once
    # every open gate is locked, which no open gate is, and the Keys rule no longer says how
    # many keys a player may hold
    plant(toy / "toy_ruleset" / "data" / "printings.yaml",
          (("items: [oak, ash],", "items: [oak, yew],"),
           ("every: gate, meets", "every: open gate, meets"),
           ('value: "3", by: Keys', "words: a few, by: Keys")))
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (("{component: Omen Cards, op: play,", "{component: Relic Cards, op: play,"),))
    found = new_findings(runner)
    assert set(found) == {"list:not-offered:woods for a mended gate",
                          "piles:never-supplied:relic cards", "terms:circular:scoring ends",
                          "quantity:never-given:keys a player may hold"}
    assert found["quantity:never-given:keys a player may hold"]["citations"] == [
        "Toy Rules, p. 2, Keys", "Toy Rules, p. 3, Rounds"]
    circular = found["terms:circular:scoring ends"]
    assert circular["kind"] == "circular condition"
    assert circular["citations"] == ["Toy Rules, p. 3, Rounds", "Toy Rules, p. 2, Gates"]
    chosen = found["list:not-offered:woods for a mended gate"]
    assert chosen["kind"] == "conflict" and "names 'yew'" in chosen["message"]
    assert chosen["citations"] == ["Toy Rules, p. 3, Repairs", "Toy Rules, p. 1, Gates",
                                   "Toy Rules, p. 3, Summary"]
    supplied = found["piles:never-supplied:relic cards"]
    assert supplied["kind"] == "missing" and "Score plays them" in supplied["message"]
    assert supplied["citations"] == ["Toy Rules, p. 3, Rounds", "Toy Rules, p. 2, Setup"]


def test_the_scenario_and_claim_checks_come_for_free(toy: Path, runner: CliRunner) -> None:
    # planted: nothing says who plays the scenario's one role, its points are counted at the
    # end of a "turn" the Toy round does not have, and the Cracked Crown now forbids holding
    # the Crown, which one player must always hold (z3 finds both players with the relic)
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (("assigned: same_for_both", "assigned: null"), ("at: Score", "at: turn"),
           ("allowed: true", "allowed: false")))
    found = new_findings(runner)
    assert set(found) == {"scenario:role:gate_rush:Player", "scenario:moment:gate_rush:turn",
                          "claim:crown-held"}
    assert found["scenario:role:gate_rush:Player"]["kind"] == "missing"
    moment = found["scenario:moment:gate_rush:turn"]
    assert moment["kind"] == "undefined" and moment["file"].endswith("play.yaml")
    assert moment["citations"] == ["Toy Rules, p. 5, Gate Rush", "Toy Rules, p. 3, Rounds"]
    crown = found["claim:crown-held"]
    assert crown["kind"] == "conflict" and "player 1 has Cracked Crown" in crown["message"]
    assert crown["citations"] == ["Toy Rules, p. 3, Crown", "Toy Rules, p. 4, Relics"]


def test_the_timing_claim_holds_an_event_to_where_the_round_lets_it_happen(
        toy: Path, runner: CliRunner) -> None:
    # planted: gates now move in the Move step too, so the Falling Horn's fall (set off when
    # a gate moves) can come outside Score, where the book says gates fall
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (("{name: Move, summary: Gates move., actor: the player with the Crown}",
            "{name: Move, summary: Gates move., actor: the player with the Crown,\n"
            "         occurs: [{event: moved, cite: {page: 3, section: Moving}}]}"),))
    found = new_findings(runner)
    assert set(found) == {"claim:fall-at-score:Falling Horn"}
    fall = found["claim:fall-at-score:Falling Horn"]
    assert fall["kind"] == "conflict"
    assert "which the rules let happen in Move, outside Score" in fall["message"]
    assert fall["citations"] == ["Toy Rules, p. 3, Scoring Note", "Toy Rules, p. 4, Relics",
                                 "Toy Rules, p. 3, Moving"]


def test_the_allocation_check_comes_for_free(toy: Path, runner: CliRunner) -> None:
    # planted: a gate with a portcullis now takes at most 1 of the usual 4 battering dice,
    # all of which must be given out, so 3 go nowhere (by hand)
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (("most: 4, cite: {page: 4, section: Portcullis}",
            "most: 1, cite: {page: 4, section: Portcullis}"),))
    found = new_findings(runner)
    assert set(found) == {"allocation:leftover:battering dice"}
    leftover = found["allocation:leftover:battering dice"]
    assert leftover["kind"] == "missing"
    assert "a gate with a portcullis it may give at most 1, leaving 3" in leftover["message"]
    assert leftover["citations"] == ["Toy Rules, p. 4, Battering", "Toy Rules, p. 4, Portcullis"]


def test_the_table_check_comes_for_free(toy: Path, runner: CliRunner) -> None:
    # planted: the table may now be as wide as it is long (48 by 48 inches, by hand), and
    # Gate Lines names the long edges
    plant(toy / "toy_ruleset" / "data" / "play.yaml", (("most_width: 36", "most_width: 60"),))
    found = new_findings(runner)
    assert set(found) == {"table:square:long"}
    square = found["table:square:long"]
    assert square["kind"] == "missing" and "(48 by 48 inches or larger)" in square["message"]
    assert square["citations"] == ["Toy Rules, p. 2, Gate Lines", "Toy Rules, p. 1, Table"]


def test_the_prerequisite_check_comes_for_free(toy: Path, runner: CliRunner) -> None:
    # planted: a sortie now needs a bought Shaken, which the Gloom Lantern gives for nothing
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (("use: lead a sortie, keyword: Steady", "use: lead a sortie, keyword: Shaken"),))
    found = new_findings(runner)
    assert set(found) == {"prerequisite:sortie-needs-steady"}
    need = found["prerequisite:sortie-needs-steady"]
    assert need["kind"] == "conflict" and "Gloom Lantern gives it" in need["message"]
    assert need["citations"] == ["Toy Rules, p. 5, Sorties", "Toy Rules, p. 4, Relics"]


def test_a_claim_on_a_chance_over_the_rounds_comes_for_free(toy: Path,
                                                           runner: CliRunner) -> None:
    # planted: the book now says free reforms grow more common, while the Waning Moon's needs
    # a D6 above the round number: 5/6, 2/3, 1/2, 1/3 over the four rounds (by hand)
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (("id: reforms-wane, kind: chance_falls", "id: reforms-wane, kind: chance_rises"),))
    found = new_findings(runner)
    assert set(found) == {"claim:reforms-wane:Waning Moon"}
    wane = found["claim:reforms-wane:Waning Moon"]
    assert wane["kind"] == "conflict"
    assert "round 1: 5/6, round 2: 2/3, round 3: 1/2, round 4: 1/3" in wane["message"]
    assert wane["citations"] == ["Toy Rules, p. 3, Rallies", "Toy Rules, p. 4, Relics"]


def test_the_named_moment_check_comes_for_free(toy: Path, runner: CliRunner) -> None:
    # planted: the Omen Cards are now kept from turn to turn, and the Toy round has no turns
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (('words: "kept from round to round", unit: round',
            'words: "kept from turn to turn", unit: turn'),))
    found = new_findings(runner)
    assert set(found) == {"moment:undefined:turn"}
    turn = found["moment:undefined:turn"]
    assert turn["kind"] == "undefined" and "'kept from turn to turn'" in turn["message"]
    assert turn["citations"] == ["Toy Rules, p. 3, Omens", "Toy Rules, p. 3, Rounds"]


def test_the_moment_owners_check_comes_for_free(toy: Path, runner: CliRunner) -> None:
    # planted: the Omen Cards now last until the player's next round, and the Gates rules
    # speak of a gate's own round: one word for a player's span and a gate's
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (('{rule: Omen Cards, words: "kept from round to round", unit: round,',
            '{rule: Omen Cards, words: "until the player\'s next round", unit: round,\n'
            '     owner: "the player\'s", whose: player,'),
           ("named_moments:\n",
            "named_moments:\n"
            '  - {rule: Gate Speed, words: "once in the gate\'s own round", unit: round,\n'
            '     owner: "the gate\'s", whose: gate, cite: {page: 2, section: Gates}}\n')))
    found = new_findings(runner)
    assert set(found) == {"moment:two-owners:round"}
    owners = found["moment:two-owners:round"]
    assert owners["kind"] == "conflict"
    assert "a gate's at Gate Speed (p. 2, Gates): 'once in the gate's own round'" \
        in owners["message"]
    assert "a player's at Omen Cards (p. 3, Omens): 'until the player's next round'" \
        in owners["message"]
    assert owners["citations"] == ["Toy Rules, p. 2, Gates", "Toy Rules, p. 3, Omens"]


def test_a_sphinx_build_gets_its_pages(toy: Path, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    require("sphinx")
    from sphinx.testing.util import SphinxTestApp

    from rulesref_verify import runner

    runs: list[str] = []
    run = runner.run

    def counted(game: str) -> runner.Report:
        runs.append(game)
        return run(game)

    monkeypatch.setattr(runner, "run", counted)

    src = tmp_path / "docs"
    src.mkdir()
    (src / "conf.py").write_text('extensions = ["rulesref.docs.sphinxext"]\n'
                                 'rules_games = ["toy"]\nnitpicky = True\n', encoding="utf-8")
    (src / "index.rst").write_text("Home\n====\n\n.. rules:rulesets::\n", encoding="utf-8")
    warnings = io.StringIO()
    app = SphinxTestApp("html", srcdir=src, freshenv=True, status=io.StringIO(),
                        warning=warnings)
    try:
        app.build()
    finally:
        app.cleanup()
    assert warnings.getvalue() == ""
    out = Path(app.outdir)
    index = (out / "index.html").read_text(encoding="utf-8")
    assert 'href="games/toy/index.html"' in index and "Toy Rules" in index
    gates = (out / "games" / "toy" / "index.html").read_text(encoding="utf-8")
    assert "Tall Gate: 9 inches (p. 2, Gates)." in gates
    report = (out / "games" / "toy" / "verification.html").read_text(encoding="utf-8")
    assert "toy:too-tall:Tall" in report and "Tall Gate is 9 inches tall" in report
    assert "Without the flag." in report  # the reading, in its own section
    register = (out / "games" / "toy" / "errata.html").read_text(encoding="utf-8")
    assert "toy:too-tall:Tall" in register
    assert runs == ["toy"]  # both pages render one report


def test_the_procedure_list_and_example_checks_come_for_free(toy: Path,
                                                              runner: CliRunner) -> None:
    # planted: the summary names oak twice and lacks ash; the example now says five gates give
    # three keys (one per full two gates gives 2, worked by hand); the sections skip Score and
    # add a Tally; the solo variant has the lone player move the gates, unsaid
    plant(toy / "toy_ruleset" / "data" / "printings.yaml",
          (("items: [elm, oak, ash]", "items: [elm, oak, Oak]"),))
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (("result: 2", "result: 3"),
           ("{name: Score, summary: Points are counted., cite: {page: 7",
            "{name: Tally, summary: Points are tallied., cite: {page: 7"),
           ("actor: the player with the Crown, cite: {page: 8",
            "actor: the lone player, cite: {page: 8")))
    found = new_findings(runner)
    assert set(found) == {"list:repeat:gate woods:oak", "list:differs:gate woods",
                          "claim:keys-example", "sequence:steps:round:sections",
                          "variant:actor:solo:round:move"}
    kinds = {k: f["kind"] for k, f in found.items()}
    assert kinds == {"list:repeat:gate woods:oak": "repeated item",
                     "list:differs:gate woods": "conflict", "claim:keys-example": "conflict",
                     "sequence:steps:round:sections": "missing",
                     "variant:actor:solo:round:move": "conflict"}
    assert found["list:differs:gate woods"]["citations"] == [
        "Toy Rules, p. 1, Gates", "Toy Rules, p. 3, Summary"]
    assert found["claim:keys-example"]["citations"] == [
        "Toy Rules, p. 9, Keys Example", "Toy Rules, p. 2, Keys"]
    assert "gives 2 for 5 gates held" in found["claim:keys-example"]["message"]
    assert found["sequence:steps:round:sections"]["citations"] == [
        "Toy Rules, p. 6, Moving and Scoring", "Toy Rules, p. 3, Rounds",
        "Toy Rules, p. 7, Scoring"]
    assert found["variant:actor:solo:round:move"]["citations"] == [
        "Toy Rules, p. 8, Lone Gatekeeper", "Toy Rules, p. 3, Rounds"]


def test_printings_that_name_different_actors_are_found(toy: Path, runner: CliRunner) -> None:
    # planted: the Scoring section has the players count the points, where the round's list
    # has the Referee do it; the sections name no actor for Move, which the list gives to the
    # player with the Crown, and a printing that says less is no conflict
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (("section: Scoring},\n         actor: the Referee}",
            "section: Scoring},\n         actor: the players}"),))
    found = new_findings(runner)
    assert set(found) == {"sequence:actor:round:sections:Score"}
    actor = found["sequence:actor:round:sections:Score"]
    assert actor["kind"] == "conflict"
    assert "carried out by the Referee in the core rules" in actor["message"]
    assert "by the players in the sections" in actor["message"]
    assert actor["citations"] == ["Toy Rules, p. 6, Moving and Scoring",
                                  "Toy Rules, p. 3, Rounds", "Toy Rules, p. 7, Scoring"]


def test_the_reference_check_comes_for_free(toy: Path, runner: CliRunner) -> None:
    # planted: the Cracked Crown gives Height [+1], a statistic, in keyword form
    plant(toy / "toy_ruleset" / "data" / "references.yaml",
          (('"Sturdy [+1]"', '"Height [+1]"'),))
    found = new_findings(runner)
    assert set(found) == {"reference:kind:keyword:Height"}
    height = found["reference:kind:keyword:Height"]
    assert height["kind"] == "conflict" and "statistic" in height["message"]
    assert height["citations"] == ["Toy Rules, p. 4, Relics", "Toy Rules, p. 1, Gates"]


def test_the_span_edge_cap_component_pile_relation_and_role_checks_come_for_free(
        toy: Path, runner: CliRunner) -> None:
    # planted: the Omen Cards no longer say they come before the Crown holder moves, the
    # host's cap falls below three captains' four men each, the Muster loses its stand-in
    # for a burnt banner, the Omen Cards are one pile, yet called each player's own, and
    # the Gate Lines rule out the diagonal gates that Toppling counts, around a bare use,
    # and up to four may play, while the Tallier is whoever lacks the Crown
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          (("     placed: before the Crown holder moves, cite", "     cite"),
           ("{holder: host, what: men, most: 12,", "{holder: host, what: men, most: 10,"),
           ("stand_in: a coin,", ""), ("owner: their, per_player: true,", "owner: their,"),
           ("players: [{low: 2, high: 2,", "players: [{low: 2, high: 4,"),
           ("words: beside, case: diagonal, admits: true,",
            "words: beside, case: diagonal, admits: false,")))
    found = new_findings(runner)
    assert set(found) == {"edge:unplaced:omen cards:round:start", "cap:merged:grand host:men",
                          "component:lost:muster:fire", "piles:owned:omen cards",
                          "relation:case:next gates:diagonal",
                          "role:complement:tallier"}
    assert found["component:lost:muster:fire"]["citations"] == [
        "Toy Rules, p. 4, Battering", "Toy Rules, p. 4, Portcullis"]
    edge = found["edge:unplaced:omen cards:round:start"]
    assert edge["kind"] == "missing"
    assert edge["citations"] == ["Toy Rules, p. 3, Omens", "Toy Rules, p. 3, Rounds"]
    cap = found["cap:merged:grand host:men"]
    assert cap["kind"] == "conflict" and "can hold 12" in cap["message"]
    assert cap["citations"] == ["Toy Rules, p. 4, Battering", "Toy Rules, p. 2, Setup"]
