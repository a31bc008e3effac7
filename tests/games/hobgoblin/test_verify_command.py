"""``rulesref verify``: exit codes, JSON, GitHub annotations, JUnit XML, the errata register."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.registry import find_ruleset
from tests.registry import replace_ruleset


def test_passes_on_shipped_data(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["verify", "--game", "hobgoblin"])
    assert result.exit_code == 0, result.output
    assert "PASSED" in result.output.splitlines()[-1]


def test_json(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["verify", "--game", "hobgoblin", "--json"])
    data = json.loads(result.output)
    assert data["passed"] is True
    assert data["findings"], "the early-access book has known inconsistencies"
    for finding in data["findings"]:
        assert set(finding) >= {"id", "check", "message", "citation", "status"}
        assert finding["status"] == "acknowledged"


@pytest.fixture
def register(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    copy = tmp_path / "hobgoblin-errata.yaml"
    shutil.copy(find_ruleset("hobgoblin").errata, copy)
    replace_ruleset(monkeypatch, "hobgoblin", errata_file=copy)
    return copy


def test_new_finding_fails_with_annotations(runner: CliRunner, register: Path,
                                            tmp_path: Path) -> None:
    text = register.read_text()
    start = text.index('  - id: "dice:overlap:chaos_deployment:63"')
    end = text.index("  - id:", start + 5)
    register.write_text(text[:start] + text[end:])
    junit = tmp_path / "verify.xml"
    result = runner.invoke(cli, ["verify", "--game", "hobgoblin", "--github", "--junit",
                                 str(junit)])
    assert result.exit_code == 1
    assert "NEW dice:overlap:chaos_deployment:63" in result.output
    annotation = [ln for ln in result.output.splitlines() if ln.startswith("::error")]
    assert annotation == [
        annotation[0]] and "file=rulesref/games/hobgoblin/data/dice_tables.yaml,line=" in \
        annotation[0]
    suite = ET.parse(junit).getroot()
    failures = [c for c in suite.iter("testcase") if c.find("failure") is not None]
    assert [c.get("name") for c in failures] == ["check_dice_tables"]


def test_stale_entry_fails(runner: CliRunner, register: Path) -> None:
    register.write_text(register.read_text() + '  - id: "no:such:finding"\n'
                        "    fingerprint: \"0000000000000000\"\n"
                        "    reading: nothing\n    why: a test\n")
    result = runner.invoke(cli, ["verify", "--game", "hobgoblin", "--github"])
    assert result.exit_code == 1
    assert "STALE no:such:finding" in result.output
    assert any(ln.startswith(f"::error file={register},line=")
               for ln in result.output.splitlines())


def test_broken_register_is_bad_input(runner: CliRunner, register: Path) -> None:
    register.write_text("errata:\n  - id: x\n    reading: y\n    because: z\n")
    result = runner.invoke(cli, ["verify", "--game", "hobgoblin"])
    assert result.exit_code == 2
    assert "hobgoblin-errata.yaml" in result.output and "because: unknown key" in result.output


def test_unknown_game(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["verify", "--game", "hobgoblim"])
    assert result.exit_code == 2 and "did you mean 'hobgoblin'" in result.output


def _printed_chart_csv(end: str) -> str:
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.checks.target_table import chart_from_rules

    chart = chart_from_rules(hobgoblin.load())
    rows = [",".join(["", *chart.types])]
    rows += [",".join([a, *(f"{chart.cells[(a, d)]}+" for d in chart.types)])
             for a in chart.types]
    return end.join(rows) + end


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_chart_csv_with_any_line_ends(runner: CliRunner, tmp_path: Path, end: str) -> None:
    path = tmp_path / "chart.csv"
    path.write_bytes(_printed_chart_csv(end).encode())
    result = runner.invoke(cli, ["verify", "target-table", "--table", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["status"] == "confirmed"


def test_chart_csv_error_names_row_and_column(runner: CliRunner, tmp_path: Path) -> None:
    lines = _printed_chart_csv("\n").splitlines()
    cells = lines[3].split(",")
    cells[4] = "4²"
    lines[3] = ",".join(cells)
    path = tmp_path / "chart.csv"
    path.write_text("\n".join(lines), encoding="utf-8")
    result = runner.invoke(cli, ["verify", "target-table", "--table", str(path)])
    assert result.exit_code == 2
    assert result.stderr == (f"Error: {path}: row 4, column 5: target number must be 2 to 6 "
                             "(like 4+), got '4²'\n")


def test_a_changed_fact_makes_an_acknowledged_finding_new_again(
        runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Deployment Table's overlap at 63 is acknowledged; move the second row to start at
    62 and the finding keeps its id (a roll of 63 still matches two rows) but not its facts."""
    import dataclasses

    from rulesref.games.hobgoblin import loading
    from tests.verify.mutate import replace_where

    rules = loading.load()
    tables = replace_where(
        rules.dice_tables, lambda t: t.id == "chaos_deployment",
        lambda t: dataclasses.replace(t, entries=replace_where(
            t.entries, lambda e: (e.low, e.high) == (63, 66),
            lambda e: dataclasses.replace(e, low=62))))
    changed = dataclasses.replace(rules, dice_tables=tables)
    monkeypatch.setattr(loading.LOADER, "load", lambda: changed)
    result = runner.invoke(cli, ["verify", "--game", "hobgoblin", "--json"])
    assert result.exit_code == 1, result.output
    data = json.loads(result.output)
    by_id = {f["id"]: f for f in data["findings"]}
    overlap = by_id["dice:overlap:chaos_deployment:63"]
    assert overlap["status"] == "changed" and overlap["reading"] is None
    assert overlap["facts"]["rows"] == '["61-63 No Man’s Land", "62-66 Last Stand"]'
    assert by_id["dice:overlap:chaos_deployment:62"]["status"] == "new"
    assert data["stale"] == []  # the entry still matches the id: not stale, but not a pass
    text = runner.invoke(cli, ["verify", "--game", "hobgoblin"]).output
    assert "CHG dice:overlap:chaos_deployment:63" in text
    assert "the register acknowledged other facts" in text


