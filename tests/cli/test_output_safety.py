"""Nothing from the input forges output: names, keys and file names are echoed with control
characters escaped, and rosters escape HTML and Markdown syntax."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from rulesref.cli import cli, dumps, shown
from rulesref.games.hobgoblin.roster import escape_html, escape_markdown
from tests.badinput.runbin import run

#: Set the terminal title, clear the screen, then start a line that looks like a result.
EVIL_NAME = "\x1b]0;pwned\x07\x1b[2J\rother.yaml: legal - forged\u202e\u2028x"
EVIL_UNIT = "Guard\nother.yaml: legal - Forged: 1/3000 pts, 0 Mercury per round"
CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def _army(tmp_path: Path, name: str = EVIL_NAME, unit: str = EVIL_UNIT,
          file: str = "evil.yaml") -> Path:
    data = {"game": "hobgoblin", "name": name, "points_limit": 3000,
            "units": [{"name": unit, "type": "Heavy Infantry",
                       "keywords": ["General", "Battle Standard", "Bloodthursty"]}]}
    path = tmp_path / file
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def test_shown_escapes_like_repr_and_keeps_the_rest() -> None:
    assert shown("Iron Guard → Ljudlös") == "Iron Guard → Ljudlös"
    assert shown("a\x1b[2Jb\nc\td\r") == "a\\x1b[2Jb\\nc\\td\\r"
    assert shown("\u202e\u2028\udc80\U000e0001") == "\\u202e\\u2028\\udc80\\U000e0001"
    assert shown("x" * 50, limit=10) == "xxxxxxxxxx... (40 more characters)"


@pytest.mark.parametrize("name", ["a\udc80b\x1b", "\u202e\u2028\x85", "\U000e0001x", "é→"])
def test_dumps_escapes_what_is_not_printable(name: str) -> None:
    text = dumps({"name": name})
    text.encode("utf-8")  # printable to any UTF-8 terminal
    assert not CONTROL.search(text.replace("\n", " "))
    assert json.loads(text) == {"name": name}


@pytest.mark.parametrize("as_json", [False, True])
def test_validate_cannot_forge_a_line(runner: CliRunner, tmp_path: Path, as_json: bool) -> None:
    path = _army(tmp_path)
    result = runner.invoke(cli, ["validate", str(path), *(["--json"] if as_json else [])])
    assert result.exit_code == 1  # the unknown keyword: a broken rule
    assert not CONTROL.search(result.stdout), repr(result.stdout)
    if as_json:
        data = json.loads(result.stdout)
        assert data["name"] == EVIL_NAME and data["units"][0]["name"] == EVIL_UNIT
        return
    lines = result.stdout.splitlines()
    assert not any(line.startswith("other.yaml") for line in lines)
    assert lines[0].startswith(f"{path}: ILLEGAL")
    assert "\\x1b]0;pwned\\x07\\x1b[2J\\rother.yaml: legal - forged\\u202e\\u2028x" in lines[0]
    assert "Guard\\nother.yaml" in result.stdout


def test_roster_cannot_forge_a_line(runner: CliRunner, tmp_path: Path) -> None:
    path = _army(tmp_path)
    for fmt in ("markdown", "html"):
        result = runner.invoke(cli, ["roster", str(path), "--format", fmt])
        assert result.exit_code == 1
        assert not CONTROL.search(result.stdout), repr(result.stdout)
        assert not any(line.startswith("other.yaml") for line in result.stdout.splitlines())


def test_file_names_are_escaped(tmp_path: Path) -> None:
    name = "x\x1b[2J\nother.yaml: legal.yaml"
    (tmp_path / name).write_bytes(b"units: [")
    result = run(["validate", name], cwd=tmp_path)
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert line.startswith("error: x\\x1b[2J\\nother.yaml: legal.yaml:")
    as_json = run(["validate", name, "--json"], cwd=tmp_path)
    assert json.loads(as_json.stdout)["file"] == name


def test_unknown_key_names_are_escaped(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "key.yaml"
    path.write_text(yaml.safe_dump({"game": "hobgoblin", "name": "X", "points_limit": 10,
                                    "units": [], "col\x1b[31mour": 1}), encoding="utf-8")
    result = runner.invoke(cli, ["validate", str(path)])
    assert result.exit_code == 2
    assert "col\\x1b[31mour: unknown key" in result.stderr
    assert "\x1b" not in result.stderr


def test_arguments_are_escaped(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["keyword", "Wild\x1b[2J\u2028Hero"])
    assert result.exit_code == 2
    assert result.stderr == ("Error: not a keyword: 'Wild\\x1b[2J\\u2028Hero' (write e.g. "
                             "'Wild', 'Tough [1]', 'Hero [+1]' or 'Tough [x]')\n")
    unknown = runner.invoke(cli, ["keyword", "Wild\x1b7\x07\nHero"])
    assert unknown.stderr.startswith("Error: unknown keyword 'Wild\\x1b7\\x07 Hero';")
    assert not CONTROL.search(unknown.stderr) and len(unknown.stderr.splitlines()) == 1
    cost = runner.invoke(cli, ["cost", "Beasts", "Brutal"])
    assert cost.exit_code == 0 and cost.stdout.startswith("325 pts  Beasts with Brutal")


def test_markdown_escaping() -> None:
    assert escape_markdown("Iron Guard") == "Iron Guard"
    assert escape_markdown("[win](http://evil) *a* _b_ `c` | ~d~ # <i>&") == (
        "\\[win\\](http://evil) \\*a\\* \\_b\\_ \\`c\\` \\| \\~d\\~ \\# &lt;i&gt;&amp;")
    assert escape_markdown("a\nb\x1b") == "a&#xa;b&#x1b;"
    assert escape_html('<script>"x"\x1b') == "&lt;script&gt;&quot;x&quot;&#x1b;"


def test_roster_escapes_markdown_and_html_from_the_file(runner: CliRunner,
                                                        tmp_path: Path) -> None:
    path = _army(tmp_path, name="[Click me](http://evil) <script>alert(1)</script>",
                 unit="**Bold** | extra cell")
    md = runner.invoke(cli, ["roster", str(path)])
    assert md.stdout.startswith(
        "# \\[Click me\\](http://evil) &lt;script&gt;alert(1)&lt;/script&gt;\n")
    assert "| \\*\\*Bold\\*\\* \\| extra cell | Heavy Infantry |" in md.stdout
    assert "<script>" not in md.stdout and "[Click me](" not in md.stdout
    html = runner.invoke(cli, ["roster", str(path), "--format", "html"])
    assert "<script>" not in html.stdout
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html.stdout


def test_lone_surrogate_in_a_json_list_never_breaks_output(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_bytes(b'{"game": "hobgoblin", "name": "A\\udc80", "points_limit": 10, '
                     b'"units": []}')
    for args in (["validate", "s.json"], ["validate", "s.json", "--json"], ["roster", "s.json"]):
        result = run(args, cwd=tmp_path)
        assert "internal error" not in result.stderr
        if result.returncode == 2:  # the parser refuses lone surrogates
            assert len(result.stderr.splitlines()) == 1
            continue
        assert result.returncode == 1  # no General, no Battle Standard
        if "--json" in args:
            assert json.loads(result.stdout)["name"] == "A\udc80"
        elif args[0] == "roster":
            assert result.stdout.startswith("# A&#xdc80;\n")  # Markdown's own escape
        else:
            assert "A\\udc80" in result.stdout
