"""Search over every installed game finds this game's objects first for queries chosen by hand
from the book's names."""

from __future__ import annotations

import pytest

from rulesref.core.search import Kind, installed_index


@pytest.mark.parametrize(("query", "kind", "name"), [
    ("minefeild", Kind.CARD, "Minefield"),
    ("sniper", Kind.CLASS, "Sniper"),
])
def test_hand_chosen_best_results(query: str, kind: Kind, name: str) -> None:
    best = installed_index().search(query)[0].object
    assert (best.name, best.game, best.kind) == (name, 'hogs_of_war', kind)


#: Questions a player of this game asks in their own words (the game they came from first),
#: and the object that answers each, chosen by hand from the book.
PLAYER_QUERIES = [
    ("who goes first", Kind.TERM, "First Player"),
    ("how far can i shoot", Kind.TERM, "Range"),
    ("how many cards in hand", Kind.TERM, "hand size"),
    ("stun", Kind.TERM, "stunned"),
    ("minefeild", Kind.CARD, "Minefield"),
]


@pytest.mark.parametrize(("query", "kind", "name"), PLAYER_QUERIES)
def test_a_players_words_find_the_rule(query: str, kind: Kind, name: str) -> None:
    best = installed_index().search(query, prefer="hogs_of_war")[0].object
    assert (best.name, best.game, best.kind) == (name, "hogs_of_war", kind)
