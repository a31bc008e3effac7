"""The outline checks on an invented model: a pointer to a section that does not hold the
rule it names, while another section does, is a conflict citing all three places; a
procedure called by words its heading does not print is found, naming a procedure whose
heading is as near to those words. The corrected records, and pointers or sections the
outline lacks, are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.outline import OutlineSection, Procedure, SectionPointer
from rulesref_verify.findings import Kind
from rulesref_verify.outline import check_procedure_calls, check_section_pointers
from rulesref_verify.runner import with_engine_checks


def cite(page: int, section: str) -> Citation:
    return Citation(book="Pond Rules", page=page, section=section)


OUTLINE = (
    OutlineSection(name="Choosing Prey", parts=("Pick a Near Fly", "Pick any Fly"),
                   cite=cite(8, "Choosing Prey")),
    OutlineSection(name="Frog Habits", parts=("Hungry Habit", "Shy Habit"),
                   cite=cite(9, "Frog Habits")))
PROCEDURES = (
    Procedure(name="Pick a Near Fly", called_as="pick a near fly", cite=cite(8, "Near Fly")),
    Procedure(name="Pick any Fly", cite=cite(8, "Any Fly")),
    Procedure(name="Pick a Slow Fly", called_as="Pick a slow fly", cite=cite(8, "Slow Fly")))


@dataclass(frozen=True)
class Model:
    section_pointers: tuple[SectionPointer, ...] = ()
    outline: tuple[OutlineSection, ...] = OUTLINE
    procedures: tuple[Procedure, ...] = PROCEDURES


def pointer(rule: str, see: str) -> SectionPointer:
    return SectionPointer(rule=rule, see=see, by="Hop Phase", cite=cite(7, "Hop Phase"))


def test_a_pointer_to_a_section_without_the_rule_cites_all_three_places() -> None:
    # plant the fault: the habit is sent to the prey section
    (found,) = check_section_pointers(Model((pointer("Hungry Habit", "Choosing Prey"),)))
    assert (found.id, found.kind, found.key) == (
        "outline:pointer:choosing prey:hungry habit", Kind.CONFLICT, "section_pointers")
    assert found.cited == ("Pond Rules, p. 7, Hop Phase", "Pond Rules, p. 8, Choosing Prey",
                           "Pond Rules, p. 9, Frog Habits")
    assert "printed under Frog Habits (p. 9, Frog Habits)" in found.message


def test_the_corrected_pointer_and_unknown_places_are_silent() -> None:
    assert check_section_pointers(Model((pointer("Hungry Habit", "Frog Habits"),
                                         pointer("pick a near fly", "Choosing Prey")))) == []
    # a section or a rule the outline lacks is a gap in the model, not a fault of the book
    assert check_section_pointers(Model((pointer("Hungry Habit", "Lily Pads"),
                                         pointer("Sleepy Habit", "Choosing Prey")))) == []
    assert check_section_pointers(object()) == []


def test_calling_words_other_than_the_heading_s_are_found_with_a_procedure_as_near() -> None:
    # plant the fault: the near-fly procedure is called without 'near'
    planted = (dataclasses.replace(PROCEDURES[0], called_as="pick a fly"), *PROCEDURES[1:])
    (found,) = check_procedure_calls(Model(procedures=planted))
    assert (found.id, found.kind, found.key) == (
        "outline:procedure-call:pick a near fly", Kind.VARIANT, "procedures")
    # 'pick a fly' is one word from each of the other two headings as well
    assert dict(found.facts)["as_near"] == '["Pick a Slow Fly", "Pick any Fly"]'
    assert "'Pick any Fly' (p. 8, Any Fly)" in found.message
    assert found.cited == ("Pond Rules, p. 8, Near Fly", "Pond Rules, p. 8, Any Fly",
                           "Pond Rules, p. 8, Slow Fly")


def test_calling_words_near_no_other_heading_name_no_procedure() -> None:
    planted = (dataclasses.replace(PROCEDURES[0], called_as="pick a near big fly"),)
    (found,) = check_procedure_calls(Model(procedures=planted))
    assert (found.kind, found.cited) == (Kind.UNDEFINED, ("Pond Rules, p. 8, Near Fly",))


def test_calling_words_matching_the_heading_are_silent() -> None:
    assert check_procedure_calls(Model()) == []
    assert check_procedure_calls(object()) == []


def test_the_runner_gives_them_to_every_ruleset() -> None:
    engine = with_engine_checks(())
    assert check_section_pointers in engine and check_procedure_calls in engine
