"""Every tool returns the JSON that ``rulesref ... --json`` prints for the same arguments:
a sample of calls, each compared with the command line run as a subprocess (each game's
own commands are sampled in its test folder, with the helper here)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.mcp.conftest import Client, cli_json, tool_name

SAMPLE: list[tuple[tuple[str, ...], dict[str, Any], list[str]]] = [
    (("tn",), {"attacker": "Light Cavalry", "defender": "Heavy Infantry", "shooting": True,
               "attacker_keywords": ["Elite"], "defender_keywords": ["Cover"]},
     ["Light Cavalry", "Heavy Infantry", "--shooting", "--with", "Elite", "--defender-with",
      "Cover"]),
    (("odds",), {"attacker": "Monster", "defender": "Light Infantry", "dice": 12,
                 "force_of_will": 2, "force_of_will_mode": "all-at-once"},
     ["Monster", "Light Infantry", "--dice", "12", "--force-of-will", "2",
      "--force-of-will-mode", "all-at-once"]),
    (("search",), {"query": "Devestating", "limit": 3}, ["Devestating", "--limit", "3"]),]


def _prefix(words: tuple[str, ...], argv: list[str]) -> list[str]:
    return argv if argv[: len(words)] == list(words) else [*words, *argv]


def assert_same_as_cli(client: Client, words: tuple[str, ...], arguments: dict[str, Any],
                       argv: list[str]) -> None:
    """The tool of ``words`` called with ``arguments`` returns what ``rulesref ... argv
    --json`` prints, and the same exit code."""
    code, expected, stderr = cli_json(*_prefix(words, argv))
    assert expected is not None, stderr
    result = client.call(tool_name(*words), arguments)
    assert not result.is_error, result.content
    assert result.structured_content == expected
    assert json.loads(result.content[0].text) == expected
    assert "citation" in result.content[0].text
    assert result.meta["rulesref/exit_code"] == code


def sample_ids(sample: list[tuple[tuple[str, ...], dict[str, Any], list[str]]]) -> list[str]:
    """Test ids for a sample of calls."""
    return ["-".join(s[0]) + f"-{i}" for i, s in enumerate(sample)]


@pytest.mark.parametrize(("words", "arguments", "argv"), SAMPLE, ids=sample_ids(SAMPLE))
def test_tool_output_equals_the_command_lines(client: Client, words: tuple[str, ...],
                                              arguments: dict[str, Any],
                                              argv: list[str]) -> None:
    assert_same_as_cli(client, words, arguments, argv)
