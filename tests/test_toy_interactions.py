"""The engine's interaction check comes for free to a fifth ruleset: the Toy's Gloom Lantern
gives Shaken once a unit's Fear tokens reach its nerve, and Shaken is lost once they are
fewer, so as shipped nothing flips and nothing is out of reach (test_toy_ruleset). Each
fault is planted in the Toy data, and the check fires, names its kind, both rules and the
state; taken out again, it is silent."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from rulesref.cli import cli
from tests import test_toy_ruleset
from tests.test_toy_ruleset import new_findings, plant

toy = test_toy_ruleset.toy  # the Toy package on the import path (a fixture)

RELICS, KEYWORDS = "Toy Rules, p. 4, Relics", "Toy Rules, p. 5, Keywords"
SKITTISH = """  - name: Skittish
    effects:
      - {kind: break, threshold: half_stat_round_up, status: Shaken, token: Fear, stat: nerve}
    cite: {page: 5, section: Keywords}
"""
RALLY = """  - name: Rally Cry
    effects:
      - {kind: grant, keyword: Bold,
         requires: {all: [{pred: has_keyword, keyword: Shaken},
                          {pred: has_keyword, keyword: Steady}]}}
    cite: {page: 6, section: Keywords}
"""
PLAY = ("toy_ruleset", "data", "play.yaml")


def test_a_halved_threshold_makes_the_status_flip(toy: Path, runner: CliRunner) -> None:
    # planted: Skittish gives Shaken at half the nerve (rounded up), while Shaken is still
    # lost below the full nerve: with nerve 2 and 1 Fear token, both hold at once
    plant(toy.joinpath(*PLAY), (("keywords:\n", "keywords:\n" + SKITTISH),))
    found = new_findings(runner)
    assert set(found) == {"interaction:flip:Shaken:Skittish:Shaken"}
    flip = found["interaction:flip:Shaken:Skittish:Shaken"]
    assert flip["kind"] == "status flip" and flip["citations"] == [KEYWORDS]
    assert "Skittish gives it when Fear tokens reach half its nerve, rounded up" in (
        flip["message"])
    assert "Shaken takes it away when its Fear tokens are fewer than its" in flip["message"]
    assert "for a unit with " in flip["message"] and "Skittish" in flip["message"]


def test_a_status_that_raises_its_own_threshold_flips(toy: Path, runner: CliRunner) -> None:
    # planted: Shaken adds 2 to nerve. Gained at Fear = nerve, the unit then has 2 Fear
    # tokens fewer than its new nerve and loses Shaken, which gives it back its old nerve
    plant(toy.joinpath(*PLAY), (("      - {kind: remove, keyword: Shaken,\n",
                                  "      - {kind: stat, stat: nerve, op: add, amount: 2}\n"
                                  "      - {kind: remove, keyword: Shaken,\n"),))
    found = new_findings(runner)
    assert set(found) == {"interaction:flip:Shaken:Gloom Lantern:Shaken"}
    flip = found["interaction:flip:Shaken:Gloom Lantern:Shaken"]
    assert flip["kind"] == "status flip" and flip["citations"] == [RELICS, KEYWORDS]
    assert flip["facts"]["gained_by"] == "Gloom Lantern"
    assert flip["facts"]["lost_by"] == "Shaken"


def test_requirements_two_rules_make_exclusive(toy: Path, runner: CliRunner) -> None:
    # planted: Rally Cry needs a unit that is both Shaken and Steady, but Steady bans Shaken
    plant(toy.joinpath(*PLAY), (("keywords:\n", "keywords:\n" + RALLY),))
    found = new_findings(runner)
    assert set(found) == {"interaction:exclusive:Rally Cry:grant"}
    never = found["interaction:exclusive:Rally Cry:grant"]
    assert never["kind"] == "exclusive requirements"
    assert never["citations"] == ["Toy Rules, p. 6, Keywords", KEYWORDS]
    assert "Steady bans Shaken" in never["message"]
    assert "requires has keyword Shaken" in never["message"]


def test_requirements_without_the_ban_are_silent(toy: Path, runner: CliRunner) -> None:
    # the same Rally Cry, with Steady's ban taken away: a unit may be both
    plant(toy.joinpath(*PLAY), (("keywords:\n", "keywords:\n" + RALLY),
                                ("      - {kind: forbid, keyword: Shaken}\n", "")))
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    assert result.exit_code == 0, result.output
