"""The effect vocabulary audit 8e added, with toy nouns (no game): a wheel move paid for
per movement point, a player conceding the game, a test that a unit has too few dice for
the least number a rule asks on each unit it is engaged with, and one player picked by a
roll."""

from __future__ import annotations

from rulesref.core.comparison import Comparison
from rulesref.core.conditions import Condition, Predicate, Test
from rulesref.core.effect_words import describe, trigger_words
from rulesref.core.effects import (
    AttackEffect,
    Chooser,
    Counted,
    Event,
    Move,
    Parameter,
    Per,
    Pick,
    Scope,
    Score,
    Selection,
    Side,
    Trigger,
)


def test_a_wheel_paid_point_by_point_is_said() -> None:
    wheel = Move(how="wheel", distance=1, per=Per(count=Counted.MOVEMENT_POINT))
    assert describe(wheel) == "moves: wheel 1\" per movement point spent"


def test_conceding_hands_the_other_player_the_win() -> None:
    concede = Trigger(event=Event.CONCEDES, by=Side.SELF, repeats="once")
    assert trigger_words(concede) == "once, when its player concedes the game"
    win = Score(outcome="win", scope=Scope.OPPONENT, trigger=concede)
    assert describe(win) == ("the opponent: scores a win "
                             "(once, when its player concedes the game)")


def test_too_few_dice_splits_a_least_number_from_an_even_spread() -> None:
    short = Test(pred=Predicate.TOO_FEW_DICE)
    least = Parameter(name="least_dice", op=Comparison("at_least"), amount=2,
                      condition=Condition(none=(short,)))
    spread = AttackEffect(side="attacker", attack="close_combat", action="spread_dice_evenly",
                          condition=Condition(all=(short,)))
    assert describe(least).endswith("(unless it has too few dice for the least number on "
                                    "each unit it is engaged with)")
    assert describe(spread).endswith("(when it has too few dice for the least number on "
                                     "each unit it is engaged with)")


def test_one_player_picked_by_a_roll_is_said_as_players() -> None:
    pick = Selection(pick=Pick.EXACTLY, count=1, chooser=Chooser.CHANCE)
    move = Move(how="place", scope=Scope.PLAYERS, select=pick)
    assert describe(move).startswith("one of the players, chosen by a roll:")
