"""Hobgoblin's rules that act on a whole keyword trait, read by the engine's trait-wide
check. Expected finding worked out by reading pages 30 to 32 and 65 to 66: By My Will
ignores every Weakness, Broken, Distracted and Outmaneuvered included; Reflective Soulgem
leaves Reserved keywords out; Black Gate moves a Character keyword, and no Character keyword
is a status."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.traitwide import check_trait_wide


def test_only_by_my_will_reaches_the_statuses(rules) -> None:  # type: ignore[no-untyped-def]
    found = check_trait_wide(rules)
    assert [(f.id, f.kind) for f in found] == [("trait-wide:By My Will:Weakness", Kind.MISSING)]
    assert "takes in Broken, Distracted, Outmaneuvered" in found[0].message
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 32, Abyssal Sorcery", "p. 65, Index of Keywords", "p. 66, Index of Keywords"]
