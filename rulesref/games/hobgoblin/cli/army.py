"""Army commands: ``validate``, ``roster`` and ``schema``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import click

from rulesref.cli import BadInput, RuleBroken, emit, json_option
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.reports import json_line, report_json, unreadable_json

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.army import ArmyReport, Problem

ARMY_SUFFIXES = (".yaml", ".yml", ".json")


def _army_files(paths: tuple[Path, ...]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if p.suffix.lower() in ARMY_SUFFIXES
                           and p.is_file())
            if not found:
                raise BadInput(f"{path}: no army files (.yaml, .yml, .json) in this directory")
            files.extend(found)
        else:
            files.append(path)
    return files


def _problem_text(kind: str, problem: Problem) -> list[str]:
    return [f"  {kind} {problem.code} at {problem.where}: {problem.message}",
            f"      rule: {problem.rule.name}: {problem.rule.summary} [{problem.rule.cite}]"]


def report_text(file: str, report: ArmyReport) -> str:
    """The human summary for one validated army list."""
    status = "legal" if report.valid else (
        f"ILLEGAL: {len(report.violations)} rule(s) broken")
    lines = [f"{file}: {status} - {report.name}: {report.total_points}/{report.points_limit} "
             f"pts, {report.mercury_per_round} Mercury per round"]
    for problem in report.violations:
        lines += _problem_text("error", problem)
    for problem in report.warnings:
        lines += _problem_text("warning", problem)
    return "\n".join(lines)


@click.command("validate", short_help="Check army lists against every army-building rule.")
@click.argument("paths", nargs=-1, required=True,
                type=click.Path(exists=True, path_type=Path))
@click.option("--points-limit", type=click.IntRange(min=1), metavar="N",
              help="Points limit to check against (overrides the files' own).")
@click.option("--solo-opponent", is_flag=True,
              help="The lists are the solo-play opponent's (no Wizard allowed).")
@json_option
def validate_command(paths: tuple[Path, ...], points_limit: int | None, solo_opponent: bool,
                     as_json: bool) -> None:
    """Validate the army lists in PATHS (files, or directories of .yaml/.yml/.json files).

    Exit 0 when every list is legal, 1 when a list breaks a rule, 2 when a file cannot be
    read as an army list.
    """
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.army import load_army, validate

    rules = hobgoblin.load()
    files = _army_files(paths)
    legal = illegal = unreadable = 0
    for path in files:
        try:
            loaded = load_army(path)
        except RulesDataError as exc:
            unreadable += 1
            if as_json:
                click.echo(json_line(unreadable_json(str(path), exc)))
            else:
                click.echo(f"error: {exc}", err=True)
            continue
        report = validate(rules, loaded.army, points_limit=points_limit,
                          solo_opponent=solo_opponent, document=loaded.document)
        if report.valid:
            legal += 1
        else:
            illegal += 1
        if as_json:
            click.echo(json_line(report_json(str(path), report)))
        else:
            click.echo(report_text(str(path), report))
    if len(files) > 1 and not as_json:
        click.echo(f"{len(files)} lists: {legal} legal, {illegal} illegal, "
                   f"{unreadable} unreadable")
    if unreadable:
        raise BadInput("")  # each cause was printed above
    if illegal:
        raise RuleBroken("")


@click.command("roster", short_help="A printable roster of an army list.")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["markdown", "html"]), default="markdown",
              show_default=True, help="Output format.")
@json_option
def roster_command(file: Path, fmt: str, as_json: bool) -> None:
    """Print a roster of FILE: profiles, points and a summary of every keyword.

    An illegal list gets its violations at the top, and the command exits 1.
    """
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.army import load_army, validate
    from rulesref.games.hobgoblin.roster import roster_html, roster_markdown

    rules = hobgoblin.load()
    loaded = load_army(file)
    report = validate(rules, loaded.army, document=loaded.document)
    if as_json:
        emit(True, report_json(str(file), report), str)
    else:
        render = roster_html if fmt == "html" else roster_markdown
        click.echo(render(rules, report))
    if not report.valid:
        raise RuleBroken("")


@click.command("schema", short_help="Print the JSON Schema of a file format.")
@click.argument("kind", type=click.Choice(["army"]))
@click.option("--json", "as_json", is_flag=True,
              help="Accepted for symmetry with every other command: the schema is JSON.")
def schema_command(kind: str, as_json: bool) -> None:
    """Print the JSON Schema of KIND files, for editors' autocompletion."""
    from rulesref.games.hobgoblin.army import army_schema

    click.echo(json.dumps(army_schema(), indent=2))


COMMANDS = (validate_command, roster_command, schema_command)
