"""``rulesref search``: ranked results with game and kind labels, filters, empty results."""

from __future__ import annotations

import json

from click.testing import CliRunner

from rulesref.cli import cli


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


def test_nothing_found_still_succeeds_and_says_so(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["search", "qqqqzzzz", "--game", "hobgoblin"])
    assert result.exit_code == 0
    assert result.output == "nothing in hobgoblin matches 'qqqqzzzz'\n"
    data = json.loads(runner.invoke(cli, ["search", "qqqqzzzz", "--json"]).output)
    assert data["results"] == []


def test_unknown_game_exits_2_with_did_you_mean(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["search", "x", "--game", "hobgobin"])
    assert result.exit_code == 2
    assert "unknown game 'hobgobin'; did you mean 'hobgoblin'?" in result.output
