"""The target-table check: the z3 proofs about the chart (:mod:`.chart_proofs`,
:mod:`.modifiers`) as findings, after the data they need is checked for slips; and the public
face of the chart logic (``rulesref verify target-table`` and the site use it).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from rulesref.games.hobgoblin.checks.chart_logic import (
    ORDERS,
    Cell,
    Chart,
    ClampedCell,
    ConfirmResult,
    DiagnoseResult,
    Hidden,
    InferResult,
    Pair,
    Solution,
    chart_from_rules,
    corrupt,
    hidden_from_rules,
    read_chart_csv,
)
from rulesref.games.hobgoblin.checks.chart_proofs import cell_name, confirm, diagnose, infer
from rulesref.games.hobgoblin.checks.modifiers import BoundsResult, modifier_bounds
from rulesref_verify.findings import Finding, Kind, Verdict, facts

# --------------------------------------------------------------------------- findings


def input_findings(rules: Any) -> list[Finding]:
    """What keeps the z3 checks from running on this data, each naming its file and key: a
    hidden-stats row for a unit type that does not exist (a misspelling), a unit type with no
    row or two, a missing base target, a chart heading that names no unit type, a chart row
    or column that is missing or of the wrong length."""
    from rulesref.core.names import fold, suggest

    out: list[Finding] = []
    logic = rules.hidden_logic
    cite = str(logic.cite)
    types = [u.name for u in rules.unit_types]
    known = {fold(n): u.name for u in rules.unit_types for n in (u.name, *u.aliases)}
    seen: dict[str, int] = {}
    for i, stats in enumerate(logic.stats):
        key = f"hidden_logic.stats[{i}].unit_type"
        name = known.get(fold(stats.unit_type))
        if name is None:
            hint = suggest(stats.unit_type, types)
            out.append(Finding(
                f"target-table:hidden:unknown-unit:{stats.unit_type}", "check_target_table",
                f"hidden_logic.yaml: {key} is {stats.unit_type!r}, which is no unit type"
                + (f" (did you mean {hint[0]!r}?)" if hint else ""), cite,
                "hidden_logic.yaml", key, facts=facts(unit_type=stats.unit_type, key=key),
                kind=Kind.DATA))
        elif name in seen:
            out.append(Finding(
                f"target-table:hidden:duplicate:{name}", "check_target_table",
                f"hidden_logic.yaml: {name} has two rows of hidden stats (stats[{seen[name]}] "
                f"and stats[{i}])", cite, "hidden_logic.yaml", key,
                facts=facts(unit_type=name, rows=[seen[name], i]), kind=Kind.DATA))
        else:
            seen[name] = i
    for name in types:
        if name not in seen:
            out.append(Finding(
                f"target-table:hidden:missing:{name}", "check_target_table",
                f"hidden_logic.yaml: hidden_logic.stats has no row for the unit type {name}",
                cite, "hidden_logic.yaml", "hidden_logic.stats", facts=facts(unit_type=name),
                kind=Kind.DATA))
    pairs = {(b.attacker.value, b.defender.value) for b in logic.base_targets}
    for a, d in itertools.product(ORDERS, repeat=2):
        if (a, d) not in pairs:
            out.append(Finding(
                f"target-table:hidden:base-missing:{a}->{d}", "check_target_table",
                f"hidden_logic.yaml: hidden_logic.base_targets has no target for {a} "
                f"attacking {d}", str(logic.matrix_cite), "hidden_logic.yaml",
                "hidden_logic.base_targets", facts=facts(attacker=a, defender=d), kind=Kind.DATA))
    out.extend(_chart_findings(rules, known, types))
    return out


def _chart_findings(rules: Any, known: Mapping[str, str], types: Sequence[str]
                    ) -> list[Finding]:
    return [f for c, chart in enumerate(rules.chart_printings)
            for f in _printing_findings(chart, f"chart_printings[{c}]", known, types)]


def _printing_findings(chart: Any, where: str, known: Mapping[str, str],
                       types: Sequence[str]) -> list[Finding]:
    """The slips in one printing of the chart: headings, rows and lengths."""
    from rulesref.core.names import fold

    out: list[Finding] = []

    def found(fid: str, message: str, key: str, **values: object) -> None:
        out.append(Finding(
            f"target-table:chart:{chart.printing}:{fid}", "check_target_table",
            f"target_chart.yaml ({chart.printing}): {message}", str(chart.cite),
            "target_chart.yaml", key, facts=facts(printing=chart.printing, **values),
            kind=Kind.CONFLICT))

    columns = []
    for j, heading in enumerate(chart.defenders):
        name = known.get(fold(heading))
        if name is None:
            found(f"unknown-column:{heading}", f"the column {heading!r} is no unit type",
                  f"{where}.defenders[{j}]", heading=heading)
        columns.append(name)
    rows = set()
    for i, row in enumerate(chart.rows):
        name = known.get(fold(row.attacker))
        if name is None:
            found(f"unknown-row:{row.attacker}", f"the row {row.attacker!r} is no unit type",
                  f"{where}.rows[{i}].attacker", heading=row.attacker)
        rows.add(name)
        if len(row.targets) != len(chart.defenders):
            found(f"row-length:{row.attacker}", f"the row {row.attacker!r} has "
                  f"{len(row.targets)} targets for {len(chart.defenders)} columns",
                  f"{where}.rows[{i}].targets", row=row.attacker, cells=len(row.targets))
    for name in types:
        if name not in rows:
            found(f"missing-row:{name}", f"no row for the attacker {name}", f"{where}.rows",
                  unit_type=name)
        if name not in columns:
            found(f"missing-column:{name}", f"no column for the defender {name}",
                  f"{where}.defenders", unit_type=name)
    return out


def check_target_table(rules: Any) -> list[Finding]:
    """The z3 checks as findings: confirm, infer/uniqueness and modifier bounds. A data slip
    that keeps them from running (see :func:`input_findings`) is reported with its file and
    key, and the proofs are then inconclusive, never passed."""
    problems = input_findings(rules)
    cite = str(rules.hidden_logic.cite)
    if problems:
        return [*problems, Finding(
            "target-table:cannot-run", "check_target_table",
            f"the z3 checks of the target chart cannot run until the {len(problems)} "
            "problem(s) in the chart or the hidden logic are fixed", cite,
            "hidden_logic.yaml", inconclusive=True, kind=Kind.DATA)]
    chart = chart_from_rules(rules)
    hidden = hidden_from_rules(rules)
    out: list[Finding] = []
    result = confirm(chart, hidden)
    if result.verdict is Verdict.UNKNOWN:
        out.append(Finding("target-table:confirm:unknown", "check_target_table",
                           "z3 could not decide whether the chart follows the hidden logic",
                           cite, "target_chart.yaml", inconclusive=True, kind=Kind.DATA))
    for c in result.cells:
        out.append(Finding(
            f"target-table:cell:{c.attacker}->{c.defender}", "check_target_table",
            f"printed {c.printed}+ for {c.attacker} attacking {c.defender}, but the hidden "
            f"logic gives {c.explained}+", str(rules.chart_printings[0].cite),
            "target_chart.yaml", c.attacker, kind=Kind.CONFLICT))
    inferred = infer(chart, base=hidden.base, designer=hidden)
    if inferred.verdict is Verdict.UNKNOWN:
        out.append(Finding("target-table:infer:unknown", "check_target_table",
                           "z3 could not finish inferring hidden stats from the chart", cite,
                           "hidden_logic.yaml", inconclusive=True, kind=Kind.DATA))
    elif not inferred.unique:
        out.append(Finding(
            "target-table:infer:not-unique", "check_target_table",
            f"{len(inferred.solutions)}{'' if inferred.complete else '+'} sets of hidden "
            "stats explain the printed chart, so the chart does not pin the designer's "
            "stats down", cite, "hidden_logic.yaml", kind=Kind.MISSING))
    bounds = modifier_bounds(rules, chart)
    if bounds.verdict is not Verdict.CONFIRMED:
        out.append(Finding(
            f"target-table:modifier-bounds:{bounds.verdict.value}", "check_target_table",
            "keyword modifiers can push a target number outside 2..6"
            + (f": {bounds.counterexample}" if bounds.counterexample else " (undecided)"),
            cite, "keywords.yaml", inconclusive=bounds.verdict is Verdict.UNKNOWN,
            kind=Kind.CONFLICT))
    return out


__all__ = [
    "ORDERS",
    "BoundsResult",
    "Cell",
    "Chart",
    "ClampedCell",
    "ConfirmResult",
    "DiagnoseResult",
    "Hidden",
    "InferResult",
    "Pair",
    "Solution",
    "cell_name",
    "chart_from_rules",
    "check_target_table",
    "confirm",
    "corrupt",
    "diagnose",
    "hidden_from_rules",
    "infer",
    "input_findings",
    "modifier_bounds",
    "read_chart_csv",
]
