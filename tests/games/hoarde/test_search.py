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
