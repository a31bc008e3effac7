"""The idle-stage check on a toy model: a last siege a rule starts that a heading only names
is found (an undefined word) citing both; a passage that says what changes in it, or a stage
nothing starts, is silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.stages import StageStart, StageUse
from rulesref_verify.findings import Kind
from rulesref_verify.runner import with_engine_checks
from rulesref_verify.stages import check_idle_stages

HORN_AT = Citation(book="Toy", page=6, section="Horn")
SIEGE_AT = Citation(book="Toy", page=7, section="Last Siege")
HORN = StageStart(stage="last siege", by="Horn", cite=HORN_AT)
HEADING = StageUse(stage="Last Siege", rule="the heading", cite=SIEGE_AT)


@dataclass(frozen=True)
class Model:
    stage_starts: tuple[StageStart, ...] = (HORN,)
    stage_uses: tuple[StageUse, ...] = (HEADING,)


def test_a_stage_with_no_effect_is_found() -> None:
    (found,) = check_idle_stages(Model())
    assert (found.id, found.kind, found.key) == ("stage:idle:last siege", Kind.UNDEFINED,
                                                 "stage_starts")
    assert found.cited == (str(HORN_AT), str(SIEGE_AT))
    assert found.message == (
        "the last siege: Horn starts it (p. 6, Horn); the heading only names it (p. 7, Last "
        "Siege), but no rule says what changes once the last siege has begun (say what it "
        "changes, or drop the word)")


def test_a_stage_that_changes_something_or_is_never_started_is_silent() -> None:
    rams = StageUse(stage="last siege", rule="Rams", changes="Rams roll twice.",
                    cite=SIEGE_AT)
    assert check_idle_stages(Model(stage_uses=(HEADING, rams))) == []
    assert check_idle_stages(Model(stage_starts=())) == []
    assert check_idle_stages(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_idle_stages in with_engine_checks(())
