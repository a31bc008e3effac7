"""The outline, allied-turn and fortress-wall findings on the shipped book, worked out by
hand from the pages cited, and silence once the record is put right (a copy of the model,
mutated)."""

from __future__ import annotations

import dataclasses

from rulesref.games.hobgoblin import load
from rulesref_verify.findings import Kind
from rulesref_verify.outline import check_procedure_calls, check_section_pointers
from rulesref_verify.printings import check_restatements
from rulesref_verify.variant_turns import check_allied_turns


def _pages(cited: tuple[str, ...]) -> list[str]:
    return [c.split(", ", 1)[1] for c in cited]


def test_the_solo_movement_phase_points_to_the_wrong_section() -> None:
    # p. 51: follow Aggressive Behaviour "(see Target Selection)"; Target Selection (p. 52)
    # holds the three selection procedures, Aggressive Behaviour is under Unit Behaviour
    # (p. 53); the Shooting Phase's pointer to Target Selection (p. 51) is right
    rules = load()
    (found,) = check_section_pointers(rules)
    assert (found.id, found.kind) == (
        "outline:pointer:target selection:aggressive behaviour", Kind.CONFLICT)
    assert _pages(found.cited) == ["p. 51, Movement Phase", "p. 52, Target Selection",
                                   "p. 53, Unit Behaviour"]
    right = tuple(dataclasses.replace(p, see="Unit Behaviour")
                  if p.rule == "Aggressive Behaviour" else p for p in rules.section_pointers)
    assert check_section_pointers(dataclasses.replace(rules, section_pointers=right)) == []


def test_the_visible_unit_procedure_is_called_without_visible() -> None:
    # p. 52: headed with a visible unit, called as "select a unit within D+3"", one word from
    # both its own heading and the any-unit procedure's; the engageable one matches
    rules = load()
    (found,) = check_procedure_calls(rules)
    assert found.kind is Kind.VARIANT
    assert dict(found.facts)["as_near"] == '["Select any Unit within D+3”"]'
    right = tuple(dataclasses.replace(p, called_as=p.name) for p in rules.procedures)
    assert check_procedure_calls(dataclasses.replace(rules, procedures=right)) == []


def test_team_play_never_says_how_allies_share_their_side_s_turn() -> None:
    # p. 49: teams of allies, warlords act for them in set-up only; p. 18: First Player,
    # then Second Player, in the Magic, Shooting, Movement and Combat Phases
    rules = load()
    (found,) = check_allied_turns(rules)
    assert (found.id, found.kind) == ("variant:allied-turns:team", Kind.MISSING)
    assert dict(found.facts)["steps"] == \
        '["Magic Phase", "Shooting Phase", "Movement Phase", "Combat Phase"]'
    assert _pages(found.cited) == ["p. 49, Team Play",
                                   "p. 18, Battle Round Structure (core rules)"]


def test_the_fortress_wall_is_8_inches_off_the_centreline_yet_halves_the_table() -> None:
    found = {f.id: f for f in check_restatements(load())}
    wall = found["restatement:fortress wall:distance from the centreline"]
    assert wall.kind is Kind.CONFLICT
    assert _pages(wall.cited) == ["p. 47, The Fortress (where it is marked)",
                                  "p. 47, The Fortress (what it divides)"]
