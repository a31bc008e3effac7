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

import click
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
    """Each command (its words) is among the server's tools."""
    tools = {t.name for t in client.run("list_tools").tools}
    for words in commands:
        assert tool_name(*words) in tools, words


def tool_name(*words: str) -> str:
    """The tool name of ``rulesref WORDS``, resolved through the command tree (so a group
    alias gives the group's own name)."""
    from rulesref.cli import cli

    command: click.Command = cli
    ctx = click.Context(cli, info_name="rulesref")
    names = []
    for word in words:
        assert isinstance(command, click.Group)
        found = command.get_command(ctx, word)
        assert found is not None, f"no command {word!r}"
        command = found
        names.append(command.name or word)
        ctx = click.Context(command, parent=ctx, info_name=word)
    return "_".join(names).replace("-", "_")


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
