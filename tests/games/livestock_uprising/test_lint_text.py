"""The verification page's "Text" section for the real Livestock Uprising book (which runs
where ``../shared/rulebooks/`` is beside the repository)."""

from __future__ import annotations

import pytest

from rulesref.docs.lint_text import BOOKS, book_report, text_section
from tests.docs.test_lint_text import parses


@pytest.mark.skipif(not BOOKS.is_dir(), reason=f"the real rulebooks are not at {BOOKS}")
def test_the_real_book_section() -> None:
    report = book_report("livestock_uprising")
    assert report is not None
    page = "\n".join(text_section(report, book="Livestock Uprising"))
    assert "6 finding(s): 6 book faults; noise is 0% of them." in page
    # the components list's "Recruitment Cards" is a name the model lacks: a gap, apart
    assert "not faults of the book: Recruitment Cards (line 62, 1 use(s))." in page
    parses(page)

