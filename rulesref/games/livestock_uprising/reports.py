"""The JSON of ``rulesref livestock army --json``, without click: the command line prints it,
and the army builder page (in the browser) shows the same objects, made by the same
functions."""

from __future__ import annotations

from typing import Any

from rulesref.core.jsontext import dumps, error_details
from rulesref.core.readings import Reading
from rulesref.errors import RulesError
from rulesref.games.livestock_uprising.lookups import (
    ArmyReport,
    amounts_json,
    cite_text,
    find_reading,
)
from rulesref.games.livestock_uprising.model import ArmyRule, LivestockUprising

#: The exit code of a list that cannot be checked (bad input).
EXIT_BAD_INPUT = 2


def army_json(rules: LivestockUprising, report: ArmyReport) -> dict[str, Any]:
    """The JSON object for a checked army."""
    return {
        "faction": report.faction,
        "super_army": report.super_army,
        "legal": report.legal,
        "groups": [{"name": g.label, "units": list(g.units), "count": len(g.units),
                    "cost": amounts_json(g.bill.totals)} for g in report.groups],
        "violations": [{"code": v.rule.code, "where": v.where, "message": v.message,
                        "rule": {"name": v.rule.name, "summary": v.rule.summary,
                                 "limit": v.rule.limit, "reading": v.rule.reading,
                                 "citation": cite_text(rules, v.rule.cite)}}
                       for v in report.violations],
        "readings": [{"rule": rule.code, "id": reading.id, "reading": reading.reading,
                      "citation": cite_text(rules, reading.cite)}
                     for rule, reading in applied_readings(rules, report)],
    }


def applied_readings(rules: LivestockUprising, report: ArmyReport
                     ) -> list[tuple[ArmyRule, Reading]]:
    """The army rules applied to this army that rest on a reading, with the reading."""
    return [(rule, find_reading(rules, rule.reading)) for rule in report.applied
            if rule.reading]


def army_text(data: dict[str, Any]) -> str:
    """:func:`army_json` as the command line prints it (indented)."""
    return dumps(data)


def error_json(error: RulesError) -> dict[str, Any]:
    """The JSON object for an army that cannot be checked (an unknown unit, a bad file), with
    where a bad file's problem is (file, line, column, path)."""
    return {"error": str(error), "exit_code": EXIT_BAD_INPUT, **error_details(error)}


def error_text(data: dict[str, Any]) -> str:
    """:func:`error_json` as the command line prints it (one line)."""
    return dumps(data, indent=None)
