"""Army commands: ``validate``, ``roster`` and ``schema``."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import (
    MAX_MESSAGE,
    BadInput,
    RuleBroken,
    RulesrefCommand,
    dumps,
    echo_text,
    emit,
    json_option,
    shown,
)
from rulesref.core.safefiles import Found, find_files
from rulesref.core.yamlio import format_path
from rulesref.errors import RulesDataError, RulesError

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.army import ArmyReport, LoadedArmy, Problem
    from rulesref.games.hobgoblin.model import Hobgoblin
    from rulesref.games.hobgoblin.reports import Locate

#: Army files: YAML or JSON, and rosters saved by BattleScribe or New Recruit.
ARMY_SUFFIXES = (".yaml", ".yml", ".json", ".ros", ".rosz")
ROSTER_SUFFIXES = (".ros", ".rosz")


def load_any(path: Path, rules: Hobgoblin, points_limit: int | None = None
             ) -> tuple[LoadedArmy, Locate | None]:
    """Read an army file or a BattleScribe roster; for a roster, also how to locate a path
    in it.

    :param points_limit: for a roster that sets no points limit.
    :raises RulesDataError: when the file cannot be read as an army list.
    """
    if path.suffix.lower() in ROSTER_SUFFIXES:
        from rulesref.games.hobgoblin.battlescribe.roster_read import load_roster

        roster = load_roster(path, rules, points_limit=points_limit)
        return roster.loaded, roster.locate
    from rulesref.games.hobgoblin.army import load_army

    return load_army(path, rules), None

def army_files(paths: tuple[Path, ...]) -> tuple[list[Found], bool]:
    """The army files in ``paths`` (files as given; directories searched without leaving
    them, :func:`rulesref.core.safefiles.find_files`), with a :class:`RulesDataError` in
    place of each place that cannot or may not be read, or directory without army files; and
    whether a directory was given. Nothing is opened but directories: files are read later,
    one at a time.
    """
    found: list[Found] = []
    any_directory = False
    for path in paths:
        try:
            status = os.stat(path)
        except OSError:
            found.append(path)  # reading it names the cause
            continue
        if not stat.S_ISDIR(status.st_mode):
            found.append(path)
            continue
        any_directory = True
        try:
            inside = find_files(path, ARMY_SUFFIXES)
        except OSError as exc:
            inside = [RulesDataError(str(path), "", f"cannot read: {exc.strerror or exc}")]
        if not inside:
            inside = [RulesDataError(str(path), "", "no army files (.yaml, .yml, .json, "
                                     ".ros, .rosz) in this directory")]
        found.extend(inside)
    return found, any_directory


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
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.army import validate
    from rulesref.games.hobgoblin.reports import json_line

    rules = hobgoblin.load()
    found, any_directory = army_files(paths)
    legal = illegal = unreadable = 0
    for item in found:
        if isinstance(item, RulesDataError):
            unreadable += 1
            _unreadable(item, as_json)
            continue
        try:
            loaded, locate = load_any(item, rules, points_limit)
            report = validate(rules, loaded.army, points_limit=points_limit,
                              solo_opponent=solo_opponent, document=loaded.document)
            shown_report = (json_line(report_json(str(item), report, locate))
                            if as_json else report_text(str(item), report, locate))
        except RulesError as exc:  # this file is reported; the others are still checked
            unreadable += 1
            _unreadable(exc if isinstance(exc, RulesDataError)
                        else RulesDataError(str(item), "", str(exc)), as_json)
            continue
        if report.valid:
            legal += 1
        else:
            illegal += 1
        click.echo(shown_report)
    if len(found) > 1 or any_directory:
        if as_json:
            click.echo(dumps({"summary": {"lists": len(found), "legal": legal,
                                          "illegal": illegal, "unreadable": unreadable}},
                             indent=None))
        else:
            click.echo(f"{len(found)} lists: {legal} legal, {illegal} illegal, "
                       f"{unreadable} unreadable")
    if unreadable:
        raise BadInput("")  # each cause was printed above
    if illegal:
        raise RuleBroken("")


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
    from rulesref.games.hobgoblin.army import validate
    from rulesref.games.hobgoblin.roster import roster_html, roster_markdown

    rules = hobgoblin.load()
    loaded, locate = load_any(file, rules)
    report = validate(rules, loaded.army, document=loaded.document)
    if as_json:
        emit(True, report_json(str(file), report, locate), str)
    else:
        render = roster_html if fmt == "html" else roster_markdown
        echo_text(render(rules, report))
    if not report.valid:
        raise RuleBroken("")


@click.command("schema", cls=RulesrefCommand,
               short_help="Print the JSON Schema of a file format.")
@click.argument("kind", type=click.Choice(["army"]))
@click.option("--json", "as_json", is_flag=True,
              help="Accepted for symmetry with every other command: the schema is JSON.")
def schema_command(kind: str, as_json: bool) -> None:
    """Print the JSON Schema of KIND files, for editors' autocompletion."""
    from rulesref.games.hobgoblin.army import army_schema

    click.echo(dumps(army_schema()))


COMMANDS = (validate_command, roster_command, schema_command)
