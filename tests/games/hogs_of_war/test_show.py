"""``show`` over Hogs of War objects: the details hook, checked against the rulebook."""

from __future__ import annotations

from rulesref.core.show import show


def test_a_token_with_its_damage_and_what_removes_it() -> None:
    # Burn token: 10 damage at the start of each new round until the Bandage icon removes
    # it or the Hog is defeated.
    item = next(s for s in show("Burn token", "hogs_of_war").shown
                if s.object.kind.value == "token")
    facts = dict(item.details.facts)
    assert facts["Damage"].startswith("10 ")
    assert "Bandage" in facts["Removed by"]
    assert [e.does for e in item.effects] == ["takes 10 damage per Burn token"]
