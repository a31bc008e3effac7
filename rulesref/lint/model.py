"""The lint engine's value objects: a ruleset's vocabulary, a manuscript, a finding."""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rulesref.core.citation import Citation
from rulesref.core.names import fold
from rulesref.core.record import record

Confidence = float
"""How sure a check is that a finding is a real fault, from 0 to 1."""


@record
class Term:
    """A name the model defines (a keyword, a unit type, a token, a phase...)."""

    name: str
    """The name as the book prints it."""
    kind: str
    """What it names, in plain words (``keyword``, ``unit type``, ``token``)."""
    cite: Citation | None = None
    """Where the model says it is defined."""
    variants: tuple[str, ...] = ()
    """Other forms the model records for it (aliases, abbreviations, plurals)."""
    numeric: bool | None = None
    """For a keyword: whether the index defines it with ``[x]``; ``None`` for other kinds."""
    label: bool = False
    """A fixed label rather than a noun (a keyword): its plural counts as a variant."""


@record
class Section:
    """A heading the model's structure knows, with the pages it is printed on."""

    name: str
    """The heading as printed."""
    pages: tuple[int, ...] = ()
    """Pages it is cited on (empty for a book without page numbers)."""


@record
class NumberFact:
    """A number the model holds about a named entity, in a form a sentence can state."""

    entity: str
    """The entity's name, as printed."""
    forms: tuple[str, ...]
    """Every form a sentence may name it by (the name first), matched case-sensitively."""
    quantity: str
    """What the number is, in plain words (``Mercury cost``)."""
    units: tuple[str, ...]
    """Words that follow the number in a sentence stating it (``Mercury``, ``damage``)."""
    value: int
    """The model's number."""
    cite: Citation | None = None
    """Where the model has it from."""
    bracketed: bool = False
    """The book also prints the number in brackets straight after the name
    (``Cantrip (2)``)."""


@record
class Vocabulary:
    """Everything the lint checks need from a ruleset's model."""

    game: str
    """The ruleset's name."""
    terms: tuple[Term, ...]
    """The defined names."""
    recorded: tuple[str, ...] = ()
    """Other terms the model records the book as using (mentions, granted keywords)."""
    sections: tuple[Section, ...] = ()
    """The headings of the book's structure."""
    pages: tuple[int, int] | None = None
    """The first and last page number of the book, if it has page numbers."""
    facts: tuple[NumberFact, ...] = ()
    """Numbers about named entities."""
    words: tuple[str, ...] = ()
    """Further words the spelling check accepts (place names, invented words)."""
    head_nouns: tuple[str, ...] = ()
    """Nouns that make a capitalised phrase a game term in this book, besides the common ones
    (``Token``, ``Phase``, ``Card``...)."""


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a manuscript, numbered from 1, with its page for a PDF."""

    number: int
    text: str
    page: int | None = None


@dataclass(frozen=True, slots=True)
class Manuscript:
    """A manuscript's text as lines, in reading order (columns in column order)."""

    file: str
    lines: tuple[Line, ...]
    blank_pages: tuple[int, ...] = ()
    """PDF pages with no text layer: they could not be linted."""
    headings: tuple[str, ...] = ()
    """Headings the text prints (Markdown headings, lines in capitals): references to them
    resolve even where the model has no such section."""


class Verdict(enum.Enum):
    """How a register triages a finding."""

    BOOK_FAULT = "book-fault"
    """The book is at fault (an inconsistency, a typo, a dangling reference)."""
    MODEL_GAP = "model-gap"
    """The book is right and the model lacks the term or number: to be transcribed."""
    NOISE = "noise"
    """The lint is wrong: the text is fine (an extraction artefact, a word in another sense)."""


@dataclass(frozen=True, slots=True)
class LintFinding:
    """One thing the lint found in a manuscript.

    ``words`` are the exact words involved; with ``code`` they give the fingerprint the
    register acknowledges a finding by, so an acknowledgement survives edits elsewhere.
    """

    code: str
    file: str
    line: int
    words: str
    message: str
    confidence: Confidence
    page: int | None = None
    citation: str | None = None
    occurrences: int = 1
    inconclusive: bool = False

    @property
    def fingerprint(self) -> str:
        """The register's key for these words (with the code)."""
        return fingerprint(self.words)

    def sort_key(self) -> tuple[str, int, str]:
        """Findings print by file, then line, then code."""
        return (self.file, self.line, self.code)


def fingerprint(words: str) -> str:
    """A short, stable hash of words compared folded (case and spacing do not matter)."""
    return hashlib.sha256(fold(words).encode("utf-8")).hexdigest()[:12]


@dataclass(frozen=True, slots=True)
class LintRuleset:
    """What a ruleset gives the lint command: found through its ``lint`` module."""

    name: str
    vocabulary: Callable[[], Vocabulary]
    """Builds the vocabulary from the loaded model."""
    register: Path
    """The register of acknowledged findings (``lint_register.yaml``)."""
    book: str | None = None
    """The file name of the real book in the configured books folder
    (:mod:`rulesref.lint.books`), for the CI run and the site."""
