"""Tool specs from click commands, argument checks and in-process runs, without a server."""

from __future__ import annotations

import sys

import click
import pytest
from click.testing import CliRunner

from rulesref.cli import BadInput, RuleBroken, cli, json_option
from rulesref.mcp.invoke import parse_output, run_command, run_tool
from rulesref.mcp.tools import ToolArgumentError, tool_specs


@click.group()
def demo() -> None:
    """A made-up tree."""


@demo.group("dice", invoke_without_command=True)
@click.option("--seed", type=int, help="A seed.")
@json_option
def dice_group(seed: int | None, as_json: bool) -> None:
    """Roll dice."""
    if click.get_current_context().invoked_subcommand is None:
        click.echo('{"rolled": true}')


@dice_group.command("best-of", short_help="Best of some rolls.")
@click.argument("faces", type=click.IntRange(2, 20))
@click.argument("labels", nargs=-1)
@click.option("--mode", type=click.Choice(["high", "low"]), default="high", help="Which.")
@click.option("--with", "with_", multiple=True, help="Repeatable.")
@click.option("--loud/--quiet", default=False, help="A flag with an off switch.")
@click.option("--plot", is_flag=True, help="Text only.")
@click.option("--out", type=click.Path(), help="A file to write.")
@json_option
def best_of(faces: int, labels: tuple[str, ...], mode: str, with_: tuple[str, ...],
            loud: bool, plot: bool, out: str | None, as_json: bool) -> None:
    """Print the best of FACES-sided rolls."""
    import json

    click.echo(json.dumps({"faces": faces, "labels": list(labels), "mode": mode,
                           "with": list(with_), "loud": loud}))
    if faces == 13:
        raise RuleBroken("")
    if faces == 19:
        raise BadInput("nineteen is unlucky")
    if faces == 17:
        raise RuntimeError("boom")


@demo.command("read")
@click.argument("file", type=click.Path(exists=True))
@json_option
def read_command(file: str, as_json: bool) -> None:
    """Needs a file: no tool."""


@demo.command("plain")
def plain_command() -> None:
    """No --json: no tool."""


dice_group.add_command(best_of, "alias-of-best")  # listed twice, one tool
demo.add_command(best_of)  # also on its own: the shorter path wins


def specs() -> dict[str, object]:
    return {s.name: s for s in tool_specs(demo)}


def test_names_come_from_command_paths_once_each() -> None:
    assert sorted(specs()) == ["best_of", "dice"]


def test_schema_from_click_params() -> None:
    spec = tool_specs(demo)[0]
    schema = spec.input_schema
    props = schema["properties"]
    assert schema["required"] == ["faces"] and schema["additionalProperties"] is False
    assert props["faces"] == {"type": "integer", "minimum": 2, "maximum": 20,
                              "description": "FACES (positional argument of the command)"}
    assert props["labels"]["type"] == "array"
    assert props["mode"] == {"type": "string", "enum": ["high", "low"], "default": "high",
                             "description": "Which."}
    assert props["with"]["type"] == "array" and props["with"]["items"] == {"type": "string"}
    assert props["loud"]["type"] == "boolean"
    assert not {"plot", "out", "json"} & set(props)
    assert "rulesref best-of FACES LABELS... [OPTIONS] --json" in spec.description


def test_argv_keeps_dashed_values_as_values() -> None:
    spec = tool_specs(demo)[0]
    argv = spec.argv({"faces": 6, "labels": ["-x", "y"], "with": "-1", "loud": False})
    assert argv == ["best-of", "--with=-1", "--quiet", "--json", "--", "6", "-x", "y"]


@pytest.mark.parametrize(("arguments", "message"), [
    ({"faces": 6, "mod": "high"}, "takes no argument 'mod'; did you mean 'mode'?"),
    ({}, "missing required argument 'faces'"),
    ({"faces": [6]}, "faces: expected a single value, not a list"),
    ({"faces": 6, "loud": "yes"}, "loud: expected true or false"),
])
def test_bad_arguments(arguments: dict[str, object], message: str) -> None:
    with pytest.raises(ToolArgumentError, match=message):
        tool_specs(demo)[0].argv(arguments)


def test_runs_and_exit_codes() -> None:
    spec = tool_specs(demo)[0]
    ok = run_tool(demo, spec, {"faces": 6, "with": ["a", "b"]})
    assert not ok.is_error and ok.exit_code == 0
    assert ok.data == {"faces": 6, "labels": [], "mode": "high", "with": ["a", "b"],
                       "loud": False}
    broken = run_tool(demo, spec, {"faces": 13})
    assert not broken.is_error and broken.exit_code == 1  # an answer: a rule is broken
    bad = run_tool(demo, spec, {"faces": 19})
    assert bad.is_error and (bad.exit_code, bad.text) == (2, "nineteen is unlucky")
    click_bad = run_tool(demo, spec, {"faces": 40})
    assert click_bad.is_error and "40 is not in the range 2<=x<=20" in click_bad.text
    crash = run_tool(demo, spec, {"faces": 17})
    assert crash.is_error and crash.text.startswith("internal error: RuntimeError: boom")
    group = run_tool(demo, tool_specs(demo)[1], {"seed": 3})
    assert group.data == {"rolled": True}


def test_standard_output_is_restored() -> None:
    before = sys.stdout
    run_command(demo, ["best-of", "--json", "--", "6"])
    assert sys.stdout is before


def test_output_parsing() -> None:
    assert parse_output('{"a": 1}') == {"a": 1}
    assert parse_output('{"a": 1}\n{"a": 2}\n') == {"results": [{"a": 1}, {"a": 2}]}
    assert parse_output("[1, 2]") == {"results": [1, 2]}
    assert parse_output("not json") is None


def test_the_real_tree_has_no_clashing_names_and_a_document_tool() -> None:
    real = {s.name: s for s in tool_specs(cli)}
    validate = real["validate"]
    assert validate.document == "army"
    assert validate.input_schema["required"] == ["army"]
    assert "$defs" in validate.input_schema  # the army format's definitions, for its $refs
    assert "UnitEntry" in validate.input_schema["$defs"]


def test_mcp_without_the_sdk_exits_2_naming_the_install(
        runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "mcp", None)
    monkeypatch.setitem(sys.modules, "mcp.server", None)
    result = runner.invoke(cli, ["mcp"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1] == (
        'Error: rulesref mcp needs the MCP SDK: pip install "rulesref[mcp]"')

