"""The z3 proof that keyword modifiers keep every target number in 2..6 and every hit chance in
1/6..5/6.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from rulesref.games.hobgoblin.checks.chart_logic import Chart, chart_from_rules
from rulesref_verify.findings import Verdict
from rulesref_verify.solver import make_solver, prove

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
