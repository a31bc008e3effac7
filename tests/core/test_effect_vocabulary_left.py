"""The effect vocabulary added for issue 26's known-open items, with toy nouns (no game):
a tally a rule adds to, a unit engaging or kept from a status, a test about another unit's
engagement or about units of several players, an order of acting, an even spread of dice,
a keyword copied from the target, a bound on part or all of a unit, and a narrow crossing."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.core.comparison import Comparison
from rulesref.core.conditions import Condition, Predicate, Test
from rulesref.core.effect_words import describe, predicate_words, selection_words, trigger_words
from rulesref.core.effects import (
    AttackEffect,
    Event,
    Grant,
    Move,
    Parameter,
    Pick,
    Scope,
    Selection,
    Side,
    Tally,
    Trigger,
)
from rulesref.core.record import record
from rulesref.core.ruleset import load_data_dir
from rulesref.core.vocabulary import selection_problems
from rulesref.errors import RulesDataError


def test_a_tally_tick_set_off_by_a_unit_is_said_of_that_unit() -> None:
    """A player's tick earned when something happens to a unit: what the unit must meet is
    said of "that unit", not of a source the player's effect does not have."""
    together = Condition(all=(Test(pred=Predicate.FRIENDLY_WITHIN, distance=0, players=2),))
    tick = Tally(scope=Scope.PLAYER, requires=together,
                 trigger=Trigger(event=Event.STATUS_GAINED, on=Side.ENEMY, status="Shaken"))
    assert describe(tick) == (
        "its player: gains 1 tick on its tally for this rule (each time an enemy unit becomes "
        "Shaken, if friendly units of 2 different players are in base contact with that unit)")
    assert describe(Tally(amount=2, scope=Scope.PLAYER)) == (
        "its player: gains 2 ticks on its tally for this rule")
    assert str(together.all[0]) == "friendly within 0 2 players"


def test_units_near_the_source_say_near_what() -> None:
    """Said of the source (or of the unit a trigger names), a test of units nearby names it."""
    from rulesref.core.effect_words import condition_words

    near = Condition(all=(Test(pred=Predicate.FRIENDLY_WITHIN, distance=4),),
                     none=(Test(pred=Predicate.ENEMY_WITHIN, distance=8),))
    assert condition_words(near, "the source") == (
        'a friendly unit is within 4" of the source, unless an enemy unit is within 8" of '
        "the source")
    assert condition_words(near) == (
        'a friendly unit is within 4", unless an enemy unit is within 8"')


def test_a_test_about_another_units_engagement_is_said() -> None:
    alone = Test(pred=Predicate.FRIENDLY_WITHIN, distance=0, engaged=False)
    assert predicate_words(alone) == "a friendly unit that is not engaged is in base contact"
    assert str(alone) == "friendly within 0 not engaged"
    foe = Test(pred=Predicate.ENEMY_WITHIN, distance=4, engaged=True)
    assert predicate_words(foe) == 'an enemy unit that is engaged is within 4"'
    two = Test(pred=Predicate.FRIENDLY_WITHIN, distance=4, value=2, engaged=True)
    assert predicate_words(two) == '2 or more friendly units that are engaged are within 4"'


def test_engaging_a_unit_and_a_status_kept_away_are_triggers() -> None:
    first = Trigger(event=Event.ENGAGES, by=Side.FRIENDLY, on=Side.ENEMY,
                    repeats="once_per_unit")
    assert trigger_words(first) == (
        "the first time for each unit (or pair of units) that a friendly unit engages an "
        "enemy unit")
    flank = Trigger(event=Event.ENGAGES, by=Side.FRIENDLY, on=Side.ENEMY, edge="flank_or_rear")
    assert trigger_words(flank) == (
        "each time a friendly unit engages an enemy unit in the flank or rear")
    kept = Trigger(event=Event.STATUS_AVERTED, on=Side.ALLIED, status="Shaken")
    assert trigger_words(kept) == "each time an allied unit would become Shaken but does not"
    by_own = Test(pred=Predicate.AVERTED_BY, keyword="Rally", side="own")
    assert predicate_words(by_own) == (
        "only the Rally of one of its player's own units keeps it from that")


def test_an_order_of_acting_is_said_and_needs_units_acting_one_by_one() -> None:
    dearest = Selection(pick=Pick.EACH, order="dearest_first")
    assert selection_words(dearest, "units") == (
        "each of the units, one after another from the dearest down")
    assert dearest.problem(has_condition=False) is None
    chosen = Selection(pick=Pick.EACH, order="owner_chooses")
    assert ("in an order the player using this rule picks, whosever the units are"
            in selection_words(chosen, "units"))
    data = {"effects": [{"kind": "grant", "keyword": "X",
                         "select": {"pick": "all", "order": "dearest_first"}}]}
    ((path, message),) = list(selection_problems(data))
    assert path == ("effects", 0, "select") and "has no order" in message


def test_an_action_on_friendly_units_names_them() -> None:
    """A ban on ending a move over a unit names whose unit when the rule does."""
    from rulesref.core.effects import Action

    assert describe(Action(action="end_overlapping", allowed=False)) == (
        "cannot end a move overlapping another unit")
    assert describe(Action(action="end_overlapping", allowed=False, on=(Scope.FRIENDLY,))) == (
        "cannot end a move overlapping friendly units")


