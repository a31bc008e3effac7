"""The stdio MCP server: tools from the command specs, resources and a prompt.

- **Tools**: one per command function (see :mod:`rulesref.mcp.tools` for the names), each
  returning its answer's JSON as structured content and as escaped text, with the command
  line's exit code in the result's ``_meta`` (``rulesref/exit_code``). The player's tools by
  default; the maintainer's too with ``maintainer=True`` (``rulesref mcp --maintainer``).
- **Resources**: ``rulesref://<game>/glossary`` for each installed game (its named objects
  with summaries and citations) and ``rulesref://schema/<kind>`` for each file format a
  ``schema`` command prints (``rulesref://schema/army``).
- **Prompt** ``rules_question``: asks the assistant to answer from the tools, cite, and say
  when the model does not cover the question.

Each call runs with no lock. A lookup runs its function in a thread of its own; a heavy
command (:attr:`~rulesref.core.commands.Command.heavy`: an army list, odds over a big pool, a
proof) runs in a worker process (:mod:`rulesref.mcp.workers`), so it never holds the
interpreter lock a lookup needs. A call that runs over :data:`TIME_LIMIT` seconds is answered
with an error (exit code 3): a worker process is killed then, while a lookup's thread is left
to finish in the background. While :data:`MAX_RUNNING` calls are running a new one is refused
at once.

An unknown tool is a protocol error with did-you-mean; a tool's bad input is a tool error
with its one-line cause. Either way the server stays up.
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
from collections.abc import Mapping
from functools import cache, partial
from typing import TYPE_CHECKING, Any

from rulesref.errors import RulesError
from rulesref.mcp.invoke import EXIT_INTERNAL, Outcome, call, error, prepare
from rulesref.mcp.tools import ToolSpec, tool_specs
from rulesref.mcp.workers import Workers

if TYPE_CHECKING:
    import mcp_types
    from mcp.server import Server, ServerRequestContext

SERVER_NAME = "rulesref"
EXIT_CODE_META = "rulesref/exit_code"
"""The result metadata key holding the command line's exit code."""
PROMPT_NAME = "rules_question"
TIME_LIMIT = 30.0
"""Seconds one call may take before it is answered with an error."""
MAX_RUNNING = 8
"""Most calls running at once, counting lookups stopped by the time limit whose threads have
not finished yet: past it a call is refused at once (a client looping on slow calls cannot
pile up threads or processes)."""
STOP_GRACE = 1.0
"""Seconds the server waits past the time limit for a heavy call, whose worker is killed at
the limit itself, before answering without it."""
SWITCH_INTERVAL = 0.0002
"""Seconds a thread runs before another may take its turn (Python's default is 0.005): a
lookup waits less behind the event loop and other lookups."""

INSTRUCTIONS = """\
rulesref holds a typed model of these rulebooks: {games}. Its tools are named by game \
(<game>_<command>) and compute answers (target numbers, costs, odds, army validation) or look \
up keywords, unit types, spells, cards and rules; `search` finds any named object. Every \
result carries citations (book, page, section): quote them with each fact. If no tool or \
result covers a question, say that the rulesref model does not cover it rather than \
guessing."""

PROMPT = """\
Answer the rules question below using the rulesref tools, not memory.
- Look names up with `search` when unsure of spelling or game; then call the lookup tool.
- State each fact with its citation from the tool result (book, page, section), e.g. "6+ \
(<book>, p. 14, <section>)".
- For an army list, call the game's validate tool and report each violation's code, path \
and rule citation.
- If the tools do not cover the question, or a result is a recorded reading of an unclear \
rule, say so plainly: do not fill the gap with a guess.

Question: {question}"""


def stopped(name: str, time_limit: float) -> Outcome:
    """The error of a call stopped by its time limit (inconclusive, as on the command
    line)."""
    return error(f"{name} took longer than {time_limit:g} s and was stopped", EXIT_INTERNAL)


@cache
def _games() -> tuple[str, ...]:
    from rulesref.core.registry import names

    return names()


