"""What the HOARDE checks share: a guard that turns unusable data into an inconclusive finding,
the citations they name, and how they quote a reading and a run of player counts.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from rulesref.errors import RulesError
from rulesref.games.hoarde.lookups import (
    find_reading,
)
from rulesref.games.hoarde.model import (
    Hoarde,
)
from rulesref_verify.findings import Finding, Kind


def _guarded(check_name: str, run: Callable[[], list[Finding]], cite: str) -> list[Finding]:
    """Run a check; data it cannot use becomes one inconclusive finding, not a crash."""
    try:
        return run()
    except RulesError as exc:
        return [Finding(f"hoarde:{check_name}:cannot-run", check_name,
                        f"the check could not run on this data: {exc}", cite,
                        inconclusive=True, kind=Kind.DATA)]


def _reading_note(rules: Hoarde, reading_id: str) -> str:
    try:
        reading = find_reading(rules, reading_id)
    except RulesError:
        return "no reading is recorded"
    return f"our reading ({reading_id}, {reading.cite.short()}): {reading.reading}"


def _spans(counts: list[int]) -> str:
    """``[2, 3, 4, 7]`` as ``2-4, 7``."""
    out = []
    for _, run in itertools.groupby(enumerate(counts), lambda p: p[1] - p[0]):
        values = [v for _, v in run]
        out.append(str(values[0]) if len(values) == 1 else f"{values[0]}-{values[-1]}")
    return ", ".join(out)


def _structure_cite(rules: Hoarde) -> str:
    return str(rules.structure.cite)
