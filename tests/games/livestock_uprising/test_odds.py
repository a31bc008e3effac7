"""Battle odds against fractions worked out by hand, and a seeded Monte Carlo."""

from __future__ import annotations

import math
import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.errors import RulesError
from rulesref.games.livestock_uprising.model import BattleResult, ClashReading, LivestockUprising
from rulesref.games.livestock_uprising.odds import battle_odds, dice_sums


@pytest.fixture(scope="module")
def rules() -> LivestockUprising:
    from rulesref.games import livestock_uprising

    return livestock_uprising.load()


def test_book_example_billy_against_truffle(rules: LivestockUprising) -> None:
    # 3 + d6 against 4 + d6. The attacker wins when its die beats the defender's by 2 or
    # more: 4 + 3 + 2 + 1 = 10 of 36 pairs; a tie needs a difference of exactly 1: 5 pairs.
    ex = rules.battle.example
    odds = battle_odds(rules, ex.attack_points, ex.defense_points)
    assert (odds.attacker_wins, odds.tie, odds.defender_wins) == (
        Fraction(10, 36), Fraction(5, 36), Fraction(21, 36))
    # the book never says the dice are six-sided: the odds rest on that reading
    assert odds.automatic == 0 and odds.readings == ("six_sided_dice",)


def test_equal_totals(rules: LivestockUprising) -> None:
    odds = battle_odds(rules, 4, 4)
    assert (odds.attacker_wins, odds.tie, odds.defender_wins) == (
        Fraction(15, 36), Fraction(6, 36), Fraction(15, 36))


def test_no_defense_wins_without_a_roll(rules: LivestockUprising) -> None:
    odds = battle_odds(rules, 1, 0)
    assert odds.attacker_wins == 1 and odds.automatic == 1
    assert [r.route for r in odds.routes] == ["no defense"]
    assert odds.routes[0].cite.section == "Action Phase > No Defense"


def test_attack_needs_attack_points(rules: LivestockUprising) -> None:
    odds = battle_odds(rules, 0, 3)
    assert not odds.allowed and odds.routes == ()
    assert odds.blocked_by is rules.battle.min_attack_points
    assert odds.attacker_wins == odds.tie == odds.defender_wins == 0


def test_negative_total_is_refused(rules: LivestockUprising) -> None:
    with pytest.raises(RulesError, match="cannot be negative"):
        battle_odds(rules, 3, -1)


def test_super_army_attacking_a_general(rules: LivestockUprising) -> None:
    # 2d6 against 1d6, equal totals. Two dice: 12 (1/36) wins outright, 2 (1/36) loses.
    # For sums 3..11 against one die, out of 216: wins 4+9+16+25+120 = 174,
    # ties 2+3+4+5 = 14, losses 6+6+4 = 16. Add the 6 automatic wins and 6 losses.
    odds = battle_odds(rules, 3, 3, attacker_super=True)
    assert odds.attacker_wins == Fraction(180, 216)
    assert odds.tie == Fraction(14, 216)
    assert odds.defender_wins == Fraction(22, 216)
    auto = {r.route: r.probability for r in odds.routes if r.automatic}
    assert auto == {"attacker rolled 12": Fraction(1, 36), "attacker rolled 2": Fraction(1, 36)}
    assert odds.casualties[BattleResult.ATTACKER_WINS].count == 2
    assert odds.casualties[BattleResult.DEFENDER_WINS].count == 1
    assert "super_army_casualties_on_win" in odds.readings


def test_two_super_armies_with_equal_totals(rules: LivestockUprising) -> None:
    # Ties: both sums equal, sum of squares of 1,2,3,4,5,6,5,4,3,2,1 = 146 of 1296 (the
    # 12-12 and 2-2 clashes compare equal totals under either reading). The rest splits
    # evenly by symmetry: (1296 - 146) / 2 = 575.
    for clash in ClashReading:
        odds = battle_odds(rules, 5, 5, attacker_super=True, defender_super=True, clash=clash)
        assert odds.tie == Fraction(146, 1296)
        assert odds.attacker_wins == odds.defender_wins == Fraction(575, 1296)
    clashes = [r for r in battle_odds(rules, 5, 5, attacker_super=True,
                                      defender_super=True).routes if r.route.startswith("both")]
    assert {r.route for r in clashes} == {"both rolled 12", "both rolled 2"}
    assert all(r.reading == "super_army_auto_clash" for r in clashes)


