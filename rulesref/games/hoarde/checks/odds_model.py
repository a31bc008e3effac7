"""The odds statements of the HOARDE page as z3 constraints, each tracked under the statement's own
words (winning hands per deck, copies per value, CURSED and CHARACTER counts, 'less' and 'more
likely'). :func:`odds_check` asks whether they can all hold (a conflict is reported as a
minimal set of statements), which deck composition they imply, and whether that is the
composition ``decks.yaml`` records. The readings the statements depend on are inputs
(:class:`OddsReadings`), so a check can show what each other reading would change.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from math import factorial
from typing import Any

from rulesref.core.names import fold
from rulesref.games.hoarde.lookups import (
    find_attribute,
    group_of,
    reading_choice,
    winning_sets,
)
from rulesref.games.hoarde.model import (
    AttributeKind,
    Claim,
    CombinationCount,
    CopiesScope,
    Deck,
    DeckId,
    Group,
    Hoarde,
    LikelihoodBasis,
    OddsStatement,
)
from rulesref_verify.findings import Verdict
from rulesref_verify.solver import make_optimizer, make_solver, prove, satisfiable

#: The largest deck the odds search considers. Not a rule: it only keeps the nonlinear
#: arithmetic finite, and is tracked as a constraint so a conflict that needs it says so.
MAX_CARDS = 1000

#: The readings the odds encoding acts on, with the enum of their choices.
ODDS_READINGS: dict[str, type[Any]] = {
    "winning-combinations-count": CombinationCount,
    "likelihood-basis": LikelihoodBasis,
    "copies-deck-scope": CopiesScope,
}
#: The claims that state a number.
NUMBERED_CLAIMS = frozenset({Claim.WINNING_COMBINATIONS, Claim.COPIES_PER_VALUE,
                             Claim.MARKED_CARDS})
#: The readings the state graph acts on.


# =========================================================================== odds (z3)


@dataclass(frozen=True, slots=True)
class OddsReadings:
    """The readings the odds statements are checked under."""

    count: CombinationCount
    likelihood: LikelihoodBasis
    copies_scope: CopiesScope

    def choices(self) -> dict[str, str]:
        """Reading id to choice code."""
        return {"winning-combinations-count": self.count.value,
                "likelihood-basis": self.likelihood.value,
                "copies-deck-scope": self.copies_scope.value}

    def with_choice(self, reading_id: str, choice: str) -> OddsReadings:
        """These readings with one changed.

        :raises KeyError: for a reading the odds do not depend on.
        :raises ValueError: for a choice that reading does not have.
        """
        enum_cls = ODDS_READINGS[reading_id]
        value = enum_cls(choice)
        field = {"winning-combinations-count": "count", "likelihood-basis": "likelihood",
                 "copies-deck-scope": "copies_scope"}[reading_id]
        return replace(self, **{field: value})


def odds_readings(rules: Hoarde) -> OddsReadings:
    """The readings the data records for the odds statements.

    :raises UnknownNameError: when one of them is missing.
    :raises RulesDataError: when one has a choice the code cannot act on.
    """
    return OddsReadings(
        reading_choice(rules, "winning-combinations-count", CombinationCount),
        reading_choice(rules, "likelihood-basis", LikelihoodBasis),
        reading_choice(rules, "copies-deck-scope", CopiesScope),
    )


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
    REFUTED when they allow another one (``alternative``), UNKNOWN when z3 gave up, and
    ``None`` when the statements conflict (they then imply nothing useful). When z3 cannot
    decide ``consistent``, ``composition`` is UNKNOWN too.
    """

    readings: OddsReadings
    consistent: Verdict
    conflict: tuple[str, ...]
    implied: tuple[DeckShape, ...]
    composition: Verdict | None
    alternative: tuple[DeckShape, ...]
    constraints: tuple[str, ...]


@dataclass
class _DeckVars:
    """z3 variables of one deck: its size and, per winning attribute, the number of values,
    the cards per value, the winning hands of one set and of the whole kind."""

    deck: Deck
    cards: Any
    values: dict[str, Any]
    copies: dict[str, Any]
    per_set: dict[str, Any]
    hands: dict[str, Any]
    overlap: Any


