"""Readings: where a rulebook is silent, ambiguous or inconsistent, the model records the
reading it takes, and a check reports it; it never picks one silently."""

from __future__ import annotations

import enum

from rulesref.core.citation import Citation
from rulesref.core.record import record


class ReadingKind(enum.Enum):
    """Why the model had to take a reading."""

    SILENT = "silent"
    """The book does not cover the situation at all."""
    AMBIGUOUS = "ambiguous"
    """The book covers it, but its words allow more than one meaning."""
    INCONSISTENT = "inconsistent"
    """The book says it in two ways that disagree."""


@record
class Related:
    """Another place a reading's question involves."""

    cite: Citation
    """Where it is printed."""


@record
class Reading:
    """The model's reading of a rule the book leaves unclear, with the other readings."""

    id: str
    """Stable identifier (``ravenous-purchasable``)."""
    kind: ReadingKind
    """Silent, ambiguous or inconsistent."""
    about: str
    """What it is about: a keyword, card or rule name as printed."""
    question: str
    """What the book leaves open, in our own words."""
    reading: str
    """The reading the model takes, in our own words."""
    alternatives: tuple[str, ...] = ()
    """Other readings the words allow."""
    cite: Citation
    """The text the question is about."""
    also: tuple[Related, ...] = ()
    """Other printed text the question involves."""
