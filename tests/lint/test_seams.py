"""Reading across a line's end: a line alone, then joined to where its text goes on; in
two-column text run together, also to the other column's part of the next line."""

from __future__ import annotations

from rulesref.lint.known import analyse
from rulesref.lint.reading import manuscript_text
from rulesref.lint.seams import runs


def test_runs_read_a_line_alone_and_then_joined_to_the_next() -> None:
    text = analyse(manuscript_text("one two\nthree four\n", "book.txt"))
    read = [(r.chars, r.seam) for r in runs(text, 0)]
    assert read == [("one two", None), ("one two three four", 8)]
    assert [(r.chars, r.seam) for r in runs(text, 1)] == [("three four", None)]
