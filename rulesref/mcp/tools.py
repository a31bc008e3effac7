"""MCP tools generated from the ``rulesref`` command tree.

Every command that prints JSON becomes one tool, so each installed ruleset's commands appear
without a hand-kept list. A tool is named after its command path, words joined with ``_``
and dashes as ``_`` (``rulesref tn`` is ``tn``, ``rulesref verify target-table`` is
``verify_target_table``); its arguments are named after
the command's arguments and long options (``--defender-with`` is ``defender_with``). A group
that runs on its own (``verify``) is a tool too.

Left out, so that a tool never reads or writes a file it was not given: options and
arguments that take a file path (a command that needs one is left out unless
:mod:`rulesref.mcp.documents` has a document form of it), the options in
:data:`SKIPPED_OPTIONS`, hidden commands, commands without ``--json``, and the commands in
:data:`SKIPPED_COMMANDS`. Options of a group are not passed to its subcommands' tools.

Nothing here imports the MCP SDK: the specs are plain data, tested on their own.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import click

JSON_OPTION = "--json"
"""The option every tool's command is run with."""
SKIPPED_COMMANDS = frozenset({"mcp"})
"""Commands that are no lookups (the server itself)."""
SKIPPED_OPTIONS = frozenset({"--plot", "--github", "--junit"})
"""Options that only change the human output or write a file."""

ParamKind = Literal["argument", "option", "flag", "count"]


class ToolArgumentError(ValueError):
    """A tool was called with arguments it does not take or of the wrong shape."""


@dataclass(frozen=True)
class ToolParam:
    """How one property of a tool's input becomes command-line words."""

    name: str
    """The property name in the tool's input."""
    kind: ParamKind
    """A positional argument, an option taking a value, an on/off flag, or a counted
    option."""
    opt: str = ""
    """The option as typed (``--with``); empty for an argument."""
    off_opt: str = ""
    """The option that turns a flag off (``--no-color``), if the flag has one."""
    many: bool = False
    """Whether it takes a list (a repeatable option or an argument taking several values)."""
    required: bool = False
    """Whether the command requires it."""
    click_name: str = ""
    """The click parameter's name (for a document tool's own conversion)."""


@dataclass(frozen=True)
class ToolSpec:
    """One tool: its name, the command it runs and its input schema."""

    name: str
    """The tool name (``verify_target_table``)."""
    path: tuple[str, ...]
    """The command path under ``rulesref`` (``("verify", "target-table")``)."""
    title: str
    """The command's short help."""
    description: str
    """What the tool does, from the command's help, with the equivalent command line."""
    params: tuple[ToolParam, ...]
    """How the input becomes command-line words, in the command's order."""
    input_schema: Mapping[str, Any]
    """The JSON Schema of the tool's input."""
    document: str | None = None
    """For a document tool, the property holding the document (see
    :mod:`rulesref.mcp.documents`)."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Anything a document tool needs to run."""

    def argv(self, arguments: Mapping[str, Any]) -> list[str]:
        """The command line (after ``rulesref``) that runs this tool with ``arguments``.

        :raises ToolArgumentError: for an unknown argument, a missing required one, or a value
            of the wrong shape.
        """
        values = check_arguments(self, arguments)
        options: list[str] = []
        positional: list[str] = []
        gap = ""
        for param in self.params:
            if param.name == self.document:
                continue
            value = values.get(param.name)
            if param.kind == "argument":
                if value is None or value == []:
                    gap = gap or param.name
                    continue
                if gap:
                    raise ToolArgumentError(f"give {gap!r} to give {param.name!r}")
                positional.extend(_word(v) for v in (value if param.many else [value]))
            elif value is None:
                continue
            elif param.kind == "flag":
                if value:
                    options.append(param.opt)
                elif param.off_opt:
                    options.append(param.off_opt)
            elif param.kind == "count":
                options.extend([param.opt] * int(value))
            else:
                for item in value if param.many else [value]:
                    options.extend(_option_words(param.opt, item))
        return [*self.path, *options, JSON_OPTION, "--", *positional]


