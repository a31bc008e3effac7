"""``--json`` is honoured by every command and every kind of error, and it is decided from
click's parsed parameters, so click's runner and the installed binary answer alike."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from rulesref.cli import RulesrefCommand, RulesrefGroup, cli, json_option
from tests.badinput.runbin import run
from tests.cli.test_every_command import LEAVES


def _one_object(text: str) -> dict[str, object]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def test_every_command_is_a_rulesref_command() -> None:
    for path, command in LEAVES:
        assert isinstance(command, RulesrefCommand), " ".join(path)
        if len(path) > 1:
            parent = cli.get_command(None, path[0])  # type: ignore[arg-type]
            assert isinstance(parent, RulesrefGroup), path[0]


@pytest.mark.parametrize(("path", "command"), LEAVES, ids=[" ".join(p) for p, _ in LEAVES])
def test_usage_error_answers_in_json(runner: CliRunner, path: tuple[str, ...],
                                     command: object) -> None:
    result = runner.invoke(cli, [*path, "--json", "--no-such-option"])
    assert result.exit_code == 2
    data = _one_object(result.stdout)
    assert data["exit_code"] == 2 and "--no-such-option" in str(data["error"])
    assert str(data["usage"]).startswith(f"Usage: cli {' '.join(path)}")
    (line,) = result.stderr.splitlines()
    assert line == f"Error: {data['error']}"
    assert line.startswith("Error: No such option '--no-such-option'.")


@pytest.mark.parametrize(("path", "command"), LEAVES, ids=[" ".join(p) for p, _ in LEAVES])
def test_usage_error_without_json_is_click_text(runner: CliRunner, path: tuple[str, ...],
                                                command: object) -> None:
    result = runner.invoke(cli, [*path, "--no-such-option"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "Usage:" in result.stderr and "No such option" in result.stderr


@pytest.mark.parametrize("args", [
    ["keyword", "--json"],                       # a missing argument, --json parsed first
    ["validate", "--json"],
    ["odds", "Light Infantry", "--json", "--dice", "many"],  # a bad value after --json
    ["odds", "Light Infantry", "Monster", "--dice", "1000", "--json"],  # flag parsed later
    ["tn", "--json", "Monster"],
])
def test_more_usage_errors_in_json(runner: CliRunner, args: list[str]) -> None:
    result = runner.invoke(cli, args)
    assert result.exit_code == 2
    assert _one_object(result.stdout)["exit_code"] == 2
    assert len(result.stderr.splitlines()) == 1


def test_json_after_double_dash_is_an_argument(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["keyword", "--", "--json"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == "Error: unknown keyword '--json'\n"


def test_json_as_an_option_value_is_not_the_flag(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["tn", "Light Infantry", "Monster", "--with", "--json"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "unknown keyword '--json'" in result.stderr


@pytest.mark.parametrize("args", [
    ["odds", "Light Infantry", "Monster", "--plot", "--json"],
    ["odds", "Light Infantry", "Monster", "--with", "Hero [+2000]", "--json"],
    ["unit", "Monster", "Hero [-50]", "--json"],
    ["cost", "Beastz", "--json"],
    ["verify", "--game", "nope", "--json"],
    ["verify", "target-table", "--table", "no-such.csv", "--json"],
    ["roster", "no-such.yaml", "--json"],
    ["livestock", "board", "99", "--json"],
    ["hoarde", "deal-odds", "--hand", "100", "--json"],
    ["hogs", "range", "1", "99", "--json"],
])
def test_bad_input_answers_in_json(runner: CliRunner, args: list[str]) -> None:
    result = runner.invoke(cli, args)
    assert result.exit_code == 2, result.output
    data = _one_object(result.stdout)
    assert data["exit_code"] == 2 and data["error"]
    (line,) = result.stderr.splitlines()
    assert line == f"Error: {data['error']}"


@pytest.mark.parametrize("args", [
    ["keyword", "--", "--json"],
    ["keyword", "wild", "--json"],
    ["keyword", "--json"],
    ["validate", "--json", "nothing-here"],
    ["odds", "Light Infantry", "Monster", "--plot", "--json"],
    ["odds", "Light Infantry", "Monster", "--with", "Hero [+2000]"],
    ["tn", "Light Infantry", "Monster", "--with", "--json"],
    ["nosuchcommand", "--json"],
])
def test_runner_and_binary_agree(runner: CliRunner, tmp_path: Path, args: list[str]) -> None:
    mine = runner.invoke(cli, args, prog_name="rulesref")
    real = run(args, cwd=tmp_path)
    assert (mine.exit_code, mine.stdout, mine.stderr) == (real.returncode, real.stdout,
                                                          real.stderr)


def test_a_usage_error_raised_by_a_command_answers_in_json(runner: CliRunner) -> None:
    @click.command("demo", cls=RulesrefCommand)
    @json_option
    def demo(as_json: bool) -> None:
        raise click.BadParameter("not like that")

    result = runner.invoke(demo, ["--json"])
    assert result.exit_code == 2
    assert _one_object(result.stdout)["error"] == "Invalid value: not like that"
    text = runner.invoke(demo, [])
    assert text.exit_code == 2 and text.stdout == "" and "Usage:" in text.stderr
