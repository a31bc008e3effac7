"""The JSON of ``rulesref validate --json``, without click: the command line prints it, and the
army builder page (in the browser) shows the same objects, made by the same functions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesref.core.jsontext import dumps, error_details
from rulesref.core.yamlio import PathKey, format_path
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.army import ArmyReport, Problem

#: The roster path (force, selection, name) of an army path, for a list read from a roster.
Locate = Callable[[PathKey], str]


def _problem_json(problem: Problem, locate: Locate | None = None) -> dict[str, Any]:
    data = {
        "code": problem.code,
        "path": format_path(problem.path),
        "line": problem.line,
        "column": problem.column,
        "message": problem.message,
        "rule": {"code": problem.rule.code, "name": problem.rule.name,
                 "summary": problem.rule.summary, "citation": str(problem.rule.cite)},
    }
    if locate is not None:
        data["roster_path"] = locate(problem.path)
    return data


def report_json(file: str, report: ArmyReport, locate: Locate | None = None
                ) -> dict[str, Any]:
    """The JSON object for one validated army list (``locate``: for a roster, each
    problem's ``roster_path``)."""
    return {
        "file": file,
        "name": report.name,
        "valid": report.valid,
        "total_points": report.total_points,
        "points_limit": report.points_limit,
        "mercury_per_round": report.mercury_per_round,
        "violations": [_problem_json(p, locate) for p in report.violations],
        "warnings": [_problem_json(p, locate) for p in report.warnings],
        "units": [
            {
                "name": u.name,
                "type": u.unit_type,
                "points": u.points,
                "allegiance": list(u.allegiances),
                "cost": None if u.cost is None else {
                    "base": u.cost.base, "multiplier": u.cost.multiplier,
                    "keywords": [{"keyword": ln.keyword, "listed": ln.listed,
                                  "points": ln.points} for ln in u.cost.lines]},
                "profile": None if u.profile is None else {
                    "speed": u.profile.speed, "range": u.profile.range,
                    "strikes": u.profile.strikes, "courage": u.profile.courage,
                    "keywords": list(u.profile.keywords), "footprint": u.profile.footprint,
                    "breaks_at": u.profile.breaks_at},
            }
            for u in report.units
        ],
    }


def unreadable_json(error: RulesDataError) -> dict[str, Any]:
    """The JSON object for a file that cannot be read as an army list: the error, and where
    it points (file, line, column, path)."""
    return {"file": error.file, "valid": False, "error": str(error), **error_details(error)}


def json_line(data: dict[str, Any]) -> str:
    """One JSON object on one line, as ``validate --json`` prints each list."""
    return dumps(data, indent=None)


__all__ = ["Locate", "json_line", "report_json", "unreadable_json"]
