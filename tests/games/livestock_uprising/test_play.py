"""The names players use for units, ``army`` readings in text, ``turn``, ``super-army`` and the
dice and token readings, against answers worked out by hand from the book.

Costs (Marshaling Phase > Troops): Sheep 2 Grass; Donkey 1 Grass + 2 Hay; Llama 1 Hay + 2 Corn;
Horse 1 Corn + 2 Carrot; Oxen 1 Carrot + 2 Apple. So a Donkey, two Llamas and an Ox cost
1 Grass, 2 + 2 = 4 Hay, 4 Corn, 1 Carrot and 2 Apple: 12 tokens.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesref.errors import UnknownNameError
from rulesref.games.livestock_uprising.cli import livestock_group
from rulesref.games.livestock_uprising.lookups import find_unit, marshal_cost, number_forms
from rulesref.games.livestock_uprising.model import LivestockUprising


@pytest.fixture(scope="module")
def rules() -> LivestockUprising:
    from rulesref.games import livestock_uprising

    return livestock_uprising.load()


@pytest.mark.parametrize(("spelling", "name"), [
    ("Donkey", "Dynamite Donkey"), ("donkeys", "Dynamite Donkey"),
    ("LLAMA", "Bloodthirsty Llama"), ("llamas", "Bloodthirsty Llama"),
    ("Oxen", "Ornery Oxen"), ("ox", "Ornery Oxen"), ("Horse", "Berzerker Horse"),
    ("horses", "Berzerker Horse"), ("sheep", "Sacrificial Sheep"),
    ("Sheep Troop", "Sacrificial Sheep"), ("dynamite donkeys", "Dynamite Donkey"),
    ("Chugger", "Private Chugger"),
])
def test_player_names(rules: LivestockUprising, spelling: str, name: str) -> None:
    assert find_unit(rules, spelling).name == name


def test_number_forms() -> None:
    assert number_forms("Donkey") == ("Donkey", "Donkeys")
    assert number_forms("Oxen") == ("Oxen", "Ox")
    assert "Horse" in number_forms("Horses")


def test_unknown_unit_suggests_full_name(rules: LivestockUprising) -> None:
    with pytest.raises(UnknownNameError) as err:
        find_unit(rules, "Donky")
    assert "Dynamite Donkey" in str(err.value)


def test_cost_by_short_names(rules: LivestockUprising) -> None:
    bill = marshal_cost(rules, ["Donkey", "Llama", "llamas", "Ox"])
    assert {a.resource: a.amount for a in bill.totals} == {
        "Grass": 1, "Hay": 4, "Corn": 4, "Carrot": 1, "Apple": 2}
    assert bill.tokens == 12


def test_cost_command_short_names(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["cost", "Donkey", "2x Llamas", "oxen"])
    assert result.exit_code == 0
    assert result.output.startswith("1 Grass, 4 Hay, 4 Corn, 1 Carrot, 2 Apple  (12 tokens)")
    bad = runner.invoke(livestock_group, ["cost", "Lama"])
    assert bad.exit_code == 2 and "did you mean 'Bloodthirsty Llama'" in bad.output


def test_army_text_marks_readings(runner: CliRunner) -> None:
    args = ["army", "--super-army", "--general", "A: 5x Sheep", "--general", "B: 5x Donkey",
            "--general", "C: 5x Llama, Horse"]
    result = runner.invoke(livestock_group, args)
    assert result.exit_code == 1
    assert "error LU006 at Super Army: 16 units; at most 15" in result.output
    assert "rests on our reading super_army_unit_limit" in result.output
    legal = runner.invoke(livestock_group, ["army", "--super-army", "--general", "A: Sheep"])
    assert legal.exit_code == 0
    assert "checked LU006 (Super Army size) under our reading super_army_unit_limit" \
        in legal.output
    data = json.loads(runner.invoke(livestock_group, [*args, "--json"]).stdout)
    assert data["readings"][0]["rule"] == "LU006"
    plain = runner.invoke(livestock_group, ["army", "--general", "A: Sheep"])
    assert plain.exit_code == 0 and "reading" not in plain.output


def test_turn(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["turn"])
    assert result.exit_code == 0
    assert "1. Action Phase" in result.output and "4. Transfering Units" in result.output
    assert "Super Army: skips the Harvest Phase" in result.output
    data = json.loads(runner.invoke(livestock_group, ["turn", "--json"]).stdout)
    assert [p["name"] for p in data["phases"]] == [
        "Action Phase", "Harvest Phase", "Marshalling Phase", "Transfering Units"]
    assert data["readings"][0]["id"] == "turn_transfer_step"


def test_super_army_checklist(runner: CliRunner) -> None:
    result = runner.invoke(livestock_group, ["super-army"])
    assert result.exit_code == 0
    assert "[ ] 1. Gather in Barn" in result.output and "[ ] 8. Draw Command Card" in result.output
    data = json.loads(runner.invoke(livestock_group, ["super-army", "--json"]).stdout)
    assert data["ready"] is None and data["dice"] == 2 and data["casualties"] == 2
    assert data["movement"] == 2 and data["size_limit"]["limit"] == 15
    not_yet = runner.invoke(livestock_group, ["super-army", "--outside", "1", "--json"])
    assert not_yet.exit_code == 1 and json.loads(not_yet.stdout)["ready"] is False
    ready = runner.invoke(livestock_group, ["super-army", "--outside", "0", "--units", "15"])
    assert ready.exit_code == 0 and ready.output.startswith("ready to form a Super Army")
    big = runner.invoke(livestock_group, ["super-army", "--outside", "0", "--units", "16"])
    assert big.exit_code == 1 and "16 units; at most 15" in big.output


def test_dice_and_tokens_are_readings(rules: LivestockUprising, runner: CliRunner) -> None:
    ids = {r.id for r in rules.readings}
    assert {"six_sided_dice", "resource_token_split"} <= ids
    assert rules.battle.die_faces.value == 6
    assert rules.battle.die_faces.reading == "six_sided_dice"
    odds = runner.invoke(livestock_group, ["odds", "--attack", "3", "--defense", "4"])
    assert "depends on readings: six_sided_dice" in odds.output
    no_roll = json.loads(runner.invoke(livestock_group, ["odds", "--attack", "3",
                                                         "--defense", "0", "--json"]).stdout)
    assert no_roll["readings"] == []  # No Defense: no die is rolled
