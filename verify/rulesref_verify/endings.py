"""The end of the game, solved: z3 over the end conditions and outcomes a model transcribes
(:class:`rulesref.core.endings.Endgame`). Game-agnostic: a model with an ``endgames`` field,
or scenarios that carry an ``endgame``, gets these checks without naming them. An end
transcribed under a reading the model rejects (``assumes``) gives consequences of that
reading, which the report lists with it, never findings.

- :func:`check_end_outcomes`: every end state the rules can reach has exactly one outcome. An
  end checked once the rounds run out may come with any counts the rules allow; an end that
  stops the game the moment it holds is reached from a state where the game went on, by one
  change: one count, or the counts a :class:`~rulesref.core.endings.Together` rule changes at
  once. A reachable end state no outcome covers is a finding (missing); one where two
  outcomes disagree is a conflict.
- :func:`check_end_favours`: a count the book says favours a side never turns that side's
  win into a loss as it grows (a defender who keeps more objectives does not lose for it).
- :func:`check_end_reachable`: the game can end at all, and a side left with none of its
  pieces is out or the game is over (else it stays in a game nothing can end).

UNKNOWN from the solver is an inconclusive finding, never a pass. Each finding cites the end
of the game and every rule it rests on, and names the state z3 found in the book's terms.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from rulesref.core.endings import (
    LEFT,
    OTHER,
    OTHERWISE,
    OUT,
    SELF,
    ConditionError,
    Count,
    Endgame,
    EndRule,
    Expr,
    parse_condition,
)
from rulesref.errors import RulesDataError
from rulesref_verify.findings import Finding, Kind, Verdict, facts
from rulesref_verify.solver import make_solver, satisfiable


@dataclass(frozen=True, slots=True)
class Source:
    """An end of the game to check: the model's own, or a scenario's."""

    label: str
    """What the report calls it (the game's title, a scenario's name)."""
    key: str
    """The model field that holds it (``endgame``, ``scenarios.<id>``)."""
    endgame: Endgame


def sources(rules: Any) -> list[Source]:
    """The ends the model transcribes: its own ``endgames``, then each scenario's."""
    found = []
    for end in getattr(rules, "endgames", ()):
        if isinstance(end, Endgame):
            label = end.cite.book + (f" ({end.name})" if end.name else "")
            found.append(Source(label, f"endgames.{end.name}" if end.name else "endgames",
                                end))
    for scenario in getattr(rules, "scenarios", ()):
        end = getattr(scenario, "endgame", None)
        if isinstance(end, Endgame):
            found.append(Source(scenario.name, f"scenarios.{scenario.id}", end))
    return found


