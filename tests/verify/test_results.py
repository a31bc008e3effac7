"""Check results kept between runs (:mod:`rulesref_verify.results`): a second run on the same
data and code gives the same findings without running the checks; an edited data file runs
them again; findings that could not be decided are never kept; the switch turns it off."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulesref_verify import results
from rulesref_verify.findings import Finding, Kind, facts

FOUND = Finding("toy:tall", "check_gates", "the Tall Gate is 9 inches", "Toy, p. 2, Gates",
                "gates.yaml", "gates[1]", facts=facts(height=9, gates=["Tall Gate"]),
                kind=Kind.CONFLICT, citations=("Toy, p. 1, Limits",))
UNSURE = Finding("toy:unknown", "check_gates", "z3 gave up", "", inconclusive=True,
                 kind=Kind.DATA)


def check_gates(rules: object) -> list[Finding]:
    """A check for the key (its module is part of it)."""
    return []


@pytest.fixture
def stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder, with the result store on (the test session turns it off)."""
    monkeypatch.delenv(results.NO_RESULT_CACHE, raising=False)
    monkeypatch.delenv("RULESREF_NO_CACHE", raising=False)
    monkeypatch.setenv("RULESREF_CACHE_DIR", str(tmp_path / "cache"))
    data = tmp_path / "data"
    data.mkdir()
    (data / "gates.yaml").write_text("gates: []\n", encoding="utf-8")
    return data


def _run(data: Path, found: list[Finding], calls: list[int]) -> list[Finding]:
    def run() -> list[Finding]:
        calls.append(1)
        return list(found)

    return results.findings("toy", str(data), str(data.parent), (check_gates,), run)


def test_a_second_run_reads_the_stored_findings(stored: Path) -> None:
    calls: list[int] = []
    first = _run(stored, [FOUND], calls)
    second = _run(stored, [], calls)
    assert calls == [1] and first == second == [FOUND]
    assert second[0].fingerprint == FOUND.fingerprint and second[0].kind is Kind.CONFLICT


def test_a_gap_in_the_model_is_stored_as_a_gap(stored: Path) -> None:
    import dataclasses

    gap = dataclasses.replace(FOUND, id="toy:copies", kind=Kind.MISSING, gap=True)
    calls: list[int] = []
    _run(stored, [gap], calls)
    assert _run(stored, [], calls) == [gap] and calls == [1]
    assert _run(stored, [], calls)[0].gap


def test_an_edited_data_file_runs_the_checks_again(stored: Path) -> None:
    calls: list[int] = []
    _run(stored, [FOUND], calls)
    (stored / "gates.yaml").write_text("gates: [{name: Tall Gate}]\n", encoding="utf-8")
    assert _run(stored, [], calls) == [] and calls == [1, 1]


def test_undecided_findings_are_never_kept(stored: Path) -> None:
    calls: list[int] = []
    assert _run(stored, [FOUND, UNSURE], calls) == [FOUND, UNSURE]
    assert _run(stored, [FOUND], calls) == [FOUND] and calls == [1, 1]


def test_the_switch_runs_every_check_every_time(stored: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(results.NO_RESULT_CACHE, "1")
    calls: list[int] = []
    _run(stored, [FOUND], calls)
    _run(stored, [FOUND], calls)
    assert calls == [1, 1]


def test_a_forged_entry_is_ignored(stored: Path) -> None:
    calls: list[int] = []
    _run(stored, [FOUND], calls)
    folder = Path(os.environ["RULESREF_CACHE_DIR"])
    (entry,) = folder.glob("toy-findings-*")
    raw = entry.read_bytes()
    entry.write_bytes(raw.replace(b"toy:tall", b"toy:tal!"))
    assert _run(stored, [FOUND], calls) == [FOUND] and calls == [1, 1]
