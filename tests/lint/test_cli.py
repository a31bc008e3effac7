"""``rulesref lint``: exit codes, JSON, JUnit and GitHub output, the register."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.lint.model import fingerprint
from rulesref.lint.rulesets import rulesets
from tests.lint.test_reading import two_column_pdf

CLEAN = ("Each band of Light Infantry may buy Hero [+1] before the battle.\n"
         "A Cantrip costs 2 Mercury to cast.\n")
FAULTY = CLEAN + "A Making costs 5 Mercury to cast.\n"


def _write(tmp_path: Path, text: str, name: str = "chapter.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_every_ruleset_has_a_lint_adapter() -> None:
    assert set(rulesets()) == {"hobgoblin", "hogs_of_war", "livestock_uprising", "hoarde"}


def test_a_clean_chapter_passes(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(cli, ["lint", str(_write(tmp_path, CLEAN)), "--game", "hobgoblin"])
    assert result.exit_code == 0, result.output
    assert "hobgoblin: no findings in 1 file(s) - PASSED" in result.output


def test_a_new_finding_fails_with_exit_1(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, FAULTY)
    result = runner.invoke(cli, ["lint", str(path), "--game", "hobgoblin"])
    assert result.exit_code == 1
    assert f"NEW {path}:3: RL301 [0.80] the sentence gives Making a Mercury cost of 5; the " \
           "model has 4" in result.output
    assert "1 findings in 1 file(s) (0 acknowledged, 1 new)" in result.output
    assert result.output.rstrip().endswith("FAILED")


def test_json_output(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, FAULTY)
    result = runner.invoke(cli, ["lint", str(path), "--game", "hobgoblin", "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["passed"] is False
    [finding] = data["findings"]
    assert finding["code"] == "RL301"
    assert finding["line"] == 3
    assert finding["words"] == "Making ... 5 Mercury"
    assert finding["fingerprint"] == fingerprint("Making ... 5 Mercury")
    assert finding["citation"].startswith("Hobgoblin (early access v2), p. ")
    assert finding["status"] == "new"


def test_an_acknowledged_finding_passes(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, FAULTY)
    register = _write(tmp_path, "acknowledged:\n  - code: RL301\n"
                      "    words: Making ... 5 Mercury\n"
                      f"    fingerprint: '{fingerprint('Making ... 5 Mercury')}'\n"
                      "    verdict: book-fault\n    why: A test chapter misprices Makings.\n",
                      "register.yaml")
    result = runner.invoke(cli, ["lint", str(path), "--game", "hobgoblin",
                                 "--register", str(register)])
    assert result.exit_code == 0, result.output
    assert "book-fault: A test chapter misprices Makings." in result.output
    assert "acknowledged as noise: 0 of 1 (0%)" in result.output


def test_junit_and_github_output(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, FAULTY)
    junit = tmp_path / "lint.xml"
    result = runner.invoke(cli, ["lint", str(path), "--game", "hobgoblin", "--github",
                                 "--junit", str(junit)])
    assert result.exit_code == 1
    assert f"::error file={path},line=3,title=RL301::the sentence gives Making" in result.output
    xml = junit.read_text(encoding="utf-8")
    assert 'failures="1"' in xml
    assert "RL301 a number that disagrees with the model" in xml


def test_bad_input_is_one_line_with_exit_2(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(cli, ["lint", str(tmp_path / "missing.txt"), "--game", "hobgoblin"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        f"Error: {tmp_path / 'missing.txt'}: cannot read: No such file or directory"]
    result = runner.invoke(cli, ["lint", str(_write(tmp_path, CLEAN)), "--game", "hobgobln"])
    assert result.exit_code == 2
    assert "unknown game 'hobgobln'" in result.output
    assert "did you mean 'hobgoblin'?" in result.output


def test_bad_input_with_json_is_a_json_error(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(cli, ["lint", str(tmp_path / "missing.txt"), "--game", "hobgoblin",
                                 "--json"])
    assert result.exit_code == 2
    first = result.output.splitlines()[0]
    assert json.loads(first) == {"error": f"{tmp_path / 'missing.txt'}: cannot read: No such "
                                          "file or directory", "exit_code": 2}
    result = runner.invoke(cli, ["lint", str(_write(tmp_path, CLEAN)), "--game", "chess",
                                 "--json"])
    assert result.exit_code == 2
    assert json.loads(result.output.splitlines()[0])["error"].startswith("unknown game 'chess'")


def test_a_page_without_text_is_inconclusive(runner: CliRunner, tmp_path: Path) -> None:
    pdf = two_column_pdf(tmp_path / "scan.pdf", blank_page=True)
    clean = _write(tmp_path, "acknowledged: []\n", "register.yaml")
    result = runner.invoke(cli, ["lint", str(pdf), "--game", "hobgoblin", "--min-confidence",
                                 "0.95", "--register", str(clean)])
    assert result.exit_code == 3, result.output
    assert "RL901" in result.output and "page 2 has no text layer" in result.output


def test_a_malformed_register_is_bad_input(runner: CliRunner, tmp_path: Path) -> None:
    register = _write(tmp_path, "acknowledged:\n  - code: RL301\n", "register.yaml")
    result = runner.invoke(cli, ["lint", str(_write(tmp_path, CLEAN)), "--game", "hobgoblin",
                                 "--register", str(register)])
    assert result.exit_code == 2
    assert "register.yaml" in result.output
    assert "Traceback" not in result.output


def test_usage_errors_are_one_line_and_json_with_json(runner: CliRunner, tmp_path: Path) -> None:
    path = str(_write(tmp_path, CLEAN))
    result = runner.invoke(cli, ["lint", path])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: --game is required; known: hoarde, hobgoblin, hogs_of_war, livestock_uprising"]
    result = runner.invoke(cli, ["lint", "--game", "hobgoblin", "--json"])
    assert result.exit_code == 2
    assert json.loads(result.output.splitlines()[0])["error"].startswith("no FILE given")


def test_the_docs_page_lists_every_code() -> None:
    from rulesref.lint.runner import CODES

    page = (Path(__file__).resolve().parents[2] / "docs" / "lint.rst").read_text("utf-8")
    assert [code for code in CODES if f"\n{code}  " not in page] == []
