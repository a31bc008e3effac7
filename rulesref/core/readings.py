"""Readings: where a rulebook is silent, ambiguous or inconsistent, the model records the
reading it takes (with the question, the citation and the other readings the words allow);
it never picks one silently. ``rulesref verify`` lists every reading in a section of its own,
apart from the findings its checks derive.

Every ruleset uses :class:`Reading` (a ruleset may subclass it to add fields its own rules
logic reads). A record that depends on a reading names it in a text field called ``reading``
or ending in ``_reading``; the engine checks that every such name is a recorded reading.
"""

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
class CrossRef:
    """Another passage a rule or reading involves."""

    cite: Citation
    """Where it is printed."""


@record
class Reading:
    """A place where the book is silent, ambiguous or inconsistent, and the reading taken."""

    id: str
    """A stable identifier (``both-piles-empty``); rules that depend on it name it."""
    kind: ReadingKind
    """Silent, ambiguous or inconsistent."""
    about: str | None = None
    """What it is about, where that is one named thing: a keyword, card or rule as printed."""
    question: str
    """What the book leaves open, in our own words."""
    reading: str
    """The reading the model takes, in our own words."""
    cite: Citation
    """The passage the question is about."""
    topic: str | None = None
    """A few words naming the situation."""
    choice: str | None = None
    """The reading as a short code the rules logic acts on (``no-winner``), where it has
    one."""
    alternatives: tuple[str, ...] = ()
    """Other readings the words allow: codes like ``choice`` where the reading has one, else
    in our own words."""
    see_also: tuple[CrossRef, ...] = ()
    """Other passages involved (the one it disagrees with, a related rule)."""
