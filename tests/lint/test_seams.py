"""Reading across a line's end: a line alone, then joined to where its text goes on; in
two-column text run together, also to the other column's part of the next line."""

from __future__ import annotations

from rulesref.lint.known import analyse
from rulesref.lint.reading import manuscript_text
from rulesref.lint.seams import runs
from tests.lint.test_columns import _two_columns
from tests.lint.vocab import findings


def test_runs_read_a_line_alone_and_then_joined_to_the_next() -> None:
    text = analyse(manuscript_text("one two\nthree four\n", "book.txt"))
    read = [(r.chars, r.seam) for r in runs(text, 0)]
    assert read == [("one two", None), ("one two three four", 8)]
    assert [(r.chars, r.seam) for r in runs(text, 1)] == [("three four", None)]


def test_in_two_columns_a_construction_goes_on_in_its_own_column() -> None:
    # the right column's 'such as Wild' goes on with 'does,' in the next row's right
    # column; the left column's 'less' is followed, across the join, by the right
    # column's 'than 5 units', which is no phrase of the book
    left = ["frogs spend points to recruit their units", "then each frog is moved to the pads",
            "the toads wait by the pond and hop less", "and then the heron flies off at last."]
    right = ["keywords of the Hidden trait, such as Wild", "does, may not be bought by a player.",
             "than 5 units are left on the board now.", "Roll a die for each frog on the bank."]
    text = _two_columns(left, right)
    assert [(f.line, f.words) for f in findings(text, "RL443")] == [(62, "such as Wild does,")]
    assert findings(text, "RL447") == []
    fixed = text.replace("such as Wild", "as Wild does").replace("does, may", "so, may")
    assert findings(fixed, "RL443") == []


def test_a_blank_line_ends_a_paragraph_in_one_column_but_is_passed_over_in_two() -> None:
    from rulesref.lint.seams import column_runs
    from tests.lint.test_columns import _two_columns

    one = analyse(manuscript_text("one two\n\nthree four\n", "book.txt"))
    assert [r.seam for r in runs(one, 0)] == [None]
    assert list(column_runs(one, 0)) == []
    left = ["frogs spend points to recruit their units", "then each frog is moved to the pad"]
    right = ["At the end, if only one of the frog's", "Lily Pads are left, it scores 1VP."]
    rows = _two_columns(left, right).split("\n")
    two = analyse(manuscript_text("\n".join([*rows[:62], "", *rows[62:]]), "two.txt"))
    # row 62's text goes on in row 64, the blank line 63 passed over: the whole row, and
    # the right column's part of it after a left column line that fills most of its width
    joined = [r.chars[r.seam:] for r in column_runs(two, 61)]
    assert "Lily Pads are left, it scores 1VP." in joined
    assert all(j.endswith("it scores 1VP.") and not j.startswith("then") for j in joined)
    assert any(r.chars.endswith("frog's then each frog is moved to the pad Lily Pads are "
                                "left, it scores 1VP.") for r in runs(two, 61))


def test_a_subject_starts_in_its_own_column_on_the_line_before() -> None:
    # the right column's sentence starts on one row and its subject's 'such as' example
    # goes on in the next row's right column; the left column's full stop on that row is
    # no start of it, and with a clause opener at its true start nothing is found
    left = ["frogs spend points to recruit their units", "then each frog is moved to the pads.",
            "the toads wait by the pond and hop off", "and then the heron flies off at last."]
    right = ["Frogs may count twice. The costly versions", "keywords such as Swift [+2], count",
             "as two keywords for each frog in a band.", "Roll a die for each frog on the bank."]
    text = _two_columns(left, right)
    found = [f.words for f in findings(text, "RL490")]
    assert found == ["keywords such as Swift [+2], count"]
    opened = text.replace("The costly versions", "When costly versions")
    assert findings(opened, "RL490") == []
