"""The HOARDE command functions called directly: answer records and their verdicts (the
click commands and the MCP tools only adapt these)."""

from __future__ import annotations

import pytest

from rulesref.core.commands import Verdict
from rulesref.errors import RulesError
from rulesref.games.hoarde.answers import commands as answers


def test_cards_that_are_no_set_are_a_broken_verdict() -> None:
    assert answers.is_set(["PINK/DAGGER/10", "PINK/SWORD/3", "PINK/BOW/7"]).verdict \
        is Verdict.OK
    found = answers.is_set(["PINK/DAGGER/10", "BLUE/SWORD/3", "GREEN/BOW/7"])
    assert found.verdict is Verdict.BROKEN and found.to_json()["is_set"] is False


def test_deal_odds_count_the_hands() -> None:
    data = answers.deal_odds().to_json()
    assert (data["cards"], data["hand"], data["hands"]) == (48, 3, 17_296)  # C(48, 3)


@pytest.mark.parametrize(("call", "cause"), [
    (lambda: answers.deal_odds(deck="gold"), "unknown deck 'gold'"),
    (lambda: answers.check_odds(["nonsense"]), "expected ID=CHOICE"),
])
def test_bad_input_raises_a_rules_error(call: object, cause: str) -> None:
    with pytest.raises(RulesError, match=cause):
        call()  # type: ignore[operator]
