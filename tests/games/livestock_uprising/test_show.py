"""``show`` over Livestock Uprising objects: the details hook, checked against the book."""

from __future__ import annotations

from rulesref.core.show import show


def test_a_troop_with_its_cost() -> None:
    # Troops table: Dynamite Donkey 1 Grass, 2 Hay; Ornery Oxen 1 Carrot, 2 Apple.
    (donkey,) = show("Dynamite Donkey", "livestock_uprising").shown
    assert dict(donkey.details.facts)["Cost"] == "1 Grass and 2 Hay"
    (oxen,) = show("Ornery Oxen").shown
    assert dict(oxen.details.facts)["Cost"] == "1 Carrot and 2 Apple"
