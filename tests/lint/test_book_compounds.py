"""A compound of the book's own split in two (RL481), on a small invented book: the split
printing is found, on a line and across a line's end, and named with both counts; the
corrected text is silent, and so is a compound the book prints split as often as joined."""

from __future__ import annotations

from tests.lint.vocab import findings

BOOK = """Ponds
A frog on a lilypad may leap to the next lilypad.
A heron cannot land on a lilypad, and a newt swims under a lilypad.
Each lilypad holds one frog; a lilypad sinks under two.
A lilypad drifts; a lilypad may be moved, and a lilypad in reeds is still.
The Lilypad token and a LilyPad identifier count for nothing, nor does one more lilypad.
A toad may rest on a lily pad for one turn, then hops to a lily
pad nearby.
"""


def test_a_split_compound_of_the_book_is_found() -> None:
    found = findings(BOOK, "RL481")
    assert [(f.line, f.words, f.occurrences) for f in found] == [(7, "lily pad", 2)]
    assert found[0].message == (
        "'lily pad': the book prints 'lilypad' as one word 10 times, but splits it 'lily pad' "
        "(2: line 7); print 'lilypad'")
    fixed = BOOK.replace("lily pad", "lilypad").replace("lily\npad", "lilypad\n")
    assert findings(fixed, "RL481") == []


def test_a_compound_split_as_often_as_joined_is_no_slip() -> None:
    split = BOOK.replace("next lilypad", "next lily pad")
    assert findings(split, "RL481") == []


def test_a_joined_word_printed_in_code_is_no_printing_of_the_compound() -> None:
    # an identifier in code (a parameter, a flag) counts for nothing: with one of the ten
    # printings in code, nine are too few to make the split form a slip
    coded = BOOK.replace("one more lilypad.", "one more lilypad_count.")
    assert findings(coded, "RL481") == []
    assert findings(BOOK.replace("one more lilypad.", "one more lilypad, too."), "RL481")
