"""``rulesref hogs card``, ``token``, ``turn``, ``readings``, ``in-range`` and the class options
of ``can`` and ``range``: exit codes, text and JSON."""

from __future__ import annotations

import json

from click.testing import CliRunner

from rulesref.games.hogs_of_war.cli import hogs_group


def _json(runner: CliRunner, *args: str) -> tuple[int, dict]:  # type: ignore[type-arg]
    result = runner.invoke(hogs_group, [*args, "--json"])
    return result.exit_code, json.loads(result.stdout)


def test_card_text_and_json(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["card", "headshot"])
    assert result.exit_code == 0
    assert result.output.startswith("Headshot (Skill card)")
    assert "only for: Sniper" in result.output and "damage 30" in result.output
    code, data = _json(runner, "card", "Jet Pack")
    assert code == 0 and data["name"] == "Jetpack" and data["kind"] == "Supply card"
    assert data["citation"] == "Hogs of War: The Card Game, FAQs"
    assert [r["id"] for r in data["readings"]] == ["jetpack-defeated"]


def test_card_unknown_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["card", "Mind Contrl"])
    assert result.exit_code == 2 and "did you mean 'Mind Control'" in result.output
    code, data = _json(runner, "card", "Mind Contrl")
    assert code == 2 and "error" in data


def test_token_text_and_json(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["token", "Burn"])
    assert result.exit_code == 0 and "10 damage" in result.output
    assert "Bandage icon" in result.output
    code, data = _json(runner, "token", "dynamite")
    assert code == 0 and data["damage"] == 40 and data["removed_by"] is None
    assert {r["id"] for r in data["readings"]} == {"dynamite-token-count", "dynamite-persists",
                                                   "dynamite-hidden"}


def test_turn(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["turn"])
    assert result.exit_code == 0
    assert "1. Burn damage" in result.output and "Ready-up" in result.output
    assert "round 1 5 for the First Player and 6 for the Second; then up to 6" in result.output
    code, data = _json(runner, "turn")
    assert code == 0
    assert [p["id"] for p in data["parts"]] == ["activation", "end_of_round"]
    assert data["hand_sizes"] == {"round_1": {"first": 5, "second": 6}, "later": 6,
                                  "citation": data["hand_sizes"]["citation"]}


def test_readings(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["readings"])
    assert result.exit_code == 0 and "same-side-range (silent, FAQs)" in result.output
    code, data = _json(runner, "readings")
    ids = [r["id"] for r in data["readings"]]
    assert code == 0 and "engineer-adjacent-lanes" in ids and len(ids) == len(set(ids))


def test_can_skill_card_class(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["can", "play-card", "--card", "Headshot",
                                        "--class", "Engineer"])
    assert result.exit_code == 1
    assert "class-may-play" in result.output and "only by: Sniper" in result.output
    code, data = _json(runner, "can", "play-card", "--card", "Headshot", "--class", "sniper")
    assert code == 0 and data["legal"] is True and data["state"]["class"] == "Sniper"


def test_can_engineer_lanes(runner: CliRunner) -> None:
    ok = runner.invoke(hogs_group, ["can", "place-deployable", "--class", "Engineer",
                                    "--lane", "2", "--into", "3"])
    assert ok.exit_code == 0 and "our reading (engineer-adjacent-lanes" in ok.output
    no = runner.invoke(hogs_group, ["can", "place-deployable", "--lane", "2", "--into", "3"])
    assert no.exit_code == 1 and "lane-reachable" in no.output
    code, data = _json(runner, "can", "place-deployable", "--card", "Minefield", "--lane", "2",
                       "--into", "2", "--enemy-lane")
    assert code == 0 and data["legal"] is True
    half = runner.invoke(hogs_group, ["can", "place-deployable", "--lane", "2"])
    assert half.exit_code == 2 and "--lane and --into together" in half.output


def test_range_hidden_and_sniper(runner: CliRunner) -> None:
    hidden = runner.invoke(hogs_group, ["range", "2", "4", "--hidden"])
    assert hidden.exit_code == 1 and "cannot be targeted" in hidden.output
    code, data = _json(runner, "range", "2", "4", "--hidden", "--class", "Sniper",
                       "--family", "Guns")
    assert code == 0 and data["range"] == 3 and data["target"]["targetable"] is True


def test_range_bombardier(runner: CliRunner) -> None:
    code, data = _json(runner, "range", "2", "2", "--class", "Bombardier", "--reach", "2-3",
                       "--family", "Explosive cards")
    assert code == 0 and data["target"]["reach"] == {"min": 1, "max": 3}
    code, data = _json(runner, "range", "2", "2", "--class", "Bombardier", "--reach", "2-3",
                       "--family", "Explosive cards", "--no-optional")
    assert code == 1 and data["target"]["reasons"][0]["rule"].startswith("range 1 is nearer")
    bad = runner.invoke(hogs_group, ["range", "1", "2", "--reach", "x"])
    assert bad.exit_code == 2 and "--reach 'x'" in bad.output


def test_in_range(runner: CliRunner) -> None:
    result = runner.invoke(hogs_group, ["in-range", "2", "--reach", "1-2", "--board",
                                        "ready,hidden,defeated,ready,ready"])
    assert result.exit_code == 0
    assert result.output.startswith("enemy lanes in reach from friendly lane 2: 1 ")
    assert "no  enemy lane 3 (range 2, defeated)" in result.output
    code, data = _json(runner, "in-range", "5", "--card", "Headshot", "--class", "Sniper",
                       "--board", "ready,hidden,defeated,ready,ready")
    assert code == 0 and data["in_range"] == [1, 2, 4, 5]
    code, data = _json(runner, "in-range", "1", "--card", "Headshot", "--class", "Engineer")
    assert code == 1 and data["class_rule"]["holds"] is False
    none = runner.invoke(hogs_group, ["in-range", "1", "--reach", "1", "--board",
                                      "defeated,ready,ready,ready,ready"])
    assert none.exit_code == 0 and "friendly lane 1: none" in none.output
    bad = runner.invoke(hogs_group, ["in-range", "1", "--board", "ready"])
    assert bad.exit_code == 2 and "give 5 comma-separated lane states" in bad.output
