"""Search over every installed game finds this game's objects first for queries chosen by hand
from the book's names (and ``rulesref search`` shows them with labels and citations)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.search import Kind
from tests.searching import first


def test_game_and_kind_filters(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["search", "general", "--game", "livestock", "--kind", "TERM",
                                 "--json"])
    data = json.loads(result.output)
    assert data["game"] == "livestock_uprising" and data["kind"] == "term"
    assert {(r["game"], r["kind"]) for r in data["results"]} == {("livestock_uprising",
                                                                  "term")}
    assert data["results"][0]["name"] == "General"


def test_alias_match_is_shown(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["search", "sheep", "--limit", "1"])
    assert result.output.startswith("Sacrificial Sheep (as Sheep)  unit type, "
                                    "livestock_uprising")


#: Questions a player of this game asks in their own words (the game they came from first),
#: and the object that answers each, chosen by hand from the book.
PLAYER_QUERIES = [
    # names as the book prints them, with typos and brackets
    ("sheep", Kind.UNIT_TYPE, "Sacrificial Sheep"),
    ("LU001", Kind.ARMY_RULE, "Five units per General"),
    # a player's own words
    ("winning", Kind.RULE, "Last player standing"),
    ("how much does a donkey cost", Kind.UNIT_TYPE, "Dynamite Donkey"),
    ("board size", Kind.PHASE, "Player Count"),
    ("super army", Kind.TERM, "Super Army"),
    # a question another game answers more fully still finds this game's answer first
    ("how many dice do I roll", Kind.COMPONENT, "Dice"),
    ("defend", Kind.PHASE, "Defense"),
]


@pytest.mark.parametrize(("query", "kind", "name"), PLAYER_QUERIES)
def test_the_first_result_answers_the_query(query: str, kind: Kind, name: str) -> None:
    assert first(query, "livestock_uprising") == (name, "livestock_uprising", kind)
