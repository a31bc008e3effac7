"""Hobgoblin's rules printed more than once and its limits on marker sizes, read by the
engine's printing checks. Expected findings worked out by reading pages 9, 16-19, 31 and 38."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.printings import check_restatements, check_single_values
from tests.verify.mutate import replace_where, with_field

#: The other restatements the book breaks (Death's Harvest's timing, the wheel's note).
OTHERS = ("restatement:Death's Harvest reward:when taken",
          "restatement:wheel:corner that moves when wheeling forwards")


def test_line_of_sight_is_drawn_from_two_places(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 16 draws it from the middle of the front edge, and the restated list below it from
    # the middle of the unit; the magic (p. 17) and shooting (p. 19) copies follow the rule.
    # Range (pp. 16, 17, 19) and the other line-of-sight fields agree everywhere (the other
    # two findings are Death's Harvest and the wheel, in test_procedure_findings).
    every = {f.id: f for f in check_restatements(rules)}
    assert set(every) == {"restatement:line of sight:drawn from", *OTHERS}
    found = every["restatement:line of sight:drawn from"]
    assert found.id == "restatement:line of sight:drawn from"
    assert found.kind is Kind.CONFLICT
    assert "'centre of the acting unit' (p. 16, Line of Sight (restated list))" in found.message
    pages = sorted(c.split(", ")[1] for c in found.cited)
    assert pages == ["p. 16", "p. 16", "p. 17", "p. 19"]


def test_a_planted_range_printing_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    planted = with_field(rules, restatements=replace_where(
        rules.restatements,
        lambda r: r.topic == "range to a target" and r.field == "measured to"
        and r.cite.page == 19,
        lambda r: with_field(r, value="centre of the target unit")))
    found = {f.id for f in check_restatements(planted)}
    assert found == {"restatement:line of sight:drawn from",
                     "restatement:range to a target:measured to", *OTHERS}


def test_the_void_marker_has_one_size(rules) -> None:  # type: ignore[no-untyped-def]
    # Void of Nebularis (p. 31): at most 20mm; every marker (p. 9): 20 to 40mm. Only 20 fits.
    # The Objective Markers' own 20 to 40mm (p. 38) leave a range.
    (found,) = check_single_values(rules)
    assert found.id == "bounds:Void marker:marker diameter in mm"
    assert found.kind is Kind.ONE_POINT and "a single value, 20" in found.message
    assert [c.split(", ")[1] for c in found.cited] == ["p. 31", "p. 9"]


def test_a_void_marker_cap_above_the_floor_leaves_a_range(rules) -> None:  # type: ignore[no-untyped-def]
    wider = with_field(rules, printed_bounds=replace_where(
        rules.printed_bounds, lambda b: b.applies_to == "Void marker",
        lambda b: with_field(b, high=25)))
    assert check_single_values(wider) == []
