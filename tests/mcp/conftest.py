"""A real MCP client (the SDK's) talking to ``rulesref mcp`` started as a subprocess over
stdio, driven from synchronous tests through an anyio blocking portal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import pytest

pytest.importorskip("mcp")

from anyio.from_thread import BlockingPortal, start_blocking_portal
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp_types import CallToolResult

SERVER = [sys.executable, "-m", "rulesref", "mcp"]


def server_env() -> dict[str, str]:
    """What the server process needs beyond the SDK's default environment."""
    return {"RULESREF_CACHE_DIR": os.environ["RULESREF_CACHE_DIR"]}


@asynccontextmanager
async def open_session() -> AsyncIterator[ClientSession]:
    params = StdioServerParameters(command=SERVER[0], args=SERVER[1:], env=server_env())
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


class Client:
    """Synchronous calls into one MCP session."""

    def __init__(self, portal: BlockingPortal, session: ClientSession) -> None:
        self.portal = portal
        self.session = session

    def call(self, name: str, arguments: dict[str, Any]) -> CallToolResult:
        result = self.portal.call(self.session.call_tool, name, arguments)
        assert isinstance(result, CallToolResult)
        return result

    def run(self, method: str, *args: Any) -> Any:
        return self.portal.call(getattr(self.session, method), *args)


@contextmanager
def connect() -> Iterator[Client]:
    """A client of a freshly started server, stopped on leaving."""
    with start_blocking_portal() as portal, \
            portal.wrap_async_context_manager(open_session()) as session:
        yield Client(portal, session)


@pytest.fixture
def client(mcp_client: Client) -> Client:
    """The session's client (see tests/conftest.py)."""
    return mcp_client


def assert_listed(client: Client, *commands: tuple[str, ...]) -> None:
    """Each command (its words on the command line) is among the server's tools."""
    tools = {t.name for t in client.run("list_tools").tools}
    for words in commands:
        assert tool_name(*words) in tools, words


#: The commands of every game: their tools are not prefixed.
GENERAL = ("search", "verify", "lint")


def tool_name(*words: str) -> str:
    """The tool name of ``rulesref WORDS``: the ruleset's name, then the command's words
    (a command of every game has no prefix; the default ruleset's shortcuts get its name)."""
    from rulesref.core import registry

    first, rest = words[0], list(words[1:])
    if first in GENERAL:
        return "_".join(words).replace("-", "_")
    try:
        game = registry.find_ruleset(first).name
    except Exception:
        default = registry.default_ruleset()
        assert default is not None
        game, rest = default.name, list(words)
    return "_".join([game, *rest]).replace("-", "_")


def cli_json(*argv: str) -> tuple[int, Any, str]:
    """Run ``rulesref ARGV --json`` as a subprocess: (exit code, parsed JSON or None,
    standard error)."""
    done = subprocess.run([sys.executable, "-m", "rulesref", *argv, "--json"],
                          capture_output=True, text=True, timeout=120, check=False)
    try:
        data = json.loads(done.stdout)
    except json.JSONDecodeError:
        data = None
    return done.returncode, data, done.stderr
