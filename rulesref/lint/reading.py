"""Reading manuscripts: plain text, Markdown, and PDF with two-column pages in column order."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from rulesref.lint.errors import ManuscriptError
from rulesref.lint.model import Line, Manuscript

#: Largest manuscript read, in bytes.
MAX_BYTES = 50_000_000
TEXT_SUFFIXES = frozenset({".txt", ".text", ".md", ".markdown", ""})
_FENCE = re.compile(r"^\s*(```|~~~)")
_MD_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+")
_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MD_EMPHASIS = re.compile(r"(\*\*|__|\*|`)")
_MD_LIST = re.compile(r"^(\s*)([-+*]|\d+[.)])\s+")


def read_manuscript(path: Path, display: str | None = None) -> Manuscript:
    """Read a manuscript by its suffix: ``.pdf`` as PDF, ``.md`` as Markdown, else text.

    :raises ManuscriptError: when the file is missing, too large, not UTF-8 text or a
        broken PDF.
    """
    name = display or str(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise ManuscriptError(name, f"cannot read: {exc.strerror or exc}") from None
    if not path.is_file():
        raise ManuscriptError(name, "not a file")
    if size > MAX_BYTES:
        raise ManuscriptError(name, f"too large ({size} bytes; at most {MAX_BYTES})")
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return read_pdf(path, name)
    raw = path.read_bytes()
    if raw.startswith(b"%PDF-"):
        return read_pdf(path, name)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ManuscriptError(name, f"not UTF-8 text (byte {exc.start}); give a .txt, .md "
                                    "or .pdf file") from None
    return manuscript_text(text, name, markdown=suffix in (".md", ".markdown"))


def manuscript_text(text: str, name: str, *, markdown: bool = False) -> Manuscript:
    """A manuscript given as text (Markdown when ``markdown``), named ``name`` in findings.

    :raises ManuscriptError: for binary data.
    """
    if "\x00" in text:
        raise ManuscriptError(name, "binary data, not text; give a .txt, .md or .pdf file")
    if markdown:
        headings = tuple(_MD_HEADING.sub("", t).strip() for t in text.splitlines()
                         if _MD_HEADING.match(t))
        lines = tuple(markdown_lines(text))
        return Manuscript(name, lines, headings=headings + capital_headings(lines))
    lines = tuple(Line(n, t) for n, t in enumerate(text.splitlines(), 1))
    return Manuscript(name, lines, headings=capital_headings(lines))


def capital_headings(lines: Iterable[Line]) -> tuple[str, ...]:
    """Lines printed in capitals (``UNIT STATISTICS``, or ``UNIT STATI STICS`` as
    extraction splits it): the text's own headings."""
    out = []
    for line in lines:
        letters = [c for c in line.text if c.isalpha()]
        if len(letters) >= 4 and len(line.text) <= 80 and all(c.isupper() for c in letters):
            out.append(line.text.strip())
    return tuple(out)


