"""Hobgoblin's tokens and the rules that give them, read by the engine's token-holder check.
Expected finding worked out by reading pages 15, 19 and 68: Mercury is the players' (they
gain, store and spend it), Doom sits on units, and only Arcane terrain gives a unit Mercury."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.holders import check_tally_holders, check_token_holders


def test_only_arcane_gives_a_unit_mercury(rules) -> None:  # type: ignore[no-untyped-def]
    found = check_token_holders(rules)
    assert [(f.id, f.kind) for f in found] == [("holder:Mercury:Arcane", Kind.CONFLICT)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 68, Terrain Keywords", "p. 19, Mercury Tokens"]


def test_only_the_altars_tie_break_counts_doom_on_units_nobody_owns(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 40: the tie-break counts the Doom on units near an altar, whose units unsaid; the
    # other rankings (pp. 38-51) count points or units, or say the player's own units
    found = check_tally_holders(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("tally:holder:Altars of Grief tie-breaker:Doom", Kind.MISSING)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 40, Altars of Grief", "p. 15, Doom Tokens"]
