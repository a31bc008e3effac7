"""The complement-role check on a toy model: a Defender defined as whoever is not the
Attacker, given its own part at set-up, in a book that also has a game for four, is found
(undefined) naming the step and citing the definition, the count and the step; a part a
variant changes, a book only for two, and a role with no part are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.roles import ComplementRole, RolePart
from rulesref.core.scenarios import PlayVariant, StepChange
from rulesref.core.sequences import PlayerCount, TurnStructure
from rulesref_verify.complement_roles import check_complement_roles
from rulesref_verify.findings import Kind
from rulesref_verify.runner import with_engine_checks

SETUP = Citation(book="Toy", page=1, section="Setup")
ALLIES = Citation(book="Toy", page=9, section="Allied Siege")
TWO = PlayerCount(low=2, high=2, summary="Two sides.", cite=SETUP)
FOUR = PlayerCount(low=4, high=4, summary="Two teams of two.", cite=ALLIES)
DEFENDER = ComplementRole(role="Defender", other="Attacker", cite=SETUP)
WALLS = RolePart(role="defender", sequence="setup", step="Build Walls",
                 summary="Two walls for the Defender.", cite=SETUP)


@dataclass(frozen=True)
class Model:
    structure: TurnStructure
    complement_roles: tuple[ComplementRole, ...] = (DEFENDER,)
    role_parts: tuple[RolePart, ...] = (WALLS,)
    play_variants: tuple[PlayVariant, ...] = ()


def _counts(*counts: PlayerCount) -> TurnStructure:
    return TurnStructure(round="round", players=counts, cite=SETUP)


def test_a_role_defined_against_another_in_a_game_for_four_is_found() -> None:
    (found,) = check_complement_roles(Model(_counts(TWO, FOUR)))
    assert (found.id, found.kind, found.key) == ("role:complement:defender", Kind.UNDEFINED,
                                                 "complement_roles")
    assert found.cited == (str(SETUP), str(ALLIES))
    assert "a game for 4 (p. 9, Allied Siege), where 3 players fit, and Build Walls " \
        "(p. 1, Setup: Two walls for the Defender) gives the Defender" in found.message


def test_a_changed_part_a_game_for_two_or_no_part_is_silent() -> None:
    change = StepChange(op="change", sequence="setup", step="build walls",
                        summary="Each ally builds one wall.", cite=ALLIES)
    variant = PlayVariant(id="allies", name="Allied Siege", players="four",
                          changes=(change,), cite=ALLIES)
    assert check_complement_roles(Model(_counts(TWO, FOUR), play_variants=(variant,))) == []
    assert check_complement_roles(Model(_counts(TWO))) == []
    assert check_complement_roles(Model(_counts(TWO, FOUR), role_parts=())) == []
    other = dataclasses.replace(WALLS, role="Attacker")
    assert check_complement_roles(Model(_counts(FOUR), role_parts=(other,))) == []
    assert check_complement_roles(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_complement_roles in with_engine_checks(())
