"""Army commands: ``validate``, ``roster`` and ``schema``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import (
    MAX_MESSAGE,
    RulesrefCommand,
    answer,
    dumps,
    exit_by,
    json_option,
    shown,
)
from rulesref.core.yamlio import format_path
from rulesref.errors import RulesDataError

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.army import ArmyReport, Problem
    from rulesref.games.hobgoblin.reports import Locate


def report_json(file: str, report: ArmyReport, locate: Locate | None = None
                ) -> dict[str, Any]:
    """The JSON object for one validated army list (:func:`.reports.report_json`, which
    the builder page shares; ``locate``: for a roster, each problem's ``roster_path``)."""
    from rulesref.games.hobgoblin import reports

    return reports.report_json(file, report, locate)


def _problem_text(kind: str, problem: Problem, locate: Locate | None = None) -> list[str]:
    where = problem.where
    if locate is not None:
        where = (f"{problem.line}:{problem.column}: " if problem.line is not None else ""
                 ) + f"{locate(problem.path)} ({format_path(problem.path)})"
    return [f"  {kind} {problem.code} at {where}: {problem.message}",
            f"      rule: {problem.rule.name}: {problem.rule.summary} [{problem.rule.cite}]"]


def report_text(file: str, report: ArmyReport, locate: Locate | None = None) -> str:
    """The human summary for one validated army list; every line through :func:`shown`, so
    a name from the file cannot start a line of its own. For a roster, ``locate`` gives
    each problem's place as the roster's force, selections and names."""
    status = "legal" if report.valid else (
        f"ILLEGAL: {len(report.violations)} rule(s) broken")
    lines = [f"{file}: {status} - {report.name}: {report.total_points}/{report.points_limit} "
             f"pts, {report.mercury_per_round} Mercury per round"]
    for problem in report.violations:
        lines += _problem_text("error", problem, locate)
    for problem in report.warnings:
        lines += _problem_text("warning", problem, locate)
    return "\n".join(shown(line) for line in lines)


def _flush(lines: list[str]) -> None:
    """Print the lines gathered so far in one write, and forget them."""
    if lines:
        click.echo("\n".join(lines))
        lines.clear()


def _unreadable(error: RulesDataError, as_json: bool) -> None:
    """Report a file that is not an army list: one line on standard error, and with
    ``--json`` one object on standard output."""
    if as_json:
        from rulesref.games.hobgoblin.reports import json_line, unreadable_json

        click.echo(json_line(unreadable_json(error)))
    click.echo(f"error: {shown(str(error), MAX_MESSAGE)}", err=True)


@click.command("validate", cls=RulesrefCommand,
               short_help="Check army lists against every army-building rule.")
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--points-limit", type=click.IntRange(min=1), metavar="N",
              help="Points limit to check against (overrides the files' own).")
@click.option("--solo-opponent", is_flag=True,
              help="The lists are the solo-play opponent's (no Wizard allowed).")
@json_option
def validate_command(paths: tuple[Path, ...], points_limit: int | None, solo_opponent: bool,
                     as_json: bool) -> None:
    """Validate the army lists in PATHS (files, or directories of .yaml/.yml/.json files),
    and rosters (.ros, .rosz) saved by BattleScribe or New Recruit against the catalogue
    ``rulesref export battlescribe`` writes.

    Every list is checked even when some cannot be read; each unreadable file gets one line
    on standard error. Exit 0 when every list is legal, 1 when a list breaks a rule (and
    every file was read), 2 when a file cannot be read as an army list.
    """
    from rulesref.games.hobgoblin.answers.army import each_list, outcome, tally, tally_verdict
    from rulesref.games.hobgoblin.answers.list_answer import ListAnswer
    from rulesref.games.hobgoblin.reports import json_line

    # each list printed as it is checked, and then dropped: 10,000 lists are never all held;
    # a few hundred lists' lines go out in one write (one echo each cost more than the JSON
    # parse), and always before an unreadable file's line, so the order is the lists'
    answers, any_directory = each_list(paths, points_limit=points_limit,
                                       solo_opponent=solo_opponent)
    outcomes = []
    pending: list[str] = []
    for item in answers:
        if isinstance(item, ListAnswer):
            pending.append(json_line(item.to_json()) if as_json
                           else report_text(item.file, item.report, item.locate))
        else:
            _flush(pending)
            _unreadable(item, as_json)
        if len(pending) >= 256:
            _flush(pending)
        outcomes.append(outcome(item))
    _flush(pending)
    counts = tally(outcomes)
    if counts["lists"] > 1 or any_directory:
        if as_json:
            click.echo(dumps({"summary": counts}, indent=None))
        else:
            click.echo(f"{counts['lists']} lists: {counts['legal']} legal, "
                       f"{counts['illegal']} illegal, {counts['unreadable']} unreadable")
    exit_by(tally_verdict(counts))


@click.command("roster", cls=RulesrefCommand,
               short_help="A printable roster of an army list.")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["markdown", "html"]), default="markdown",
              show_default=True, help="Output format.")
@json_option
def roster_command(file: Path, fmt: str, as_json: bool) -> None:
    """Print a roster of FILE: profiles, points and a summary of every keyword.

    An illegal list gets its violations at the top, and the command exits 1; a file that is
    not an army list exits 2.
    """
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.answers.army import roster
    from rulesref.games.hobgoblin.roster import roster_html, roster_markdown

    found = roster(file)
    render = roster_html if fmt == "html" else roster_markdown
    answer(found, as_json, lambda: render(hobgoblin.load(), found.report))


@click.command("schema", cls=RulesrefCommand,
               short_help="Print the JSON Schema of a file format.")
@click.argument("kind", type=click.Choice(["army"]))
@click.option("--json", "as_json", is_flag=True,
              help="Accepted for symmetry with every other command: the schema is JSON.")
def schema_command(kind: str, as_json: bool) -> None:
    """Print the JSON Schema of KIND files, for editors' autocompletion."""
    from rulesref.games.hobgoblin.answers.army import schema

    click.echo(dumps(schema(kind).to_json()))


COMMANDS = (validate_command, roster_command, schema_command)
