"""The unit statistics table, each printing on its own, and the footprint limits."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record
from rulesref.games.hobgoblin.model import Points


@record
class UnitStatsRow:
    """One row of a printing of the unit statistics table, exactly as printed."""

    unit_type: str
    """Unit type."""
    speed: int | None
    """Speed column (``None`` for ``-``)."""
    range: int | None
    """Range column in inches (``None`` for ``-``)."""
    strikes: int
    """Strikes column."""
    courage: int
    """Courage column."""
    keywords: tuple[str, ...]
    """Keywords column."""
    footprint: str
    """Footprint column."""
    cost_multiplier: int
    """Keyword cost multiplier column."""
    points: Points
    """Points column."""


@record
class UnitStatsPrinting:
    """One printing of the unit statistics table."""

    printing: str
    """Which printing."""
    cite: Citation
    """Where it is."""
    rows: tuple[UnitStatsRow, ...]
    """Rows in printed order."""


@record
class Footprint:
    """A footprint's base size limits in millimetres."""

    name: str
    """``Wide``, ``Narrow`` or ``Horde``."""
    min_width: int
    """Smallest width."""
    max_width: int
    """Largest width."""
    min_depth: int
    """Smallest depth."""
    max_depth: int
    """Largest depth."""
    cite: Citation
    """Where the limits are printed."""
