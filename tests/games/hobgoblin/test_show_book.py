"""The user's own book next to the answers: ``show --book``, the show function and the MCP
server started with ``--book`` quote each rule's passage from the user's copy. The copy is
one the test writes (a page per form feed); nothing of the real book is used."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.show import show
from rulesref.lint.passages import read_books
from rulesref.mcp.server import RulesrefTools

#: A made-up copy: page 27 prints a section headed as the model cites Cover (p. 27, Cover).
PAGES = ["INTRODUCTION\nWelcome."] + ["filler"] * 25 + [
    "COVER\nThe test's own words about cover.\nA second line."]


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    path = tmp_path / "my-hobgoblin.txt"
    path.write_text("\f".join(PAGES), encoding="utf-8")
    return path


def test_show_quotes_the_rule_from_the_users_copy(copy: Path) -> None:
    found = show("Cover", "hobgoblin", books=read_books([f"hobgoblin={copy}"]))
    rule = next(s for s in found.shown if s.object.kind.value == "rule")
    data = rule.to_json()["passage"]
    assert (data["page"], data["heading"]) == (27, "COVER")
    assert data["text"] == "COVER\nThe test's own words about cover.\nA second line."
    # an object whose section the copy does not print: said, not guessed
    devastating = show("Devastating Charge", "hobgoblin",
                       books=read_books([f"hobgoblin={copy}"])).shown[0]
    assert devastating.to_json()["passage"] is None
    # without a book, no passage field at all
    assert "passage" not in show("Cover", "hobgoblin").shown[0].to_json()


def test_the_command_line_shows_the_passage(runner: CliRunner, copy: Path) -> None:
    result = runner.invoke(cli, ["show", "Cover", "--game", "hobgoblin", "--book",
                                 f"hob={copy}"])
    assert result.exit_code == 0, result.output
    assert f"In your copy ({copy}, p. 27, line 2):" in result.output  # a line by newlines
    assert "    | The test's own words about cover." in result.output
    result = runner.invoke(cli, ["show", "Cover", "--book", "nothing-here", "--json"])
    assert result.exit_code == 2 and "GAME=PATH" in json.loads(result.stdout)["error"]


def test_the_mcp_show_tool_quotes_the_users_copy(copy: Path) -> None:
    tools = RulesrefTools(books=read_books([f"hobgoblin={copy}"]))
    outcome = tools.call("show", {"name": "Cover", "game": "hobgoblin"})
    assert outcome.exit_code == 0, outcome.text
    assert outcome.data is not None
    passages = [r.get("passage") for r in outcome.data["results"]]
    assert any(p and p["page"] == 27 for p in passages)
    # an assistant cannot hand the function books of its own
    bad = tools.call("show", {"name": "Cover", "books": {"hobgoblin": "x"}})
    assert bad.is_error
