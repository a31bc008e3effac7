"""Burn Them Out as printed (p. 41): the Defender wins when two of the three buildings stand
and the Attacker otherwise, so keeping all three loses; read "at least two", it is sound.
The Fortune deck (p. 28) is laid out before the game, so the pile check is silent."""

from __future__ import annotations

from typing import Any

from rulesref.games.hobgoblin import load
from rulesref_verify.endings import check_end_favours, check_end_outcomes, check_end_reachable
from rulesref_verify.findings import Kind
from rulesref_verify.piles import check_piles
from tests.verify.mutate import replace_where, with_field


def _outcome(rules: Any, when: str) -> Any:
    def change(scenario: Any) -> Any:
        end = scenario.endgame
        return with_field(scenario, endgame=with_field(end, outcomes=replace_where(
            end.outcomes, lambda o: o.winner == "Defender", lambda o: with_field(o, when=when))))
    return with_field(rules, scenarios=replace_where(
        rules.scenarios, lambda s: s.id == "burn_them_out", change))


def test_keeping_all_three_buildings_loses_burn_them_out() -> None:
    rules = load()
    found = check_end_favours(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("endgame:favours:scenarios.burn_them_out:buildings", Kind.REVERSED)]
    assert "Defender wins with buildings = 2" in found[0].message
    assert "(buildings = 3) 'otherwise the Attacker wins' holds instead" in found[0].message
    assert found[0].cited == ("Hobgoblin (early access v2), p. 41, Burn Them Out",)
    assert check_end_outcomes(rules) == [] and check_end_reachable(rules) == []


def test_at_least_two_buildings_is_silent() -> None:
    rules = _outcome(load(), "buildings >= 2")
    assert check_end_favours(rules) == [] and check_end_outcomes(rules) == []


def test_two_buildings_without_an_otherwise_leaves_three_with_no_winner() -> None:
    rules = _outcome(load(), "buildings == 2")

    def literal_attacker(scenario: Any) -> Any:
        end = scenario.endgame
        return with_field(scenario, endgame=with_field(end, outcomes=replace_where(
            end.outcomes, lambda o: o.winner == "Attacker",
            lambda o: with_field(o, when="buildings < 2"))))
    rules = with_field(rules, scenarios=replace_where(
        rules.scenarios, lambda s: s.id == "burn_them_out", literal_attacker))
    found = check_end_outcomes(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("endgame:no-outcome:scenarios.burn_them_out:end of the game", Kind.MISSING)]
    assert "buildings = 3" in found[0].message


def test_the_fortune_deck_is_laid_out_and_its_discards_start_with_the_first() -> None:
    # p. 28: shuffled before the game, drawn from each round and at Death's Harvest, its
    # discards gathered as cards are played and shuffled into a new deck when it runs out
    rules = load()
    assert {u.pile for u in rules.piles} == {"Fortune deck", "Fortune discard pile"}
    assert check_piles(rules) == []
