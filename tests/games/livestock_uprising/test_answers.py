"""The Livestock Uprising command functions called directly: answer records and their
verdicts (the click commands and the MCP tools only adapt these)."""

from __future__ import annotations

import pytest

from rulesref.core.commands import Verdict
from rulesref.errors import RulesError
from rulesref.games.livestock_uprising.answers import army as army_answers
from rulesref.games.livestock_uprising.answers import commands as answers


def test_units_the_tokens_do_not_pay_for_are_a_broken_verdict() -> None:
    assert answers.cost(["Sheep"], have=["Grass=2"]).verdict is Verdict.OK
    short = answers.cost(["Dynamite Donkey"], have=["1 Grass"])
    assert short.verdict is Verdict.BROKEN and short.to_json()["missing"] == {"Hay": 2}


def test_an_army_over_a_limit_is_a_broken_verdict() -> None:
    found = army_answers.army(["6x Sheep"])
    assert found.verdict is Verdict.BROKEN
    assert found.to_json()["violations"][0]["code"] == "LU001"
    assert army_answers.army(["Clucky: 5x Sheep"], faction="chickens").verdict is Verdict.OK


@pytest.mark.parametrize(("call", "cause"), [
    (lambda: army_answers.army(), "give an army FILE or one or more --general"),
    (lambda: answers.cost([]), "name at least one unit"),
    (lambda: answers.odds(1, 1, clash="draw"), "unknown clash reading 'draw'"),
    (lambda: answers.super_army(units=-1), "never negative"),
])
def test_bad_input_raises_a_rules_error(call: object, cause: str) -> None:
    with pytest.raises(RulesError, match=cause):
        call()  # type: ignore[operator]
