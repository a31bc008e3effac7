"""A procedure checked against its other printings, on records of its own: a step list and
the run of sections after it compared step by step, and a play variant whose version of a
step has someone else act without saying so. Nothing here uses a shipped ruleset."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.scenarios import PlayVariant, StepChange
from rulesref.core.sequences import Sequence, Step
from rulesref_verify.findings import Kind
from rulesref_verify.graphs import check_sequence_printings
from rulesref_verify.scenarios import check_variant_actors


def cite(page: int, section: str = "Rules", printing: str | None = None) -> Citation:
    return Citation(book="Toy", page=page, section=section, printing=printing)


LIST = Sequence(id="milking", name="Milking", printing="step list", cite=cite(4), steps=(
    Step(name="Catch Goat", summary="A goat is caught.", produces=("goat",)),
    Step(name="Fill Pail", summary="The pail fills.", uses=("goat",), produces=("milk",)),
    Step(name="Pour Milk", summary="Milk is poured.", uses=("milk",))))


def sections(*names: str) -> Sequence:
    """The same procedure as a run of sections, each step cited where its section is."""
    return Sequence(id="milking", name="Milking", printing="sections", canonical=False,
                    cite=cite(5, "Milking", "sections"), steps=tuple(
                        Step(name=n, summary=f"{n}, as its section says.",
                             cite=cite(5 + k, n)) for k, n in enumerate(names)))


@dataclass(frozen=True)
class Model:
    sequences: tuple[Sequence, ...] = ()
    play_variants: tuple[PlayVariant, ...] = ()


def test_sections_that_match_the_list_give_nothing() -> None:
    same = sections("Catch Goat", "Fill Pail", "Pour Milk")
    assert check_sequence_printings(Model((LIST, same))) == []
    assert check_sequence_printings(object()) == []  # a model without sequences


def test_a_step_missing_from_the_sections_and_one_they_add_are_found() -> None:
    planted = sections("Catch Goat", "Fill Pail", "Skim Cream")
    (found,) = check_sequence_printings(Model((LIST, planted)))
    assert found.id == "sequence:steps:milking:sections" and found.kind is Kind.MISSING
    assert "lacks Pour Milk; adds Skim Cream (after Fill Pail, last)" in found.message
    # both printings, and the added step's own section
    assert found.cited == (str(cite(5, "Milking", "sections")), str(cite(4)),
                           str(cite(7, "Skim Cream")))


def test_sections_in_another_order_are_a_conflict() -> None:
    planted = sections("Catch Goat", "Pour Milk", "Fill Pail")
    (found,) = check_sequence_printings(Model((LIST, planted)))
    assert found.id == "sequence:order:milking:sections" and found.kind is Kind.CONFLICT
    assert "Catch Goat > Pour Milk > Fill Pail" in found.message and len(found.cited) == 2


ROUND = Sequence(id="round", name="Round", printing="core rules", cite=cite(3), steps=(
    Step(name="Call the Herd", summary="The bell holder rings and calls.",
         actor="the bell holder"),
    Step(name="Graze", summary="Everyone grazes.")))
ROUND_SUMMARY = Sequence(id="round", name="Round", printing="summary", canonical=False,
                         cite=cite(20), steps=(Step(name="Call Herd", summary="Call."),
                                               Step(name="Graze", summary="Graze.")))


def variant(actor: str | None, declares: tuple[str, ...] = (), step: str = "Call the Herd",
            op: str = "change") -> PlayVariant:
    change = StepChange(op=op, sequence="round", step=step,  # type: ignore[arg-type]
                        summary="The shepherd calls.", actor=actor, declares=declares,
                        cite=cite(12, "Lonely Shepherd"))
    return PlayVariant(id="solo", name="Lonely Shepherd", players="one", changes=(change,),
                       cite=cite(12, "Lonely Shepherd"))


def test_a_variant_step_done_by_someone_else_unsaid_is_a_conflict() -> None:
    found = check_variant_actors(Model((ROUND,), (variant("the shepherd"),)))
    assert [(f.id, f.kind) for f in found] == [
        ("variant:actor:solo:round:call the herd", Kind.CONFLICT)]
    assert "carried out by the shepherd" in found[0].message
    assert "lets only the bell holder do it" in found[0].message
    assert found[0].cited == (str(cite(12, "Lonely Shepherd")), str(cite(3)))


def test_a_variant_naming_the_step_as_another_printing_does_is_matched() -> None:
    # the variant uses the summary's name; the core step's actor still applies
    found = check_variant_actors(Model((ROUND, ROUND_SUMMARY),
                                       (variant("the shepherd", step="Call Herd"),)))
    assert [f.id for f in found] == ["variant:actor:solo:round:call the herd"]


def test_a_declared_or_unchanged_actor_is_no_fault() -> None:
    for quiet in (variant("The Bell Holder"),                 # the same actor, other capitals
                  variant("the shepherd", declares=("actor",)),   # says it changes who acts
                  variant(None),                              # the variant's actor untold
                  variant("the shepherd", op="replace"),      # a new step, not a changed one
                  variant("the shepherd", step="Graze")):     # the core step's actor untold
        assert check_variant_actors(Model((ROUND,), (quiet,))) == [], quiet
    assert check_variant_actors(object()) == []
