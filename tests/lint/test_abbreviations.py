"""An abbreviation the book never spells out (RL482), on small invented books."""

from __future__ import annotations

from tests.lint.vocab import findings

SHORT = """Marsh Rules
You need not play a TTRPG to leap with the frogs. Any TTRPG will do.
Thanks to CROM for the art of the marsh.
"""


def test_an_abbreviation_never_spelt_out_is_found_once() -> None:
    (found,) = findings(SHORT, "RL482")
    assert (found.line, found.words, found.occurrences) == (2, "TTRPG", 2)
    assert found.message == (
        "'TTRPG': an abbreviation the book never spells out (no expansion beside it or "
        "anywhere else); spell it out at its first printing")


def test_an_expansion_anywhere_silences_it() -> None:
    bracketed = SHORT.replace("play a TTRPG", "play a tabletop roleplaying game (TTRPG)")
    assert findings(bracketed, "RL482") == []
    initials = SHORT.replace("Marsh Rules\n", "Marsh Rules\nAny table-top role playing game "
                                              "works.\n")
    assert findings(initials, "RL482") == []


def test_a_name_in_capitals_and_an_english_word_are_left_alone() -> None:
    # CROM follows no article (a name); the DECK is an English word in capitals
    assert findings("Marsh Rules\nShuffle the DECK. Thanks to CROM.\n", "RL482") == []
