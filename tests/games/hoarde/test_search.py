"""Search over every installed game finds this game's objects first for queries chosen by hand
from the book's names."""

from __future__ import annotations

import pytest

from rulesref.core.search import Kind, installed_index


@pytest.mark.parametrize(("query", "kind", "name"), [
    ("enchanted", Kind.DECK, "enchanted DECK"),
])
def test_hand_chosen_best_results(query: str, kind: Kind, name: str) -> None:
    best = installed_index().search(query)[0].object
    assert (best.name, best.game, best.kind) == (name, 'hoarde', kind)


#: Questions a player of this game asks in their own words (the game they came from first),
#: and the object that answers each, chosen by hand from the book.
PLAYER_QUERIES = [
    ("draw", Kind.RULE, "Pick up one"),
    ("what is a set", Kind.RULE, "Set size"),
    ("how many cards", Kind.RULE, "Deal"),
    ("who goes first", Kind.PHASE, "Roll initiative"),
]


@pytest.mark.parametrize(("query", "kind", "name"), PLAYER_QUERIES)
def test_a_players_words_find_the_rule(query: str, kind: Kind, name: str) -> None:
    best = installed_index().search(query, prefer="hoarde")[0].object
    assert (best.name, best.game, best.kind) == (name, "hoarde", kind)
