"""Readings: where a rulebook is silent, ambiguous or inconsistent, the model records the
reading it takes, and a check reports it; it never picks one silently."""

from __future__ import annotations

import enum


class ReadingKind(enum.Enum):
    """Why the model had to take a reading."""

    SILENT = "silent"
    """The book does not cover the situation at all."""
    AMBIGUOUS = "ambiguous"
    """The book covers it, but its words allow more than one meaning."""
    INCONSISTENT = "inconsistent"
    """The book says it in two ways that disagree."""
