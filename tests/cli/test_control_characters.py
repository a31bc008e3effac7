"""Raw control characters never reach the terminal, through the installed binary: click's
own usage errors quote the arguments escaped, ``--json`` escapes DEL even in otherwise
ASCII text, group-level usage errors answer in JSON when ``--json`` is among the tokens, and
``lint``/``verify`` refuse ``--github`` with ``--json`` (both print on standard output).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rulesref.core.registry import names
from tests.badinput.runbin import run

#: Every installed ruleset's command group (named through the registry, as core code does).
GROUPS = names()

#: ESC with an OSC title sequence and BEL, DEL, a C1 CSI, RLO, and a clear-screen.
HOSTILE = "\x1b]0;owned\x07\x7f\u202e\x9b2J\x1b[2J"
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _clean(text: str) -> None:
    assert not RAW.search(text), repr(text)


@pytest.mark.parametrize("args", [
    ["tn", "Light Infantry", "Monster", HOSTILE],          # click's extra-argument message
    ["odds", "Light Infantry", "Monster", "--dice", HOSTILE],  # click's bad-integer message
    ["verify", "--game", HOSTILE, HOSTILE],
    ["keyword", f"--{HOSTILE}"],                           # click's no-such-option message
    [HOSTILE],                                             # no such command
])
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_usage_errors_escape_what_they_quote(tmp_path: Path, args: list[str],
                                             as_json: bool) -> None:
    result = run([*args, *(["--json"] if as_json else [])], cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    _clean(result.stdout)
    _clean(result.stderr)
    assert "\\x1b" in result.stderr or "\\u202e" in result.stderr or "\\x7f" in result.stderr
    if as_json:
        assert json.loads(result.stdout)["exit_code"] == 2


def test_json_escapes_del_in_ascii_text(tmp_path: Path) -> None:
    result = run(["search", "Hero\x7f", "--json"], cwd=tmp_path)
    _clean(result.stdout)
    assert '"query": "Hero\\u007f"' in result.stdout
    assert json.loads(result.stdout)["query"] == "Hero\x7f"


@pytest.mark.parametrize("args", [*([g, "no-such-command"] for g in GROUPS),
                                  *([g, "--json", "x"] for g in GROUPS),
                                  ["no-such-command"], ["verify", "no-such-check"]])
def test_group_usage_errors_honour_json(tmp_path: Path, args: list[str]) -> None:
    result = run([*args, "--json"] if "--json" not in args else args, cwd=tmp_path)
    assert result.returncode == 2
    data = json.loads(result.stdout)
    assert data["exit_code"] == 2 and data["error"] and data["usage"].startswith("Usage:")
    assert len(result.stderr.splitlines()) == 1


@pytest.mark.parametrize("command", [["lint", "chapter.txt", "--game", GROUPS[0]],
                                     ["verify", "--game", GROUPS[-1]]])
def test_github_with_json_is_a_usage_error(tmp_path: Path, command: list[str]) -> None:
    (tmp_path / "chapter.txt").write_text("A Cantrip costs 2 Mercury.\n", encoding="utf-8")
    result = run([*command, "--json", "--github"], cwd=tmp_path)
    assert result.returncode == 2
    assert json.loads(result.stdout) == {
        "error": json.loads(result.stdout)["error"], "exit_code": 2}
    assert "--github and --json both print on standard output" in result.stderr
    assert "::" not in result.stdout