def markdown_lines(text: str) -> Iterable[Line]:
    """Markdown as prose lines, line numbers kept: code blocks become blank, markup is
    dropped (headings, emphasis, links keep their words), and a heading or list item ends
    the sentence before it."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if _FENCE.match(line):
            fenced = not fenced
            yield Line(number, "")
            continue
        if fenced or line.startswith("    "):
            yield Line(number, "")
            continue
        line = _MD_HEADING.sub("", line)
        line = _MD_LIST.sub(r"\1• ", line)
        line = _MD_LINK.sub(r"\1", line)
        yield Line(number, _MD_EMPHASIS.sub("", line))


def read_pdf(path: Path, display: str) -> Manuscript:
    """A PDF's text in reading order: each page's columns one after the other, read in a
    child process within the limits of :mod:`rulesref.lint.pdfguard`.

    :raises ManuscriptError: when the file is not a readable PDF, breaks a limit, or is not
        read within the time budget.
    """
    from rulesref.lint.pdfguard import PdfLimit, read_in_child

    try:
        pages = read_in_child(path)
    except PdfLimit as exc:
        raise ManuscriptError(display, str(exc)) from None
    lines: list[Line] = []
    blank: list[int] = []
    for page_number, texts in enumerate(pages, 1):
        if not texts:
            blank.append(page_number)
        for text in texts:
            lines.append(Line(len(lines) + 1, text, page_number))
    return Manuscript(display, tuple(lines), tuple(blank), capital_headings(lines))


def column_lines(words: Sequence[dict[str, Any]], width: float) -> list[str]:
    """The lines of one page in reading order, given its words with positions
    (``x0``, ``x1``, ``top``, ``bottom``, ``text``).

    A page is cut at the column gutter: the widest vertical strip in its middle that no word
    crosses. Words that do cross it (full-width headings) split the page into bands; in
    each band the left column is read before the right one.
    """
    gutter = find_gutter(words, width)
    if gutter is None:
        return _lines(words)
    wide_tops = sorted(float(w["top"]) for w in words
                       if float(w["x0"]) < gutter < float(w["x1"]))
    bands: list[tuple[str, list[dict[str, Any]]]] = []
    for word in sorted(words, key=lambda w: (float(w["top"]), float(w["x0"]))):
        kind = "wide" if _near(float(word["top"]), wide_tops) else "columns"
        if not bands or bands[-1][0] != kind:
            bands.append((kind, []))
        bands[-1][1].append(word)
    out: list[str] = []
    for kind, band in bands:
        if kind == "wide":
            out += _lines(band)
        else:
            out += _lines([w for w in band if float(w["x1"]) <= gutter])
            out += _lines([w for w in band if float(w["x0"]) >= gutter])
    return out


def _near(top: float, tops: list[float], tolerance: float = 2.0) -> bool:
    """Whether a sorted list of line tops has one within ``tolerance`` of ``top``: a word
    on the same line as a word that crosses the gutter is part of a full-width line."""
    i = bisect.bisect_left(tops, top - tolerance)
    return i < len(tops) and tops[i] < top + tolerance


def find_gutter(words: Sequence[dict[str, Any]], width: float) -> float | None:
    """The x position of a two-column page's gutter, or ``None`` for a one-column page.

    The gutter is the middle of the widest strip between 30% and 70% of the page width that
    at most a few words cross, with text on both sides of it on most lines.
    """
    if len(words) < 4 or width <= 0:
        return None
    step = width / 200
    low, high = int(0.3 * 200), int(0.7 * 200)
    crossing = [0] * 201
    for word in words:
        first, last = int(float(word["x0"]) / step), int(float(word["x1"]) / step)
        for i in range(max(first, low), min(last, high) + 1):
            crossing[i] += 1
    allowed = max(1, len(words) // 50)
    best: tuple[int, int] | None = None
    start = None
    for i in range(low, high + 2):
        free = i <= high and crossing[i] <= allowed
        if free and start is None:
            start = i
        elif not free and start is not None:
            if best is None or i - start > best[1] - best[0]:
                best = (start, i)
            start = None
    if best is None or (best[1] - best[0]) * step < 0.02 * width:
        return None
    gutter = (best[0] + best[1]) / 2 * step
    left = sum(1 for w in words if float(w["x1"]) <= gutter)
    right = sum(1 for w in words if float(w["x0"]) >= gutter)
    if min(left, right) < 0.2 * len(words):
        return None
    return gutter


def _lines(words: Sequence[dict[str, Any]]) -> list[str]:
    """Words grouped into lines by their top edge, each line read left to right."""
    rows: list[list[dict[str, Any]]] = []
    for word in sorted(words, key=lambda w: (float(w["top"]), float(w["x0"]))):
        if rows and abs(float(rows[-1][0]["top"]) - float(word["top"])) < 2:
            rows[-1].append(word)
        else:
            rows.append([word])
    return [" ".join(w["text"] for w in sorted(row, key=lambda w: float(w["x0"])))
            for row in rows]
