"""Enchant Your Deck gives the name CURSED card both to the cursed-object cards of the
enchanted DECK and to the reminder card a cursed winner is handed (read on the page); no
other name the page gives is given to two things, so that is the one clash. The page never
says which cards the CHARACTER cards are (it tells of notes naming party members, then asks
for a set of CHARACTER cards), so that is the one card name the rules use that the page does
not give."""

from __future__ import annotations

import json

from rulesref.core.references import DefinedName
from rulesref.games.hoarde import load
from rulesref_verify.findings import Kind
from rulesref_verify.references import check_name_clashes, check_references
from tests.verify.mutate import with_field


def test_the_cursed_card_names_a_deck_card_and_a_reminder() -> None:
    found = check_name_clashes(load())
    assert [(f.id, f.kind) for f in found] == [("names:two-things:cursed card", Kind.CONFLICT)]
    assert dict(found[0].facts)["kinds"] == '["enchanted deck card", "reminder card"]'
    # two uses in Enchant Your Deck and two in Card Odds, counted on the page
    assert found[0].cited == ("HOARDE, Enchant Your Deck", "HOARDE, Card Odds")
    assert len(json.loads(dict(found[0].facts)["used_by"])) == 4


def test_the_character_card_is_the_one_card_name_not_given() -> None:
    found = check_references(load())
    assert [(f.id, f.kind) for f in found] == [
        ("reference:undefined:card:CHARACTER card", Kind.UNDEFINED)]
    # two uses in Enchant Your Deck and one in Card Odds, counted on the page
    assert found[0].cited == ("HOARDE, Enchant Your Deck", "HOARDE, Card Odds")
    assert "(reading character-cards)" in found[0].message


def test_a_character_card_the_page_names_is_silent() -> None:
    rules = load()
    named = DefinedName(name="CHARACTER card", kind="enchanted deck card",
                        cite=rules.defined_names[0].cite)
    assert check_references(with_field(rules, defined_names=(*rules.defined_names,
                                                             named))) == []


def test_a_reminder_with_a_name_of_its_own_is_silent() -> None:
    rules = load()
    renamed = tuple(with_field(d, name="CURSE reminder card")
                    if d.kind.startswith("reminder") and d.name == "CURSED card" else d
                    for d in rules.defined_names)
    assert check_name_clashes(with_field(rules, defined_names=renamed)) == []