def test_an_even_spread_a_copied_keyword_and_a_narrow_crossing_are_said() -> None:
    spread = AttackEffect(side="attacker", attack="close_combat", action="spread_dice_evenly")
    assert describe(spread) == ("its own close combat attacks: its dice are shared as evenly "
                                "as they can be among the units it is engaged with")
    copied = Grant(trait="Boon", except_trait="Fixed", copied_from=Scope.TARGET)
    assert describe(copied) == (
        "gains a Boon keyword that is not Fixed, copied from one the target has")
    assert predicate_words(Test(pred=Predicate.WIDER_THAN_PLACED)) == (
        "it is wider than the terrain the rule places")
    assert predicate_words(Test(pred=Predicate.WIDTH_MOSTLY_ON_PLACED)) == (
        "more than half its width rests on that terrain")
    assert predicate_words(Test(pred=Predicate.MOVED_IN, source="Night Phase")) == (
        "it moved in the Night Phase this round")


def test_a_test_of_the_target_is_said_of_the_target() -> None:
    """A unit that copies from its target only if the target has a Boon: the test is said of
    the target when the effect says it is the target's, of the unit itself otherwise; saying
    whom a test is of with no test is refused."""
    has_boon = Condition(all=(Test(pred=Predicate.HAS_TRAIT, trait="Boon"),))
    copied = Grant(trait="Boon", copied_from=Scope.TARGET, requires=has_boon,
                   requires_of="target")
    assert describe(copied).endswith("(if the target has a Boon keyword)")
    own = Grant(trait="Boon", copied_from=Scope.TARGET, requires=has_boon)
    assert describe(own).endswith("(if it has a Boon keyword)")
    data = {"rules": [{"effects": [{"kind": "grant", "keyword": "X", "requires_of": "target"}]}]}
    ((path, message),) = list(selection_problems(data))
    assert path == ("rules", 0, "effects", 0, "requires_of") and "give 'requires'" in message


def test_a_shooting_token_cap_and_a_later_rules_exception_are_said() -> None:
    cap = AttackEffect(side="defender", attack="shooting", action="shooting_cap", amount=5)
    assert describe(cap) == ("shooting attacks against it: hits give it tokens only until it "
                             "has 5; any further hits are ignored")
    unless = Condition(none=(Test(pred=Predicate.RULE_SAYS_OTHERWISE),))
    stay = Move(how="no_move", condition=unless)
    assert describe(stay).endswith("(unless another rule says otherwise)")


@record
class _Bounds:
    """A toy ruleset root: numbers of other rules, bounded."""

    effects: tuple[Parameter, ...]


def test_a_bound_on_part_or_all_of_a_unit_is_said_and_loaded(tmp_path: Path) -> None:
    partly = Parameter(name="leader_distance", op=Comparison.AT_MOST, amount=12,
                       extent="partly")
    assert describe(partly) == (
        "leader distance at most 12 (at least part of the unit within that distance)")
    entirely = Parameter(name="zone_distance", op=Comparison.AT_MOST, amount=6,
                         extent="entirely")
    assert describe(entirely).endswith("(all of the unit within that distance)")
    data = tmp_path / "effects.yaml"
    data.write_text("effects:\n  - {kind: parameter, name: reach, op: at_most, amount: 12, "
                    "extent: partly}\n", encoding="utf-8")
    (loaded,) = load_data_dir(tmp_path, _Bounds, "Toy Book").effects
    assert loaded.extent == "partly"
    data.write_text("effects:\n  - {kind: parameter, name: reach, op: at_most, amount: 12, "
                    "extent: mostly}\n", encoding="utf-8")
    with pytest.raises(RulesDataError) as err:
        load_data_dir(tmp_path, _Bounds, "Toy Book")
    assert "effects.yaml" in str(err.value) and "extent" in str(err.value)


def test_the_units_an_action_is_taken_on_are_typed_with_their_test() -> None:
    """``on`` names the units (``enemy``), ``on_if`` what they must meet; words follow."""
    from rulesref.core.effects import Action, conditions_of

    engaged = Condition(all=(Test(pred=Predicate.ENGAGED),))
    aim = Action(action="target", on=(Scope.ENEMY,), on_if=engaged)
    assert describe(aim) == "may target enemy units, provided each is engaged"
    assert conditions_of(aim) == (engaged,)
    spared = Action(action="target", on=(Scope.ENEMY,),
                    on_if=Condition(none=(Test(pred=Predicate.HAS_KEYWORD, keyword="Veiled"),)))
    assert describe(spared) == "may target enemy units, unless each has Veiled"


def test_a_test_on_unnamed_units_is_refused() -> None:
    data = {"effects": [{"kind": "action", "action": "target",
                         "on_if": {"all": [{"pred": "engaged"}]}}]}
    ((path, message),) = list(selection_problems(data))
    assert path == ("effects", 0, "on_if") and "name them in on" in message
    named = {"effects": [{"kind": "action", "action": "target", "on": ["enemy"],
                          "on_if": {"all": [{"pred": "engaged"}]}}]}
    assert list(selection_problems(named)) == []


def test_a_count_near_a_markers_centre_point_says_so() -> None:
    """A distance measured to a marker's centre point, not its edge, is said in words and
    in the test's short form; without it the words name the marker alone."""
    edge = Test(pred=Predicate.OUTNUMBERS_NEAR, distance=8, without="Shaken")
    assert predicate_words(edge) == (
        'its side has more units without Shaken than the foe within 8" of a marker')
    centre = Test(pred=Predicate.OUTNUMBERS_NEAR, distance=8, without="Shaken", centre=True)
    assert predicate_words(centre) == ("its side has more units without Shaken than the foe "
                                       "within 8\" of a marker's centre point")
    assert str(centre) == "outnumbers near 8 Shaken centre"
