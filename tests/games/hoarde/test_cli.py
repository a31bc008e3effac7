"""The ``hoarde`` command group through click's runner: exit codes, text and JSON."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.registry import find_ruleset
from rulesref.games.hoarde.cli import hoarde_group
from rulesref_verify.findings import Verdict
from tests.cli.test_json_everywhere import assert_json_bad_input
from tests.games.hoarde.helpers import data_with


def test_commands_export_the_group() -> None:
    assert find_ruleset("hoarde").load_commands() is hoarde_group
    for spelling in ["hoarde", "HOARDE"]:
        assert cli.get_command(click.Context(cli), spelling) is hoarde_group, spelling
    assert set(hoarde_group.commands) == {"deal-odds", "check-odds", "turn", "readings",
                                          "is-set", "next-draw"}


def test_deal_odds_default_is_three_cards_from_the_base_deck(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["deal-odds"])
    assert result.exit_code == 0
    assert result.output.startswith("base DECK (48 cards), hand of 3: 17,296 possible hands")
    assert "any set         9/1081" in result.output
    assert "COLOUR          3/1081" in result.output
    assert "odds-imply-composition" in result.output


def test_deal_odds_json(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["deal-odds", "--deck", "ENCHANTED", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["deck"] == "enchanted DECK" and data["hands"] == 17296
    assert data["any_set"]["exact"] is True
    assert data["any_set"]["probability"]["fraction"] == "169/17296"
    by_attr = {s["attribute"]: s for s in data["sets"]}
    assert by_attr["CURSED"]["probability"]["fraction"] == "5/4324"
    assert by_attr["CHARACTER"]["winning_hands"] == 5
    assert data["citation"] == "HOARDE, Card Odds"


def test_deal_odds_bigger_hand_gives_bounds(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["deal-odds", "--hand", "4"])
    assert result.exit_code == 0
    assert "between 169/5405 and 177/5405" in result.output
    assert "least 6,084 hands, 169/5405 (exact: a witness deck has exactly this many)" \
        in result.output
    data = json.loads(runner.invoke(hoarde_group, ["deal-odds", "--hand", "4", "--json"]).stdout)
    assert data["any_set"]["exact"] is False and data["any_set"]["probability"] is None


@pytest.mark.parametrize("args", [
    ["deal-odds", "--hand", "49"],
    ["deal-odds", "--hand", "-1"],
    ["deal-odds", "--hand", "5"],
    ["deal-odds", "--deck", "golden"],
])
def test_deal_odds_bad_input_exits_2(runner: CliRunner, args: list[str]) -> None:
    result = runner.invoke(hoarde_group, args)
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert "Error" in result.output


def test_deal_odds_bad_hand_json(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["deal-odds", "--hand", "49", "--json"])
    assert result.exit_code == 2
    data = json.loads(result.stdout)
    assert data == {"error": "a hand of 49 cards cannot be dealt from the base DECK (48 cards)",
                    "exit_code": 2}


def test_check_odds_confirms_the_shipped_statements(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["check-odds"])
    assert result.exit_code == 0
    assert "Card Odds statements: consistent (confirmed)" in result.output
    assert "enchanted DECK: 48 cards;" in result.output and "CHARACTER 5 x 3" in result.output
    assert "Recorded deck composition: confirmed" in result.output


def test_check_odds_json(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["check-odds", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["consistent"] == "confirmed" and data["composition"] == "confirmed"
    assert data["readings"]["likelihood-basis"] == "per-set"
    assert [s["cards"] for s in data["implied"]] == [48, 48]
    assert "Card Odds: 144 winning hand combinations in the base DECK" in data["constraints"]


def test_check_odds_other_reading_refutes(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["check-odds", "--reading", "likelihood-basis=per-kind"])
    assert result.exit_code == 1
    assert "inconsistent (refuted)" in result.output
    assert "- Card Odds: CURSED sets are more likely than any other set" in result.output


def test_check_odds_inconsistent_fixture_exits_1(runner: CliRunner, tmp_path: Path) -> None:
    data = data_with(tmp_path, "odds_inconsistent.yaml")
    result = runner.invoke(hoarde_group, ["check-odds", "--data", str(data), "--json"])
    assert result.exit_code == 1
    out = json.loads(result.stdout)
    assert out["consistent"] == "refuted" and out["composition"] is None
    assert "Card Odds: 145 winning hand combinations in the base DECK" in out["conflict"]


def test_check_odds_wrong_composition_exits_1(runner: CliRunner, tmp_path: Path) -> None:
    data = data_with(tmp_path, "decks_wrong_composition.yaml")
    result = runner.invoke(hoarde_group, ["check-odds", "--data", str(data)])
    assert result.exit_code == 1
    assert "Recorded deck composition: refuted" in result.output


def test_check_odds_unknown_exits_3(runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesref.games.hoarde.checks import odds_model

    monkeypatch.setattr(odds_model, "satisfiable", lambda solver: Verdict.UNKNOWN)
    result = runner.invoke(hoarde_group, ["check-odds"])
    assert result.exit_code == 3
    assert "undecided (unknown)" in result.output


@pytest.mark.parametrize(("arg", "message"), [
    ("likelihood", "expected ID=CHOICE"),
    ("likelihood-basis=per-deck", "no such choice"),
])
def test_check_odds_bad_reading_exits_2(runner: CliRunner, arg: str, message: str) -> None:
    result = runner.invoke(hoarde_group, ["check-odds", "--reading", arg])
    assert result.exit_code == 2
    assert message in result.output


def test_check_odds_bad_data_exits_2(runner: CliRunner, tmp_path: Path) -> None:
    data = data_with(tmp_path, "decks_unknown_key_invalid.yaml")
    result = runner.invoke(hoarde_group, ["check-odds", "--data", str(data)])
    assert result.exit_code == 2
    assert "decks.yaml:" in result.output and "copeis: unknown key" in result.output
    assert "Traceback" not in result.output


def test_turn(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["turn"])
    assert result.exit_code == 0
    assert "On Your Turn  [HOARDE, On Your Turn]" in result.output
    assert "1. Pick up a card:" in result.output
    data = json.loads(runner.invoke(hoarde_group, ["turn", "--json"]).stdout)
    steps = data["turn"]["steps"]
    assert [s["name"] for s in steps] == ["1. Pick up a card", "2. Place a card",
                                          "3. End of turn"]
    assert steps[0]["grants"] == ["picked up this turn"]
    assert data["reshuffle"]["steps"][0]["produces"] == ["deck"]
    assert data["end_conditions"][0]["at"] == "3. End of turn"


def test_readings(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["readings"])
    assert result.exit_code == 0
    assert "both-piles-empty (silent, On Your Turn)" in result.output
    data = json.loads(runner.invoke(hoarde_group, ["readings", "--json"]).stdout)
    ids = [r["id"] for r in data["readings"]]
    assert "reshuffle-timing" in ids and "no-double-match" in ids and len(ids) == 16


def test_bad_input_answers_in_json(runner: CliRunner) -> None:
    assert_json_bad_input(runner, ["hoarde", "deal-odds", "--hand", "100", "--json"])
