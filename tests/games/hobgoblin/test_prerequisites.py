"""Hobgoblin's rule that magic needs a bought Wizard, read by the engine's prerequisite
check. Expected finding worked out by reading pages 29, 34 and 45."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.prerequisites import check_prerequisites
from tests.verify.mutate import with_field


def test_granted_wizards_meet_the_bought_wizard_rule(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 29: magic needs a bought Wizard; The Staff of Ruin (p. 34) and the Arcane Conclave
    # twist (p. 45) give Wizard without a purchase
    found = check_prerequisites(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("prerequisite:magic-needs-bought-wizard", Kind.CONFLICT)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 29, Wizards", "p. 34, Cursed Artefacts", "p. 45, Twists Table"]
    assert "The Staff of Ruin and Arcane Conclave give it" in found[0].message


def test_a_keyword_nothing_grants_would_be_silent(rules) -> None:  # type: ignore[no-untyped-def]
    (need,) = rules.prerequisites
    bought = with_field(need, keyword="Battle Standard")
    assert check_prerequisites(with_field(rules, prerequisites=(bought,))) == []
