"""What ``export roster`` prints holds no raw control character, through the installed
binary: DEL, C1 controls and bidirectional overrides in a list's names are written into the
roster's XML as character references, which read back as the same characters. Found by the
fuzz campaign (``benchmarks/fuzz_campaign.py``): a unit named with a C1 control was printed
raw to the terminal."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.badinput.runbin import run

RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
NAME = "Guard\x8b\u202e\x7f"
ARMY = {"game": "hobgoblin", "name": "Printed", "points_limit": 3000,
        "units": [{"name": NAME, "type": "Heavy Infantry",
                   "keywords": ["General", "Battle Standard"]}]}


def test_export_roster_prints_controls_as_character_references(tmp_path: Path) -> None:
    (tmp_path / "army.json").write_text(json.dumps(ARMY), encoding="utf-8")
    result = run(["export", "roster", "army.json"], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert not RAW.search(result.stdout + result.stderr)
    assert 'customName="Guard&#x8B;&#x202E;&#x7F;"' in result.stdout


def test_the_references_read_back_as_the_same_name(tmp_path: Path) -> None:
    (tmp_path / "army.json").write_text(json.dumps(ARMY), encoding="utf-8")
    assert run(["export", "roster", "army.json", "-o", "army.ros"],
               cwd=tmp_path).returncode == 0
    result = run(["validate", "army.ros", "--json"], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    (unit,) = json.loads(result.stdout.splitlines()[0])["units"]
    assert unit["name"] == NAME
