"""The z3 checks of the target number chart against the designer's hidden-order logic.

The printed chart and the hidden stats are transcribed separately (``target_chart.yaml`` and
``hidden_logic.yaml``); these checks are only meaningful because neither is derived from the
other. The logic: each unit type has an Order (Close, Loose, Free), an attack and a defence
modifier; a target number is the base number of the two Orders' match-up, minus the
attacker's attack modifier, plus the defender's defence modifier, clamped to 2..6.

- :func:`confirm` proves every printed cell equals the logic's value, or lists the cells
  that differ, and names the cells where the clamp decides the value;
- :func:`infer` finds every set of hidden stats (within a bound) that reproduces a chart,
  modulo the model's symmetries, optionally with the base table unknown too;
- :func:`diagnose` finds the fewest cells to change so that some hidden stats explain a chart;
- :func:`modifier_bounds` proves keyword modifiers keep every target number in 2..6.
"""

from __future__ import annotations

import csv
import io
import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulesref.errors import RulesDataError, UnknownNameError
from rulesref_verify.findings import Finding, Verdict, facts
from rulesref_verify.solver import make_optimizer, make_solver, prove, satisfiable

ORDERS = ("Close", "Loose", "Free")
Pair = tuple[str, str]


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True, slots=True)
class Chart:
    """An 11 by 11 chart: unit types in order and a value per (attacker, defender)."""

    types: tuple[str, ...]
    cells: Mapping[Pair, int]
    source: str


@dataclass(frozen=True, slots=True)
class Hidden:
    """Hidden stats and the base table, as transcribed or as inferred."""

    order: Mapping[str, str]
    attack: Mapping[str, int]
    defence: Mapping[str, int]
    base: Mapping[Pair, int]
    clamp: tuple[int, int] = (2, 6)


def chart_from_rules(rules: Any, printing: str | None = None) -> Chart:
    """The canonical (or the named) printing of the chart from the loaded model."""
    from rulesref.games.hobgoblin import lookups

    chart = next(p for p in rules.chart_printings
                 if (p.printing == printing if printing else p.canonical))
    cells = lookups.chart_grid(rules, chart)
    types = tuple(u.name for u in rules.unit_types)
    return Chart(types, cells, f"{chart.cite}")


def hidden_from_rules(rules: Any) -> Hidden:
    """The designer's hidden stats and base table from the loaded model."""
    logic = rules.hidden_logic
    return Hidden(
        order={s.unit_type: s.order.value for s in logic.stats},
        attack={s.unit_type: s.attack_modifier for s in logic.stats},
        defence={s.unit_type: s.defence_modifier for s in logic.stats},
        base={(b.attacker.value, b.defender.value): b.target for b in logic.base_targets},
        clamp=(logic.clamp_min, logic.clamp_max),
    )


def read_chart_csv(text: str, name: str, rules: Any) -> Chart:
    """Parse a chart CSV: defenders in the header row, attackers in the first column.

    Cells are ``4+`` or ``4``; names are case-insensitive.

    :raises RulesDataError: naming the row and column of the first problem.
    """
    from rulesref.games.hobgoblin import lookups

    rows = [r for r in csv.reader(io.StringIO(text)) if any(c.strip() for c in r)]
    n = len(rules.unit_types)
    if len(rows) != n + 1:
        raise RulesDataError(name, "", f"expected a header row and {n} rows, found "
                             f"{len(rows)} row(s) in all")

    def unit(text: str, where: str) -> str:
        try:
            return str(lookups.find_unit_type(rules, text.strip()).name)
        except UnknownNameError as exc:
            raise RulesDataError(name, where, str(exc)) from None

    header = rows[0]
    if len(header) != n + 1:
        raise RulesDataError(name, "row 1", f"expected {n + 1} columns, found {len(header)}")
    defenders = [unit(h, f"row 1, column {c + 2}") for c, h in enumerate(header[1:])]
    if len(set(defenders)) != n:
        raise RulesDataError(name, "row 1", "a unit type appears twice among the defenders")
    cells: dict[Pair, int] = {}
    attackers = []
    for r, row in enumerate(rows[1:], start=2):
        if len(row) != n + 1:
            raise RulesDataError(name, f"row {r}", f"expected {n + 1} columns, found {len(row)}")
        attacker = unit(row[0], f"row {r}, column 1")
        if attacker in attackers:
            raise RulesDataError(name, f"row {r}, column 1", f"{attacker} appears twice")
        attackers.append(attacker)
        for c, raw in enumerate(row[1:], start=2):
            text_value = raw.strip().rstrip("+").strip()
            if not text_value.isdigit() or not 2 <= int(text_value) <= 6:
                raise RulesDataError(name, f"row {r}, column {c}",
                                     f"target number must be 2 to 6 (like 4+), got {raw!r}")
            cells[(attacker, defenders[c - 2])] = int(text_value)
    return Chart(tuple(attackers), cells, name)


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Cell:
    """A cell where the printed chart and the explanation differ (or may)."""

    attacker: str
    defender: str
    printed: int
    explained: int


