"""The stdio MCP server: tools from the command tree, resources and a prompt.

- **Tools**: one per command (see :mod:`rulesref.mcp.tools` for the names), each returning
  the command's ``--json`` output as structured content and as text.
- **Resources**: ``rulesref://<game>/glossary`` for each installed game (its named objects
  with summaries and citations) and ``rulesref://schema/<kind>`` for each file format the
  ``schema`` command prints (``rulesref://schema/army``).
- **Prompt** ``rules_question``: asks the assistant to answer from the tools, cite, and say
  when the model does not cover the question.

An unknown tool is a protocol error with did-you-mean; a tool's bad input is a tool error
with the command's one-line cause. Either way the server stays up.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping
from functools import cache, partial
from typing import TYPE_CHECKING, Any

import click

from rulesref.mcp.invoke import Outcome, run_command, run_tool
from rulesref.mcp.tools import ToolSpec, tool_specs

if TYPE_CHECKING:
    import mcp_types
    from mcp.server import Server, ServerRequestContext

SERVER_NAME = "rulesref"
EXIT_CODE_META = "rulesref/exit_code"
"""The result metadata key holding the command's exit code."""
PROMPT_NAME = "rules_question"

INSTRUCTIONS = """\
rulesref holds a typed model of these rulebooks: {games}. Its tools compute answers (target \
numbers, costs, odds, army validation, verification findings) and look up keywords, unit \
types, spells, cards, rules and terms; `search` finds any named object. Every result carries \
citations (book, page, section): quote them with each fact. If no tool or result covers a \
question, say that the rulesref model does not cover it rather than guessing."""

PROMPT = """\
Answer the rules question below using the rulesref tools, not memory.
- Look names up with `search` when unsure of spelling or game; then call the lookup tool.
- State each fact with its citation from the tool result (book, page, section), e.g. "6+ \
(<book>, p. 14, <section>)".
- For an army list, call the validate tool and report each violation's code, path and rule \
citation.
- If the tools do not cover the question, or a result is a recorded reading of an unclear \
rule, say so plainly: do not fill the gap with a guess.

Question: {question}"""


@cache
def _games() -> tuple[str, ...]:
    from rulesref.core.search import game_packages

    return tuple(p.rsplit(".", 1)[-1] for p in game_packages())


class RulesrefTools:
    """The tools, resources and prompt of one server, over one command tree."""

    def __init__(self, root: click.Group) -> None:
        self.root = root
        self.specs: dict[str, ToolSpec] = {s.name: s for s in tool_specs(root)}

    def call(self, name: str, arguments: Mapping[str, Any]) -> Outcome:
        """Run a tool by name.

        :raises KeyError: for an unknown tool, with did-you-mean in the message.
        """
        spec = self.specs.get(name)
        if spec is None:
            raise KeyError(self.unknown_tool(name))
        return run_tool(self.root, spec, arguments)

    def unknown_tool(self, name: str) -> str:
        """The message for a tool name that matches none."""
        from rulesref.core.names import suggest

        hint = suggest(name, self.specs)
        return (f"unknown tool {name!r}"
                + (f"; did you mean {' or '.join(repr(h) for h in hint)}?" if hint else ""))

    def resources(self) -> dict[str, tuple[str, str]]:
        """Every resource as ``uri: (name, description)``."""
        found = {f"rulesref://{game}/glossary":
                 (f"{game} glossary",
                  f"Every named object of {game}: name, kind, summary, citation, aliases.")
                 for game in _games()}
        schema = self.specs.get("schema")
        kinds = schema.input_schema["properties"].get("kind", {}).get("enum", []) \
            if schema else []
        for kind in kinds:
            found[f"rulesref://schema/{kind}"] = (
                f"{kind} file schema", f"The JSON Schema of {kind} files "
                f"(`rulesref schema {kind} --json`).")
        return found

    def read(self, uri: str) -> str:
        """The text of one resource.

        :raises KeyError: for an unknown resource.
        """
        if uri not in self.resources():
            raise KeyError(f"unknown resource {uri!r}")
        where, _, what = uri.removeprefix("rulesref://").partition("/")
        if where == "schema":
            outcome = run_command(self.root, ["schema", what, "--json"])
            return outcome.text
        from rulesref.cli.search import object_json
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


def build_server(root: click.Group | None = None) -> Server[Any]:
    """The MCP server for ``root`` (the ``rulesref`` command tree by default)."""
    import anyio.to_thread
    import mcp_types
    from mcp.server import Server
    from mcp.shared.exceptions import MCPError
    from mcp_types.jsonrpc import INVALID_PARAMS

    if root is None:
        from rulesref.cli import cli

        root = cli
    tools = RulesrefTools(root)
    listed = [mcp_types.Tool(
        name=s.name, title=s.title, description=s.description,
        input_schema=dict(s.input_schema),
        annotations=mcp_types.ToolAnnotations(
            title=s.title, read_only_hint=True, idempotent_hint=True, open_world_hint=False))
        for s in tools.specs.values()]

    async def list_tools(ctx: ServerRequestContext[Any],
                         params: mcp_types.PaginatedRequestParams | None
                         ) -> mcp_types.ListToolsResult:
        return mcp_types.ListToolsResult(tools=listed)

    async def call_tool(ctx: ServerRequestContext[Any],
                        params: mcp_types.CallToolRequestParams) -> mcp_types.CallToolResult:
        if params.name not in tools.specs:
            raise MCPError(INVALID_PARAMS, tools.unknown_tool(params.name))
        outcome = await anyio.to_thread.run_sync(
            partial(tools.call, params.name, params.arguments or {}))
        return _result(outcome)

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
            raise MCPError(INVALID_PARAMS, f"unknown prompt {params.name!r}; the prompt is "
                                           f"{PROMPT_NAME!r}")
        question = (params.arguments or {}).get("question", "").strip()
        if not question:
            raise MCPError(INVALID_PARAMS, f"{PROMPT_NAME} needs a question")
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


def prepare() -> None:
    """Load every installed ruleset and build the search index, so that no later tool call
    pays for them (the first search would otherwise take a few hundred milliseconds). A
    failure is left for the tool call that meets it to report."""
    from rulesref.core.search import installed_index

    with contextlib.suppress(Exception):
        installed_index()


def serve() -> None:
    """Serve MCP over standard input and output until the client closes them (the rulesets
    load in the background meanwhile: see :func:`prepare`)."""
    import threading

    import anyio
    from mcp.server.stdio import stdio_server

    server = build_server()
    # not a daemon: the process waits for it rather than stop it half way through writing
    # a cache entry
    threading.Thread(target=prepare, name="rulesref-prepare").start()

    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)
