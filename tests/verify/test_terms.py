"""The engine's check for a condition counted over a defined class that asks of its members
what the definition rules out (worked by hand on records of its own; no shipped ruleset)."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.terms import PrintedCondition, PrintedDefinition
from rulesref_verify.findings import Kind
from rulesref_verify.terms import check_circular_conditions
from tests.verify.mutate import with_field


def cite(printing: str) -> Citation:
    return Citation(book="Toy", page=3, section="Rounds", printing=printing)


@dataclass(frozen=True)
class Model:
    printed_definitions: tuple[PrintedDefinition, ...] = ()
    printed_conditions: tuple[PrintedCondition, ...] = ()


READY = PrintedDefinition(name="ready goat", excludes=("has grazed this round", "is asleep"),
                          cite=cite("ready"))
#: the correct form: the phase ends once every goat (a class with no such definition) has
#: grazed or sleeps
ENDS = PrintedCondition(rule="the phase ends", every="goat",
                        meets=("has grazed this round", "is asleep"), cite=cite("end"))


def test_a_condition_over_an_undefined_or_open_class_gives_nothing() -> None:
    assert check_circular_conditions(Model((READY,), (ENDS,))) == []
    # a condition asking one thing the definition leaves open is not circular
    partly = with_field(ENDS, every="ready goats", meets=("has grazed this round", "bleats"))
    assert check_circular_conditions(Model((READY,), (partly,))) == []
    assert check_circular_conditions(object()) == []


def test_a_condition_asking_what_its_class_rules_out_is_circular() -> None:
    # planted: the phase ends once every ready goat has grazed or is asleep, and a ready goat
    # is by definition neither (the plural finds the class too)
    circular = with_field(ENDS, every="ready goats", meets=("Has grazed this round",))
    (found,) = check_circular_conditions(Model((READY,), (circular,)))
    assert found.id == "terms:circular:the phase ends"
    assert found.kind is Kind.CIRCULAR and not found.inconclusive
    assert "holds only when no ready goat is left" in found.message
    assert found.cited == (str(cite("end")), str(cite("ready")))
