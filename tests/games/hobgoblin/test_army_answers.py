"""Hobgoblin's army, odds and schema functions called directly: answer records and their
verdicts (the click commands and the MCP tools only adapt these)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.core.commands import Verdict
from rulesref.errors import RulesError
from rulesref.games.hobgoblin.answers import army, odds

ROOT = Path(__file__).parent.parent.parent.parent


def test_an_illegal_list_is_a_broken_verdict_and_an_unreadable_file_its_own() -> None:
    found = army.validate([ROOT / "examples/armies/over-points.yaml"])
    assert found.verdict is Verdict.BROKEN
    assert found.counts == {"lists": 1, "legal": 0, "illegal": 1, "unreadable": 0}
    mixed = army.validate([ROOT / "examples/armies/copper-host.yaml", ROOT / "missing.yaml"])
    assert mixed.verdict is Verdict.UNREADABLE  # exit 2, the readable list still checked
    assert mixed.counts["legal"] == 1 and mixed.counts["unreadable"] == 1


def test_a_list_given_as_data_is_checked_as_the_same_file() -> None:
    found = army.validate_army({"game": "hobgoblin", "name": "Tiny", "points_limit": 500,
                                "units": []})
    assert found.file == "army" and found.to_json()["file"] == "army"
    with pytest.raises(RulesError, match="points_limit: 0 is below 1"):
        army.validate_army({"game": "hobgoblin"}, points_limit=0)
    with pytest.raises(RulesError, match=r"^army:1:1: "):
        army.validate_army({"game": "hobgoblin"})


def test_odds_and_schema_are_answers() -> None:
    found = odds.odds("Light Infantry", "Monster")
    assert found.verdict is Verdict.OK and found.to_json()["target_number"] == 6  # p. 14
    with pytest.raises(RulesError, match="unknown Force of Will mode"):
        odds.odds("Light Infantry", "Monster", force_of_will_mode="sometimes")
    assert "$defs" in army.schema().to_json()
    with pytest.raises(RulesError, match="no schema for 'roster'"):
        army.schema("roster")
