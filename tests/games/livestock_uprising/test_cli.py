"""The ``livestock`` command group through click's runner: exit codes, text and JSON."""

from __future__ import annotations

import json
from pathlib import Path

import click
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.registry import find_ruleset
from rulesref.games.livestock_uprising.cli import livestock_group
from tests.cli.test_json_everywhere import assert_json_bad_input


def test_group_is_exported() -> None:
    assert find_ruleset("livestock_uprising").load_commands() is livestock_group
    for spelling in ["livestock", "livestock-uprising", "livestock_uprising"]:
        assert cli.get_command(click.Context(cli), spelling) is livestock_group, spelling
    assert set(livestock_group.commands) == {"odds", "cost", "army", "board", "readings",
                                             "turn", "super-army"}


def test_odds_text(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["odds", "--attack", "3", "--defense", "4"])
    assert result.exit_code == 0, result.output
    assert "attacker wins" in result.output and "5/18" in result.output
    assert "7/12" in result.output
    assert "Livestock Uprising, Action Phase > Battle Resolution" in result.output


def test_odds_json_fractions(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["odds", "--attack", "3", "--defense", "3",
                                             "--attacker-super", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["attacker_wins"] == {"fraction": "5/6", "probability": round(5 / 6, 6)}
    assert data["tie"]["fraction"] == "7/108" and data["defender_wins"]["fraction"] == "11/108"
    assert data["automatic"]["fraction"] == "1/18"
    assert data["dice"] == {"attacker": 2, "defender": 1}
    assert data["casualties"]["attacker_wins"] == {
        "side": "defender", "count": 2, "reading": "super_army_casualties_on_win",
        "citation": "Livestock Uprising, Super Army Rules"}
    routes = {(r["route"], r["result"]): r["fraction"] for r in data["routes"]}
    assert routes[("attacker rolled 12", "attacker_wins")] == "1/36"
    assert routes[("attacker rolled 2", "defender_wins")] == "1/36"
    assert [r["id"] for r in data["readings"]] == ["six_sided_dice",
                                                  "super_army_roll_is_dice_sum",
                                                  "super_army_casualties_on_win"]


def test_odds_clash_override(runner: CliRunner) -> None:
    args = ["odds", "--attack", "2", "--defense", "1", "--attacker-super", "--defender-super",
            "--json"]
    default = json.loads(runner.invoke(livestock_group, args).stdout)
    tie = json.loads(runner.invoke(livestock_group, [*args, "--clash", "tie"]).stdout)
    assert default["clash_reading"] == "compare_totals" and tie["clash_reading"] == "tie"
    assert default["routes"] != tie["routes"]


def test_odds_attack_not_allowed_exits_1(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["odds", "--attack", "0", "--defense", "2"])
    assert result.exit_code == 1
    assert "not allowed" in result.output
    assert "Action Phase > Attacking > Attack" in result.output
    data = json.loads(runner.invoke(livestock_group, ["odds", "--attack", "0", "--defense",
                                                      "2", "--json"]).stdout)
    assert data["allowed"] is False and data["rule"]["value"] == 1


def test_odds_bad_input_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["odds", "--attack", "-1", "--defense", "2"])
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    result = runner.invoke(livestock_group, ["odds", "--attack", "3"])
    assert result.exit_code == 2 and "--defense" in result.output


def test_cost(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["cost", "2x Sheep", "Dynamite Donkey"])
    assert result.exit_code == 0
    assert result.output.startswith("5 Grass, 2 Hay  (7 tokens)")
    data = json.loads(runner.invoke(livestock_group, ["cost", "Berzerker Horse",
                                                      "Corporal Claw", "--json"]).stdout)
    assert data["total"] == {"Corn": 2, "Carrot": 3} and data["tokens"] == 5
    assert data["units"][1]["citation"] == "Livestock Uprising, Marshaling Phase > Special Forces"


def test_cost_with_resources(runner: CliRunner) -> None:
    ok = runner.invoke(livestock_group, ["cost", "Sheep", "--have", "Grass=2", "--json"])
    assert ok.exit_code == 0 and json.loads(ok.stdout)["affordable"] is True
    short = runner.invoke(livestock_group, ["cost", "Dynamite Donkey", "--have", "1 Grass"])
    assert short.exit_code == 1 and "short of 2 Hay" in short.output
    data = json.loads(runner.invoke(livestock_group, ["cost", "Dynamite Donkey", "--have",
                                                      "1 Grass", "--json"]).stdout)
    assert data["affordable"] is False and data["missing"] == {"Hay": 2}


def test_cost_unknown_unit_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["cost", "Dynamite Donkee"])
    assert result.exit_code == 2
    assert "unknown unit 'Dynamite Donkee'" in result.output and "Dynamite Donkey" in result.output
    result = runner.invoke(livestock_group, ["cost", "Dynamite Donkee", "--json"])
    assert result.exit_code == 2
    assert json.loads(result.stdout)["exit_code"] == 2