@dataclass(frozen=True, slots=True)
class ClampedCell:
    """A cell whose value the clamp decides: the raw logic gives a number outside 2..6."""

    attacker: str
    defender: str
    raw: int
    value: int


@dataclass(frozen=True, slots=True)
class ConfirmResult:
    """The answer of :func:`confirm`."""

    verdict: Verdict
    cells: tuple[Cell, ...]
    clamped: tuple[ClampedCell, ...]


@dataclass(frozen=True, slots=True)
class Solution:
    """One set of hidden stats that reproduces a chart (a representative of its class)."""

    hidden: Hidden
    matches_designer: bool


@dataclass(frozen=True, slots=True)
class InferResult:
    """The answer of :func:`infer`."""

    verdict: Verdict
    solutions: tuple[Solution, ...]
    symmetries: tuple[str, ...]
    bound: int
    base_known: bool
    complete: bool
    core: tuple[str, ...] = ()

    @property
    def unique(self) -> bool:
        """Exactly one solution class, and the search was complete."""
        return self.complete and len(self.solutions) == 1


@dataclass(frozen=True, slots=True)
class DiagnoseResult:
    """The answer of :func:`diagnose`."""

    verdict: Verdict
    cells: tuple[Cell, ...]
    hidden: Hidden | None = None


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
    if satisfiable(opt) is not Verdict.CONFIRMED:  # gave up, or no hidden stats at all
        return DiagnoseResult(Verdict.UNKNOWN, ())
    m = opt.model()
    cells = []
    for p, expr in explained.items():
        value = m.eval(expr).as_long()
        if value != chart.cells[p]:
            cells.append(Cell(p[0], p[1], chart.cells[p], value))
    verdict = Verdict.CONFIRMED if not cells else Verdict.REFUTED
    return DiagnoseResult(verdict, tuple(cells), model.values(m, clamp))


# --------------------------------------------------------------------------- modifiers


@dataclass(frozen=True, slots=True)
class BoundsResult:
    """The answer of :func:`modifier_bounds`, with a counterexample when refuted."""

    verdict: Verdict
    modifiers: tuple[str, ...]
    counterexample: str | None = None


