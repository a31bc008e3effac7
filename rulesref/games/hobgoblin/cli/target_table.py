"""``rulesref verify target-table``: the z3 proof that the target chart follows the designer's
hidden-order logic (a Hobgoblin command under ``rulesref verify``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from rulesref.cli import Inconclusive, RuleBroken, RulesrefCommand, emit, json_option, shown


@click.command("target-table", cls=RulesrefCommand,
                        short_help="Prove the target chart follows the hidden-order logic.")
@click.option("--table", type=click.Path(path_type=Path),
              help="A chart as CSV (defenders in the header row, attackers in the first "
                   "column); default: the printed chart.")
@click.option("--unknown-base", is_flag=True,
              help="Also infer the base Order-against-Order table instead of taking the "
                   "designer's.")
@click.option("--bound", type=click.IntRange(0, 6), default=3, show_default=True,
              help="Search attack and defence modifiers in -BOUND..BOUND.")
@json_option
def target_table_command(table: Path | None, unknown_base: bool, bound: int,
                         as_json: bool) -> None:
    """Check a target number chart against the designer's hidden stats with z3.

    Exit 0 confirmed, 1 refuted (the smallest set of differing cells is listed), 2 for a
    table that cannot be read (the row and column are named), 3 unknown.
    """
    from rulesref.core.yamlio import decode, read_bytes
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.checks import target_table as tt
    from rulesref_verify.findings import Verdict

    rules = hobgoblin.load()
    if table is None:
        chart = tt.chart_from_rules(rules)
    else:
        raw = decode(read_bytes(table, str(table)), str(table))
        chart = tt.read_chart_csv(raw, str(table), rules)
    hidden = tt.hidden_from_rules(rules)
    confirmed = tt.confirm(chart, hidden)
    inferred = tt.infer(chart, base=None if unknown_base else hidden.base, designer=hidden,
                        bound=bound)
    diagnosis = tt.diagnose(chart, base=hidden.base) if confirmed.verdict is Verdict.REFUTED \
        else None
    verdict = confirmed.verdict
    if diagnosis is not None and diagnosis.verdict is Verdict.UNKNOWN:
        verdict = Verdict.UNKNOWN
    cells = diagnosis.cells if diagnosis is not None else ()

    def cell(c: tt.Cell) -> dict[str, Any]:
        return {"attacker": c.attacker, "defender": c.defender, "printed": c.printed,
                "explained": c.explained}

    data: dict[str, Any] = {
        "status": verdict.value,
        "chart": chart.source,
        "clamped": [{"attacker": c.attacker, "defender": c.defender, "raw": c.raw,
                     "value": c.value} for c in confirmed.clamped],
        "designer_mismatches": [cell(c) for c in confirmed.cells],
        "inference": {"status": inferred.verdict.value, "solutions": len(inferred.solutions),
                      "complete": inferred.complete, "unique": inferred.unique,
                      "designer_found": any(s.matches_designer for s in inferred.solutions),
                      "symmetries": list(inferred.symmetries), "bound": inferred.bound,
                      "base_known": inferred.base_known,
                      "classes": [_solution_json(s) for s in inferred.solutions]},
    }
    if verdict is Verdict.REFUTED:
        data["cells"] = [cell(c) for c in cells]

    def text() -> str:
        lines = [f"{verdict.value.upper()}: {shown(chart.source)}"]
        if verdict is Verdict.CONFIRMED:
            lines.append("  every cell equals the hidden-order logic (z3 found no cell that "
                         "differs)")
        if verdict is Verdict.REFUTED:
            lines.append(f"  the fewest cells to change so that some hidden stats explain the "
                         f"chart: {len(cells)}")
            lines += [f"  {c.attacker} attacking {c.defender}: printed {c.printed}+, "
                      f"explained {c.explained}+" for c in cells]
        if confirmed.clamped:
            lines.append("  cells where the clamp to 2..6 decides the value:")
            lines += [f"    {c.attacker} attacking {c.defender}: logic gives {c.raw}, "
                      f"clamped to {c.value}" for c in confirmed.clamped]
        base = "the designer's base table" if inferred.base_known else "the base table unknown"
        found = ("unique" if inferred.unique else
                 f"{len(inferred.solutions)}{'' if inferred.complete else '+'} solution classes")
        lines.append(f"  inference from the chart alone ({base}, modifiers within "
                     f"+/-{inferred.bound}): "
                     f"{inferred.verdict.value}, {found}"
                     + (", the designer's stats among them"
                        if any(s.matches_designer for s in inferred.solutions) else ""))
        lines += [f"    {s}" for s in inferred.symmetries]
        return "\n".join(lines)

    emit(as_json, data, text)
    if verdict is Verdict.REFUTED:
        raise RuleBroken("")
    if verdict is Verdict.UNKNOWN:
        raise Inconclusive("")


def _solution_json(solution: Any) -> dict[str, Any]:
    hidden = solution.hidden
    return {
        "matches_designer": solution.matches_designer,
        "units": {u: {"order": hidden.order[u], "attack": hidden.attack[u],
                      "defence": hidden.defence[u]} for u in hidden.order},
        "base": [{"attacker": a, "defender": d, "target": v}
                 for (a, d), v in hidden.base.items()],
    }
