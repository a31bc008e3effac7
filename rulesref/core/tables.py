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


@record
class TableLine:
    """A line across the table the rules measure from (``the centreline``), and which edges
    it runs parallel with."""

    name: str
    """The line, as printed."""
    parallel_to: Literal["long", "short"]
    """The edges it runs parallel with: its length is the table's length along them."""
    cite: Citation
    """Where the line is drawn."""


@record
class LinePlacement:
    """Something a rule puts at a printed distance from a line across the table: along it,
    from its midpoint (markers either side of the middle), or across it, back from it towards
    an edge (a wall, a deployment zone)."""

    rule: str
    """The rule, as printed (a scenario, a table result)."""
    item: str
    """What is placed, as printed."""
    line: str
    """The line it is measured from (a :class:`TableLine`'s name)."""
    measured: Literal["along", "across"]
    """``along``: from the line's midpoint along the line; ``across``: away from the line,
    towards a table edge."""
    distances: tuple[str, ...]
    """Each distance the book offers, in inches as printed: a number (``18``) or a roll
    (``3D6+6``)."""
    within: bool = False
    """The distance is the most (``within 12"``), so the item may lie on the line itself."""
    side: str | None = None
    """For ``across``: on whose side of the line, in our words (``each player's own``,
    ``both``); ``None`` when the book does not say."""
    cite: Citation
    """Where the rule is printed."""
