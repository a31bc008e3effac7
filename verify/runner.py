"""Run every check of a game and match the findings against its errata register."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from verify.errata import ErrataEntry, load_register
from verify.findings import Finding

Check = Callable[[Any], list[Finding]]


@dataclass(frozen=True, slots=True)
class Reported:
    """A finding with its status: ``new`` or ``acknowledged`` (with the errata entry)."""

    finding: Finding
    status: str
    erratum: ErrataEntry | None


@dataclass(frozen=True, slots=True)
class Report:
    """Everything ``rulesref verify`` found for one game."""

    game: str
    findings: tuple[Reported, ...]
    stale: tuple[ErrataEntry, ...]
    errata_file: str
    errata_lines: dict[str, int]
    checks: tuple[str, ...]
    seconds: float

    @property
    def new(self) -> tuple[Reported, ...]:
        """Findings the register does not acknowledge."""
        return tuple(r for r in self.findings if r.status == "new")

    @property
    def inconclusive(self) -> bool:
        """Whether some check could not decide."""
        return any(r.finding.inconclusive for r in self.findings)

    @property
    def passed(self) -> bool:
        """No new finding, no stale erratum, nothing inconclusive."""
        return not self.new and not self.stale and not self.inconclusive


def games() -> tuple[str, ...]:
    """The games ``rulesref verify`` knows."""
    return tuple(GAMES)


def _hobgoblin() -> tuple[Any, Sequence[Check]]:
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin import effect_checks
    from verify import consistency, graphs, target_table

    return hobgoblin.load(), (*consistency.CHECKS, *graphs.CHECKS,
                              target_table.check_target_table, *effect_checks.CHECKS)


def _livestock_uprising() -> tuple[Any, Sequence[Check]]:
    from rulesref.games import livestock_uprising
    from verify import graphs, livestock_uprising_checks

    return livestock_uprising.load(), (*graphs.CHECKS, *livestock_uprising_checks.CHECKS)


def _hoarde() -> tuple[Any, Sequence[Check]]:
    from rulesref.games import hoarde
    from verify import graphs, hoarde_checks

    return hoarde.load(), (*graphs.CHECKS, *hoarde_checks.CHECKS)


def _hogs_of_war() -> tuple[Any, Sequence[Check]]:
    from rulesref.games import hogs_of_war
    from verify import graphs, hogs_of_war_checks

    return hogs_of_war.load(), (*graphs.CHECKS, *hogs_of_war_checks.CHECKS)


GAMES: dict[str, Callable[[], tuple[Any, Sequence[Check]]]] = {
    "hogs_of_war": _hogs_of_war,
    "hoarde": _hoarde,
    "hobgoblin": _hobgoblin,
    "livestock_uprising": _livestock_uprising,
}


def run(game: str = "hobgoblin") -> Report:
    """Run every check of ``game`` and classify its findings against the errata register.

    :raises KeyError: for an unknown game.
    """
    start = time.perf_counter()
    rules, checks = GAMES[game]()
    found: list[Finding] = []
    for check in checks:
        # a finding is filed under the check function that returned it (JUnit groups by it)
        found.extend(dataclasses.replace(f, check=check.__name__) for f in check(rules))
    register = load_register(game)
    by_id = {e.id: e for e in register.entries}
    reported = []
    seen = set()
    for finding in sorted(found, key=Finding.sort_key):
        entry = by_id.get(finding.id)
        if entry is not None and not finding.inconclusive:
            seen.add(finding.id)
        status = "acknowledged" if entry is not None and not finding.inconclusive else "new"
        reported.append(Reported(finding, status, entry))
    stale = tuple(e for e in register.entries if e.id not in seen)
    return Report(game, tuple(reported), stale, f"verify/errata/{register.file.name}",
                  register.lines, tuple(c.__name__ for c in checks),
                  time.perf_counter() - start)
