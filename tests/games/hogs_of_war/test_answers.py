"""The Hogs of War command functions called directly: answer records and their verdicts
(the click commands and the MCP tools only adapt these)."""

from __future__ import annotations

import pytest

from rulesref.core.commands import Verdict
from rulesref.errors import RulesError
from rulesref.games.hogs_of_war.answers import lookups as answers


def test_range_is_an_answer_with_its_rule() -> None:
    found = answers.lane_range(1, 5)
    assert found.verdict is Verdict.OK
    data = found.to_json()
    assert data["range"] == 5 and data["citation"] == "Hogs of War: The Card Game, Range"
    assert "target" not in data


def test_an_action_the_rules_forbid_is_a_broken_verdict_not_an_error() -> None:
    found = answers.can("move", stunned=True)
    assert found.verdict is Verdict.BROKEN
    assert [b["condition"] for b in found.to_json()["blockers"]] == ["stunned"]
    assert answers.can("remove-stun", stunned=True).verdict is Verdict.OK


@pytest.mark.parametrize(("call", "cause"), [
    (lambda: answers.lane_range(1, 9), "there is no lane 9"),
    (lambda: answers.lane_range(1, 2, reach="x-y"), "write a range as"),
    (lambda: answers.can("move", lane=1), "give --lane and --into together"),
    (lambda: answers.hand_size(1, "third"), "unknown seat 'third'"),
    (lambda: answers.in_range(1, board="ready"), "comma-separated lane states"),
])
def test_bad_input_raises_a_rules_error(call: object, cause: str) -> None:
    with pytest.raises(RulesError, match=cause):
        call()  # type: ignore[operator]
