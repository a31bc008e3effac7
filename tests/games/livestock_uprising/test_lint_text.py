"""The verification page's "Text" section for the real Livestock Uprising book (which runs
where the real books are, :mod:`tests.rulebooks`)."""

from __future__ import annotations

from rulesref.docs.lint_text import book_report, text_section
from tests.docs.test_lint_text import parses
from tests.rulebooks import book


def test_the_real_book_section() -> None:
    report = book_report("livestock_uprising", book("livestock-uprising.txt").parent)
    assert report is not None
    page = "\n".join(text_section(report, book="Livestock Uprising"))
    # 7 older findings, 7 of RL425-RL432 (RL429 twice, lines 118 and 237), RL451's
    # British spelling among American ones (line 91) and RL447's less than (line 214)
    assert "16 finding(s): 16 book faults; noise is 0% of them." in page
    # the components list's "Recruitment Cards" is a name the model lacks: a gap, apart
    assert "not faults of the book: Recruitment Cards (line 62, 1 use(s))." in page
    parses(page)

