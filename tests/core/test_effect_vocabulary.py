"""The game-agnostic effect vocabulary: selections, triggers, counts and directions, their
words, and the registered nouns the loader checks (with a toy ruleset's data, no game)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.core.comparison import Comparison
from rulesref.core.effect_words import describe, per_words, selection_words, trigger_words
from rulesref.core.effects import (
    Action,
    AttackEffect,
    Cards,
    Chooser,
    Counted,
    Direction,
    Duration,
    Event,
    Grant,
    Ignore,
    Move,
    Parameter,
    Per,
    Pick,
    Reroll,
    Scope,
    Selection,
    Side,
    TargetNumberEffect,
    Tokens,
    Trigger,
)
from rulesref.core.record import record
from rulesref.core.ruleset import load_data_dir
from rulesref.core.vocabulary import Vocabulary, selection_problems, unknown_names
from rulesref.errors import RulesDataError


def test_a_value_of_one_is_shown() -> None:
    """``1 in (None, False, True, ())`` is true; the renderer must still show a 1 (and a 0)."""
    # Cover (p. 65): shooting attacks against the unit need 1 more, never above 6.
    text = describe(TargetNumberEffect(side="defender", attack="shooting", delta=1, clamp=6))
    assert text == "target number +1 for shooting attacks against it (maximum 6)"
    assert "target number +0" in describe(TargetNumberEffect(
        side="attacker", attack="always", delta=0, clamp=2))
    cancel = AttackEffect(side="defender", attack="always", action="cancel_hits", amount=1)
    assert describe(cancel) == "attacks against it: 1 of the hits cancelled"


def test_a_step_or_phase_duration_is_said() -> None:
    """A duration to a step's or phase's end was dropped from the words; it names the step or
    phase it lasts until (``until``, else the one it happens in)."""
    phase = Ignore(keyword="Shaken", at="Night Phase", duration=Duration.END_OF_PHASE)
    assert describe(phase) == "ignores Shaken (in the Night Phase, until the Night Phase ends)"
    step = Grant(keyword="Shaken", duration=Duration.END_OF_STEP, until="Draw")
    assert describe(step) == "gains Shaken (until Draw ends)"
    assert describe(Grant(keyword="Shaken", duration=Duration.END_OF_PHASE)) == (
        "gains Shaken (until the phase ends)")


def test_a_disengagement_from_the_source_is_said() -> None:
    """A rule for the units a unit has just left contact with (not every enemy) names them."""
    from rulesref.core.conditions import Condition, Predicate, Test
    punish = Action(action="punish", scope=Scope.ENEMY, trigger=Trigger(
        event=Event.ACTIVATION_ENDS, by=Side.SELF), condition=Condition(
            all=(Test(pred=Predicate.DISENGAGED_BY_SOURCE),)))
    assert "when this unit has disengaged from it" in describe(punish)


def test_the_vocabulary_added_by_the_sixth_audit_is_said() -> None:
    """A unit that left contact with an enemy it began its activation engaged with (contact
    with another enemy does not count), terrain the rule places, a cover line that skips
    terrain the attacker touches, and a card a player is due to draw."""
    from rulesref.core.conditions import Condition, Predicate, Test
    left = Action(action="disengage", condition=Condition(all=(Test(pred=Predicate.DISENGAGED),)))
    assert "when it has left contact with an enemy it began the activation engaged with" in (
        describe(left))
    wall = Ignore(rule="the wall", scope=Scope.ALL_UNITS,
                  condition=Condition(all=(Test(pred=Predicate.TOUCHING_PLACED),)))
    assert "when it touches the terrain the rule places" in describe(wall)
    cover = Grant(keyword="Hidden", condition=Condition(any=(Test(
        pred=Predicate.COVER_LINE_CROSSES_UNTOUCHED, keyword="Dense"),)))
    assert "the cover line to it crosses Dense terrain the attacker does not touch" in (
        describe(cover))
    due = Trigger(event=Event.CARD_DUE, by=Side.SELF, deck="Fate")
    assert trigger_words(due) == "each time its player is due to draw a Fate card"


def test_an_action_cost_is_said() -> None:
    """An action's changed cost was dropped from the words; a cost of 0 is said as free."""
    assert describe(Action(action="reform", cost=2)) == "may reform for 2 movement points"
    assert describe(Action(action="reform", cost=0, required=True)) == (
        "always reform at no cost")


def test_a_stat_floor_and_cap_are_said() -> None:
    """A stat change's floor and cap were dropped from the words."""
    from rulesref.core.effects import StatEffect
    assert describe(StatEffect(stat="pace", op="subtract", amount=1, floor=0, cap=9)) == (
        "Pace -1 (not below 0, at most 9)")


