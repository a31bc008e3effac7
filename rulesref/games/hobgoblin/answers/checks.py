"""Hobgoblin's ``verify target-table`` as a function: the z3 proof that a target chart
follows the designer's hidden-order logic, as an answer record."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Verdict
from rulesref.core.record import result

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.checks.chart_logic import (
        Cell,
        Chart,
        ConfirmResult,
        InferResult,
        Solution,
    )


def _cell(c: Cell) -> dict[str, Any]:
    return {"attacker": c.attacker, "defender": c.defender, "printed": c.printed,
            "explained": c.explained}


def _solution_json(solution: Solution) -> dict[str, Any]:
    hidden = solution.hidden
    return {
        "matches_designer": solution.matches_designer,
        "units": {u: {"order": hidden.order[u], "attack": hidden.attack[u],
                      "defence": hidden.defence[u]} for u in hidden.order},
        "base": [{"attacker": a, "defender": d, "target": v}
                 for (a, d), v in hidden.base.items()],
    }


@result
class TargetTableAnswer:
    """Whether a chart follows the hidden-order logic, the fewest cells that differ, and
    what the chart alone lets one infer."""

    status: str
    """``confirmed``, ``refuted`` or ``unknown``."""
    chart: Chart
    """The chart checked."""
    confirmed: ConfirmResult
    """The check against the designer's hidden stats."""
    inferred: InferResult
    """The inference from the chart alone."""
    cells: tuple[Cell, ...]
    """For a refuted chart, the fewest cells to change."""

    @property
    def verdict(self) -> Verdict:
        """Broken when refuted, inconclusive when z3 could not decide."""
        return {"refuted": Verdict.BROKEN, "unknown": Verdict.INCONCLUSIVE}.get(
            self.status, Verdict.OK)

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref verify target-table --json`` prints it."""
        confirmed, inferred = self.confirmed, self.inferred
        data: dict[str, Any] = {
            "status": self.status,
            "chart": self.chart.source,
            "clamped": [{"attacker": c.attacker, "defender": c.defender, "raw": c.raw,
                         "value": c.value} for c in confirmed.clamped],
            "designer_mismatches": [_cell(c) for c in confirmed.cells],
            "inference": {"status": inferred.verdict.value,
                          "solutions": len(inferred.solutions),
                          "complete": inferred.complete, "unique": inferred.unique,
                          "designer_found": any(s.matches_designer
                                                for s in inferred.solutions),
                          "symmetries": list(inferred.symmetries), "bound": inferred.bound,
                          "base_known": inferred.base_known,
                          "classes": [_solution_json(s) for s in inferred.solutions]},
        }
        if self.status == "refuted":
            data["cells"] = [_cell(c) for c in self.cells]
        return data


def target_table(*, table: Path | None = None, unknown_base: bool = False,
                 bound: int = 3) -> TargetTableAnswer:
    """Check a target number chart (the printed one, or a CSV file ``table``) against the
    designer's hidden stats with z3.

    :raises RulesError: for a table that cannot be read (the row and column are named), or a
        bound outside 0..6.
    """
    from rulesref.core.yamlio import decode, read_bytes
    from rulesref.errors import RulesError
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.checks import target_table as tt
    from rulesref_verify.findings import Verdict as Proof

    if not 0 <= bound <= 6:
        raise RulesError(f"bound {bound} is outside 0..6")
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
    diagnosis = tt.diagnose(chart, base=hidden.base) if confirmed.verdict is Proof.REFUTED \
        else None
    verdict = confirmed.verdict
    if diagnosis is not None and diagnosis.verdict is Proof.UNKNOWN:
        verdict = Proof.UNKNOWN
    return TargetTableAnswer(status=verdict.value, chart=chart, confirmed=confirmed,
                             inferred=inferred,
                             cells=tuple(diagnosis.cells) if diagnosis is not None else ())