class _State:
    """One state of play as z3 variables: every count (per side where it is one)."""

    def __init__(self, source: Source, tag: str) -> None:
        import z3

        self.source, self.end = source, source.endgame
        self._outs = 0
        self.vars: dict[str, Any] = {}  # shared counts first, then side by side
        names = [c.name for c in self.end.counts if not c.per_side] + [
            f"{side}.{c.name}" for side in self.end.sides for c in self.end.counts
            if c.per_side]
        for name in names:
            self.vars[name] = z3.Int(f"{tag}:{name}")

    def names(self, count: Count) -> list[str]:
        """The variables of one count: ``side.count`` for each side, or the count itself."""
        if count.per_side:
            return [f"{side}.{count.name}" for side in self.end.sides]
        return [count.name]

    def bounds(self) -> Any:
        import z3

        return z3.And([z3.And(self.vars[n] >= c.low, self.vars[n] <= c.high)
                       for c in self.end.counts for n in self.names(c)])

    def cond(self, rule: EndRule, side: str | None, field: str) -> Any:
        """A condition of ``rule`` (written for ``side`` when per side) as a z3 term."""
        try:
            return self._term(parse_condition(rule.when), side)
        except ConditionError as exc:
            raise RulesDataError("", f"{self.source.key}.{field}", f"{rule.name}: {exc}"
                                 ) from None

    def out(self, side: str) -> Any:
        import z3

        if self._outs > len(self.end.sides):  # an out rule that depends on being out
            raise ConditionError("a rule for being out cannot depend on who is out")
        self._outs += 1
        try:
            return z3.Or([self.cond(r, side, "out") for r in self.end.out]
                         or [z3.BoolVal(False)])
        finally:
            self._outs -= 1

    def _term(self, e: Expr, side: str | None) -> Any:
        import z3

        args = [self._term(a, side) for a in e.args]
        if e.op == "and":
            return z3.And(args)
        if e.op == "or":
            return z3.Or(args)
        if e.op == "not":
            return z3.Not(args[0])
        if e.op in ("==", "!=", "<", "<=", ">", ">=", "+", "-"):
            a, b = args
            return {"==": lambda: a == b, "!=": lambda: a != b, "<": lambda: a < b,
                    "<=": lambda: a <= b, ">": lambda: a > b, ">=": lambda: a >= b,
                    "+": lambda: a + b, "-": lambda: a - b}[e.op]()
        if e.op == "int":
            return z3.IntVal(e.value)
        if e.op == "bool":
            return z3.BoolVal(bool(e.value))
        return self._name(e.name, side)

    def _name(self, name: str, side: str | None) -> Any:
        import z3

        if name == LEFT:
            return z3.Sum([z3.If(self.out(s), 0, 1) for s in self.end.sides])
        head, _, tail = name.partition(".")
        if tail and head in (SELF, OTHER):
            if side is None:
                raise ConditionError(f"{name!r} is only for a rule written for each side")
            head = side if head == SELF else self.other(side)
        head = next((s for s in self.end.sides if s.replace(" ", "_") == head), head)
        if tail == OUT and head in self.end.sides:
            return self.out(head)
        if (f"{head}.{tail}" if tail else head) in self.vars:
            return self.vars[f"{head}.{tail}" if tail else head]
        raise ConditionError(f"{name!r} is no count, side or {LEFT!r}")

    def other(self, side: str) -> str:
        rest = [s for s in self.end.sides if s != side]
        if len(rest) != 1:
            raise ConditionError(f"'{OTHER}' needs exactly two sides, not {self.end.sides}")
        return rest[0]

    def each(self, rules: tuple[EndRule, ...], field: str
             ) -> list[tuple[EndRule, str | None, Any]]:
        """Every rule as ``(rule, side, term)``, once per side for a per-side rule."""
        return [(r, s, self.cond(r, s, field)) for r in rules
                for s in (self.end.sides if r.per_side else (None,))]

    def ended(self) -> Any:
        import z3

        return z3.Or([t for _, _, t in self.each(self.end.ends, "ends")] or [z3.BoolVal(False)])

    def outcomes(self) -> list[tuple[EndRule, str | None, Any]]:
        """Every outcome as ``(rule, winner or None, term)``; ``otherwise`` holds when no
        other outcome does."""
        import z3

        plain = [(r, s, t) for r, s, t in self.each(
            tuple(o for o in self.end.outcomes if o.when.strip() != OTHERWISE), "outcomes")]
        none = z3.Not(z3.Or([t for _, _, t in plain])) if plain else z3.BoolVal(True)
        rest = [(r, None, none) for r in self.end.outcomes if r.when.strip() == OTHERWISE]
        return [(r, self.winner(r, s), t) for r, s, t in [*plain, *rest]]

    def winner(self, rule: EndRule, side: str | None) -> str | None:
        if rule.winner == SELF:
            return side
        return rule.winner

    def describe(self, model: Any) -> str:
        return ", ".join(f"{n} = {model.eval(v, model_completion=True)}"
                         for n, v in self.vars.items())


def _step(before: _State, after: _State) -> Any:
    """One change between two states: one count, or the counts one rule changes together."""
    import z3

    names = list(before.vars)
    groups = [{n} for n in names]
    for rule in before.end.together:
        groups.append({n for c in before.end.counts if c.name in rule.counts
                       for n in before.names(c)})
    return z3.Or([z3.And([before.vars[n] == after.vars[n] for n in names if n not in g])
                  for g in groups])


def _unknown(source: Source, what: str, check: str) -> Finding:
    return Finding(f"endgame:unknown:{source.key}:{what}", check,
                   f"{source.label}: could not decide {what}", str(source.endgame.cite),
                   None, source.key, inconclusive=True, kind=Kind.DATA)


def _cites(source: Source, *rules: Any) -> tuple[str, ...]:
    return tuple(dict.fromkeys([str(source.endgame.cite), *(str(r.cite) for r in rules)]))


def _ending(source: Source, rule: EndRule) -> tuple[_State, Any]:
    """The state at the end ``rule`` and the constraints that reach it."""
    import z3

    after = _State(source, "end")
    reach = [after.bounds()]
    if rule.immediate:
        before = _State(source, "before")
        reach += [before.bounds(), z3.Not(before.ended()), _step(before, after)]
    ends = [t for r, _, t in after.each((rule,), "ends")]
    return after, z3.And([*reach, z3.Or(ends)])