def test_selection_words() -> None:
    one = Selection(pick=Pick.EXACTLY, count=1, chooser=Chooser.OWNER, other_than_source=True)
    assert selection_words(one, 'friendly units within 18"') == (
        'one of the friendly units within 18" other than this one, chosen by its player')
    some = Selection(pick=Pick.UP_TO, count=3, chooser=Chooser.OPPONENT, secret=True)
    assert selection_words(some, "enemy units") == (
        "up to three of the enemy units, chosen by the opponent in secret")
    hidden = Selection(pick=Pick.EXACTLY, count=1, chooser=Chooser.OWNER, secret=True,
                       revealed_by="the start of its first attack")
    assert selection_words(hidden, "friendly units") == (
        "one of the friendly units, chosen by its player in secret, shown at the latest at"
        " the start of its first attack")
    rest = Selection(pick=Pick.ALL_BUT, count=2, chooser=Chooser.EACH_PLAYER)
    assert selection_words(rest, "friendly units").startswith("all the friendly units but two")
    half = Selection(pick=Pick.HALF, rounding="up", chooser=Chooser.EACH_PLAYER)
    assert "half the friendly units (rounding up)" in selection_words(half, "friendly units")


def test_an_effect_with_a_pick_names_it_and_one_without_does_not() -> None:
    picked = Grant(keyword="Flying", scope=Scope.FRIENDLY, within=24,
                   select=Selection(pick=Pick.UP_TO, count=3, chooser=Chooser.OWNER))
    assert describe(picked).startswith('up to three of the friendly units within 24"')
    everyone = Grant(keyword="Flying", scope=Scope.FRIENDLY, within=24)
    assert describe(everyone).startswith('friendly units within 24": gains Flying')


def test_trigger_words() -> None:
    card = Trigger(event=Event.CARD_PLAYED, by=Side.SELF, on=Side.FRIENDLY, deck="Fortune")
    assert trigger_words(card) == "each time its player plays a Fortune card on a friendly unit"
    start = Trigger(event=Event.ACTIVATION_STARTS, by=Side.SELF, phase="Movement Phase",
                    repeats="once")
    assert trigger_words(start) == "once, when this unit's Movement Phase activation starts"
    spell = Trigger(event=Event.SPELL_AFFECTS, by=Side.ENEMY, on=Side.SELF)
    assert trigger_words(spell) == "each time a spell cast by an enemy unit affects this unit"
    assert "each time" in describe(Tokens(token="Coin", op="place", amount=1, trigger=card))


def test_per_and_direction_words() -> None:
    per = Per(count=Counted.UNIT_REMOVED, side=Side.SELF, status="Broken")
    assert per_words(per) == "per own Broken unit removed"
    assert per_words("engaged_enemy") == "per engaged enemy"
    assert "per own Broken unit removed" in describe(
        Tokens(token="Coin", op="place", amount=2, per=per))
    attack = Action(action="attack_as", dice=1, as_unit_type="Cart",
                    direction=Direction.SUFFERS)
    assert describe(attack).startswith("suffers an attack")


def test_the_audit_words() -> None:
    """What the effects audit (issue 26) needed said: a ban a unit suffers, a pick of all
    but the source, a trait-wide ignore, a trait choice with an exception, alternatives,
    and the new tests (a role, a lone unit, a square table, units left in play)."""
    from rulesref.core.conditions import Condition, Predicate, Test

    banned = Action(action="target", allowed=False, direction=Direction.SUFFERS,
                    scope=Scope.ALL_UNITS, within=12,
                    select=Selection(pick=Pick.ALL, other_than_source=True))
    assert describe(banned) == ('all units of either side within 12" other than this one: '
                                "no unit may target it")
    assert describe(Ignore(trait="Weakness")) == "ignores every Weakness keyword"
    assert describe(Grant(trait="Strength", except_trait="Reserved")) == (
        "gains a Strength keyword that is not Reserved")
    either = Tokens(token="Coin", op="place", amount=1, choice="toll")
    assert describe(either) == "gains 1 Coin (one of the toll alternatives)"
    tests = (Test(pred=Predicate.HAS_ROLE, role="Defender"),
             Test(pred=Predicate.ALONE_NEAR_SOURCE, distance=0),
             Test(pred=Predicate.TABLE_SQUARE),
             Test(pred=Predicate.UNITS_IN_PLAY, side="friendly", keyword="Tower", value=2),
             Test(pred=Predicate.MARKERS_WITH, value=3, keyword="Broken"),
             Test(pred=Predicate.NEAR_MARKERS, distance=2, value=2),
             Test(pred=Predicate.LEAST_OF, keyword="points gap"),
             Test(pred=Predicate.OUTNUMBERS_NEAR, distance=8, without="Broken"))
    words = describe(Tokens(token="Coin", op="place", amount=1, condition=Condition(all=tests)))
    for part in ("its player is the Defender",
                 "it is the only unit in base contact with the source",
                 "the table is square", "2 or more friendly Tower units are in play",
                 "3 or more of the markers have Broken",
                 'units of its side are within 2" of 2 or more markers',
                 "its side has the lower points gap",
                 'its side has more units without Broken than the foe within 8" of a marker'):
        assert part in words, part
    lone = Condition(none=(Test(pred=Predicate.UNITS_IN_PLAY, side="enemy", trait="Hero"),))
    assert "unless an enemy Hero unit is in play" in describe(
        Tokens(token="Coin", op="place", amount=1, condition=lone))


