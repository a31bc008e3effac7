"""Enchant Your Deck gives the name CURSED card both to the cursed-object cards of the
enchanted DECK and to the reminder card a cursed winner is handed (read on the page); no
other name the page gives is given to two things, so that is the one clash. Every card name
the rules use is one the page gives, so the reference check is silent."""

from __future__ import annotations

import json

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


def test_every_card_name_used_is_given() -> None:
    assert check_references(load()) == []


def test_a_reminder_with_a_name_of_its_own_is_silent() -> None:
    rules = load()
    renamed = tuple(with_field(d, name="CURSE reminder card")
                    if d.kind.startswith("reminder") and d.name == "CURSED card" else d
                    for d in rules.defined_names)
    assert check_name_clashes(with_field(rules, defined_names=renamed)) == []
