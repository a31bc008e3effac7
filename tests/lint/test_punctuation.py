"""Doubled punctuation (RL415) on a small invented book: a doubled full stop and a doubled
comma are found at their lines with the word they follow; the corrected text, an ellipsis,
an abbreviation's stop before another mark, a range and two columns run together are
silent."""

from __future__ import annotations

from rulesref.lint.model import LintFinding
from tests.lint.vocab import findings

BOOK = """Reeds
The marsh is wide and the reeds grow tall around them..
Herons wait, watch,, and strike.
Frogs croak at dusk.
"""


def _found(text: str) -> list[LintFinding]:
    return findings(text, "RL415")


def test_a_doubled_stop_and_a_doubled_comma_are_found() -> None:
    found = _found(BOOK)
    assert [(f.line, f.words) for f in found] == [(2, "them.."), (3, "watch,,")]
    assert found[0].message == "'them..': '..' prints two marks where one belongs"


def test_the_corrected_text_is_silent() -> None:
    assert _found(BOOK.replace("them..", "them.").replace("watch,,", "watch,")) == []


def test_an_ellipsis_an_abbreviation_and_a_range_are_silent() -> None:
    text = ("The frogs wait...\nThe frogs wait....\nSmall beasts (e.g.. newts) hide.\n"
            "Herons, i.e., tall birds, eat.\nRoll 1..6 on the die.\nThe pond…. Then.\n")
    assert _found(text) == []


def test_a_mark_after_a_space_is_left_alone() -> None:
    assert _found("The column ends here. . The next column starts.\n") == []
