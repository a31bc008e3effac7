"""The engine's marker-owner check comes for free to a fifth ruleset: a rule that counts a
"friendly" marker in a scenario whose markers nobody owns (or that has no such markers) is
found, with its kind and both citations; the same rule with an owner given is silent."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from rulesref.cli import cli
from tests import test_toy_ruleset
from tests.test_toy_ruleset import new_findings, plant

toy = test_toy_ruleset.toy  # the Toy package on the import path (a fixture)

SETUP = "    setup: {deployment: standard}\n"
REFERENCE = ("    marker_references:\n"
             "      - {marker: Gate Banner, side: friendly, by: scoring,\n"
             "         cite: {page: 9, section: Banners}}\n")


def _markers(owner: str | None, name: str = "Gate Banners") -> str:
    owned = f", owner: {owner}" if owner else ""
    return ("    setup:\n      deployment: standard\n      markers:\n"
            f"        - {{name: {name}, count: 2, placed_by: each_player{owned},\n"
            "           where: in the middle}\n")


def test_a_friendly_marker_nobody_owns(toy: Path, runner: CliRunner) -> None:
    plant(toy / "toy_ruleset" / "data" / "play.yaml", ((SETUP, _markers(None) + REFERENCE),))
    found = new_findings(runner)
    key = "scenario:marker-owner:gate_rush:gate banner:friendly"
    assert set(found) == {key}
    assert found[key]["kind"] == "missing"
    assert found[key]["check"] == "check_marker_owners"
    assert found[key]["citations"] == ["Toy Rules, p. 9, Banners",
                                       "Toy Rules, p. 5, Gate Rush"]
    assert "friendly Gate Banner" in found[key]["message"]


def test_a_friendly_marker_the_scenario_does_not_place(toy: Path, runner: CliRunner) -> None:
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          ((SETUP, _markers("placer", "Gate Flags") + REFERENCE),))
    found = new_findings(runner)
    key = "scenario:marker-owner:gate_rush:gate banner:friendly"
    assert set(found) == {key} and found[key]["kind"] == "dangling reference"
    assert len(found[key]["citations"]) == 2


def test_an_owned_friendly_marker_is_silent(toy: Path, runner: CliRunner) -> None:
    plant(toy / "toy_ruleset" / "data" / "play.yaml",
          ((SETUP, _markers("placer") + REFERENCE),))
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    assert result.exit_code == 0, result.output
