"""The book's worked examples of buying keywords, each as printed, for the check that the
army rules agree with them (:mod:`rulesref.games.hobgoblin.checks.examples`)."""

from __future__ import annotations

from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class PurchaseExample:
    """One example of a unit type buying, or being refused, a keyword."""

    keyword: str
    """The keyword as printed, with its value (``Tough [+1]``)."""
    unit_type: str
    """The unit type the example buys it for."""
    allowed: bool
    """Whether the example lets that unit type buy it."""
    because: Literal["already_has"] | None = None
    """The reason the example prints for a refusal: ``already_has``, the unit type has the
    keyword already; ``None``: it prints none, or allows the purchase."""
    cite: Citation
    """Where the example is printed."""
