"""Hobgoblin's ``explain``: an army list explained from the validator's report, with values
worked out by hand from the book."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.commands import Verdict
from rulesref.errors import RulesDataError, RulesError
from rulesref.games.hobgoblin.answers.explain import explain

ROOT = Path(__file__).resolve().parents[3]
COPPER = ROOT / "examples" / "armies" / "copper-host.yaml"
COPPER_JSON = ROOT / "examples" / "armies" / "copper-host.json"


def _copper() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(COPPER_JSON.read_text(encoding="utf-8"))
    return data


def test_copper_host_explained() -> None:
    found = explain(_copper())
    assert found.verdict is Verdict.OK
    report = found.report
    # Mercury (p. 19): 1 per full 1000 points of 3000, and 1 for the one Wizard unit.
    assert (report.points_limit, report.mercury_per_round) == (3000, 4)
    assert [r.cite.page for r in found.mercury_rules] == [19, 19]
    iron, lancers = found.units[0], found.units[1]
    # Heavy Infantry 350, x1 (p. 10); Tough [+1] 75, General 0 (p. 28): 425.
    assert iron.report.points == 425
    assert iron.unit_type is not None and iron.unit_type.cite.page == 10
    kinds = {k.name: k.detail.endswith("; bought") for k in iron.keywords}
    assert kinds["General"] is True and kinds["Wide Footprint"] is False
    # Heavy Cavalry 450, x2 (p. 10); Wizard 200 x2 = 400 (p. 28): 850.
    assert lancers.report.points == 850
    (polyceus,) = lancers.allegiances
    assert polyceus.name == "Polyceus" and "Prescience" in polyceus.detail
    assert "Devastating Charge" in [k.name for k in lancers.keywords]


def test_the_artefact_goes_with_the_generals_unit() -> None:
    found = explain({**_copper(), "artefact": "The Helm of Dust"})
    carriers = [(u.report.name, u.artefact.name) for u in found.units if u.artefact]
    assert carriers == [("Iron Guard", "The Helm of Dust")]  # the General's unit (p. 34)


def test_an_illegal_list_is_a_broken_rule_with_its_citation() -> None:
    found = explain({"game": "hobgoblin", "name": "T", "points_limit": 1000, "units": [
        {"name": "A", "type": "Light Cavalry",
         "keywords": ["General", "Battle Standard", "Horde"]}]})
    assert found.verdict is Verdict.BROKEN
    assert [p.code for p in found.report.violations] == ["HG010"]  # Horde for infantry
    data = found.to_json()
    assert data["valid"] is False and data["violations"][0]["rule"]["citation"].endswith(
        "p. 66, Index of Keywords")


def test_bad_input() -> None:
    with pytest.raises(RulesDataError):
        explain({"game": "hobgoblin", "name": "T"})
    with pytest.raises(RulesError):
        explain(_copper(), points_limit=0)


def test_explain_command(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["explain", str(COPPER)])
    assert result.exit_code == 0
    assert "legal - The Copper Host: 2500/3000 pts, 4 Mercury per round" in result.output
    assert "base 450, Battle Standard +0 x2 = +0, Wizard +200 x2 = +400 -> 850 pts" in (
        result.output)
    data = json.loads(runner.invoke(cli, ["explain", str(COPPER), "--json"]).output)
    assert data["total_points"] == 2500 and data["units"][1]["allegiances"][0]["name"] == (
        "Polyceus")


def test_explain_command_exit_codes(runner: CliRunner, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: hobgoblin\nname: T\npoints_limit: 1000\nunits:\n"
                   "  - {name: A, type: Beasts, keywords: [Wild]}\n", encoding="utf-8")
    result = runner.invoke(cli, ["explain", str(bad)])
    assert result.exit_code == 1 and "HG011" in result.output
    assert runner.invoke(cli, ["explain", str(tmp_path / "missing.yaml")]).exit_code == 2


@pytest.mark.parametrize("artefact", [[], ["The Ferric Blade", "The Ferric Blade"]],
                         ids=["none", "two"])
def test_an_artefact_list_of_none_or_several_is_explained(tmp_path: Path,
                                                          artefact: list[str]) -> None:
    # found by the fuzz campaign: "artefact": [] was an internal error (the list, not a
    # name, was folded); through the installed binary
    from tests.badinput.runbin import run

    army = {"game": "hobgoblin", "name": "Listed", "points_limit": 3000, "artefact": artefact,
            "units": [{"name": "Chief", "type": "Heavy Infantry",
                       "keywords": ["General", "Battle Standard"]}]}
    (tmp_path / "army.json").write_text(json.dumps(army), encoding="utf-8")
    result = run(["explain", "army.json"], cwd=tmp_path)
    assert result.returncode in (0, 1), result.stderr
    assert "internal error" not in result.stderr and result.stdout.strip()
