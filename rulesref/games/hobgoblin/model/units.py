"""Unit types: the canonical profile of each, transcribed on its own."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record
from rulesref.games.hobgoblin.model import Inches, Points


@record
class UnitType:
    """A unit type with its printed profile (the canonical transcription)."""

    name: str
    """Printed name: ``Light Infantry``."""
    speed: int | None
    """Movement points per activation; ``None`` where the table prints ``-``."""
    range: Inches | None
    """Shooting range in inches; ``None`` where the table prints ``-``."""
    strikes: int
    """Attack dice in close combat."""
    courage: int
    """Doom tokens that break the unit."""
    keywords: tuple[str, ...]
    """Starting keywords as written, without the footprint keyword."""
    footprint: str
    """The footprint name: ``Wide`` or ``Narrow``."""
    cost_multiplier: int
    """Multiplier applied to purchased keyword costs."""
    points: Points
    """The unit type's cost."""
    summary: str
    """What the type represents, in our own words."""
    cite: Citation
    """Where the profile is printed."""
    description_cite: Citation
    """Where the unit type's description and starting keywords are printed."""
    aliases: tuple[str, ...] = ()
    """Other names the book prints for the type (the chart's ``Mstr. Infantry``)."""

    @property
    def footprint_keyword(self) -> str:
        """The footprint as a keyword name: ``Wide Footprint``."""
        return f"{self.footprint} Footprint"
