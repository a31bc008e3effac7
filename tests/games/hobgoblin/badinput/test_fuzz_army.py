"""Fuzzing Hobgoblin army documents through ``validate`` and ``roster`` in click's runner,
under the contract of :mod:`tests.badinput.test_fuzz`: no exception escapes, the exit code is
0-3, exit 1 comes with the broken rule, and ``--json`` always gets JSON."""

from __future__ import annotations

import json
from typing import Any

import yaml
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.cli import cli
from tests.badinput.test_fuzz import CI, check
from tests.games.hobgoblin.armies import SAFE_STRENGTHS, SAFE_WEAKNESSES, UNIT_TYPES

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
        check(result, as_json, lines)
        if args[0] == "validate" and result.exit_code == 1 and not as_json:
            assert "ILLEGAL" in result.stdout and " error HG" in result.stdout
        if args[0] == "roster" and result.exit_code == 1 and not as_json:
            assert "ILLEGAL LIST" in result.stdout
        if result.exit_code == 2:
            assert len(result.stderr.splitlines()) == 1, result.stderr
    assert path.read_bytes() == raw