def _word(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _option_words(opt: str, value: Any) -> list[str]:
    # ``--opt=value`` keeps a value that starts with a dash from being read as an option.
    return [f"{opt}={_word(value)}"] if opt.startswith("--") else [opt, _word(value)]


def check_arguments(spec: ToolSpec, arguments: Mapping[str, Any]) -> dict[str, Any]:
    """The arguments in the shape each property takes (a single value given for a list
    becomes a list of one).

    :raises ToolArgumentError: for an unknown argument, a missing required one, or a value
        of the wrong shape.
    """
    from rulesref.core.names import suggest

    known = {p.name: p for p in spec.params}
    values: dict[str, Any] = {}
    for name, value in arguments.items():
        param = known.get(name)
        if param is None:
            hint = suggest(name, known)
            raise ToolArgumentError(
                f"{spec.name} takes no argument {name!r}"
                + (f"; did you mean {' or '.join(repr(h) for h in hint)}?" if hint else
                   f"; it takes {', '.join(known) or 'none'}"))
        values[name] = _shaped(param, value, name == spec.document)
    for param in spec.params:
        if param.required and values.get(param.name) in (None, []):
            raise ToolArgumentError(f"{spec.name}: missing required argument {param.name!r}")
    return values


def _shaped(param: ToolParam, value: Any, document: bool) -> Any:
    if value is None:
        return None
    if document:
        if not isinstance(value, dict):
            raise ToolArgumentError(f"{param.name}: expected a JSON object (the document)")
        return value
    if param.kind == "flag":
        if not isinstance(value, bool):
            raise ToolArgumentError(f"{param.name}: expected true or false, not {value!r}")
        return value
    if param.many:
        items = value if isinstance(value, list) else [value]
        for item in items:
            _scalar(param.name, item)
        return items
    return _scalar(param.name, value)


def _scalar(name: str, value: Any) -> Any:
    if isinstance(value, list | dict):
        raise ToolArgumentError(f"{name}: expected a single value, not "
                                f"{'a list' if isinstance(value, list) else 'an object'}")
    return value


# --------------------------------------------------------------------------- from click


def _choice_value(choice: Any) -> str:
    return choice.name if isinstance(choice, enum.Enum) else str(choice)


def value_schema(param_type: click.ParamType[Any]) -> dict[str, Any]:
    """The JSON Schema of one value of a click type (``Choice`` as an enum, ranges as
    bounds)."""
    if isinstance(param_type, click.Choice):
        return {"type": "string", "enum": [_choice_value(c) for c in param_type.choices]}
    if isinstance(param_type, click.IntRange | click.FloatRange):
        schema: dict[str, Any] = {
            "type": "integer" if isinstance(param_type, click.IntRange) else "number"}
        if param_type.min is not None:
            schema["exclusiveMinimum" if param_type.min_open else "minimum"] = param_type.min
        if param_type.max is not None:
            schema["exclusiveMaximum" if param_type.max_open else "maximum"] = param_type.max
        return schema
    if isinstance(param_type, click.types.IntParamType):
        return {"type": "integer"}
    if isinstance(param_type, click.types.FloatParamType):
        return {"type": "number"}
    if isinstance(param_type, click.types.BoolParamType):
        return {"type": "boolean"}
    return {"type": "string"}


def takes_path(param: click.Parameter) -> bool:
    """Whether a parameter names a file or directory."""
    return isinstance(param.type, click.Path | click.File)


def _json_default(value: Any) -> Any:
    if isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list | tuple) and value and all(
            isinstance(v, bool | int | float | str) for v in value):
        return list(value)
    return None


def _property(param: click.Parameter, ctx: click.Context) -> tuple[ToolParam, dict[str, Any]]:
    many = param.multiple or param.nargs != 1
    if isinstance(param, click.Option):
        long = next((o for o in param.opts if o.startswith("--")), param.opts[0])
        name = long.lstrip("-").replace("-", "_")
        if param.is_flag and not param.count:
            kind: ParamKind = "flag"
            schema: dict[str, Any] = {"type": "boolean"}
            many = False
        elif param.count:
            kind, schema, many = "count", {"type": "integer", "minimum": 0}, False
        else:
            kind, schema = "option", value_schema(param.type)
        tool_param = ToolParam(name, kind, long, next(iter(param.secondary_opts), ""),
                               many, param.required, param.name or name)
        help_text = param.help or ""
    else:
        name = param.name or "value"
        schema = value_schema(param.type)
        tool_param = ToolParam(name, "argument", many=many, required=param.required,
                               click_name=name)
        help_text = f"{param.human_readable_name} (positional argument of the command)"
    if many:
        schema = {"type": "array", "items": schema}
        if tool_param.required:
            schema["minItems"] = 1
        if param.nargs > 1:
            schema["minItems"] = schema["maxItems"] = param.nargs
    default = _json_default(param.get_default(ctx, call=False))
    if default is not None and not tool_param.required:
        schema["default"] = default
    if help_text:
        schema["description"] = help_text
    return tool_param, schema


