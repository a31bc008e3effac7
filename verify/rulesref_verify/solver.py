"""The one place that builds z3 solvers: fixed seeds, a timeout and a resource limit.

The resource limit stops a search at the same point on every machine; the timeout is a
backstop. A ``unknown`` answer becomes :attr:`Verdict.UNKNOWN`, never a pass.
"""

from __future__ import annotations

from typing import Any

from rulesref_verify.findings import Verdict

TIMEOUT_MS = 20_000
RLIMIT = 50_000_000
SEED = 7


def _configure(target: Any, timeout_ms: int, rlimit: int) -> None:
    target.set("timeout", timeout_ms)
    target.set("rlimit", rlimit)
    target.set("random_seed", SEED)


def make_solver(timeout_ms: int = TIMEOUT_MS, rlimit: int = RLIMIT) -> Any:
    """A z3 ``Solver`` with unsat cores on, fixed seeds, a timeout and an rlimit."""
    import z3

    z3.set_param("smt.random_seed", SEED)
    z3.set_param("sat.random_seed", SEED)
    solver = z3.Solver()
    _configure(solver, timeout_ms, rlimit)
    solver.set("unsat_core", True)
    return solver


def make_optimizer(timeout_ms: int = TIMEOUT_MS, rlimit: int = RLIMIT) -> Any:
    """A z3 ``Optimize`` with fixed seeds, a timeout and an rlimit."""
    import z3

    z3.set_param("smt.random_seed", SEED)
    opt = z3.Optimize()
    opt.set("timeout", timeout_ms)
    opt.set("rlimit", rlimit)
    return opt


def check(solver: Any) -> Verdict:
    """Run ``solver.check()``: sat is REFUTED (a counterexample exists), unsat CONFIRMED.

    Callers assert the *negation* of what they want to prove.
    """
    import z3

    answer = solver.check()
    if answer == z3.unsat:
        return Verdict.CONFIRMED
    if answer == z3.sat:
        return Verdict.REFUTED
    return Verdict.UNKNOWN
