"""The statistics each kind of unit prints, as the rules compare them with a number.

A ruleset whose units carry printed statistics offers them as :class:`StatLine` records
(a model method ``stat_lines()``, read from its own transcription of the table). A stat the
book prints without a number (a dash) is ``None``: the engine's threshold check
(``rulesref_verify.thresholds``) finds rules that compare that stat with a number, which then
cannot say whether such a unit counts.
"""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class StatLine:
    """One kind of unit's printed statistics."""

    name: str
    """The kind of unit, as printed."""
    stats: tuple[tuple[str, float | None], ...]
    """Each stat (in lower case, as effects name it) with its printed value; ``None`` where
    the book prints no number."""
    cite: Citation
    """Where the statistics are printed."""

    def value(self, stat: str) -> float | None:
        """The printed value of ``stat`` (``None``: no number, or no such stat)."""
        return dict(self.stats).get(stat)

    def prints(self, stat: str) -> bool:
        """Whether the line has ``stat`` at all (with a number or without one)."""
        return any(name == stat for name, _ in self.stats)
