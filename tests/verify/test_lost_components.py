"""The lost-component check on a toy model: a rule that uses each of three banners by name,
while another rule burns a banner for good, is found (a missing rule) citing both; a need
the book gives a stand-in for, and a loss of another kind of component, are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.losses import ComponentLoss, ComponentNeed
from rulesref_verify.findings import Kind
from rulesref_verify.lost_components import check_lost_components
from rulesref_verify.runner import with_engine_checks

MUSTER_AT = Citation(book="Toy", page=7, section="Muster")
FIRE_AT = Citation(book="Toy", page=8, section="Fire")
MUSTER = ComponentNeed(rule="Muster", kind="banner",
                       items=("red banner", "blue banner", "gold banner"), cite=MUSTER_AT)
FIRE = ComponentLoss(rule="Fire", kind="Banner", summary="A burnt gate's banner is lost.",
                     cite=FIRE_AT)


@dataclass(frozen=True)
class Model:
    component_needs: tuple[ComponentNeed, ...]
    component_losses: tuple[ComponentLoss, ...] = (FIRE,)


def test_a_need_for_a_component_play_removes_is_found() -> None:
    (found,) = check_lost_components(Model((MUSTER,)))
    assert (found.id, found.kind, found.key) == ("component:lost:muster:fire", Kind.MISSING,
                                                 "component_needs")
    assert found.cited == (str(MUSTER_AT), str(FIRE_AT))
    assert "Muster uses the red banner, blue banner, gold banner (p. 7, Muster)" \
        in found.message
    assert "(p. 8, Fire: A burnt gate's banner is lost)" in found.message


def test_a_stand_in_or_another_kind_is_silent() -> None:
    spare = dataclasses.replace(MUSTER, stand_in="any coin")
    assert check_lost_components(Model((spare,))) == []
    other = dataclasses.replace(FIRE, kind="gate")
    assert check_lost_components(Model((MUSTER,), (other,))) == []
    assert check_lost_components(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_lost_components in with_engine_checks(())
