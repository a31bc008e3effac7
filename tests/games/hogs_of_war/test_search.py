"""Search over every installed game finds this game's objects first for queries chosen by hand
from the book's names."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.search import Kind
from tests.searching import first

#: Questions a player of this game asks in their own words (the game they came from first),
#: and the object that answers each, chosen by hand from the book.
PLAYER_QUERIES = [
    # names as the book prints them, with typos and brackets
    ("minefeild", Kind.CARD, "Minefield"),
    ("sniper", Kind.CLASS, "Sniper"),
    # a player's own words
    ("who goes first", Kind.TERM, "First Player"),
    ("how far can i shoot", Kind.TERM, "Range"),
    ("how many cards in hand", Kind.TERM, "hand size"),
    ("stun", Kind.TERM, "stunned"),
    ("minefeild", Kind.CARD, "Minefield"),
    # the actions and how the game is won (Goal; the five actions)
    ("who wins", Kind.RULE, "Goal"),
    ("how do i win", Kind.RULE, "Goal"),
    ("how do i attack", Kind.CARD, "Weapon card"),
    ("hide", Kind.RULE, "Hide"),
    ("swap lanes", Kind.RULE, "Move"),
    ("four player", Kind.RULE, "Four Player Rules"),
    ("setup", Kind.PHASE, "Setup"),  # the set-up sequence itself
]


@pytest.mark.parametrize(("query", "kind", "name"), PLAYER_QUERIES)
def test_the_first_result_answers_the_query(query: str, kind: Kind, name: str) -> None:
    assert first(query, "hogs_of_war") == (name, "hogs_of_war", kind)


def test_the_command_line_puts_the_game_asked_about_first(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["search", "who goes first", "--prefer", "hogs", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["prefer"] == "hogs_of_war"
    assert (data["results"][0]["name"], data["results"][0]["game"]) == ("First Player",
                                                                       "hogs_of_war")