class RulesrefTools:
    """The tools, resources and prompt of one server."""

    def __init__(self, maintainer: bool = False, books: Mapping[str, Any] | None = None,
                 time_limit: float = TIME_LIMIT) -> None:
        self.specs: dict[str, ToolSpec] = {s.name: s for s in tool_specs(maintainer)}
        self.context: dict[str, Any] = {"books": dict(books)} if books else {}
        """What the server was started with, for the functions that take it (the user's
        books, by game: ``show`` gives each rule's passage from them). Lookups only: a
        worker process is sent JSON data."""
        self.time_limit = time_limit
        """Seconds a heavy call may take before its worker is killed."""
        self.workers = Workers()
        """The worker processes of the heavy calls."""
        self.running = 0
        """Calls running now (see :data:`MAX_RUNNING`)."""
        self._count = threading.Lock()  # guards the counter only, never a call

    def call(self, name: str, arguments: Mapping[str, Any]) -> Outcome:
        """Run a tool by name: a lookup in this thread, a heavy command in a worker process
        (killed when it runs over the time limit).

        :raises KeyError: for an unknown tool, with did-you-mean in the message.
        """
        spec = self.specs.get(name)
        if spec is None:
            raise KeyError(self.unknown_tool(name))
        with self._count:
            if self.running >= MAX_RUNNING:
                return error(f"busy: {self.running} calls are still running; try again "
                             "shortly", EXIT_INTERNAL)
            self.running += 1
        try:
            if not spec.command.heavy:
                return call(spec, arguments, self.context)
            try:
                request = prepare(spec, arguments)
            except RulesError as exc:
                return error(str(exc))
            outcome = self.workers.run(request, self.time_limit)
            return outcome or stopped(name, self.time_limit)
        finally:
            with self._count:
                self.running -= 1

    def close(self) -> None:
        """Stop the worker processes (a heavy call still running is answered with an
        error)."""
        self.workers.close()

    def unknown_tool(self, name: str) -> str:
        """The message for a tool name that matches none (a long name is not echoed)."""
        from rulesref.core.names import suggest

        if len(name) > 64:
            return "unknown tool (a name over 64 characters)"
        hint = suggest(name, self.specs)
        return (f"unknown tool {name!r}"
                + (f"; did you mean {' or '.join(repr(h) for h in hint)}?" if hint else ""))

    def _schemas(self) -> dict[str, ToolSpec]:
        """Each file format a ``schema`` tool prints, with that tool (maintainer or not)."""
        specs = self.specs if any(s.command.name == "schema" for s in self.specs.values()) \
            else {s.name: s for s in tool_specs(True)}
        found = {}
        for spec in specs.values():
            if spec.command.name != "schema":
                continue
            for param in spec.command.params:
                for kind in spec.command.choices_of(param) or ():
                    found[kind] = spec
        return found

    def resources(self) -> dict[str, tuple[str, str]]:
        """Every resource as ``uri: (name, description)``."""
        found = {f"rulesref://{game}/glossary":
                 (f"{game} glossary",
                  f"Every named object of {game}: name, kind, summary, citation, aliases.")
                 for game in _games()}
        for kind in self._schemas():
            found[f"rulesref://schema/{kind}"] = (
                f"{kind} file schema", f"The JSON Schema of {kind} files.")
        return found

    def read(self, uri: str) -> str:
        """The text of one resource.

        :raises KeyError: for an unknown resource.
        """
        if uri not in self.resources():
            raise KeyError(f"unknown resource {uri!r}")
        where, _, what = uri.removeprefix("rulesref://").partition("/")
        if where == "schema":
            outcome = call(self._schemas()[what], {"kind": what})
            return outcome.text
        from rulesref.core.answers import object_json
        from rulesref.core.search import installed_index

        objects = sorted((o for o in installed_index().objects if o.game == where),
                         key=lambda o: (o.kind.value, o.name.casefold()))
        return json.dumps({"game": where, "objects": [object_json(o) for o in objects]},
                          indent=2, ensure_ascii=False)


def _result(outcome: Outcome) -> mcp_types.CallToolResult:
    import mcp_types

    text = mcp_types.TextContent(text=outcome.text)
    if outcome.is_error:
        return mcp_types.CallToolResult(
            content=[text], is_error=True,
            structured_content={"error": outcome.text, "exit_code": outcome.exit_code},
            _meta={EXIT_CODE_META: outcome.exit_code})
    return mcp_types.CallToolResult(content=[text], structured_content=outcome.data,
                                    _meta={EXIT_CODE_META: outcome.exit_code})


def listed_tools(tools: RulesrefTools) -> list[mcp_types.Tool]:
    """The tool listing a client is sent, kept short: it is sent at the start of every
    session (each tool's title is its description's first words, so none is sent)."""
    import mcp_types

    return [mcp_types.Tool(
        name=s.name, description=s.command.description,
        input_schema=dict(s.input_schema),
        annotations=mcp_types.ToolAnnotations(read_only_hint=True))
        for s in tools.specs.values()]


