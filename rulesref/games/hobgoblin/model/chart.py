"""The target number chart as printed, each printing on its own."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class ChartRow:
    """One attacking unit type's row of a target number chart printing."""

    attacker: str
    """The attacking unit type."""
    speed: int | None
    """The Speed column printed beside the row."""
    range: int | None
    """The Range column printed beside the row."""
    targets: tuple[int, ...]
    """Target numbers against each defender, in the printing's column order."""


@record
class ChartPrinting:
    """One printing of the 11 by 11 target number chart, exactly as printed."""

    printing: str
    """Which printing."""
    cite: Citation
    """Where it is."""
    defenders: tuple[str, ...]
    """Column headings in printed order (abbreviations expanded)."""
    rows: tuple[ChartRow, ...]
    """Rows in printed order."""
    canonical: bool = False
    """Whether lookups use this printing."""
