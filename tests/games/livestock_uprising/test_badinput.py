"""Livestock Uprising counts through the installed binary: a count no box of the game can
hold exits 2 with one line (naming the file and place for an army file), at once, without
expanding it. The subprocess timeout only guards against a hang; nothing is timed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.badinput.runbin import run

#: (arguments, text the one error line must hold)
COUNTS = [
    (["cost", "99999999999x Sheep"], "a unit count of 11 digits: '99999999999x Sheep'"),
    (["cost", "10000000x Sheep"], "a unit count of 8 digits"),
    (["cost", "Sheep x" + "9" * 5000], "a unit count of 5000 digits"),
    (["cost", "51x Sheep"], "51 units from the Troop Cards, but the game has 50 of them "
                            "(Livestock Uprising, Components)"),
    (["cost", "30 Sheep", "21x Dynamite Donkey"], "51 units from the Troop Cards"),
    (["cost", "13x Corporal Claw"], "13 units from the Special Force Cards, but the game "
                                    "has 12"),
    (["army", "--general", "Clucky: 10000000x Sheep"], "a unit count of 8 digits"),
    (["army", "--general", "A: 40x Sheep", "--general", "B: 11x Oxen"],
     "generals[1] (B): '11x Oxen': 51 units from the Troop Cards"),
]


@pytest.mark.parametrize(("args", "cause"), COUNTS, ids=[" ".join(a)[:40] for a, _ in COUNTS])
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_a_count_the_box_cannot_hold_is_bad_input(tmp_path: Path, args: list[str],
                                                  cause: str, as_json: bool) -> None:
    result = run(["livestock_uprising", *args, *(["--json"] if as_json else [])],
                 cwd=tmp_path)
    assert result.returncode == 2, (result.returncode, result.stderr)
    (line,) = result.stderr.splitlines()
    assert cause in line, line
    if as_json:
        assert cause in json.loads(result.stdout)["error"]


def test_the_box_is_enough_for_fifty_troops(tmp_path: Path) -> None:
    # 50 Troop Cards (Components): 50 Sheep at 2 Grass each (Marshaling Phase > Troops)
    result = run(["livestock_uprising", "cost", "50x Sheep", "--json"], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["total"] == {"Grass": 100}


@pytest.mark.parametrize(("units", "cause", "place"), [
    ('["10000000x Sheep"]', "a unit count of 8 digits", "army.yaml:3:13: generals[0].units[0]"),
    ('["40x Sheep", "11x Oxen"]', "'11x Oxen': 51 units from the Troop Cards",
     "army.yaml: generals[0] (General 1)"),
])
def test_an_army_file_names_the_file_and_place(tmp_path: Path, units: str, cause: str,
                                                place: str) -> None:
    (tmp_path / "army.yaml").write_text(f"faction: Chickens\ngenerals:\n  - units: {units}\n",
                                        encoding="utf-8")
    result = run(["livestock_uprising", "army", "army.yaml"], cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    (line,) = result.stderr.splitlines()
    assert place in line and cause in line, line
