"""Running the installed ``rulesref`` binary as a real subprocess, for the bad-input tests."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

#: A guard against a hang only, never a timing assertion: generous on a loaded machine.
HANG_GUARD_SECONDS = 120


def binary() -> str:
    """The ``rulesref`` console script of the running interpreter's environment."""
    beside = Path(sys.executable).with_name("rulesref")
    found = str(beside) if beside.exists() else shutil.which("rulesref")
    if found is None:
        pytest.skip("the rulesref console script is not installed")
    return found


def run(args: Sequence[str], cwd: Path, stdin: bytes | None = None
        ) -> subprocess.CompletedProcess[str]:
    """Run ``rulesref ARGS`` in ``cwd``; output decoded as UTF-8 (invalid bytes fail)."""
    try:
        done = subprocess.run([binary(), *args], cwd=cwd, input=stdin or b"",
                              capture_output=True, timeout=HANG_GUARD_SECONDS)
    except subprocess.TimeoutExpired:
        pytest.fail(f"rulesref {' '.join(args)} hung (no answer in {HANG_GUARD_SECONDS} s)")
    return subprocess.CompletedProcess(done.args, done.returncode,
                                       done.stdout.decode("utf-8"), done.stderr.decode("utf-8"))