def statement_label(rules: Hoarde, statement: OddsStatement, deck: Deck) -> str:
    """The statement in the page's own terms, as its z3 constraint is named."""
    where = statement.cite.section
    attr = statement.attribute or ""
    if statement.claim is Claim.WINNING_COMBINATIONS:
        text = f"{statement.value} winning hand combinations in the {deck.name}"
    elif statement.claim is Claim.COPIES_PER_VALUE:
        kind = next((a.kind for a in rules.attributes if fold(a.name) == fold(attr)), None)
        noun = f"{attr} name" if kind is AttributeKind.NAME else attr
        text = f"each {noun} appears {statement.value} times in the {deck.name}"
    elif statement.claim is Claim.MARKED_CARDS:
        text = f"{statement.value} {attr} cards in the {deck.name}"
    elif statement.claim is Claim.LEAST_LIKELY:
        text = f"{attr} sets are less likely than any other set in the {deck.name}"
    else:
        text = f"{attr} sets are more likely than any other set in the {deck.name}"
    return f"{where}: {text}"


def _falling(z3: Any, x: Any, k: int) -> Any:
    """x (x-1) ... (x-k+1), which is k! times C(x, k) for a whole number x >= 0."""
    product: Any = z3.IntVal(1)
    for i in range(k):
        product = product * (x - i)
    return product


def _statement_decks(statement: OddsStatement, readings: OddsReadings) -> tuple[DeckId, ...]:
    if (statement.reading == "copies-deck-scope"
            and readings.copies_scope is CopiesScope.BASE_DECK_ONLY):
        return tuple(d for d in statement.decks if d is DeckId.BASE)
    return statement.decks


def _encode(z3: Any, rules: Hoarde, readings: OddsReadings
            ) -> tuple[list[tuple[str, Any]], list[_DeckVars]]:
    """Every constraint as (name in rules words, z3 expression), and the variables."""
    pairs: list[tuple[str, Any]] = []
    decks: list[_DeckVars] = []
    for deck in rules.decks:
        name = deck.name
        v = _DeckVars(deck, z3.Int(f"cards[{name}]"), {}, {}, {}, {},
                      z3.Int(f"hands matching two ways[{name}]"))
        pairs.append((f"search bound (not a rule): at most {MAX_CARDS} cards in the {name}",
                      z3.And(v.cards >= 0, v.cards <= MAX_CARDS)))
        for kind in winning_sets(rules, deck.id):
            attr = find_attribute(rules, kind.attribute)
            a = attr.name
            values = v.values[a] = z3.Int(f"values[{name}, {a}]")
            copies = v.copies[a] = z3.Int(f"copies[{name}, {a}]")
            per_set = v.per_set[a] = z3.Int(f"hands per set[{name}, {a}]")
            hands = v.hands[a] = z3.Int(f"hands[{name}, {a}]")
            shape = [values >= 1, copies >= 0, copies <= v.cards, values <= v.cards,
                     values * copies <= v.cards]
            if attr.on_every_card:
                shape.append(values * copies == v.cards)
                what = f"every card of the {name} shows one {a}"
            elif attr.kind is AttributeKind.MARK:
                shape.append(values == 1)
                what = f"some cards of the {name} bear the {a} symbol"
            else:
                what = f"some cards of the {name} name a {a}"
            pairs.append((f"{attr.cite.section}: {what}", z3.And(shape)))
            pairs.append((
                f"{kind.cite.section}: a {a} set in the {name} is {kind.size} matching cards",
                z3.And(factorial(kind.size) * per_set == _falling(z3, copies, kind.size),
                       # linear consequences that keep the nonlinear search small
                       z3.If(copies >= kind.size, per_set >= copies - kind.size + 1,
                             per_set == 0),
                       hands >= per_set, hands == values * per_set)))
        decks.append(v)
    by_id = {v.deck.id: v for v in decks}
    for statement in rules.odds:
        for deck_id in _statement_decks(statement, readings):
            found = by_id.get(deck_id)
            if found is None:
                continue
            label = statement_label(rules, statement, found.deck)
            expr = _statement(z3, statement, found, readings)
            if expr is not None:
                pairs.append((label, expr))
    return pairs, decks


