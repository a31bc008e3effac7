"""Tool specs from the command specs, argument checks, limits, exit codes, paging and
memory, without a server."""

from __future__ import annotations

import dataclasses
import sys
import tracemalloc
from typing import Any

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.commands import Command, Param, Verdict
from rulesref.mcp.invoke import call
from rulesref.mcp.tools import ToolArgumentError, check_arguments, tool_spec, tool_specs
from tests.mcp.conftest import tool_name

TOKEN_BUDGET = 4000
"""Most tokens (characters / 4) the default tool listing may take: it is sent at the start of
every session."""


@dataclasses.dataclass(frozen=True)
class _Answer:
    data: dict[str, Any]
    verdict: Verdict = Verdict.OK

    def to_json(self) -> dict[str, Any]:
        return self.data


def _echo(**values: Any) -> _Answer:
    return _Answer({"got": values, "items": list(range(int(values.get("count", 0))))},
                   Verdict.BROKEN if values.get("broken") else Verdict.OK)


def _crash(**values: Any) -> _Answer:
    raise RuntimeError("boom")


DEMO = Command(
    name="demo", game="toy", run=f"{__name__}:_echo", title="Demo", description="A demo.",
    params=(Param(name="name", required=True, max_length=20, choices=("a", "b"),
                  help="A name."),
            Param(name="count", type="integer", minimum=0, maximum=500),
            Param(name="tags", many=True, max_items=3),
            Param(name="broken", type="boolean"),
            Param(name="doc", type="object")),
    pages="items")


def test_names_are_by_game_and_general_commands_unprefixed() -> None:
    names = {s.name for s in tool_specs()}
    from rulesref.core import registry

    assert tool_name("tn") in names and "search" in names
    for ruleset in registry.rulesets():
        own = [s for s in tool_specs() if s.command.game == ruleset.name]
        assert own and all(s.name.startswith(f"{ruleset.name}_") for s in own)


def test_maintainer_tools_are_listed_only_for_maintainers() -> None:
    player = {s.name for s in tool_specs()}
    maintainer = {s.name: s for s in tool_specs(maintainer=True)}
    extra = set(maintainer) - player
    assert {"verify", "lint", tool_name("schema")} <= extra
    assert any(n.endswith("_verify_target_table") for n in extra)
    assert all(maintainer[n].command.audience == "maintainer" for n in extra)
    assert player <= set(maintainer)


def test_schema_from_params() -> None:
    schema = tool_spec(DEMO).input_schema
    props = schema["properties"]
    assert schema["required"] == ["name"]
    assert props["name"] == {"type": "string", "enum": ["a", "b"], "description": "A name."}
    assert props["count"] == {"type": "integer", "minimum": 0, "maximum": 500}
    assert props["tags"] == {"type": "array", "items": {"type": "string"}, "maxItems": 3}
    assert props["offset"]["minimum"] == 0 and props["limit"]["maximum"] == 50


def test_the_default_listing_fits_its_token_budget() -> None:
    mcp_types = pytest.importorskip("mcp_types")
    from rulesref.mcp.server import RulesrefTools, listed_tools

    listing = mcp_types.ListToolsResult(tools=listed_tools(RulesrefTools()))
    text = listing.model_dump_json(by_alias=True, exclude_none=True)
    assert len(text) / 4 <= TOKEN_BUDGET, len(text) / 4
    for tool in listing.tools:
        assert tool.description and len(tool.description) <= 400, tool.name
        assert "exit" not in tool.description and "--" not in tool.description, tool.name


@pytest.mark.parametrize(("arguments", "message"), [
    ({"name": "a", "cont": 1}, "takes no argument 'cont'; did you mean 'count'?"),
    ({}, "missing required argument 'name'"),
    ({"name": ["a"]}, "name: expected a string, not a list"),
    ({"name": "a", "broken": "yes"}, "broken: expected true or false, not a string"),
    ({"name": "a", "count": 501}, "count: must be at least 0 and at most 500"),
    ({"name": "a", "count": 1.5}, "count: expected a whole number, not a number"),
    ({"name": "a", "count": True}, "count: expected a whole number, not true or false"),
    ({"name": "a", "tags": ["x", "y", "z", "w"]}, "tags: more than 3 values"),
    ({"name": "a", "doc": [1]}, "doc: expected a JSON object, not a list"),
    ({"name": "a", "offset": -1}, "offset: must be at least 0"),
    ({"name": "a", "limit": 51}, "limit: must be at least 1 and at most 50"),
])
def test_bad_arguments(arguments: dict[str, object], message: str) -> None:
    with pytest.raises(ToolArgumentError, match=message):
        check_arguments(tool_spec(DEMO), arguments)


