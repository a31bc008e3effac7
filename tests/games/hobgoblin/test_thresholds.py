"""Hobgoblin's rules that pick units by a stat, read by the engine's threshold check against
the unit statistics table. Expected finding worked out by reading pages 10 and 43."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.thresholds import check_stat_thresholds


def test_a_speed_threshold_leaves_artillery_open(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 43: Rushing Arrival moves units of Speed 8 or lower back; p. 10 prints a dash for
    # Artillery's Speed, and every other type a number
    found = check_stat_thresholds(rules)
    assert [(f.id, f.kind) for f in found] == [("threshold:Rushing Arrival:speed", Kind.MISSING)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 43, Deployment Table", "p. 10, Unit Statistics"]
    assert "Artillery prints no number for speed" in found[0].message
