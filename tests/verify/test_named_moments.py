"""The named-moment check on a toy model: a span of play the book names by a word the game
lacks (a turn in a game of rounds) is found once, naming every place; the round, under any
word of its sequence's name, a phase or step, what a step's name counts in (its last word),
and the game itself are silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.sequences import NamedMoment, Sequence, Step, TurnStructure
from rulesref_verify.findings import Kind
from rulesref_verify.scenarios import check_named_moments

CITE = Citation(book="Toy", page=2, section="Rounds")
ROUND = Sequence(id="round", name="Siege Round", printing="rules", cite=CITE, steps=(
    Step(name="March", summary="Units move."), Step(name="Storm", summary="Walls fall.")))
FOUR = TurnStructure(round="round", rounds=4, cite=CITE)


@dataclass(frozen=True)
class Model:
    named_moments: tuple[NamedMoment, ...]
    sequences: tuple[Sequence, ...] = (ROUND,)
    structure: TurnStructure = FOUR


def moment(rule: str, words: str, unit: str, page: int) -> NamedMoment:
    return NamedMoment(rule=rule, words=words, unit=unit,
                       cite=Citation(book="Toy", page=page, section=rule))


def test_the_game_s_own_spans_are_silent() -> None:
    known = (moment("Banners", "each siege round", "siege round", 3),
             moment("Rations", "from round to round", "round", 4),
             moment("Ladders", "during the storm", "Storm", 5),
             moment("Oaths", "until the game end", "game end", 6))
    assert check_named_moments(Model(known)) == []


def test_a_turn_in_a_game_of_rounds_is_found_once_with_every_place() -> None:
    # plant the fault: two rules count in turns, which the Toy round does not have
    planted = (moment("Rations", "from round to round", "round", 4),
               moment("Ladders", "at the end of any turn", "turn", 5),
               moment("Oaths", "on the turn it is sworn", "Turn", 7))
    found = check_named_moments(Model(planted))
    assert [(f.id, f.kind, f.key) for f in found] == [
        ("moment:undefined:turn", Kind.UNDEFINED, "named_moments")]
    assert found[0].cited == ("Toy, p. 5, Ladders", "Toy, p. 7, Oaths", str(CITE))
    assert ("Ladders (p. 5, Ladders): 'at the end of any turn'; Oaths (p. 7, Oaths): 'on the "
            "turn it is sworn'") in found[0].message
    assert "Rations" not in found[0].message


def test_a_model_without_named_moments_finds_nothing() -> None:
    assert check_named_moments(Model(())) == []
    assert check_named_moments(object()) == []


def test_a_step_made_of_turns_gives_the_game_turns() -> None:
    # the round's step is the knights' turns, so a turn is a span the game has; a step whose
    # name only starts with the word counts in something else
    turns = Sequence(id="round", name="Siege Round", printing="rules", cite=CITE, steps=(
        Step(name="Knight turns", summary="Players take turns with knights."),))
    said = (moment("Rest", "until its next turn", "turn", 5),)
    assert check_named_moments(Model(said, (turns,))) == []
    order = Sequence(id="round", name="Siege Round", printing="rules", cite=CITE,
                     steps=(Step(name="Turn Order", summary="Who goes first."),))
    assert [f.id for f in check_named_moments(Model(said, (order,)))] == [
        "moment:undefined:turn"]


def test_a_step_named_by_a_bare_noun_gives_no_span() -> None:
    # a singular last word names what the step does, not what it is made of: a book that
    # counts play in cards or in a turn still has no such span
    steps = Sequence(id="round", name="Siege Round", printing="rules", cite=CITE, steps=(
        Step(name="Draw card", summary="Each knight takes one."),
        Step(name="End turn", summary="Play passes on."),))
    said = (moment("Rest", "until its next card", "card", 5),
            moment("Rest", "until its next turn", "turn", 6))
    assert sorted(f.id for f in check_named_moments(Model(said, (steps,)))) == [
        "moment:undefined:card", "moment:undefined:turn"]
    plural = Sequence(id="round", name="Siege Round", printing="rules", cite=CITE, steps=(
        Step(name="Draw cards", summary="Each knight takes two."),))
    assert [f.id for f in check_named_moments(Model(said, (plural,)))] == [
        "moment:undefined:turn"]