def _statement(z3: Any, statement: OddsStatement, v: _DeckVars, readings: OddsReadings
               ) -> Any | None:
    """One statement about one deck as a z3 expression (``None`` when it says nothing
    about this deck's winning attributes)."""
    value = statement.value
    if value is None and statement.claim in NUMBERED_CLAIMS:
        return None  # check_references reports the missing number
    if statement.claim is Claim.WINNING_COMBINATIONS:
        total = z3.Sum(list(v.hands.values())) if v.hands else z3.IntVal(0)
        if readings.count is CombinationCount.PER_SET:
            return total == value
        return z3.And(v.overlap >= 0, total - v.overlap == value,
                      *[value >= h for h in v.hands.values()])
    attr = next((a for a in v.values if statement.attribute
                 and fold(a) == fold(statement.attribute)), None)
    if attr is None:
        return None
    if statement.claim in (Claim.COPIES_PER_VALUE, Claim.MARKED_CARDS):
        return v.copies[attr] == value
    measure = v.per_set if readings.likelihood is LikelihoodBasis.PER_SET else v.hands
    others = [b for b in v.values if b != attr]
    if statement.claim is Claim.LEAST_LIKELY:
        return z3.And([measure[attr] < measure[b] for b in others])
    return z3.And([measure[attr] > measure[b] for b in others])


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


def _shapes(model: Any, decks: list[_DeckVars]) -> tuple[DeckShape, ...]:
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


def _recorded(z3: Any, decks: list[_DeckVars]) -> Any:
    terms = []
    for v in decks:
        terms.append(v.cards == v.deck.composition.cards)
        for a in v.values:
            group = group_of(v.deck, a)
            if group is not None:
                terms += [v.values[a] == group.values, v.copies[a] == group.copies]
    return z3.And(terms)


def odds_check(rules: Hoarde, readings: OddsReadings | None = None) -> OddsResult:
    """Check the odds statements with z3 under ``readings`` (the data's when ``None``).

    :raises UnknownNameError: when the data lacks a reading or names an unknown attribute.
    :raises RulesDataError: when a reading's choice is not one the code acts on.
    """
    import z3

    readings = readings or odds_readings(rules)
    pairs, decks = _encode(z3, rules, readings)
    pairs = _unique(pairs)
    labels = tuple(label for label, _ in pairs)
    solver = _solver(pairs)
    consistent = satisfiable(solver)
    if consistent is Verdict.UNKNOWN:
        return OddsResult(readings, Verdict.UNKNOWN, (), (), Verdict.UNKNOWN, (), labels)
    if consistent is Verdict.REFUTED:
        core = _minimal_core(pairs, [str(c) for c in solver.unsat_core()])
        return OddsResult(readings, Verdict.REFUTED, core, (), None, (), labels)
    implied = _shapes(solver.model(), decks)
    forced = prove(_recorded(z3, decks), solver)  # the statements force the recorded decks
    alternative: tuple[DeckShape, ...] = ()
    if forced.verdict is Verdict.REFUTED:
        alternative = (_smallest_other(z3, pairs, decks)
                       or _shapes(forced.counterexample, decks))
    return OddsResult(readings, Verdict.CONFIRMED, (), implied, forced.verdict, alternative,
                      labels)


def _smallest_other(z3: Any, pairs: list[tuple[str, Any]], decks: list[_DeckVars]
                    ) -> tuple[DeckShape, ...]:
    """Among compositions other than the recorded one, the one closest to it (the easiest
    to check by hand). Ties are broken by minimising each count in turn, so the answer is
    the same on every run."""
    opt = make_optimizer()
    opt.add([expr for _, expr in pairs])
    opt.add(z3.Not(_recorded(z3, decks)))
    distance = []
    counts = []
    for v in decks:
        distance.append(z3.Abs(v.cards - v.deck.composition.cards))
        counts.append(v.cards)
        for a in v.values:
            group = group_of(v.deck, a)
            if group is not None:
                distance += [z3.Abs(v.values[a] - group.values),
                             z3.Abs(v.copies[a] - group.copies)]
            counts += [v.values[a], v.copies[a]]
        counts.append(v.overlap)
    total = z3.Sum(distance)
    opt.minimize(total)
    if satisfiable(opt) is not Verdict.CONFIRMED:  # none within the limits: no example
        return ()
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
    if satisfiable(opt) is not Verdict.CONFIRMED:
        return ()
    return _shapes(opt.model(), decks)
