"""MCP tools generated from the command specs (:class:`~rulesref.core.commands.Command`).

Every installed ruleset lists its command functions in its ``answers`` entry, and the
commands of every game (``search``, ``verify``, ``lint``) are listed in
:data:`rulesref.core.answers.SPECS`; each becomes one tool, named by game
(``<game>_tn``, ``<game>_verify_target_table``, ``search``). The player's tools are listed by
default; the maintainer's (checks of the book itself) only for ``rulesref mcp
--maintainer``.

A tool's input schema comes from the command's :class:`~rulesref.core.commands.Param` s:
closed sets as enums, numbers with their bounds, lists with their most items. A command whose
answer holds a long list (:attr:`~rulesref.core.commands.Command.pages`) also takes
``offset`` and ``limit``, unless it pages its own results.

Nothing here imports the MCP SDK or click: the specs are plain data, tested on their own.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulesref.core.commands import MAX_DOCUMENT, MAX_ITEMS, MAX_TEXT, Command, Param
from rulesref.errors import RulesError

#: The most items of a long list one call returns unless asked for fewer.
PAGE = 50
#: The longest argument name echoed in a message.
MAX_NAME = 40


class ToolArgumentError(RulesError):
    """A tool was called with arguments it does not take, of the wrong shape, or too
    large (the message never echoes a long value)."""


@dataclass(frozen=True)
class ToolSpec:
    """One tool: its command and what a client is shown of it."""

    command: Command
    """The command function it calls."""
    input_schema: Mapping[str, Any]
    """The JSON Schema of its arguments."""

    @property
    def name(self) -> str:
        """The tool name (``<game>_tn``)."""
        return self.command.tool_name

    @property
    def pages(self) -> bool:
        """Whether the tool itself hands out a long list a part at a time."""
        return self.command.pages is not None and not any(
            p.name == "offset" for p in self.command.params)


def installed_commands(maintainer: bool = False) -> tuple[Command, ...]:
    """The command specs of every installed ruleset and of every game, the maintainer's
    only when ``maintainer``.

    :raises RulesError: when a ruleset's specs cannot be loaded.
    """
    from rulesref.core.answers import SPECS
    from rulesref.core.registry import resolve, rulesets

    found: list[Command] = []
    for ruleset in rulesets():
        found.extend(ruleset.load_answers())
    for reference in SPECS:
        found.extend(resolve(reference))
    return tuple(c for c in found if maintainer or c.audience == "player")


def _value_schema(command: Command, param: Param) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": param.type}
    choices = command.choices_of(param)
    if choices is not None:
        schema["enum"] = list(choices)
    if param.minimum is not None:
        schema["minimum"] = param.minimum
    if param.maximum is not None:
        schema["maximum"] = param.maximum
    if param.type == "string" and param.max_length != MAX_TEXT and choices is None:
        schema["maxLength"] = param.max_length
    return schema


def param_schema(command: Command, param: Param) -> dict[str, Any]:
    """The JSON Schema of one argument (a list of values when ``param.many``)."""
    schema = _value_schema(command, param)
    if param.many:
        schema = {"type": "array", "items": schema}
        if param.max_items != MAX_ITEMS:
            schema["maxItems"] = param.max_items
    if param.default not in (None, False):
        schema["default"] = param.default
    if param.help:
        schema["description"] = param.help
    return schema


def tool_spec(command: Command) -> ToolSpec:
    """The tool of one command."""
    properties = {p.name: param_schema(command, p) for p in command.params}
    if command.pages is not None and "offset" not in properties:
        properties["offset"] = {"type": "integer", "minimum": 0,
                                "description": f"Skip this many {command.pages}."}
        properties["limit"] = {"type": "integer", "minimum": 1, "maximum": PAGE,
                               "default": PAGE, "description": f"Most {command.pages}."}
    # no "additionalProperties": every call's arguments are checked against the command's
    # own (an unknown one is refused with did-you-mean), and the listing stays shorter
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    required = [p.name for p in command.params if p.required]
    if required:
        schema["required"] = required
    return ToolSpec(command, schema)


def tool_specs(maintainer: bool = False) -> tuple[ToolSpec, ...]:
    """Every tool, sorted by name.

    :raises ValueError: when two commands would get the same tool name.
    """
    specs = sorted((tool_spec(c) for c in installed_commands(maintainer)),
                   key=lambda s: s.name)
    names = [s.name for s in specs]
    clashes = sorted({n for n in names if names.count(n) > 1})
    if clashes:
        raise ValueError(f"two commands give the same tool name: {', '.join(clashes)}")
    return tuple(specs)


# --------------------------------------------------------------------------- arguments


def _named(name: str) -> str:
    """An argument name for a message: quoted, escaped, and never long."""
    return ascii(name) if len(name) <= MAX_NAME else "(a name over 40 characters)"


def check_arguments(spec: ToolSpec, arguments: Any) -> tuple[dict[str, Any], int, int]:
    """The function's keyword arguments, in the shape each takes (a single value given for
    a list becomes a list of one), and the page asked for (offset, limit).

    :raises ToolArgumentError: for an unknown argument, a missing required one, a value of
        the wrong type or out of bounds, or one too long or with too many items; the
        message names the argument and the limit, never the value.
    """
    from rulesref.core.names import suggest

    if not isinstance(arguments, Mapping):
        raise ToolArgumentError(f"{spec.name}: the arguments must be a JSON object")
    known = {p.name: p for p in spec.command.params}
    values: dict[str, Any] = {}
    offset, limit = 0, PAGE
    for name, value in arguments.items():
        if spec.pages and name in ("offset", "limit"):
            number = _number(name, value, "integer", 0 if name == "offset" else 1,
                             None if name == "offset" else PAGE)
            if name == "offset":
                offset = int(number)
            else:
                limit = int(number)
            continue
        param = known.get(name) if isinstance(name, str) else None
        if param is None:
            text = str(name)
            hint = suggest(text, known) if len(text) <= MAX_NAME else []
            raise ToolArgumentError(
                f"{spec.name} takes no argument {_named(text)}"
                + (f"; did you mean {' or '.join(repr(h) for h in hint)}?" if hint else
                   f"; it takes {', '.join(known) or 'none'}"))
        if value is not None:
            values[name] = _shaped(param, value)
    for param in spec.command.params:
        if param.required and values.get(param.name) in (None, []):
            raise ToolArgumentError(f"{spec.name}: missing required argument {param.name!r}")
    return values, offset, limit


def _shaped(param: Param, value: Any) -> Any:
    if param.many:
        items = value if isinstance(value, list) else [value]
        if len(items) > param.max_items:
            raise ToolArgumentError(f"{param.name}: more than {param.max_items} values")
        return [_scalar(param, item) for item in items]
    return _scalar(param, value)


def _kind(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    return "a string" if isinstance(value, str) else "null"


def _scalar(param: Param, value: Any) -> Any:
    name = param.name
    if param.type == "object":
        if not isinstance(value, dict):
            raise ToolArgumentError(f"{name}: expected a JSON object, not {_kind(value)}")
        try:
            size = len(json.dumps(value, ensure_ascii=False))
        except (RecursionError, ValueError):
            raise ToolArgumentError(f"{name}: nested too deeply") from None
        if size > MAX_DOCUMENT:
            raise ToolArgumentError(f"{name}: over {MAX_DOCUMENT:,} characters as JSON")
        return value
    if param.type == "boolean":
        if not isinstance(value, bool):
            raise ToolArgumentError(f"{name}: expected true or false, not {_kind(value)}")
        return value
    if param.type in ("integer", "number"):
        return _number(name, value, param.type, param.minimum, param.maximum)
    if not isinstance(value, str):
        raise ToolArgumentError(f"{name}: expected a string, not {_kind(value)}")
    if len(value) > param.max_length:
        raise ToolArgumentError(f"{name}: longer than {param.max_length} characters")
    return value


def _number(name: str, value: Any, kind: str, minimum: float | None,
            maximum: float | None) -> int | float:
    if kind == "integer":
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool):
            raise ToolArgumentError(f"{name}: expected a whole number, not {_kind(value)}")
    elif not isinstance(value, int | float) or isinstance(value, bool) or (
            isinstance(value, float) and not math.isfinite(value)):
        raise ToolArgumentError(f"{name}: expected a number, not {_kind(value)}")
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        low = "" if minimum is None else f"at least {minimum:g}"
        high = "" if maximum is None else f"at most {maximum:g}"
        raise ToolArgumentError(f"{name}: must be {' and '.join(w for w in (low, high) if w)}")
    return int(value) if kind == "integer" else float(value)


__all__ = ["MAX_ITEMS", "PAGE", "ToolArgumentError", "ToolSpec", "check_arguments",
           "installed_commands", "param_schema", "tool_spec", "tool_specs"]
