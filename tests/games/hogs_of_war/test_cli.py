"""``rulesref hogs``: exit codes, text and JSON, invoking the group directly."""

from __future__ import annotations

import json

import click
import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.registry import find_ruleset
from rulesref.games.hogs_of_war.cli import hogs_group


def test_group_is_exported() -> None:
    assert find_ruleset("hogs_of_war").load_commands() is hogs_group
    for spelling in ["hogs", "hogs-of-war", "hogs_of_war", "Hogs_Of_War"]:
        assert cli.get_command(click.Context(cli), spelling) is hogs_group, spelling
    assert hogs_group.name == "hogs_of_war"
    assert set(hogs_group.commands) == {"range", "can", "hand-size", "in-range", "card",
                                          "token", "turn", "readings"}


def test_range_text(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["range", "2", "4"])
    assert result.exit_code == 0
    assert result.output.startswith("Range 3  friendly lane 2 -> enemy lane 4")
    assert "Range" in result.output


def test_range_opposing(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["range", "5", "5"])
    assert result.exit_code == 0
    assert "Range 1" in result.output and "the opposing Hog" in result.output


def test_range_json(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["range", "1", "5", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["range"] == 5 and isinstance(data["range"], int)
    assert data["opposing"] is False and data["side"] == "enemy" and data["lanes"] == 5
    assert data["citation"] == "Hogs of War: The Card Game, Range"
    assert data["readings"] == []


def test_range_same_side_shows_reading(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["range", "1", "3", "--same-side", "--json"])
    data = json.loads(result.output)
    assert data["range"] == 2
    assert [r["id"] for r in data["readings"]] == ["same-side-range"]
    text = runner.invoke(hogs_group, ["range", "1", "3", "--same-side"]).output
    assert "our reading (same-side-range" in text


def test_range_bad_lane_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["range", "6", "1"])
    assert result.exit_code == 2
    assert "there is no lane 6: each row has lanes 1 to 5" in result.output
    assert "Traceback" not in result.output
    as_json = runner.invoke(hogs_group, ["range", "6", "1", "--json"])
    assert as_json.exit_code == 2
    first = as_json.output.splitlines()[0]
    assert json.loads(first) == {"error": "there is no lane 6: each row has lanes 1 to 5 "
                                          "(Setup)", "exit_code": 2}


def test_range_not_a_number(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["range", "left", "1"])
    assert result.exit_code == 2
    assert "is not a valid integer" in result.output


def test_can_legal_exits_0(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["can", "remove-stun", "--stunned"])
    assert result.exit_code == 0
    assert result.output.startswith("legal: Remove Stun")


def test_can_not_legal_exits_1_with_rule_and_citation(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["can", "move", "--stunned"])
    assert result.exit_code == 1
    assert result.output.startswith("not legal: Move")
    assert "stunned: A stunned Hog may only remove its Stun token" in result.output
    assert "Remove Stun" in result.output


def test_can_reports_every_broken_rule(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["can", "hide", "--hidden", "--stunned", "--exhausted",
                                        "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["legal"] is False and data["id"] == "hide"
    assert [b["condition"] for b in data["blockers"]] == ["exhausted", "stunned", "hidden"]
    assert data["blockers"][2]["citation"] == "Hogs of War: The Card Game, Hide"
    assert "hidden-token-timing" in {r["id"] for r in data["readings"]}


def test_can_json_legal(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["can", "Placing a Deployable", "--lane-deployables",
                                        "1", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["legal"] is True and data["blockers"] == []
    assert data["state"]["lane_deployables"] == 1


def test_can_full_lane(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["can", "place-deployable", "--lane-deployables", "2"])
    assert result.exit_code == 1
    assert "lane-has-room" in result.output and "two Deployables" in result.output


def test_can_extra_action(runner: CliRunner) -> None:
    assert runner.invoke(hogs_group, ["can", "hide", "--exhausted"]).exit_code == 1
    result = runner.invoke(hogs_group, ["can", "hide", "--exhausted", "--extra-action"])
    assert result.exit_code == 0
    assert "extra-action-eligibility" in result.output


def test_can_unknown_action_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["can", "hyde"])
    assert result.exit_code == 2
    assert "unknown action 'hyde'" in result.output and "'hide'" in result.output
    as_json = runner.invoke(hogs_group, ["can", "hyde", "--json"])
    assert as_json.exit_code == 2
    assert json.loads(as_json.output.splitlines()[0])["exit_code"] == 2


def test_can_negative_deployables_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["can", "place-deployable", "--lane-deployables", "-1"])
    assert result.exit_code == 2


def test_hand_size(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["hand-size", "1", "first"])
    assert result.exit_code == 0
    assert result.output.startswith("5 cards  round 1, first seat")
    data = json.loads(runner.invoke(hogs_group, ["hand-size", "1", "second", "--json"]).output)
    assert data["hand_size"] == 6 and data["citation"].endswith("Setup")
    later = json.loads(runner.invoke(hogs_group, ["hand-size", "4", "FIRST", "--json"]).output)
    assert later["hand_size"] == 6 and later["seat"] == "first"
    assert later["citation"].endswith("End of the Round")


def test_hand_size_four_player_reading(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["hand-size", "1", "second", "--four-player"])
    assert result.exit_code == 0
    assert "four-player-hands" in result.output


def test_hand_size_bad_input_exits_2(runner: CliRunner) -> None:
    assert runner.invoke(hogs_group, ["hand-size", "0", "first"]).exit_code == 2
    result = runner.invoke(hogs_group, ["hand-size", "1", "third"])
    assert result.exit_code == 2
    assert "'third' is not one of 'first', 'second'" in result.output


@pytest.mark.parametrize("spelling", ["hogs", "hogs-of-war", "Hogs_Of_War"])
def test_the_verify_game_name_has_the_same_aliases(runner: CliRunner, spelling: str) -> None:
    result = runner.invoke(cli, ["verify", "--game", spelling, "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["game"] == "hogs_of_war"


def test_the_alias_group_runs_commands(runner: CliRunner) -> None:
    for name in ("hogs", "hogs_of_war", "hogs-of-war"):
        result = runner.invoke(cli, [name, "hand-size", "1", "first"])
        assert result.exit_code == 0 and result.output.startswith("5 cards"), name
