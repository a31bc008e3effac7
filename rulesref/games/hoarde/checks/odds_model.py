"""Whether the odds statements of the HOARDE page (as :mod:`.odds_encoding` states them for z3)
can all hold, which deck composition they imply, and whether that is the composition
``decks.yaml`` records. A conflict is reported as a minimal set of statements, another
composition as the one closest to the recorded one. The readings the statements depend on
are inputs (:class:`OddsReadings`), so a check can show what each other reading would change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulesref.games.hoarde.checks.odds_encoding import DeckVars, OddsReadings, encode, odds_readings
from rulesref.games.hoarde.lookups import group_of
from rulesref.games.hoarde.model import Group, Hoarde
from rulesref_verify.findings import Verdict
from rulesref_verify.solver import make_optimizer, make_solver, optimum, prove, satisfiable


@dataclass(frozen=True, slots=True)
class DeckShape:
    """A deck composition found by the solver (or recorded in the data)."""

    deck: str
    cards: int
    groups: tuple[Group, ...]
    counted_twice: int = 0
    """Winning hands that match in two ways (only under the distinct-hands reading)."""

    def describe(self) -> str:
        """``base DECK: 48 cards; COLOUR 12 x 4, ...``."""
        parts = ", ".join(f"{g.attribute} {g.values} x {g.copies}" for g in self.groups)
        twice = (f"; {self.counted_twice} winning hand(s) matching two ways"
                 if self.counted_twice else "")
        return f"{self.deck}: {self.cards} cards; {parts}{twice}"


@dataclass(frozen=True, slots=True)
class OddsResult:
    """The answer of :func:`odds_check`.

    ``consistent`` is CONFIRMED when the statements can all hold, REFUTED when they cannot
    (``conflict`` then lists a minimal set of them), UNKNOWN when z3 gave up. ``composition``
    is CONFIRMED when the statements force the composition in ``decks.yaml`` and nothing else,
    REFUTED when they allow another one (``alternative``, the closest to the recorded one),
    UNKNOWN when z3 gave up (also when it stopped before proving which other composition is
    closest: its best so far is no answer), and ``None`` when the statements conflict (they
    then imply nothing useful). When z3 cannot decide ``consistent``, ``composition`` is
    UNKNOWN too.
    """

    readings: OddsReadings
    consistent: Verdict
    conflict: tuple[str, ...]
    implied: tuple[DeckShape, ...]
    composition: Verdict | None
    alternative: tuple[DeckShape, ...]
    constraints: tuple[str, ...]




def _solver(pairs: list[tuple[str, Any]]) -> Any:
    solver = make_solver()
    for label, expr in pairs:
        solver.assert_and_track(expr, label)
    return solver


def _unique(pairs: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Number repeated labels (two statements printed alike) so each can be tracked."""
    seen: dict[str, int] = {}
    out = []
    for label, expr in pairs:
        seen[label] = seen.get(label, 0) + 1
        out.append((label if seen[label] == 1 else f"{label} (#{seen[label]})", expr))
    return out


def _shapes(model: Any, decks: list[DeckVars]) -> tuple[DeckShape, ...]:
    out = []
    for v in decks:
        groups = tuple(Group(attribute=a, values=model.eval(v.values[a]).as_long(),
                             copies=model.eval(v.copies[a]).as_long()) for a in v.values)
        twice = model.eval(v.overlap, model_completion=True).as_long()
        out.append(DeckShape(v.deck.name, model.eval(v.cards).as_long(), groups, twice))
    return tuple(out)


def _minimal_core(pairs: list[tuple[str, Any]], core: list[str]) -> tuple[str, ...]:
    """Drop statements from an unsat core while the rest still conflict; the rest is
    returned in the order the statements were made (rules order), whatever z3's order."""
    by_label = dict(pairs)
    in_core = set(core)
    kept = [label for label, _ in pairs if label in in_core]
    for label in list(kept):
        trial = [x for x in kept if x != label]
        if satisfiable(_solver([(x, by_label[x]) for x in trial])) is Verdict.REFUTED:
            kept = trial  # the rest still conflict without it
    return tuple(kept)


def recorded_shapes(rules: Hoarde) -> tuple[DeckShape, ...]:
    """The compositions ``decks.yaml`` records, as :class:`DeckShape`."""
    return tuple(DeckShape(d.name, d.composition.cards, d.composition.groups)
                 for d in rules.decks)


