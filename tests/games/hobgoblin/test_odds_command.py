"""The ``odds`` command through click's runner: exit codes, text, plot and JSON fields."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesref.games.hobgoblin.answers.odds import FORCE_OF_WILL_MODES
from rulesref.games.hobgoblin.cli.odds import COMMANDS, odds_command
from rulesref.games.hobgoblin.odds import ForceOfWill


def test_exposes_the_command() -> None:
    assert (odds_command,) == COMMANDS
    assert odds_command.name == "odds"
    assert tuple(m.value for m in ForceOfWill) == FORCE_OF_WILL_MODES


def test_text_report(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Light Infantry", "Light Infantry"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == ("Light Infantry attacking Light Infantry (close combat): "
                        "10 dice hitting on 4+")
    # Binomial(10, 1/2): mean 5, P(5) = 252/1024 = 24.6%, P(at least 10) = 1/1024 = 0.1%.
    assert "mean 5.00" in lines[1] and "breaks at 10" in lines[1]
    assert any(line.split() == ["5", "24.6%", "62.3%"] for line in lines)
    assert any(line.split() == ["10", "0.1%", "0.1%"] for line in lines)
    assert "Rules applied:" in result.output
    assert "Natural 6 always hits" in result.output


def test_json_fields(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Light Infantry", "Monster", "--dice", "1",
                                          "--with", "Critical Hits", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["target_number"] == 6 and data["dice"] == 1
    assert data["distribution"] == pytest.approx([5 / 6, 0, 1 / 6])
    assert data["mean"] == pytest.approx(2 / 6)
    assert data["at_least"] == pytest.approx([1, 1 / 6, 1 / 6])
    assert data["broken_probability"] == 0
    assert data["attacker"] is None
    assert data["attack"] == {"attacker": "Light Infantry", "defender": "Monster",
                              "kind": "close_combat"}
    assert {"name": "Critical Hits", "side": "attacker", "effect": "1 extra hit for each 6",
            "citation": "Hobgoblin (early access v2), p. 65, Index of Keywords"} in data["rules"]


def test_json_attacker_doom(runner: CliRunner) -> None:
    # One die, Self-Destructive, against Merciless: 2 Doom on a 1 (1/6).
    result = runner.invoke(odds_command, ["Light Infantry", "Light Infantry", "--dice", "1",
                                          "--with", "Self-Destructive", "--defender-with",
                                          "Merciless", "--attacker-doom", "9", "--json"])
    data = json.loads(result.output)
    attacker = data["attacker"]
    assert set(attacker) >= {"mean", "distribution", "at_least", "broken_probability"}
    assert attacker["distribution"] == pytest.approx([5 / 6, 0, 1 / 6])
    assert attacker["current_doom"] == 9
    assert attacker["broken_probability"] == pytest.approx(1 / 6)


def test_shooting_cap_and_options(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Ranged Infantry", "Light Infantry", "--shooting",
                                          "--defender-doom", "4", "--force-of-will", "1",
                                          "--force-of-will-mode", "all-at-once", "--json"])
    data = json.loads(result.output)
    # 5 dice at 6+, one re-roll: no hit at all is (5/6)^5 * 5/6.
    assert data["distribution"] == pytest.approx([(5 / 6) ** 6, 1 - (5 / 6) ** 6])
    assert data["force_of_will"] == {"rerolls": 1, "mode": "all-at-once"}
    assert data["hits"]["distribution"][0] == pytest.approx((5 / 6) ** 6)


def test_stubborn_engaged_enemies(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Light Infantry", "Light Infantry", "--defender-with",
                                          "Stubborn", "--engaged-enemies", "3", "--json"])
    assert json.loads(result.output)["courage"] == 13


def test_plot(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Monster", "Light Infantry", "--dice", "2", "--plot"])
    assert result.exit_code == 0
    # 2 dice at 2+: 25/36 is the tallest bar (40 marks); 10/36 gets 16.
    rows = {line.split()[0]: line for line in result.output.splitlines() if "|" in line}
    assert rows["2"].endswith("|" + "#" * 40)
    assert rows["1"].endswith("|" + "#" * 16)


def test_plot_and_json_together_exit_2(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Monster", "Light Infantry", "--plot", "--json"])
    assert result.exit_code == 2
    assert "--plot" in result.output


def test_unknown_unit_type_exits_2_with_suggestion(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Light Infantery", "Monster"])
    assert result.exit_code == 2
    assert "unknown unit type 'Light Infantery'" in result.output
    assert "'Light Infantry'" in result.output
    assert "Traceback" not in result.output


def test_unknown_keyword_json_error(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Monster", "Light Infantry", "--with", "Brutl",
                                          "--json"])
    assert result.exit_code == 2
    first = json.loads(result.output.splitlines()[0])
    assert first["exit_code"] == 2 and "'Brutal'" in first["error"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["Light Infantry", "Monster", "--shooting"], "no Range"),
        (["Light Infantry", "Monster", "--with", "Vial of Mercury"], "does not change an attack"),
        (["Light Infantry", "Monster", "--with", "Tattered Banner"], "belongs to the defender"),
        (["Light Infantry", "Monster", "--defender-with", "Tough"], "needs a value"),
        (["Light Infantry", "Monster", "--dice", "-1"], "-1"),
        (["Light Infantry", "Monster", "--force-of-will-mode", "later"], "later"),
    ],
)
def test_bad_input_exits_2(runner: CliRunner, args: list[str], message: str) -> None:
    result = runner.invoke(odds_command, args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_fortune_cards_accepted(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Monster", "Light Infantry", "--dice", "2",
                                          "--defender-with", "Tattered Banner",
                                          "--defender-with", "Enchanted Shield"])
    assert result.exit_code == 0
    assert "Tattered Banner (defender): hits halved" in result.output
    assert "mean 0.00" in result.output


def test_conditional_keyword_note(runner: CliRunner) -> None:
    result = runner.invoke(odds_command, ["Heavy Cavalry", "Light Infantry"])
    assert "hitting on 3+" in result.output
    assert "Note: Devastating Charge (attacker) not applied" in result.output
    charged = runner.invoke(odds_command, ["Heavy Cavalry", "Light Infantry", "--with",
                                           "Devastating Charge"])
    assert "hitting on 2+" in charged.output
