"""The Livestock Uprising commands and checks as MCP tools: the same JSON as the command
line."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.mcp.conftest import Client, cli_json, connect, tool_name
from tests.mcp.test_same_as_cli import assert_same_as_cli, sample_ids


@pytest.fixture(scope="module")
def client() -> Iterator[Client]:
    with connect() as connected:
        yield connected

SAMPLE: list[tuple[tuple[str, ...], dict[str, Any], list[str]]] = [
    (("search",), {"query": "general", "game": "livestock", "kind": "term"},
     ["general", "--game", "livestock", "--kind", "term"]),
    (("livestock", "odds"), {"attack": 7, "defense": 5, "attacker_super": True},
     ["livestock", "odds", "--attack", "7", "--defense", "5", "--attacker-super"]),
    (("livestock", "cost"), {"units": ["Sheep"], "have": ["Grass=2"]},
     ["livestock", "cost", "Sheep", "--have", "Grass=2"]),
    (("livestock", "army"), {"general": ["6x Sheep"]},
     ["livestock", "army", "--general", "6x Sheep"]),
    (("livestock", "board"), {"players": 4}, ["livestock", "board", "4"]),
]


@pytest.mark.parametrize(("words", "arguments", "argv"), SAMPLE, ids=sample_ids(SAMPLE))
def test_tool_output_equals_the_command_lines(client: Client, words: tuple[str, ...],
                                              arguments: dict[str, Any],
                                              argv: list[str]) -> None:
    assert_same_as_cli(client, words, arguments, argv)


def test_the_tool_list_has_its_lookups(client: Client) -> None:
    tools = {t.name for t in client.run("list_tools").tools}
    for words in [("livestock", "odds")]:
        assert tool_name(*words) in tools, words


def test_verify_equals_the_command_line(client: Client) -> None:
    code, expected, _ = cli_json("verify", "--game", "livestock_uprising")
    result = client.call(tool_name("verify"), {"game": "livestock_uprising"})
    data = dict(result.structured_content)
    del data["seconds"], expected["seconds"]  # wall time, different on every run
    assert data == expected
    assert result.meta["rulesref/exit_code"] == code
