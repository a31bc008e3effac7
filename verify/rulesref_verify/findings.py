"""Findings and verdicts: what every check returns."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Verdict(enum.Enum):
    """The three-valued answer of a proof. UNKNOWN is never a pass."""

    CONFIRMED = "confirmed"
    """Proved to hold."""
    REFUTED = "refuted"
    """Proved not to hold, with a counterexample."""
    UNKNOWN = "unknown"
    """The solver gave up (timeout or resource limit)."""


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem a check found in the rules data.

    ``id`` is stable across runs (it names the check and the things involved, never a
    counter), so the errata register can acknowledge it.
    """

    id: str
    check: str
    message: str
    citation: str
    file: str | None = None
    key: str | None = None
    inconclusive: bool = False

    def sort_key(self) -> tuple[str, str]:
        """Findings print grouped by check, then by id."""
        return (self.check, self.id)
