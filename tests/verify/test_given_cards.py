"""The supply check on cards a passage hands to a player (a reminder card for a winner): a
card handed out that no pile, deal or draw supplies is found (missing), citing the passage
and the set-up's piles; one that set-up lays out is silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.piles import PileUse
from rulesref_verify.findings import Kind
from rulesref_verify.piles import check_supplied

SETUP = Citation(book="Toy", page=1, section="Setup")
WIN = Citation(book="Toy", page=3, section="Winning")
DECK = PileUse(component="Omen Cards", pile="deck", op="create", setup=True, by="Setup",
               summary="Shuffle the deck.", cite=SETUP)
GIVE = PileUse(component="Medal Cards", op="give", by="A winner", summary="Hand one over.",
               cite=WIN)
MEDALS = PileUse(component="Medal Cards", pile="medals", op="create", setup=True, by="Setup",
                 summary="Set the medals aside.", cite=SETUP)


@dataclass(frozen=True)
class Model:
    piles: tuple[PileUse, ...]


def test_a_card_handed_out_that_nothing_supplies_is_found() -> None:
    (found,) = check_supplied(Model((DECK, GIVE)))
    assert (found.id, found.kind) == ("piles:never-supplied:medal cards", Kind.MISSING)
    assert found.message == (
        "Medal Cards: A winner hands them to a player, but no pile, deal or draw ever "
        "supplies them (set-up lays out deck); say which pile holds them or how players get "
        "them")
    assert found.cited == (str(WIN), str(SETUP))


def test_a_card_set_up_lays_out_is_silent() -> None:
    assert check_supplied(Model((DECK, MEDALS, GIVE))) == []