def _written(*rules: EndRule) -> list[str]:
    """The rules as transcribed (a finding's facts: its acknowledgement lapses when the
    transcription changes, never when z3 picks another example)."""
    return [f"{r.name}: {r.when}" for r in rules]


def check_end_outcomes(rules: Any) -> list[Finding]:
    """Every end state the rules can reach has one outcome: none is missing, and no two
    disagree."""
    return _each_source(rules, "check_end_outcomes", _outcomes_of)


def _outcomes_of(source: Source) -> Iterator[Finding]:
    import z3

    end = source.endgame
    for rule in end.ends:
        state, reached = _ending(source, rule)
        outcomes = state.outcomes()
        solver = make_solver()
        solver.add(reached, z3.Not(z3.Or([t for _, _, t in outcomes] or [z3.BoolVal(False)])))
        verdict = satisfiable(solver)
        if verdict is Verdict.UNKNOWN:
            yield _unknown(source, f"the outcomes of {rule.name}", "check_end_outcomes")
        elif verdict is Verdict.CONFIRMED:
            model = solver.model()
            used = [t for t in end.together if rule.immediate]
            yield Finding(
                f"endgame:no-outcome:{source.key}:{rule.name}", "check_end_outcomes",
                f"{source.label}: the game can end ({rule.name}) with "
                f"{state.describe(model)}, and no outcome the book gives covers it "
                f"({'; '.join(o.name for o in end.outcomes)})",
                str(end.cite), None, source.key, kind=Kind.MISSING,
                citations=_cites(source, rule, *end.outcomes, *used),
                facts=facts(end=_written(rule), outcomes=_written(*end.outcomes),
                            together=[t.name for t in used]))
        yield from _disagreeing(source, rule, state, reached, outcomes)


def _each_source(rules: Any, check: str, body: Callable[[Source], Iterator[Finding]]
                 ) -> list[Finding]:
    """``body``'s findings for every end the model transcribes; an end whose conditions
    cannot be read or solved is one inconclusive finding naming it, and the others are
    still checked."""
    import z3

    out: list[Finding] = []
    for source in sources(rules):
        try:
            out.extend(dataclasses.replace(f, assumes=source.endgame.assumes)
                       if source.endgame.assumes else f for f in body(source))
        except (RulesDataError, z3.Z3Exception) as exc:
            out.append(Finding(
                f"{check}:cannot-read:{source.key}", check,
                f"{source.label}: the end of the game could not be checked: {exc}",
                str(source.endgame.cite), None, source.key, inconclusive=True,
                kind=Kind.DATA, facts=facts(error=str(exc))))
    return out


def _disagreeing(source: Source, rule: EndRule, state: _State, reached: Any,
                 outcomes: list[tuple[EndRule, str | None, Any]]) -> Iterator[Finding]:
    seen: set[tuple[str, str]] = set()
    for i, (a, wa, ta) in enumerate(outcomes):
        for b, wb, tb in outcomes[i + 1:]:
            if wa == wb or (a.name, b.name) in seen:
                continue
            solver = make_solver()
            solver.add(reached, ta, tb)
            verdict = satisfiable(solver)
            if verdict is Verdict.REFUTED:
                continue
            seen.add((a.name, b.name))
            if verdict is Verdict.UNKNOWN:
                yield _unknown(source, f"whether {a.name} and {b.name} can both hold",
                               "check_end_outcomes")
                continue
            model = solver.model()
            who = [w or "a draw" for w in (wa, wb)]
            yield Finding(
                f"endgame:two-outcomes:{source.key}:{a.name}:{b.name}", "check_end_outcomes",
                f"{source.label}: when the game ends ({rule.name}) with "
                f"{state.describe(model)}, '{a.name}' gives {who[0]} and '{b.name}' gives "
                f"{who[1]}", str(source.endgame.cite), None, source.key, kind=Kind.CONFLICT,
                citations=_cites(source, a, b),
                facts=facts(end=_written(rule), outcomes=_written(a, b)))


def check_end_favours(rules: Any) -> list[Finding]:
    """A count that favours a side never turns that side's win into a loss as it grows."""
    return _each_source(rules, "check_end_favours", _favours_of)


