"""Run every check of a ruleset, match the findings against its errata register, and list the
model's readings apart from them.

A check that raises is not allowed to crash the verifier: a data slip (a misspelt name, a
missing row) becomes an inconclusive finding that names the check and, for a data error, the
file and the key; inconclusive is never a pass.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulesref.core.readings import Reading
from rulesref_verify import results
from rulesref_verify.errata import ErrataEntry, load_register
from rulesref_verify.findings import Finding, Kind, facts
from rulesref_verify.readings import recorded_readings

Check = Callable[[Any], Sequence[Finding]]

NEW, CHANGED, ACKNOWLEDGED = "new", "changed", "acknowledged"


@dataclass(frozen=True, slots=True)
class Reported:
    """A finding with its status: ``new``; ``changed`` (the register acknowledges its id, but
    for other facts); or ``acknowledged`` (with the errata entry)."""

    finding: Finding
    status: str
    erratum: ErrataEntry | None


@dataclass(frozen=True, slots=True)
class ReportedReading:
    """A reading the model records, with the data file it is in."""

    reading: Reading
    file: str | None
    key: str


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
    readings: tuple[ReportedReading, ...] = ()
    """The readings the model records, reported apart from the findings."""
    consequences: tuple[Finding, ...] = ()
    """What the book would mean under a reading the model rejects (a check's finding that
    names the reading it :attr:`~Finding.assumes`): listed with that reading, never a
    finding, never in the errata register."""
    gaps: tuple[Finding, ...] = ()
    """Gaps in the model (a check's result marked :attr:`~Finding.gap`): what a check could
    not decide for want of a fact the model lacks, for its maintainers; never a finding,
    never in the errata register."""

    @property
    def new(self) -> tuple[Reported, ...]:
        """Findings the register does not acknowledge (new, or changed since)."""
        return tuple(r for r in self.findings if r.status != ACKNOWLEDGED)

    @property
    def acknowledged(self) -> tuple[Reported, ...]:
        """Findings the register acknowledges, facts and all."""
        return tuple(r for r in self.findings if r.status == ACKNOWLEDGED)

    @property
    def inconclusive(self) -> bool:
        """Whether some check could not decide."""
        return any(r.finding.inconclusive for r in self.findings)

    @property
    def passed(self) -> bool:
        """No new finding, no stale erratum, nothing inconclusive."""
        return not self.new and not self.stale and not self.inconclusive

    @property
    def outcome(self) -> str:
        """``failed`` (a new or changed finding, or a stale erratum), else ``unknown`` (some
        check could not decide), else ``passed``."""
        if self.stale or any(not r.finding.inconclusive for r in self.new):
            return "failed"
        return "unknown" if self.inconclusive else "passed"


def games() -> tuple[str, ...]:
    """The games ``rulesref verify`` knows: every installed ruleset."""
    from rulesref.core.registry import names

    return names()


def run_check(check: Check, rules: Any) -> list[Finding]:
    """The findings of one check, each filed under the check's name; a check that raises
    gives one inconclusive finding instead (naming the file and key of a data error)."""
    from rulesref.errors import RulesDataError

    name = check.__name__
    try:
        found = list(check(rules))
    except RulesDataError as exc:
        return [Finding(f"{name}:cannot-run", name, f"the check could not run: {exc}", "",
                        exc.file, exc.path or None, inconclusive=True,
                        facts=facts(error=str(exc)), kind=Kind.DATA)]
    except Exception as exc:  # a data slip must not crash the verifier
        return [Finding(f"{name}:cannot-run", name,
                        f"the check could not run on this data: {type(exc).__name__}: {exc}",
                        "", inconclusive=True, facts=facts(error=f"{type(exc).__name__}: {exc}"),
                        kind=Kind.DATA)]
    return [dataclasses.replace(f, check=name) for f in found]


def run(game: str) -> Report:
    """Run every check of ``game`` (a ruleset's name or alias), classify its findings against
    its errata register, and collect its readings.

    :raises UnknownNameError: for an unknown game.
    :raises RulesDataError: when the register or the shipped data is malformed.
    """
    from rulesref.core.registry import find_ruleset

    start = time.perf_counter()
    ruleset = find_ruleset(game)
    loader = ruleset.load_loader()
    rules, checks = loader.load(), with_engine_checks(ruleset.load_checks())
    files = DataFiles(loader.data_dir)

    def run_all() -> list[Finding]:
        return [files.locate(f) for check in checks for f in run_check(check, rules)]

    found = results.findings(ruleset.name, str(loader.data_dir), os.fspath(ruleset.package_dir),
                             checks, run_all)
    found, consequences = split_consequences(found, rules)
    gaps = [f for f in found if f.gap]
    found = [f for f in found if not f.gap]
    register = load_register(ruleset.errata, display_path(ruleset.errata))
    reported, stale = classify(found, register.entries)
    readings = tuple(ReportedReading(r.reading, files.of_field(r.field), r.key)
                     for r in recorded_readings(rules))
    return Report(ruleset.name, reported, stale, display_path(register.file),
                  register.lines, tuple(c.__name__ for c in checks),
                  time.perf_counter() - start, loader.data_dir, readings,
                  tuple(sorted(consequences, key=Finding.sort_key)),
                  tuple(sorted(gaps, key=Finding.sort_key)))


def with_engine_checks(checks: Sequence[Check]) -> tuple[Check, ...]:
    """A ruleset's checks, then the engine's checks over records any ruleset may hold (the
    printings of :mod:`rulesref_verify.printings`, the printings of each sequence, the
    scenarios and play variants of :mod:`rulesref_verify.scenarios`, the ends of
    :mod:`rulesref_verify.endings`, the piles of :mod:`rulesref_verify.piles`, the number of
    players of :mod:`rulesref_verify.players`, the rules timed in words of their own of
    :mod:`rulesref_verify.timing`, the claims of
    :mod:`rulesref_verify.claims`, the pools shared out of :mod:`rulesref_verify.allocations`,
    the table edges of :mod:`rulesref_verify.tables`, the keywords a use needs bought of
    :mod:`rulesref_verify.prerequisites`, the interactions of effects of
    :mod:`rulesref_verify.interactions`, the references by kind, the names defined as two
    things and the figures of :mod:`rulesref_verify.references`, the conditions over defined
    classes of :mod:`rulesref_verify.terms`, the outline pointers of
    :mod:`rulesref_verify.outline`, the players' own phases of
    :mod:`rulesref_verify.owned_moments` (and one word for two owners' spans), the allies' turns of
    :mod:`rulesref_verify.variant_turns`, the things put at a distance from a table line of
    :mod:`rulesref_verify.placements`, the rules that compare a stat some units print without
    a number of :mod:`rulesref_verify.thresholds`, the keywords given after the lists are
    written of :mod:`rulesref_verify.listchoices`, the tokens given to the wrong kind of
    holder of :mod:`rulesref_verify.holders`, the rules acting on a whole trait that takes in
    the game's statuses of :mod:`rulesref_verify.traitwide`, the rules timed at a span's start
    or end with no place beside what it begins or ends with of
    :mod:`rulesref_verify.spanedges`, the merges that pass a holder's cap of
    :mod:`rulesref_verify.merged_caps`, the rules that need a component play may remove for
    good of :mod:`rulesref_verify.lost_components`, a shared pile named as one player's of
    :mod:`rulesref_verify.owned_piles`, a relation used bare that rules settle opposite ways of
    :mod:`rulesref_verify.relations`, a role defined against another in a game for more than
    two of :mod:`rulesref_verify.complement_roles`), each once: a ruleset that
    transcribes such records gets their checks without naming them (on a model without them
    they find nothing)."""
    from rulesref_verify.allocations import check_allocations
    from rulesref_verify.claims import check_claims
    from rulesref_verify.complement_roles import check_complement_roles
    from rulesref_verify.endings import CHECKS as END_CHECKS
    from rulesref_verify.exemptions import check_exemptions
    from rulesref_verify.graphs import check_sequence_printings
    from rulesref_verify.holders import check_tally_holders, check_token_holders
    from rulesref_verify.interactions import check_interactions
    from rulesref_verify.listchoices import check_late_choices
    from rulesref_verify.lost_components import check_lost_components
    from rulesref_verify.merged_caps import check_merged_caps
    from rulesref_verify.outline import CHECKS as OUTLINE_CHECKS
    from rulesref_verify.owned_moments import check_moment_owners, check_owned_moments
    from rulesref_verify.owned_piles import check_owned_piles
    from rulesref_verify.piles import CHECKS as PILE_CHECKS
    from rulesref_verify.placements import check_line_placements
    from rulesref_verify.players import CHECKS as PLAYER_CHECKS
    from rulesref_verify.prerequisites import check_prerequisites
    from rulesref_verify.printings import CHECKS as PRINTING_CHECKS
    from rulesref_verify.references import (
        check_figures,
        check_name_clashes,
        check_references,
    )
    from rulesref_verify.relations import check_relation_cases
    from rulesref_verify.scenarios import CHECKS as SCENARIO_CHECKS
    from rulesref_verify.spanedges import check_edge_rules
    from rulesref_verify.tables import check_edge_references
    from rulesref_verify.terms import check_circular_conditions
    from rulesref_verify.thresholds import check_stat_thresholds
    from rulesref_verify.timing import CHECKS as TIMING_CHECKS
    from rulesref_verify.traitwide import check_trait_wide
    from rulesref_verify.variant_turns import check_allied_opponents, check_allied_turns

    engine = (*PRINTING_CHECKS, check_sequence_printings, *SCENARIO_CHECKS, *END_CHECKS,
              *PILE_CHECKS, *PLAYER_CHECKS, *TIMING_CHECKS, check_claims, check_allocations,
              check_edge_references, check_prerequisites, check_interactions, check_references,
              check_name_clashes, check_figures, check_circular_conditions, *OUTLINE_CHECKS,
              check_owned_moments, check_moment_owners, check_allied_turns,
              check_allied_opponents,
              check_line_placements,
              check_stat_thresholds, check_late_choices, check_token_holders, check_tally_holders,
              check_trait_wide, check_exemptions,
              check_edge_rules, check_merged_caps, check_lost_components, check_owned_piles,
              check_relation_cases, check_complement_roles)
    return (*checks, *(c for c in engine if c not in checks))


def split_consequences(found: Sequence[Finding], rules: Any
                       ) -> tuple[list[Finding], list[Finding]]:
    """The findings proper, and the consequences of readings the model rejects: a finding
    that :attr:`~Finding.assumes` a reading the model records (by its id) holds only if
    the book were read the other way, so it is not a fault of the book. A finding naming a
    reading the model does not record stays a finding (nothing may hide one by a typo)."""
    known = {r.reading.id for r in recorded_readings(rules)}
    proper = [f for f in found if f.assumes is None or f.assumes not in known]
    apart = [f for f in found if f.assumes is not None and f.assumes in known]
    return proper, apart


def classify(found: Sequence[Finding], entries: Sequence[ErrataEntry]
             ) -> tuple[tuple[Reported, ...], tuple[ErrataEntry, ...]]:
    """Each finding with its status against the register's entries, and the stale entries
    (those whose id no conclusive finding has).

    An entry acknowledges a finding when both its id and its fingerprint match; an entry
    whose id matches but whose fingerprint does not leaves the finding ``changed``.
    """
    by_id = {e.id: e for e in entries}
    reported = []
    seen = set()
    for finding in sorted(found, key=Finding.sort_key):
        entry = by_id.get(finding.id)
        if entry is None or finding.inconclusive:
            reported.append(Reported(finding, NEW, entry))
            continue
        seen.add(finding.id)
        status = ACKNOWLEDGED if entry.fingerprint == finding.fingerprint else CHANGED
        reported.append(Reported(finding, status, entry))
    stale = tuple(e for e in entries if e.id not in seen)
    return tuple(reported), stale


class DataFiles:
    """A ruleset's data folder, to say which file a finding or a reading is in."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self._fields: dict[str, str] | None = None

    def of_field(self, field: str) -> str | None:
        """The data file that holds the model's top-level ``field`` (a top-level key)."""
        if self._fields is None:
            self._fields = {}
            for path in sorted(self.data_dir.glob("*.yaml")):
                for line in path.read_text(encoding="utf-8").splitlines():
                    if line[:1].isalpha() and ":" in line:
                        self._fields.setdefault(line.split(":", 1)[0].strip(), path.name)
        return self._fields.get(field)

    def locate(self, finding: Finding) -> Finding:
        """The finding with its data file filled in from its key, when it names none."""
        if finding.file or not finding.key:
            return finding
        field = finding.key.replace("[", ".").split(".", 1)[0]
        file = self.of_field(field)
        return dataclasses.replace(finding, file=file) if file else finding


def display_path(path: Path) -> str:
    """A path as reports show it: relative to the working folder when inside it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path)
