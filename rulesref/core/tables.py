"""The play area: the sizes of table the book allows, and the rules that name its edges by
length (``the long edges``).

Each record transcribes what the book prints, with its citation. The engine's table check
(``rulesref_verify.tables``) works out whether the sizes allowed include a square table, on
which no edge is longer than another, and so whether a rule that names the long or short
edges can be followed on every table the book allows.
"""

from __future__ import annotations

from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class PlayArea:
    """The sizes of table the book allows, in inches."""

    least_length: float
    """The shortest the longer side may be."""
    least_width: float
    """The shortest the other side may be."""
    most_length: float | None = None
    """The longest the longer side may be; ``None`` when the book sets no limit."""
    most_width: float | None = None
    """The longest the other side may be; ``None`` when the book sets no limit."""
    cite: Citation
    """Where the sizes are printed."""


@record
class EdgeReference:
    """A rule that names table edges by their length."""

    rule: str
    """The rule, as printed (``Deployment``, ``Scouts``)."""
    edge: Literal["long", "short"]
    """Which edges it names."""
    square: str | None = None
    """What the rule says to do on a square table, in our words; ``None`` when it says
    nothing."""
    cite: Citation
    """Where the rule is printed."""