@pytest.mark.parametrize(("select", "problem"), [
    ({"pick": "exactly", "chooser": "owner"}, "needs a count"),
    ({"pick": "all", "count": 2}, "takes no count"),
    ({"pick": "half", "chooser": "owner"}, "rounding"),
    ({"pick": "meeting"}, "needs the effect's condition"),
    ({"pick": "each", "chooser": "owner"}, "nobody chooses"),
    ({"pick": "up_to", "count": 3}, "needs a chooser"),
    ({"pick": "exactly", "count": 1, "chooser": "owner", "revealed_by": "the end"},
     "needs a secret selection"),
])
def test_contradictory_selections_are_found(select: dict[str, object], problem: str) -> None:
    data = {"rules": [{"effects": [{"kind": "grant", "keyword": "X", "select": select}]}]}
    ((path, message),) = list(selection_problems(data))
    assert path == ("rules", 0, "effects", 0, "select") and problem in message


def test_unknown_nouns_are_found_where_they_are() -> None:
    vocabulary = Vocabulary(tokens=frozenset({"Coin"}), decks=frozenset({"Luck"}),
                            stats=frozenset({"pace"}), traits=frozenset({"Boon"}))
    data = {"rules": [{"effects": [
        {"kind": "tokens", "token": "Coin", "op": "place"},
        {"kind": "tokens", "token": "Gem", "op": "place"},
        {"kind": "cards", "deck": "Luck", "op": "draw",
         "trigger": {"event": "card_played", "deck": "Fate"}},
        {"kind": "grant", "trait": "Bane",
         "condition": {"all": [{"pred": "stat_at_most", "stat": "speed", "value": 8}]}},
    ]}]}
    found = dict(unknown_names(data, vocabulary))
    assert set(found) == {
        ("rules", 0, "effects", 1, "token"),
        ("rules", 0, "effects", 2, "trigger", "deck"),
        ("rules", 0, "effects", 3, "trait"),
        ("rules", 0, "effects", 3, "condition", "all", 0, "stat"),
    }
    assert "unknown token 'Gem'" in found[("rules", 0, "effects", 1, "token")]
    assert "Coin" in found[("rules", 0, "effects", 1, "token")]


@record
class _Toy:
    """A toy ruleset root: a list of effects."""

    effects: tuple[Tokens, ...]


def test_the_loader_rejects_an_unregistered_token_naming_the_file(tmp_path: Path) -> None:
    (tmp_path / "effects.yaml").write_text(
        "effects:\n  - {kind: tokens, token: Coin, op: place}\n"
        "  - {kind: tokens, token: Gem, op: place}\n", encoding="utf-8")
    vocabulary = Vocabulary(tokens=frozenset({"Coin"}))
    with pytest.raises(RulesDataError) as err:
        load_data_dir(tmp_path, _Toy, "Toy Book", vocabulary)
    assert "effects.yaml" in str(err.value) and "unknown token 'Gem'" in str(err.value)
    (tmp_path / "effects.yaml").write_text(
        "effects:\n  - {kind: tokens, token: Coin, op: place}\n", encoding="utf-8")
    assert load_data_dir(tmp_path, _Toy, "Toy Book", vocabulary).effects[0].token == "Coin"


def test_a_replacement_token_and_a_named_targeting_are_said() -> None:
    """A token gained in place of another, and a unit targeted by a named means."""
    gained = Trigger(event=Event.TOKEN_PLACED, token="Coin", by=Side.SELF)
    swap = Tokens(token="Gem", op="place", amount=1, instead_of="Coin", scope=Scope.PLAYER,
                  trigger=gained)
    assert describe(swap) == ("its player: gains 1 Gem instead of Coin "
                              "(each time its player gains Coin)")
    aimed = Trigger(event=Event.TARGETED, on=Side.FRIENDLY, source="spell", repeats="once")
    assert trigger_words(aimed) == "once, when a friendly unit is targeted by a spell"
    assert trigger_words(Trigger(event=Event.TARGETED, on=Side.SELF, source="attack")) == (
        "each time this unit is targeted by an attack")


def test_tokens_an_attack_places_are_counted_apart() -> None:
    """A toy drain that takes a coin per wound the blow deals, not per wound the victim
    carries."""
    assert per_words(Per(count=Counted.TOKEN, token="Wound")) == "per Wound token"
    assert per_words(Per(count=Counted.TOKEN, token="Wound", by_attack=True)) == (
        "per Wound token that attack places")


