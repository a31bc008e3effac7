# mypy: disable-error-code="no-untyped-call"
"""Issue 4: the z3 target-table checks. In one run: a baseline (z3 solving a trivial
problem), confirm + infer + uniqueness on the shipped chart, and the diagnosis of a chart with
three corrupted cells. Goals: at most 2 s and 10 s on one core."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import report

from rulesref.games import hobgoblin
from rulesref.games.hobgoblin.checks import target_table as tt
from rulesref_verify.findings import Verdict
from rulesref_verify.solver import make_solver, satisfiable


def timed(fn):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def baseline() -> None:
    import z3

    solver = make_solver()
    x = z3.Int("x")
    solver.add(x > 1, x < 3)
    satisfiable(solver)


def main() -> None:
    rules = hobgoblin.load()
    chart, hidden = tt.chart_from_rules(rules), tt.hidden_from_rules(rules)
    _, base = timed(baseline)

    def proof() -> bool:
        confirmed = tt.confirm(chart, hidden)
        inferred = tt.infer(chart, base=hidden.base, designer=hidden)
        return confirmed.verdict is Verdict.CONFIRMED and inferred.unique

    ok, t_proof = timed(proof)
    assert ok, "the shipped chart should be confirmed and uniquely explained"
    bad = tt.corrupt(chart, [(("Monster", "Beasts"), 5), (("Light Infantry", "Chariot"), 2),
                             (("Artillery", "War Wagon"), 3)])
    diagnosis, t_diag = timed(lambda: tt.diagnose(bad, base=hidden.base))
    assert len(diagnosis.cells) == 3
    print(f"baseline: z3 import and a trivial check {base * 1000:.0f} ms")
    report("confirm + infer + uniqueness", f"{t_proof:.2f} s", t_proof / 2.0,
           "at most 2 s; ratio is time over goal", t_proof <= 2.0)
    report("diagnose three corrupted cells", f"{t_diag:.2f} s", t_diag / 10.0,
           "at most 10 s; ratio is time over goal", t_diag <= 10.0)


if __name__ == "__main__":
    main()
