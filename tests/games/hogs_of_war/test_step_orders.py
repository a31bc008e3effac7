"""Procedures the Hogs of War rulebook prints twice with their steps in opposite order, read
by the engine's restatement check. Read from the book: Play a Supply / Skill Card applies a
Weapon card's effects and then discards it, Damage discards it and then applies them; Hide
names the Hidden token's removal after the Hog's next action, then says it always comes off
before that action."""

from __future__ import annotations

from rulesref.games.hogs_of_war.model import HogsOfWar
from rulesref_verify.findings import Kind
from rulesref_verify.printings import check_restatements
from tests.verify.mutate import replace_where, with_field


def _found(hogs: HogsOfWar) -> dict[str, tuple[str, ...]]:
    return {f.id: f.cited for f in check_restatements(hogs) if f.kind is Kind.CONFLICT}


def test_the_weapon_card_and_the_hidden_token_orders_disagree(hogs: HogsOfWar) -> None:
    found = _found(hogs)
    assert found["restatement:Weapon card:its steps in printed order"] == (
        "Hogs of War: The Card Game, Play a Supply / Skill Card (rule)",
        "Hogs of War: The Card Game, Damage (rule)")
    assert found["restatement:Hidden token:taken off on the Hog's next turn"] == (
        "Hogs of War: The Card Game, Hide (next turn)",
        "Hogs of War: The Card Game, Hide (always)")


def test_printings_in_one_order_are_silent(hogs: HogsOfWar) -> None:
    same = with_field(hogs, restatements=replace_where(
        hogs.restatements,
        lambda r: r.field == "its steps in printed order" and r.cite.section == "Damage",
        lambda r: with_field(r, value="apply the effects; discard")))
    assert "restatement:Weapon card:its steps in printed order" not in _found(same)