def test_an_alternative_picked_for_each_one_counted() -> None:
    """A toy shrine that pays, for each flag held, either coins or a card, picked flag by
    flag: the words say the pick is made for each; asking for that on an effect that is no
    alternative is refused."""
    each = Per(count=Counted.MARKER, each_choice=True)
    assert per_words(each) == "per marker, the alternative picked for each"
    coins = Tokens(token="Coin", op="place", amount=2, scope=Scope.PLAYER, per=each,
                   choice="shrine")
    assert describe(coins) == ("its player: gains 2 Coin per marker, the alternative picked "
                               "for each (one of the shrine alternatives)")
    data = {"rules": [{"effects": [{"kind": "tokens", "token": "Coin", "op": "place",
                                    "amount": 2, "per": {"count": "marker",
                                                         "each_choice": True}}]}]}
    ((path, message),) = list(selection_problems(data))
    assert path == ("rules", 0, "effects", 0, "per") and "give the effect a choice" in message


def test_who_targets_is_said() -> None:
    """A trigger on the unit's own targeting names the unit that targets, not any unit: a
    toy volley that splits its hits only when this unit shoots into a melee."""
    own = Trigger(event=Event.TARGETED, by=Side.SELF, on=Side.ENEMY, source="shooting")
    assert trigger_words(own) == (
        "each time this unit targets an enemy unit with a shooting attack")
    assert trigger_words(Trigger(event=Event.TARGETED, by=Side.ENEMY, on=Side.SELF)) == (
        "each time an enemy unit targets this unit")


def test_a_replaced_token_must_be_registered() -> None:
    vocabulary = Vocabulary(tokens=frozenset({"Coin", "Gem"}))
    data = {"effects": [{"kind": "tokens", "token": "Gem", "op": "place", "instead_of": "Ore"}]}
    ((path, message),) = list(unknown_names(data, vocabulary))
    assert path == ("effects", 0, "instead_of") and "unknown token 'Ore'" in message


def test_a_count_of_friendly_units_is_said() -> None:
    from rulesref.core.conditions import Predicate, Test
    from rulesref.core.effect_words import predicate_words

    two = Test(pred=Predicate.FRIENDLY_WITHIN, distance=4, value=2)
    assert predicate_words(two) == '2 or more friendly units are within 4"'
    one = Test(pred=Predicate.FRIENDLY_WITHIN, distance=4)
    assert predicate_words(one) == 'a friendly unit is within 4"'


@record
class _Bounds:
    """A toy ruleset root: numbers of other rules, bounded or changed."""

    effects: tuple[Parameter, ...]


def test_a_bound_is_said_as_a_comparison() -> None:
    """"More than 16" and "at least 16" are two rules: the comparison keeps them apart, in
    words and in what they allow."""
    more = Parameter(name="marker_spacing", op=Comparison.MORE_THAN, amount=16)
    assert describe(more) == "marker spacing more than 16"
    assert describe(Parameter(name="reach", op=Comparison.AT_LEAST, amount=16)) == (
        "reach at least 16")
    assert describe(Parameter(name="reach", op=Comparison.AT_MOST, amount=12)) == (
        "reach at most 12")
    assert describe(Parameter(name="reach", op=Comparison.LESS_THAN, amount=3)) == (
        "reach less than 3")
    assert describe(Parameter(name="reach", op="set", amount=1)) == "reach set to 1"
    assert not Comparison.MORE_THAN.holds(16, 16) and Comparison.AT_LEAST.holds(16, 16)
    assert Comparison.AT_MOST.holds(12, 12) and not Comparison.LESS_THAN.holds(12, 12)
    assert Comparison.LESS_THAN.holds(11, 12) and Comparison.MORE_THAN.holds(17, 16)


def test_the_loader_reads_a_comparison_and_rejects_an_unknown_one(tmp_path: Path) -> None:
    data = tmp_path / "effects.yaml"
    data.write_text("effects:\n  - {kind: parameter, name: spacing, op: more_than, amount: 16}\n",
                    encoding="utf-8")
    (loaded,) = load_data_dir(tmp_path, _Bounds, "Toy Book").effects
    assert loaded.op is Comparison.MORE_THAN
    data.write_text("effects:\n  - {kind: parameter, name: spacing, op: beyond, amount: 16}\n",
                    encoding="utf-8")
    with pytest.raises(RulesDataError) as err:
        load_data_dir(tmp_path, _Bounds, "Toy Book")
    assert "effects.yaml" in str(err.value) and "op" in str(err.value)