def _recorded_counts(decks: list[DeckVars]) -> list[tuple[Any, int]]:
    """Each count the recorded compositions fix (cards, and values and copies of each
    recorded group), with its recorded value."""
    counts: list[tuple[Any, int]] = []
    for v in decks:
        counts.append((v.cards, v.deck.composition.cards))
        for a in v.values:
            group = group_of(v.deck, a)
            if group is not None:
                counts += [(v.values[a], group.values), (v.copies[a], group.copies)]
    return counts


def _recorded(z3: Any, decks: list[DeckVars]) -> Any:
    return z3.And([count == value for count, value in _recorded_counts(decks)])


def odds_check(rules: Hoarde, readings: OddsReadings | None = None) -> OddsResult:
    """Check the odds statements with z3 under ``readings`` (the data's when ``None``).

    :raises UnknownNameError: when the data lacks a reading or names an unknown attribute.
    :raises RulesDataError: when a reading's choice is not one the code acts on.
    """
    import z3

    readings = readings or odds_readings(rules)
    pairs, decks = encode(z3, rules, readings)
    pairs = _unique(pairs)
    labels = tuple(label for label, _ in pairs)
    only = _only_recorded(z3, pairs, decks)
    if only:
        return OddsResult(readings, Verdict.CONFIRMED, (), only, Verdict.CONFIRMED, (), labels)
    solver = _solver(pairs)
    consistent = satisfiable(solver)
    if consistent is Verdict.UNKNOWN:
        return OddsResult(readings, Verdict.UNKNOWN, (), (), Verdict.UNKNOWN, (), labels)
    if consistent is Verdict.REFUTED:
        core = _minimal_core(pairs, [str(c) for c in solver.unsat_core()])
        return OddsResult(readings, Verdict.REFUTED, core, (), None, (), labels)
    implied = _shapes(solver.model(), decks)
    forced = prove(_recorded(z3, decks), solver)  # the statements force the recorded decks
    if forced.verdict is not Verdict.REFUTED:
        return OddsResult(readings, Verdict.CONFIRMED, (), implied, forced.verdict, (), labels)
    alternative = _smallest_other(z3, pairs, decks, forced.counterexample)
    if alternative is None:  # stopped on a limit before the closest was proved
        return OddsResult(readings, Verdict.CONFIRMED, (), implied, Verdict.UNKNOWN, (), labels)
    return OddsResult(readings, Verdict.CONFIRMED, (), implied, Verdict.REFUTED, alternative,
                      labels)


def _only_recorded(z3: Any, pairs: list[tuple[str, Any]], decks: list[DeckVars]
                   ) -> tuple[DeckShape, ...]:
    """The recorded composition when the statements allow it and no other, else ``()`` (the
    caller then asks the tracked solver, for a conflict's statements or another model).

    Two solves without tracking each statement: tracking (needed only for an unsat core)
    keeps z3 from simplifying the products, and costs it many times more on this search.
    They run in a z3 context of their own, so that the tracked solver, which may find any
    one of several models, starts from the same terms as if they had not run.
    """
    ctx = z3.Context()
    statements = [expr.translate(ctx) for _, expr in pairs]
    mine = [_in_context(v, ctx) for v in decks]
    if _other(z3, ctx, statements, mine) is not False:
        return ()
    recorded = make_solver(ctx=ctx)
    recorded.add(statements)
    recorded.add(_recorded(z3, mine))
    if satisfiable(recorded) is not Verdict.CONFIRMED:
        return ()  # the statements conflict: the tracked solver names the statements
    return _shapes(recorded.model(), mine)


def _in_context(v: DeckVars, ctx: Any) -> DeckVars:
    """The deck's variables in the z3 context ``ctx``."""
    def each(terms: dict[str, Any]) -> dict[str, Any]:
        return {a: term.translate(ctx) for a, term in terms.items()}

    return DeckVars(v.deck, v.cards.translate(ctx), each(v.values), each(v.copies),
                    each(v.per_set), each(v.hands), v.overlap.translate(ctx))


#: How far from the recorded composition (the sum of the differences of its counts) the
#: closest other one is searched for with plain solves before z3's optimiser takes over.
NEAR = 8


