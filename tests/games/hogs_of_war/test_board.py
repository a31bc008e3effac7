"""Class and card rules on the board, against answers worked out by hand from the rulebook.

- Skill cards are played only by the class the card names (Damage): Headshot is Sniper only.
- The Engineer may deploy into adjacent lanes (Placing a Deployable); every other Hog into its
  own lane, and a Minefield (range 1) into the enemy lane straight across.
- Bombardier: optionally -1 to the minimum range of Explosive cards (Damage): a card of range
  2-3 then reaches the opposing Hog at Range 1.
- Sniper: ignores Hidden when targeting with Guns (Damage); a Hidden Hog is otherwise not a
  target (Hide). Headshot: any enemy Hog, ignoring Hidden (Damage).
- Range is 1 straight across plus 1 per lane sideways, defeated Hogs keeping their lanes
  (Range, Damage): from friendly lane 2 the enemy lanes 1..5 are at 2, 1, 2, 3, 4.
"""

from __future__ import annotations

import pytest

from rulesref.errors import RulesError, UnknownNameError
from rulesref.games.hogs_of_war.board import (
    HogStatus,
    card_reach,
    class_may_play,
    lane_reachable,
    targets,
)
from rulesref.games.hogs_of_war.lookups import (
    HogState,
    check_action,
    find_card,
    find_class,
    find_icon,
    find_token,
)
from rulesref.games.hogs_of_war.model import CardKind, Condition, HogsOfWar, NamedCard

READY = (HogStatus.READY,) * 5


def _card(hogs: HogsOfWar, name: str) -> NamedCard:
    card = find_card(hogs, name)
    assert isinstance(card, NamedCard)
    return card


@pytest.mark.parametrize(("spelling", "name"), [
    ("Mind Control", "Mind Control"), ("mind control card", "Mind Control"),
    ("JET PACK", "Jetpack"), ("jetpack", "Jetpack"), ("Pillbox", "Pillbox"),
    ("headshot", "Headshot"), ("Detonator", "Detonator"), ("minefield", "Minefield"),
    ("Barbed Wire", "Barbed Wire"), ("artillery", "Artillery"),
])
def test_find_named_cards(hogs: HogsOfWar, spelling: str, name: str) -> None:
    assert find_card(hogs, spelling).name == name


@pytest.mark.parametrize(("spelling", "name"), [
    ("Skill", "Skill card"), ("weapon cards", "Weapon card"), ("Deployable", "Deployable card"),
])
def test_find_card_kinds(hogs: HogsOfWar, spelling: str, name: str) -> None:
    found = find_card(hogs, spelling)
    assert isinstance(found, CardKind) and found.name == name


def test_find_card_suggests(hogs: HogsOfWar) -> None:
    with pytest.raises(UnknownNameError) as err:
        find_card(hogs, "Mind Contrl")
    assert "Mind Control" in str(err.value)


@pytest.mark.parametrize(("spelling", "name", "damage"), [
    ("Burn", "Burn token", 10), ("burn tokens", "Burn token", 10),
    ("Dynamite", "Dynamite token", 40), ("stun", "Stun token", None),
    ("Hidden", "Hidden token", None), ("damage", "damage tokens", None),
    ("first player", "First Player token", None),
])
def test_find_tokens(hogs: HogsOfWar, spelling: str, name: str, damage: int | None) -> None:
    token = find_token(hogs, spelling)
    assert token.name == name and token.damage == damage


def test_find_icon_and_class(hogs: HogsOfWar) -> None:
    assert find_icon(hogs, "bandage").name == "Bandage icon"
    assert find_class(hogs, "SNIPER").name == "Sniper"
    with pytest.raises(UnknownNameError):
        find_class(hogs, "Medic")


def test_skill_card_only_for_its_class(hogs: HogsOfWar) -> None:
    headshot = _card(hogs, "Headshot")
    assert class_may_play(hogs, headshot, find_class(hogs, "Sniper")).holds
    wrong = class_may_play(hogs, headshot, find_class(hogs, "Engineer"))
    assert not wrong.holds and "Sniper" in wrong.why
    assert class_may_play(hogs, _card(hogs, "Mind Control"), find_class(hogs, "Engineer")).holds
    verdict = check_action(hogs, "play-card", HogState(class_may_play=False))
    assert [b.condition for b in verdict.blockers] == [Condition.CLASS_MAY_PLAY]


