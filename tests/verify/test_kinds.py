"""Every finding names its kind and carries every citation it rests on; a consequence of a
reading the model rejects is listed with that reading, never as a finding."""

from __future__ import annotations

import pytest

from rulesref.core.registry import names
from rulesref_verify.findings import Finding, Kind
from rulesref_verify.runner import run, split_consequences
from tests.verify.test_engine import CITE, TOY

GAMES = names()
#: Kinds that compare two things the book prints: each needs both citations.
TWO_SIDED = {Kind.CONFLICT, Kind.VARIANT}


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_finding_names_its_kind_and_citations(game: str) -> None:
    report = run(game)
    assert report.passed
    for reported in report.findings:
        finding = reported.finding
        assert finding.kind is not None, finding.id
        assert finding.cited and all(finding.cited), finding.id
        if finding.kind in TWO_SIDED and not finding.inconclusive:
            assert len(finding.cited) >= 2, f"{finding.id} cites only {finding.cited}"


def _finding(fid: str, assumes: str | None) -> Finding:
    return Finding(fid, "check_toy", "Read the other way, two tiles overlap.", str(CITE),
                   kind=Kind.CONFLICT, assumes=assumes)


def test_a_consequence_of_a_rejected_reading_is_not_a_finding() -> None:
    proper, apart = split_consequences(
        [_finding("toy:plain", None), _finding("toy:if-other", "diagonals")], TOY)
    assert [f.id for f in proper] == ["toy:plain"]
    assert [f.id for f in apart] == ["toy:if-other"]


def test_a_consequence_naming_no_recorded_reading_stays_a_finding() -> None:
    # a typo in the reading's id must not hide a fault of the book
    proper, apart = split_consequences([_finding("toy:if-other", "diagonalz")], TOY)
    assert [f.id for f in proper] == ["toy:if-other"] and apart == []
