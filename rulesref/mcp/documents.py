"""Document tools: commands that read a file, offered with the document as a JSON object.

A ruleset names the document forms of its file-reading commands in its descriptor
(:attr:`rulesref.core.registry.Ruleset.documents`); ``rulesref validate FILE`` reads an army
list from disk, and its tool takes the army list itself (``{"army": {...}}``) and validates
it in memory with the form's own function, so no file is written or read. The other options
come from the command as for every tool and are converted by the command's own click
parameters, so bad values give the command's one-line causes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

import click

from rulesref.core.documents import DocumentForm
from rulesref.mcp.tools import ToolSpec, check_arguments, command_spec


def document_forms() -> tuple[tuple[click.Command, DocumentForm], ...]:
    """Every installed ruleset's document forms, each with the command it belongs to."""
    from rulesref.core import registry

    found = []
    for ruleset in registry.rulesets():
        for form in ruleset.load_documents():
            command = registry.resolve(form.command)
            if isinstance(command, click.Command):
                found.append((command, form))
    return tuple(found)


def find_form(command: click.Command,
              forms: tuple[tuple[click.Command, DocumentForm], ...]) -> DocumentForm | None:
    """The document form of ``command`` among ``forms``, if a ruleset offers one."""
    return next((form for known, form in forms
                 if known is command or known.callback is command.callback), None)


def document_spec(tool: DocumentForm, command: click.Command, path: tuple[str, ...],
                  ctx: click.Context) -> ToolSpec | None:
    """The tool for a file-reading command that takes its document as JSON, or ``None`` when
    the command has no parameter the document can replace."""
    if not any(p.name == tool.param for p in command.params):
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
    tool: DocumentForm = spec.extra["tool"]
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
    return tool.run(document, options)
