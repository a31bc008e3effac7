"""Livestock Uprising's Command Cards in the shared effect vocabulary, as far as the rulebook
gives them (Setup > Command Cards; End Game > Super Army)."""

from __future__ import annotations

from rulesref.core.effects import Cards
from rulesref.games import livestock_uprising


def test_command_cards() -> None:
    livestock = livestock_uprising.load()
    rules = {r.id: r.effects for r in livestock.play_rules}
    # Setup: each player is dealt 3 Command Cards and the rest are discarded from the game.
    dealt, rest = rules["command_cards_dealt"]
    assert isinstance(dealt, Cards) and (dealt.deck, dealt.op, dealt.amount) == (
        "Command", "draw", 3)
    assert isinstance(rest, Cards) and rest.op == "remove"
    # A played Command Card is removed from the game.
    (played,) = rules["command_card_timing"]
    assert isinstance(played, Cards) and played.op == "remove" and played.optional
    # Forming a Super Army: draw 1 new Command Card.
    (drawn,) = next(r.effects for r in livestock.super_army.rules
                    if r.id == "formation_command_card")
    assert isinstance(drawn, Cards) and (drawn.op, drawn.amount) == ("draw", 1)
