"""The user's own book: passages found by page and section in a small book the test writes
(PDF, text with form feeds, Markdown); nothing of a real book is used."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.core.citation import Citation
from rulesref.lint.errors import ManuscriptError
from rulesref.lint.passages import MAX_LINES, read_book, text_lines
from tests.site import require

BOOK = (
    "TOY RULES\n"
    "A small game of gates.\n\f"
    "GATES\n"
    "A gate stands 3 inches tall.\n"
    "Nothing climbs a gate.\n"
    "\f"
    "MOVEMENT\n"
    "Move 4 inches.\n"
    "Gates block movement.\n"
    "\fGATES\n"
    "Errata: gates are 4 inches tall.\n"
)


def cite(page: int | None, section: str) -> Citation:
    return Citation(book="Toy", page=page, section=section)


def test_text_pages_split_at_form_feeds() -> None:
    lines = text_lines(BOOK)
    assert [(ln.page, ln.text) for ln in lines if ln.text.strip()][:3] == [
        (1, "TOY RULES"), (1, "A small game of gates."), (2, "GATES")]
    assert all(ln.page is None for ln in text_lines("no pages\nat all"))


def test_a_cited_section_is_found_on_its_page(tmp_path: Path) -> None:
    path = tmp_path / "toy.txt"
    path.write_text(BOOK, encoding="utf-8")
    book = read_book(path)
    found = book.passage(cite(3, "Movement"))
    assert found is not None
    assert (found.page, found.heading) == (3, "MOVEMENT")
    assert found.text == "MOVEMENT\nMove 4 inches.\nGates block movement."
    # the same heading on two pages: the cited page decides
    assert book.passage(cite(4, "Gates")).text == "GATES\nErrata: gates are 4 inches tall."
    assert book.passage(cite(2, "Rules > Gates")).text.startswith("GATES\nA gate stands")
    # not on a page near the citation: found where it is; not printed at all: None
    assert book.passage(cite(40, "Movement")).page == 3
    assert book.passage(cite(3, "Flying")) is None
    assert book.passage(cite(None, "Movement")).page == 3


def test_a_passage_is_bounded(tmp_path: Path) -> None:
    path = tmp_path / "long.txt"
    path.write_text("RULE\n" + "more words\n" * 500, encoding="utf-8")
    found = read_book(path).passage(cite(None, "Rule"))
    assert found is not None and len(found.text.splitlines()) == MAX_LINES


def test_markdown_and_pdf_books(tmp_path: Path) -> None:
    md = tmp_path / "toy.md"
    md.write_text("# Gates\n\nA gate stands **3** inches tall.\n\n# Movement\n\nMove 4.\n",
                  encoding="utf-8")
    found = read_book(md).passage(cite(None, "Gates"))
    assert found is not None and "A gate stands 3 inches tall." in found.text
    assert "Move 4." not in found.text
    fpdf = require("fpdf")
    pdf = fpdf.FPDF()
    pdf.set_font("helvetica", size=12)
    for title, body in (("GATES", "A gate stands 3 inches tall."),
                        ("MOVEMENT", "Move 4 inches.")):
        pdf.add_page()
        pdf.cell(text=title, new_x="LMARGIN", new_y="NEXT")
        pdf.cell(text=body, new_x="LMARGIN", new_y="NEXT")
    path = tmp_path / "toy.pdf"
    pdf.output(str(path))
    found = read_book(path).passage(cite(2, "Movement"))
    assert found is not None and found.page == 2 and "Move 4 inches." in found.text


def test_a_file_that_is_no_book_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.bin"
    path.write_bytes(b"\x00\x01\x02")
    with pytest.raises(ManuscriptError, match="binary data"):
        read_book(path)