def build_server(maintainer: bool = False, time_limit: float = TIME_LIMIT,
                 books: Mapping[str, Any] | None = None,
                 tools: RulesrefTools | None = None) -> Server[Any]:
    """The MCP server over every installed ruleset's commands (and, with ``maintainer``,
    the checks of the books themselves); with ``books`` (the user's own copies, by game),
    ``show`` quotes each rule's passage from them. With ``tools``, it serves those instead
    (the caller then closes them)."""
    import anyio
    import anyio.to_thread
    import mcp_types
    from mcp.server import Server
    from mcp.shared.exceptions import MCPError
    from mcp_types.jsonrpc import INVALID_PARAMS

    tools = tools or RulesrefTools(maintainer, books, time_limit)
    listed = listed_tools(tools)

    async def list_tools(ctx: ServerRequestContext[Any],
                         params: mcp_types.PaginatedRequestParams | None
                         ) -> mcp_types.ListToolsResult:
        return mcp_types.ListToolsResult(tools=listed)

    async def call_tool(ctx: ServerRequestContext[Any],
                        params: mcp_types.CallToolRequestParams) -> mcp_types.CallToolResult:
        spec = tools.specs.get(params.name)
        if spec is None:
            raise MCPError(INVALID_PARAMS, tools.unknown_tool(params.name))
        outcome = None
        # a heavy call's worker is killed at the limit itself, answering with the error
        with anyio.move_on_after(tools.time_limit
                                 + (STOP_GRACE if spec.command.heavy else 0)):
            outcome = await anyio.to_thread.run_sync(
                partial(tools.call, params.name, params.arguments or {}),
                abandon_on_cancel=True)
        return _result(outcome or stopped(params.name, tools.time_limit))

    async def list_resources(ctx: ServerRequestContext[Any],
                             params: mcp_types.PaginatedRequestParams | None
                             ) -> mcp_types.ListResourcesResult:
        return mcp_types.ListResourcesResult(resources=[
            mcp_types.Resource(uri=uri, name=name, description=description,
                               mime_type="application/json")
            for uri, (name, description) in tools.resources().items()])

    async def read_resource(ctx: ServerRequestContext[Any],
                            params: mcp_types.ReadResourceRequestParams
                            ) -> mcp_types.ReadResourceResult:
        try:
            text = await anyio.to_thread.run_sync(partial(tools.read, str(params.uri)))
        except KeyError as exc:
            raise MCPError(INVALID_PARAMS, str(exc.args[0])) from None
        return mcp_types.ReadResourceResult(contents=[mcp_types.TextResourceContents(
            uri=str(params.uri), mime_type="application/json", text=text)])

    async def list_prompts(ctx: ServerRequestContext[Any],
                           params: mcp_types.PaginatedRequestParams | None
                           ) -> mcp_types.ListPromptsResult:
        return mcp_types.ListPromptsResult(prompts=[mcp_types.Prompt(
            name=PROMPT_NAME, title="Answer a rules question with citations",
            description="Answer from the rulesref tools, cite each fact, and say when the "
                        "model does not cover the question.",
            arguments=[mcp_types.PromptArgument(name="question", required=True,
                                                description="The rules question.")])])

    async def get_prompt(ctx: ServerRequestContext[Any],
                         params: mcp_types.GetPromptRequestParams
                         ) -> mcp_types.GetPromptResult:
        if params.name != PROMPT_NAME:
            raise MCPError(INVALID_PARAMS, f"unknown prompt; the prompt is {PROMPT_NAME!r}")
        question = (params.arguments or {}).get("question", "").strip()
        if not question:
            raise MCPError(INVALID_PARAMS, f"{PROMPT_NAME} needs a question")
        if len(question) > 4000:
            raise MCPError(INVALID_PARAMS, "the question is over 4000 characters")
        return mcp_types.GetPromptResult(
            description="A rules question for rulesref",
            messages=[mcp_types.PromptMessage(role="user", content=mcp_types.TextContent(
                text=PROMPT.format(question=question)))])

    from importlib.metadata import version

    return Server(
        SERVER_NAME, version=version("rulesref"), title="rulesref rules model",
        instructions=INSTRUCTIONS.format(games=", ".join(_games())),
        on_list_tools=list_tools, on_call_tool=call_tool,
        on_list_resources=list_resources, on_read_resource=read_resource,
        on_list_prompts=list_prompts, on_get_prompt=get_prompt)


def warm_up(tools: RulesrefTools) -> None:
    """Load every installed ruleset and build the search index, then start a worker
    process, so that no later tool call pays for them (the first search would otherwise take
    a few hundred milliseconds, the first heavy call as long again). A failure is left for
    the tool call that meets it to report."""
    from rulesref.core.search import installed_index

    with contextlib.suppress(Exception):
        installed_index()
    if any(spec.command.heavy for spec in tools.specs.values()):
        with contextlib.suppress(Exception):
            tools.workers.start()


def serve(maintainer: bool = False, books: Mapping[str, Any] | None = None) -> None:
    """Serve MCP over standard input and output until the client closes them (the rulesets
    load in the background meanwhile: see :func:`warm_up`)."""
    import anyio
    from mcp.server.stdio import stdio_server

    sys.setswitchinterval(SWITCH_INTERVAL)
    tools = RulesrefTools(maintainer, books)
    server = build_server(tools=tools)
    # not a daemon: the process waits for it rather than stop it half way through writing
    # a cache entry
    preparing = threading.Thread(target=warm_up, args=(tools,), name="rulesref-warm-up")
    preparing.start()

    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    try:
        anyio.run(main)
    finally:
        preparing.join()
        tools.close()
