"""The outright-clash check on a toy model: a champion whose top roll wins and whose bottom
roll loses on either side, when every player may field one, is found (a conflict) for the
two champions rolling the same; a printed precedence, holders that cannot meet, and results
on one side only are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.outright import OutrightResult
from rulesref_verify.findings import Kind
from rulesref_verify.outright import check_outright_clashes
from rulesref_verify.runner import with_engine_checks

DUEL_AT = Citation(book="Toy", page=6, section="Champions")
RAISE_AT = Citation(book="Toy", page=2, section="Raising a Champion")
TOP = OutrightResult(rule="Champion's triumph", holder="Champion", roll=20, result="win",
                     sides=("attacking", "defending"), each_player=True,
                     each_player_cite=RAISE_AT, cite=DUEL_AT)
BOTTOM = dataclasses.replace(TOP, rule="Champion's blunder", roll=1, result="loss")


@dataclass(frozen=True)
class Model:
    outright_results: tuple[OutrightResult, ...]


def test_two_champions_rolling_alike_are_found() -> None:
    (found,) = check_outright_clashes(Model((TOP, BOTTOM)))
    assert (found.id, found.kind, found.key) == ("outright:clash:champion:champion",
                                                 Kind.CONFLICT, "outright_results")
    assert found.cited == (str(DUEL_AT), str(RAISE_AT))
    assert "the attacking Champion rolls 20 (an outright win) while the defending Champion " \
        "rolls 20 (an outright win)" in found.message
    assert "rolls 1 (an outright loss) while the defending Champion rolls 1" in found.message
    assert found.message.endswith("(say what happens when both fire)")


def test_a_win_against_a_loss_is_no_clash() -> None:
    # the attacker's triumph and the defender's blunder both give the attacker the battle
    only_top = dataclasses.replace(TOP, sides=("attacking",))
    only_bottom = dataclasses.replace(BOTTOM, sides=("defending",))
    assert check_outright_clashes(Model((only_top, only_bottom))) == []


def test_a_precedence_or_a_single_holder_is_silent() -> None:
    settled = dataclasses.replace(TOP, precedence="the attacker's roll counts first")
    assert check_outright_clashes(Model((settled,))) == []
    lone = dataclasses.replace(TOP, each_player=False, each_player_cite=None)
    assert check_outright_clashes(Model((lone,))) == []
    assert check_outright_clashes(object()) == []


def test_two_kinds_of_holder_clash_without_each_player() -> None:
    giant = dataclasses.replace(TOP, rule="Giant's stomp", holder="Giant", each_player=False,
                                each_player_cite=None)
    lone = dataclasses.replace(TOP, each_player=False, each_player_cite=None)
    (found,) = check_outright_clashes(Model((lone, giant)))
    assert found.id == "outright:clash:champion:giant"
    assert found.cited == (str(DUEL_AT),)


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_outright_clashes in with_engine_checks(())
