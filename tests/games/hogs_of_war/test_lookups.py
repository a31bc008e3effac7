"""Hogs of War lookups against values worked out by hand from the rulebook.

Range: the enemy Hog straight across is Range 1 and each lane sideways adds 1 (Range), and
defeated Hogs keep their lanes (Gameplay and Round Sequence, Damage), so from friendly lane a
to enemy lane b the range is 1 + |a - b| whatever has been defeated.
Hand size: the First Player is dealt five and the Second Player six in setup; from round 2
every player draws up to six (Setup, End of the Round).
"""

from __future__ import annotations

import pytest

from rulesref.errors import RulesError, UnknownNameError
from rulesref.games.hogs_of_war.lookups import (
    HogState,
    all_readings,
    check_action,
    find_action,
    find_term,
    hand_size,
    lane_range,
    legal_actions,
)
from rulesref.games.hogs_of_war.model import ActionId, Condition, HogsOfWar, Seat, Side


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [(3, 3, 1), (3, 2, 2), (3, 4, 2), (2, 4, 3), (1, 5, 5), (5, 1, 5), (4, 1, 4)],
)
def test_range_to_enemy_lanes(hogs: HogsOfWar, a: int, b: int, expected: int) -> None:
    answer = lane_range(hogs, a, b)
    assert answer.range == expected
    assert answer.opposing == (a == b)
    assert answer.cite.section == "Range"
    assert answer.readings == ()


def test_defeated_hogs_still_count_for_range(hogs: HogsOfWar) -> None:
    # lane 2's Hog is defeated: the Hog in enemy lane 3 is still Range 3 from lane 1
    assert hogs.board.defeated_occupy_lane
    assert lane_range(hogs, 1, 3).range == 3


def test_same_side_range_is_our_reading(hogs: HogsOfWar) -> None:
    near = lane_range(hogs, 2, 3, side=Side.FRIENDLY)
    assert near.range == 1
    assert lane_range(hogs, 1, 5, side=Side.FRIENDLY).range == 4
    assert [r.id for r in near.readings] == ["same-side-range"]
    with pytest.raises(RulesError, match="not at any range from itself"):
        lane_range(hogs, 2, 2, side=Side.FRIENDLY)


def test_four_player_rows_have_ten_lanes(hogs: HogsOfWar) -> None:
    answer = lane_range(hogs, 1, 10, four_player=True)
    assert answer.range == 10 and answer.lanes == 10
    assert [r.id for r in answer.readings] == ["four-player-lanes"]


@pytest.mark.parametrize("lane", [0, 6, -1])
def test_no_such_lane(hogs: HogsOfWar, lane: int) -> None:
    with pytest.raises(RulesError, match=f"there is no lane {lane}: each row has lanes 1 to 5"):
        lane_range(hogs, lane, 1)


@pytest.mark.parametrize(
    ("round_number", "seat", "size"),
    [(1, Seat.FIRST, 5), (1, Seat.SECOND, 6), (2, Seat.FIRST, 6), (2, Seat.SECOND, 6),
     (9, Seat.FIRST, 6)],
)
def test_hand_size(hogs: HogsOfWar, round_number: int, seat: Seat, size: int) -> None:
    answer = hand_size(hogs, round_number, seat)
    assert answer.size == size and answer.default == 6
    assert answer.cite.section == ("Setup" if round_number == 1 else "End of the Round")


def test_hand_size_four_player_shows_reading(hogs: HogsOfWar) -> None:
    answer = hand_size(hogs, 1, Seat.FIRST, four_player=True)
    assert answer.size == 5
    assert [r.id for r in answer.readings] == ["four-player-hands"]


def test_hand_size_round_zero(hogs: HogsOfWar) -> None:
    with pytest.raises(RulesError, match="rounds are numbered from 1"):
        hand_size(hogs, 0, Seat.FIRST)


@pytest.mark.parametrize(
    ("name", "expected"),
    [("move", ActionId.MOVE), ("Remove Stun", ActionId.REMOVE_STUN),
     ("remove_stun", ActionId.REMOVE_STUN), ("Remove a Stun token from itself",
                                             ActionId.REMOVE_STUN),
     ("PLAY-CARD", ActionId.PLAY_CARD), ("play a supply / skill card", ActionId.PLAY_CARD),
     ("Placing a Deployable", ActionId.PLACE_DEPLOYABLE), ("place deployable",
                                                           ActionId.PLACE_DEPLOYABLE)],
)
def test_find_action(hogs: HogsOfWar, name: str, expected: ActionId) -> None:
    assert find_action(hogs, name).id is expected


