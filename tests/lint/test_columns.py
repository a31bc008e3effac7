"""Whether a text is two columns run together line by line, decided from the text itself:
a single-column text whose paragraphs are one line each gets no seam, so a fault a few
words into its lines is found; two columns run together keep their seam, and words either
side of it are not paired (a real two-column book's seam: the games' tests)."""

from __future__ import annotations

from rulesref.lint.known import analyse, column_width
from rulesref.lint.model import Line, Manuscript
from tests.lint.vocab import findings

#: 18 characters each, the short lines of the book
HEADINGS = [f"Pond Rules Part {n:02d}" for n in range(1, 41)]
PARAGRAPH = ("Every frog on the pond takes one hop in each round, and the heron waits on the "
             "bank until the last frog has hopped onto a lily pad and the round ends.")


def _one_column(*faulty: str) -> str:
    """A single-column book: short headings, each paragraph printed on one long line, as a
    web page's or a one-column PDF's text extracts; the faulty paragraphs in the middle."""
    lines = []
    for n, heading in enumerate(HEADINGS):
        lines += [heading, PARAGRAPH] if n % 2 else [heading]
        if n == 20:
            lines += faulty
    return "\n".join(lines) + "\n"


def _lengths(text: str) -> list[int]:
    return [len(line) for line in text.splitlines()]


def test_a_single_column_book_with_one_line_paragraphs_has_no_seam() -> None:
    text = _one_column()
    lengths = _lengths(text)
    # 40 headings of 18 characters and 20 paragraphs of 150: a tenth of the lines are over
    # 1.7 times the median, so the old test read a column of 18 characters into the book,
    # and a seam 9 to 20 characters into every line
    ordered = sorted(lengths)
    assert (len(ordered), ordered[30], ordered[54]) == (60, 18, 150)
    assert column_width(lengths) is None


def test_faults_nine_to_twenty_characters_into_a_single_column_line_are_found() -> None:
    # 'At' starts 15 characters in; the second 'the' 19 characters in
    capital = ("Frogs may hop, At the end of each round every frog that has hopped rests on "
               "a lily pad and waits for the heron to pass over the pond before it moves.")
    # 21 headings and 10 paragraphs come before them
    doubled = ("A frog hops to the the nearest lily pad and sits on it until the heron has "
               "flown off over the reeds and the far bank of the pond at the end of day.")
    text = _one_column(capital, doubled)
    (late,) = findings(text, "RL424")
    assert (late.line, late.words) == (32, "hop, At the")
    (twice,) = findings(text, "RL403")
    assert (twice.line, twice.words, twice.confidence) == (33, "the the", 0.9)
    fixed = _one_column(capital.replace(", At", ", at"), doubled.replace("the the", "the"))
    assert findings(fixed, "RL424") == [] and findings(fixed, "RL403") == []


def _two_columns(left: list[str], right: list[str]) -> str:
    """Two columns run together line by line, as a two-column page extracts: each row is a
    left column line, a space and the right column's line; rows of one column line (where
    the other column is blank) around them."""
    column = "frogs hop and toads wait by the pond side"  # 41 characters
    rows = [f"{column} {column}"] * 20 + [column] * 40
    rows += [f"{a} {b}" for a, b in zip(left, right, strict=True)]
    return "\n".join(["Marsh", *rows, *rows[:60]]) + "\n"


def test_two_columns_run_together_keep_their_seam_and_words_across_it_are_not_paired() -> None:
    # a left line ending with a comma beside a right line opening a sentence; a left line
    # ending with 'the' beside a right line opening with 'the'
    left = ["frogs spend points to recruit their units,", "then each frog is moved to the"]
    right = ["At the start, shuffle the lily pad deck.",
             "the heron token is placed on the bank."]
    text = _two_columns(left, right)
    lines = tuple(Line(n, s) for n, s in enumerate(text.splitlines(), 1))
    analysed = analyse(Manuscript("two.txt", lines))
    # 81 short lines ('Marsh' and 80 column lines of 41 characters), 40 rows of 83 and the
    # two rows above: the median is 41, the 90th percentile 83, so a tenth of the lines
    # are long; 41 is the short lines' 90th percentile, and every long line is within
    # two columns of it
    assert analysed.column_width == 41
    assert analysed.at_column_join(61, len(left[0]))
    assert findings(text, "RL424") == []
    assert [f.confidence for f in findings(text, "RL403")] == [0.5]
    # the same words in one column line are paired
    one = _one_column(f"{left[0]} {right[0]}", f"{left[1]} {right[1]}")
    assert [f.words for f in findings(one, "RL424")] == ["units, At the"]
    assert [f.confidence for f in findings(one, "RL403")] == [0.9]

