"""The Goal (worked out by hand): the game stops when a player has no undefeated Hog and the
winner keeps one, but Burn damage at the start of a round, or a Detonator, can fell both last
Hogs at once, and no outcome covers that; a draw for it, or no such rule, is silent. The team
game, read as one player's last Hog ending it (a reading the model rejects), gives a
consequence of that reading, never a finding."""

from __future__ import annotations

from typing import Any

from rulesref.core.citation import Citation
from rulesref.core.endings import EndRule
from rulesref.games.hogs_of_war import load
from rulesref_verify.endings import check_end_favours, check_end_outcomes, check_end_reachable
from rulesref_verify.findings import Kind
from rulesref_verify.piles import check_piles, check_supplied
from rulesref_verify.runner import run
from tests.verify.mutate import with_field

TWO = "endgame:no-outcome:endgames:a player has no undefeated Hog"
FOUR = "endgame:no-outcome:endgames.four players:a player has no undefeated Hog"


def _two_player(rules: Any, **changes: Any) -> Any:
    """The model with only its two-player end, changed as given."""
    two = next(e for e in rules.endgames if e.name is None)
    return with_field(rules, endgames=(with_field(two, **changes),))


def test_both_last_hogs_falling_at_once_has_no_outcome() -> None:
    rules = load()
    found = {f.id: f for f in check_end_outcomes(rules)}
    assert set(found) == {TWO, FOUR}
    assert found[TWO].kind is Kind.MISSING and found[TWO].assumes is None
    assert "First Player.hogs = 0, Second Player.hogs = 0" in found[TWO].message
    assert [c.split(", ")[-1] for c in found[TWO].cited] == ["Goal", "Burn token",
                                                             "Dynamite token"]
    assert found[FOUR].assumes == "four-player-game-end"
    assert check_end_favours(rules) == [] and check_end_reachable(rules) == []


def test_the_team_games_literal_end_is_a_consequence_not_a_finding() -> None:
    report = run("hogs_of_war")
    assert TWO in {r.finding.id for r in report.findings}
    assert FOUR not in {r.finding.id for r in report.findings}
    assert [(f.id, f.assumes) for f in report.consequences if f.id.startswith("endgame")] \
        == [(FOUR, "four-player-game-end")]


def test_a_draw_for_it_is_silent() -> None:
    rules = load()
    two = next(e for e in rules.endgames if e.name is None)
    draw = EndRule(name="both fall together", when="First_Player.hogs == 0 and "
                   "Second_Player.hogs == 0", cite=Citation(book="x", page=None, section="x"))
    assert check_end_outcomes(_two_player(rules, outcomes=(*two.outcomes, draw))) == []


def test_without_a_rule_that_strikes_both_sides_it_is_unreachable() -> None:
    assert check_end_outcomes(_two_player(load(), together=())) == []


def test_the_supply_piles_are_laid_out_and_kept() -> None:
    # Setup shuffles the Supply deck and leaves room for its discards; play draws from the
    # one and discards to the other, and nothing clears either away
    rules = load()
    assert {u.pile for u in rules.piles if u.op != "play"} == {"Supply deck",
                                                                "Supply discard pile"}
    assert check_piles(rules) == []


def test_skill_and_deployable_cards_come_from_no_pile() -> None:
    # the actions play Supply cards, Skill cards (played like Supply cards, under Damage) and
    # Deployable cards (Placing a Deployable); set-up prepares only the Supply deck and its
    # discard pile, and deals and draws only Supply cards
    rules = load()
    found = {f.id: f for f in check_supplied(rules)}
    assert set(found) == {"piles:never-supplied:skill card",
                          "piles:never-supplied:deployable card"}
    skill = found["piles:never-supplied:skill card"]
    assert skill.kind is Kind.MISSING
    assert [c.split(", ")[-1] for c in skill.cited] == ["Damage", "Setup"]
    # the correct form: a set-up that shuffles both into the Supply deck leaves nothing
    setup = next(u for u in rules.piles if u.op == "create" and u.pile == "Supply deck")
    mixed = tuple(with_field(setup, component=c) for c in ("Skill card", "Deployable card"))
    assert check_supplied(with_field(rules, piles=(*rules.piles, *mixed))) == []
