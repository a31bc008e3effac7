"""The engine's printing checks on records of their own: a rule printed twice compared field
by field, limits on one size solved together (z3), and printed lists checked for repeats and
against their other printings, a list printed as a choice out of another checked against
it, and a quantity only used, never given. Nothing here uses a shipped ruleset."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.printings import PrintedBound, PrintedList, PrintedQuantity, Restatement
from rulesref_verify.findings import Kind
from rulesref_verify.printings import (
    check_list_choices,
    check_printed_lists,
    check_quantities_given,
    check_restatements,
    check_single_values,
)
from tests.verify.mutate import with_field


def cite(page: int, printing: str | None = None) -> Citation:
    return Citation(book="Toy", page=page, section="Rules", printing=printing)


@dataclass(frozen=True)
class Model:
    restatements: tuple[Restatement, ...] = ()
    printed_bounds: tuple[PrintedBound, ...] = ()
    printed_lists: tuple[PrintedList, ...] = ()
    printed_quantities: tuple[PrintedQuantity, ...] = ()


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


GOAT = (PrintedList(topic="Goat starting traits", items=("Hardy", "Sure-footed", "Horned"),
                    cite=cite(5, "description")),
        PrintedList(topic="Goat starting traits", items=("horned", "Hardy", "Sure-footed"),
                    cite=cite(2, "table")))


def test_lists_that_agree_give_nothing() -> None:
    # the same items in another order and other capitals
    assert check_printed_lists(Model(printed_lists=GOAT)) == []
    assert check_printed_lists(object()) == []


def test_a_list_that_names_an_item_twice_is_found() -> None:
    twice = PrintedList(topic="Goat god aspects", items=("milk", "cliffs", "Milk", "bells"),
                        cite=cite(7))
    (found,) = check_printed_lists(Model(printed_lists=(*GOAT, twice)))
    assert found.id == "list:repeat:Goat god aspects:milk" and found.kind is Kind.REPEAT
    assert "names 'milk' 2 times" in found.message and found.cited == (str(cite(7)),)


def test_a_printing_that_lacks_an_item_is_a_conflict_citing_both() -> None:
    short = (GOAT[0], PrintedList(topic="Goat starting traits",
                                  items=("Hardy", "Sure-footed"), cite=cite(2, "table")))
    (found,) = check_printed_lists(Model(printed_lists=short))
    assert found.id == "list:differs:Goat starting traits" and found.kind is Kind.CONFLICT
    assert "p. 2, Rules (table) lacks Horned, which p. 5, Rules (description) names" \
        in found.message
    assert found.cited == (str(cite(5, "description")), str(cite(2, "table")))


def test_an_item_a_convention_supplies_once_for_all_is_not_missing() -> None:
    # the table leaves Horned to a rule printed once: every goat is horned (p. 1)
    short = PrintedList(topic="Goat starting traits", items=("Hardy", "Sure-footed"),
                        cite=cite(2, "table"))
    covered = with_field(short, implied=("Horned",), implied_by=cite(1, "every goat"))
    assert check_printed_lists(Model(printed_lists=(GOAT[0], covered))) == []
    # a convention the record does not cite hides nothing: the check cannot decide
    uncited = with_field(short, implied=("Horned",))
    (found,) = check_printed_lists(Model(printed_lists=(GOAT[0], uncited)))
    assert found.inconclusive and found.kind is Kind.DATA


MOVES = PrintedList(topic="a goat's moves", items=("Climb", "Butt", "Bleat at a rival goat"),
                    cite=cite(3, "moves"))


def test_a_choice_named_in_full_or_by_its_first_words_gives_nothing() -> None:
    after = PrintedList(topic="a goat's move after bleating", chosen_from="A Goat's Moves",
                        items=("climb", "bleat"), cite=cite(6, "after"))
    assert check_list_choices(Model(printed_lists=(MOVES, after))) == []
    assert check_list_choices(Model(printed_lists=GOAT)) == []  # no choice lists at all
    assert check_list_choices(object()) == []


def test_a_choice_naming_what_its_list_lacks_is_a_conflict_citing_both() -> None:
    # planted: the choice joins two moves into one the list never prints
    after = PrintedList(topic="a goat's move after bleating", chosen_from="a goat's moves",
                        items=("Climb", "Butt / Bleat"), cite=cite(6, "after"))
    (found,) = check_list_choices(Model(printed_lists=(MOVES, after)))
    assert found.id == "list:not-offered:a goat's move after bleating"
    assert found.kind is Kind.CONFLICT and not found.inconclusive
    assert "names 'Butt / Bleat', which a goat's moves (p. 3, Rules (moves)) does not list" \
        in found.message
    assert found.cited == (str(cite(6, "after")), str(cite(3, "moves")))
    # a word past the item's own is no first-words form of it
    longer = with_field(after, items=("Climb up the cliff",))
    (found,) = check_list_choices(Model(printed_lists=(MOVES, longer)))
    assert "'Climb up the cliff'" in found.message


def test_a_choice_out_of_a_list_never_transcribed_is_inconclusive() -> None:
    after = PrintedList(topic="a goat's move after bleating", chosen_from="a goat's tricks",
                        items=("Climb",), cite=cite(6, "after"))
    (found,) = check_list_choices(Model(printed_lists=(MOVES, after)))
    assert found.inconclusive and found.kind is Kind.DATA
    assert found.id == "list:choice-of-nothing:a goat's move after bleating"


GRAZE = (PrintedQuantity(quantity="grass a goat eats", value="2", by="Grazing",
                         cite=cite(4, "rule")),
         PrintedQuantity(quantity="grass a goat eats", words="its fill", by="Summary",
                         cite=cite(9, "summary")))


def test_a_quantity_some_passage_gives_is_no_finding() -> None:
    assert check_quantities_given(Model(printed_quantities=GRAZE)) == []
    assert check_quantities_given(object()) == []


def test_a_quantity_only_used_is_missing_citing_every_use() -> None:
    # planted: the rule no longer says how much grass, so only 'its fill' is left
    used = (with_field(GRAZE[0], value=None, words="some grass"), GRAZE[1])
    (found,) = check_quantities_given(Model(printed_quantities=used))
    assert found.id == "quantity:never-given:grass a goat eats"
    assert found.kind is Kind.MISSING and not found.inconclusive
    assert "Grazing (p. 4, Rules (rule)): 'some grass'; Summary (p. 9, Rules (summary)): " \
        "'its fill'" in found.message
    assert found.cited == (str(cite(4, "rule")), str(cite(9, "summary")))
