"""Reading manuscripts: text, Markdown, and a two-column PDF made here in column order."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.lint.errors import ManuscriptError
from rulesref.lint.reading import column_lines, find_gutter, read_manuscript
from rulesref.lint.runner import lint
from tests.lint.vocab import VOCABULARY

LEFT = ["Left one: units move first.", "Left two: then they fight.",
        "Left three: a Stubborn band stays."]
RIGHT = ["Right one: spells come later.", "Right two: see Aerial Combat here.",
         "Right three: the game ends."]


def two_column_pdf(path: Path, pages: int = 1, blank_page: bool = False) -> Path:
    """A PDF whose pages set LEFT and RIGHT side by side, line by line, under a heading
    that spans both columns."""
    from fpdf import FPDF

    pdf = FPDF(format="A4", unit="mm")
    pdf.set_font("Helvetica", size=11)
    for _ in range(pages):
        pdf.add_page()
        pdf.text(60, 20, "A HEADING ACROSS THE WHOLE PAGE WIDTH")
        for row, (left, right) in enumerate(zip(LEFT, RIGHT, strict=True)):
            y = 40 + 8 * row
            pdf.text(15, y, left)
            pdf.text(115, y, right)
    if blank_page:
        pdf.add_page()
    pdf.output(str(path))
    return path


def test_a_two_column_pdf_reads_in_column_order(tmp_path: Path) -> None:
    manuscript = read_manuscript(two_column_pdf(tmp_path / "book.pdf"))
    texts = [line.text for line in manuscript.lines]
    assert texts == ["A HEADING ACROSS THE WHOLE PAGE WIDTH", *LEFT, *RIGHT]
    assert [line.number for line in manuscript.lines] == list(range(1, 8))
    assert {line.page for line in manuscript.lines} == {1}
    assert manuscript.headings == ("A HEADING ACROSS THE WHOLE PAGE WIDTH",)


def test_findings_in_a_pdf_carry_line_and_page(tmp_path: Path) -> None:
    manuscript = read_manuscript(two_column_pdf(tmp_path / "book.pdf", pages=2))
    found = lint([manuscript], VOCABULARY)
    assert [(f.code, f.line, f.page, f.words) for f in found] == [
        ("RL201", 6, 1, "see Aerial Combat")]  # reported once, at its first place


def test_a_page_without_text_is_inconclusive(tmp_path: Path) -> None:
    manuscript = read_manuscript(two_column_pdf(tmp_path / "b.pdf", blank_page=True))
    assert manuscript.blank_pages == (2,)
    found = lint([manuscript], VOCABULARY)
    assert [(f.code, f.page, f.inconclusive) for f in found if f.code == "RL901"] == [
        ("RL901", 2, True)]


def test_a_one_column_page_has_no_gutter() -> None:
    words = [{"text": f"w{i}", "x0": 50.0, "x1": 500.0, "top": 10.0 * i, "bottom": 10.0 * i + 8}
             for i in range(10)]
    assert find_gutter(words, 600.0) is None
    assert column_lines(words, 600.0) == [f"w{i}" for i in range(10)]


def test_a_broken_pdf_is_bad_input(tmp_path: Path) -> None:
    bad = tmp_path / "broken.pdf"
    bad.write_bytes(b"%PDF-1.4\nthis is no pdf at all")
    with pytest.raises(ManuscriptError, match="not a readable PDF"):
        read_manuscript(bad)


def test_missing_and_binary_files_are_bad_input(tmp_path: Path) -> None:
    with pytest.raises(ManuscriptError, match="cannot read"):
        read_manuscript(tmp_path / "nowhere.txt")
    binary = tmp_path / "data.txt"
    binary.write_bytes(b"\xff\xfe\x00\x01")
    with pytest.raises(ManuscriptError, match="not UTF-8 text"):
        read_manuscript(binary)
    with pytest.raises(ManuscriptError, match="not a file"):
        read_manuscript(tmp_path)


def test_markdown_keeps_line_numbers_and_headings(tmp_path: Path) -> None:
    page = tmp_path / "rules.md"
    page.write_text("# Flying Units\n\nSome *very* [quick](x.html) words.\n```\ncode\n```\n",
                    encoding="utf-8")
    manuscript = read_manuscript(page)
    assert [line.text for line in manuscript.lines] == [
        "Flying Units", "", "Some very quick words.", "", "", ""]
    assert manuscript.headings == ("Flying Units",)


def test_wrapped_columns_with_their_own_line_heights(tmp_path: Path) -> None:
    from fpdf import FPDF

    pdf = FPDF(format="A4", unit="mm")
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.set_xy(10, 20)
    pdf.multi_cell(90, 5, "The left column wraps over several lines so that each of its "
                          "lines sits at a height of its own.")
    pdf.set_font("Helvetica", size=13)
    pdf.set_xy(110, 23)
    pdf.multi_cell(90, 7, "The right column uses a larger type and other heights, and it "
                          "is read after the left one.")
    pdf.output(str(tmp_path / "wrapped.pdf"))
    text = " ".join(line.text for line in read_manuscript(tmp_path / "wrapped.pdf").lines)
    assert text.index("height of its own.") < text.index("The right column")
    assert "read after the left one." in text
