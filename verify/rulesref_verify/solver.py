"""The one place that builds z3 solvers (fixed seeds, a timeout and a resource limit) and
turns z3's answers into three-valued verdicts.

The resource limit stops a search at the same point on every machine; the timeout is only
a backstop for a z3 that stops counting, set far beyond the time the resource limit takes on
a slow, loaded machine, so that how fast the machine is never changes an answer. A
``unknown`` answer becomes :attr:`Verdict.UNKNOWN`, never a pass. Callers never read sat or
unsat themselves: :func:`prove` proves a claim (it negates the claim and asks for a
counterexample), :func:`satisfiable` asks whether constraints can all hold, and
:func:`optimum` asks an optimiser for a proved optimum (a search stopped on a limit keeps a
best model so far, which is no answer).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulesref_verify.findings import Verdict

#: The resource limit (z3's count of its own steps): where every search stops, on every
#: machine. The heaviest query of the shipped rules and the tests' fixtures (an optimiser's)
#: takes 7 to 13 million, more after other z3 work in the same process.
RLIMIT = 50_000_000
#: The wall-clock backstop, in milliseconds. z3 counts several million steps a second on a
#: quiet machine, but under half a million has been seen on a loaded one (RLIMIT then takes
#: nearly two minutes); a timeout shorter than that stops a search the resource limit lets
#: finish, and the answer depends on the machine's load (20 s once did).
TIMEOUT_MS = 600_000
SEED = 7


def _configure(target: Any, timeout_ms: int, rlimit: int) -> None:
    target.set("timeout", timeout_ms)
    target.set("rlimit", rlimit)
    target.set("random_seed", SEED)


def make_solver(timeout_ms: int = TIMEOUT_MS, rlimit: int = RLIMIT, ctx: Any = None) -> Any:
    """A z3 ``Solver`` with unsat cores on, fixed seeds, a timeout and an rlimit (in the z3
    context ``ctx``, the main one by default)."""
    import z3

    z3.set_param("smt.random_seed", SEED)
    z3.set_param("sat.random_seed", SEED)
    solver = z3.Solver(ctx=ctx)
    _configure(solver, timeout_ms, rlimit)
    solver.set("unsat_core", True)
    return solver


def make_optimizer(timeout_ms: int = TIMEOUT_MS, rlimit: int = RLIMIT) -> Any:
    """A z3 ``Optimize`` with fixed seeds, a timeout and an rlimit; ask it with
    :func:`optimum`."""
    import z3

    z3.set_param("smt.random_seed", SEED)
    opt = z3.Optimize()
    opt.set("timeout", timeout_ms)
    opt.set("rlimit", rlimit)
    return opt


def satisfiable(solver: Any) -> Verdict:
    """Whether the solver's constraints can all hold: CONFIRMED with a model
    (``solver.model()``), REFUTED when they cannot (``solver.unsat_core()`` names the
    conflicting tracked constraints), UNKNOWN when z3 gives up."""
    import z3

    answer = solver.check()
    if answer == z3.sat:
        return Verdict.CONFIRMED
    if answer == z3.unsat:
        return Verdict.REFUTED
    return Verdict.UNKNOWN


def optimum(opt: Any) -> Verdict:
    """Whether the optimiser ``opt`` found a proved optimum of every objective: CONFIRMED
    with it (``opt.model()``, ``opt.lower``/``opt.upper``), REFUTED when the constraints
    cannot all hold, UNKNOWN when z3 gives up.

    A search stopped on a limit leaves z3's best model so far, which need not be optimal:
    z3 then answers ``unknown``, and any ``sat`` whose objectives' lower and upper bounds
    differ is no proved optimum either. Both are UNKNOWN, never an answer.
    """
    import z3

    answer = opt.check()
    if answer == z3.unsat:
        return Verdict.REFUTED
    if answer != z3.sat:
        return Verdict.UNKNOWN
    for index in range(len(opt.objectives())):
        bounds = z3.OptimizeObjective(opt, index, False)  # the bounds do not use the sense
        if not bounds.lower().eq(bounds.upper()):
            return Verdict.UNKNOWN
    return Verdict.CONFIRMED


@dataclass(frozen=True, slots=True)
class Proof:
    """The answer of :func:`prove`: the verdict, and the counterexample when refuted."""

    verdict: Verdict
    counterexample: Any = None
    """A z3 model in which the claim fails (evaluate terms with ``.eval``)."""


def prove(claim: Any, solver: Any | None = None) -> Proof:
    """Prove ``claim`` under the constraints already in ``solver`` (a fresh solver by default).

    The claim's negation is added to the solver and z3 searches for a counterexample: none is
    CONFIRMED, one is REFUTED (with the counterexample), a search that gives up is UNKNOWN.
    The solver keeps the negation afterwards: give each proof its own solver. (Scopes with
    ``push``/``pop`` are not used: z3's incremental mode ignores the resource limit.)
    """
    import z3

    solver = solver if solver is not None else make_solver()
    solver.add(z3.Not(claim))
    answer = solver.check()
    if answer == z3.unsat:
        return Proof(Verdict.CONFIRMED)
    if answer == z3.sat:
        return Proof(Verdict.REFUTED, solver.model())
    return Proof(Verdict.UNKNOWN)
