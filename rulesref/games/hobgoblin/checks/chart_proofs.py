"""The z3 proofs about the target number chart (the logic is described in
:mod:`.chart_logic`):

- :func:`confirm` proves every printed cell equals the logic's value, or lists the cells
  that differ, and names the cells where the clamp decides the value;
- :func:`infer` finds every set of hidden stats (within a bound) that reproduces a chart,
  modulo the model's symmetries, optionally with the base table unknown too;
- :func:`diagnose` finds the fewest cells to change so that some hidden stats explain a chart.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
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
)
from rulesref_verify.findings import Verdict
from rulesref_verify.solver import make_optimizer, make_solver, optimum, prove, satisfiable

# --------------------------------------------------------------------------- encoding


def _clamp(z3: Any, x: Any, lo: int, hi: int) -> Any:
    return z3.If(x < lo, lo, z3.If(x > hi, hi, x))


def _base_lookup(z3: Any, oa: Any, od: Any, base: Mapping[Pair, Any]) -> Any:
    """``base[(oa, od)]`` for symbolic order indices, as a chain of Ifs."""
    expr = None
    for (i, a), (j, d) in itertools.product(enumerate(ORDERS), repeat=2):
        value = base[(a, d)]
        expr = value if expr is None else z3.If(z3.And(oa == i, od == j), value, expr)
    return expr


def cell_name(attacker: str, defender: str) -> str:
    """The rules-language name of a chart cell constraint."""
    return f"cell[{attacker}→{defender}]"


def confirm(chart: Chart, hidden: Hidden) -> ConfirmResult:
    """Prove every printed cell equals the hidden logic's value.

    The claim "every cell equals its explanation" is proved (z3 looks for a cell where they
    differ): CONFIRMED when there is none; REFUTED with every differing cell listed.
    """
    import z3

    lo, hi = hidden.clamp
    solver = make_solver()
    raw: dict[Pair, Any] = {}
    explained: dict[Pair, Any] = {}
    for a, d in itertools.product(chart.types, repeat=2):
        base = hidden.base[(hidden.order[a], hidden.order[d])]
        raw[(a, d)] = z3.IntVal(base) - hidden.attack[a] + hidden.defence[d]
        explained[(a, d)] = _clamp(z3, raw[(a, d)], lo, hi)
    proof = prove(z3.And([explained[p] == chart.cells[p] for p in explained]), solver)
    verdict = proof.verdict
    cells: list[Cell] = []
    if verdict is Verdict.REFUTED:
        model = proof.counterexample
        for p, expr in explained.items():
            value = model.eval(expr).as_long()
            if value != chart.cells[p]:
                cells.append(Cell(p[0], p[1], chart.cells[p], value))
    clamped = []
    for p, expr in raw.items():
        value = z3.simplify(expr).as_long()
        if not lo <= value <= hi:
            clamped.append(ClampedCell(p[0], p[1], value, min(hi, max(lo, value))))
    return ConfirmResult(verdict, tuple(cells), tuple(clamped))


@dataclass
class _Model:
    """z3 variables for hidden stats with unknown values."""

    types: tuple[str, ...]
    order: dict[str, Any]
    attack: dict[str, Any]
    defence: dict[str, Any]
    base: dict[Pair, Any]
    constraints: list[Any] = field(default_factory=list)

    def explained(self, z3: Any, a: str, d: str, lo: int, hi: int) -> Any:
        base = _base_lookup(z3, self.order[a], self.order[d], self.base)
        return _clamp(z3, base - self.attack[a] + self.defence[d], lo, hi)

    def values(self, model: Any, clamp: tuple[int, int]) -> Hidden:
        return Hidden(
            order={u: ORDERS[model.eval(self.order[u]).as_long()] for u in self.types},
            attack={u: model.eval(self.attack[u]).as_long() for u in self.types},
            defence={u: model.eval(self.defence[u]).as_long() for u in self.types},
            base={p: model.eval(v).as_long() if not isinstance(v, int) else v
                  for p, v in self.base.items()},
            clamp=clamp,
        )

    def block(self, z3: Any, model: Any) -> Any:
        terms = [v == model.eval(v) for u in self.types
                 for v in (self.order[u], self.attack[u], self.defence[u])]
        terms += [v == model.eval(v) for v in self.base.values() if not isinstance(v, int)]
        return z3.Not(z3.And(terms))


def _symmetries(base: Mapping[Pair, int] | None) -> list[tuple[int, ...]]:
    """Relabellings of the three Orders that leave the base table unchanged (all six when
    the table is unknown too)."""
    perms = list(itertools.permutations(range(3)))
    if base is None:
        return perms
    return [p for p in perms
            if all(base[(ORDERS[p[i]], ORDERS[p[j]])] == base[(ORDERS[i], ORDERS[j])]
                   for i in range(3) for j in range(3))]


def _lex_leq(z3: Any, xs: Sequence[Any], ys: Sequence[Any]) -> Any:
    if not xs:
        return z3.BoolVal(True)
    return z3.Or(xs[0] < ys[0], z3.And(xs[0] == ys[0], _lex_leq(z3, xs[1:], ys[1:])))


def _unknowns(z3: Any, types: tuple[str, ...], bound: int, base: Mapping[Pair, int] | None,
              base_range: tuple[int, int]) -> tuple[_Model, list[str]]:
    """Variables, their domains, and symmetry-breaking constraints (with their names)."""
    order = {u: z3.Int(f"order[{u}]") for u in types}
    attack = {u: z3.Int(f"attack[{u}]") for u in types}
    defence = {u: z3.Int(f"defence[{u}]") for u in types}
    if base is None:
        table: dict[Pair, Any] = {(a, d): z3.Int(f"base[{a}→{d}]")
                                  for a, d in itertools.product(ORDERS, repeat=2)}
    else:
        table = dict(base)
    m = _Model(types, order, attack, defence, table)
    for u in types:
        m.constraints += [order[u] >= 0, order[u] <= 2]
        m.constraints += [attack[u] >= -bound, attack[u] <= bound]
        m.constraints += [defence[u] >= -bound, defence[u] <= bound]
    notes = []
    if base is None:
        lo, hi = base_range
        for (a, d), v in table.items():
            m.constraints += [v >= lo, v <= hi]
            if a == d:
                m.constraints.append(v == 4)
        notes.append("assumption: same-Order match-ups are 4, as the designer's notes state")
        # per-Order shift: raising one Order's row of the base table and lowering its column
        # by k, while adding k to both modifiers of its units, changes no target number
        for k, u in enumerate(types):
            first = z3.And([order[v] != order[u] for v in types[:k]])
            m.constraints.append(z3.Implies(first, defence[u] == 0))
        notes.append("symmetry: per-Order shift: an Order's row and column of the base table "
                     "and both modifiers of its units moved together (fixed: the first unit "
                     "type of each Order has defence modifier 0)")
    else:
        m.constraints.append(defence[types[0]] == 0)
        notes.append("symmetry: shared shift: adding the same number to every attack and "
                     f"every defence modifier (fixed: {types[0]} has defence modifier 0)")
    perms = [p for p in _symmetries(base) if p != (0, 1, 2)]
    if perms:
        vec = [order[u] for u in types]
        for p in perms:
            mapped = [z3.If(x == 0, p[0], z3.If(x == 1, p[1], p[2])) for x in vec]
            m.constraints.append(_lex_leq(z3, vec, mapped))
        kind = ("any relabelling of the three Orders" if base is None
                else "rotating the three Orders around the rock-paper-scissors cycle"
                if len(perms) == 2 else "relabelling Orders that keeps the base table")
        notes.append(f"symmetry: {kind} (fixed: the lexicographically first labelling is "
                     "kept)")
    return m, notes


def _designer_class(hidden: Hidden, found: Hidden, types: Sequence[str]) -> bool:
    """Whether ``found`` equals ``hidden`` up to a shared shift and a relabelling of Orders."""
    for perm in itertools.permutations(ORDERS):
        relabel = dict(zip(ORDERS, perm, strict=True))
        if any(relabel[hidden.order[u]] != found.order[u] for u in types):
            continue
        shift = found.defence[types[0]] - hidden.defence[types[0]]
        if all(found.attack[u] - hidden.attack[u] == shift
               and found.defence[u] - hidden.defence[u] == shift for u in types):
            return True
    return False


def infer(
    chart: Chart,
    *,
    bound: int = 3,
    base: Mapping[Pair, int] | None = None,
    base_range: tuple[int, int] = (1, 7),
    clamp: tuple[int, int] = (2, 6),
    designer: Hidden | None = None,
    limit: int = 32,
) -> InferResult:
    """Find every hidden-stat solution class that reproduces ``chart``.

    :param bound: modifiers are searched in ``-bound..bound``.
    :param base: the base table, or ``None`` to infer it too (within ``base_range``).
    :param designer: the designer's stats, to say which solution is theirs.
    :param limit: stop after this many solution classes (``complete`` is then false).
    """
    import z3

    lo, hi = clamp
    model, notes = _unknowns(z3, chart.types, bound, base, base_range)
    solver = make_solver()
    solver.add(model.constraints)
    for a, d in itertools.product(chart.types, repeat=2):
        solver.assert_and_track(model.explained(z3, a, d, lo, hi) == chart.cells[(a, d)],
                                cell_name(a, d))
    solutions: list[Solution] = []
    complete = True
    while True:
        verdict = satisfiable(solver)
        if verdict is Verdict.UNKNOWN:
            return InferResult(Verdict.UNKNOWN, tuple(solutions), tuple(notes), bound,
                               base is not None, False)
        if verdict is Verdict.REFUTED:  # no (more) hidden stats reproduce the chart
            break
        found = model.values(solver.model(), clamp)
        same = designer is not None and _designer_class(designer, found, chart.types)
        solutions.append(Solution(found, same))
        if len(solutions) >= limit:
            complete = False
            break
        solver.add(model.block(z3, solver.model()))
    if not solutions:
        core = tuple(str(c) for c in solver.unsat_core())
        return InferResult(Verdict.REFUTED, (), tuple(notes), bound, base is not None, True,
                           core)
    return InferResult(Verdict.CONFIRMED, tuple(solutions), tuple(notes), bound,
                       base is not None, complete)


def diagnose(
    chart: Chart,
    *,
    bound: int = 3,
    base: Mapping[Pair, int] | None = None,
    base_range: tuple[int, int] = (1, 7),
    clamp: tuple[int, int] = (2, 6),
) -> DiagnoseResult:
    """The fewest cells that must change for some hidden stats to explain ``chart``.

    Each cell is a soft constraint; z3's optimiser keeps as many as it can. CONFIRMED means
    no cell needs to change.
    """
    import z3

    lo, hi = clamp
    model, _ = _unknowns(z3, chart.types, bound, base, base_range)
    opt = make_optimizer()
    opt.add(model.constraints)
    explained = {}
    for a, d in itertools.product(chart.types, repeat=2):
        explained[(a, d)] = model.explained(z3, a, d, lo, hi)
        opt.add_soft(explained[(a, d)] == chart.cells[(a, d)], 1, "cells")
    if optimum(opt) is not Verdict.CONFIRMED:  # gave up, or no hidden stats at all
        return DiagnoseResult(Verdict.UNKNOWN, ())
    m = opt.model()
    cells = []
    for p, expr in explained.items():
        value = m.eval(expr).as_long()
        if value != chart.cells[p]:
            cells.append(Cell(p[0], p[1], chart.cells[p], value))
    verdict = Verdict.CONFIRMED if not cells else Verdict.REFUTED
    return DiagnoseResult(verdict, tuple(cells), model.values(m, clamp))
