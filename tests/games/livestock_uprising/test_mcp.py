"""The Livestock Uprising commands and checks as MCP tools: the same JSON as the command
line."""

from __future__ import annotations

from typing import Any

import pytest

from tests.mcp.conftest import Client, assert_listed, cli_json
from tests.mcp.test_same_as_cli import assert_same_as_cli, sample_ids

SAMPLE: list[tuple[tuple[str, ...], dict[str, Any], list[str]]] = [
    (("search",), {"query": "general", "game": "livestock", "kind": "term"},
     ["general", "--game", "livestock", "--kind", "term"]),
    (("livestock", "odds"), {"attack": 7, "defense": 5, "attacker_super": True},
     ["livestock", "odds", "--attack", "7", "--defense", "5", "--attacker-super"]),
    (("livestock", "cost"), {"units": ["Sheep"], "have": ["Grass=2"]},
     ["livestock", "cost", "Sheep", "--have", "Grass=2"]),
    (("livestock", "army"), {"generals": ["6x Sheep"]},
     ["livestock", "army", "--general", "6x Sheep"]),
    (("livestock", "board"), {"players": 4}, ["livestock", "board", "4"]),
]


@pytest.mark.parametrize(("words", "arguments", "argv"), SAMPLE, ids=sample_ids(SAMPLE))
def test_tool_output_equals_the_command_lines(mcp_client: Client, words: tuple[str, ...],
                                              arguments: dict[str, Any],
                                              argv: list[str]) -> None:
    assert_same_as_cli(mcp_client, words, arguments, argv)


def test_the_tool_list_has_its_lookups(mcp_client: Client) -> None:
    assert_listed(mcp_client, ("livestock", "odds"))


def test_verify_equals_the_command_line() -> None:
    from rulesref.mcp.server import RulesrefTools

    code, expected, _ = cli_json("verify", "--game", "livestock_uprising")
    outcome = RulesrefTools(maintainer=True).call("verify", {"game": "livestock_uprising"})
    assert outcome.data is not None
    data = dict(outcome.data)
    del data["seconds"], expected["seconds"]  # wall time, different on every run
    assert data == expected
    assert outcome.exit_code == code