@pytest.mark.parametrize("arguments", [
    {"name": "n" * 100_000},
    {"name": "a", "tags": ["t" * 300]},
    {"name": "a", "q" * 100_000: 1},
    {"name": "a", "doc": {"k": "v" * 1_100_000}},
])
def test_oversized_arguments_are_refused_without_echoing_them(
        arguments: dict[str, object]) -> None:
    outcome = call(tool_spec(DEMO), arguments)
    assert outcome.is_error and outcome.exit_code == 2
    assert len(outcome.text) < 200
    assert not any(ch * 20 in outcome.text for ch in "ntqv")


def test_a_deeply_nested_document_is_refused() -> None:
    nested: Any = {}
    for _ in range(100_000):
        nested = {"a": nested}
    outcome = call(tool_spec(DEMO), {"name": "a", "doc": nested})
    assert outcome.is_error and outcome.text == "doc: nested too deeply"


def test_exit_codes_are_the_command_lines() -> None:
    spec = tool_spec(DEMO)
    assert call(spec, {"name": "a"}).exit_code == 0
    broken = call(spec, {"name": "a", "broken": True})
    assert not broken.is_error and broken.exit_code == 1  # an answer: a rule is broken
    crash = call(tool_spec(dataclasses.replace(DEMO, run=f"{__name__}:_crash")), {"name": "a"})
    assert crash.is_error and crash.exit_code == 3  # a crash decides nothing: never 1
    assert crash.text.startswith("internal error: RuntimeError: boom")


def test_long_lists_come_a_page_at_a_time() -> None:
    spec = tool_spec(DEMO)
    first = call(spec, {"name": "a", "count": 120})
    assert first.data is not None
    assert first.data["items"] == list(range(50))
    assert first.data["page"] == {"field": "items", "offset": 0, "limit": 50, "total": 120,
                                  "next_offset": 50}
    last = call(spec, {"name": "a", "count": 120, "offset": 100, "limit": 50})
    assert last.data is not None
    assert last.data["items"] == list(range(100, 120)) and last.data["page"]["next_offset"] is None
    short = call(spec, {"name": "a", "count": 3})
    assert short.data is not None and "page" not in short.data


def test_memory_stays_flat_over_many_calls() -> None:
    """Issue 31: the old server kept every call's captured output. 5,000 lookups after a
    warm-up may leave at most 256 KiB more allocated."""
    spec = {s.name: s for s in tool_specs()}[tool_name("tn")]
    arguments = {"attacker": "Light Infantry", "defender": "Monster",
                 "attacker_keywords": ["Elite"]}
    for _ in range(200):
        call(spec, arguments)
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        for _ in range(5000):
            assert not call(spec, arguments).is_error
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    growth = sum(s.size_diff for s in after.compare_to(before, "filename"))
    assert growth < 256 * 1024, growth


def test_mcp_without_the_sdk_exits_2_naming_the_install(
        runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "mcp", None)
    monkeypatch.setitem(sys.modules, "mcp.server", None)
    result = runner.invoke(cli, ["mcp"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1] == (
        'Error: rulesref mcp needs the MCP SDK: pip install "rulesref[mcp]"')


def test_the_readme_names_real_tools() -> None:
    """Issue 29: the README gave tool names that did not exist."""
    import re
    from pathlib import Path

    readme = (Path(__file__).parent.parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## For AI assistants (MCP)", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`([a-z]+(?:_[a-z]+)+|search|show|verify|lint)`", section))
    named.discard("rules_question")  # the prompt
    real = {s.name for s in tool_specs(maintainer=True)}
    assert named and named <= real, named - real
    assert {s.name for s in tool_specs()} <= named | {"search"}
