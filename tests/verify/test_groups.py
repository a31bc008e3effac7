"""The group-move check on a toy model: knights in a keep who defend as one, a beaten
defender who falls back to one square, and one knight a square, are found (a conflict)
citing all three; a square that holds the group, a move for another role, and another kind
of piece are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.groups import ActingGroup, PlaceCap, RoleMove
from rulesref_verify.findings import Kind
from rulesref_verify.groups import check_group_moves
from rulesref_verify.runner import with_engine_checks

KEEP_AT = Citation(book="Toy", page=4, section="Keeps")
FALL_AT = Citation(book="Toy", page=5, section="Falling Back")
SQUARE_AT = Citation(book="Toy", page=2, section="Squares")
KEEP = ActingGroup(rule="Keeps", pieces="knight", least=2, role="defender", cite=KEEP_AT)
FALL = RoleMove(rule="falling back", role="Defender", to="square", cite=FALL_AT)
ONE = PlaceCap(rule="Squares", place="Square", pieces="Knight", most=1, exempt=("a keep",),
               cite=SQUARE_AT)


@dataclass(frozen=True)
class Model:
    acting_groups: tuple[ActingGroup, ...] = (KEEP,)
    role_moves: tuple[RoleMove, ...] = (FALL,)
    place_caps: tuple[PlaceCap, ...] = (ONE,)


def test_a_group_moved_as_one_to_a_small_place_is_found() -> None:
    (found,) = check_group_moves(Model())
    assert (found.id, found.kind, found.key) == ("group:move:keeps:falling back",
                                                 Kind.CONFLICT, "acting_groups")
    assert found.cited == (str(KEEP_AT), str(FALL_AT), str(SQUARE_AT))
    assert found.message == (
        "Keeps has 2 or more knights act as a single one as the defender (p. 4, Keeps), and "
        "falling back moves the defender to one square (p. 5, Falling Back), yet a Square "
        "holds at most 1 Knight (except a keep) (p. 2, Squares): the group cannot move there "
        "as one, and the book never says how its knights move apart (say where each goes)")


def test_room_enough_another_role_or_piece_is_silent() -> None:
    assert check_group_moves(Model(place_caps=(dataclasses.replace(ONE, most=2),))) == []
    attacker = dataclasses.replace(FALL, role="attacker")
    assert check_group_moves(Model(role_moves=(attacker,))) == []
    horses = dataclasses.replace(ONE, pieces="horse")
    assert check_group_moves(Model(place_caps=(horses,))) == []
    assert check_group_moves(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_group_moves in with_engine_checks(())
