"""Hobgoblin's close combat attack dice, read by the engine's allocation check. Expected
numbers worked out by reading pages 24 and 25."""

from __future__ import annotations

from rulesref_verify.allocations import check_allocations
from rulesref_verify.findings import Kind
from tests.verify.mutate import replace_where, with_field


def test_dice_a_lone_flank_or_rear_enemy_cannot_take_go_nowhere(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 25: all attack dice (commonly ten) must be assigned; p. 24: at most 5 to an enemy on
    # a side edge or rear corner and at most 3 to one on the rear edge. A unit engaged only by
    # one enemy on its rear edge has 10 - 3 = 7 dice left, on a side 10 - 5 = 5, and the book
    # never says what becomes of them.
    found = check_allocations(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("allocation:leftover:close combat attack dice", Kind.MISSING)]
    assert "the rear edge it may give at most 3, leaving 7" in found[0].message
    assert "a side edge or rear corner it may give at most 5, leaving 5" in found[0].message
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 25, Assign Attack Dice", "p. 24, Assigning Attacks to the Flank & Rear"]


def test_a_rule_for_the_leftover_dice_would_settle_it(rules) -> None:  # type: ignore[no-untyped-def]
    fixed = replace_where(rules.allocations, lambda a: a.id == "close_combat_dice",
                          lambda a: with_field(a, leftover="The rest are lost."))
    assert check_allocations(with_field(rules, allocations=fixed)) == []
