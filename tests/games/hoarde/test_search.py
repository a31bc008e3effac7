"""Search over every installed game finds this game's objects first for queries chosen by hand
from the book's names."""

from __future__ import annotations

import pytest

from rulesref.core.search import Kind
from tests.searching import first

#: Questions a player of this game asks in their own words (the game they came from first),
#: and the object that answers each, chosen by hand from the book.
PLAYER_QUERIES = [
    # names as the book prints them, with typos and brackets
    ("enchanted", Kind.DECK, "enchanted DECK"),
    # a player's own words
    ("draw", Kind.RULE, "Pick up one"),
    ("what is a set", Kind.RULE, "Set size"),
    ("how many cards", Kind.RULE, "Deal"),
    ("who goes first", Kind.PHASE, "Roll initiative"),
    ("setup", Kind.PHASE, "Set Up"),
    ("hand limit", Kind.RULE, "Deal"),
    ("on your turn", Kind.PHASE, "On Your Turn"),
]


@pytest.mark.parametrize(("query", "kind", "name"), PLAYER_QUERIES)
def test_the_first_result_answers_the_query(query: str, kind: Kind, name: str) -> None:
    assert first(query, "hoarde") == (name, "hoarde", kind)
