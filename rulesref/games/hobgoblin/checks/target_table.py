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
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulesref.errors import RulesDataError, UnknownNameError
from rulesref_verify.findings import Finding, Verdict
from rulesref_verify.solver import check, make_optimizer, make_solver

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


MAX_CELL = 100
"""Longest heading or cell a chart CSV may have, in characters (unit type names are short)."""
_TARGET = re.compile(r"[0-9]{1,2}")


def _quoted(text: str) -> str:
    """``text`` quoted for a message, cut short when long."""
    return repr(text) if len(text) <= 40 else f"{text[:40]!r}... ({len(text)} characters)"


def _csv_rows(text: str, name: str) -> list[tuple[int, list[str]]]:
    """The non-blank rows of a CSV text with their row numbers (1-based, counting every row).

    Line ends may be LF, CRLF or CR alone. The csv module's own field limit is lifted while
    reading (the whole text is already capped by the file reader), so that an oversized cell
    is reported here by row and column.

    :raises RulesDataError: for text the csv module cannot split, naming the row.
    """
    rows: list[tuple[int, list[str]]] = []
    limit = csv.field_size_limit()
    csv.field_size_limit(max(limit, len(text) + 1))
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    number = 0
    try:
        for number, row in enumerate(reader, start=1):
            for column, cell in enumerate(row, start=1):
                if len(cell) > MAX_CELL:
                    raise RulesDataError(name, f"row {number}, column {column}",
                                         f"cell is {len(cell)} characters long (at most "
                                         f"{MAX_CELL})")
            if any(c.strip() for c in row):
                rows.append((number, row))
    except csv.Error as exc:
        raise RulesDataError(name, f"row {number + 1}", f"not valid CSV: {exc}") from None
    finally:
        csv.field_size_limit(limit)
    return rows


def read_chart_csv(text: str, name: str, rules: Any) -> Chart:
    """Parse a chart CSV: defenders in the header row, attackers in the first column.

    Cells are ``4+`` or ``4`` (ASCII digits); names are case-insensitive.

    :raises RulesDataError: naming the row and column of the first problem.
    """
    from rulesref.games.hobgoblin import lookups

    rows = _csv_rows(text, name)
    n = len(rules.unit_types)
    if len(rows) != n + 1:
        raise RulesDataError(name, "", f"expected a header row and {n} rows, found "
                             f"{len(rows)} row(s) in all")

    def unit(text: str, where: str) -> str:
        try:
            return str(lookups.find_unit_type(rules, text.strip()).name)
        except UnknownNameError as exc:
            raise RulesDataError(name, where, str(exc)) from None

    header_row, header = rows[0]
    if len(header) != n + 1:
        raise RulesDataError(name, f"row {header_row}",
                             f"expected {n + 1} columns, found {len(header)}")
    defenders = [unit(h, f"row {header_row}, column {c + 2}") for c, h in enumerate(header[1:])]
    if len(set(defenders)) != n:
        raise RulesDataError(name, f"row {header_row}",
                             "a unit type appears twice among the defenders")
    cells: dict[Pair, int] = {}
    attackers = []
    for r, row in rows[1:]:
        if len(row) != n + 1:
            raise RulesDataError(name, f"row {r}", f"expected {n + 1} columns, found {len(row)}")
        attacker = unit(row[0], f"row {r}, column 1")
        if attacker in attackers:
            raise RulesDataError(name, f"row {r}, column 1", f"{attacker} appears twice")
        attackers.append(attacker)
        for c, raw in enumerate(row[1:], start=2):
            text_value = raw.strip().removesuffix("+").strip()
            # ASCII digits only: '²'.isdigit() is true, but int('²') fails
            if not _TARGET.fullmatch(text_value) or not 2 <= int(text_value) <= 6:
                raise RulesDataError(name, f"row {r}, column {c}",
                                     f"target number must be 2 to 6 (like 4+), got "
                                     f"{_quoted(raw)}")
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

    The solver is asked for a cell where they differ: none (unsat) is CONFIRMED; one (sat)
    is REFUTED, with every differing cell listed.
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
    solver.add(z3.Or([explained[p] != chart.cells[p] for p in explained]))
    verdict = check(solver)
    cells: list[Cell] = []
    if verdict is Verdict.REFUTED:
        model = solver.model()
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
        verdict = check(solver)
        if verdict is Verdict.UNKNOWN:
            return InferResult(Verdict.UNKNOWN, tuple(solutions), tuple(notes), bound,
                               base is not None, False)
        if verdict is Verdict.CONFIRMED:  # unsat: no (more) solutions
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
    answer = opt.check()
    if answer == z3.unknown:
        return DiagnoseResult(Verdict.UNKNOWN, ())
    if answer == z3.unsat:  # no hidden stats at all within the bounds
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
    solver.add(z3.Or(worst))
    verdict = check(solver)
    example = None
    if verdict is Verdict.REFUTED:
        m = solver.model()
        example = (f"{types[m.eval(att).as_long()]} against "
                   f"{types[m.eval(dfn).as_long()]}: {m}")
    return BoundsResult(verdict, names, example)


# --------------------------------------------------------------------------- findings


def check_target_table(rules: Any) -> list[Finding]:
    """The z3 checks as findings: confirm, infer/uniqueness and modifier bounds."""
    chart = chart_from_rules(rules)
    hidden = hidden_from_rules(rules)
    cite = str(rules.hidden_logic.cite)
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
