"""z3 proofs over the Hobgoblin effects: the order target-number modifiers are applied in,
and how low a stat can be pushed.

:func:`order_verdict` proves that every application order of a set of clamped target-number
modifiers gives the same result for every base target number (CONFIRMED), or returns the
smallest counterexample (REFUTED). :func:`check_modifier_order` runs it over every set of
modifiers the effects allow on one attack; :func:`check_stat_floors` asks whether the stat
changes that can act together push a stat below its floor.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from rulesref.core.conditions import Predicate
from rulesref.core.effects import (
    Precedence,
    StatEffect,
    TargetNumberEffect,
    conditions_of,
    keyword_of,
)
from rulesref.core.keywords import KeywordRef
from rulesref.core.names import fold
from rulesref.errors import KeywordSyntaxError
from rulesref.games.hobgoblin.effect_sources import holders
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.keywords import Trait
from rulesref_verify.findings import Finding, Kind, Verdict
from rulesref_verify.solver import make_optimizer, make_solver, optimum, prove


@dataclass(frozen=True, slots=True)
class Modifier:
    """A target-number modifier with the name of the rule it comes from."""

    name: str
    delta: int
    clamp: int
    side: str
    weakness: bool = False

    def apply(self, tn: int) -> int:
        """The target number after this modifier."""
        raw = tn + self.delta
        return max(self.clamp, raw) if self.delta < 0 else min(self.clamp, raw)

    def words(self) -> str:
        """``Deadly Shots (-1, not below 2)``."""
        bound = "not below" if self.delta < 0 else "not above"
        return f"{self.name} ({self.delta:+d}, {bound} {self.clamp})"


def _z3_apply(mod: Modifier, tn: Any) -> Any:
    import z3

    raw = tn + mod.delta
    if mod.delta < 0:
        return z3.If(raw < mod.clamp, z3.IntVal(mod.clamp), raw)
    return z3.If(raw > mod.clamp, z3.IntVal(mod.clamp), raw)


def _result(order: Sequence[Modifier], tn: int) -> int:
    for mod in order:
        tn = mod.apply(tn)
    return tn


@dataclass(frozen=True, slots=True)
class OrderResult:
    """The verdict for a set of modifiers; with REFUTED, the base and two differing orders."""

    verdict: Verdict
    base: int | None = None
    first: tuple[Modifier, ...] = ()
    second: tuple[Modifier, ...] = ()


def order_verdict(mods: Sequence[Modifier], bases: Sequence[int]) -> OrderResult:
    """Prove every order of ``mods`` gives one result for each base in ``bases``."""
    import z3

    orders = list(itertools.permutations(mods))
    solver = make_solver()
    tn = z3.Int("base target number")
    solver.assert_and_track(z3.Or([tn == b for b in sorted(set(bases))]), "chart[value]")
    results = []
    for order in orders:
        value: Any = tn
        for mod in order:
            value = _z3_apply(mod, value)
        results.append(value)
    proof = prove(z3.And([r == results[0] for r in results[1:]]), solver)
    if proof.verdict is not Verdict.REFUTED:
        return OrderResult(proof.verdict)
    base = proof.counterexample[tn].as_long()
    first = orders[0]
    second = next(o for o in orders if _result(o, base) != _result(first, base))
    return OrderResult(proof.verdict, base, first, second)


def _precedence(rules: Hobgoblin) -> tuple[Precedence, str] | None:
    for holder in holders(rules):
        for effect in holder.effects:
            if isinstance(effect, Precedence) and effect.last:
                return effect, f"{holder.name} ({holder.cite.short()})"
    return None


#: Fallbacks of an ordering rule that pick one order by themselves: the Rule of Carnage's
#: "most carnage" takes the lower target number; "the owner chooses" names who decides.
#: "The more specific rule first" needs to know which is more specific, which the model
#: does not record, so it decides nothing here.
_DECISIVE_FALLBACKS = frozenset({"most_carnage", "owner_chooses"})


def settled_by_book(rules: Hobgoblin, res: OrderResult) -> bool:
    """Whether the book's own ordering rule picks one of the orders that differ: it puts
    one of the modifiers last by its trait, or its fallback decides a remaining clash. Such a
    clash is settled by a convention the book states once for all, not a fault."""
    found = _precedence(rules)
    if found is None:
        return False
    rule, _where = found
    if rule.last and len({m.weakness for m in res.first}) > 1:
        return True
    return rule.otherwise in _DECISIVE_FALLBACKS


def _ordering_words(rules: Hobgoblin, res: OrderResult) -> str:
    found = _precedence(rules)
    if found is None:
        return "the book gives no ordering rule"
    rule, where = found
    mods = res.first
    if rule.last and len({m.weakness for m in mods}) > 1:
        return f"the book's ordering rule, {where}, puts {rule.last} keywords last"
    low = min(_result(res.first, res.base or 0), _result(res.second, res.base or 0))
    settle = {"most_carnage": f"the Rule of Carnage, which favours the lower result ({low}+)",
              "specific_first": "the more specific rule", "owner_chooses": "the owner's choice"}
    return (f"the book's ordering rule, {where}, does not separate them ({rule.last} keywords "
            f"last; none is one), so it falls back on {settle[rule.otherwise]}")


def _modifiers(rules: Hobgoblin) -> dict[str, list[Modifier]]:
    weak = {fold(k.name) for k in rules.keywords if Trait.WEAKNESS in k.traits}
    by_attack: dict[str, list[Modifier]] = {"close_combat": [], "shooting": []}
    for holder in holders(rules):
        for effect in holder.effects:
            if not isinstance(effect, TargetNumberEffect):
                continue
            mod = Modifier(holder.name, effect.delta, effect.clamp, effect.side,
                           fold(holder.name) in weak)
            for attack in by_attack:
                if effect.attack in (attack, "always"):
                    by_attack[attack].append(mod)
    return by_attack


def _cell(rules: Hobgoblin, value: int) -> tuple[str, str]:
    from rulesref.games.hobgoblin.lookups import chart_grid

    chart = next(c for c in rules.chart_printings if c.canonical)
    return next(cell for cell, v in chart_grid(rules, chart).items() if v == value)


def check_modifier_order(rules: Hobgoblin) -> list[Finding]:
    """For every attacker, defender and set of target-number modifiers that can act on one
    attack, every order of applying them gives the same target number (z3, clamps included),
    or the book's ordering rule picks one (:func:`settled_by_book`). Only minimal failing sets
    are reported."""
    from rulesref.games.hobgoblin.lookups import chart_grid

    chart = next(c for c in rules.chart_printings if c.canonical)
    bases = sorted(set(chart_grid(rules, chart).values()))
    out = []
    for attack, mods in _modifiers(rules).items():
        failing: list[frozenset[str]] = []
        for size in range(2, len(mods) + 1):
            for subset in itertools.combinations(mods, size):
                names = frozenset(m.name for m in subset)
                if len(names) < size or any(f <= names for f in failing):
                    continue
                res = order_verdict(subset, bases)
                if res.verdict is Verdict.CONFIRMED:
                    continue
                failing.append(names)
                ident = f"effects:order:{attack}:{'+'.join(sorted(names))}"
                if res.verdict is Verdict.UNKNOWN:
                    out.append(Finding(ident, "check_modifier_order", "z3 could not decide "
                                       f"the order of {', '.join(sorted(names))}", str(chart.cite),
                                       "keywords.yaml", attack, inconclusive=True, kind=Kind.DATA))
                    continue
                if settled_by_book(rules, res):
                    continue
                base = res.base or 0
                att, dfn = _cell(rules, base)
                first = " then ".join(m.name for m in res.first)
                second = " then ".join(m.name for m in res.second)
                out.append(Finding(
                    ident, "check_modifier_order",
                    f"{attack.replace('_', ' ')}: {att} attacking {dfn} (chart {base}+) with "
                    f"{' and '.join(m.words() for m in res.first)}: {first} gives "
                    f"{_result(res.first, base)}+, {second} gives {_result(res.second, base)}+; "
                    + _ordering_words(rules, res), str(chart.cite), "keywords.yaml",
                    ", ".join(sorted(names)), kind=Kind.CONFLICT))
    return out


# ---------------------------------------------------------------- stat floors

def _max_value(rules: Hobgoblin, keyword: str) -> int:
    """The largest value any cost entry or grant gives a numerical keyword."""
    best = 0
    texts = [e.keyword for p in rules.cost_printings for e in p.entries]
    texts += [k for h in holders(rules) for e in h.effects
              if e.kind == "grant" and (k := keyword_of(e))]
    for text in texts:
        try:
            ref = KeywordRef.parse(text)
        except KeywordSyntaxError:
            continue
        if fold(ref.name) == fold(keyword) and ref.value is not None:
            best = max(best, ref.value)
    return best


def _max_rounds(rules: Hobgoblin) -> int:
    changes = [c.rounds for c in rules.structure.round_changes if c.rounds]
    return max([rules.structure.rounds or 0, *changes])


def _bound_finding(rules: Hobgoblin, stat: str, start: int,
                   changes: list[tuple[str, int, str | None]], bound: int, below: bool
                   ) -> Finding | None:
    """The fewest uses of ``changes`` (name, amount, ``per``) that take ``stat`` from
    ``start`` below ``bound`` (``below``) or above it, as a finding; ``None`` when none can;
    an inconclusive finding when z3 stops on a limit before proving the fewest."""
    import z3

    opt = make_optimizer()
    counts, unbounded, total = [], [], z3.IntVal(start)
    for name, amount, per in changes:
        n = z3.Int(f"{name}[{per or 'once'}]")
        opt.add(n >= 0, n <= (1 if per is None else _max_rounds(rules) if per == "round"
                              else n))
        counts.append(n)
        if per not in (None, "round"):
            unbounded.append(n)
        total = total + (-amount if below else amount) * n
    opt.add(total < bound if below else total > bound)
    opt.minimize(z3.Sum(unbounded or counts))  # first the changes that repeat without bound,
    opt.minimize(z3.Sum(counts))  # then every change (z3 optimises lexicographically)
    verdict = optimum(opt)
    kind, word = ("floor", "below") if below else ("cap", "above")
    move = "fall" if below else "rise"
    if verdict is Verdict.REFUTED:
        return None
    if verdict is Verdict.UNKNOWN:
        return Finding(
            f"effects:{kind}:{stat}:unknown", "check_stat_floors",
            f"z3 could not decide whether (or with how few changes) {stat} can {move} "
            f"{word} {bound}",
            str(rules.structure.cite), "keywords.yaml", stat, inconclusive=True, kind=Kind.DATA)
    model = opt.model()
    used = [f"{name} x{model[n].as_long()}" for (name, *_), n in zip(changes, counts,
                                                                    strict=True)
            if model[n].as_long()]
    value = model.eval(total).as_long()
    return Finding(
        f"effects:{kind}:{stat}", "check_stat_floors",
        f"{stat.capitalize()} can {move} to {value}, {word} {bound}: "
        f"a unit starting on {start} with {', '.join(used)}", str(rules.structure.cite),
        "keywords.yaml", stat, kind=Kind.MISSING)


def _token_thresholds(rules: Hobgoblin) -> set[str]:
    """The stats a rule compares with a count of tokens (``Doom reaches Courage``)."""
    out: set[str] = set()
    for holder in holders(rules):
        for effect in holder.effects:
            for condition in conditions_of(effect):
                out.update(t.stat for t in condition.tests()
                           if t.pred is Predicate.TOKENS_BELOW_STAT and t.stat)
    return out


def check_stat_floors(rules: Hobgoblin) -> list[Finding]:
    """No combination of stat changes that can act together takes a stat below its floor
    (the floor an effect states, or 0: a stat counts dice or inches) or above the cap an
    effect states; each finding is the fewest changes that do it (z3).

    A stat a rule compares with a count of tokens needs no floor of its own: no count is
    below 0, so once the stat reaches 0 the comparison holds and any lower value means the
    same (a Courage of -1 is as Broken as one of 0). Only a floor an effect states is
    checked for such a stat."""
    thresholds = _token_thresholds(rules)
    lowest: dict[str, int] = {}
    highest: dict[str, int] = {}
    for unit in rules.unit_types:
        for stat in ("speed", "range", "strikes", "courage"):
            value = getattr(unit, stat)
            if value is not None:
                lowest[stat] = min(lowest.get(stat, value), value)
                highest[stat] = max(highest.get(stat, value), value)
    cuts: dict[str, list[tuple[str, int, str | None]]] = {}
    rises: dict[str, list[tuple[str, int, str | None]]] = {}
    floors: dict[str, list[int]] = {}
    caps: dict[str, list[tuple[int, str]]] = {}
    for holder in holders(rules):
        for effect in holder.effects:
            if not isinstance(effect, StatEffect) or effect.op not in ("add", "subtract"):
                continue
            amount = effect.amount if effect.amount is not None else _max_value(
                rules, holder.name)
            into = cuts if effect.op == "subtract" else rises
            per = effect.per if effect.per is None or isinstance(effect.per, str) else \
                effect.per.count.value  # a typed count reads as what it counts ("round")
            into.setdefault(effect.stat, []).append((holder.name, amount, per))
            if effect.floor is not None:
                floors.setdefault(effect.stat, []).append(effect.floor)
            if effect.cap is not None:
                caps.setdefault(effect.stat, []).append((effect.cap, holder.name))
    out = []
    for stat, found in sorted(cuts.items()):
        if stat in thresholds and not floors.get(stat):
            continue
        floor = max(floors.get(stat) or [0])
        hit = _bound_finding(rules, stat, lowest.get(stat, 0), found, floor, below=True)
        if hit is not None:
            states = "an effect's stated floor" if floors.get(stat) else "no rule sets a lowest"
            out.append(_with_note(hit, f"; {states} {stat}"))
    for stat, bounds in sorted(caps.items()):
        cap, where = min(bounds)
        hit = _bound_finding(rules, stat, highest.get(stat, 0), rises.get(stat, []), cap,
                             below=False)
        if hit is not None:
            out.append(_with_note(hit, f"; {where} caps {stat} at {cap}"))
    return out


def _with_note(found: Finding, note: str) -> Finding:
    return replace(found, message=found.message + note)
