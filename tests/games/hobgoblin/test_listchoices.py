"""Hobgoblin's Wizards and the rules that give the keyword, read by the engine's list-choice
check. Expected finding worked out by reading pages 29, 34 and 45: every Wizard picks an
Abyssal Allegiance in its army list; Arcane Conclave hands out a Wizard after the lists are
written and says nothing of one; The Staff of Ruin is taken in the list itself."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.listchoices import check_late_choices


def test_only_the_twist_gives_a_wizard_after_the_lists(rules) -> None:  # type: ignore[no-untyped-def]
    found = check_late_choices(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("list-choice:wizard-allegiance:Arcane Conclave", Kind.MISSING)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 45, Twists Table", "p. 29, Abyssal Allegiance"]
    assert "at Reveal Army Lists" in found[0].message
