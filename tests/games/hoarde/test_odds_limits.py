"""The closest other composition when z3's optimiser stops on a limit: inconclusive, never
its best model so far.

The query is the one once seen answering another composition under load: the
``decks_two_copies`` fixture (24 values of 2 cards where the statements fix 12 of 4) read
as distinct hands, with the copies statement for the base deck only. The closest
composition is far from the recorded one, so z3's optimiser searches for it. A search
stopped early (here by a tiny resource limit or timeout, on any machine; under load by the
old 20 s timeout) has a best model so far that is not the closest.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulesref.games.hoarde.checks import odds_model
from rulesref.games.hoarde.checks.odds_encoding import odds_readings
from rulesref.games.hoarde.model import Hoarde
from rulesref_verify import solver
from rulesref_verify.findings import Verdict
from tests.games.hoarde.helpers import data_with, rules_with

FIXTURE = "decks_two_copies.yaml"
READINGS = ("winning-combinations-count=distinct-hands", "copies-deck-scope=base-deck-only")

# Worked out by hand: every statement on the page allows the shipped layout (COLOUR, ITEM
# and MONETARY VALUE 12 x 4, CURSED 1 x 6, CHARACTER 5 x 3), which the fixture records as
# 24 x 2, 1 x 2 and 5 x 2. Its distance (the sum of the differences of the counts) is, in
# the base deck, 3 x (|12 - 24| + |4 - 2|) = 42, and in the enchanted deck 42 + |6 - 2|
# (CURSED copies) + |3 - 2| (CHARACTER copies) = 47: 89 in all.
CLOSEST = (
    "base DECK: 48 cards; COLOUR 12 x 4, ITEM 12 x 4, MONETARY VALUE 12 x 4",
    "enchanted DECK: 48 cards; COLOUR 12 x 4, ITEM 12 x 4, MONETARY VALUE 12 x 4, "
    "CURSED 1 x 6, CHARACTER 5 x 3",
)
DISTANCE = 89
#: A resource limit that stops the optimiser early: its search takes 7 to 13 million steps
#: (more when other z3 work ran before it in the process).
STOPPED = 1_000_000


def _rules(tmp_path: Path) -> Hoarde:
    return rules_with(tmp_path, FIXTURE)


def _readings(rules: Hoarde) -> Any:
    chosen = odds_readings(rules)
    for text in READINGS:
        reading_id, _, choice = text.partition("=")
        chosen = chosen.with_choice(reading_id, choice)
    return chosen


def _limited(monkeypatch: pytest.MonkeyPatch, **limits: int) -> list[Any]:
    """Make the odds check's optimisers with ``limits``; the list collects them."""
    made: list[Any] = []

    def make() -> Any:
        made.append(solver.make_optimizer(**limits))
        return made[-1]

    monkeypatch.setattr(odds_model, "make_optimizer", make)
    return made


def _distance(shapes: tuple[odds_model.DeckShape, ...], rules: Hoarde) -> int:
    """The sum of the differences of each count from the recorded composition."""
    recorded = {s.deck: s for s in odds_model.recorded_shapes(rules)}
    total = 0
    for shape in shapes:
        mine = recorded[shape.deck]
        total += abs(shape.cards - mine.cards)
        for group in shape.groups:
            theirs = next(g for g in mine.groups if g.attribute == group.attribute)
            total += abs(group.values - theirs.values) + abs(group.copies - theirs.copies)
    return total


def test_the_normal_query_gives_the_closest_composition(tmp_path: Path) -> None:
    rules = _rules(tmp_path)
    result = odds_model.odds_check(rules, _readings(rules))
    assert result.consistent is Verdict.CONFIRMED
    assert result.composition is Verdict.REFUTED
    assert tuple(s.describe() for s in result.alternative) == CLOSEST
    assert _distance(result.alternative, rules) == DISTANCE


