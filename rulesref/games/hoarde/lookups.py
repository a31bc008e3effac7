"""HOARDE lookups: decks, attributes, readings, rules, and the exact odds of a dealt set.

Pure functions of the loaded model; names match case-insensitively and through the aliases
the page uses. Probabilities are exact :class:`~fractions.Fraction` values computed by
counting hands, never floating point. Nothing here reads files or prints.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb
from typing import TYPE_CHECKING, TypeVar

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.readings import Reading
from rulesref.errors import RulesDataError, RulesError
from rulesref.games.hoarde.model import (
    Attribute,
    Cards,
    Deck,
    DeckId,
    GameRule,
    Group,
    Hoarde,
    WinningSet,
)

if TYPE_CHECKING:
    from rulesref.games.hoarde.deck_range import AnySetRange

E = TypeVar("E", bound=enum.Enum)


# --------------------------------------------------------------------------- names


@cache
def _deck_table(rules: Hoarde) -> dict[str, Deck]:
    pairs = [(d.id.value, d) for d in rules.decks]
    pairs += [(d.name, d) for d in rules.decks]
    pairs += [(alias, d) for d in rules.decks for alias in d.aliases]
    return names.index(pairs)


def find_deck(rules: Hoarde, name: str | DeckId) -> Deck:
    """The deck called ``name`` (``base``, ``enchanted DECK``...; case-insensitive).

    :raises UnknownNameError: with close matches.
    """
    key = name.value if isinstance(name, DeckId) else name
    choices = [d.id.value for d in rules.decks] + [d.name for d in rules.decks]
    return names.find("deck", key, _deck_table(rules), choices)


@cache
def _attribute_table(rules: Hoarde) -> dict[str, Attribute]:
    pairs = [(a.name, a) for a in rules.attributes]
    pairs += [(alias, a) for a in rules.attributes for alias in a.aliases]
    return names.index(pairs)


def find_attribute(rules: Hoarde, name: str) -> Attribute:
    """The attribute called ``name`` (``colour``, ``MONETARY VALUE``...).

    :raises UnknownNameError: with close matches.
    """
    return names.find("attribute", name, _attribute_table(rules),
                      [a.name for a in rules.attributes])


def find_reading(rules: Hoarde, reading_id: str) -> Reading:
    """The reading with id ``reading_id``.

    :raises UnknownNameError: with close matches.
    """
    table = names.index((r.id, r) for r in rules.readings)
    return names.find("reading", reading_id, table, [r.id for r in rules.readings])


def reading_choice(rules: Hoarde, reading_id: str, choices: type[E]) -> E:
    """The reading's ``choice`` as a member of the enum ``choices``.

    :raises UnknownNameError: when there is no such reading.
    :raises RulesDataError: when its choice is not one of the enum's values.
    """
    reading = find_reading(rules, reading_id)
    for member in choices:
        if member.value == reading.choice:
            return member
    index = rules.readings.index(reading)
    allowed = ", ".join(str(m.value) for m in choices)
    raise RulesDataError("readings.yaml", f"readings[{index}].choice",
                         f"{reading.choice!r} is not a reading code acts on ({allowed})")


def find_rule(rules: Hoarde, rule_id: str) -> GameRule:
    """The game rule with id ``rule_id`` (``deal``, ``set_size``).

    :raises UnknownNameError: with close matches.
    """
    table = names.index((r.id, r) for r in rules.game_rules)
    return names.find("game rule", rule_id, table, [r.id for r in rules.game_rules])


def rule_value(rules: Hoarde, rule_id: str) -> int:
    """The number of a game rule that has one (the deal's 3 cards).

    :raises UnknownNameError: when there is no such rule.
    :raises RulesDataError: when the rule has no number.
    """
    rule = find_rule(rules, rule_id)
    if rule.value is None:
        index = rules.game_rules.index(rule)
        raise RulesDataError("game_rules.yaml", f"game_rules[{index}].value",
                             f"the rule {rule_id!r} needs a number")
    return rule.value


def winning_sets(rules: Hoarde, deck: DeckId) -> tuple[WinningSet, ...]:
    """The sets that win with ``deck``, in printed order."""
    return tuple(s for s in rules.winning_sets if deck in s.decks)


def group_of(deck: Deck, attribute: str) -> Group | None:
    """The composition group of ``attribute`` in ``deck``, if the composition has one."""
    key = names.fold(attribute)
    return next((g for g in deck.composition.groups if names.fold(g.attribute) == key), None)


def max_players(rules: Hoarde, deck: Deck) -> int:
    """How many players the deck can deal a full starting hand to and still leave cards to
    form the DECK (Set Up places the remaining cards as the DECK).

    :raises RulesDataError: when the deal rule has no number or a number below 1.
    """
    deal = rule_value(rules, "deal")
    if deal < 1:
        index = rules.game_rules.index(find_rule(rules, "deal"))
        raise RulesDataError("game_rules.yaml", f"game_rules[{index}].value",
                             f"a deal needs at least 1 card, not {deal}")
    return (deck.composition.cards - 1) // deal


# --------------------------------------------------------------------------- combinatorics


def _poly_mul(a: list[int], b: list[int], limit: int) -> list[int]:
    out = [0] * min(len(a) + len(b) - 1, limit + 1)
    for i, x in enumerate(a):
        if not x:
            continue
        for j, y in enumerate(b):
            if i + j > limit:
                break
            out[i + j] += x * y
    return out


def _poly_pow(a: list[int], power: int, limit: int) -> list[int]:
    result = [1]
    base = a[: limit + 1]
    while power:
        if power & 1:
            result = _poly_mul(result, base, limit)
        base = _poly_mul(base, base, limit)
        power >>= 1
    return result


def hands_without_set(cards: Cards, values: int, copies: Cards, size: int, hand: int) -> int:
    """How many ``hand``-card hands from ``cards`` cards hold fewer than ``size`` cards of
    every value, when ``values`` values are on ``copies`` cards each and the other cards
    show none of them.

    Counted as the coefficient of x^hand in (sum of C(copies, j) x^j for j < size) to the
    power ``values``, times (1 + x) to the power of the cards without the attribute.

    :raises ValueError: when the groups need more cards than the deck has.
    """
    rest = cards - values * copies
    if rest < 0 or values < 0 or copies < 0:
        raise ValueError(f"{values} values of {copies} cards do not fit in {cards} cards")
    per_value = [comb(copies, j) for j in range(min(size, copies + 1))]
    below = _poly_pow(per_value, values, hand)
    others = [comb(rest, j) for j in range(min(rest, hand) + 1)]
    total = _poly_mul(below, others, hand)
    return total[hand] if hand < len(total) else 0


def chance_of_set(cards: Cards, values: int, copies: Cards, size: int, hand: int) -> Fraction:
    """The exact chance that a random ``hand``-card hand holds ``size`` cards of one value.

    :raises ValueError: when the groups need more cards than the deck has, or the hand is
        larger than the deck.
    """
    if not 0 <= hand <= cards:
        raise ValueError(f"a hand of {hand} cannot come from {cards} cards")
    total = comb(cards, hand)
    return 1 - Fraction(hands_without_set(cards, values, copies, size, hand), total)


@dataclass(frozen=True, slots=True)
class SetOdds:
    """The chance of one kind of set in a dealt hand."""

    attribute: str
    values: int
    copies: Cards
    winning_hands: int
    """Hands of exactly the set size that are a set of this kind."""
    probability: Fraction
    cite: Citation


def hand_sizes_in_play(rules: Hoarde) -> tuple[int, ...]:
    """The hand sizes a player ever holds: the deal, and the deal plus the card picked up
    at the start of a turn (before one is put down again).

    :raises RulesDataError: when the deal or pick-up rule has no number.
    """
    deal = rule_value(rules, "deal")
    return (deal, deal + rule_value(rules, "pick_up"))


@dataclass(frozen=True, slots=True)
class DealOdds:
    """The exact odds of a set in a hand from a deck.

    The chance of each kind of set is exact whatever the layout. The chance of *any* set
    depends on which colour goes with which item, which the page never says: ``any_low``
    and ``any_high`` are the least and the most over the decks the statements allow (see
    :mod:`rulesref.games.hoarde.deck_range`). For a hand of the set's size ``any_set`` is
    the value under our reading that no three cards match in two ways (the top of the
    range); for a bigger hand it is ``None``.
    """

    deck: str
    deck_id: DeckId
    cards: Cards
    hand: int
    set_size: int
    hands: int
    """How many different hands there are."""
    sets: tuple[SetOdds, ...]
    any_set: Fraction | None
    any_low: Fraction
    any_high: Fraction
    cite: Citation
    reading: Reading
    layout_reading: Reading | None = None
    """The reading ``any_set`` rests on (no trio matches two ways), for a 3-card hand."""
    range: AnySetRange | None = None
    """The range over deck layouts with a witness deck for each end."""

    @property
    def exact(self) -> bool:
        """Whether ``any_set`` is exact rather than only bounded."""
        return self.any_set is not None


def deal_odds(rules: Hoarde, deck: str | DeckId = DeckId.BASE, hand: int | None = None
              ) -> DealOdds:
    """The exact chance of holding each kind of winning set in a hand dealt from ``deck``.

    :param hand: cards in the hand; the deal's 3 cards when ``None``.
    :raises UnknownNameError: for an unknown deck.
    :raises RulesError: when the hand is bigger than the deck or negative.
    :raises RulesDataError: when the deck's composition lacks a winning attribute.
    """
    from rulesref.games.hoarde.deck_range import any_set_range

    found = find_deck(rules, deck)
    size_rule = rule_value(rules, "set_size")
    cards = found.composition.cards
    hand = rule_value(rules, "deal") if hand is None else hand
    if not 0 <= hand <= cards:
        raise RulesError(f"a hand of {hand} cards cannot be dealt from the {found.name} "
                         f"({cards} cards)")
    in_play = hand_sizes_in_play(rules)
    if hand not in in_play:
        deal, pick = find_rule(rules, "deal"), find_rule(rules, "pick_up")
        raise RulesError(
            f"a player never holds {hand} cards: the deal gives {in_play[0]} "
            f"({deal.cite.short()}) and a turn picks up {pick.value} before putting one "
            f"down ({pick.cite.short()}), so hands are {' or '.join(map(str, in_play))} cards")
    sets = []
    for kind in winning_sets(rules, found.id):
        group = group_of(found, kind.attribute)
        if group is None:
            index = rules.decks.index(found)
            raise RulesDataError("decks.yaml", f"decks[{index}].composition.groups",
                                 f"no group for {kind.attribute}, which wins with the "
                                 f"{found.name}")
        try:
            probability = chance_of_set(cards, group.values, group.copies, kind.size, hand)
        except ValueError as exc:
            raise RulesDataError("decks.yaml", f"decks[{rules.decks.index(found)}]"
                                 ".composition", str(exc)) from None
        sets.append(SetOdds(kind.attribute, group.values, group.copies,
                            group.values * comb(group.copies, kind.size), probability,
                            kind.cite))
    spread = any_set_range(rules, found, hand)
    total = comb(cards, hand)
    low, high = Fraction(spread.low.bound, total), Fraction(spread.high.bound, total)
    exact = high if hand == size_rule else None
    layout = find_reading(rules, "no-double-match") if hand == size_rule else None
    return DealOdds(found.name, found.id, cards, hand, size_rule, total,
                    tuple(sets), exact, low, high, found.composition.cite,
                    find_reading(rules, found.composition.reading), layout, spread)
