"""Calling a tool: its command function, directly, in the calling thread.

No click, no captured output and no lock: the function returns its answer record, whose
``to_json()`` is the structured content and whose verdict is the exit code (the command
line's: 0 an answer, 1 a rule broken, 3 inconclusive). Bad input (a
:class:`~rulesref.errors.RulesError`, from the arguments' checks or the function) is a tool
error with its one-line cause and exit code 2. Anything else is an internal error, exit 3
(a crash decides nothing), never 1.

A command whose answer holds a long list is handed out a part at a time (``offset``,
``limit``); the part returned says how many there are and where the next part starts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulesref.core.commands import EXIT_BAD_INPUT, Verdict
from rulesref.core.jsontext import dumps
from rulesref.errors import RulesError
from rulesref.mcp.tools import ToolSpec, check_arguments

EXIT_INTERNAL = int(Verdict.INCONCLUSIVE)
"""The exit code of an internal error or a call stopped by its time limit, as the command
line's: inconclusive, never a broken rule."""
MAX_MESSAGE = 500
"""The longest error message returned (a cause that quotes the input is cut)."""
MAX_RESULT = 2_000_000
"""The longest answer returned, as JSON text; a longer one asks for a smaller part."""


@dataclass(frozen=True)
class Outcome:
    """What calling a tool gave."""

    exit_code: int
    """The answer's verdict (0, 1 or 3), or 2 for bad input, 3 for an internal error."""
    data: dict[str, Any] | None
    """The answer as JSON data (``None`` for an error)."""
    text: str
    """The answer as escaped JSON text, or the one-line cause of an error."""

    @property
    def is_error(self) -> bool:
        """Whether the call failed (no answer to return)."""
        return self.data is None


def error(message: str, exit_code: int = EXIT_BAD_INPUT) -> Outcome:
    """A failed call with its one-line cause (escaped and cut to :data:`MAX_MESSAGE`)."""
    line = " ".join(message.split("\n"))
    line = dumps(line, indent=None)[1:-1] if not line.isprintable() else line
    if len(line) > MAX_MESSAGE:
        line = line[:MAX_MESSAGE] + "..."
    return Outcome(exit_code, None, line)


def _page(spec: ToolSpec, data: dict[str, Any], offset: int, limit: int) -> dict[str, Any]:
    field = spec.command.pages
    items = data.get(field) if field is not None else None
    if field is None or not isinstance(items, list):
        return data
    total = len(items)
    if offset == 0 and total <= limit:
        return data
    end = min(total, offset + limit)
    return {**data, field: items[offset:end],
            "page": {"field": field, "offset": offset, "limit": limit, "total": total,
                     "next_offset": end if end < total else None}}


def call(spec: ToolSpec, arguments: Mapping[str, Any],
         context: Mapping[str, Any] | None = None) -> Outcome:
    """Check the arguments, call the command function, and return its answer; never raises
    for bad arguments, rules errors or a crash of the function.

    ``context`` holds what the server was started with (the user's books, by game): each
    value goes to the function when it takes a keyword argument of that name and the tool
    does not (an assistant can never set it).
    """
    try:
        values, offset, limit = check_arguments(spec, arguments)
        function = spec.command.function()
        if context:
            import inspect

            takes = inspect.signature(function).parameters
            values = {**{k: v for k, v in context.items()
                         if k in takes and k not in values}, **values}
        found = function(**values)
        data = found.to_json()
        if spec.pages:
            data = _page(spec, data, offset, limit)
        text = dumps(data, indent=None)
    except RulesError as exc:
        return error(str(exc))
    except Exception as exc:  # a bug: reported, never a broken rule
        return error(f"internal error: {type(exc).__name__}: {exc} (please report this)",
                     EXIT_INTERNAL)
    if len(text) > MAX_RESULT:
        return error(f"the answer is {len(text):,} characters long; ask for a part of it "
                     "(offset and limit)", EXIT_INTERNAL)
    return Outcome(int(found.verdict), data, text)
