"""Calling a tool: its command function, directly, in the calling thread.

No click, no captured output and no lock: the function returns its answer record, whose
``to_json()`` is the structured content and whose verdict is the exit code (the command
line's: 0 an answer, 1 a rule broken, 3 inconclusive). Bad input (a
:class:`~rulesref.errors.RulesError`, from the arguments' checks or the function) is a tool
error with its one-line cause and exit code 2. Anything else is an internal error, exit 3
(a crash decides nothing), never 1.

A call is two steps: :func:`prepare` checks the arguments into a :class:`Request` (plain
JSON data), and :func:`answer` runs it. The server runs a heavy command's request in a
worker process (:mod:`rulesref.mcp.workers`), which sends it as JSON text; :func:`call` does
both steps here.

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


@dataclass(frozen=True)
class Request:
    """A call whose arguments are checked: what running its function takes, as plain JSON
    data (so that a worker process can be sent it)."""

    run: str
    """``"module:function"`` of the command function."""
    values: dict[str, Any]
    """The function's keyword arguments."""
    pages: str | None = None
    """The answer's field to hand out a part at a time, if the tool pages it."""
    offset: int = 0
    """The first item of that field to return."""
    limit: int = 0
    """The most items of that field to return."""

    def to_json(self) -> dict[str, Any]:
        """The request as JSON data."""
        return {"run": self.run, "values": self.values, "pages": self.pages,
                "offset": self.offset, "limit": self.limit}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Request:
        """The request of :meth:`to_json`'s data."""
        return cls(run=data["run"], values=dict(data["values"]), pages=data["pages"],
                   offset=data["offset"], limit=data["limit"])


def prepare(spec: ToolSpec, arguments: Mapping[str, Any],
            context: Mapping[str, Any] | None = None) -> Request:
    """The request of a call: the arguments checked and shaped for the function.

    ``context`` holds what the server was started with (the user's books, by game): each
    value goes to the function when it takes a keyword argument of that name and the tool
    does not (an assistant can never set it).

    :raises RulesError: for bad arguments (a :class:`~rulesref.mcp.tools.ToolArgumentError`)
        or a function that cannot be found.
    """
    values, offset, limit = check_arguments(spec, arguments)
    if context:
        import inspect

        takes = inspect.signature(spec.command.function()).parameters
        values = {**{k: v for k, v in context.items() if k in takes and k not in values},
                  **values}
    return Request(spec.command.run, values, spec.command.pages if spec.pages else None,
                   offset, limit)


def _page(field: str, data: dict[str, Any], offset: int, limit: int) -> dict[str, Any]:
    items = data.get(field)
    if not isinstance(items, list):
        return data
    total = len(items)
    if offset == 0 and total <= limit:
        return data
    end = min(total, offset + limit)
    return {**data, field: items[offset:end],
            "page": {"field": field, "offset": offset, "limit": limit, "total": total,
                     "next_offset": end if end < total else None}}


def answer(request: Request) -> Outcome:
    """Run a request's function and return its answer; never raises for rules errors or a
    crash of the function."""
    from rulesref.core.registry import resolve

    try:
        function = resolve(request.run)
        found = function(**request.values)
        data = found.to_json()
        if request.pages is not None:
            data = _page(request.pages, data, request.offset, request.limit)
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


def call(spec: ToolSpec, arguments: Mapping[str, Any],
         context: Mapping[str, Any] | None = None) -> Outcome:
    """Check the arguments, call the command function here, and return its answer; never
    raises for bad arguments, rules errors or a crash of the function (see :func:`prepare`
    for ``context``)."""
    try:
        request = prepare(spec, arguments, context)
    except RulesError as exc:
        return error(str(exc))
    return answer(request)
