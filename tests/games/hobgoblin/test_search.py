"""Search over every installed game finds this game's objects first for queries chosen by hand
from the book's names (and ``rulesref search`` shows them with labels and citations)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.search import Kind
from tests.searching import first

#: Questions a player asks mid-game, in their own words, and the object that answers each
#: (chosen by hand from the book: Mercury p. 19, Courage p. 10, Rough p. 68, First Player p. 8,
#: Broken p. 15, the Target Number Chart p. 14, Line of Sight p. 16, Engaged units p. 20).
PLAYER_QUERIES = [
    # names as the book prints them, with typos and brackets
    ("Devestating", Kind.KEYWORD, "Devastating Charge"),
    ("Hero [+1]", Kind.KEYWORD, "Hero"),
    ("light infantry", Kind.UNIT_TYPE, "Light Infantry"),
    ("HG014", Kind.ARMY_RULE, "Wizard allegiance"),
    ("ljudlos", Kind.ALLEGIANCE, "Ljudlös"),
    ("Against all odds", Kind.CARD, "Against All Odds"),
    # a player's own words
    ("how many Mercury tokens do I get each round", Kind.TERM, "Mercury"),
    ("mercury", Kind.TERM, "Mercury"),
    ("morale", Kind.TERM, "Courage"),
    ("terrian", Kind.TERM, "Terrain"),
    ("difficult terrain", Kind.KEYWORD, "Rough"),
    ("who goes first", Kind.TERM, "First Player"),
    ("break test", Kind.KEYWORD, "Broken"),
    ("what happens when a unit breaks", Kind.KEYWORD, "Broken"),
    ("routing", Kind.KEYWORD, "Broken"),
    ("solo", Kind.RULE, "Solo Play"),
    ("team game", Kind.RULE, "Team Play"),
    ("army size", Kind.ARMY_RULE, "Points limit"),
    ("charge", Kind.RULE, "Engagement"),
    ("setup", Kind.PHASE, "Setting Up a Battle"),
    ("battle round", Kind.PHASE, "Battle Round Structure"),
    ("reroll", Kind.RULE, "Repeated re-rolls"),
    ("forest", Kind.TERM, "Mushroom Forest"),  # terrain examples, p. 27
    ("building", Kind.TERM, "Ruined Building"),
    ("hill", Kind.KEYWORD, "Elevated"),
    ("terror", Kind.KEYWORD, "Terrifying"),
    ("fear", Kind.KEYWORD, "Fearless"),
    ("to hit", Kind.TERM, "Target number"),
    ("los", Kind.RULE, "Line of sight"),
    ("can I shoot when engaged", Kind.RULE, "Engaged units and shooting"),
    ("how far can a unit move", Kind.TERM, "Speed"),
    ("what do I need to hit", Kind.RULE, "Hitting"),
    ("wounds", Kind.TERM, "Doom"),
    ("devestating charge", Kind.KEYWORD, "Devastating Charge"),
    ("magic phase", Kind.PHASE, "Magic Phase"),
    ("heavy cav", Kind.UNIT_TYPE, "Heavy Cavalry"),
    ("impassible terrain", Kind.KEYWORD, "Impassable"),
]


@pytest.mark.parametrize(("query", "kind", "name"), PLAYER_QUERIES)
def test_the_first_result_answers_the_query(query: str, kind: Kind, name: str) -> None:
    assert first(query, "hobgoblin") == (name, "hobgoblin", kind)


def test_typo_finds_the_keyword_with_its_labels_and_citation(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["search", "Devestating", "--limit", "1"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith(
        "Devastating Charge  keyword, hobgoblin  [p. 65, Index of Keywords]\n")


def test_json_lists_results_best_first(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["search", "Hero [+1]", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["query"] == "Hero [+1]" and data["game"] is None
    first = data["results"][0]
    assert (first["name"], first["kind"], first["game"], first["score"]) == (
        "Hero", "keyword", "hobgoblin", 100)
    assert first["citation"] == "Hobgoblin (early access v2), p. 66, Index of Keywords"
    scores = [r["score"] for r in data["results"]]
    assert scores == sorted(scores, reverse=True)
