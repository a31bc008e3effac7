"""``rulesref mcp`` through a real MCP client over stdio: tools, errors, resources, prompt,
the maintainer's listing; and, in process, that a lookup answers while a slow call runs."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from rulesref.core import registry
from tests.mcp.conftest import Client, cli_json, connect, tool_name

EXIT_CODE = "rulesref/exit_code"


def test_tool_list_has_every_games_tools_named_by_game(client: Client) -> None:
    tools = {t.name: t for t in client.run("list_tools").tools}
    for words in [("tn",), ("odds",), ("validate",), ("search",)]:
        assert tool_name(*words) in tools, words
    for ruleset in registry.rulesets():
        if ruleset.answers:
            assert any(name.startswith(f"{ruleset.name}_") for name in tools), ruleset.name
    assert not {"mcp", "verify", "lint", tool_name("schema")} & set(tools)  # maintainer's
    tn = tools[tool_name("tn")]
    assert tn.input_schema["required"] == ["attacker", "defender"]
    assert "Light Infantry" in tn.input_schema["properties"]["attacker"]["enum"]
    assert tn.annotations.read_only_hint is True


def test_maintainer_tools_only_with_the_flag() -> None:
    import sys

    from tests.mcp import conftest

    original = conftest.SERVER
    conftest.SERVER = [sys.executable, "-m", "rulesref", "mcp", "--maintainer"]
    try:
        with connect() as maintainer:
            names = {t.name for t in maintainer.run("list_tools").tools}
    finally:
        conftest.SERVER = original
    assert {"verify", "lint", tool_name("schema"), tool_name("tn")} <= names
    assert any(n.endswith("_verify_target_table") for n in names)


def test_no_tool_takes_a_file_or_a_text_only_option(client: Client) -> None:
    for tool in client.run("list_tools").tools:
        properties = set(tool.input_schema["properties"])
        assert not properties & {"file", "paths", "table", "data", "junit", "plot", "github",
                                 "json", "output", "outdir"}, tool.name
        assert tool.input_schema["type"] == "object"


def test_target_number_light_infantry_against_monster(client: Client) -> None:
    result = client.call(tool_name("tn"), {"attacker": "Light Infantry",
                                           "defender": "Monster"})
    assert not result.is_error
    data = result.structured_content
    assert data["target_number"] == 6  # p. 14: the chart's Light Infantry row, Monster column
    assert "p. 14" in data["citation"]
    assert result.meta[EXIT_CODE] == 0


def test_odds_match_the_command_line(client: Client) -> None:
    result = client.call(tool_name("odds"), {
        "attacker": "Heavy Infantry", "defender": "Light Infantry",
        "attacker_keywords": ["Brutal"], "defender_doom": 2})
    code, expected, _ = cli_json("odds", "Heavy Infantry", "Light Infantry", "--with",
                                 "Brutal", "--defender-doom", "2")
    assert code == 0
    assert result.structured_content == expected
    assert "p. 14" in expected["citation"]  # the chart's Heavy Infantry row


def test_unknown_name_is_a_tool_error_with_did_you_mean(client: Client) -> None:
    result = client.call(tool_name("tn"), {"attacker": "Light Infantri",
                                           "defender": "Monster"})
    assert result.is_error
    text = result.content[0].text
    assert "did you mean 'Light Infantry'" in text
    code, _, stderr = cli_json("tn", "Light Infantri", "Monster")
    assert code == 2
    assert f"Error: {text}" in stderr  # the command line's one-line cause, word for word
    assert result.structured_content == {"error": text, "exit_code": 2}
    assert result.meta[EXIT_CODE] == 2


def assert_tool_error(client: Client, words: tuple[str, ...], arguments: dict[str, object],
                      cause: str) -> None:
    """The tool of ``words`` refuses ``arguments`` as a tool error naming ``cause``, with
    the exit code of bad input."""
    result = client.call(tool_name(*words), arguments)
    assert result.is_error
    assert cause in result.content[0].text
    assert result.meta[EXIT_CODE] == 2


@pytest.mark.parametrize(("words", "arguments", "cause"), [
    (("tn",), {"attacker": "Light Infantry"}, "missing required argument 'defender'"),
    (("tn",), {"attacker": ["Light Infantry"], "defender": "Monster"}, "not a list"),
    (("tn",), {"attacker": "Light Infantry", "defender": "Monster", "shoting": True},
     "did you mean 'shooting'?"),
    (("tn",), {"attacker": "Light Infantry", "defender": "Monster", "shooting": "yes"},
     "expected true or false"),
    (("tn",), {"attacker": "L" * 100_000, "defender": "Monster"},
     "attacker: longer than 200 characters"),
])
def test_malformed_arguments_are_tool_errors(client: Client, words: tuple[str, ...],
                                             arguments: dict[str, object], cause: str) -> None:
    assert_tool_error(client, words, arguments, cause)


def test_a_huge_argument_is_refused_in_a_short_message(client: Client) -> None:
    result = client.call("search", {"query": "x" * 1_000_000})
    assert result.is_error
    assert len(result.content[0].text) < 100 and "xxx" not in result.content[0].text


def test_unknown_tool_is_an_error_and_the_server_stays_up(client: Client) -> None:
    from mcp import MCPError

    wrong = tool_name("tn") + "n"
    with pytest.raises(MCPError, match=f"unknown tool '{wrong}'; did you mean"):
        client.call(wrong, {})
    result = client.call(tool_name("tn"), {"attacker": "Heavy Cavalry",
                                           "defender": "Artillery"})
    assert not result.is_error and result.structured_content["target_number"] >= 2


def test_resources_glossaries_and_the_army_schema(client: Client) -> None:
    import json

    uris = {str(r.uri) for r in client.run("list_resources").resources}
    assert "rulesref://schema/army" in uris
    assert {f"rulesref://{name}/glossary" for name in registry.names()} <= uris
    schema = client.run("read_resource", "rulesref://schema/army").contents[0].text
    _, expected, _ = cli_json("schema", "army")
    assert json.loads(schema) == expected


def test_prompt_asks_for_citations_and_for_gaps(client: Client) -> None:
    prompts = client.run("list_prompts").prompts
    assert [p.name for p in prompts] == ["rules_question"]
    got = client.run("get_prompt", "rules_question", {"question": "Can Artillery fly?"})
    text = got.messages[0].content.text
    assert "Can Artillery fly?" in text
    assert "citation" in text and "do not cover" in text


# --------------------------------------------------------------------------- concurrency


def _in_process(server: Any, calls: Any) -> Any:
    """Run ``calls`` against ``server`` in an event loop of its own, on a thread of its own
    (the suite's browser tests may keep a loop running on the main thread)."""
    import anyio
    from mcp import Client as SdkClient

    async def run() -> Any:
        async with SdkClient(server) as sdk:
            return await calls(sdk)

    done: dict[str, Any] = {}

    def in_thread() -> None:
        try:
            done["result"] = anyio.run(run)
        except BaseException as exc:  # handed to the test's thread below
            done["error"] = exc

    worker = threading.Thread(target=in_thread)
    worker.start()
    worker.join(60)
    assert not worker.is_alive(), "the MCP calls did not end within 60 s"
    if "error" in done:
        raise done["error"]
    return done["result"]


def test_a_lookup_answers_while_a_slow_call_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The slow call waits until the lookup has answered: with a lock, or one call at a
    time, the lookup would wait for it and the slow call would end on its time limit."""
    import anyio

    from rulesref.mcp import server as server_module
    from rulesref.mcp.invoke import Outcome

    lookup_done = threading.Event()
    real_call = server_module.RulesrefTools.call

    def call(self: Any, name: str, arguments: Any) -> Outcome:
        if name == "search" and arguments.get("query") == "slow":
            finished = lookup_done.wait(timeout=20)
            return Outcome(0, {"waited": finished}, "{}")
        return real_call(self, name, arguments)

    monkeypatch.setattr(server_module.RulesrefTools, "call", call)
    server = server_module.build_server(time_limit=30)
    tn = tool_name("tn")

    async def calls(sdk: Any) -> tuple[Any, Any]:
        results: dict[str, Any] = {}

        async def slow() -> None:
            results["slow"] = await sdk.call_tool("search", {"query": "slow"})

        async def lookup() -> None:
            await anyio.sleep(0.2)  # the slow call is running by now
            results["lookup"] = await sdk.call_tool(
                tn, {"attacker": "Light Infantry", "defender": "Monster"})
            lookup_done.set()

        async with anyio.create_task_group() as group:
            group.start_soon(slow)
            group.start_soon(lookup)
        return results["slow"], results["lookup"]

    slow, lookup = _in_process(server, calls)
    assert lookup.structured_content["target_number"] == 6
    assert slow.structured_content == {"waited": True}


def test_a_call_over_its_time_limit_is_an_error_not_a_broken_rule(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesref.mcp import server as server_module

    release = threading.Event()
    monkeypatch.setattr(server_module.RulesrefTools, "call",
                        lambda self, name, arguments: release.wait(10))
    server = server_module.build_server(time_limit=0.5)

    async def calls(sdk: Any) -> Any:
        return await sdk.call_tool("search", {"query": "anything"})

    try:
        result = _in_process(server, calls)
    finally:
        release.set()
    assert result.is_error and "took longer than 0.5 s" in result.content[0].text
    assert result.meta[EXIT_CODE] == 3


def test_too_many_running_calls_are_refused_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Calls stopped by the time limit still count until their threads finish, so a client
    looping on slow calls cannot pile up threads."""
    from rulesref.mcp import server as server_module
    from rulesref.mcp.invoke import error

    tools = server_module.RulesrefTools()
    release = threading.Event()
    started = threading.Semaphore(0)

    def slow(spec: Any, arguments: Any, context: Any = None) -> Any:
        started.release()
        release.wait(10)
        return error("released")

    monkeypatch.setattr(server_module, "call", slow)
    workers = [threading.Thread(target=tools.call, args=("search", {}))
               for _ in range(server_module.MAX_RUNNING)]
    for worker in workers:
        worker.start()
    for _ in workers:
        assert started.acquire(timeout=10)
    try:
        refused = tools.call("search", {"query": "x"})
        assert refused.is_error and refused.exit_code == 3
        assert refused.text.startswith(f"busy: {server_module.MAX_RUNNING} calls")
    finally:
        release.set()
        for worker in workers:
            worker.join()
    assert tools.running == 0