def test_unknown_action_suggests(hogs: HogsOfWar) -> None:
    with pytest.raises(UnknownNameError) as info:
        find_action(hogs, "hyde")
    assert "hide" in info.value.suggestions


def _blocked(hogs: HogsOfWar, action: str, **state: object) -> list[Condition]:
    return [b.condition for b in check_action(hogs, action, HogState(**state)).blockers]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("action", "state", "blockers"),
    [
        ("move", {}, []),
        ("move", {"stunned": True}, [Condition.STUNNED]),
        ("move", {"adjacent_friendly": False}, [Condition.ADJACENT_FRIENDLY]),
        ("move", {"hidden": True}, []),
        ("hide", {}, []),
        ("hide", {"hidden": True}, [Condition.HIDDEN]),
        ("hide", {"stunned": True}, [Condition.STUNNED]),
        ("remove-stun", {}, [Condition.STUNNED]),
        ("remove-stun", {"stunned": True}, []),
        ("remove-stun", {"stunned": True, "hidden": True}, []),
        ("play-card", {"has_card": False}, [Condition.HAS_CARD]),
        ("play-card", {"hidden": True}, []),
        ("place-deployable", {"lane_deployables": 1}, []),
        ("place-deployable", {"lane_deployables": 2}, [Condition.LANE_HAS_ROOM]),
        ("place-deployable", {"lane_deployables": 2, "has_card": False},
         [Condition.HAS_CARD, Condition.LANE_HAS_ROOM]),
        ("play-card", {"exhausted": True}, [Condition.EXHAUSTED]),
        ("play-card", {"exhausted": True, "extra_action": True}, []),
        ("hide", {"defeated": True, "extra_action": True}, [Condition.DEFEATED]),
        ("hide", {"hidden": True, "stunned": True, "exhausted": True},
         [Condition.EXHAUSTED, Condition.STUNNED, Condition.HIDDEN]),
    ],
)
def test_action_legality(hogs: HogsOfWar, action: str, state: dict[str, object],
                         blockers: list[Condition]) -> None:
    assert _blocked(hogs, action, **state) == blockers


def test_blockers_carry_the_rule_and_citation(hogs: HogsOfWar) -> None:
    verdict = check_action(hogs, "hide", HogState(hidden=True))
    assert not verdict.legal
    (blocker,) = verdict.blockers
    assert blocker.cite.section == "Hide" and "two of its own turns" in blocker.why
    stunned = check_action(hogs, "move", HogState(stunned=True)).blockers[0]
    assert stunned.cite.section == "Remove Stun"


def test_readings_shown_with_the_state(hogs: HogsOfWar) -> None:
    hidden = check_action(hogs, "play-card", HogState(hidden=True))
    assert {"hidden-skill-cards", "hidden-token-timing"} <= {r.id for r in hidden.readings}
    extra = check_action(hogs, "hide", HogState(exhausted=True, extra_action=True))
    assert "extra-action-eligibility" in {r.id for r in extra.readings}
    plain = check_action(hogs, "play-card", HogState())
    assert plain.readings == ()


def test_legal_actions(hogs: HogsOfWar) -> None:
    ids = [a.id for a in legal_actions(hogs, HogState())]
    assert ids == [ActionId.MOVE, ActionId.HIDE, ActionId.PLAY_CARD, ActionId.PLACE_DEPLOYABLE]
    assert [a.id for a in legal_actions(hogs, HogState(stunned=True))] == [ActionId.REMOVE_STUN]
    # the stuck Hog of the 'stuck-hog' reading: Hidden, no card, no undefeated neighbour
    assert legal_actions(hogs, HogState(hidden=True, has_card=False,
                                        adjacent_friendly=False)) == ()


def test_every_condition_can_be_answered() -> None:
    for condition in Condition:
        assert HogState().holds(condition, 2) in (True, False)
    assert HogState(lane_deployables=2).holds(Condition.LANE_HAS_ROOM, 2) is False


def test_hide_heals_ten(hogs: HogsOfWar) -> None:
    assert find_action(hogs, "hide").heals == 10


def test_terms(hogs: HogsOfWar) -> None:
    assert find_term(hogs, "hogs").name == "Hog"
    assert find_term(hogs, "Exhausted").name == "exhausted"
    assert not find_term(hogs, "knock back").defined
    with pytest.raises(UnknownNameError):
        find_term(hogs, "flanking")


def test_every_reading_is_cited_and_unique(hogs: HogsOfWar) -> None:
    readings = all_readings(hogs)
    ids = [r.id for r in readings]
    assert len(ids) == len(set(ids))
    assert all(r.question and r.reading and r.cite.section for r in readings)