def modifier_bounds(rules: Any, chart: Chart | None = None) -> BoundsResult:
    """Prove that keyword modifiers keep every target number in 2..6 and every hit chance in
    1/6..5/6, for every attacker, defender, lookup substitution (a spell that makes a unit
    count as another type), subset of modifiers and order of applying them.
    """
    import z3

    from rulesref.core.keywords import TargetNumberEffect
    from rulesref.games.hobgoblin.lookups import all_keyword_defs

    chart = chart or chart_from_rules(rules)
    lo, hi = rules.hidden_logic.clamp_min, rules.hidden_logic.clamp_max
    mods = [(kw.name, eff) for kw in all_keyword_defs(rules) for eff in kw.effects
            if isinstance(eff, TargetNumberEffect)]
    names = tuple(f"{n} ({e.side}, {e.attack})" for n, e in mods)
    lookup_types = set(chart.types)
    for al in rules.allegiances:
        for spell in al.spells:
            if spell.lookup_as:
                lookup_types.add(spell.lookup_as)
    types = sorted(lookup_types & set(chart.types))
    att = z3.Int("attacker_as")
    dfn = z3.Int("defender")
    start: Any = None
    for i, a in enumerate(types):
        for j, d in enumerate(types):
            v = chart.cells[(a, d)]
            start = v if start is None else z3.If(z3.And(att == i, dfn == j), v, start)
    worst = []
    for attack in ("close_combat", "shooting"):
        usable = [(n, e) for n, e in mods if e.attack in (attack, "always")]
        for perm in itertools.permutations(range(len(usable))):
            on = [z3.Bool(f"{usable[k][0]}@{attack}") for k in range(len(usable))]
            tn = start
            for k in perm:
                e = usable[k][1]
                changed = tn + e.delta
                changed = (z3.If(changed < e.clamp, e.clamp, changed) if e.delta < 0
                           else z3.If(changed > e.clamp, e.clamp, changed))
                tn = z3.If(on[k], changed, tn)
            hits = z3.Sum([z3.If(z3.Or(face == 6, z3.And(face != 1, face >= tn)), 1, 0)
                           for face in range(1, 7)])
            worst.append(z3.Or(tn < lo, tn > hi, hits < 1, hits > 5))
    solver = make_solver()
    solver.add(att >= 0, att < len(types), dfn >= 0, dfn < len(types))
    proof = prove(z3.Not(z3.Or(worst)), solver)
    verdict = proof.verdict
    example = None
    if verdict is Verdict.REFUTED:
        m = proof.counterexample
        example = (f"{types[m.eval(att).as_long()]} against "
                   f"{types[m.eval(dfn).as_long()]}: {m}")
    return BoundsResult(verdict, names, example)


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
                "hidden_logic.yaml", key, facts=facts(unit_type=stats.unit_type, key=key)))
        elif name in seen:
            out.append(Finding(
                f"target-table:hidden:duplicate:{name}", "check_target_table",
                f"hidden_logic.yaml: {name} has two rows of hidden stats (stats[{seen[name]}] "
                f"and stats[{i}])", cite, "hidden_logic.yaml", key,
                facts=facts(unit_type=name, rows=[seen[name], i])))
        else:
            seen[name] = i
    for name in types:
        if name not in seen:
            out.append(Finding(
                f"target-table:hidden:missing:{name}", "check_target_table",
                f"hidden_logic.yaml: hidden_logic.stats has no row for the unit type {name}",
                cite, "hidden_logic.yaml", "hidden_logic.stats", facts=facts(unit_type=name)))
    pairs = {(b.attacker.value, b.defender.value) for b in logic.base_targets}
    for a, d in itertools.product(ORDERS, repeat=2):
        if (a, d) not in pairs:
            out.append(Finding(
                f"target-table:hidden:base-missing:{a}->{d}", "check_target_table",
                f"hidden_logic.yaml: hidden_logic.base_targets has no target for {a} "
                f"attacking {d}", str(logic.matrix_cite), "hidden_logic.yaml",
                "hidden_logic.base_targets", facts=facts(attacker=a, defender=d)))
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
            "target_chart.yaml", key, facts=facts(printing=chart.printing, **values)))

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
            "hidden_logic.yaml", inconclusive=True)]
    chart = chart_from_rules(rules)
    hidden = hidden_from_rules(rules)
    out: list[Finding] = []
    result = confirm(chart, hidden)
    if result.verdict is Verdict.UNKNOWN:
        out.append(Finding("target-table:confirm:unknown", "check_target_table",
                           "z3 could not decide whether the chart follows the hidden logic",
                           cite, "target_chart.yaml", inconclusive=True))
    for c in result.cells:
        out.append(Finding(
            f"target-table:cell:{c.attacker}->{c.defender}", "check_target_table",
            f"printed {c.printed}+ for {c.attacker} attacking {c.defender}, but the hidden "
            f"logic gives {c.explained}+", str(rules.chart_printings[0].cite),
            "target_chart.yaml", c.attacker))
    inferred = infer(chart, base=hidden.base, designer=hidden)
    if inferred.verdict is Verdict.UNKNOWN:
        out.append(Finding("target-table:infer:unknown", "check_target_table",
                           "z3 could not finish inferring hidden stats from the chart", cite,
                           "hidden_logic.yaml", inconclusive=True))
    elif not inferred.unique:
        out.append(Finding(
            "target-table:infer:not-unique", "check_target_table",
            f"{len(inferred.solutions)}{'' if inferred.complete else '+'} sets of hidden "
            "stats explain the printed chart, so the chart does not pin the designer's "
            "stats down", cite, "hidden_logic.yaml"))
    bounds = modifier_bounds(rules, chart)
    if bounds.verdict is not Verdict.CONFIRMED:
        out.append(Finding(
            f"target-table:modifier-bounds:{bounds.verdict.value}", "check_target_table",
            "keyword modifiers can push a target number outside 2..6"
            + (f": {bounds.counterexample}" if bounds.counterexample else " (undecided)"),
            cite, "keywords.yaml", inconclusive=bounds.verdict is Verdict.UNKNOWN))
    return out


def corrupt(chart: Chart, changes: Iterable[tuple[Pair, int]]) -> Chart:
    """A copy of ``chart`` with some cells replaced (for tests and benchmarks)."""
    cells = dict(chart.cells)
    for pair, value in changes:
        cells[pair] = value
    return Chart(chart.types, cells, chart.source + " (changed)")
