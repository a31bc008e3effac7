"""Every corpus file through the installed ``rulesref`` binary, as a real subprocess: exit 2,
exactly one line on standard error naming the file, the place and the cause, JSON on
standard output with ``--json``, the file untouched, and never ``internal error``.

The subprocess timeout is a guard against a hang only (a hang fails the test); nothing here
is timed.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.badinput.corpus import ARMY, CASES, CHART, Case
from tests.badinput.runbin import run

COMMANDS = {
    ARMY: (("validate",), ("validate", "--json"), ("roster",)),
    CHART: (("verify", "target-table", "--table"), ("verify", "target-table", "--json",
                                                    "--table")),
}


def _params() -> list[Any]:
    out = []
    for case in CASES:
        for kind in sorted(case.kinds):
            for args in COMMANDS[kind]:
                out.append(pytest.param(case, args,
                                        id=f"{case.name}-{'-'.join(args)}"))
    return out


def _fingerprint(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


@pytest.mark.parametrize(("case", "args"), _params())
def test_corpus_file_is_bad_input(tmp_path: Path, case: Case, args: tuple[str, ...]) -> None:
    path = tmp_path / case.name
    path.write_bytes(case.data())
    before = _fingerprint(path)
    result = run([*args, case.name], cwd=tmp_path)
    assert _fingerprint(path) == before, "the input file was changed"
    assert "internal error" not in result.stderr, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert result.returncode == 2, (result.returncode, result.stdout[:500], result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    (line,) = lines
    assert case.name in line, line
    assert case.cause in line, line
    if case.place is not None:
        assert re.search(case.place, line), (case.place, line)
    if "--json" in args:
        data = json.loads(result.stdout)
        assert isinstance(data, dict) and data["error"], data
        assert case.name in data["error"]
    elif args[0] == "validate":
        assert result.stdout == "", "a single unreadable file prints nothing on stdout"


def test_corpus_covers_every_cause() -> None:
    names = {c.name for c in CASES}
    assert len(names) == len(CASES), "corpus file names are unique"
    for needed in ("hero-minus-50.yaml", "ranged-plus-minus-20.yaml", "huge-int.yaml",
                   "huge-int.json", "huge-int-keyword.yaml", "huge-int.csv", "deep.json",
                   "deep.yaml", "int-tag.yaml", "float-tag.yaml", "timestamp-tag.yaml",
                   "python-tag.yaml", "surrogate.json", "duplicate-key.yaml",
                   "points-yes.yaml", "points-sexagesimal.yaml", "binary.yaml",
                   "latin1.yaml", "oversized.yaml", "bomb.yaml", "empty.yaml", "list.json",
                   "superscript.csv", "cr-only.csv", "huge-field.csv"):
        assert needed in names, needed
