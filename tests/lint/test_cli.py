"""``rulesref lint``: every ruleset has an adapter, usage errors, the docs page (exit codes,
JSON, JUnit and GitHub output and the register, on invented chapters of one game, are in
that game's test folder)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core import registry
from rulesref.lint.rulesets import rulesets

CLEAN = ("Each band of Light Infantry may buy Hero [+1] before the battle.\n"
         "A Cantrip costs 2 Mercury to cast.\n")
FAULTY = CLEAN + "A Making costs 5 Mercury to cast.\n"


def _write(tmp_path: Path, text: str, name: str = "chapter.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_every_ruleset_has_a_lint_adapter() -> None:
    assert set(rulesets()) == set(registry.names())


def test_usage_errors_are_one_line_and_json_with_json(runner: CliRunner, tmp_path: Path) -> None:
    path = str(_write(tmp_path, CLEAN))
    result = runner.invoke(cli, ["lint", path])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        f"Error: --game is required; known: {', '.join(sorted(registry.names()))}"]
    result = runner.invoke(cli, ["lint", "--game", registry.names()[0], "--json"])
    assert result.exit_code == 2
    assert json.loads(result.output.splitlines()[0])["error"].startswith("no FILE given")


def test_the_docs_page_lists_every_code() -> None:
    from rulesref.lint.runner import CODES

    page = (Path(__file__).resolve().parents[2] / "docs" / "lint.rst").read_text("utf-8")
    assert [code for code in CODES if f"\n{code}  " not in page] == []
