"""Where Hobgoblin counts play in turns, read by the engine's named-moment check. Expected
finding worked out by reading pages 18, 19, 49 and 56."""

from __future__ import annotations

from rulesref.games.hobgoblin import load
from rulesref_verify.findings import Kind
from rulesref_verify.scenarios import check_named_moments


def test_the_book_counts_in_turns_where_the_game_has_battle_rounds() -> None:
    # p. 18: battle rounds of six phases, no turn; p. 19 (Mercury, which also says round to
    # round: silent), p. 49 (Shared Ruination) and p. 56 (the designer's note) time by turns
    found = check_named_moments(load())
    assert [(f.id, f.kind) for f in found] == [("moment:undefined:turn", Kind.UNDEFINED)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 19, Mercury Tokens", "p. 49, Unlikely Allies Objectives", "p. 56, Designer's Notes",
        "p. 18, Battle Round Structure (core rules)"]
    assert "round to round" not in found[0].message
