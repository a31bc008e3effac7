"""Hobgoblin's cover rule and the Large keyword, read by the engine's exemption check.
Expected finding worked out by reading pages 13, 26, 27, 65, 66 and the quick reference:
Large lets a unit leave units and terrain in the way out of cover, while the cover rule says
units never give cover; terrain does, so only the units half is empty."""

from __future__ import annotations

from rulesref_verify.exemptions import check_exemptions
from rulesref_verify.findings import Kind


def test_large_disregards_units_that_never_give_cover(rules) -> None:  # type: ignore[no-untyped-def]
    (found,) = check_exemptions(rules)
    assert (found.id, found.kind) == ("exemption:empty:Large:cover", Kind.CONFLICT)
    assert "disregard units when working out cover" in found.message
    assert sorted(c.split(", ", 1)[1] for c in found.cited) == [
        "p. 13, Large (unit types)", "p. 26, Large (terrain)", "p. 27, Cover (terrain)",
        "p. 65, Index of Keywords", "p. 66, Index of Keywords",
        "p. 70, Quick Reference (quick reference)"]