def test_an_opposed_roll_moving_by_the_roll_is_said() -> None:
    """A roll-off sets the move off, and the winning roll is how far it goes."""
    roll_off = Trigger(event=Event.ROLL_MADE, roll="2D6", by=Side.ANY, opposed=True)
    assert trigger_words(roll_off) == (
        "each time the players roll off with 2D6 and one rolls higher")
    pushed = Move(how="slide", direction=Direction.SUFFERS, by_roll=True,
                  towards="the winner's edge", scope=Scope.MARKERS, trigger=roll_off)
    assert describe(pushed).startswith(
        "markers: is moved: slide as many inches as the winning roll towards the winner's edge")
    alone = Move(how="advance", by_roll=True,
                 trigger=Trigger(event=Event.ROLL_MADE, roll="D6", by=Side.SELF))
    assert describe(alone).startswith("moves: advance as many inches as the roll (")


def test_a_move_given_in_half_inches_says_the_half() -> None:
    """A distance with a half (0.5" per point) is written as such, not dropped."""
    from rulesref.core.effects.targeting import Counted, Per

    slide = Move(how="slide", heading="sideways", half_inches=1,
                 per=Per(count=Counted.MOVEMENT_POINT))
    assert describe(slide) == "moves: slide (sideways) 0.5\" per movement point spent"
    three = Move(how="retreat", half_inches=3)
    assert describe(three) == "moves: retreat 1.5\""


def test_whose_hand_a_card_effect_reaches_into_is_said() -> None:
    look = Cards(deck="Luck", op="look", amount=1, at_random=True, hand="target_controller",
                 scope=Scope.PLAYER)
    assert describe(look) == ("its player: looks at 1 Luck card at random in the hand of "
                              "the target unit's controller")
    swap = Cards(deck="Luck", op="swap", amount=1, hand="target_controller", scope=Scope.PLAYER)
    assert describe(swap) == (
        "its player: swaps 1 Luck card with the hand of the target unit's controller")
    take = Cards(deck="Luck", op="discard", amount=2, hand="opponent", scope=Scope.PLAYER)
    assert describe(take) == "its player: discards 2 Luck cards from the hand of the opponent"
    assert describe(Cards(deck="Luck", op="draw", amount=2)) == "draws 2 Luck cards"


def test_dice_footprints_lookups_and_the_sequence_are_said_in_words() -> None:
    """No effect falls back to a list of its field names: attack dice, the break threshold,
    the footprint, re-rolls, a table read as another unit type, the sequence, precedence."""
    from rulesref.core.effects import (
        BreakEffect,
        FootprintEffect,
        LookupAs,
        Precedence,
        Reroll,
        SequenceChange,
    )

    assert describe(AttackEffect(side="attacker", attack="close_combat",
                                 action="reroll_misses", optional=True)) == (
        "its own close combat attacks: misses are rolled again (optional)")
    assert describe(AttackEffect(side="defender", attack="close_combat",
                                 action="ignore_first_tokens")) == (
        "close combat attacks against it: the first x tokens they would give it are ignored")
    assert describe(BreakEffect(threshold="half_stat_round_up")) == (
        "breaks at half its break stat in tokens, rounding up")
    assert describe(BreakEffect(threshold="half_stat_round_up", status="Routed", token="Fear",
                                stat="nerve")) == (
        "becomes Routed once its Fear tokens reach half its nerve, rounding up")
    assert describe(FootprintEffect(footprint="Square")) == "its footprint becomes Square"
    assert describe(Reroll(dice="attack", count="one_per_token", cost="Coin")) == (
        "re-rolls one attack die per Coin spent")
    assert describe(Reroll(dice="any", count="one", cost="a Gem")) == (
        "re-rolls one die, spending a Gem")
    assert describe(LookupAs(unit_type="Cart")) == (
        "counts as a Cart when the target number table is read")
    assert describe(SequenceChange(change="skip", step="Upkeep", scope=Scope.GAME)) == (
        "the game: Upkeep is skipped")
    assert describe(SequenceChange(change="add", step="Upkeep")) == "an extra Upkeep"
    assert describe(SequenceChange(change="rounds", rounds=4)) == "the game lasts 4 rounds"
    assert describe(Precedence(last="Bane", otherwise="specific_first")) == (
        "effects of Bane keywords apply last; a tie goes to the more specific rule")
    # one rule both players use at once: the earlier deployer first, then turn about
    assert describe(Precedence(otherwise="first_deployer_then_turns", scope=Scope.GAME)) == (
        "the game: the player who deployed first goes first, then the players take turns")


def test_a_distance_of_nought_is_base_contact() -> None:
    from rulesref.core.conditions import Predicate, Test
    from rulesref.core.effect_words import predicate_words

    assert predicate_words(Test(pred=Predicate.WITHIN_OF_SOURCE, distance=0)) == (
        "it is in base contact with the source")
    assert predicate_words(Test(pred=Predicate.WITHIN_OF_SOURCE, distance=8)) == (
        'it is within 8" of the source')
    assert predicate_words(Test(pred=Predicate.ENEMY_WITHIN, distance=0)) == (
        "an enemy unit is in base contact")
    assert predicate_words(Test(pred=Predicate.FRIENDLY_WITHIN, distance=0, value=2)) == (
        "2 or more friendly units are in base contact")


