"""HOARDE lookups, and the exact odds of a dealt set against fractions worked out by hand.

The hand counts: a 48-card deck with 12 values on 4 cards each (COLOUR, ITEM or MONETARY
VALUE), 6 CURSED cards and 5 CHARACTER names on 3 cards each.

- Hands of 3: C(48, 3) = 48 * 47 * 46 / 6 = 17296.
  One kind of value set: 12 values * C(4, 3) = 48 hands, so 48/17296 = 3/1081.
  Any set in the base DECK: 3 * 48 = 144 hands (the page's 144), 144/17296 = 9/1081.
  CURSED: C(6, 3) = 20 hands, 20/17296 = 5/4324. CHARACTER: 5 * C(3, 3) = 5, so 5/17296.
  Any set in the enchanted DECK: 144 + 20 + 5 = 169 (the page's 169), 169/17296.
- Hands of 4: C(48, 4) = 194580.
  One kind of value set: exactly 3 of a value, 12 * 4 * 44 = 2112, plus all 4 of a value, 12:
  2124/194580 = 59/5405.
  CURSED: C(6, 3) * 42 + C(6, 4) = 840 + 15 = 855, 855/194580 = 19/4324.
  CHARACTER: all 3 of one name plus any of the other 45 cards, 5 * 45 = 225, 225/194580 =
  5/4324.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.errors import RulesDataError, RulesError, UnknownNameError
from rulesref.games.hoarde import lookups
from rulesref.games.hoarde.loading import load_uncached
from rulesref.games.hoarde.model import DeckId, EmptyPiles, Hoarde, ReshuffleTiming

RULES = load_uncached()


@pytest.mark.parametrize(("name", "deck"), [
    ("base", DeckId.BASE), ("BASE deck", DeckId.BASE), ("deck", DeckId.BASE),
    ("Enchanted", DeckId.ENCHANTED), ("enchanted  DECK", DeckId.ENCHANTED),
    (DeckId.ENCHANTED, DeckId.ENCHANTED),
])
def test_find_deck(name: str | DeckId, deck: DeckId) -> None:
    assert lookups.find_deck(RULES, name).id is deck


def test_unknown_deck_suggests() -> None:
    with pytest.raises(UnknownNameError) as info:
        lookups.find_deck(RULES, "enchnted")
    assert "unknown deck 'enchnted'" in str(info.value)
    assert "enchanted" in str(info.value)


def test_find_attribute_by_name_and_alias() -> None:
    assert lookups.find_attribute(RULES, "colour").name == "COLOUR"
    assert lookups.find_attribute(RULES, "monetary value").name == "MONETARY VALUE"
    assert lookups.find_attribute(RULES, "item category").name == "ITEM"
    with pytest.raises(UnknownNameError, match="COLOUR"):
        lookups.find_attribute(RULES, "COLOR")


def test_reading_choice() -> None:
    assert lookups.reading_choice(RULES, "reshuffle-timing", ReshuffleTiming) \
        is ReshuffleTiming.DECK_EMPTIES
    assert lookups.reading_choice(RULES, "both-piles-empty", EmptyPiles) is EmptyPiles.NO_WINNER
    with pytest.raises(RulesDataError) as info:
        lookups.reading_choice(RULES, "both-piles-empty", ReshuffleTiming)
    assert str(info.value).startswith("readings.yaml: readings[")
    assert "'no-winner'" in str(info.value)
    with pytest.raises(UnknownNameError):
        lookups.reading_choice(RULES, "no-such-reading", ReshuffleTiming)


def test_rules_and_players() -> None:
    assert lookups.rule_value(RULES, "deal") == 3
    assert lookups.rule_value(RULES, "SET_SIZE") == 3
    with pytest.raises(RulesDataError, match="needs a number"):
        lookups.rule_value(RULES, "turn_order")
    # 3 cards each and cards left for the DECK (Set Up): (48 - 1) // 3
    assert lookups.max_players(RULES, lookups.find_deck(RULES, "base")) == 15


def test_winning_sets_per_deck() -> None:
    base = [s.attribute for s in lookups.winning_sets(RULES, DeckId.BASE)]
    enchanted = [s.attribute for s in lookups.winning_sets(RULES, DeckId.ENCHANTED)]
    assert base == ["COLOUR", "ITEM", "MONETARY VALUE"]
    assert enchanted == [*base, "CURSED", "CHARACTER"]


def test_dealt_hand_of_three_base() -> None:
    odds = lookups.deal_odds(RULES)
    assert (odds.cards, odds.hand, odds.hands) == (48, 3, 17296)
    assert [s.probability for s in odds.sets] == [Fraction(3, 1081)] * 3
    assert [s.winning_hands for s in odds.sets] == [48, 48, 48]
    assert odds.exact and odds.any_set == Fraction(9, 1081) == Fraction(144, 17296)


def test_dealt_hand_of_three_enchanted() -> None:
    odds = lookups.deal_odds(RULES, "enchanted")
    by_attr = {s.attribute: s.probability for s in odds.sets}
    assert by_attr["COLOUR"] == Fraction(3, 1081)
    assert by_attr["CURSED"] == Fraction(5, 4324)
    assert by_attr["CHARACTER"] == Fraction(5, 17296)
    assert odds.any_set == Fraction(169, 17296)
    assert sum(s.winning_hands for s in odds.sets) == 169


def test_hand_of_four_has_exact_kinds_and_a_range_for_any() -> None:
    # 4 cards with 3 PINK: C(4, 3) x 44 + C(4, 4) = 177 hands a colour, 12 colours: 2124.
    base = lookups.deal_odds(RULES, "base", 4)
    assert base.hands == 194580
    assert [s.probability for s in base.sets] == [Fraction(59, 5405)] * 3
    assert not base.exact
    # most: 3 x 2124 = 6372 (no two cards share two kinds); least: less 24 pairs sharing a
    # colour and an item (two per colour group, no trio matching two ways) x 2 x 2 = 96 hands
    # holding both sets, for each of the 3 pairs of kinds: 6372 - 288 = 6084 = 169 x 36.
    assert (base.any_low, base.any_high) == (Fraction(169, 5405), Fraction(177, 5405))
    enchanted_odds = lookups.deal_odds(RULES, "enchanted", 4)
    enchanted = {s.attribute: s.probability for s in enchanted_odds.sets}
    assert enchanted["CURSED"] == Fraction(19, 4324)
    assert enchanted["CHARACTER"] == Fraction(5, 4324)
    # 6372 + CURSED (C(6,3) x 42 + C(6,4) = 855) + names (5 x 45) = 7452; less 288, three
    # basic kinds x 3 pairs of CURSED cards x 4 x 2, 3 x 5 names x 2 x 1, 3 names x 4 x 1.
    assert enchanted_odds.any_high == Fraction(7452, 194580)
    assert enchanted_odds.any_low == Fraction(7452 - 288 - 72 - 30 - 12, 194580)


def test_three_card_any_set_range() -> None:
    base = lookups.deal_odds(RULES, "base")
    assert base.layout_reading is not None and base.layout_reading.id == "no-double-match"
    assert (base.any_low, base.any_high) == (Fraction(48, 17296), Fraction(144, 17296))
    enchanted = lookups.deal_odds(RULES, "enchanted")
    # all groups laid on top of each other: 48 trios, plus the CURSED trios not inside one
    # colour group (at most C(4, 3) = 4 are): 48 + 20 - 4 = 64.
    assert (enchanted.any_low, enchanted.any_high) == (Fraction(64, 17296),
                                                       Fraction(169, 17296))
    assert Fraction(168, 17296) == Fraction(21, 2162)  # the audit's deck lies inside
    assert enchanted.any_low < Fraction(21, 2162) < enchanted.any_high


@pytest.mark.parametrize("hand", [0, 2, 5, 48])
def test_only_hands_that_occur_in_play(hand: int) -> None:
    # Set Up deals 3; a turn picks up 1 before putting one down: 3 or 4 cards, never more.
    with pytest.raises(RulesError, match=f"a player never holds {hand} cards"):
        lookups.deal_odds(RULES, "base", hand)
    assert lookups.hand_sizes_in_play(RULES) == (3, 4)


def test_hand_bigger_than_the_deck_is_an_error() -> None:
    with pytest.raises(RulesError, match="a hand of 49 cards cannot be dealt from the base DECK"):
        lookups.deal_odds(RULES, "base", 49)


def _brute_force(cards: int, values: int, copies: int, size: int, hand: int) -> Fraction:
    """Enumerate every hand (an independent method, for tiny decks only)."""
    deck = [v for v in range(values) for _ in range(copies)]
    deck += [-1] * (cards - len(deck))
    hits = total = 0
    for chosen in itertools.combinations(range(cards), hand):
        total += 1
        seen = [deck[i] for i in chosen if deck[i] >= 0]
        hits += any(seen.count(v) >= size for v in set(seen))
    return Fraction(hits, total)


@given(st.integers(1, 4), st.integers(1, 4), st.integers(0, 3), st.integers(2, 3),
       st.integers(0, 9))
def test_chance_of_set_matches_enumeration(values: int, copies: int, spare: int, size: int,
                                           hand: int) -> None:
    cards = values * copies + spare
    if hand > cards or cards > 12:
        return
    assert lookups.chance_of_set(cards, values, copies, size, hand) == \
        _brute_force(cards, values, copies, size, hand)


def test_composition_without_a_group_is_a_data_error() -> None:
    import dataclasses

    deck = RULES.decks[1]
    groups = deck.composition.groups[:-1]
    broken_deck = dataclasses.replace(
        deck, composition=dataclasses.replace(deck.composition, groups=groups))
    rules: Hoarde = dataclasses.replace(RULES, decks=(RULES.decks[0], broken_deck))
    with pytest.raises(RulesDataError, match="no group for CHARACTER"):
        lookups.deal_odds(rules, "enchanted")
