"""``rulesref search``: empty results and unknown games, for every installed game (each
game's ranked results, labels and filters are tested in its own test folder)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core import registry

GAMES = registry.names()


@pytest.mark.parametrize("game", GAMES)
def test_nothing_found_still_succeeds_and_says_so(runner: CliRunner, game: str) -> None:
    result = runner.invoke(cli, ["search", "qqqqzzzz", "--game", game])
    assert result.exit_code == 0
    assert result.output == f"nothing in {game} matches 'qqqqzzzz'\n"
    data = json.loads(runner.invoke(cli, ["search", "qqqqzzzz", "--json"]).output)
    assert data["results"] == []


@pytest.mark.parametrize("game", GAMES)
def test_unknown_game_exits_2_with_did_you_mean(runner: CliRunner, game: str) -> None:
    typo = game[:3] + game[4:]  # one letter left out
    result = runner.invoke(cli, ["search", "x", "--game", typo])
    assert result.exit_code == 2
    assert f"unknown game {typo!r}; did you mean {game!r}" in result.output