def test_a_unit_set_aside_in_an_earlier_phase() -> None:
    """Off the table since before a phase began: it went in during an earlier phase, so a
    rule bringing it back "in the next" such phase is not met in the phase it left in."""
    from rulesref.core.conditions import PARAMETERS, Predicate, Test
    from rulesref.core.effect_words import predicate_words

    assert PARAMETERS[Predicate.WAS_SET_ASIDE] == frozenset({"source"})
    assert predicate_words(Test(pred=Predicate.WAS_SET_ASIDE, source="Upkeep")) == (
        "it was already off the table when the Upkeep began")


def test_actions_read_as_words() -> None:
    """An action named in the vocabulary reads as words: an attack a unit suffers as if made
    by another unit type, once per movement point; a ban on ending a move overlapping."""
    hurt = Action(action="attack_as", dice=1, as_unit_type="Cart", direction=Direction.SUFFERS,
                  per=Per(count=Counted.MOVEMENT_POINT))
    assert describe(hurt) == (
        "suffers an attack with 1 die as if by a Cart, per movement point spent")
    assert describe(Action(action="attack_as", dice=2, as_unit_type="Cart")) == (
        "may attack with 2 dice as if by a Cart")
    assert describe(Action(action="end_overlapping", allowed=False)) == (
        "cannot end a move overlapping another unit")
    # a bar on whatever would bring a result about, not on the result itself (a toy unit
    # that may do nothing that would leave it Dazed, rather than one that cannot be Dazed)
    assert describe(Action(action="take_action", allowed=False,
                           what="that would give it Dazed")) == (
        "cannot take any action that would give it Dazed")


@record
class _Bans:
    """A toy ruleset root: actions allowed or barred."""

    effects: tuple[Action, ...]


def test_whom_an_action_is_taken_on_is_said(tmp_path: Path) -> None:
    """A bar on each player about whom they play cards on reads as that, not as a bar on the
    units: a toy team game where nobody plays cards on themselves or their own units."""
    data = tmp_path / "effects.yaml"
    data.write_text("effects:\n  - {kind: action, action: play_cards_on, allowed: false, "
                    "scope: players, on: [player, own]}\n", encoding="utf-8")
    (loaded,) = load_data_dir(tmp_path, _Bans, "Toy Book").effects
    assert loaded.on == (Scope.PLAYER, Scope.OWN)
    assert describe(loaded) == "each player: cannot play cards on itself or its own units"
    # said of units, the scopes keep their own words; without ``on`` nothing changes
    assert describe(Action(action="play_cards_on", allowed=False, scope=Scope.SELF,
                           on=(Scope.ENEMY,))) == "cannot play cards on enemy units"
    assert describe(Action(action="play_cards_on", allowed=False)) == (
        "cannot play cards on the unit")
    data.write_text("effects:\n  - {kind: action, action: play_cards_on, on: [allies]}\n",
                    encoding="utf-8")
    with pytest.raises(RulesDataError) as err:
        load_data_dir(tmp_path, _Bans, "Toy Book")
    assert "effects.yaml" in str(err.value) and "on" in str(err.value)


def test_where_a_cast_is_measured_from_and_what_it_may_choose_are_said() -> None:
    """A toy card lets a caster measure its next spell from any friendly unit, another lets
    it pick a spell from a list it does not hold: both are said, and neither is said when
    not given."""
    lent = Action(action="cast", scope=Scope.TARGET, measured_from=Scope.FRIENDLY)
    assert describe(lent) == (
        "the target: may cast, measuring range and line of sight from any friendly unit")
    wider = Action(action="cast", scope=Scope.TARGET, what="one spell of any list")
    assert describe(wider) == "the target: may cast one spell of any list"
    assert describe(Action(action="cast", scope=Scope.TARGET)) == "the target: may cast"


def test_the_end_of_the_game_sets_an_effect_off() -> None:
    ends = Trigger(event=Event.GAME_ENDS, repeats="once")
    assert trigger_words(ends) == "at the end of the game"
    from rulesref.core.effects import Score

    assert describe(Score(outcome="win", scope=Scope.PLAYER, trigger=ends)) == (
        "its player: scores a win (at the end of the game)")


@pytest.mark.parametrize(("effect", "where", "problem"), [
    ({"kind": "move", "how": "slide", "by_roll": True},
     ("effects", 0, "by_roll"), "needs a roll_made trigger"),
    ({"kind": "move", "how": "slide", "by_roll": True, "dice": "D6",
      "trigger": {"event": "roll_made", "roll": "2D6"}},
     ("effects", 0, "by_roll"), "no dice or distance of its own"),
    ({"kind": "tokens", "token": "Coin", "op": "place",
      "trigger": {"event": "card_played", "opposed": True}},
     ("effects", 0, "trigger", "opposed"), "only a roll_made trigger"),
])
def test_a_roll_used_against_itself_is_refused(tmp_path: Path, effect: dict[str, object],
                                               where: tuple[object, ...],
                                               problem: str) -> None:
    from rulesref.core.vocabulary import roll_problems

    data = {"effects": [effect]}
    ((path, message),) = list(roll_problems(data))
    assert path == where and problem in message
    fine = {"kind": "move", "how": "slide", "by_roll": True,
            "trigger": {"event": "roll_made", "roll": "2D6", "opposed": True}}
    assert list(roll_problems({"effects": [fine]})) == []