def _favours_of(source: Source) -> Iterator[Finding]:
    import z3

    check = "check_end_favours"
    end = source.endgame
    for count in (c for c in end.counts if c.favours is not None):
        sides = end.sides if count.per_side and count.favours == SELF else (count.favours,)
        for side in sides:
            less, more = _State(source, "less"), _State(source, "more")
            name = f"{side}.{count.name}" if count.per_side else count.name
            if name not in less.vars:
                raise RulesDataError("", f"{source.key}.counts",
                                     f"{count.name} favours {count.favours!r}, no side")
            same = [less.vars[n] == more.vars[n] for n in less.vars if n != name]
            wins = [(r, t) for r, w, t in less.outcomes() if w == side]
            keeps = [t for _, w, t in more.outcomes() if w == side]
            if not wins:
                continue
            solver = make_solver()
            solver.add(less.bounds(), more.bounds(), *same,
                       more.vars[name] == less.vars[name] + 1, less.ended(), more.ended(),
                       z3.Or([t for _, t in wins]), z3.Not(z3.Or(keeps)))
            verdict = satisfiable(solver)
            if verdict is Verdict.UNKNOWN:
                yield _unknown(source, f"how {count.name} favours {side}", check)
            elif verdict is Verdict.CONFIRMED:
                model = solver.model()
                rule = next(r for r, t in wins if z3.is_true(
                    model.eval(t, model_completion=True)))
                after = [r for r, w, t in more.outcomes() if z3.is_true(
                    model.eval(t, model_completion=True))]
                gives = ", ".join(f"'{r.name}'" for r in after) or "no outcome"
                yield Finding(
                    f"endgame:favours:{source.key}:{name}", check,
                    f"{source.label}: {side} wins with {less.describe(model)} "
                    f"('{rule.name}'), yet with one more ({name} = "
                    f"{model.eval(more.vars[name], model_completion=True)}) {gives} holds "
                    f"instead, though {side} is better off the more {count.name} there "
                    f"are ({count.summary})", str(end.cite), None, source.key,
                    kind=Kind.REVERSED,
                    citations=_cites(source, count, rule, *after),
                    facts=facts(count=name, favours=side, outcomes=_written(*end.outcomes),
                                ends=_written(*end.ends)))


def check_end_reachable(rules: Any) -> list[Finding]:
    """The game can end, and a side with none of its pieces left is out or the game is
    over."""
    return _each_source(rules, "check_end_reachable", _reachable_of)


def _reachable_of(source: Source) -> Iterator[Finding]:
    import z3

    check = "check_end_reachable"
    end = source.endgame
    state = _State(source, "s")
    solver = make_solver()
    solver.add(state.bounds(), state.ended())
    verdict = satisfiable(solver)
    if verdict is Verdict.UNKNOWN:
        yield _unknown(source, "whether the game can end", check)
    elif verdict is Verdict.REFUTED:
        yield Finding(
            f"endgame:never-ends:{source.key}", check,
            f"{source.label}: no state the counts allow ends the game "
            f"({'; '.join(r.name for r in end.ends)})", str(end.cite), None, source.key,
            kind=Kind.DEAD_END, citations=_cites(source, *end.ends, *end.counts),
            facts=facts(ends=[r.name for r in end.ends]))
        return
    pieces = [c for c in end.counts if c.per_side and c.piece]
    if not pieces:
        return
    stranded: list[tuple[str, str]] = []
    for side in end.sides:
        state = _State(source, "s")
        solver = make_solver()
        solver.add(state.bounds(), z3.Not(state.ended()), z3.Not(state.out(side)),
                   *[state.vars[f"{side}.{c.name}"] == c.low for c in pieces])
        verdict = satisfiable(solver)
        if verdict is Verdict.UNKNOWN:
            yield _unknown(source, f"what becomes of {side} with nothing left", check)
        elif verdict is Verdict.CONFIRMED:
            stranded.append((side, state.describe(solver.model())))
    if stranded:
        what = " and ".join(c.name for c in pieces)
        yield Finding(
            f"endgame:stranded:{source.key}", check,
            f"{source.label}: {stranded[0][0]} can be left with no {what} "
            f"({stranded[0][1]}), yet no rule puts that side out and the game does not "
            "end: it stays in a game that nothing can finish", str(end.cite), None, source.key,
            kind=Kind.DEAD_END, citations=_cites(source, *pieces, *end.out, *end.ends),
            facts=facts(sides=[s for s, _ in stranded], pieces=[c.name for c in pieces],
                        out=_written(*end.out), ends=_written(*end.ends)))


CHECKS = (check_end_outcomes, check_end_favours, check_end_reachable)
"""The end-of-game checks, in report order."""
