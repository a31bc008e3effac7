"""One name for two things in Hobgoblin, read by the engine's name-clash check over the
defined names and the dice tables' results: worked out by reading the Nebularis spells
(p. 31) and the Battlefield table (p. 42)."""

from __future__ import annotations

from rulesref.games.hobgoblin import load
from rulesref_verify.findings import Kind
from rulesref_verify.references import check_name_clashes
from tests.verify.mutate import with_field


def test_the_marble_forest_is_a_spell_and_a_battlefield_result() -> None:
    # p. 31: Marble Forest, a Nebularis spell; p. 42: roll 46 on the Battlefield table, The
    # Marble Forest, six columns of rock; no other spell, card, artefact, keyword or table
    # row with rules of its own shares a name
    found = check_name_clashes(load())
    assert [(f.id, f.kind) for f in found] == [("names:two-things:marble forest",
                                                Kind.CONFLICT)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 31, Abyssal Sorcery", "p. 42, Battlefield Table"]
    assert dict(found[0].facts)["kinds"] == '["battlefield table result", "spell"]'


def test_a_battlefield_result_with_a_name_of_its_own_is_silent() -> None:
    rules = load()
    tables = tuple(
        with_field(t, entries=tuple(with_field(e, result="The Stone Columns")
                                    if e.result == "The Marble Forest" else e
                                    for e in t.entries))
        for t in rules.dice_tables)
    assert check_name_clashes(with_field(rules, dice_tables=tables)) == []