def test_the_loader_refuses_a_move_by_a_roll_without_one(tmp_path: Path) -> None:
    @record
    class _Moves:
        effects: tuple[Move, ...]

    (tmp_path / "effects.yaml").write_text(
        "effects:\n  - {kind: move, how: slide, by_roll: true}\n", encoding="utf-8")
    with pytest.raises(RulesDataError) as err:
        load_data_dir(tmp_path, _Moves, "Toy Book")
    assert "effects.yaml" in str(err.value) and "roll_made trigger" in str(err.value)


def test_what_the_source_must_meet_is_said_of_the_source() -> None:
    """A test on the source of an effect that applies to other units names the source, so
    it is not read as a test on those units (a Broken source near its friends)."""
    from rulesref.core.conditions import Condition, Predicate, Test

    broken = Condition(all=(Test(pred=Predicate.HAS_KEYWORD, keyword="Broken"),))
    near = Tokens(token="Coin", op="place", amount=1, scope=Scope.FRIENDLY, within=8,
                  requires=broken)
    assert describe(near) == 'friendly units within 8": gains 1 Coin (if the source has Broken)'
    own = Tokens(token="Coin", op="place", amount=1, requires=broken)
    assert describe(own) == "gains 1 Coin (if it has Broken)"
    aimed = Tokens(token="Coin", op="place", amount=1, scope=Scope.TARGET, requires=broken)
    assert describe(aimed) == "the target: gains 1 Coin (if it has Broken)"
    kept = Tokens(token="Coin", op="place", amount=1, scope=Scope.FRIENDLY, condition=broken)
    assert describe(kept) == "friendly units: gains 1 Coin (when it has Broken)"


def test_the_fourth_audit_words() -> None:
    """What the fourth effects audit (issue 26) needed said: the pieces a rule places, not
    all terrain; an area of ground; the unit made a target, not targeting; what an action is
    taken on; where a placement puts a unit; a die turned to a spent die's face; cards that
    leave the game; hits halved rounding up; a count given in words."""
    placed = Grant(keyword="Slippery", scope=Scope.PLACED)
    assert describe(placed) == "the terrain it places: gains Slippery"
    assert describe(Grant(keyword="Slippery", scope=Scope.TERRAIN)) == "terrain: gains Slippery"
    area = Grant(keyword="Slippery", scope=Scope.TERRAIN, within=6)
    assert describe(area) == "the ground within 6\": gains Slippery"
    made = Action(action="target", direction=Direction.SUFFERS, what="of the shot instead")
    assert describe(made) == "becomes the target of the shot instead"
    assert describe(Action(action="target", what="hidden units")) == "may target hidden units"
    barred = Action(action="be_placed_in", allowed=False, scope=Scope.ALL_UNITS)
    assert describe(barred) == "every unit: cannot be placed in it"
    put = Move(how="place", where="anywhere in its own zone")
    assert describe(put) == "moves: place anywhere in its own zone"
    turned = Reroll(dice="attack", count="one", cost="Lucky Die", set_face=True)
    assert describe(turned) == ("re-rolls one attack die, spending Lucky Die, or turns that "
                                "die to the face the spent die shows instead")
    assert "or turns" not in describe(Reroll(dice="attack", count="one", cost="Lucky Die"))
    gone = Cards(deck="Omen", op="remove", amount=1)
    assert describe(gone) == "removes 1 Omen card from the game"
    halved = AttackEffect(side="defender", attack="always", action="halve_hits")
    assert describe(halved).endswith("the hits are halved, rounding up")
    drawn = Cards(deck="Omen", op="draw", amount=1, per="card discarded")
    assert describe(drawn) == "draws 1 Omen card per card discarded"


def test_how_a_unit_was_set_aside_is_said_when_given() -> None:
    from rulesref.core.conditions import OPTIONAL, Predicate, Test
    from rulesref.core.effect_words import predicate_words

    assert predicate_words(Test(pred=Predicate.SET_ASIDE)) == "it is off the table"
    assert predicate_words(Test(pred=Predicate.SET_ASIDE, source="entering_a_portal")) == (
        "it is off the table after entering a portal")
    assert "source" in OPTIONAL[Predicate.SET_ASIDE]


