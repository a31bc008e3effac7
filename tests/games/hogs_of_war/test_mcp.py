"""The Hogs of War commands as MCP tools: the same JSON as the command line, and bad
arguments as tool errors."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.mcp.conftest import Client, connect, tool_name
from tests.mcp.test_same_as_cli import assert_same_as_cli, sample_ids
from tests.mcp.test_server import assert_tool_error


@pytest.fixture(scope="module")
def client() -> Iterator[Client]:
    with connect() as connected:
        yield connected

SAMPLE: list[tuple[tuple[str, ...], dict[str, Any], list[str]]] = [
    (("hogs", "range"), {"lane_a": 1, "lane_b": 3, "same_side": True},
     ["hogs", "range", "1", "3", "--same-side"]),
    (("hogs", "can"), {"action": "hide", "hidden": True, "stunned": True},
     ["hogs", "can", "hide", "--hidden", "--stunned"]),
    (("hogs", "hand-size"), {"round_number": 4, "seat": "first"},
     ["hogs", "hand-size", "4", "first"]),
]


@pytest.mark.parametrize(("words", "arguments", "argv"), SAMPLE, ids=sample_ids(SAMPLE))
def test_tool_output_equals_the_command_lines(client: Client, words: tuple[str, ...],
                                              arguments: dict[str, Any],
                                              argv: list[str]) -> None:
    assert_same_as_cli(client, words, arguments, argv)


def test_the_tool_list_has_its_lookups(client: Client) -> None:
    tools = {t.name for t in client.run("list_tools").tools}
    for words in [("hogs", "range"), ("hogs", "can")]:
        assert tool_name(*words) in tools, words


@pytest.mark.parametrize(("words", "arguments", "cause"), [
    (("hogs", "range"), {"lane_a": "x", "lane_b": 2}, "'x' is not a valid integer"),
    (("hogs", "hand-size"), {"round_number": 0, "seat": "first"}, "0 is not in the range"),
    (("hogs", "hand-size"), {"round_number": 1, "seat": "third"}, "'third' is not one of"),
])
def test_malformed_arguments_are_tool_errors(client: Client, words: tuple[str, ...],
                                             arguments: dict[str, object], cause: str) -> None:
    assert_tool_error(client, words, arguments, cause)
