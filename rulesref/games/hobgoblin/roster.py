"""Printable rosters of a validated army: Markdown and HTML, as pure functions.

Text from the army file (its name, unit names, allegiances, and the messages that quote
them) is escaped for the format: HTML syntax in both, and Markdown's emphasis, link, code
and table syntax in Markdown, so a name renders as the characters it is made of and cannot
add a link, a script or a table column. Characters that are not printable (controls, line
breaks) become numeric character references, so a name cannot break a line either.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

from rulesref.core import names
from rulesref.core.keywords import KeywordRef
from rulesref.errors import RulesError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army import ArmyReport, UnitReport
from rulesref.games.hobgoblin.model import Hobgoblin

_MARKDOWN = re.compile(r"([\\`*_\[\]#|~])")
"""ASCII punctuation that Markdown reads as syntax in the middle of a line: emphasis, code,
links and images, heading marks, table cells, strikethrough (CommonMark lets any ASCII
punctuation be backslash-escaped; HTML characters become entities instead)."""


def _references(text: str) -> str:
    """Non-printable characters as numeric character references (``&#x1b;``)."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else f"&#x{ord(ch):x};" for ch in text)


def escape_html(text: str) -> str:
    """``text`` safe anywhere in HTML: markup characters and quotes escaped, and characters
    that are not printable as character references."""
    return _references(html.escape(text, quote=True))


def escape_markdown(text: str) -> str:
    """``text`` shown literally in Markdown (also inside a table cell): Markdown syntax
    backslash-escaped, then HTML characters as entities and non-printable characters as
    references."""
    return _references(html.escape(_MARKDOWN.sub(r"\\\1", text), quote=False))


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


def _sometimes(report: ArmyReport) -> list[tuple[str, str, str]]:
    """(unit, what it gains and when, citation) for every keyword a unit gains only at some
    moment or under some condition: not part of its standing profile."""
    return [(unit.name, c.words(), c.cite.short()) for unit in report.units
            if unit.profile is not None for c in unit.profile.conditional]


HEADERS = ["Unit", "Type", "Speed", "Range", "Strikes", "Courage", "Footprint", "Keywords",
           "Points"]


def markdown_lines(rules: Hobgoblin, report: ArmyReport) -> Iterator[str]:
    """The roster as Markdown lines; every piece of text is escaped (:func:`escape_markdown`)."""
    m = escape_markdown
    yield f"# {m(report.name)}"
    yield ""
    yield (f"{report.total_points} / {report.points_limit} points; "
           f"{report.mercury_per_round} Mercury per round.")
    yield ""
    if report.violations:
        yield f"**ILLEGAL LIST: {len(report.violations)} rule(s) broken**"
        yield ""
        for p in report.violations:
            yield (f"- `{m(p.code)}` {m(p.where)}: {m(p.message)} ({m(p.rule.name)}, "
                   f"{m(p.rule.cite.short())})")
        yield ""
    yield "| " + " | ".join(HEADERS) + " |"
    yield "|" + "|".join("---" for _ in HEADERS) + "|"
    for unit in report.units:
        yield "| " + " | ".join(m(c) for c in _unit_row(unit)) + " |"
    yield ""
    sometimes = _sometimes(report)
    if sometimes:
        yield "## Gained only sometimes"
        yield ""
        for unit_name, words, cite in sometimes:
            yield f"- **{m(unit_name)}** {m(words)} _({m(cite)})_"
        yield ""
    yield "## Keywords"
    yield ""
    for name, summary, cite in _summaries(rules, report):
        yield f"- **{m(name)}**: {m(summary)} _({m(cite)})_"


def roster_markdown(rules: Hobgoblin, report: ArmyReport) -> str:
    """The roster as one Markdown document."""
    return "\n".join(markdown_lines(rules, report))


def roster_html(rules: Hobgoblin, report: ArmyReport) -> str:
    """The roster as a self-contained, printable HTML page; every piece of text is escaped
    (:func:`escape_html`)."""
    e = escape_html
    parts = [
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{e(report.name)}</title>",
        "<style>body{font-family:sans-serif;margin:1em}"
        "table{border-collapse:collapse;width:100%}"
        "td,th{border:1px solid #888;padding:2px 6px;text-align:left}"
        ".illegal{color:#a00;border:2px solid #a00;padding:.5em}"
        # a phone: too narrow for nine columns, so each unit is a box of labelled lines
        "@media (max-width:40em){body{margin:.4em}thead{display:none}"
        "table,tbody,tr,td{display:block}tr{border:1px solid #888;margin:.4em 0;"
        "padding:.2em .4em}td{border:0;padding:1px 0;overflow-wrap:anywhere}"
        "td::before{content:attr(data-label) \": \";font-weight:bold}}"
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
        parts.append("<tr>" + "".join(f'<td data-label="{h}">{e(c)}</td>'
                                      for h, c in zip(HEADERS, _unit_row(unit), strict=True))
                     + "</tr>")
    parts.append("</tbody></table>")
    sometimes = _sometimes(report)
    if sometimes:
        parts.append("<h2>Gained only sometimes</h2><ul>")
        parts.extend(f"<li><strong>{e(u)}</strong> {e(w)} <small>({e(c)})</small></li>"
                     for u, w, c in sometimes)
        parts.append("</ul>")
    parts.append("<h2>Keywords</h2><dl>")
    for name, summary, cite in _summaries(rules, report):
        parts.append(f"<dt>{e(name)}</dt><dd>{e(summary)} <small>({e(cite)})</small></dd>")
    parts.append("</dl></body></html>")
    return "\n".join(parts)
