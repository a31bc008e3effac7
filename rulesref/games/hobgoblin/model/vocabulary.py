"""Hobgoblin's own nouns, registered with core's effect vocabulary: the tokens a unit or a
player holds, the Fortune deck, a unit's four stats and the keyword traits.

Core's effects name these as strings; the loader checks every effect against this register
(:mod:`rulesref.core.vocabulary`), so a misspelt token or stat is a loading error.
"""

from __future__ import annotations

from rulesref.core.vocabulary import Vocabulary
from rulesref.games.hobgoblin.model.keywords import Trait

#: Hobgoblin's tokens (Doom on units, Mercury held by a player, the First Player token), its
#: one deck, its unit stats and its keyword traits (pages 8-19, 28 and 64).
VOCABULARY = Vocabulary(
    tokens=frozenset({"Doom", "Mercury", "Quicksilver Dice", "First Player"}),
    decks=frozenset({"Fortune"}),
    stats=frozenset({"speed", "range", "strikes", "courage"}),
    traits=frozenset(t.value for t in Trait),
)
