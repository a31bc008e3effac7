"""The timing check on a toy model: a rule open 'at any time' that does the business of one
step of the turn is reported, citing the rule and the turn; one that does no step's business
is silent, and a step the turn lacks, or a turn not transcribed, is a data error."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rulesref.core.citation import Citation
from rulesref.core.sequences import Sequence, Step, TimedRule, TurnStructure
from rulesref.errors import RulesDataError
from rulesref_verify.findings import Kind
from rulesref_verify.timing import check_timing
from tests.verify.mutate import with_field

TURN_CITE = Citation(book="Toy", page=3, section="Turn")
RELIC = Citation(book="Toy", page=8, section="Relics")
TURN = Sequence(id="turn", name="Turn", printing="list", cite=TURN_CITE,
                steps=(Step(name="Move", summary="Gates move."),
                       Step(name="Score", summary="Points are counted.")))
STRUCTURE = TurnStructure(round="turn", cite=TURN_CITE)
OMEN = TimedRule(name="Omen", words="at any time", summary="Play an omen card.", cite=RELIC)


@dataclass(frozen=True)
class Model:
    timed_rules: tuple[TimedRule, ...]
    sequences: tuple[Sequence, ...] = (TURN,)
    structure: TurnStructure = STRUCTURE


def test_a_rule_that_does_no_step_s_business_is_silent() -> None:
    assert check_timing(Model((OMEN,))) == []


def test_a_rule_open_at_any_time_that_scores_is_reported() -> None:
    # plant the fault: the omen counts points at any time, the Score step's business
    found = check_timing(Model((with_field(OMEN, does=("score",)),)))
    assert [(f.id, f.kind) for f in found] == [("timing:omen:score", Kind.CONFLICT)]
    assert found[0].cited == (str(RELIC), str(TURN_CITE))
    assert ("Omen may be used 'at any time', yet it does what Turn gives to one step of a "
            "player's own turn, the Score (Points are counted)") in found[0].message


def test_a_rule_whose_own_span_is_that_step_is_silent() -> None:
    # 'at any time during the Score step' keeps the scoring where the turn puts it
    inside = with_field(OMEN, does=("score",), within="the Score step")
    assert check_timing(Model((inside,))) == []
    # a span wider than the step (the player's turn) still leaves it open
    wider = with_field(OMEN, does=("score",), within="their turn")
    assert [f.id for f in check_timing(Model((wider,)))] == ["timing:omen:score"]


def test_a_step_the_turn_lacks_is_a_data_error() -> None:
    with pytest.raises(RulesDataError, match="'Harvest', which is not a step of Turn"):
        check_timing(Model((with_field(OMEN, does=("Harvest",)),)))


def test_timed_rules_without_the_turn_s_sequence_are_a_data_error() -> None:
    # a bad input gets a one-line cause naming the records, not an internal error
    with pytest.raises(RulesDataError, match="no sequence for the turn"):
        check_timing(Model((OMEN,), sequences=()))