def test_sarif_report(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "verify.sarif"
    result = runner.invoke(cli, ["verify", "--game", "hobgoblin", "--sarif", str(out)])
    assert result.exit_code == 0, result.output
    log = json.loads(out.read_text(encoding="utf-8"))
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-2.1.0.json")
    run = log["runs"][0]
    rules = {r["id"] for r in run["tool"]["driver"]["rules"]}
    assert "hobgoblin/check_dice_tables" in rules
    result_ = next(r for r in run["results"]
                   if r["properties"]["findingId"] == "dice:overlap:chaos_deployment:63")
    assert result_["ruleId"] == "hobgoblin/check_dice_tables"
    assert result_["level"] == "error"
    assert result_["suppressions"][0]["kind"] == "external"
    assert "No Man's Land" in result_["suppressions"][0]["justification"]
    location = result_["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == \
        "rulesref/games/hobgoblin/data/dice_tables.yaml"
    assert location["region"]["startLine"] > 1
    assert len(result_["partialFingerprints"]["rulesrefFacts/v1"]) == 16
    assert {r["id"] for r in run["properties"]["readings"]} == {
        "ravenous-purchasable", "shooting-modifier-order", "solo-wizard-however-gained",
        "general-once-per-army", "battle-standard-once-per-army",
        "table-edge-impassable-vs-leaving", "wild-bought-by-others", "nullify-you",
        "shared-ruination-two-allied-units", "cunning-ruse-any-three",
        "breach-each-turn", "burn-two-of-three-at-least", "courage-in-keyword-form",
        "infantry-keyword-as-unit-type", "manipulate-time-after-whole-phase",
        "sneaky-your-movement-phase", "light-of-guldvarlden-one-roll-each",
        "marble-forest-owner-places", "tides-single-unit-touching",
        "chasm-sneaky-whenever-deployed", "numerical-x-at-least-one", "stats-not-below-zero",
        "deaths-harvest-each-unit",
        # audit8f (team and solo play)
        "hands-around-first-time", "solo-seize-initiative", "solo-artillery-movement",
        "solo-cautious-approach-then-shoot", "solo-combat-order",
        "shared-ruination-who-places", "altars-doom-own-units",
        # audit11f (equal totals in United in Death and Shared Slaughter, p. 49)
        "united-in-death-tie", "shared-slaughter-tie",
        # when Outmaneuvered is lost (p. 24), which the book never says
        "outmanoeuvred-lost-when-contact-ends"}
