"""Play the game by itself has no Game Master, yet Set Up's turn order is the Game Master's
choice; a stand-alone rule for that step is silent. The DECK and DISCARD PILE are both laid
out by Set Up, so the pile check is silent."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.scenarios import StepChange
from rulesref.games.hoarde import load
from rulesref_verify.findings import Kind
from rulesref_verify.piles import check_piles
from rulesref_verify.scenarios import check_variant_roles, check_variant_steps
from tests.verify.mutate import with_field


def test_stand_alone_play_leaves_the_turn_order_to_nobody() -> None:
    rules = load()
    found = check_variant_roles(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("variant:role:stand_alone:setup:roll initiative", Kind.MISSING)]
    assert found[0].cited == ("HOARDE, Play the game by itself", "HOARDE, Set Up")
    assert check_variant_steps(rules) == []


def test_a_rule_for_that_step_is_silent() -> None:
    rules = load()
    variant = rules.play_variants[0]
    who = StepChange(op="change", sequence="setup", step="Roll initiative",
                     summary="The players agree.", cite=Citation(book="x", page=None,
                                                                 section="x"))
    changed = with_field(variant, changes=(*variant.changes, who))
    assert check_variant_roles(with_field(rules, play_variants=(changed,))) == []


def test_the_deck_and_the_discard_pile_are_laid_out() -> None:
    rules = load()
    # the BOON reminder card is handed out, from no pile (the supply check's finding)
    assert {u.pile for u in rules.piles if u.op != "give"} == {"DECK", "DISCARD PILE"}
    assert check_piles(rules) == []