def test_a_resource_limit_that_stops_the_optimiser_is_inconclusive(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Stopped early, z3 has not proved the least distance (its bounds differ), and
    whatever it holds so far is never reported; run again, the same."""
    import z3

    rules = _rules(tmp_path)
    for _ in range(2):
        made = _limited(monkeypatch, rlimit=STOPPED)
        result = odds_model.odds_check(rules, _readings(rules))
        assert result.consistent is Verdict.CONFIRMED
        assert result.composition is Verdict.UNKNOWN
        assert result.alternative == ()
        assert made, "the closest composition was not left to the optimiser"
        bounds = z3.OptimizeObjective(made[0], 0, False)
        assert not bounds.lower().eq(bounds.upper())
        assert made[0].reason_unknown() == "canceled"


def test_a_timeout_that_stops_the_optimiser_is_inconclusive(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rules = _rules(tmp_path)
    _limited(monkeypatch, timeout_ms=1)
    result = odds_model.odds_check(rules, _readings(rules))
    assert (result.consistent, result.composition, result.alternative) == (
        Verdict.CONFIRMED, Verdict.UNKNOWN, ())


def test_the_findings_say_inconclusive(tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesref.games.hoarde.checks.odds import check_odds_readings

    rules = _rules(tmp_path)
    _limited(monkeypatch, rlimit=STOPPED)
    found = {f.id: f for f in check_odds_readings(rules)}
    # the base-deck-only reading under the shipped distinct-hands count: this query
    unknown = found["hoarde:odds:reading:copies-deck-scope=base-deck-only:unknown"]
    assert unknown.inconclusive
    assert not any(f.id.endswith("base-deck-only:composition") for f in found.values())


def test_the_command_line_exits_3(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                  runner: CliRunner) -> None:
    from rulesref.games.hoarde.cli import hoarde_group

    data = data_with(tmp_path, FIXTURE)
    args = ["check-odds", "--data", str(data)]
    for text in READINGS:
        args += ["--reading", text]
    _limited(monkeypatch, rlimit=STOPPED)
    result = runner.invoke(hoarde_group, args)
    assert result.exit_code == 3, result.output
    assert "Recorded deck composition: unknown (z3 gave up)" in result.output
    assert "refuted" not in result.output
    result = runner.invoke(hoarde_group, [*args, "--json"])
    assert result.exit_code == 3
    out = json.loads(result.stdout)
    assert (out["composition"], out["alternative"]) == ("unknown", [])


#: The query in a process of its own (as ``rulesref hoarde check-odds`` runs it), with
#: the optimiser's resource limit cut to a quarter: the shapes of the closest composition.
QUARTER = """
import sys
from pathlib import Path
from rulesref.games.hoarde.checks import odds_model
from rulesref.games.hoarde.loading import load_uncached
from rulesref.games.hoarde.checks.odds_encoding import odds_readings
from rulesref_verify import solver

odds_model.make_optimizer = lambda: solver.make_optimizer(rlimit=solver.RLIMIT // 4)
rules = load_uncached(Path(sys.argv[1]))
chosen = odds_readings(rules)
for text in sys.argv[2:]:
    reading_id, _, choice = text.partition("=")
    chosen = chosen.with_choice(reading_id, choice)
result = odds_model.odds_check(rules, chosen)
print(result.composition.value)
for shape in result.alternative:
    print(shape.describe())
"""


def test_the_query_ends_well_within_the_resource_limit(tmp_path: Path) -> None:
    """With a quarter of RLIMIT the answer is the same: the limit has room to spare, so the
    normal query never ends on it. (In a fresh process: other z3 work before it in the same
    process changes how many steps it takes.)"""
    import subprocess
    import sys

    data = data_with(tmp_path, FIXTURE)
    found = subprocess.run([sys.executable, "-c", QUARTER, str(data), *READINGS],
                           capture_output=True, text=True, check=True, timeout=600)
    assert found.stdout.splitlines() == ["refuted", *CLOSEST]
