"""Enchant Your Deck gives the name CURSED card both to the cursed-object cards of the
enchanted DECK and to the reminder card a cursed winner is handed (read on the page); no
other name the page gives is given to two things, so that is the one clash."""

from __future__ import annotations

from rulesref.games.hoarde import load
from rulesref_verify.findings import Kind
from rulesref_verify.references import check_name_clashes
from tests.verify.mutate import with_field


def test_the_cursed_card_names_a_deck_card_and_a_reminder() -> None:
    found = check_name_clashes(load())
    assert [(f.id, f.kind) for f in found] == [("names:two-things:cursed card", Kind.CONFLICT)]
    assert dict(found[0].facts)["kinds"] == (
        '["card in the enchanted deck", "reminder card for the winner"]')


def test_a_reminder_with_a_name_of_its_own_is_silent() -> None:
    rules = load()
    renamed = tuple(with_field(d, name="CURSE reminder card")
                    if d.kind.startswith("reminder") and d.name == "CURSED card" else d
                    for d in rules.defined_names)
    assert check_name_clashes(with_field(rules, defined_names=renamed)) == []
