"""The player-count check on a toy model: a game with a set-up and no printed number of
players is reported, citing its set-up; one printed number of players, or no set-up at all,
leaves it silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.sequences import PlayerCount, Sequence, Step, TurnStructure
from rulesref_verify.findings import Kind
from rulesref_verify.players import check_player_count
from tests.verify.mutate import with_field

SETUP = Citation(book="Toy", page=2, section="Setup")
ROUNDS = Citation(book="Toy", page=3, section="Rounds")
DEAL = Sequence(id="setup", name="Setup", printing="prose", cite=SETUP,
                steps=(Step(name="Deal", summary="Two cards each."),
                       Step(name="Choose sides", summary="Red or Blue.")))
TWO = PlayerCount(low=2, high=2, summary="Two players.", cite=SETUP)
STRUCTURE = TurnStructure(setup="setup", round="round", cite=ROUNDS, players=(TWO,))


@dataclass(frozen=True)
class Model:
    structure: TurnStructure
    sequences: tuple[Sequence, ...] = (DEAL,)


def test_a_printed_number_of_players_is_silent() -> None:
    assert check_player_count(Model(STRUCTURE)) == []


def test_a_set_up_with_no_number_of_players_is_reported() -> None:
    # plant the fault: the book prints no number of players anywhere
    found = check_player_count(Model(with_field(STRUCTURE, players=())))
    assert [(f.id, f.kind, f.key) for f in found] == [
        ("players:never-fixed", Kind.MISSING, "structure.players")]
    assert found[0].cited == (str(SETUP),)
    assert found[0].message.startswith("Setup gets the players ready (Deal, Choose sides), "
                                       "but no passage says how many may play")


def test_a_game_with_no_set_up_is_not_asked() -> None:
    bare = with_field(STRUCTURE, setup=None, players=())
    assert check_player_count(Model(bare)) == []
