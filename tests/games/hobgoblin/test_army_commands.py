"""validate, roster and schema through click's runner, including bad input."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import jsonschema
import pytest
import yaml
from click.testing import CliRunner

from rulesref.cli import cli

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "armies"


def test_legal_example(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["validate", str(EXAMPLES / "copper-host.yaml")])
    assert result.exit_code == 0, result.output
    assert "legal" in result.output and "2500/3000" in result.output


def test_json_fields(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["validate", str(EXAMPLES / "copper-host.yaml"), "--json"])
    data = json.loads(result.output)
    assert data["valid"] is True
    assert data["total_points"] == 2500 and data["points_limit"] == 3000
    assert data["mercury_per_round"] == 4
    assert data["violations"] == [] and data["warnings"] == []
    guard = data["units"][0]
    assert guard["name"] == "Iron Guard" and guard["points"] == 425
    assert set(guard["profile"]) >= {"speed", "range", "strikes", "courage", "keywords"}
    assert "Tough [2]" in guard["profile"]["keywords"]


def test_illegal_example_lists_everything(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["validate", str(EXAMPLES / "illegal-everything.yaml"),
                                 "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert not data["valid"]
    found = {v["code"] for v in data["violations"]}
    assert found >= {"HG002", "HG003", "HG004", "HG010", "HG011", "HG012", "HG013", "HG016",
                     "HG017", "HG018", "HG020"}
    for v in data["violations"]:
        assert v["path"] and v["message"] and v["rule"]["citation"].startswith("Hobgoblin")
        assert v["line"] is not None


def test_directory_summary_and_points_limit(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["validate", str(EXAMPLES)])
    assert result.exit_code == 1
    assert result.output.strip().splitlines()[-1].endswith("0 unreadable")
    tight = runner.invoke(cli, ["validate", str(EXAMPLES / "copper-host.yaml"),
                                "--points-limit", "2000"])
    assert tight.exit_code == 1 and "HG001" in tight.output


BAD_FILES = {
    "not-yaml.yaml": (b"units: [\n  - name: x\n", "invalid YAML"),
    "wrong-type.yaml": (b"game: hobgoblin\nname: X\npoints_limit: lots\nunits: []\n",
                        "points_limit"),
    "missing.yaml": (b"game: hobgoblin\nname: X\nunits: []\n", "points_limit: required"),
    "unknown-key.yaml": (b"game: hobgoblin\nname: X\npoints_limit: 10\nunits: []\ncolour: red\n",
                         "colour: unknown key"),
    "empty.yaml": (b"", "file is empty"),
    "binary.yaml": (b"\x89PNG\r\n\x1a\n\x00\x00", "binary file"),
    "latin1.yaml": ("name: Gar\xe7on\n".encode("latin-1"), "not UTF-8"),
    "list.json": (b"[1, 2, 3]", "must be a mapping"),
    "bad.json": (b"{\"game\": ", "invalid JSON"),
    "other-game.yaml": (b"game: chess\nname: X\npoints_limit: 10\nunits: []\n", "game"),
    "negative.yaml": (b"game: hobgoblin\nname: X\npoints_limit: -5\nunits: []\n", "positive"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_input_exits_2_with_one_line(runner: CliRunner, tmp_path: Path, name: str) -> None:
    content, expected = BAD_FILES[name]
    path = tmp_path / name
    path.write_bytes(content)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    result = runner.invoke(cli, ["validate", str(path)])
    assert result.exit_code == 2, result.output
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert len(lines) == 1, result.output
    assert name in lines[0] and expected in lines[0], lines[0]
    assert "Traceback" not in result.output
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_alias_bomb_and_oversized(runner: CliRunner, tmp_path: Path) -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for n in range(1, 9):
        p, c = chr(96 + n), chr(97 + n)
        bomb += f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
    (tmp_path / "bomb.yaml").write_text(bomb)
    result = runner.invoke(cli, ["validate", str(tmp_path / "bomb.yaml")])
    assert result.exit_code == 2 and "too many nodes" in result.output
    big = tmp_path / "big.yaml"
    big.write_bytes(b"# " + b"x" * 3_000_000)
    result = runner.invoke(cli, ["validate", str(big)])
    assert result.exit_code == 2 and "too large" in result.output


def test_missing_path_is_usage_error(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["validate", "no/such/file.yaml"])
    assert result.exit_code == 2


def test_unreadable_among_good_files(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text((EXAMPLES / "copper-host.yaml").read_text())
    (tmp_path / "b.yaml").write_text("units: [")
    result = runner.invoke(cli, ["validate", str(tmp_path), "--json"])
    assert result.exit_code == 2
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert objects[0]["valid"] is True and "error" in objects[1]
    assert objects[1]["file"].endswith("b.yaml") and objects[1]["line"] == 2
    assert objects[2] == {"summary": {"lists": 2, "legal": 1, "illegal": 0, "unreadable": 1}}
    (line,) = result.stderr.splitlines()
    assert "b.yaml:2:1:" in line and "invalid YAML" in line


def test_schema_validates_the_examples(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["schema", "army"])
    assert result.exit_code == 0
    schema = json.loads(result.output)
    for path in EXAMPLES.glob("*.yaml"):
        jsonschema.validate(yaml.safe_load(path.read_text()), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"game": "hobgoblin", "name": "x", "points_limit": 1,
                             "units": [], "extra": 1}, schema)


def test_roster_markdown_and_html(runner: CliRunner) -> None:
    md = runner.invoke(cli, ["roster", str(EXAMPLES / "copper-host.yaml")])
    assert md.exit_code == 0
    assert md.output.startswith("# The Copper Host")
    assert "| Iron Guard | Heavy Infantry |" in md.output
    assert "**Tough**" in md.output and "ILLEGAL" not in md.output
    html = runner.invoke(cli, ["roster", str(EXAMPLES / "copper-host.yaml"), "--format", "html"])
    assert html.exit_code == 0 and "<table>" in html.output and "<dt>Tough</dt>" in html.output


def test_roster_of_illegal_list_shows_violations_first(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["roster", str(EXAMPLES / "illegal-everything.yaml")])
    assert result.exit_code == 1
    head = result.output.splitlines()[:5]
    assert any("ILLEGAL LIST" in line for line in head)