def test_army_legal(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["army", "--faction", "chickens", "--general",
                                             "Clucky: 5x Sheep", "--general", "Corporal Claw"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("army: legal (Chickens)")


def test_army_over_the_limit_exits_1_with_rule(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["army", "--general", "Clucky: 3x Sheep, "
                                             "2x Dynamite Donkey, Ornery Oxen"])
    assert result.exit_code == 1
    assert "LU001 at Clucky: 6 units; at most 5" in result.output
    assert "Livestock Uprising, Marshaling Phase > Maximum Units" in result.output
    data = json.loads(runner.invoke(livestock_group, ["army", "--general", "6x Sheep",
                                                      "--json"]).stdout)
    assert data["legal"] is False
    assert data["violations"][0]["code"] == "LU001"
    assert data["violations"][0]["rule"]["limit"] == 5
    assert data["violations"][0]["rule"]["citation"].endswith("Maximum Units")


def test_army_file(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "army.yaml"
    path.write_text("faction: Cows\ngenerals:\n  - units: [Private Chugger]\n", encoding="utf-8")
    result = runner.invoke(livestock_group, ["army", str(path), "--json"])
    assert result.exit_code == 1
    assert [v["code"] for v in json.loads(result.stdout)["violations"]] == ["LU003"]
    bad = tmp_path / "bad.yaml"
    bad.write_text("generals: [{units: [Sheep], extra: 1}]\n", encoding="utf-8")
    result = runner.invoke(livestock_group, ["army", str(bad)])
    assert result.exit_code == 2 and "unknown key" in result.output


def test_army_needs_input(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["army"])
    assert result.exit_code == 2 and "--general" in result.output


def test_board(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["board", "3"])
    assert result.exit_code == 0 and "start 3x3, final 7x7 (49 tiles)" in result.output
    data = json.loads(runner.invoke(livestock_group, ["board", "4", "--json"]).stdout)
    assert data["final"] == "8x8" and data["tiles"] == 64
    assert runner.invoke(livestock_group, ["board", "5"]).exit_code == 2


def test_readings(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["readings", "--json"])
    assert result.exit_code == 0
    ids = [r["id"] for r in json.loads(result.stdout)["readings"]]
    assert "super_army_auto_clash" in ids and len(ids) == len(set(ids))
    text = runner.invoke(livestock_group, ["readings"]).output
    assert "super_army_auto_clash: Both Super Armies roll an automatic result" in text


def test_the_alias_group_runs_commands(runner: CliRunner) -> None:
    for name in ("livestock", "livestock_uprising", "Livestock-Uprising"):
        result = runner.invoke(cli, [name, "board", "2"])
        assert result.exit_code == 0, (name, result.output)


def test_verify_reports_the_facts_the_book_never_gives(runner: CliRunner) -> None:
    # the copies of each troop card are never printed: the deck shows them, so the model's
    # lack of them is a gap in the model, listed apart from the findings (the harvest icons
    # and tile backs the text leaves out are printed on the cards, so they are no finding)
    result = runner.invoke(cli, ["verify", "--game", "livestock", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["passed"] is True and data["counts"]["inconclusive"] == 0
    assert data["counts"]["stale"] == 0
    assert {g["id"] for g in data["model_gaps"]} == {"livestock.components.troop_cards.copies"}
    assert data["counts"]["model_gaps"] == 1
    assert "livestock.components.troop_cards.copies" not in {f["id"] for f in data["findings"]}
    assert not {f["id"] for f in data["findings"]} & {
        "livestock.economy.apple", "livestock.components.board_tiles.backs"}
    readings = {r["id"]: r for r in data["readings"]}
    assert readings["super_army_auto_clash"]["kind"] == "silent"
    assert readings["super_army_auto_clash"]["file"].endswith("readings.yaml")
    assert not set(readings) & {f["id"].split(".")[-1] for f in data["findings"]}
    text = runner.invoke(cli, ["verify", "--game", "livestock"])
    assert text.exit_code == 0
    assert text.output.splitlines()[-1].endswith(
        "12 findings (12 acknowledged, 0 new), 26 readings, 0 stale errata entries - PASSED")
    assert "gaps in the model (for its maintainers; not faults of the book)\ngap " \
        "livestock.components.troop_cards.copies" in text.output


def test_bad_input_answers_in_json(runner: CliRunner) -> None:
    assert_json_bad_input(runner, ["livestock", "board", "99", "--json"])
