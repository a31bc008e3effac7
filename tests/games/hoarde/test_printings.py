"""The rules the HOARDE rules print more than once, read by the engine's printing checks.
Expected values read from the page: a set is 3 cards (the aim, turn step 3, the enchanted
deck, the Clarifications, and twice in Card Odds); the card just picked up is not discarded
honestly (turn step 2, Feel Like Cheating?, the Clarifications); the enchanted deck adds CURSED
and CHARACTER sets (its rule, Card Odds); COLOUR, ITEM and MONETARY VALUE are listed three times."""

from __future__ import annotations

from rulesref.games.hoarde.loading import load
from rulesref_verify.findings import Kind
from rulesref_verify.printings import check_printed_lists, check_restatements
from tests.verify.mutate import replace_where, with_field


def test_the_printings_agree() -> None:
    rules = load()
    assert check_restatements(rules) == [] and check_printed_lists(rules) == []
    sizes = {f"{r.cite.section} ({r.cite.printing})": r.value for r in rules.restatements
             if r.topic == "winning set" and r.field == "cards in it"}
    assert sizes == {"Well met adventurer! (aim)": "3", "On Your Turn (step 3)": "3",
                     "Enchant Your Deck (CURSED and CHARACTER sets)": "3",
                     "Clarifications (matching set)": "3", "Card Odds (values)": "3",
                     "Card Odds (CURSED)": "3"}
    lists = [lst.items for lst in rules.printed_lists
             if lst.topic == "what a basic set matches on"]
    assert lists == [("COLOUR", "ITEM", "MONETARY VALUE")] * 3
    added = [set(lst.items) for lst in rules.printed_lists
             if lst.topic == "sets the enchanted deck adds"]
    assert added == [{"CURSED", "CHARACTER"}] * 2
    honest = [r.value for r in rules.restatements if r.topic == "discard"]
    assert honest == ["no", "no", "no"]


def test_card_odds_that_left_out_an_attribute_are_caught() -> None:
    rules = load()
    planted = with_field(rules, printed_lists=replace_where(
        rules.printed_lists, lambda lst: lst.cite.section == "Card Odds"
        and lst.topic == "what a basic set matches on",
        lambda lst: with_field(lst, items=("COLOUR", "ITEM"))))
    (found,) = check_printed_lists(planted)
    assert found.id == "list:differs:what a basic set matches on"
    assert found.kind is Kind.CONFLICT and "lacks MONETARY VALUE" in found.message


def test_card_odds_that_asked_for_four_of_a_value_are_caught() -> None:
    rules = load()
    planted = with_field(rules, restatements=replace_where(
        rules.restatements, lambda r: r.cite.printing == "values",
        lambda r: with_field(r, value="4")))
    (found,) = check_restatements(planted)
    assert found.id == "restatement:winning set:cards in it"
    assert found.kind is Kind.CONFLICT and "'4' (Card Odds (values))" in found.message
    assert len(found.cited) == 6


def test_card_odds_that_dropped_the_cursed_set_are_caught() -> None:
    rules = load()
    planted = with_field(rules, printed_lists=replace_where(
        rules.printed_lists, lambda lst: lst.topic == "sets the enchanted deck adds"
        and lst.cite.section == "Card Odds", lambda lst: with_field(lst, items=("CHARACTER",))))
    (found,) = check_printed_lists(planted)
    assert found.id == "list:differs:sets the enchanted deck adds"
    assert found.kind is Kind.CONFLICT and "lacks CURSED" in found.message
