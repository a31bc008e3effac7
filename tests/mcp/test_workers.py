"""Heavy commands in worker processes: the same answers as in the server's own thread, a call
over its time limit killed and its slot freed, a lookup answering while a heavy call holds a
whole core, crashes reported as internal errors, and no process left behind."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulesref.core import registry
from rulesref.core.commands import Command
from rulesref.mcp.invoke import call
from rulesref.mcp.server import RulesrefTools
from rulesref.mcp.tools import tool_spec, tool_specs
from tests.mcp import slow
from tests.mcp.conftest import tool_name

pytestmark = pytest.mark.skipif(os.name != "posix", reason="checks process ids with kill 0")

TN = {"attacker": "Light Infantry", "defender": "Monster"}
_DEFAULT = registry.default_ruleset()
ARMY = {"game": _DEFAULT.name if _DEFAULT else "", "name": "Pair", "points_limit": 1000,
        "units": [{"name": "Boss", "type": "Monster", "keywords": ["General"]},
                  {"name": "Flag", "type": "Light Infantry", "keywords": ["Battle Standard"]}]}


@pytest.fixture
def tools() -> Iterator[RulesrefTools]:
    """The player's tools and the test-only heavy commands."""
    made = RulesrefTools(time_limit=120.0)
    for command in (slow.SPIN, slow.CRASH, slow.DIE):
        spec = tool_spec(command)
        made.specs[spec.name] = spec
    try:
        yield made
    finally:
        made.close()


def warm(tools: RulesrefTools, time_limit: float) -> None:
    """Start a worker with a first heavy call (the first may have to fill the cache), then
    give the calls ``time_limit``."""
    assert not tools.call(tool_name("validate"), {"army": ARMY}).is_error
    tools.time_limit = time_limit


def gone(pid: int) -> bool:
    """Whether no process (not even a zombie waiting to be reaped) has this id."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def pid_in(path: Path, seconds: float = 60) -> int:
    """The process id a test command writes to ``path``, once it is there."""
    deadline = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < deadline, "the worker never started the command"
        time.sleep(0.02)
    return int(path.read_text(encoding="utf-8"))


def test_heavy_commands_are_the_ones_whose_time_grows_with_their_input() -> None:
    """Every command that takes a document or a long text (an army list, a manuscript) runs
    in a worker process; the lookups of names and table cells do not."""
    commands: dict[str, Command] = {s.name: s.command for s in tool_specs(maintainer=True)}
    for name, command in commands.items():
        if any(p.type == "object" or p.max_length > 1000 for p in command.params):
            assert command.heavy, name
    for name in [*(tool_name(w) for w in ("tn", "cost", "unit", "keyword", "turn")),
                 "search", "show"]:
        assert not commands[name].heavy, name
    assert commands[tool_name("validate")].heavy and commands[tool_name("odds")].heavy


def test_no_heavy_command_takes_what_the_server_was_started_with() -> None:
    """A worker process is sent JSON data only: the user's books stay with the lookups."""
    import inspect

    for spec in tool_specs(maintainer=True):
        if spec.command.heavy:
            takes = inspect.signature(spec.command.function()).parameters
            assert "books" not in takes, spec.name


def test_a_heavy_call_answers_as_it_would_in_the_servers_thread(
        tools: RulesrefTools) -> None:
    calls: list[tuple[str, dict[str, Any]]] = [
        (tool_name("validate"), {"army": ARMY}),
        (tool_name("odds"), {**TN, "defender_doom": 2}),
        (tool_name("odds"), {"attacker": "Light Infantri", "defender": "Monster"})]
    for name, arguments in calls:
        in_worker = tools.call(name, arguments)
        here = call(tools.specs[name], arguments)
        assert (in_worker.exit_code, in_worker.data, in_worker.text) == (
            here.exit_code, here.data, here.text), name
    assert in_worker.exit_code == 2  # bad input, found by the function in the worker
    assert len(tools.workers.pids()) == 1  # one worker, reused
    assert tools.running == 0


def test_bad_arguments_are_refused_without_a_worker(tools: RulesrefTools) -> None:
    outcome = tools.call(tool_name("validate"), {"army": [1]})
    assert outcome.is_error and outcome.exit_code == 2
    assert outcome.text == "army: expected a JSON object, not a list"
    assert tools.workers.pids() == []


def test_a_heavy_call_over_its_limit_is_killed_and_its_slot_freed(
        tools: RulesrefTools, tmp_path: Path) -> None:
    warm(tools, 2.0)
    pid_file = tmp_path / "pid"
    outcome = tools.call("toy_spin", {"pid_file": str(pid_file)})
    assert outcome.is_error and outcome.exit_code == 3  # inconclusive, never a broken rule
    assert outcome.text == "toy_spin took longer than 2 s and was stopped"
    assert gone(pid_in(pid_file))  # killed and reaped
    assert tools.running == 0 and tools.workers.pids() == []
    assert tools.call(tool_name("tn"), TN).data["target_number"] == 6  # p. 14


