"""``show`` over Hobgoblin's objects: the details hook's facts and effects, checked against
the book by hand."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.show import show
from rulesref.errors import UnknownNameError


def test_a_keyword_with_its_cost_and_effect_in_words() -> None:
    # Devastating Charge: a Strength costing 50 (p. 28); -1 to close combat target numbers,
    # minimum 2, after a 6" advance, until the round ends (p. 65).
    (item,) = show("devastating charge").shown
    facts = dict(item.details.facts)
    assert facts["Traits"] == "Strength" and facts["Cost"] == "Devastating Charge: 50"
    (effect,) = item.effects
    assert effect.does == "target number -1 for its own close combat attacks (minimum 2)"
    assert effect.lasts == "until the round ends"
    assert "advanced 6\" or more this round" in effect.condition
    assert effect.cite.page == 65


def test_a_unit_type_with_its_statistics() -> None:
    # p. 10: Heavy Cavalry 12 - 10 10 Devastating Charge Wide x2 450
    (item,) = show("Heavy Cavalry", "hobgoblin").shown
    assert dict(item.details.facts) == {
        "Speed": "12", "Range": "-", "Strikes": "10", "Courage": "10",
        "Keywords": "Devastating Charge", "Footprint": "Wide",
        "Keyword cost multiplier": "x2", "Points": "450"}


def test_a_card_with_its_value_of_one() -> None:
    # Enchanted Shield, Fortune card 10 (p. 29): one hit is cancelled.
    (item,) = show("Enchanted Shield").shown
    assert dict(item.details.facts)["Number"] == "10"
    (effect,) = item.effects
    assert effect.does == "attacks against it: 1 of the hits cancelled"
    assert effect.lasts == "for that attack"


def test_a_name_of_two_kinds_shows_both() -> None:
    # Cover is a keyword (p. 65) and the rule on when a target has it (p. 27).
    found = show("Cover", "hobgoblin").shown
    assert {(s.object.kind.value, s.object.citation.page) for s in found} == {
        ("keyword", 65), ("rule", 27)}


def test_a_phase_with_its_steps() -> None:
    # Battle round, p. 18: the Combat Phase is the fifth of six; its steps on p. 25.
    item = next(s for s in show("Combat Phase").shown if s.object.kind.value == "phase")
    assert dict(item.details.facts)["Order"] == "5 of 6"
    assert [p[0] for p in item.details.parts] == [
        "Assign Attack Dice", "Roll Attack Dice", "Place Doom"]


def test_an_army_rule_by_its_code() -> None:
    (item,) = show("hg010").shown
    assert item.object.name == "Horde for infantry" and item.object.citation.page == 66


def test_a_reserved_keyword_says_so() -> None:
    (item,) = show("Wild", "hobgoblin").shown
    assert dict(item.details.facts)["Cost"].startswith("Reserved")


def test_a_spell_with_its_range_and_cost() -> None:
    # p. 33: Scuttle is a Cantrip costing 2 Mercury with a 12" range, cast on a friendly
    # unit, which then disregards Distracted for the rest of that round.
    (item,) = show("Scuttle", "hobgoblin").shown
    facts = dict(item.details.facts)
    assert (facts["Class"], facts["Mercury"], facts["Range"], facts["Target"]) == (
        "Cantrip", "2", '12"', "target friendly unit")
    (effect,) = item.effects
    assert effect.does == "ignores Distracted" and effect.lasts == "until the round ends"


def test_unknown_name_suggests_across_kinds() -> None:
    with pytest.raises(UnknownNameError) as info:
        show("Devestating Charge")
    assert "Devastating Charge" in info.value.suggestions


def test_show_command(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["show", "Devastating Charge"])
    assert result.exit_code == 0
    assert result.output.startswith("Devastating Charge  (keyword, hobgoblin)")
    assert "target number -1 for its own close combat attacks (minimum 2)" in result.output
    data = json.loads(runner.invoke(cli, ["show", "Cover", "--json"]).output)
    assert [r["kind"] for r in data["results"]] == ["keyword", "rule"]
    result = runner.invoke(cli, ["show", "Devestating Charge"])
    assert result.exit_code == 2 and "did you mean 'Devastating Charge'" in result.output


def test_a_table_result_with_its_roll_and_effect() -> None:
    # Twists Table, p. 45: 63 Torches Burning Low, the battle lasts 4 rounds.
    (item,) = show("Torches Burning Low").shown
    assert item.object.kind.value == "table-result" and item.object.citation.page == 45
    facts = dict(item.details.facts)
    assert (facts["Table"], facts["Roll"]) == ("Twists Table", "63 on D66")
    (effect,) = item.effects
    assert effect.does == "the game lasts 4 rounds"


def test_show_reads_the_effects_themselves() -> None:
    # Mutation: Enchanted Shield (p. 29) protects the one unit about to suffer hits; planted
    # to protect every unit, the words show must say so.
    from rulesref.core.effects import Scope
    from rulesref.core.search import installed_index
    from rulesref.core.show import shown
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.details import details
    from tests.verify.mutate import replace_where, with_field

    rules = hobgoblin.load()
    obj = next(o for o in installed_index().objects if o.name == "Enchanted Shield")
    before = shown(obj, details, rules).effects[0]
    planted = with_field(rules, fortune=with_field(rules.fortune, cards=replace_where(
        rules.fortune.cards, lambda c: c.name == "Enchanted Shield",
        lambda c: with_field(c, effects=(with_field(c.effects[0], scope=Scope.ALL_UNITS),)))))
    after = shown(obj, details, planted).effects[0]
    assert (before.whom, after.whom) == ("the target", "every unit")
    assert before.text != after.text


def test_a_scenario_with_its_set_up_roles_scoring_and_end() -> None:
    # Altars of Grief (p. 40): three Objective Markers on the centreline, placed after table
    # sides (the book does not say by whom); at the end of each round 1VP per marker for the
    # player with more units within 12"; most VP wins, tie-break on Doom near an altar.
    shown = show("Altars of Grief", "hobgoblin").shown
    (item,) = [s for s in shown if s.object.kind.value == "rule"]
    facts = dict(item.details.facts)
    assert facts["Deployment"] == "standard"
    assert facts["Winner"].startswith("most vp; tie-break: most Doom")
    markers, each_round, tie = item.details.parts
    assert markers[0] == "3 x Objective Marker" and "placed by not said" in markers[1]
    assert each_round[0] == "Scores 1 VP" and each_round[1].endswith("at the end of each round")
    assert tie[1].endswith("at the game's end")
    assert item.object.citation.page == 40


def test_a_play_variant_with_the_steps_it_changes() -> None:
    # Solo Play (pp. 50-51): He holds the First Player token from the start (p. 51).
    (item,) = show("Solo Play", "hobgoblin").shown
    assert dict(item.details.facts)["Players"].startswith("one")
    changed = {name: cite.page for name, _, cite in item.details.parts if cite is not None}
    assert changed["replace Determine First Player (by He holds the First Player token)"] == 51
    assert changed["change Deployment"] == 50


def test_a_terrain_example_with_its_keywords() -> None:
    # Terrain Examples (p. 27): Mushroom Forest is Rough, Obscuring and Perilous.
    (item,) = show("Mushroom Forest", "hobgoblin").shown
    assert dict(item.details.facts) == {"Terrain keywords": "Rough, Obscuring, Perilous"}
    assert item.object.citation.page == 27


def test_show_command_prints_a_reading_apart(runner: CliRunner) -> None:
    """Cunning Ruse (p. 34) follows a recorded reading of "any three"; the command says so
    on a line of its own, with the other reading."""
    result = runner.invoke(cli, ["show", "Cunning Ruse"])
    assert result.exit_code == 0
    assert "  Reading cunning-ruse-any-three (ambiguous): " in result.output
    assert "    other reading: Up to three" in result.output
