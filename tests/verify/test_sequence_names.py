"""The sequence printing check's names: a section heading that restates a step in the
``-ing`` form is the same name; any other wording is a second name and is found."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.sequences import Sequence, Step
from rulesref_verify.findings import Kind
from rulesref_verify.graphs import check_sequence_printings, same_step_name

CORE = Citation(book="Toy", page=4, section="End Phase")
SECTION = Citation(book="Toy", page=9, section="End Phase")


@dataclass(frozen=True)
class Model:
    sequences: tuple[Sequence, ...]


def _model(printed: str) -> Model:
    def steps(first: str) -> tuple[Step, ...]:
        return (Step(name="Score", summary="Points are counted."),
                Step(name=first, summary="Broken units leave."))

    return Model((Sequence(id="end", name="End Phase", printing="core rules", cite=CORE,
                           steps=steps("Remove Broken Units")),
                  Sequence(id="end", name="End Phase", printing="section", cite=SECTION,
                           steps=steps(printed), canonical=False)))


def test_a_heading_in_the_ing_form_is_the_same_name() -> None:
    assert same_step_name("Removing Broken Units", "Remove Broken Units")
    assert same_step_name("Setting Up", "Set Up") and same_step_name("Moving", "Move")
    assert not same_step_name("Seize the Initiative", "Press the Initiative")
    assert not same_step_name("Removal of Units", "Remove Units")
    assert not same_step_name("Reading", "Ready")
    assert check_sequence_printings(_model("Removing Broken Units")) == []


def test_another_name_for_the_step_is_found() -> None:
    (found,) = check_sequence_printings(_model("Clear Broken Units"))
    assert found.id == "sequence:name:end:section:Remove Broken Units"
    assert found.kind is Kind.VARIANT and len(found.cited) == 2
