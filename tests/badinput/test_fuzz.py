"""Fuzzing army documents and command arguments through click's runner (fast, in process).

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
import yaml
from click.testing import CliRunner, Result
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.cli import cli
from tests.cli.test_every_command import LEAVES
from tests.games.hobgoblin.armies import SAFE_STRENGTHS, SAFE_WEAKNESSES, UNIT_TYPES

CI = settings.get_profile("ci")

NASTY = ["", " ", "\x1b[2J", "\x1b]0;title\x07", "\nother.yaml: legal", "\u202e", "\u2028",
         "a" * 300, "Hero [-50]", "Hero [+2000]", "Hero [+-1]", "Ranged [+-20]", "Wild [3]",
         "Hero [x]", "Hero [", "[+1]", "General", "Battle Standard", "Wizard", "Tome of Magic",
         "Horde", "Narrow Footprint", "Wide Footprint", "9" * 400, "-1", "0", "1e9", "null",
         "~", "yes", "50:00", "!!int x", "*a", "&a", "{", "[", "- x", "<script>", "[x](y)"]

scalars = (st.none() | st.booleans() | st.integers(-10**9, 10**15)
           | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=20)
           | st.sampled_from(NASTY))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=8) | st.sampled_from(
                          ["name", "type", "keywords", "base", "units"]), inner, max_size=4),
                      max_leaves=12)
good_keywords = st.sampled_from([*SAFE_STRENGTHS, *SAFE_WEAKNESSES, "Elite", "Tough",
                                 "Short-Ranged", "Skirmishers", "Swift [+4]", "Wizard",
                                 "Horde", "Narrow Footprint", "Wide Footprint", "Broken"])
keyword_texts = st.sampled_from(range(6)).flatmap(lambda n: st.sampled_from(NASTY) if n == 3
                                                  else good_keywords)
names = st.text(max_size=12) | st.sampled_from(NASTY)


def _mostly(good: st.SearchStrategy[Any], tries: int = 8) -> st.SearchStrategy[Any]:
    """``good`` but one time in ``tries``, when it is any value at all."""
    return st.sampled_from(range(tries)).flatmap(lambda n: values if n == tries // 2 else good)


unit = st.fixed_dictionaries(
    {"name": _mostly(names), "type": _mostly(st.sampled_from([*UNIT_TYPES, "Goblin"]))},
    optional={"keywords": _mostly(st.lists(keyword_texts, max_size=6)),
              "allegiance": _mostly(st.sampled_from(["Void", "Flame", "nonsense"])),
              "base": _mostly(st.fixed_dictionaries({"width_mm": st.integers(-5, 500),
                                                     "depth_mm": st.integers(-5, 500)}))})
general = st.just({"name": "Chief", "type": "Heavy Infantry",
                   "keywords": ["General", "Battle Standard"]})
army = st.fixed_dictionaries(
    {"game": _mostly(st.just("hobgoblin")),
     "name": _mostly(names),
     "points_limit": _mostly(st.integers(1, 10**12)),
     "units": _mostly(st.tuples(general, st.lists(unit, max_size=5)).map(
         lambda t: [t[0], *t[1]]) | st.lists(unit, max_size=6))},
    optional={"artefact": _mostly(st.sampled_from(["The Ferric Blade", "nothing"]))})
#: Mostly army lists (legal, illegal, or wrong in one field); now and then a stray key, or
#: anything at all.
documents = st.sampled_from(range(10)).flatmap(
    lambda n: values if n == 4 else army.flatmap(
        lambda d: st.dictionaries(st.text(max_size=8), values, min_size=1, max_size=2).map(
            lambda extra: {**d, **extra})) if n == 5 else army)


def _serialise(data: Any, form: str) -> bytes:
    if form == "json":
        return json.dumps(data).encode()
    return yaml.safe_dump(data, allow_unicode=True).encode()


def _check(result: Result, as_json: bool, lines_of_json: bool) -> None:
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


@settings(CI)
@given(documents, st.sampled_from(["yaml", "json"]), st.binary(max_size=8),
       st.integers(0, 400), st.integers(0, 3).map(lambda n: n == 0))
def test_army_documents(tmp_path_factory: Any, data: Any, form: str, noise: bytes, at: int,
                        garble: bool) -> None:
    raw = _serialise(data, form)
    if garble:
        raw = raw[:at] + noise + raw[at:]
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / f"army.{form}"
    path.write_bytes(raw)
    runner = CliRunner()
    for args, as_json, lines in ((["validate", str(path)], False, False),
                                 (["validate", str(path), "--json"], True, True),
                                 (["roster", str(path)], False, False),
                                 (["roster", "--json", str(path)], True, False)):
        result = runner.invoke(cli, args)
        _check(result, as_json, lines)
        if args[0] == "validate" and result.exit_code == 1 and not as_json:
            assert "ILLEGAL" in result.stdout and " error HG" in result.stdout
        if args[0] == "roster" and result.exit_code == 1 and not as_json:
            assert "ILLEGAL LIST" in result.stdout
        if result.exit_code == 2:
            assert len(result.stderr.splitlines()) == 1, result.stderr
    assert path.read_bytes() == raw


#: Commands worth fuzzing in process: the z3 proofs and the full rulebook checks are left
#: to their own tests (each run takes seconds), and the MCP server, which answers JSON-RPC
#: on standard input rather than one command line, to tests/mcp.
SLOW = {("verify",), ("verify", "target-table"), ("hoarde", "check-odds"), ("mcp",)}
FUZZED = [(path, command) for path, command in LEAVES if path not in SLOW]

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
    return args, as_json, path == ("validate",)


@settings(CI)
@given(invocations())
def test_command_arguments(tmp_path_factory: Any, invocation: tuple[list[str], bool, bool]
                           ) -> None:
    args, as_json, lines_of_json = invocation
    runner = CliRunner()
    folder: Path = tmp_path_factory.mktemp("args")
    with contextlib.chdir(folder):  # a path among the arguments finds an empty directory
        result = runner.invoke(cli, args)
    _check(result, as_json, lines_of_json)
