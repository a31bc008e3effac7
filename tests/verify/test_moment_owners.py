"""The moment-owner check on a toy model: one word for a span of play that the book makes a
player's in one place and a piece's in another is found once, citing every place; a word
only ever one kind of owner's, or with no owner, is silent, and a piece's span does not count
as a player's own phase for the owned-moment check."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.sequences import NamedMoment, Sequence, Step
from rulesref_verify.findings import Kind
from rulesref_verify.owned_moments import check_moment_owners, check_owned_moments
from rulesref_verify.runner import with_engine_checks

ROUND = Sequence(id="round", name="Round", printing="rules",
                 cite=Citation(book="Toy", page=2, section="Rounds"), steps=(
                     Step(name="Knight turns", summary="Players take turns with knights.",
                          players=("First", "Second")),))


@dataclass(frozen=True)
class Model:
    named_moments: tuple[NamedMoment, ...]
    sequences: tuple[Sequence, ...] = (ROUND,)


def moment(rule: str, words: str, whose: str | None, page: int) -> NamedMoment:
    return NamedMoment(rule=rule, words=words, unit="turn", owner="the x's" if whose else None,
                       whose=whose, cite=Citation(book="Toy", page=page, section=rule))


def test_a_player_s_turn_and_a_piece_s_turn_are_found_once() -> None:
    # plant the fault: a turn ends as the player's, and a knight rests until its next turn
    found = check_moment_owners(Model((
        moment("Round", "the second player's turn ends", "player", 2),
        moment("Rest", "until the knight's next turn", "knight", 4),
        moment("Charge", "twice in the knight's own turns", "Knight", 5),
        moment("Hand", "one card per turn", None, 6))))
    assert [(f.id, f.kind, f.key) for f in found] == [
        ("moment:two-owners:turn", Kind.CONFLICT, "named_moments")]
    assert found[0].cited == ("Toy, p. 2, Round", "Toy, p. 4, Rest", "Toy, p. 5, Charge")
    assert found[0].message.startswith(
        "the book's 'turn' is 2 different spans of play: a player's at Round (p. 2, Round): "
        "'the second player's turn ends'; a knight's at Rest (p. 4, Rest): 'until the "
        "knight's next turn', Charge (p. 5, Charge): 'twice in the knight's own turns'")


def test_one_kind_of_owner_or_none_is_silent() -> None:
    assert check_moment_owners(Model((
        moment("Round", "the second player's turn ends", "player", 2),
        moment("Draw", "at the start of your turn", "player", 3),
        moment("Hand", "one card per turn", None, 6)))) == []
    assert check_moment_owners(object()) == []


def test_a_piece_s_span_is_no_player_s_own_phase() -> None:
    # a knight's turn in a step the players share is not a player's own part of it
    knight = NamedMoment(rule="Rest", words="until the knight's next turn",
                         unit="knight turns", owner="the knight's", whose="knight",
                         cite=Citation(book="Toy", page=4, section="Rest"))
    assert check_owned_moments(Model((knight,))) == []
    player = NamedMoment(rule="Rest", words="until your knight turns", unit="knight turns",
                         owner="your", whose="player",
                         cite=Citation(book="Toy", page=4, section="Rest"))
    assert [f.id for f in check_owned_moments(Model((player,)))] == [
        "moment:owned:knight turns"]


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_moment_owners in with_engine_checks(())
