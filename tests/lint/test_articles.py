"""A capital article inside a sentence before a name the book prints after a small one
(RL482), on a small invented book: found on a line and where the article ends its line,
named with the small printings; the corrected text is silent, and so is a name whose
article the book always capitalises."""

from __future__ import annotations

from tests.lint.vocab import findings

BOOK = """Marsh Law
Herons fear the Reedwarden, who guards the pools.
When in doubt, ask The Reedwarden for a ruling.
A toad that angers the Reedwarden loses a turn; this is The
Reedwarden's due.
Frogs sing to The Moon Queen, and The Moon Queen answers.
Newts read The Moon Almanac, though the Moon rises late.
"""


def test_a_capital_article_before_a_name_is_found() -> None:
    found = findings(BOOK, "RL482")
    assert [(f.line, f.words) for f in found] == [(3, "ask The Reedwarden"),
                                                  (4, "is The Reedwarden")]
    assert found[0].message == (
        "'ask The Reedwarden': 'The' is capitalised inside a sentence, but the book prints "
        "the name after a small article, 'the Reedwarden' (2: line 2, line 4); print "
        "'ask the Reedwarden'")
    fixed = BOOK.replace("ask The", "ask the").replace("is The\n", "is the\n")
    assert findings(fixed, "RL482") == []


def test_a_name_the_book_always_prints_with_its_article_is_left_alone() -> None:
    # 'The Moon Queen' is never printed with a small article, and 'the Moon' is another
    # name than 'The Moon Almanac'
    assert all("Moon" not in f.words for f in findings(BOOK, "RL482"))
