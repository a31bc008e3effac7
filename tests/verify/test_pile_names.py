"""The pile-name check on a toy model: a section that tells two piles apart by a qualifier
and then speaks of the bare name they share is reported, with the passages that leave the
pile unnamed; a section that always qualifies, or names only one such pile, is silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.piles import PileMention, PileUse
from rulesref_verify.findings import Kind
from rulesref_verify.piles import check_pile_names

ODDS = Citation(book="Toy", page=9, section="Odds")
SETUP = Citation(book="Toy", page=2, section="Setup")


def said(called: str, by: str, cite: Citation = ODDS) -> PileMention:
    return PileMention(called=called, by=by, summary="What it holds.", cite=cite)


QUALIFIED = (said("the red pile", "red total"), said("the blue pile", "blue total"))


@dataclass(frozen=True)
class Model:
    pile_mentions: tuple[PileMention, ...]
    piles: tuple[PileUse, ...] = ()


def test_a_section_that_names_every_pile_is_silent() -> None:
    assert check_pile_names(Model((*QUALIFIED, said("the Blue Pile", "blue omens")))) == []


def test_a_bare_name_beside_two_qualified_piles_is_reported() -> None:
    # plant the fault: the odds speak of 'the pile' after naming the red and the blue one
    found = check_pile_names(Model((*QUALIFIED, said("The pile", "omen count"),
                                    said("the pile", "likeliest omen"))))
    assert [(f.id, f.kind) for f in found] == [("piles:which:odds:pile", Kind.MISSING)]
    assert found[0].cited == (str(ODDS),)
    assert ("Odds tells 2 piles apart by name ('the blue pile', 'the red pile'), yet 2 of its "
            "passages say only 'The pile', not which of them (name the pile in each): omen "
            "count; likeliest omen") in found[0].message


def test_one_qualified_pile_or_another_section_leaves_the_bare_name_alone() -> None:
    # one qualified pile beside the bare name does not make two candidates
    assert check_pile_names(Model((QUALIFIED[0], said("the pile", "omen count")))) == []
    # the bare name printed in another section than the two qualified ones
    assert check_pile_names(Model((*QUALIFIED, said("the pile", "deal", SETUP)))) == []


def test_what_a_pile_use_calls_its_pile_counts_too() -> None:
    draw = PileUse(component="Omen Cards", called="the pile", op="draw", by="Draw",
                   summary="Take one.", cite=ODDS)
    found = check_pile_names(Model(QUALIFIED, (draw,)))
    assert [f.id for f in found] == ["piles:which:odds:pile"]
    assert "say only 'the pile'" in found[0].message and found[0].message.endswith(": Draw")