def test_clash_reading_changes_the_result(rules: LivestockUprising) -> None:
    # Super Army 2 against Super Army 1: when both roll 12 (1/1296) or both roll 2
    # (1/1296), comparing totals gives the attacker the win; the tie reading gives a tie.
    totals = battle_odds(rules, 2, 1, attacker_super=True, defender_super=True,
                         clash=ClashReading.COMPARE_TOTALS)
    tie = battle_odds(rules, 2, 1, attacker_super=True, defender_super=True,
                      clash=ClashReading.TIE)
    assert totals.attacker_wins - tie.attacker_wins == Fraction(2, 1296)
    assert tie.tie - totals.tie == Fraction(2, 1296)
    assert totals.defender_wins == tie.defender_wins


def test_defending_super_army(rules: LivestockUprising) -> None:
    # 8 + d6 against 1 + 2d6 (sum s). s = 12 wins for the defender, s = 2 loses (6 of 216
    # each). Otherwise the attacker wins when d > s - 7, ties when d = s - 7:
    #   s = 3..7 (20 ways): always wins -> 120
    #   s = 8 (5 ways): 5 win, 1 tie; s = 9 (4): 4, 1; s = 10 (3): 3, 1; s = 11 (2): 2, 1
    #   wins 25 + 16 + 9 + 4 = 54, ties 5 + 4 + 3 + 2 = 14
    odds = battle_odds(rules, 8, 1, defender_super=True)
    assert odds.attacker_wins == Fraction(120 + 54 + 6, 216)
    assert odds.tie == Fraction(14, 216)
    assert odds.defender_wins == Fraction(216 - 180 - 14, 216)


def test_no_defense_comes_before_super_army_rolls(rules: LivestockUprising) -> None:
    odds = battle_odds(rules, 7, 0, defender_super=True)
    assert odds.attacker_wins == 1 and not odds.destroys_troopless
    assert odds.readings == ("no_defense_before_super_rolls",)
    attacking = battle_odds(rules, 7, 0, attacker_super=True)
    assert attacking.attacker_wins == 1 and attacking.destroys_troopless
    assert attacking.readings == ("no_defense_before_super_rolls",
                                  "super_army_casualties_on_win")


def test_dice_sums() -> None:
    assert dict(dice_sums(1)) == {n: 1 for n in range(1, 7)}
    assert dice_sums(2)[7] == 6 and dice_sums(2)[12] == 1 and sum(dice_sums(2).values()) == 36


def _simulate(rng: random.Random, attack: int, defense: int, a_super: bool,
              d_super: bool) -> BattleResult:
    """The battle rules written out independently, for the Monte Carlo."""
    if defense == 0:
        return BattleResult.ATTACKER_WINS
    a = sum(rng.randint(1, 6) for _ in range(2 if a_super else 1))
    d = sum(rng.randint(1, 6) for _ in range(2 if d_super else 1))
    att_auto = (a_super and a == 12) or (d_super and d == 2)
    def_auto = (a_super and a == 2) or (d_super and d == 12)
    if att_auto and not def_auto:
        return BattleResult.ATTACKER_WINS
    if def_auto and not att_auto:
        return BattleResult.DEFENDER_WINS
    if attack + a > defense + d:
        return BattleResult.ATTACKER_WINS
    if attack + a < defense + d:
        return BattleResult.DEFENDER_WINS
    return BattleResult.TIE


@pytest.mark.parametrize("attack,defense,a_super,d_super", [
    (3, 4, False, False), (2, 5, True, False), (6, 3, False, True), (4, 4, True, True)])
def test_monte_carlo_agrees(rules: LivestockUprising, attack: int, defense: int,
                            a_super: bool, d_super: bool) -> None:
    rng = random.Random(20240229)
    trials = 20_000
    seen = {r: 0 for r in BattleResult}
    for _ in range(trials):
        seen[_simulate(rng, attack, defense, a_super, d_super)] += 1
    odds = battle_odds(rules, attack, defense, attacker_super=a_super, defender_super=d_super)
    for result in BattleResult:
        p = float(odds.probability(result))
        bound = 4.5 * math.sqrt(max(p * (1 - p), 1e-9) / trials)
        assert abs(seen[result] / trials - p) <= bound, (result, seen[result] / trials, p)


@given(attack=st.integers(1, 30), defense=st.integers(0, 30), a_super=st.booleans(),
       d_super=st.booleans())
def test_odds_sum_to_one_and_grow_with_attack(attack: int, defense: int, a_super: bool,
                                              d_super: bool) -> None:
    from rulesref.games import livestock_uprising

    rules = livestock_uprising.load()
    odds = battle_odds(rules, attack, defense, attacker_super=a_super, defender_super=d_super)
    assert odds.attacker_wins + odds.tie + odds.defender_wins == 1
    stronger = battle_odds(rules, attack + 1, defense, attacker_super=a_super,
                           defender_super=d_super)
    assert stronger.attacker_wins >= odds.attacker_wins
    assert stronger.defender_wins <= odds.defender_wins
