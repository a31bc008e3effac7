"""Printed statements transcribed one printing at a time, for the checks that compare them.

A rule the book states twice (line of sight in the rules and again in a summary a few lines
on) is transcribed as one :class:`Restatement` per printing and per field, never merged; a
limit the book puts on a quantity (a marker's size) is transcribed as one
:class:`PrintedBound` per printing; a list the book prints (a god's aspects, a unit type's
starting keywords) is one :class:`PrintedList` per printing; a counting rule (one token per
full 1000 points) is one :class:`PrintedFormula` per printing; each passage that gives or
uses a quantity of play is one :class:`PrintedQuantity`. The verification engine
compares the printings field by field, solves the bounds together, compares the lists item
by item (a list picked from another against that list), works the book's examples
through the formulas and looks for a quantity used but never given; the model itself reads
none.
"""

from __future__ import annotations

import math
from typing import Literal

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


@record
class PrintedList:
    """One printing of a list the book gives (a god's aspects, a unit type's starting
    keywords): its items as printed, in printed order, repeats kept."""

    topic: str
    """What the list is, in rulesref's words (``a god's aspects``); printings of one
    list share it."""
    items: tuple[str, ...]
    """The items as printed, in order; an item printed twice appears twice."""
    cite: Citation
    """Where this printing is."""
    implied: tuple[str, ...] = ()
    """Items this printing leaves out because a convention the book states once for all
    supplies them (``every unit also has ...``): the printing counts as naming them."""
    implied_by: Citation | None = None
    """Where that convention is printed (required with ``implied``)."""
    chosen_from: str | None = None
    """The topic of another list this printing picks its items from (what a unit may do
    next, out of the actions the book lists): each item must be one of that list's, named
    in full or by its first words."""


@record
class PrintedQuantity:
    """One passage that states or uses a quantity of play (a card's number of tokens, a
    piece's starting health): the value it gives, or, where it counts with the quantity
    without giving it, the words it prints for it."""

    quantity: str
    """The quantity, in rulesref's words (``Dynamite tokens one card adds``); the passages
    about one quantity share it."""
    value: str | None = None
    """The value this passage gives, as printed (``2``, ``the number printed on the
    card``); ``None``: it uses the quantity without giving it."""
    words: str | None = None
    """The printed words for the quantity, where the passage gives no value
    (``the appropriate number``)."""
    by: str
    """The rule that states or uses it, for people (``Dynamite token``)."""
    cite: Citation
    """Where the passage is printed."""


@record
class PrintedFormula:
    """One printing of a counting rule: ``amount`` for each full (or started) ``per`` of
    ``counts``."""

    topic: str
    """What is counted out, in rulesref's words (``tokens from points``); printings of one
    rule share it."""
    counts: str
    """The quantity the printing counts (``points in the starting army list``)."""
    per: float
    """The size of one step of it (``1000``)."""
    amount: float = 1
    """What each step gives."""
    rounding: Literal["down", "up", "none"] = "down"
    """``down``: only full steps count; ``up``: a started step counts; ``none``: exact."""
    cite: Citation
    """Where this printing is."""

    def value(self, quantity: float) -> float:
        """What the printing gives for ``quantity`` of what it counts."""
        steps = quantity / self.per
        if self.rounding == "down":
            steps = float(math.floor(steps))
        elif self.rounding == "up":
            steps = float(math.ceil(steps))
        return steps * self.amount
