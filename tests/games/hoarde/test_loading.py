"""The HOARDE loader: every shipped file loads, every fact is cited, broken data fails
naming the file and the path."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from rulesref.core.citation import Citation
from rulesref.core.readings import ReadingKind
from rulesref.errors import RulesDataError
from rulesref.games import hoarde
from rulesref.games.hoarde.loading import BOOK, DATA_DIR, load_from, load_uncached
from rulesref.games.hoarde.model import AttributeKind, DeckId
from tests.games.hoarde.helpers import data_with

#: The headings printed on the rules page, in order.
HEADINGS = {"Well met adventurer!", "Set Up", "On Your Turn", "Feel Like Cheating?",
            "Enchant Your Deck", "Clarifications", "Play the game by itself", "Card Odds"}


def _citations(value: Any) -> list[Citation]:
    if isinstance(value, Citation):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in _citations(getattr(value, f.name))]
    if isinstance(value, tuple):
        return [c for item in value for c in _citations(item)]
    return []


def test_all_shipped_data_loads() -> None:
    rules = load_uncached()
    assert rules.title == "HOARDE"
    assert [a.name for a in rules.attributes] == [
        "COLOUR", "ITEM", "MONETARY VALUE", "CURSED", "CHARACTER", "HOARDE"]
    assert [a.in_sets for a in rules.attributes] == [True] * 5 + [False]
    assert [a.kind for a in rules.attributes][3:5] == [AttributeKind.MARK, AttributeKind.NAME]
    assert [d.id for d in rules.decks] == [DeckId.BASE, DeckId.ENCHANTED]
    assert {s.id for s in rules.sequences} == {"setup", "turn", "reshuffle"}
    turn = next(s for s in rules.sequences if s.id == "turn")
    assert turn.names() == ("1. Pick up a card", "2. Place a card", "3. End of turn")
    assert rules.structure.round == "turn" and rules.structure.rounds is None
    assert rules.structure.end_conditions[0].at == "3. End of turn"
    assert len(rules.readings) == 16
    assert {r.kind for r in rules.readings} == set(ReadingKind)


def test_stated_numbers_are_copied_from_the_page() -> None:
    rules = load_uncached()
    stated = {s.id: s.value for s in rules.odds}
    assert stated["base-winning-combinations"] == 144
    assert stated["enchanted-winning-combinations"] == 169
    assert stated["colour-copies"] == stated["item-copies"] == 4
    assert stated["cursed-cards"] == 6 and stated["character-copies"] == 3
    rules_by_id = {r.id: r.value for r in rules.game_rules}
    assert rules_by_id["deal"] == 3 and rules_by_id["set_size"] == 3


def test_every_fact_is_cited_under_a_printed_heading() -> None:
    rules = load_uncached()
    cites = _citations(rules)
    assert len(cites) > 50
    for cite in cites:
        assert cite.book == BOOK == "HOARDE"
        assert cite.page is None
        assert cite.section in HEADINGS, cite


def test_load_is_cached_and_equal_to_a_fresh_load() -> None:
    assert hoarde.load() is hoarde.load()
    assert load_from(DATA_DIR).decks == load_uncached().decks


@pytest.mark.parametrize(
    ("fixture", "where", "what"),
    [
        ("decks_unknown_key_invalid.yaml", "decks.yaml:",
         "decks[1].composition.groups[4].copeis: unknown key"),
        ("readings_bad_kind_invalid.yaml", "readings.yaml:3:", "readings[0].kind: "),
        ("odds_missing_cite_invalid.yaml", "odds.yaml:",
         "odds[0].cite: required key is missing"),
    ],
)
def test_bad_data_names_file_and_path(tmp_path: Path, fixture: str, where: str,
                                      what: str) -> None:
    with pytest.raises(RulesDataError) as info:
        load_uncached(data_with(tmp_path, fixture))
    text = str(info.value)
    assert text.startswith(where), text
    assert what in text, text
