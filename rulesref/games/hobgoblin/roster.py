"""Printable rosters of a validated army: Markdown and HTML, as pure functions."""

from __future__ import annotations

import html
from collections.abc import Iterator

from rulesref.core import names
from rulesref.core.keywords import KeywordRef
from rulesref.errors import RulesError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army import ArmyReport, UnitReport
from rulesref.games.hobgoblin.model import Hobgoblin


def _summaries(rules: Hobgoblin, report: ArmyReport) -> list[tuple[str, str, str]]:
    """(keyword, summary, citation) for every keyword in the army, sorted by name."""
    seen: dict[str, tuple[str, str, str]] = {}
    for unit in report.units:
        if unit.profile is None:
            continue
        for text in unit.profile.keywords:
            try:
                kw = lookups.find_keyword(rules, KeywordRef.parse(text).name)
            except RulesError:
                continue
            seen.setdefault(names.fold(kw.name), (kw.name, kw.summary, kw.cite.short()))
    return [seen[k] for k in sorted(seen)]


def _stat(value: int | None, unit: str = "") -> str:
    return "-" if value is None else f"{value}{unit}"


def _unit_row(unit: UnitReport) -> list[str]:
    prof = unit.profile
    if prof is None:
        return [unit.name, unit.unit_type or "?", "-", "-", "-", "-", "-", "-", str(unit.points)]
    keywords = ", ".join(prof.keywords)
    if unit.allegiances:
        keywords += f" (allegiance: {', '.join(unit.allegiances)})"
    return [unit.name, prof.unit_type, _stat(prof.speed), _stat(prof.range, '"'),
            str(prof.strikes), str(prof.courage), prof.footprint, keywords, str(unit.points)]


HEADERS = ["Unit", "Type", "Speed", "Range", "Strikes", "Courage", "Footprint", "Keywords",
           "Points"]


def markdown_lines(rules: Hobgoblin, report: ArmyReport) -> Iterator[str]:
    """The roster as Markdown lines."""
    yield f"# {report.name}"
    yield ""
    yield (f"{report.total_points} / {report.points_limit} points; "
           f"{report.mercury_per_round} Mercury per round.")
    yield ""
    if report.violations:
        yield f"**ILLEGAL LIST: {len(report.violations)} rule(s) broken**"
        yield ""
        for p in report.violations:
            yield f"- `{p.code}` {p.where}: {p.message} ({p.rule.name}, {p.rule.cite.short()})"
        yield ""
    yield "| " + " | ".join(HEADERS) + " |"
    yield "|" + "|".join("---" for _ in HEADERS) + "|"
    for unit in report.units:
        yield "| " + " | ".join(c.replace("|", "/") for c in _unit_row(unit)) + " |"
    yield ""
    yield "## Keywords"
    yield ""
    for name, summary, cite in _summaries(rules, report):
        yield f"- **{name}**: {summary} _({cite})_"


def roster_markdown(rules: Hobgoblin, report: ArmyReport) -> str:
    """The roster as one Markdown document."""
    return "\n".join(markdown_lines(rules, report))


def roster_html(rules: Hobgoblin, report: ArmyReport) -> str:
    """The roster as a self-contained, printable HTML page."""
    e = html.escape
    parts = [
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{e(report.name)}</title>",
        "<style>body{font-family:sans-serif;margin:1em}table{border-collapse:collapse}"
        "td,th{border:1px solid #888;padding:2px 6px;text-align:left}"
        ".illegal{color:#a00;border:2px solid #a00;padding:.5em}"
        "@media print{body{margin:0}}</style></head><body>",
        f"<h1>{e(report.name)}</h1>",
        f"<p>{report.total_points} / {report.points_limit} points; "
        f"{report.mercury_per_round} Mercury per round.</p>",
    ]
    if report.violations:
        parts.append(f'<div class="illegal"><strong>ILLEGAL LIST: {len(report.violations)} '
                     "rule(s) broken</strong><ul>")
        for p in report.violations:
            parts.append(f"<li><code>{e(p.code)}</code> {e(p.where)}: {e(p.message)} "
                         f"({e(p.rule.name)}, {e(p.rule.cite.short())})</li>")
        parts.append("</ul></div>")
    parts.append("<table><thead><tr>" + "".join(f"<th>{h}</th>" for h in HEADERS)
                 + "</tr></thead><tbody>")
    for unit in report.units:
        parts.append("<tr>" + "".join(f"<td>{e(c)}</td>" for c in _unit_row(unit)) + "</tr>")
    parts.append("</tbody></table><h2>Keywords</h2><dl>")
    for name, summary, cite in _summaries(rules, report):
        parts.append(f"<dt>{e(name)}</dt><dd>{e(summary)} <small>({e(cite)})</small></dd>")
    parts.append("</dl></body></html>")
    return "\n".join(parts)
