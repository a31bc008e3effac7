"""Checks of the HOARDE rules: the odds statements (z3), the game's states (networkx) and the
turn data; the engine checks the readings the model takes where the page is silent or
ambiguous (the report lists them apart from the findings).

Each check is a small ``check_*`` function from the loaded ruleset
(:class:`~rulesref.games.hoarde.model.Hoarde`) to a list of findings with stable ids;
:data:`CHECKS` lists them.

- The odds statements (winning hands per deck, copies per value, CURSED and CHARACTER counts,
  'less' and 'more likely') become z3 constraints, each tracked under the statement's own
  words. :func:`odds_check` asks whether they can all hold (a conflict is reported as a minimal
  set of statements), which deck composition they imply, and whether that is the composition
  ``decks.yaml`` records. The readings the statements depend on are inputs, so
  :func:`check_odds_readings` can show what each other reading would change.
- The game's states are counts: cards in the DECK and in the DISCARD PILE at each point of a
  turn, for every player count. :func:`build_state_graph` draws them as an ``nx.DiGraph``;
  the checks look for dead ends, for whether the game can end, and for endless play.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, replace
from math import factorial
from typing import Any

from rulesref.core.names import fold
from rulesref.errors import RulesError
from rulesref.games.hoarde.lookups import (
    find_attribute,
    find_reading,
    find_rule,
    group_of,
    max_players,
    reading_choice,
    rule_value,
    winning_sets,
)
from rulesref.games.hoarde.model import (
    AttributeKind,
    Claim,
    CombinationCount,
    CopiesScope,
    Deck,
    DeckId,
    EmptyPiles,
    Group,
    Hoarde,
    LikelihoodBasis,
    OddsStatement,
    ReshuffleTiming,
)
from rulesref_verify import graphs
from rulesref_verify.findings import Finding, Verdict, facts
from rulesref_verify.readings import check_readings
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
STATE_READINGS: dict[str, type[Any]] = {
    "reshuffle-timing": ReshuffleTiming,
    "both-piles-empty": EmptyPiles,
}


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
    opt.minimize(z3.Sum(distance))
    for count in counts:
        opt.minimize(count)
    if satisfiable(opt) is not Verdict.CONFIRMED:  # none within the limits: no example
        return ()
    return _shapes(opt.model(), decks)


def _guarded(check_name: str, run: Callable[[], list[Finding]], cite: str) -> list[Finding]:
    """Run a check; data it cannot use becomes one inconclusive finding, not a crash."""
    try:
        return run()
    except RulesError as exc:
        return [Finding(f"hoarde:{check_name}:cannot-run", check_name,
                        f"the check could not run on this data: {exc}", cite,
                        inconclusive=True)]


def _odds_cite(rules: Hoarde) -> str:
    return str(rules.odds[0].cite) if rules.odds else rules.title


def check_odds_consistency(rules: Hoarde) -> list[Finding]:
    """The odds statements can all hold together (under the data's readings)."""
    def run() -> list[Finding]:
        result = odds_check(rules)
        if result.consistent is Verdict.UNKNOWN:
            return [Finding("hoarde:odds:unknown", "check_odds_consistency",
                            "z3 could not decide whether the Card Odds statements can all "
                            "hold", _odds_cite(rules), "odds.yaml", inconclusive=True)]
        if result.consistent is Verdict.REFUTED:
            return [Finding("hoarde:odds:conflict", "check_odds_consistency",
                            "the Card Odds statements cannot all hold; these conflict: "
                            + "; ".join(result.conflict), _odds_cite(rules), "odds.yaml")]
        return []
    return _guarded("check_odds_consistency", run, _odds_cite(rules))


def check_odds_composition(rules: Hoarde) -> list[Finding]:
    """The odds statements imply exactly the deck composition ``decks.yaml`` records, and
    the composition covers every attribute that wins with its deck."""
    def run() -> list[Finding]:
        out = []
        for deck in rules.decks:
            for kind in winning_sets(rules, deck.id):
                if group_of(deck, kind.attribute) is None:
                    out.append(Finding(
                        f"hoarde:composition:missing-group:{deck.id.value}:{kind.attribute}",
                        "check_odds_composition",
                        f"the {deck.name} composition has no {kind.attribute} group, though "
                        f"{kind.attribute} sets win with it", str(deck.composition.cite),
                        "decks.yaml", deck.id.value))
        result = odds_check(rules)
        if result.consistent is Verdict.REFUTED:
            out.append(Finding("hoarde:odds:composition:none", "check_odds_composition",
                               "the Card Odds statements conflict, so no deck composition "
                               "follows from them: " + "; ".join(result.conflict),
                               _odds_cite(rules), "decks.yaml"))
        elif result.composition is Verdict.UNKNOWN:
            out.append(Finding("hoarde:odds:composition:unknown", "check_odds_composition",
                               "z3 could not decide which deck composition the odds imply",
                               _odds_cite(rules), "decks.yaml", inconclusive=True))
        elif result.composition is Verdict.REFUTED:
            recorded = "; ".join(s.describe() for s in recorded_shapes(rules))
            other = "; ".join(s.describe() for s in result.alternative)
            out.append(Finding(
                "hoarde:odds:composition:not-implied", "check_odds_composition",
                f"the Card Odds statements do not force the recorded composition ({recorded})"
                f"; they also allow {other}", _odds_cite(rules), "decks.yaml"))
        return out
    return _guarded("check_odds_composition", run, _odds_cite(rules))


def check_odds_readings(rules: Hoarde) -> list[Finding]:
    """What each other reading of the odds statements would change: a conflict, or a deck
    composition the statements no longer pin down."""
    def run() -> list[Finding]:
        base = odds_readings(rules)
        out = []
        for reading_id in ODDS_READINGS:
            reading = find_reading(rules, reading_id)
            for choice in reading.alternatives:
                try:
                    readings = base.with_choice(reading_id, choice)
                except ValueError:
                    continue
                result = odds_check(rules, readings)
                fid = f"hoarde:odds:reading:{reading_id}={choice}"
                if result.consistent is Verdict.UNKNOWN or result.composition is Verdict.UNKNOWN:
                    out.append(Finding(fid + ":unknown", "check_odds_readings",
                                       f"z3 could not decide the odds under {reading_id}="
                                       f"{choice}", str(reading.cite), "readings.yaml",
                                       reading_id, inconclusive=True))
                elif result.consistent is Verdict.REFUTED:
                    out.append(Finding(
                        fid + ":conflict", "check_odds_readings",
                        f"read as {choice} instead of {reading.choice} ({reading.topic}), the "
                        "Card Odds statements conflict: " + "; ".join(result.conflict),
                        str(reading.cite), "readings.yaml", reading_id,
                        facts=facts(reading=reading_id, choice=choice,
                                    conflict=list(result.conflict))))
                elif result.composition is Verdict.REFUTED:
                    other = "; ".join(s.describe() for s in result.alternative)
                    out.append(Finding(
                        fid + ":composition", "check_odds_readings",
                        f"read as {choice} instead of {reading.choice} ({reading.topic}), the "
                        f"Card Odds statements no longer fix the decks: they also allow "
                        f"{other}", str(reading.cite), "readings.yaml", reading_id,
                        facts=facts(reading=reading_id, choice=choice, allows=other)))
        return out
    return _guarded("check_odds_readings", run, _odds_cite(rules))


# =========================================================================== states (networkx)

SETUP, START, PICKED, ENDED = "set up", "start of turn", "after picking up", "end of turn"
WON, NO_WINNER = "won", "ended without a winner"
TERMINALS = (WON, NO_WINNER)


@dataclass(frozen=True, slots=True, order=True)
class State:
    """Where a game is: the point of the turn and the cards in the DECK and DISCARD PILE."""

    phase: str
    deck: int = 0
    discard: int = 0

    def __str__(self) -> str:
        if self.phase in TERMINALS or self.phase == SETUP:
            return self.phase
        return f"{self.phase} (DECK {self.deck}, DISCARD PILE {self.discard})"


def state_readings(rules: Hoarde) -> tuple[ReshuffleTiming, EmptyPiles]:
    """The readings the data records for the reshuffle and for two empty piles.

    :raises UnknownNameError: when one is missing.
    :raises RulesDataError: when one has a choice the code cannot act on.
    """
    return (reading_choice(rules, "reshuffle-timing", ReshuffleTiming),
            reading_choice(rules, "both-piles-empty", EmptyPiles))


def _can_win(rules: Hoarde, deck: Deck) -> bool:
    """Whether a hand at the end of a turn can be a winning set with this deck at all."""
    hand = rule_value(rules, "deal")
    for kind in winning_sets(rules, deck.id):
        group = group_of(deck, kind.attribute)
        if group is None or group.values < 1:
            continue
        if kind.size <= hand and group.copies >= kind.size:
            return True
    return False


def build_state_graph(rules: Hoarde, deck: Deck, players: int,
                      timing: ReshuffleTiming, empty: EmptyPiles | None) -> Any:
    """The reachable states of a game as an ``nx.DiGraph`` whose edges carry a ``label``.

    States count cards, not which cards: whether a hand is a set is abstracted, so a win
    edge leaves every end of turn whenever the deck holds a set at all and a hand is big
    enough for one. Only the end of a turn has a win edge (wins wait for the end of the
    player's own turn).

    :param empty: the reading for a pick-up with both piles empty, or ``None`` for the rules
        as printed (the state is then a dead end).
    :raises RulesDataError: when the deal rule has no number.
    """
    import networkx as nx

    deal = rule_value(rules, "deal")
    win = _can_win(rules, deck)
    graph: Any = nx.DiGraph()

    def settle(d: int, r: int) -> tuple[int, int]:
        if timing is ReshuffleTiming.DECK_EMPTIES and d == 0 and r > 0:
            return r, 0
        return d, r

    start = State(SETUP)
    graph.add_node(start)
    outside = deck.composition.cards - players * deal
    todo: list[tuple[State, State, str]] = []
    if outside >= 0:
        todo.append((start, State(START, *settle(outside, 0)), f"deal {deal} cards each"))
    while todo:
        src, dst, label = todo.pop()
        new = dst not in graph
        graph.add_edge(src, dst, label=label)
        if not new or dst.phase in TERMINALS:
            continue
        d, r = dst.deck, dst.discard
        if dst.phase == START:
            if d > 0:
                todo.append((dst, State(PICKED, *settle(d - 1, r)), "pick up from the DECK"))
            if r > 0:
                todo.append((dst, State(PICKED, *settle(d, r - 1)),
                             "pick up from the DISCARD PILE"))
            if d == 0 and r > 0 and timing is ReshuffleTiming.ON_DRAW:
                todo.append((dst, State(PICKED, r - 1, 0),
                             "reshuffle, then pick up from the DECK"))
            if d == 0 and r == 0 and empty is EmptyPiles.NO_WINNER:
                todo.append((dst, State(NO_WINNER), "nothing to pick up (reading)"))
            if d == 0 and r == 0 and empty is EmptyPiles.TURN_PASSES:
                todo.append((dst, dst, "nothing to pick up: turn passes (reading)"))
        elif dst.phase == PICKED:
            if deal >= 1:  # a card other than the one just picked up
                todo.append((dst, State(ENDED, *settle(d, r + 1)), "place a card"))
        elif dst.phase == ENDED:
            if win:
                todo.append((dst, State(WON), "a set: the player wins"))
            todo.append((dst, State(START, d, r), "next player"))
    return graph


def player_counts(rules: Hoarde, deck: Deck) -> range:
    """The player counts the checks try: 2 up to the deal limit (reading player-count).

    :raises RulesDataError: when the deal rule has no usable number.
    """
    return range(2, max_players(rules, deck) + 1)


def _reading_note(rules: Hoarde, reading_id: str) -> str:
    try:
        reading = find_reading(rules, reading_id)
    except RulesError:
        return "no reading is recorded"
    return f"our reading ({reading_id}, {reading.cite.short()}): {reading.reading}"


def _spans(counts: list[int]) -> str:
    """``[2, 3, 4, 7]`` as ``2-4, 7``."""
    out = []
    for _, run in itertools.groupby(enumerate(counts), lambda p: p[1] - p[0]):
        values = [v for _, v in run]
        out.append(str(values[0]) if len(values) == 1 else f"{values[0]}-{values[-1]}")
    return ", ".join(out)


def _structure_cite(rules: Hoarde) -> str:
    return str(rules.structure.cite)


def check_game_end_reachable(rules: Hoarde) -> list[Finding]:
    """Under the data's readings, for every deck and player count: the game can end from
    every reachable state, and a win is possible."""
    import networkx as nx

    def run() -> list[Finding]:
        timing, empty = state_readings(rules)
        out = []
        for deck in rules.decks:
            no_win: list[int] = []
            trapped: dict[State, list[int]] = {}
            for players in player_counts(rules, deck):
                graph = build_state_graph(rules, deck, players, timing, empty)
                reached = nx.descendants(graph, State(SETUP)) | {State(SETUP)}
                ends = [t for t in (State(WON), State(NO_WINNER)) if t in graph]
                ending: set[State] = set(ends)
                for t in ends:
                    ending |= nx.ancestors(graph, t)
                for state in sorted(reached - ending):
                    trapped.setdefault(state, []).append(players)
                if State(WON) not in reached:
                    no_win.append(players)
            for state, counts in sorted(trapped.items()):
                out.append(Finding(
                    f"hoarde:state:no-end:{deck.id.value}:{state}", "check_game_end_reachable",
                    f"{deck.name}, {_spans(counts)} players: from '{state}' the game can "
                    "never end", _structure_cite(rules), "structure.yaml", deck.id.value))
            if no_win:
                out.append(Finding(
                    f"hoarde:state:no-win:{deck.id.value}", "check_game_end_reachable",
                    f"{deck.name}, {_spans(no_win)} players: nobody can ever win",
                    _structure_cite(rules), "decks.yaml", deck.id.value,
                    facts=facts(deck=deck.id.value, players=no_win)))
        return out
    return _guarded("check_game_end_reachable", run, _structure_cite(rules))


def check_dead_ends(rules: Hoarde) -> list[Finding]:
    """The rules as printed give every reachable state a next move; where they do not, the
    finding names the reading the model takes."""
    def run() -> list[Finding]:
        timing, _ = state_readings(rules)
        found: dict[tuple[str, State], list[int]] = {}
        decks = {d.id.value: d for d in rules.decks}
        for deck in rules.decks:
            for players in player_counts(rules, deck):
                graph = build_state_graph(rules, deck, players, timing, None)
                for state in graph.nodes:
                    if state.phase not in TERMINALS and graph.out_degree(state) == 0:
                        found.setdefault((deck.id.value, state), []).append(players)
        out = []
        for (deck_id, state), counts in sorted(found.items()):
            reading = "both-piles-empty" if state.phase == START else ""
            out.append(Finding(
                f"hoarde:state:dead-end:{deck_id}:{state}", "check_dead_ends",
                f"{decks[deck_id].name}, {_spans(counts)} players: at '{state}' no rule gives "
                f"a next move; {_reading_note(rules, reading)}", _structure_cite(rules),
                "readings.yaml" if reading else "structure.yaml", reading or deck_id,
                facts=facts(deck=deck_id, state=str(state), players=counts, reading=reading)))
        return out
    return _guarded("check_dead_ends", run, _structure_cite(rules))


def check_endless_play(rules: Hoarde) -> list[Finding]:
    """Whether turns can go round forever without the game ending (the page has no turn
    limit); reported with the reading the model takes."""
    import networkx as nx

    def run() -> list[Finding]:
        timing, empty = state_readings(rules)
        out = []
        for deck in rules.decks:
            counts = player_counts(rules, deck)
            if not counts:
                continue
            graph = build_state_graph(rules, deck, counts[0], timing, empty)
            flow = graph.subgraph([s for s in graph.nodes if s.phase not in TERMINALS])
            try:
                cycle = nx.find_cycle(flow, source=State(SETUP))
            except nx.NetworkXNoCycle:
                continue
            loop = " > ".join(str(u) for u, _ in cycle[:3])
            out.append(Finding(
                f"hoarde:state:endless-play:{deck.id.value}", "check_endless_play",
                f"{deck.name}, {counts[0]} players: turns can repeat without end ({loop} > "
                f"...) and no rule limits the game; {_reading_note(rules, 'no-turn-limit')}",
                _structure_cite(rules), "readings.yaml", "no-turn-limit",
                facts=facts(deck=deck.id.value, players=counts[0], loop=loop)))
        return out
    return _guarded("check_endless_play", run, _structure_cite(rules))


# =========================================================================== data and readings


def check_turn_facts(rules: Hoarde) -> list[Finding]:
    """In Set Up and the first turn, every fact a step uses is produced before it, and every
    status a step grants ends by a step or a stated rule."""
    seqs = {s.id: s for s in rules.sequences if s.canonical}
    order = [sid for sid in (rules.structure.setup, rules.structure.round) if sid in seqs]
    out = []
    made: set[str] = set()
    for sid in order:
        seq = seqs[sid]
        for step in seq.steps:
            for fact in step.uses:
                if fact not in made:
                    out.append(Finding(
                        f"hoarde:turn:fact:{sid}:{step.name}:{fact}", "check_turn_facts",
                        f"{seq.name}: '{step.name}' uses {fact.replace('_', ' ')}, which no "
                        "earlier step produces", str(seq.cite), "sequences.yaml", step.name))
            made.update(step.produces)
    removed = {fold(n) for s in seqs.values() for step in s.steps for n in step.removes}
    ruled = {fold(r.status) for r in rules.structure.status_rules}
    for seq in seqs.values():
        for step in seq.steps:
            for status in step.grants:
                if fold(status) not in removed | ruled:
                    out.append(Finding(
                        f"hoarde:turn:status:{status}", "check_turn_facts",
                        f"{seq.name}: '{step.name}' grants '{status}', but nothing says "
                        "when it ends", str(seq.cite), "structure.yaml", status))
    return out


def _references(rules: Hoarde) -> list[tuple[str, str, str, str]]:
    """(id, message, file, key) for every reference that points at nothing."""
    bad: list[tuple[str, str, str, str]] = []
    seqs = {s.id: s for s in rules.sequences if s.canonical}
    steps = {fold(step.name) for s in seqs.values() for step in s.steps}
    st = rules.structure
    for sid in (st.setup, st.round):
        if sid is not None and sid not in seqs:
            bad.append((f"sequence:{sid}", f"the turn structure names the sequence {sid!r}, "
                        "which does not exist", "structure.yaml", sid))
    names: list[tuple[str, str]] = [(c.at, f"end condition {c.name}")
                                    for c in st.end_conditions if c.at]
    for change in st.round_changes:
        names += [(n, f"rule change {change.source}") for n in (*change.adds, *change.skips)]
        if change.after:
            names.append((change.after, f"rule change {change.source}"))
    for step_name, owner in names:
        if fold(step_name) not in steps:
            bad.append((f"step:{step_name}", f"{owner} names the step {step_name!r}, which no "
                        "sequence has", "structure.yaml", step_name))
    for statement in rules.odds:
        if statement.claim in NUMBERED_CLAIMS and statement.value is None:
            bad.append((f"odds-value:{statement.id}", f"the odds statement {statement.id!r} "
                        "states a number but has no value", "odds.yaml", statement.id))
        elif statement.claim not in NUMBERED_CLAIMS and statement.attribute is None:
            bad.append((f"odds-attribute:{statement.id}", f"the odds statement "
                        f"{statement.id!r} compares an attribute but names none", "odds.yaml",
                        statement.id))
    attrs = [(k.attribute, "winning_sets.yaml") for k in rules.winning_sets]
    attrs += [(s.attribute, "odds.yaml") for s in rules.odds if s.attribute]
    attrs += [(g.attribute, "decks.yaml") for d in rules.decks for g in d.composition.groups]
    for name, file in attrs:
        try:
            find_attribute(rules, name)
        except RulesError as exc:
            bad.append((f"attribute:{name}", str(exc), file, name))
    for reading_id, enum_cls in {**ODDS_READINGS, **STATE_READINGS}.items():
        try:
            reading_choice(rules, reading_id, enum_cls)
        except RulesError as exc:
            bad.append((f"reading-choice:{reading_id}", str(exc), "readings.yaml", reading_id))
    for rule_id in ("deal", "set_size"):
        try:
            if rule_value(rules, rule_id) < 1:
                bad.append((f"rule:{rule_id}", f"the {rule_id} rule needs a number of at "
                            "least 1", "game_rules.yaml", rule_id))
        except RulesError as exc:
            bad.append((f"rule:{rule_id}", str(exc), "game_rules.yaml", rule_id))
    ids = {d.id for d in rules.decks}
    for deck_id in DeckId:
        if deck_id not in ids:
            bad.append((f"deck:{deck_id.value}", f"no {deck_id.value} deck is defined",
                        "decks.yaml", deck_id.value))
    return bad


def check_references(rules: Hoarde) -> list[Finding]:
    """Every name the data uses (sequences, steps, attributes, rules, decks) points at
    something defined, and the readings the code acts on have usable choices (the engine's
    reading check covers the names of readings)."""
    return [Finding(f"hoarde:reference:{ref}", "check_references", message,
                    _structure_cite(rules), file, key)
            for ref, message, file, key in _references(rules)]


def _clarification_cite(rules: Hoarde) -> str:
    try:
        return str(find_rule(rules, "win_at_end_of_turn").cite)
    except RulesError:
        return _structure_cite(rules)


def check_dealt_set(rules: Hoarde) -> list[Finding]:
    """Clarifications say a dealt set must lose a card in the first turn. Where a value is
    on more cards than a set needs, the card picked up can restore the set, so that first
    turn can still win: reported with the reading the model takes."""
    def run() -> list[Finding]:
        out = []
        for deck in rules.decks:
            spare = []
            for kind in winning_sets(rules, deck.id):
                group = group_of(deck, kind.attribute)
                if group is not None and group.copies > kind.size:
                    spare.append(f"{kind.attribute} ({group.copies} cards, sets of {kind.size})")
            if spare:
                out.append(Finding(
                    f"hoarde:clarification:dealt-set:{deck.id.value}", "check_dealt_set",
                    f"{deck.name}: a dealt set of {', '.join(spare)} can be completed again by "
                    "the card picked up in the first turn, so that turn can still end in a "
                    f"win; {_reading_note(rules, 'dealt-set-first-turn')}",
                    _clarification_cite(rules), "readings.yaml", "dealt-set-first-turn",
                    facts=facts(deck=deck.id.value, sets=spare)))
        return out
    return _guarded("check_dealt_set", run, _structure_cite(rules))


CHECKS = (
    *graphs.CHECKS,
    check_odds_consistency, check_odds_composition, check_odds_readings,
    check_game_end_reachable, check_dead_ends, check_endless_play,
    check_turn_facts, check_references, check_readings, check_dealt_set,
)
