"""HOARDE's Set Up deals to each player, but the page never says how many may play (read in
full: no passage gives a number of players), so the player-count check reports it."""

from __future__ import annotations

from rulesref.games.hoarde import load
from rulesref_verify.findings import Kind
from rulesref_verify.players import check_player_count


def test_set_up_deals_to_an_unstated_number_of_players() -> None:
    rules = load()
    assert rules.structure.players == ()
    found = check_player_count(rules)
    assert [(f.id, f.kind) for f in found] == [("players:never-fixed", Kind.MISSING)]
    assert found[0].cited == ("HOARDE, Set Up",)
