"""``show`` over HOARDE objects: the details hook, checked against the book."""

from __future__ import annotations

from rulesref.core.show import show


def test_the_deal_as_a_rule_and_as_a_step() -> None:
    # Set Up: every player is dealt 3 cards face down, the second step of the set-up.
    found = {s.object.kind.value: s for s in show("Deal", "hoarde").shown}
    assert dict(found["rule"].details.facts)["Value"] == "3"
    assert dict(found["phase"].details.facts)["Order"] == "2 of 4"


def test_a_whole_sequence_is_shown_with_its_steps_in_order() -> None:
    # The book's "On Your Turn": pick up a card, place a card, end of turn.
    (item,) = show("On Your Turn", "hoarde").shown
    assert [name for name, _, _ in item.details.parts] == [
        "1. Pick up a card", "2. Place a card", "3. End of turn"]
    assert dict(item.details.facts) == {"Steps": "3"}
