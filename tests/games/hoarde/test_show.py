"""``show`` over HOARDE objects: the details hook, checked against the book."""

from __future__ import annotations

from rulesref.core.show import show


def test_the_deal_as_a_rule_and_as_a_step() -> None:
    # Set Up: every player is dealt 3 cards face down, the second step of the set-up.
    found = {s.object.kind.value: s for s in show("Deal", "hoarde").shown}
    assert dict(found["rule"].details.facts)["Value"] == "3"
    assert dict(found["phase"].details.facts)["Order"] == "2 of 4"
