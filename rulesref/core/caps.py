"""Caps on what one holder may have, and rules that merge several holders into one, each as
printed with its citation (for the engine's check that a merge keeps within the cap or the
book says what limits the merged holder)."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class HolderCap:
    """The most of something one holder may have at once (each leader at most five units)."""

    holder: str
    """Who or what holds them, as printed (``Captain``)."""
    what: str
    """What is counted, as printed (``units``)."""
    most: int
    """The most the holder may have."""
    cite: Citation
    """Where it is printed."""


@record
class Merge:
    """A rule that puts what several holders have together under one new holder."""

    rule: str
    """The rule, as the book names it (``Grand Host``)."""
    holder: str
    """The kind of holder merged, as printed (``Captain``)."""
    into: str
    """The holder that results, as printed (``Grand Host``)."""
    most: int
    """The most holders one merge can take in, as the book gives it (each player's three
    leaders)."""
    most_cite: Citation
    """Where that number is printed."""
    cite: Citation
    """Where the merge is printed."""
