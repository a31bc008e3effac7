"""Test-only command functions for the worker processes: one that never ends on its own, one
that crashes, one whose process dies, and their heavy command specs. The workers import them
by name (``tests.mcp.slow:spin``), as they import a ruleset's functions."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from rulesref.core.commands import Command, Param


def _note_pid(pid_file: str) -> None:
    """Write this process's id to ``pid_file`` (written whole, then renamed into place, so
    a reader never sees half of it)."""
    partial = Path(pid_file + ".part")
    partial.write_text(str(os.getpid()), encoding="utf-8")
    partial.replace(pid_file)


def spin(pid_file: str) -> Any:
    """Note the worker's process id, then compute forever (holding a whole core, as a CPU
    bound validation does): only the time limit ends it."""
    _note_pid(pid_file)
    count = 0
    while True:
        count += 1


def crash(pid_file: str) -> Any:
    """Note the worker's process id, then fail as a bug would."""
    _note_pid(pid_file)
    raise RuntimeError("boom")


def die(pid_file: str) -> Any:
    """Note the worker's process id, then end the process at once, as a crash of the
    interpreter would."""
    _note_pid(pid_file)
    os._exit(7)


def _spec(name: str) -> Command:
    return Command(name=name, game="toy", run=f"{__name__}:{name}", title=name,
                   description=f"A test command that does not return ({name}).",
                   params=(Param(name="pid_file", required=True, max_length=4096),),
                   heavy=True)


SPIN = _spec("spin")
"""Never answers."""
CRASH = _spec("crash")
"""Raises."""
DIE = _spec("die")
"""Ends its worker process."""
