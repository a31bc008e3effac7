"""Card Odds gives the base and the enchanted DECK their own totals, then four of its
statements say only 'the DECK' (counted by hand from the page: the copies of each value, the
CHARACTER and CURSED likelihoods and the six CURSED cards); the other sections that name a
deck qualify it or name only one, so they are silent."""

from __future__ import annotations

from rulesref.games.hoarde import load
from rulesref_verify.findings import Kind
from rulesref_verify.piles import check_pile_names
from tests.verify.mutate import with_field


def test_card_odds_leaves_the_deck_of_four_statements_unnamed() -> None:
    found = check_pile_names(load())
    assert [(f.id, f.kind) for f in found] == [("piles:which:card odds:deck", Kind.MISSING)]
    assert found[0].cited == ("HOARDE, Card Odds",)
    assert dict(found[0].facts)["unqualified"] == (
        '["copies of each value", "CHARACTER least likely", "number of CURSED cards", '
        '"CURSED most likely"]')
    assert "('the base DECK', 'the enchanted DECK')" in found[0].message


def test_naming_the_deck_in_each_statement_is_silent() -> None:
    rules = load()
    named = tuple(with_field(m, called="the enchanted DECK") if m.called == "the DECK" else m
                  for m in rules.pile_mentions)
    assert check_pile_names(with_field(rules, pile_mentions=named)) == []
