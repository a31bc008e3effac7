"""Run every check of a game and match the findings against its errata register."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulesref_verify.errata import ErrataEntry, load_register
from rulesref_verify.findings import Finding

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
    data_dir: Path
    """The folder of the ruleset's data files (findings name files in it)."""

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
    """The games ``rulesref verify`` knows: every installed ruleset."""
    from rulesref.core.registry import names

    return names()


def run(game: str) -> Report:
    """Run every check of ``game`` (a ruleset's name or alias) and classify its findings
    against its errata register.

    :raises UnknownNameError: for an unknown game.
    """
    from rulesref.core.registry import find_ruleset

    start = time.perf_counter()
    ruleset = find_ruleset(game)
    game = ruleset.name
    rules, checks = ruleset.load(), ruleset.load_checks()
    found: list[Finding] = []
    for check in checks:
        # a finding is filed under the check function that returned it (JUnit groups by it)
        found.extend(dataclasses.replace(f, check=check.__name__) for f in check(rules))
    register = load_register(ruleset.errata, display_path(ruleset.errata))
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
    return Report(game, tuple(reported), stale, display_path(register.file),
                  register.lines, tuple(c.__name__ for c in checks),
                  time.perf_counter() - start, ruleset.load_loader().data_dir)


def display_path(path: Path) -> str:
    """A path as reports show it: relative to the working folder when inside it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path)
