"""The HOARDE commands as MCP tools: the same JSON as the command line."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.mcp.conftest import Client, connect, tool_name
from tests.mcp.test_same_as_cli import assert_same_as_cli, sample_ids


@pytest.fixture(scope="module")
def client() -> Iterator[Client]:
    with connect() as connected:
        yield connected

SAMPLE: list[tuple[tuple[str, ...], dict[str, Any], list[str]]] = [
    (("hoarde", "deal-odds"), {"deck": "enchanted", "hand": 4},
     ["hoarde", "deal-odds", "--deck", "enchanted", "--hand", "4"]),
    (("hoarde", "turn"), {}, ["hoarde", "turn"]),

]


@pytest.mark.parametrize(("words", "arguments", "argv"), SAMPLE, ids=sample_ids(SAMPLE))
def test_tool_output_equals_the_command_lines(client: Client, words: tuple[str, ...],
                                              arguments: dict[str, Any],
                                              argv: list[str]) -> None:
    assert_same_as_cli(client, words, arguments, argv)


def test_the_tool_list_has_its_lookups(client: Client) -> None:
    tools = {t.name for t in client.run("list_tools").tools}
    for words in [("hoarde", "deal-odds")]:
        assert tool_name(*words) in tools, words