def test_a_move_paid_point_by_point_a_rolled_token_and_a_barred_means_are_said() -> None:
    """A distance per movement point spent; a token that is a die rolled as it is gained;
    what a barred action is taken with follows the unit it is barred against."""
    flown = Move(how="fly", heading="forward", distance=2,
                 per=Per(count=Counted.MOVEMENT_POINT), min_distance=12)
    assert describe(flown) == ("moves: fly (forward) 2\" per movement point spent, "
                               "at least 12\"")
    kept = Tokens(token="Lucky Die", op="place", amount=1, instead_of="Coin", rolled=True)
    assert describe(kept) == ("gains 1 Lucky Die instead of Coin, each rolled at once and kept "
                              "showing its face")
    assert "rolled" not in describe(Tokens(token="Coin", op="place", amount=1))
    shielded = Action(action="target", allowed=False, direction=Direction.SUFFERS,
                      what="with a shooting attack")
    assert describe(shielded) == "no unit may target it with a shooting attack"
    assert describe(Action(action="target", allowed=False, direction=Direction.SUFFERS)) == (
        "no unit may target it")


def test_an_area_around_a_placed_marker() -> None:
    """A pool measured from a marker the rule places, not from its source, says so in words;
    ``around`` without ``within`` is refused as it says nothing."""
    area = Grant(keyword="Slippery", scope=Scope.TERRAIN, within=6, around="placed")
    assert describe(area) == "the ground within 6\" of the marker it places: gains Slippery"
    data = {"rules": [{"effects": [{"kind": "grant", "keyword": "X", "around": "placed"}]}]}
    ((path, message),) = list(selection_problems(data))
    assert path == ("rules", 0, "effects", 0, "around") and "give 'within'" in message


def test_an_aim_at_the_source_keeps_to_what_is_legal() -> None:
    """Aiming attack dice at the source is bounded by the dice the unit may legally put
    there, not all its dice."""
    aim = Action(action="aim_all_dice_at_source", scope=Scope.ENEMY, within=0)
    assert "aim as many attack dice as it legally can at the source" in describe(aim)


def test_who_takes_up_an_optional_effect() -> None:
    """An optional effect taken up by the target's controller, not the source's player, says
    so; a decider on an effect that is not optional is refused."""
    taken = Tokens(token="Coin", op="place", amount=5, up_to=True, scope=Scope.TARGET,
                   optional=True, decided_by=Chooser.TARGET_CONTROLLER)
    assert describe(taken) == ("the target: gains up to 5 Coin "
                               "(optional, the target unit's controller decides)")
    data = {"rules": [{"effects": [{"kind": "grant", "keyword": "X",
                                    "decided_by": "target_controller"}]}]}
    ((path, message),) = list(selection_problems(data))
    assert path == ("rules", 0, "effects", 0, "decided_by") and "make it optional" in message


def test_a_pool_measured_from_the_target_leaves_the_target_out() -> None:
    """Another unit near the target, not near the source: the distance and the exclusion are
    both said of the target; a pool without them still reads as before."""
    moved = Grant(trait="Title", scope=Scope.FRIENDLY, within=18, around="target",
                  select=Selection(pick=Pick.EXACTLY, count=1, chooser=Chooser.OWNER,
                                   other_than_target=True))
    assert describe(moved) == ("one of the friendly units within 18\" of the target other "
                               "than the target, chosen by its player: gains a Title keyword")
    near = Grant(keyword="X", scope=Scope.FRIENDLY, within=18)
    assert describe(near) == "friendly units within 18\": gains X"


def test_the_card_played_is_the_one_removed() -> None:
    """A rule about the card whose play set it off names that card, not one from a hand; a
    ``played`` card with no card played to set it off is refused."""
    gone = Cards(deck="Luck", op="remove", amount=1, played=True, scope=Scope.ALL_UNITS,
                 within=6, around="placed", trigger=Trigger(event=Event.CARD_PLAYED,
                                                            by=Side.ANY, deck="Luck"))
    assert describe(gone) == ("every unit within 6\" of the marker it places: the Luck card "
                              "played on it leaves the game instead of being discarded "
                              "(each time a player plays a Luck card)")
    data = {"rules": [{"effects": [{"kind": "cards", "deck": "Luck", "op": "remove",
                                    "played": True}]}]}
    ((path, message),) = list(selection_problems(data))
    assert path == ("rules", 0, "effects", 0, "played") and "card_played trigger" in message


def test_a_manoeuvre_ending_is_said_apart_from_any_move() -> None:
    """A rule set off only when a unit ends a manoeuvre of its own (not any move another rule
    makes it take) says so next to its ``moved`` trigger."""
    from rulesref.core.conditions import Condition, Predicate, Test
    go_in = Move(how="set_aside", scope=Scope.ALL_UNITS, optional=True,
                 trigger=Trigger(event=Event.MOVED, on=Side.SELF),
                 condition=Condition(all=(Test(pred=Predicate.ENDED_MANOEUVRE),)))
    assert "each time this unit moves, when it has just ended a manoeuvre" in describe(go_in)
