"""Printed statements transcribed one printing at a time, for the checks that compare them.

A rule the book states twice (line of sight in the rules and again in a summary a few lines
on) is transcribed as one :class:`Restatement` per printing and per field, never merged; a
limit the book puts on a quantity (a marker's size) is transcribed as one
:class:`PrintedBound` per printing. The verification engine compares the printings field by
field and solves the bounds together; the model itself reads neither.
"""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class Restatement:
    """One field of one printing of a rule: what the printing says about it."""

    topic: str
    """The rule printed more than once, in rulesref's words (``line of sight``)."""
    field: str
    """What this fact states about it (``drawn from``, ``blocked by``)."""
    value: str
    """What this printing says, in a normalised short form of our own (``centre of the
    front edge``); two printings agree when their values match, case aside."""
    cite: Citation
    """Where this printing is."""


@record
class PrintedBound:
    """A limit one printing puts on a measurable quantity of a class of things."""

    quantity: str
    """What is measured, with its unit (``marker diameter in mm``)."""
    applies_to: str
    """The things it limits (``marker``, ``small marker``)."""
    cite: Citation
    """Where this printing is."""
    low: float | None = None
    """The smallest value allowed; ``None`` when the printing sets none."""
    high: float | None = None
    """The largest value allowed; ``None`` when the printing sets none."""
    low_open: bool = False
    """The smallest value itself is excluded (``more than 20``)."""
    high_open: bool = False
    """The largest value itself is excluded (``less than 40``)."""
    kind_of: str | None = None
    """The broader class these things belong to, whose bounds hold for them too (a small
    marker is a ``marker``)."""
