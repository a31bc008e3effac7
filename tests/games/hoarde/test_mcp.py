"""The HOARDE commands as MCP tools: the same JSON as the command line."""

from __future__ import annotations

from typing import Any

import pytest

from tests.mcp.conftest import Client, assert_listed
from tests.mcp.test_same_as_cli import assert_same_as_cli, sample_ids

SAMPLE: list[tuple[tuple[str, ...], dict[str, Any], list[str]]] = [
    (("hoarde", "deal-odds"), {"deck": "enchanted", "hand": 4},
     ["hoarde", "deal-odds", "--deck", "enchanted", "--hand", "4"]),
    (("hoarde", "turn"), {}, ["hoarde", "turn"]),

]


@pytest.mark.parametrize(("words", "arguments", "argv"), SAMPLE, ids=sample_ids(SAMPLE))
def test_tool_output_equals_the_command_lines(mcp_client: Client, words: tuple[str, ...],
                                              arguments: dict[str, Any],
                                              argv: list[str]) -> None:
    assert_same_as_cli(mcp_client, words, arguments, argv)


def test_the_tool_list_has_its_lookups(mcp_client: Client) -> None:
    assert_listed(mcp_client, ("hoarde", "deal-odds"))
