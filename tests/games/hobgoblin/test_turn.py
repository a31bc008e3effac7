"""Hobgoblin's ``turn``: the round's phases and steps in the book's order (p. 18), with the
rules that apply at each, checked by hand against the book."""

from __future__ import annotations

import json

from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.commands import Verdict
from rulesref.games.hobgoblin.answers.turn import turn


def test_the_round_in_the_books_order() -> None:
    found = turn()
    assert found.verdict is Verdict.OK
    # p. 18, Battle Round Structure: six phases in this order
    assert [p.name for p in found.round] == [
        "Initiative Phase", "Magic Phase", "Shooting Phase", "Movement Phase",
        "Combat Phase", "Doom Phase"]
    assert found.round_cite.page == 18
    doom = found.round[-1]
    # p. 18: the Doom Phase's five numbered steps
    assert [s.name for s in doom.steps] == [
        "Panic", "Remove Broken Units", "Death’s Harvest", "Who’s Next?", "Ready Units"]
    initiative = found.round[0]
    assert [s.name for s in initiative.steps] == ["Draw 1 Fortune Card", "Press the Initiative"]


def test_the_magic_phase_says_how_much_mercury() -> None:
    # p. 18/19: one Mercury per full 1000 points and one per in-play Wizard unit.
    magic = turn().round[1]
    values = {r.name: (r.value, r.cite.page) for r in magic.rules}
    assert values["Mercury per 1000 points"] == (1000, 19)  # points per token
    assert values["Mercury per Wizard"] == (1, 19)  # tokens per Wizard


def test_length_and_end() -> None:
    found = turn()
    # p. 19, Game End: 5 battle rounds, or a surrender (the opponent wins)
    assert (found.rounds, found.rounds_cite.page) == (5, 19)
    assert [c.name for c in found.end_conditions] == ["surrender"]
    assert {c.source: c.rounds for c in found.changes if c.rounds} == {
        "Twist: Torches Burning Low": 4, "Twist: 'Til The Bitter End": 6}  # p. 45


def test_a_rule_at_a_step_of_two_phases_is_listed_apart() -> None:
    # Place Doom is a step of the shooting attack (p. 20) and of close combat (p. 25); the
    # shooting Doom cap (p. 15) must not turn up under close combat.
    found = turn()
    combat = found.round[4]
    assert all(not s.rules for s in combat.steps)
    assert "Shooting Doom cap" in [r.name for step, r in found.shared if step == "Place Doom"]


def test_turn_command(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["turn"])
    assert result.exit_code == 0
    assert "  1. Initiative Phase:" in result.output and "  6. Doom Phase:" in result.output
    assert "The game lasts 5 battle rounds [p. 19, Game End]" in result.output
    data = json.loads(runner.invoke(cli, ["hobgoblin", "turn", "--json"]).output)
    assert [p["name"] for p in data["round"]["phases"]][:2] == [
        "Initiative Phase", "Magic Phase"]
    assert data["rounds"] == {"count": 5,
                              "citation": "Hobgoblin (early access v2), p. 19, Game End"}
