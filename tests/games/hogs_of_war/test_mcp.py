"""The Hogs of War commands as MCP tools: the same JSON as the command line, and bad
arguments as tool errors."""

from __future__ import annotations

from typing import Any

import pytest

from tests.mcp.conftest import Client, assert_listed
from tests.mcp.test_same_as_cli import assert_same_as_cli, sample_ids
from tests.mcp.test_server import assert_tool_error

SAMPLE: list[tuple[tuple[str, ...], dict[str, Any], list[str]]] = [
    (("hogs", "range"), {"lane_a": 1, "lane_b": 3, "same_side": True},
     ["hogs", "range", "1", "3", "--same-side"]),
    (("hogs", "can"), {"action": "hide", "hidden": True, "stunned": True},
     ["hogs", "can", "hide", "--hidden", "--stunned"]),
    (("hogs", "hand-size"), {"round_number": 4, "seat": "first"},
     ["hogs", "hand-size", "4", "first"]),
]


@pytest.mark.parametrize(("words", "arguments", "argv"), SAMPLE, ids=sample_ids(SAMPLE))
def test_tool_output_equals_the_command_lines(mcp_client: Client, words: tuple[str, ...],
                                              arguments: dict[str, Any],
                                              argv: list[str]) -> None:
    assert_same_as_cli(mcp_client, words, arguments, argv)


def test_the_tool_list_has_its_lookups(mcp_client: Client) -> None:
    assert_listed(mcp_client, ("hogs", "range"), ("hogs", "can"), ("hogs", "turn"))
    tools = {t.name: t for t in mcp_client.run("list_tools").tools}
    assert tools["hogs_of_war_hand_size"].input_schema["properties"]["seat"]["enum"] == [
        "first", "second"]
    assert "hogs_of_war_readings" not in tools  # a maintainer's tool


def test_readings_come_a_page_at_a_time() -> None:
    from rulesref.mcp.server import RulesrefTools

    tools = RulesrefTools(maintainer=True)
    first = tools.call("hogs_of_war_readings", {"limit": 2})
    assert first.data is not None and len(first.data["readings"]) == 2
    page = first.data["page"]
    assert page["next_offset"] == 2 and page["total"] > 2
    rest = tools.call("hogs_of_war_readings", {"offset": 2, "limit": 50})
    assert rest.data is not None
    assert [r["id"] for r in rest.data["readings"]][:1] != [r["id"]
                                                            for r in first.data["readings"]][:1]


@pytest.mark.parametrize(("words", "arguments", "cause"), [
    (("hogs", "range"), {"lane_a": "x", "lane_b": 2}, "lane_a: expected a whole number"),
    (("hogs", "hand-size"), {"round_number": 0, "seat": "first"},
     "round_number: must be at least 1"),
    (("hogs", "hand-size"), {"round_number": 1, "seat": "third"},
     "unknown seat 'third': one of first, second"),
    (("hogs", "range"), {"lane_a": 1, "lane_b": 2, "card": "c" * 10_000},
     "card: longer than 200 characters"),
])
def test_malformed_arguments_are_tool_errors(mcp_client: Client, words: tuple[str, ...],
                                             arguments: dict[str, object], cause: str) -> None:
    assert_tool_error(mcp_client, words, arguments, cause)
