"""Fuzzing command arguments through click's runner (fast, in process); the default game's
army documents are fuzzed in its test folder with the same contract.

The contract, for anything a stranger can send: no exception escapes (so ``internal error``
is never reached), the exit code is one of 0-3, exit 1 always comes with the broken rule
printed, and ``--json`` always gets JSON. Runs under the conftest's derandomised ``ci``
profile, so a failure reproduces.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import click
from click.testing import CliRunner, Result
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.cli import cli
from tests.cli.test_every_command import LEAVES

CI = settings.get_profile("ci")

def check(result: Result, as_json: bool, lines_of_json: bool) -> None:
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        repr(result.exception))
    assert result.exit_code in (0, 1, 2, 3), result.exit_code
    assert "internal error" not in result.output and "Traceback" not in result.output
    if as_json:
        assert result.stdout.strip(), "--json printed nothing"
        if lines_of_json:
            objects = [json.loads(line) for line in result.stdout.splitlines()]
        else:
            objects = [json.loads(result.stdout)]
        assert all(isinstance(o, dict) for o in objects)
        if result.exit_code == 1:
            assert any(o.get("valid") is False and o.get("violations") for o in objects) or (
                not lines_of_json and objects[0].get("error") is None), objects
        if result.exit_code == 2:
            assert any(o.get("error") for o in objects), objects
    elif result.exit_code == 1:
        assert result.stdout.strip(), "exit 1 without the broken rule printed"
    if result.exit_code == 2:
        assert result.stderr.strip(), "exit 2 without a cause"


#: Commands worth fuzzing in process: the z3 proofs and the full rulebook checks are left
#: to their own tests (each run takes seconds), and the MCP server, which answers JSON-RPC
#: on standard input rather than one command line, to tests/mcp.
SLOW = {("verify",), ("mcp",)}
PROOFS = {"target-table", "check-odds"}
"""The commands that run a z3 proof, in whichever group they are."""
FUZZED = [(path, command) for path, command in LEAVES
          if path not in SLOW and path[-1] not in PROOFS]

WORDS = ["Light Infantry", "Monster", "Beasts", "Artillery", "monstr", "Heavy Cavalry",
         "Brutal", "Elite", "Tough [1]", "Hero [+2000]", "Hero [-50]", "Tattered Banner",
         "Hold!", "Cover", "Stubborn", "-1", "0", "3", "101", "99999999999999999999",
         "9" * 5000, "1.5", "x", "--", "-", "a.yaml", "Clucky: 2x Sacrificial Sheep",
         "2x Dynamite Donkey", "base", "all-at-once", "\x1b[2J", "\nforged", "=", "A=B"]


UNIT_WORDS = ["Light Infantry", "Monster", "Beasts", "Artillery", "Ranged Infantry",
              "Heavy Cavalry", "War Wagon"]
KEYWORD_WORDS = ["Brutal", "Elite", "Tough [1]", "Hero [+1]", "Cursed", "Critical Hits",
                 "Tattered Banner", "Hold!", "Cover", "Stubborn", "Self-Destructive", "Wild"]


def _value(param: click.Parameter) -> st.SearchStrategy[str]:
    """Mostly a sensible value for ``param``, otherwise any word."""
    if isinstance(param.type, click.Choice):
        good: st.SearchStrategy[str] = st.sampled_from([str(c) for c in param.type.choices])
    elif isinstance(param.type, click.types.IntParamType):
        good = st.integers(-2, 120).map(str)
    elif param.name in ("attacker", "defender", "unit_type"):
        good = st.sampled_from(UNIT_WORDS)
    elif param.name in ("keywords", "name", "with_", "defender_with"):
        good = st.sampled_from(KEYWORD_WORDS)
    else:
        good = st.sampled_from(WORDS)
    anything = st.sampled_from(WORDS) | st.text(max_size=10)
    return st.sampled_from(range(5)).flatmap(lambda n: anything if n == 2 else good)


@st.composite
def invocations(draw: st.DrawFn) -> tuple[list[str], bool, bool]:
    path, command = draw(st.sampled_from(FUZZED))
    tokens = []
    for param in command.params:
        if isinstance(param, click.Argument):
            count = 1 if param.nargs == 1 else draw(st.integers(0, 3))
            tokens += [draw(_value(param)) for _ in range(count)]
    options = [p for p in command.params if isinstance(p, click.Option)
               and p.name not in ("as_json", "help")]
    for param in draw(st.lists(st.sampled_from(options), max_size=4)) if options else ():
        tokens.append(draw(st.sampled_from(param.opts)))
        if not param.is_flag:
            tokens.append(draw(_value(param)))
    if draw(st.sampled_from(range(4))) == 2:  # and now and then something out of place
        tokens.insert(draw(st.integers(0, len(tokens))), draw(st.sampled_from(WORDS)))
    as_json = draw(st.booleans())
    # --json right after the command name: never mistaken for an option's value
    args = [*path, *(["--json"] if as_json else []), *tokens]
    return args, as_json, path[-1] == "validate"  # one object a file, then a summary


@settings(CI)
@given(invocations())
def test_command_arguments(tmp_path_factory: Any, invocation: tuple[list[str], bool, bool]
                           ) -> None:
    args, as_json, lines_of_json = invocation
    runner = CliRunner()
    folder: Path = tmp_path_factory.mktemp("args")
    with contextlib.chdir(folder):  # a path among the arguments finds an empty directory
        result = runner.invoke(cli, args)
    check(result, as_json, lines_of_json)
