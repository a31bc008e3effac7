"""What the builder tests share: the command line's report of a list (the reference every
builder answer is held to), share-link fragments, and lists that hit every army rule."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.docedit import canonical
from tests.documents import fragment as fragment

FILE = "list.json"
PREFIX = '{"file": "list.json", '


def cli_line(runner: CliRunner, raw: bytes, folder: Path, name: str = FILE) -> str:
    """The one line ``rulesref validate NAME --json`` prints for a file holding ``raw``
    (run in ``folder``, so the file's name is just ``NAME``)."""
    (folder / name).write_bytes(raw)
    here = os.getcwd()
    os.chdir(folder)
    try:
        result = runner.invoke(cli, ["validate", name, "--json"])
    finally:
        os.chdir(here)
    assert result.exit_code in (0, 1, 2), result.output
    lines = [ln for ln in result.stdout.split("\n") if ln.startswith("{")]
    assert len(lines) == 1, result.output
    return lines[0]


def page_form(line: str, name: str = FILE) -> str:
    """A command-line report line as the page holds it: the same bytes without the
    ``"file"`` key (which comes first)."""
    prefix = '{"file": ' + json.dumps(name, ensure_ascii=False) + ", "
    assert line.startswith(prefix), line[:80]
    return "{" + line[len(prefix):]


def text_of(data: Any) -> str:
    """The JSON file the builder writes for plain data."""
    return canonical(data)


def _army(units: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"game": "hobgoblin", "name": "Every rule", "points_limit": 2000, **extra,
            "units": units}


#: Lists that, together, break every army rule the page can check (HG019 needs the
#: command line's --solo-opponent, which the page does not offer), and give both warnings.
EVERY_RULE: list[dict[str, Any]] = [
    _army([{"name": "A", "type": "Monster", "keywords": ["General", "Battle Standard",
                                                        "Elite", "Brutal", "Flying"]}],
          points_limit=100),                                                     # HG001
    _army([{"name": "A", "type": "Beasts", "keywords": ["Wild", "Horde", "Battle Standard",
                                                       "Berserk", "Cowardly", "Hollow"]},
           {"name": "B", "type": "Chariot", "keywords": ["Fragile"]}]),           # HG005
    _army([{"name": "A", "type": "Heavy Infantry",
            "keywords": ["General", "General", "Battle Standard", "Battle Standard",
                         "Elite", "Elite", "Narrow Footprint", "Wide Footprint"]}]),
    _army([{"name": "A", "type": "War Wagon",
            "keywords": ["General", "Battle Standard", "Narrow Footprint"]},
           {"name": "B", "type": "Light Infantry", "keywords": ["Wide Footprint"]}]),
    _army([{"name": "A", "type": "Artillery",
            "keywords": ["Battle Standard", "Cowardly", "Short-Ranged", "Skirmishers"]},
           {"name": "B", "type": "Heavy Cavalry", "keywords": ["Wizard"]},
           {"name": "C", "type": "Beasts", "keywords": ["Short-Ranged"]}],
          artefact="The Ferric Blade"),                                      # HG015, HG014
    _army([{"name": "A", "type": "Heavy Infantry", "keywords": ["General", "Wizard"],
            "allegiance": "Nobody"},
           {"name": "B", "type": "Light Infantry",
            "keywords": ["Battle Standard", "Swift [+4]", "Fireproof", "Ravenous"],
            "allegiance": "Polyceus", "base": {"width_mm": 10, "depth_mm": 999}},
           {"name": "C", "type": "Heavy Cavalery"}],
          artefact="The Ferric Blade"),                                      # HG016, HG022
    _army([{"name": "A", "type": "Monster", "keywords": ["General", "Battle Standard",
                                                        "Large"]}],
          artefact="The Crown of Nothing"),                                 # HG023, HGW01
]
