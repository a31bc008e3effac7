"""The odds statements of the HOARDE page as z3 constraints, each named in the statement's own
words (winning hands per deck, copies per value, CURSED and CHARACTER counts, 'less' and 'more
likely'), under the readings they depend on (:class:`OddsReadings`). :mod:`.odds_model`
solves them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from math import factorial
from typing import Any

from rulesref.core.names import fold
from rulesref.games.hoarde.lookups import (
    find_attribute,
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
    Hoarde,
    LikelihoodBasis,
    OddsStatement,
)

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
class DeckVars:
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


def encode(z3: Any, rules: Hoarde, readings: OddsReadings
            ) -> tuple[list[tuple[str, Any]], list[DeckVars]]:
    """Every constraint as (name in rules words, z3 expression), and the variables."""
    pairs: list[tuple[str, Any]] = []
    decks: list[DeckVars] = []
    for deck in rules.decks:
        name = deck.name
        v = DeckVars(deck, z3.Int(f"cards[{name}]"), {}, {}, {}, {},
                      z3.Int(f"hands matching two ways[{name}]"))
        pairs.append((f"search bound (not a rule): at most {MAX_CARDS} cards in the {name}",
                      z3.And(v.cards >= 0, v.cards <= MAX_CARDS)))
        # a count of hands: never negative, and nothing is counted twice per set
        twice = v.overlap == 0 if readings.count is CombinationCount.PER_SET else v.overlap >= 0
        pairs.append((f"counting (not a rule): hands of the {name} counted twice", twice))
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


def _statement(z3: Any, statement: OddsStatement, v: DeckVars, readings: OddsReadings
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
