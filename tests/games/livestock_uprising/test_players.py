"""The book prints the number of players it is for (transcribed with the turn structure), so
the player-count check is silent."""

from __future__ import annotations

from rulesref.games.livestock_uprising import load
from rulesref_verify.players import check_player_count


def test_the_number_of_players_is_printed() -> None:
    rules = load()
    assert [(p.low, p.high) for p in rules.structure.players] == [(2, 4)]
    assert check_player_count(rules) == []
