"""What counts toward a determination of play (what can give a unit cover, what blocks a
line), and the rules that let a unit disregard some of it, transcribed one printing at a
time, for the check that an exemption does not disregard what never counted.

A printing that says which kinds of thing count for a determination, or that some never do,
is one :class:`PrintedCounts`; a rule that lets a unit leave some kinds of thing out of it
is one :class:`PrintedExemption` per printing. The engine's check
(``rulesref_verify.exemptions``) compares them; the model itself reads neither.
"""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class PrintedCounts:
    """One printing of what can count toward a determination of play."""

    purpose: str
    """The determination, in rulesref's words (``cover``); printings about one share it."""
    only: tuple[str, ...] = ()
    """The kinds of thing the printing says alone count, as printed (empty: it names
    none)."""
    never: tuple[str, ...] = ()
    """The kinds of thing the printing says never count, as printed."""
    cite: Citation
    """Where this printing is."""


@record
class PrintedExemption:
    """One printing of a rule that lets a unit disregard kinds of thing in a determination."""

    by: str
    """The rule, as printed (a keyword's name); printings of one rule share it."""
    purpose: str
    """The determination, as the :class:`PrintedCounts` records name it."""
    ignores: tuple[str, ...]
    """The kinds of thing it lets the unit disregard, as printed."""
    cite: Citation
    """Where this printing is."""
