"""Forming a Super Army is open at any point in the game and has the player marshal units,
and Grass may be harvested at any point: each does one phase's business (read in the book:
the Marshaling and the Harvest Phase), so the timing check reports both; Command Cards, open
during the player's turn, do what each card says and are silent."""

from __future__ import annotations

from rulesref.games.livestock_uprising import load
from rulesref_verify.findings import Kind
from rulesref_verify.timing import check_timing


def test_two_rules_open_at_any_point_do_a_phase_s_business() -> None:
    found = check_timing(load())
    assert [(f.id, f.kind) for f in found] == [
        ("timing:super army:marshalling phase", Kind.CONFLICT),
        ("timing:harvesting grass:harvest phase", Kind.CONFLICT)]
    assert found[0].cited == ("Livestock Uprising, End Game > Super Army",
                              "Livestock Uprising, Board Setup > Turn Order")
    assert found[1].cited == ("Livestock Uprising, Harvest Phase > Ability to Harvest",
                              "Livestock Uprising, Board Setup > Turn Order")


def test_command_cards_do_no_phase_s_business() -> None:
    rules = load()
    cards = [r for r in rules.timed_rules if r.name == "Command Cards"]
    assert [(r.within, r.does) for r in cards] == [("their turn", ())]
