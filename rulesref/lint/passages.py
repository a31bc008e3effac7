"""The user's own copy of a rulebook: its passages by page and section, so that an answer can
show the rule's own words next to what rulesref computed.

rulesref ships no book text. A player points it at their copy (PDF, text or Markdown); this
module reads it (:func:`rulesref.lint.reading.read_manuscript`), splits it into pages (a PDF's
pages; in text, the form feeds ``pdftotext`` writes between pages) and finds a citation's
passage: the line that starts the cited section (its heading, compared folded) on the cited
page or a page either side (printed page numbers and a PDF's often differ by one or two), and
the lines after it up to the next heading or :data:`MAX_LINES` lines. A section printed on no
page found is looked for anywhere. Nothing found is ``None``, never a guess.

Pure once read; no network, nothing written.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from rulesref.core.citation import Citation
from rulesref.core.names import fold
from rulesref.lint.model import Line

MAX_LINES = 30
"""The most lines of one passage."""
MAX_CHARS = 2000
"""The most characters of one passage."""
PAGE_SLACK = 2
"""How far from the cited page a section's heading is looked for first."""


@dataclass(frozen=True, slots=True)
class Passage:
    """The words of one cited rule in the user's copy."""

    file: str
    """The book's file as the user named it."""
    page: int | None
    """The page the passage starts on in the file (``None``: the file has no pages)."""
    line: int
    """The line it starts on, from 1."""
    heading: str
    """The line that starts it, as printed."""
    text: str
    """The passage: the heading and the lines after it."""

    def to_json(self) -> dict[str, object]:
        """As plain JSON data."""
        return {"file": self.file, "page": self.page, "line": self.line,
                "heading": self.heading, "text": self.text}


@dataclass(frozen=True, slots=True)
class Book:
    """One rulebook file, read: its lines with their pages, and which lines are headings."""

    file: str
    """The file as the user named it."""
    lines: tuple[Line, ...]
    """Every line in reading order, each with its page where the file has pages."""
    headings: frozenset[str]
    """The headings the file prints, folded."""

    def passage(self, cite: Citation) -> Passage | None:
        """The passage ``cite`` points to, or ``None`` when its section is not found."""
        section = _section_title(cite.section)
        if not section:
            return None
        wanted = fold(section)
        starts = [i for i, line in enumerate(self.lines) if _starts(line.text, wanted)]
        if not starts:
            return None
        page = cite.page
        if page is not None:
            distance = {i: abs(p - page) for i in starts
                        if (p := self.lines[i].page) is not None}
            near = [i for i in starts if distance.get(i, PAGE_SLACK + 1) <= PAGE_SLACK]
            if near:
                starts = sorted(near, key=distance.__getitem__)
        return self._from(starts[0])

    def _from(self, start: int) -> Passage:
        first = self.lines[start]
        taken = [first.text.strip()]
        size = len(taken[0])
        for line in self.lines[start + 1:start + MAX_LINES]:
            text = line.text.strip()
            if fold(text) in self.headings or size + len(text) > MAX_CHARS:
                break
            taken.append(text)
            size += len(text) + 1
        return Passage(self.file, first.page, first.number, taken[0],
                       "\n".join(t for t in taken if t))


def _section_title(section: str) -> str:
    """The last part of a section path (``Marshaling Phase > Troops`` is ``Troops``)."""
    return section.split(">")[-1].split("(")[0].strip()


def _starts(text: str, wanted: str) -> bool:
    folded = fold(text)
    return folded == wanted or (folded.startswith(wanted) and
                                not folded[len(wanted):len(wanted) + 1].isalnum())


def text_lines(text: str) -> tuple[Line, ...]:
    """The lines of a text, numbered from 1, with pages counted from 1 at each form feed
    (``pdftotext``'s page break); without a form feed the lines have no page."""
    paged = "\f" in text
    out = []
    page = 1
    for number, raw in enumerate(text.split("\n"), 1):
        parts = raw.rstrip("\r").split("\f")
        for index, part in enumerate(parts):
            if index:
                page += 1
            if part.strip() or index == len(parts) - 1:
                out.append(Line(number, part, page if paged else None))
    return tuple(out)


def read_book(path: Path, display: str | None = None) -> Book:
    """Read a rulebook file (PDF, text or Markdown) for its passages.

    :raises ManuscriptError: when it is missing, too large, or not readable text or PDF.
    """
    from rulesref.lint.reading import read_manuscript

    manuscript = read_manuscript(path, display)  # checks size, encoding and kind
    headings = frozenset(fold(h) for h in manuscript.headings)
    lines = manuscript.lines
    if path.suffix.lower() not in (".md", ".markdown", ".pdf") and not any(
            line.page is not None for line in lines):
        # read_manuscript's lines split at form feeds too; the pages are in them
        lines = text_lines(path.read_bytes().decode("utf-8-sig"))
    return Book(manuscript.file, lines, headings)


def read_books(given: Iterable[str]) -> dict[str, Book]:
    """The user's books from ``GAME=PATH`` words (a game's id, alias or unique prefix, then
    the file), by game.

    :raises RulesError: for a word without ``=``, an unknown game, a game given twice, or a
        file that cannot be read (naming the file and why).
    """
    from rulesref.core.search import find_game, installed_index
    from rulesref.errors import RulesError

    books: dict[str, Book] = {}
    for word in given:
        game, sep, path = word.partition("=")
        if not sep or not game.strip() or not path.strip():
            raise RulesError(f"--book takes GAME=PATH, e.g. toy=rules.pdf (got {len(word)} "
                             "characters without that form)")
        found = find_game(game.strip(), installed_index().games)
        if found in books:
            raise RulesError(f"--book names {found} twice")
        books[found] = read_book(Path(path.strip()), path.strip())
    return books
