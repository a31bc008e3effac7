"""The Goal (worked out by hand): the game stops when a player has no undefeated Hog and the
winner keeps one, but Burn damage at the start of a round, or a Detonator, can fell both last
Hogs at once, and no outcome covers that; a draw for it, or no such rule, is silent."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.endings import EndRule
from rulesref.games.hogs_of_war import load
from rulesref_verify.endings import check_end_favours, check_end_outcomes, check_end_reachable
from rulesref_verify.findings import Kind
from rulesref_verify.piles import check_piles
from tests.verify.mutate import with_field


def test_both_last_hogs_falling_at_once_has_no_outcome() -> None:
    rules = load()
    found = check_end_outcomes(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("endgame:no-outcome:endgame:a player has no undefeated Hog", Kind.MISSING)]
    assert "First Player.hogs = 0, Second Player.hogs = 0" in found[0].message
    assert [c.split(", ")[-1] for c in found[0].cited] == ["Goal", "Burn token",
                                                           "Dynamite token"]
    assert check_end_favours(rules) == [] and check_end_reachable(rules) == []


def test_a_draw_for_it_is_silent() -> None:
    rules = load()
    draw = EndRule(name="both fall together", when="First_Player.hogs == 0 and "
                   "Second_Player.hogs == 0", cite=Citation(book="x", page=None, section="x"))
    assert check_end_outcomes(with_field(rules, endgame=with_field(
        rules.endgame, outcomes=(*rules.endgame.outcomes, draw)))) == []


def test_without_a_rule_that_strikes_both_sides_it_is_unreachable() -> None:
    rules = load()
    assert check_end_outcomes(with_field(rules, endgame=with_field(
        rules.endgame, together=()))) == []


def test_the_supply_piles_are_laid_out_and_kept() -> None:
    # Setup shuffles the Supply deck and leaves room for its discards; play draws from the
    # one and discards to the other, and nothing clears either away
    rules = load()
    assert {u.pile for u in rules.piles} == {"Supply deck", "Supply discard pile"}
    assert check_piles(rules) == []
