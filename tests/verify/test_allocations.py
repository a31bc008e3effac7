"""The allocation check on a toy model: a pool of dice that must all be given out, with caps
on one target, fires when a lone capped target cannot take the usual pool, and is silent
when the caps leave room or the book says what becomes of the rest."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.allocations import Allocation, Cap
from rulesref.core.citation import Citation
from rulesref_verify.allocations import check_allocations
from rulesref_verify.findings import Kind

RULE = Citation(book="Toy", page=4, section="Volleys")
CAPS = Citation(book="Toy", page=5, section="Cover")
VOLLEY = Allocation(id="volley", pool="volley dice", usual=6, usual_cite=RULE, all_given=True,
                    cite=RULE, caps=(Cap(target="a target behind a wall", most=6, cite=CAPS),))


@dataclass(frozen=True)
class Model:
    allocations: tuple[Allocation, ...]


def test_caps_that_take_the_whole_pool_are_silent() -> None:
    assert check_allocations(Model((VOLLEY,))) == []


def test_a_lone_capped_target_that_cannot_take_the_pool_leaves_dice_nowhere() -> None:
    # plant the fault: a target in a ruin may take only 2 of the usual 6 (4 left over, by hand)
    ruin = Cap(target="a target in a ruin", most=2, cite=Citation(book="Toy", page=6,
                                                                  section="Ruins"))
    planted = dataclasses.replace(VOLLEY, caps=(*VOLLEY.caps, ruin))
    found = check_allocations(Model((planted,)))
    assert [(f.id, f.kind, f.key) for f in found] == [
        ("allocation:leftover:volley dice", Kind.MISSING, "allocations.volley")]
    assert found[0].cited == (str(RULE), "Toy, p. 6, Ruins")
    assert "facing only a target in a ruin it may give at most 2, leaving 4" in found[0].message
    assert "behind a wall" not in found[0].message
    # the book saying what becomes of the rest, or not requiring all of it, fixes it
    said = dataclasses.replace(planted, leftover="The rest are lost.", leftover_cite=RULE)
    assert check_allocations(Model((said,))) == []
    assert check_allocations(Model((dataclasses.replace(planted, all_given=False),))) == []


def test_a_model_without_allocations_finds_nothing() -> None:
    assert check_allocations(object()) == []
