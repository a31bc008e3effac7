"""Document tools: commands that read a file, offered with the document as a JSON object.

``rulesref validate FILE`` reads an army list from disk; its tool takes the army list itself
(``{"army": {...}}``) and validates it in memory with the functions the command calls and
the JSON the command prints, so no file is written or read. Its other options come from the
command as for every tool and are converted by the command's own click parameters, so bad
values give the command's one-line causes.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import click

from rulesref.mcp.tools import ToolSpec, check_arguments, command_spec

ARMY = "army"
"""The name an army document goes by in messages and in the ``file`` field."""

Runner = Callable[[click.Command, Mapping[str, Any], Mapping[str, Any]],
                  tuple[int, dict[str, Any]]]
"""Runs a document tool: (command, document, converted options) to (exit code, JSON)."""


@dataclass(frozen=True)
class DocumentTool:
    """How one file-reading command takes its file as a JSON object."""

    param: str
    """The command's path parameter that the document replaces."""
    property: str
    """The tool's property holding the document."""
    description: str
    """What the document is, for the tool's description."""
    schema: Callable[[], dict[str, Any]]
    """The document's JSON Schema."""
    run: Runner
    """Validates or otherwise reads the document in memory."""


def _army_schema() -> dict[str, Any]:
    from rulesref.games.hobgoblin.army import army_schema

    return army_schema()


def _validate_army(command: click.Command, document: Mapping[str, Any],
                   options: Mapping[str, Any]) -> tuple[int, dict[str, Any]]:
    """Validate an army document as ``rulesref validate`` validates a JSON file.

    :raises RulesError: when the document is not an army list at all.
    """
    import json

    from rulesref.core.yamlio import Document, parse
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.army import parse_army, validate

    report_json = importlib.import_module(command.callback.__module__).report_json
    # the document as the one-line JSON file the command would read, so that positions (and
    # so the order of the violations) are the command's own
    parsed = parse(json.dumps(dict(document), ensure_ascii=False), f"{ARMY}.json")
    loaded = parse_army(Document(ARMY, parsed.data, parsed.positions))
    report = validate(hobgoblin.load(), loaded.army, points_limit=options.get("points_limit"),
                      solo_opponent=bool(options.get("solo_opponent")),
                      document=loaded.document)
    return (0 if report.valid else 1), report_json(ARMY, report)


DOCUMENT_TOOLS: Mapping[str, DocumentTool] = {
    "validate": DocumentTool(
        param="paths", property=ARMY,
        description="The army list is given as a JSON object in the army file format (the "
                    "rulesref://schema/army resource); the result's `file` is \"army\".",
        schema=_army_schema, run=_validate_army),
}
"""Document forms of file-reading commands, by command name."""


def document_spec(tool: DocumentTool, command: click.Command, path: tuple[str, ...],
                  ctx: click.Context) -> ToolSpec | None:
    """The tool for a file-reading command that takes its document as JSON, or ``None`` when
    the command is not the one ``tool`` was written for."""
    callback_module = getattr(command.callback, "__module__", "")
    if not any(p.name == tool.param for p in command.params) or not hasattr(
            importlib.import_module(callback_module), "report_json"):
        return None
    schema = dict(tool.schema())
    defs = schema.pop("$defs", {})
    schema.pop("$schema", None)
    schema["description"] = tool.description
    spec = command_spec(command, path, ctx, document=(tool.param, tool.property, schema))
    if spec is None:
        return None
    input_schema = dict(spec.input_schema)
    if defs:
        input_schema["$defs"] = defs
    return dataclasses.replace(
        spec, input_schema=input_schema,
        description=f"{spec.description}\n\n{tool.description}",
        extra={"tool": tool, "command": command})


def run_document(spec: ToolSpec, arguments: Mapping[str, Any]) -> tuple[int, dict[str, Any]]:
    """Run a document tool: (exit code as the command's, its JSON).

    :raises ToolArgumentError: for arguments the tool does not take.
    :raises click.ClickException: for an option value the command would refuse.
    :raises RulesError: when the document cannot be read as what the command reads.
    """
    tool: DocumentTool = spec.extra["tool"]
    command: click.Command = spec.extra["command"]
    values = check_arguments(spec, arguments)
    document = values.pop(tool.property)
    by_click_name = {p.click_name: p.name for p in spec.params}
    ctx = click.Context(command, info_name=spec.path[-1])
    options: dict[str, Any] = {}
    for param in command.params:
        name = by_click_name.get(param.name or "")
        if name is None or name == tool.property:
            continue
        options[param.name or name] = param.process_value(ctx, values.get(name))
    return tool.run(command, document, options)
