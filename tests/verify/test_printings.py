"""The engine's printing checks on records of their own: a rule printed twice compared field
by field, and limits on one size solved together (z3). Nothing here uses a shipped ruleset."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.printings import PrintedBound, Restatement
from rulesref_verify.findings import Kind
from rulesref_verify.printings import check_restatements, check_single_values


def cite(page: int, printing: str | None = None) -> Citation:
    return Citation(book="Toy", page=page, section="Rules", printing=printing)


@dataclass(frozen=True)
class Model:
    restatements: tuple[Restatement, ...] = ()
    printed_bounds: tuple[PrintedBound, ...] = ()


AIM = (Restatement(topic="aim", field="drawn from", value="front edge", cite=cite(4)),
       Restatement(topic="aim", field="drawn from", value="Front Edge", cite=cite(9)),
       Restatement(topic="aim", field="drawn to", value="any point", cite=cite(4)))


def test_printings_that_agree_give_nothing() -> None:
    # the same value in other capitals, and a field only one printing states
    assert check_restatements(Model(restatements=AIM)) == []
    assert check_restatements(object()) == []  # a model without the records


def test_a_restatement_that_differs_is_a_conflict_citing_every_printing() -> None:
    planted = (*AIM, Restatement(topic="aim", field="drawn from", value="unit centre",
                                 cite=cite(4, "restated list")))
    (found,) = check_restatements(Model(restatements=planted))
    assert found.id == "restatement:aim:drawn from" and found.kind is Kind.CONFLICT
    assert "'front edge' (p. 4, Rules, p. 9, Rules)" in found.message
    assert "'unit centre' (p. 4, Rules (restated list))" in found.message
    assert len(found.cited) == 3


MARKERS = (PrintedBound(quantity="mm", applies_to="marker", low=20, high=40, cite=cite(9)),
           PrintedBound(quantity="mm", applies_to="big marker", kind_of="marker", low=30,
                        cite=cite(12)))


def test_bounds_that_leave_a_range_give_nothing() -> None:
    assert check_single_values(Model(printed_bounds=MARKERS)) == []
    assert check_single_values(object()) == []


def test_bounds_that_leave_one_value_are_found() -> None:
    # worked by hand: at most 20 and 20 to 40 leave exactly 20
    small = PrintedBound(quantity="mm", applies_to="small marker", kind_of="marker", high=20,
                         cite=cite(31))
    (found,) = check_single_values(Model(printed_bounds=(*MARKERS, small)))
    assert found.id == "bounds:small marker:mm" and found.kind is Kind.ONE_POINT
    assert "a single value, 20" in found.message
    assert [c.split(", ")[1] for c in found.cited] == ["p. 31", "p. 9"]


def test_an_open_end_leaves_a_range_again() -> None:
    # under 20 (open) and at least 20 leave nothing; at most 21 leaves 20 to 21
    none = PrintedBound(quantity="mm", applies_to="small marker", kind_of="marker", high=20,
                        high_open=True, cite=cite(31))
    (found,) = check_single_values(Model(printed_bounds=(*MARKERS, none)))
    assert found.kind is Kind.CONFLICT and "no value meets every limit" in found.message
    wider = PrintedBound(quantity="mm", applies_to="small marker", kind_of="marker", high=21,
                         cite=cite(31))
    assert check_single_values(Model(printed_bounds=(*MARKERS, wider))) == []


def test_bounds_reach_through_broader_classes() -> None:
    # a tiny marker is a small marker, which is a marker: all three printings apply
    small = PrintedBound(quantity="mm", applies_to="small marker", kind_of="marker", high=30,
                         cite=cite(31))
    tiny = PrintedBound(quantity="mm", applies_to="tiny marker", kind_of="small marker",
                        low=30, cite=cite(33))
    found = {f.id: f for f in check_single_values(Model(printed_bounds=(*MARKERS, small,
                                                                        tiny)))}
    assert set(found) == {"bounds:tiny marker:mm"}
    assert "a single value, 30" in found["bounds:tiny marker:mm"].message
    assert len(found["bounds:tiny marker:mm"].cited) == 3
