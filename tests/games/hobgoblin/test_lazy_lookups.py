"""A plain target number lookup reads the chart and the unit types only: it imports no
effect, profile, cost or spell module and creates none of their records (what keeps
``rulesref tn`` quick to start, issue 11); naming a keyword brings them in, with the same
answers as before."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

CODE = """
import json, sys
from rulesref.games import hobgoblin
from rulesref.games.hobgoblin.lookups import target_number
rules = hobgoblin.load()
texts = sys.argv[1:]
found = target_number(rules, "Light Infantry", "Monster", attacker_keywords=texts)
print(json.dumps({"value": found.value, "chart": found.chart_value,
                  "modifiers": [m.keyword for m in found.modifiers],
                  "modules": sorted(m for m in sys.modules if m.startswith("rulesref"))}))
"""

HEAVY = ("rulesref.core.effects", "rulesref.core.conditions", "rulesref.core.sequences",
         "rulesref.games.hobgoblin.profiles", "rulesref.games.hobgoblin.situation",
         "rulesref.games.hobgoblin.cost_lookups", "rulesref.games.hobgoblin.target_changes",
         "rulesref.games.hobgoblin.model.magic",
         "rulesref.games.hobgoblin.model.army", "rulesref.games.hobgoblin.model.rules")


def _lookup(tmp_path: Path, *texts: str) -> dict[str, object]:
    env = {**os.environ, "RULESREF_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("RULESREF_NO_CACHE", None)
    for _ in range(2):  # the first run fills the cache; the second is a warm start
        out = subprocess.run([sys.executable, "-c", CODE, *texts], capture_output=True,
                             text=True, env=env, check=True)
    result: dict[str, object] = json.loads(out.stdout)
    return result


@pytest.mark.slow
def test_a_plain_lookup_imports_no_effects(tmp_path: Path) -> None:
    found = _lookup(tmp_path)
    assert (found["value"], found["chart"], found["modifiers"]) == (6, 6, [])  # p. 14
    modules = found["modules"]
    assert isinstance(modules, list)
    assert [m for m in modules if m.startswith(HEAVY)] == []
    assert "rulesref.games.hobgoblin.model.chart" in modules


@pytest.mark.slow
def test_a_keyword_brings_in_what_it_needs(tmp_path: Path) -> None:
    found = _lookup(tmp_path, "Elite")
    assert (found["value"], found["modifiers"]) == (5, ["Elite"])  # -1, p. 65
    modules = found["modules"]
    assert isinstance(modules, list)
    assert "rulesref.core.effects" in modules
