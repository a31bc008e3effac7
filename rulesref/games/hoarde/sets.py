"""HOARDE hands: is this a set, and what is the chance the next card picked up completes one.

Cards are written ``COLOUR/ITEM/VALUE`` in the order the page names the attributes every
card shows, then, for the enchanted DECK, ``/CURSED`` for a card with the cursed symbol and
``/NAME`` for a card naming a party member: ``PINK/DAGGER/10/cursed/AMARA``. Values match
as the page's Clarifications say, only when they are the same word, number or symbol
(letter case aside). Chances are exact :class:`~fractions.Fraction` values. Pure functions;
nothing reads files or prints.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.readings import Reading
from rulesref.errors import RulesError
from rulesref.games.hoarde.lookups import (
    find_deck,
    find_reading,
    find_rule,
    group_of,
    rule_value,
    winning_sets,
)
from rulesref.games.hoarde.model import AttributeKind, Deck, DeckId, Hoarde

MARKED = "yes"
"""The value a marked card shows for a mark attribute (the cursed symbol)."""


@dataclass(frozen=True, slots=True)
class HandCard:
    """One card as a player describes it: the value it shows for each attribute."""

    text: str
    values: tuple[tuple[str, str], ...]
    """(attribute, folded value) for every attribute the card shows."""

    def value(self, attribute: str) -> str | None:
        """The folded value shown for ``attribute``, or ``None``."""
        return next((v for a, v in self.values if a == attribute), None)


def parse_card(rules: Hoarde, text: str) -> HandCard:
    """A card from ``COLOUR/ITEM/VALUE[/CURSED][/NAME]``.

    :raises RulesError: for a card without a value of every attribute every card shows, or
        with more than one name.
    """
    parts = [p.strip() for p in text.split("/")]
    every = [a for a in rules.attributes if a.on_every_card and a.in_sets]
    marks = {names.fold(a.name): a for a in rules.attributes if a.kind is AttributeKind.MARK}
    named = [a for a in rules.attributes if a.kind is AttributeKind.NAME]
    head = "/".join(a.name for a in every)
    if len(parts) < len(every) or any(not p for p in parts):
        raise RulesError(f"not a card: {text!r} (write {head}, e.g. PINK/DAGGER/10, then "
                         "/cursed or /NAME for the enchanted DECK)")
    values = [(a.name, names.fold(p)) for a, p in zip(every, parts, strict=False)]
    extra_names = []
    for part in parts[len(every):]:
        mark = marks.get(names.fold(part))
        if mark is not None:
            values.append((mark.name, MARKED))
        else:
            extra_names.append(part)
    if len(extra_names) > 1 or (extra_names and not named):
        raise RulesError(f"not a card: {text!r}: {', '.join(map(repr, extra_names))} is not "
                         "a mark, and a card names at most one party member")
    if extra_names:
        values.append((named[0].name, names.fold(extra_names[0])))
    return HandCard(text, tuple(values))


@dataclass(frozen=True, slots=True)
class Match:
    """Whether the cards share one winning attribute."""

    attribute: str
    value: str | None
    """The shared value, when they share one."""
    counts: bool
    """Whether a set of this attribute wins with the deck."""
    cite: Citation


@dataclass(frozen=True, slots=True)
class SetAnswer:
    """Whether some cards are a winning set, and of what."""

    deck: str
    matches: tuple[Match, ...]
    """Every attribute the cards all share (also those that do not win with this deck)."""
    size: int
    cite: Citation
    readings: tuple[Reading, ...]

    @property
    def wins(self) -> tuple[Match, ...]:
        """The shared attributes that make a winning set with this deck."""
        return tuple(m for m in self.matches if m.counts)

    @property
    def is_set(self) -> bool:
        """Whether the cards are a winning set."""
        return bool(self.wins)


def _shared(cards: list[HandCard], attribute: str) -> str | None:
    values = {c.value(attribute) for c in cards}
    return values.pop() if len(values) == 1 and None not in values else None


def check_set(rules: Hoarde, cards: list[HandCard], deck: str | DeckId = DeckId.BASE
              ) -> SetAnswer:
    """Whether ``cards`` are a winning set with ``deck``: every winning attribute they all
    share, and the attributes they share that do not win with this deck.

    :raises RulesError: when the number of cards is not the set size.
    :raises UnknownNameError: for an unknown deck.
    """
    found = find_deck(rules, deck)
    size = rule_value(rules, "set_size")
    if len(cards) != size:
        raise RulesError(f"a set is {size} cards, not {len(cards)}")
    winning = {k.attribute: k for k in winning_sets(rules, found.id)}
    matches = []
    for attribute in rules.attributes:
        shared = _shared(cards, attribute.name)
        if shared is None:
            continue
        kind = winning.get(attribute.name)
        matches.append(Match(attribute.name, None if shared == MARKED else shared,
                             kind is not None, kind.cite if kind else attribute.cite))
    readings = []
    if len([m for m in matches if m.counts]) > 1:
        readings.append(find_reading(rules, "overlapping-win"))
    return SetAnswer(found.name, tuple(matches), size, find_rule(rules, "exact_match").cite,
                     tuple(readings))


# --------------------------------------------------------------------------- next draw


@dataclass(frozen=True, slots=True)
class Completion:
    """One way the next card can complete a set: a value two cards of the hand share."""

    attribute: str
    value: str | None
    unseen: int
    """Cards showing it that the player has not seen (the deck has ``copies``)."""
    copies: int


@dataclass(frozen=True, slots=True)
class DrawAnswer:
    """The chance that the card picked up next completes a set."""

    deck: str
    cards: int
    unseen: int
    """Cards the player has not seen: the DECK, the other hands, the buried discards."""
    completions: tuple[Completion, ...]
    top: HandCard | None
    top_completes: bool
    low: Fraction
    high: Fraction
    cite: Citation
    readings: tuple[Reading, ...]

    @property
    def exact(self) -> bool:
        """Whether the chance from the DECK is one number rather than a range."""
        return self.low == self.high


def _copies(deck: Deck, attribute: str) -> int | None:
    group = group_of(deck, attribute)
    return group.copies if group is not None else None


def next_draw(rules: Hoarde, hand: list[HandCard], discards: list[HandCard],
              deck: str | DeckId = DeckId.BASE) -> DrawAnswer:
    """The chance that the next card picked up completes a set, for a player holding
    ``hand`` who has seen ``discards`` go onto the DISCARD PILE (the last one on top).

    A turn picks up one card and then puts down one of the cards held before, so a set at
    the end of the turn is the new card and two of the hand sharing a value. Taking the top
    discard is certain; a card from the DECK is any card the player has not seen, each as
    likely. When two values could be completed, how many unseen cards show both is not
    known (the page never lists the cards), so the chance is then a range.

    :raises RulesError: for a hand that is not the deal's size, or cards the deck cannot
        hold that many of (by our reading of its composition).
    :raises UnknownNameError: for an unknown deck.
    """
    found = find_deck(rules, deck)
    deal, size = rule_value(rules, "deal"), rule_value(rules, "set_size")
    if len(hand) != deal:
        raise RulesError(f"a hand at the start of a turn is {deal} cards, not {len(hand)} "
                         f"({find_rule(rules, 'deal').cite.short()})")
    seen = [*hand, *discards]
    unseen = found.composition.cards - len(seen)
    if unseen < 0:
        raise RulesError(f"the {found.name} has {found.composition.cards} cards, fewer than "
                         f"the {len(seen)} given")
    completions = []
    for kind in winning_sets(rules, found.id):
        copies = _copies(found, kind.attribute)
        if copies is None:
            continue
        values = {c.value(kind.attribute) for c in seen} - {None}
        for value in sorted(v for v in values if v is not None):
            shown = sum(1 for c in seen if c.value(kind.attribute) == value)
            if shown > copies:
                raise RulesError(f"{shown} cards show {kind.attribute} {value.upper()}, but "
                                 f"each is on {copies} cards of the {found.name} (our "
                                 "reading odds-imply-composition)")
            held = sum(1 for c in hand if c.value(kind.attribute) == value)
            if held >= size - 1:
                completions.append(Completion(kind.attribute,
                                              None if value == MARKED else value,
                                              copies - shown, copies))
    top = discards[-1] if discards else None
    top_completes = top is not None and any(
        top.value(c.attribute) == (c.value if c.value is not None else MARKED)
        for c in completions)
    counts = [c.unseen for c in completions]
    low = Fraction(max(counts, default=0), unseen) if unseen else Fraction(0)
    high = Fraction(min(sum(counts), unseen), unseen) if unseen else Fraction(0)
    readings = (find_reading(rules, found.composition.reading),)
    return DrawAnswer(found.name, found.composition.cards, unseen, tuple(completions), top,
                      top_completes, low, high, find_rule(rules, "pick_up").cite, readings)
