"""Running a tool: its command in this process with ``--json``, its output parsed.

The command runs through the same click tree as ``rulesref ... --json`` on a terminal, with
standard output and error captured, so a tool returns exactly the JSON the command prints.
A command's exit code 1 (a rule broken, such as an illegal army) or 3 (inconclusive) is an
answer, not an error: its JSON is returned with the exit code in the result's metadata.
Bad input (exit 2) and any other failure become a tool error carrying the command's
one-line cause.
"""

from __future__ import annotations

import contextlib
import io
import json
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import click

from rulesref.errors import RulesError
from rulesref.mcp.tools import ToolArgumentError, ToolSpec

EXIT_BAD_INPUT = 2
"""The exit code of bad input, as the command line's."""

_lock = threading.Lock()
"""Standard output is one per process: one command runs at a time."""


@dataclass(frozen=True)
class Outcome:
    """What running a tool gave."""

    exit_code: int
    """The command's exit code (0, 1 or 3 for an answer; 2 for bad input)."""
    data: dict[str, Any] | None
    """The JSON the command printed, as an object (``None`` for an error)."""
    text: str
    """The JSON as printed, or the one-line cause of an error."""

    @property
    def is_error(self) -> bool:
        """Whether the tool failed (no answer to return)."""
        return self.data is None


def error(message: str, exit_code: int = EXIT_BAD_INPUT) -> Outcome:
    """A failed tool call with its one-line cause."""
    return Outcome(exit_code, None, message)


def parse_output(stdout: str) -> dict[str, Any] | None:
    """The JSON a command printed, as one object: an object as is, JSON lines or a list as
    ``{"results": [...]}``; ``None`` when the output is not JSON."""
    try:
        value: Any = json.loads(stdout)
    except json.JSONDecodeError:
        try:
            value = [json.loads(line) for line in stdout.splitlines() if line.strip()]
        except json.JSONDecodeError:
            return None
        if len(value) == 1:
            value = value[0]
    if isinstance(value, dict):
        return value
    return {"results": value if isinstance(value, list) else [value]}


def _cause(exc: click.ClickException, stdout: str, stderr: str) -> str:
    message = exc.format_message().strip()
    if message:
        return message
    printed = parse_output(stdout)
    if printed is not None and isinstance(printed.get("error"), str):
        return str(printed["error"])
    lines = [ln.removeprefix("Error: ").strip() for ln in stderr.splitlines() if ln.strip()]
    return lines[-1] if lines else f"the command failed with exit code {exc.exit_code}"


def run_command(root: click.Group, argv: list[str]) -> Outcome:
    """Run ``rulesref ARGV`` in this process and return its JSON or its one-line cause."""
    out, err = io.StringIO(), io.StringIO()
    with _lock, contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = root.main(argv, prog_name="rulesref", standalone_mode=False)
            exit_code = code if isinstance(code, int) else 0
        except click.exceptions.Exit as exc:
            exit_code = exc.exit_code
        except click.ClickException as exc:
            if exc.exit_code == EXIT_BAD_INPUT or not out.getvalue().strip():
                return error(_cause(exc, out.getvalue(), err.getvalue()), exc.exit_code)
            exit_code = exc.exit_code
        except click.Abort:
            return error("the command was aborted", 1)
        except RulesError as exc:
            return error(str(exc))
        except Exception as exc:
            return error(f"internal error: {type(exc).__name__}: {exc} (please report this)", 1)
    stdout = out.getvalue()
    data = parse_output(stdout)
    if data is None:
        return error(f"rulesref {' '.join(argv[:2])} printed no JSON", 1)
    if exit_code == EXIT_BAD_INPUT:
        return error(str(data.get("error") or "bad input"))
    return Outcome(exit_code, data, stdout.strip())


def run_tool(root: click.Group, spec: ToolSpec, arguments: Mapping[str, Any]) -> Outcome:
    """Run one tool with its arguments; never raises for bad arguments or rules errors."""
    try:
        if spec.document is not None:
            from rulesref.mcp.documents import run_document

            with _lock:
                exit_code, data = run_document(spec, arguments)
            return Outcome(exit_code, data, json.dumps(data, ensure_ascii=False))
        return run_command(root, spec.argv(arguments))
    except ToolArgumentError as exc:
        return error(str(exc))
    except click.ClickException as exc:
        return error(exc.format_message(), exc.exit_code)
    except RulesError as exc:
        return error(str(exc))
    except Exception as exc:
        return error(f"internal error: {type(exc).__name__}: {exc} (please report this)", 1)
