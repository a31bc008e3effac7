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
