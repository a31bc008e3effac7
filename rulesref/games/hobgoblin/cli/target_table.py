"""``rulesref verify target-table``: the z3 proof that the target chart follows the designer's
hidden-order logic (a Hobgoblin command under ``rulesref verify``)."""

from __future__ import annotations

from pathlib import Path

import click

from rulesref.cli import RulesrefCommand, answer, json_option, shown


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
    from rulesref.games.hobgoblin.answers.checks import target_table

    found = target_table(table=table, unknown_base=unknown_base, bound=bound)
    status, chart, confirmed, inferred, cells = (found.status, found.chart, found.confirmed,
                                                 found.inferred, found.cells)

    def text() -> str:
        lines = [f"{status.upper()}: {shown(chart.source)}"]
        if status == "confirmed":
            lines.append("  every cell equals the hidden-order logic (z3 found no cell that "
                         "differs)")
        if status == "refuted":
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

    answer(found, as_json, text)
