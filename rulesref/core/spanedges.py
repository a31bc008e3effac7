"""What the book says a span of play (a round, a turn) begins or ends with, and the rules it
times at that start or end in words of their own, each as printed with its citation (for the
engine's check that every such rule has a place in the span's order)."""

from __future__ import annotations

import enum

from rulesref.core.citation import Citation
from rulesref.core.record import record


class Edge(enum.Enum):
    """Which end of a span of play."""

    START = "start"
    END = "end"


@record
class PrintedEdge:
    """A passage that says what a span of play begins or ends with (a round begins with the
    first player choosing who acts)."""

    unit: str
    """The span, as printed (``round``, ``turn``)."""
    edge: Edge
    """Whether the passage says what the span begins or ends with."""
    step: str
    """What it begins or ends with, in our own short words (``the first player's choice``)."""
    cite: Citation
    """Where it is printed."""


@record
class EdgeRule:
    """A rule the book times at the start or end of a span of play in words of its own (at
    the start of each new round), rather than as a step of the span's sequence."""

    rule: str
    """The rule, as the book names it (``Omen cards``)."""
    words: str
    """The words that time it, as printed and as short as will do."""
    unit: str
    """The span the words count in, as printed (``round``)."""
    edge: Edge
    """Which end of the span the words name."""
    placed: str | None = None
    """What the book says the rule comes before (at a start) or after (at an end), in our
    own short words; ``None`` where it says neither."""
    cite: Citation
    """Where it is printed."""