def test_a_lookup_answers_while_a_heavy_call_holds_a_core(
        tools: RulesrefTools, tmp_path: Path) -> None:
    warm(tools, 10.0)
    pid_file = tmp_path / "pid"
    heavy: dict[str, Any] = {}
    spinning = threading.Thread(
        target=lambda: heavy.update(outcome=tools.call("toy_spin",
                                                       {"pid_file": str(pid_file)})))
    spinning.start()
    try:
        pid_in(pid_file)
        lookup = tools.call(tool_name("tn"), TN)
        still_running = spinning.is_alive()
    finally:
        spinning.join(30)
    assert lookup.data is not None and lookup.data["target_number"] == 6  # p. 14
    assert still_running  # answered before the heavy call's limit ended it
    assert heavy["outcome"].exit_code == 3


def test_a_crash_in_a_worker_is_an_internal_error_and_the_worker_stays(
        tools: RulesrefTools, tmp_path: Path) -> None:
    outcome = tools.call("toy_crash", {"pid_file": str(tmp_path / "pid")})
    assert outcome.is_error and outcome.exit_code == 3
    assert outcome.text == "internal error: RuntimeError: boom (please report this)"
    assert tools.workers.pids() == [pid_in(tmp_path / "pid")]


def test_a_worker_that_dies_is_reported_and_replaced(
        tools: RulesrefTools, tmp_path: Path) -> None:
    outcome = tools.call("toy_die", {"pid_file": str(tmp_path / "pid")})
    assert outcome.is_error and outcome.exit_code == 3
    assert outcome.text == ("internal error: the worker process ended (exit code 7) "
                            "(please report this)")
    assert gone(pid_in(tmp_path / "pid"))
    assert not tools.call(tool_name("validate"), {"army": ARMY}).is_error


def test_closing_stops_every_worker_even_one_running(tmp_path: Path) -> None:
    tools = RulesrefTools(time_limit=120.0)
    spec = tool_spec(slow.SPIN)
    tools.specs[spec.name] = spec
    assert not tools.call(tool_name("validate"), {"army": ARMY}).is_error
    idle = tools.workers.pids()
    heavy: dict[str, Any] = {}
    spinning = threading.Thread(
        target=lambda: heavy.update(outcome=tools.call("toy_spin",
                                                       {"pid_file": str(tmp_path / "p")})))
    spinning.start()
    busy = pid_in(tmp_path / "p")
    tools.close()
    spinning.join(30)
    assert not spinning.is_alive()
    assert heavy["outcome"].is_error and heavy["outcome"].exit_code == 3
    assert all(gone(pid) for pid in [*idle, busy])
    refused = tools.call(tool_name("validate"), {"army": ARMY})
    assert refused.is_error and refused.text == "the server is shutting down"


def test_the_server_over_stdio_leaves_no_worker_behind() -> None:
    """``rulesref mcp`` started as a subprocess: its workers end with it."""
    import json
    import subprocess
    import sys

    proc_root = Path("/proc")
    if not proc_root.is_dir():
        pytest.skip("lists child processes through /proc")
    server = subprocess.Popen([sys.executable, "-m", "rulesref", "mcp"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert server.stdin is not None and server.stdout is not None

    def send(message: dict[str, Any]) -> None:
        assert server.stdin is not None
        server.stdin.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
        server.stdin.flush()

    try:
        send({"id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "test", "version": "0"}}})
        assert json.loads(server.stdout.readline())["id"] == 1
        send({"method": "notifications/initialized"})
        send({"id": 2, "method": "tools/call", "params": {
            "name": tool_name("validate"), "arguments": {"army": ARMY}}})
        reply = json.loads(server.stdout.readline())
        assert reply["id"] == 2 and not reply["result"].get("isError")
        children = [int(p.name) for p in proc_root.iterdir() if p.name.isdigit()
                    and _parent(p) == server.pid and b"spawn_main" in _command(p)]
        assert children  # the worker that validated the list
        server.stdin.close()
        assert server.wait(60) == 0
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    assert all(gone(pid) for pid in children)


def _command(proc: Path) -> bytes:
    try:
        return (proc / "cmdline").read_bytes()
    except OSError:
        return b""


def _parent(proc: Path) -> int | None:
    try:
        stat = (proc / "stat").read_text(encoding="utf-8")
    except OSError:
        return None
    return int(stat.rsplit(")", 1)[1].split()[1])
