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
    assert "7 finding(s): 6 book faults, 1 model gap; noise is 0% of them." in page
    parses(page)