def test_engineer_adjacent_lanes(hogs: HogsOfWar) -> None:
    engineer, sniper = find_class(hogs, "Engineer"), find_class(hogs, "Sniper")
    own = lane_reachable(hogs, 3, 3, enemy=False, hog_class=sniper, card=None)
    assert own.holds
    for lane in (2, 4):
        assert lane_reachable(hogs, 3, lane, enemy=False, hog_class=engineer, card=None).holds
        assert not lane_reachable(hogs, 3, lane, enemy=False, hog_class=sniper,
                                  card=None).holds
    beside = lane_reachable(hogs, 3, 4, enemy=False, hog_class=engineer, card=None)
    assert [r.id for r in beside.readings] == ["engineer-adjacent-lanes"]
    assert not lane_reachable(hogs, 3, 5, enemy=False, hog_class=engineer, card=None).holds
    assert not lane_reachable(hogs, 3, 3, enemy=True, hog_class=engineer, card=None).holds


def test_minefield_reaches_the_enemy_lane_across(hogs: HogsOfWar) -> None:
    minefield = _card(hogs, "Minefield")
    assert lane_reachable(hogs, 2, 2, enemy=True, hog_class=None, card=minefield).holds
    assert not lane_reachable(hogs, 2, 3, enemy=True, hog_class=None, card=minefield).holds


def test_bombardier_lowers_minimum_range(hogs: HogsOfWar) -> None:
    bombardier = find_class(hogs, "Bombardier")
    assert card_reach(bombardier, 2, 3, ("Explosive cards",)).low == 1
    assert card_reach(bombardier, 2, 3, ("Explosive cards",), use_optional=False).low == 2
    assert card_reach(bombardier, 2, 3, ("Guns",)).low == 2  # only Explosive cards
    assert card_reach(bombardier, 1, 3, ("Explosive cards",)).low == 1  # range starts at 1
    assert card_reach(find_class(hogs, "Sniper"), 2, 3, ("Explosive cards",)).low == 2
    with pytest.raises(RulesError):
        card_reach(None, 3, 2)


def test_targets_ranges_and_statuses(hogs: HogsOfWar) -> None:
    board = (HogStatus.READY, HogStatus.HIDDEN, HogStatus.DEFEATED, HogStatus.READY,
             HogStatus.READY)
    answer = targets(hogs, 2, board, low=1, high=2)
    assert [t.range for t in answer.targets] == [2, 1, 2, 3, 4]
    assert [t.lane for t in answer.in_range] == [1]


def test_sniper_with_guns_sees_hidden(hogs: HogsOfWar) -> None:
    board = (HogStatus.HIDDEN,) * 5
    sniper = find_class(hogs, "Sniper")
    assert [t.lane for t in targets(hogs, 1, board, hog_class=sniper, low=1, high=2,
                                    families=("Guns",)).in_range] == [1, 2]
    assert targets(hogs, 1, board, hog_class=sniper, low=1, high=2,
                   families=("Explosive cards",)).in_range == ()
    assert targets(hogs, 1, board, low=1, high=2, families=("Guns",)).in_range == ()


def test_headshot_hits_any_enemy_hog(hogs: HogsOfWar) -> None:
    board = (HogStatus.HIDDEN, HogStatus.READY, HogStatus.DEFEATED, HogStatus.READY,
             HogStatus.HIDDEN)
    answer = targets(hogs, 1, board, hog_class=find_class(hogs, "Sniper"),
                     card=_card(hogs, "Headshot"))
    assert [t.lane for t in answer.in_range] == [1, 2, 4, 5]


def test_bombardier_reaches_the_opposing_hog(hogs: HogsOfWar) -> None:
    bombardier = find_class(hogs, "Bombardier")
    answer = targets(hogs, 3, READY, hog_class=bombardier, low=2, high=3,
                     families=("Explosive cards",))
    assert [t.lane for t in answer.in_range] == [1, 2, 3, 4, 5]
    plain = targets(hogs, 3, READY, low=2, high=3, families=("Explosive cards",))
    assert [t.lane for t in plain.in_range] == [1, 2, 4, 5]


def test_targets_bad_board(hogs: HogsOfWar) -> None:
    with pytest.raises(RulesError):
        targets(hogs, 1, READY[:4])
    with pytest.raises(RulesError):
        targets(hogs, 6, READY)
