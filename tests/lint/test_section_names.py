"""Section names in the other number (RL470) on a small invented book: a reference that
adds a plural ending to its heading's name is found at its first line, counting each
printing; the corrected book, a reference matching its heading exactly, a name cut by the
line end and a name matching no heading at all (RL201's concern) are silent."""

from __future__ import annotations

from rulesref.lint.model import LintFinding
from tests.lint.vocab import findings

BOOK = """RAFT SIZE
A raft holds at most six frogs.

Lily Pads
A pad carries one frog (see Raft Sizes).
A heron lands on a pad (see Raft Sizes).
"""


def _found(text: str) -> list[LintFinding]:
    return findings(text, "RL470")


def test_a_reference_in_the_other_number_is_found_once_with_its_printings() -> None:
    (found,) = _found(BOOK)
    assert (found.line, found.words, found.occurrences) == (5, "see Raft Sizes", 2)
    assert "the heading is 'RAFT SIZE'" in found.message


def test_a_dropped_ending_is_found_too() -> None:
    text = BOOK.replace("RAFT SIZE", "RAFT SIZES").replace("Raft Sizes", "Raft Size")
    assert [f.words for f in _found(text)] == ["see Raft Size"]


def test_the_corrected_book_is_silent() -> None:
    assert _found(BOOK.replace("Raft Sizes", "Raft Size")) == []


def test_a_name_cut_by_the_line_end_and_an_unknown_name_are_silent() -> None:
    cut = BOOK.replace("(see Raft Sizes).\nA heron lands on a pad (see Raft Sizes).",
                       "(see Raft\nSizes). A heron lands on a pad.")
    assert "see Raft\n" in cut
    assert _found(cut) == []
    assert _found(BOOK.replace("Raft Sizes", "Pond Depths")) == []