def _smallest_other(z3: Any, pairs: list[tuple[str, Any]], decks: list[DeckVars],
                    example: Any) -> tuple[DeckShape, ...] | None:
    """Among compositions other than the recorded one, the one closest to it (the easiest
    to check by hand), given one such (the model ``example``). Ties are broken by minimising
    each count in turn, so the answer is the same on every run; ``None`` when z3 gives up
    (``example`` is then no answer: it need not be the closest)."""
    return (_closest_if_unique(z3, pairs, decks, example)
            or _closest_by_optimiser(z3, pairs, decks))


def _closest_if_unique(z3: Any, pairs: list[tuple[str, Any]], decks: list[DeckVars],
                       example: Any) -> tuple[DeckShape, ...]:
    """The closest other composition when it is within :data:`NEAR` of the recorded one and
    only one is closest, else ``()``.

    The distance is searched for with plain solves, each asking for a composition within a
    bound: galloping up from the recorded one, then halving the gap to ``example``. Near the
    recorded composition that is far cheaper than z3's optimiser, which a farther one, a tie
    or a bound z3 gives up on is left to.
    The solves run in a z3 context of their own, so the optimiser starts from the same terms
    as if they had not run.
    """
    ctx = z3.Context()
    statements = [expr.translate(ctx) for _, expr in pairs]
    mine = [_in_context(v, ctx) for v in decks]
    total = z3.Sum([z3.Abs(count - value) for count, value in _recorded_counts(mine)])
    closest = example.translate(ctx)
    low = 0  # within distance 0 there is only the recorded composition
    high = closest.eval(total, model_completion=True).as_long()
    step = 1
    while low + 1 < high:
        bound = min(low + step, (low + high) // 2)
        if bound > NEAR:
            return ()  # far from the recorded one: the optimiser's search costs less
        found = _other(z3, ctx, statements, mine, total <= bound)
        if found is None:
            return ()
        if found is False:
            low, step = bound, step * 2
        else:
            closest, high = found, found.eval(total, model_completion=True).as_long()
    counts = _counts(mine)
    tie = _other(z3, ctx, statements, mine, total == high,
                 z3.Or([c != closest.eval(c, model_completion=True) for c in counts]))
    return _shapes(closest, mine) if tie is False else ()


def _other(z3: Any, ctx: Any, statements: list[Any], decks: list[DeckVars], *also: Any
           ) -> Any:
    """A model of a composition other than the recorded one that meets the statements and
    ``also`` (all in the z3 context ``ctx``), ``False`` when there is none, ``None`` when z3
    gives up."""
    solver = make_solver(ctx=ctx)
    solver.add(statements)
    solver.add(z3.Not(_recorded(z3, decks)), *also)
    verdict = satisfiable(solver)
    if verdict is Verdict.UNKNOWN:
        return None
    return solver.model() if verdict is Verdict.CONFIRMED else False


def _counts(decks: list[DeckVars]) -> list[Any]:
    """Every count of a composition, in the order ties are broken."""
    counts = []
    for v in decks:
        counts.append(v.cards)
        for a in v.values:
            counts += [v.values[a], v.copies[a]]
        counts.append(v.overlap)
    return counts


def _closest_by_optimiser(z3: Any, pairs: list[tuple[str, Any]], decks: list[DeckVars]
                          ) -> tuple[DeckShape, ...] | None:
    """The closest other composition by z3's optimiser, ties broken lexicographically;
    ``None`` when the optimiser stops on a limit before proving the optimum (its best model
    so far depends on how far it got)."""
    opt = make_optimizer()
    opt.add([expr for _, expr in pairs])
    opt.add(z3.Not(_recorded(z3, decks)))
    counts = _counts(decks)
    total = z3.Sum([z3.Abs(count - value) for count, value in _recorded_counts(decks)])
    opt.minimize(total)
    if optimum(opt) is not Verdict.CONFIRMED:  # no proved closest within the limits
        return None
    closest = opt.model()
    # Usually one composition is closest; proving that is one quick solve, much cheaper than
    # the lexicographic tie-break, which then gives the same answer.
    others = make_solver()
    others.add([expr for _, expr in pairs])
    others.add(z3.Not(_recorded(z3, decks)))
    others.add(total == closest.eval(total, model_completion=True))
    others.add(z3.Or([c != closest.eval(c, model_completion=True) for c in counts]))
    if satisfiable(others) is Verdict.REFUTED:
        return _shapes(closest, decks)
    for count in counts:
        opt.minimize(count)
    if optimum(opt) is not Verdict.CONFIRMED:
        return None
    return _shapes(opt.model(), decks)
