"""Every tool returns the JSON that ``rulesref ... --json`` prints for the same arguments:
a sample of calls, each compared with the command line run as a subprocess."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.mcp.conftest import Client, cli_json, tool_name

SAMPLE: list[tuple[tuple[str, ...], dict[str, Any], list[str]]] = [
    (("tn",), {"attacker": "Light Cavalry", "defender": "Heavy Infantry", "shooting": True,
               "with": ["Elite"], "defender_with": ["Cover"]},
     ["Light Cavalry", "Heavy Infantry", "--shooting", "--with", "Elite", "--defender-with",
      "Cover"]),
    (("cost",), {"unit_type": "Heavy Cavalry", "keywords": ["Hero [+1]", "Cowardly"]},
     ["Heavy Cavalry", "Hero [+1]", "Cowardly"]),
    (("unit",), {"unit_type": "light infantry", "keywords": ["Tough [+1]"]},
     ["light infantry", "Tough [+1]"]),
    (("keyword",), {"name": "devastating charge"}, ["devastating charge"]),
    (("odds",), {"attacker": "Monster", "defender": "Light Infantry", "dice": 12,
                 "force_of_will": 2, "force_of_will_mode": "all-at-once"},
     ["Monster", "Light Infantry", "--dice", "12", "--force-of-will", "2",
      "--force-of-will-mode", "all-at-once"]),
    (("search",), {"query": "Devestating", "limit": 3}, ["Devestating", "--limit", "3"]),
    (("search",), {"query": "general", "game": "livestock", "kind": "term"},
     ["general", "--game", "livestock", "--kind", "term"]),
    (("hogs", "range"), {"lane_a": 1, "lane_b": 3, "same_side": True},
     ["hogs", "range", "1", "3", "--same-side"]),
    (("hogs", "can"), {"action": "hide", "hidden": True, "stunned": True},
     ["hogs", "can", "hide", "--hidden", "--stunned"]),
    (("hogs", "hand-size"), {"round_number": 4, "seat": "first"},
     ["hogs", "hand-size", "4", "first"]),
    (("livestock", "odds"), {"attack": 7, "defense": 5, "attacker_super": True},
     ["livestock", "odds", "--attack", "7", "--defense", "5", "--attacker-super"]),
    (("livestock", "cost"), {"units": ["Sheep"], "have": ["Grass=2"]},
     ["livestock", "cost", "Sheep", "--have", "Grass=2"]),
    (("livestock", "army"), {"general": ["6x Sheep"]},
     ["livestock", "army", "--general", "6x Sheep"]),
    (("livestock", "board"), {"players": 4}, ["livestock", "board", "4"]),
    (("hoarde", "deal-odds"), {"deck": "enchanted", "hand": 4},
     ["hoarde", "deal-odds", "--deck", "enchanted", "--hand", "4"]),
    (("hoarde", "turn"), {}, ["hoarde", "turn"]),
]


def _prefix(words: tuple[str, ...], argv: list[str]) -> list[str]:
    return argv if argv[: len(words)] == list(words) else [*words, *argv]


@pytest.mark.parametrize(("words", "arguments", "argv"), SAMPLE,
                         ids=["-".join(s[0]) + f"-{i}" for i, s in enumerate(SAMPLE)])
def test_tool_output_equals_the_command_lines(client: Client, words: tuple[str, ...],
                                              arguments: dict[str, Any],
                                              argv: list[str]) -> None:
    code, expected, stderr = cli_json(*_prefix(words, argv))
    assert expected is not None, stderr
    result = client.call(tool_name(*words), arguments)
    assert not result.is_error, result.content
    assert result.structured_content == expected
    assert json.loads(result.content[0].text) == expected
    assert "citation" in result.content[0].text
    assert result.meta["rulesref/exit_code"] == code


def test_verify_equals_the_command_line(client: Client) -> None:
    code, expected, _ = cli_json("verify", "--game", "livestock_uprising")
    result = client.call(tool_name("verify"), {"game": "livestock_uprising"})
    data = dict(result.structured_content)
    del data["seconds"], expected["seconds"]  # wall time, different on every run
    assert data == expected
    assert result.meta["rulesref/exit_code"] == code


def test_validate_equals_the_command_line_on_the_same_list(client: Client,
                                                           tmp_path: Path) -> None:
    army = {"game": "hobgoblin", "name": "Copper", "points_limit": 1000, "units": [
        {"name": "Boss", "type": "Heavy Cavalry", "keywords": ["General", "Hero [+1]"]},
        {"name": "Flag", "type": "Light Infantry", "keywords": ["Battle Standard", "Horde"]},
        {"name": "Oops", "type": "Artillery", "keywords": ["Cowardly"]}]}
    path = tmp_path / "copper.json"
    path.write_text(json.dumps(army))
    code, expected, _ = cli_json("validate", str(path), "--points-limit", "900")
    result = client.call(tool_name("validate"), {"army": army, "points_limit": 900})
    data = dict(result.structured_content)
    assert data.pop("file") == "army" and expected.pop("file") == str(path)
    assert data == expected
    assert code == result.meta["rulesref/exit_code"] == 1