def _usage(path: Sequence[str], params: Sequence[ToolParam]) -> str:
    words = ["rulesref", *path]
    for p in params:
        if p.kind == "argument":
            words.append(p.name.upper() + ("..." if p.many else ""))
        elif p.required:
            words.append(f"{p.opt} {p.name.upper()}")
    return " ".join([*words, "[OPTIONS]", JSON_OPTION])


def command_spec(command: click.Command, path: tuple[str, ...], ctx: click.Context,
                 document: tuple[str, str, Mapping[str, Any]] | None = None) -> ToolSpec | None:
    """The tool for one command, or ``None`` when it cannot be one.

    ``document`` is ``(path parameter, property name, document schema)`` for a command whose
    file is given to the tool as a JSON object instead.
    """
    params: list[ToolParam] = []
    properties: dict[str, Any] = {}
    required: list[str] = []
    has_json = False
    for param in command.params:
        opts = getattr(param, "opts", [])
        if JSON_OPTION in opts:
            has_json = True
            continue
        if any(o in SKIPPED_OPTIONS for o in opts):
            continue
        if takes_path(param):
            if document is not None and param.name == document[0]:
                name = document[1]
                params.append(ToolParam(name, "argument", required=True, click_name=name))
                properties[name] = dict(document[2])
                required.append(name)
            elif param.required:
                return None
            continue
        tool_param, schema = _property(param, ctx)
        if tool_param.name in properties:
            raise ValueError(f"rulesref {' '.join(path)}: two parameters named "
                             f"{tool_param.name!r}")
        params.append(tool_param)
        properties[tool_param.name] = schema
        if tool_param.required:
            required.append(tool_param.name)
    if not has_json:
        return None
    help_text = (command.help or command.short_help or "").replace("\b\n", "").strip()
    usage = _usage(path, params) if document is None else None
    description = help_text + (f"\n\nThe same as `{usage}`." if usage else "")
    input_schema: dict[str, Any] = {"type": "object", "properties": properties,
                                    "additionalProperties": False}
    if required:
        input_schema["required"] = required
    return ToolSpec(name="_".join(path).replace("-", "_"), path=path,
                    title=command.get_short_help_str(limit=120), description=description,
                    params=tuple(params), input_schema=input_schema,
                    document=document[1] if document else None)


def walk(group: click.Group, ctx: click.Context, path: tuple[str, ...] = ()
         ) -> Iterator[tuple[tuple[str, ...], click.Command, click.Context]]:
    """Every command under ``group`` with its path of command names (an alias is listed
    under the command's own name, so it may come more than once)."""
    for listed in group.list_commands(ctx):
        command = group.get_command(ctx, listed)
        if command is None or command.hidden:
            continue
        name = command.name or listed
        if name in SKIPPED_COMMANDS:
            continue
        sub_path = (*path, name)
        sub_ctx = click.Context(command, parent=ctx, info_name=name)
        if isinstance(command, click.Group):
            if command.invoke_without_command:
                yield sub_path, command, sub_ctx
            yield from walk(command, sub_ctx, sub_path)
        else:
            yield sub_path, command, sub_ctx


def unique_commands(root: click.Group) -> list[tuple[tuple[str, ...], click.Command,
                                                     click.Context]]:
    """Every command under ``root`` once, at its shortest path (a command reachable both
    on its own and inside a group is the one on its own), in the tree's order."""
    chosen: dict[int, tuple[tuple[str, ...], click.Command, click.Context]] = {}
    for found in walk(root, click.Context(root, info_name="rulesref")):
        key = id(found[1])
        if key not in chosen or len(found[0]) < len(chosen[key][0]):
            chosen[key] = found
    return sorted(chosen.values(), key=lambda f: f[0])


def tool_specs(root: click.Group) -> tuple[ToolSpec, ...]:
    """The tools for every command under ``root`` that can be one, sorted by name.

    :raises ValueError: when two commands would get the same tool name.
    """
    from rulesref.mcp.documents import document_forms, document_spec, find_form

    forms = document_forms()
    specs: list[ToolSpec] = []
    for path, command, ctx in unique_commands(root):
        spec = command_spec(command, path, ctx)
        form = find_form(command, forms) if spec is None else None
        if form is not None:
            spec = document_spec(form, command, path, ctx)
        if spec is not None:
            specs.append(spec)
    names = [s.name for s in specs]
    clashes = sorted({n for n in names if names.count(n) > 1})
    if clashes:
        raise ValueError(f"two commands give the same tool name: {', '.join(clashes)}")
    return tuple(sorted(specs, key=lambda s: s.name))
