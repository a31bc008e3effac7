"""The owned-pile check on a toy model: a set-up that calls the one discard pile "your
discard pile", while every turn draws from it and discards to it, is found (a conflict)
citing the owning passage and the turn's uses; a pile made for each player, one the turn
only discards to, and one no passage owns are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.piles import PileUse
from rulesref_verify.findings import Kind
from rulesref_verify.owned_piles import check_owned_piles
from rulesref_verify.runner import with_engine_checks

SETUP = Citation(book="Toy", page=1, section="Setup")
TURN = Citation(book="Toy", page=2, section="Turn")
MADE = PileUse(component="Omen Cards", pile="discards", called="your discards", owner="your",
               op="create", setup=True, by="Setup", summary="Lay it out.", cite=SETUP)
DRAW = PileUse(component="Omen Cards", pile="Discards", op="draw", by="Draw",
               summary="Take its top card.", cite=TURN)
PUT = PileUse(component="Omen Cards", pile="discards", op="return", by="Discard",
              summary="Put a card on it.", cite=TURN)


@dataclass(frozen=True)
class Model:
    piles: tuple[PileUse, ...]


def test_an_owned_name_for_one_shared_pile_is_found() -> None:
    (found,) = check_owned_piles(Model((MADE, DRAW, PUT)))
    assert (found.id, found.kind, found.key) == ("piles:owned:discards", Kind.CONFLICT,
                                                 "piles")
    assert found.cited == (str(SETUP), str(TURN))
    assert "'your discards' (p. 1, Setup) names the discards as one player's own" \
        in found.message
    assert "(Draw (p. 2, Turn); Discard (p. 2, Turn))" in found.message


def test_a_pile_for_each_player_one_only_discarded_to_or_unowned_is_silent() -> None:
    each = dataclasses.replace(MADE, per_player=True)
    assert check_owned_piles(Model((each, DRAW, PUT))) == []
    assert check_owned_piles(Model((MADE, PUT))) == []
    plain = dataclasses.replace(MADE, owner=None, called=None)
    assert check_owned_piles(Model((plain, DRAW, PUT))) == []
    assert check_owned_piles(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_owned_piles in with_engine_checks(())
