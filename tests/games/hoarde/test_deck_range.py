"""The range of the any-set odds over deck layouts: the z3 bounds, and the witness decks
checked by brute force (every hand enumerated, independently of the counting code).

Worked by hand from Card Odds (4 cards per COLOUR, ITEM and MONETARY VALUE, 12 values each
from the 144 total; 6 CURSED cards; 5 names on 3 cards) and Clarifications (a set is 3
cards with the same word): see test_lookups for the arithmetic of each end.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from rulesref.games import hoarde
from rulesref.games.hoarde.deck_range import (
    Kind,
    any_set_range,
    deck_kinds,
    max_overlap,
    merged_deck,
    spread_deck,
    twinned_deck,
)
from rulesref.games.hoarde.lookups import find_deck
from rulesref_verify.findings import Verdict

RULES = hoarde.load()
BASE, ENCHANTED = find_deck(RULES, "base"), find_deck(RULES, "enchanted")


def _matches(cards: list[tuple[int | None, ...]]) -> int:
    """In how many kinds these cards all show one value (brute force)."""
    return sum(1 for k in range(len(cards[0]))
               if cards[0][k] is not None and len({c[k] for c in cards}) == 1)


def _brute(deck: tuple[tuple[int | None, ...], ...], hand: int) -> tuple[int, int]:
    """(hands of ``hand`` cards holding a set, trios matching in two ways), enumerated."""
    double = sum(1 for t in itertools.combinations(deck, 3) if _matches(list(t)) > 1)
    if hand == 3:
        return sum(1 for t in itertools.combinations(deck, 3) if _matches(list(t))), double
    win = 0
    for h in itertools.combinations(range(len(deck)), hand):
        if any(_matches([deck[i] for i in t]) for t in itertools.combinations(h, 3)):
            win += 1
    return win, double


def _counts_fit(deck: tuple[tuple[int | None, ...], ...], kinds: tuple[Kind, ...]) -> None:
    assert len(deck) == 48
    for k, kind in enumerate(kinds):
        counts = Counter(c[k] for c in deck if c[k] is not None)
        assert sorted(counts.values()) == sorted(kind.sizes), kind.attribute


@pytest.mark.parametrize(("deck", "low", "high"), [(BASE, 48, 144), (ENCHANTED, 64, 169)])
def test_three_card_witnesses_by_brute_force(deck, low: int, high: int) -> None:  # type: ignore[no-untyped-def]
    kinds = deck_kinds(RULES, deck)
    merged, spread = merged_deck(kinds), spread_deck(kinds)
    assert merged is not None and spread is not None
    _counts_fit(merged, kinds)
    _counts_fit(spread, kinds)
    assert _brute(merged, 3)[0] == low
    assert _brute(spread, 3) == (high, 0)
    answer = any_set_range(RULES, deck, 3)
    assert (answer.low.bound, answer.high.bound) == (low, high)
    assert answer.low.exact and answer.high.exact and not answer.reading_applied


@pytest.mark.parametrize(("deck", "low", "high"),
                         [(BASE, 6084, 6372), (ENCHANTED, 7050, 7452)])
def test_four_card_witnesses_by_brute_force(deck, low: int, high: int) -> None:  # type: ignore[no-untyped-def]
    kinds = deck_kinds(RULES, deck)
    twinned, spread = twinned_deck(kinds), spread_deck(kinds)
    assert twinned is not None and spread is not None
    _counts_fit(twinned, kinds)
    assert _brute(twinned, 4) == (low, 0)  # no trio matches two ways: our reading holds
    assert _brute(spread, 4) == (high, 0)
    answer = any_set_range(RULES, deck, 4)
    assert (answer.low.bound, answer.high.bound) == (low, high)
    assert answer.low.exact and answer.high.exact and answer.reading_applied


def test_audit_deck_lies_inside_the_range() -> None:
    # One CHARACTER trio that is also an ITEM trio: the spread deck with the first name's
    # three cards given one item (swapping items with three other cards keeps the counts).
    kinds = deck_kinds(RULES, ENCHANTED)
    spread = spread_deck(kinds)
    assert spread is not None
    deck = [list(c) for c in spread]
    name_col = [k.attribute for k in kinds].index("CHARACTER")
    trio = [i for i, c in enumerate(deck) if c[name_col] == 0]
    item = deck[trio[0]][1]
    others = [i for i, c in enumerate(deck) if c[1] == item and i != trio[0]]
    for i, j in zip(trio[1:], others, strict=False):
        deck[i][1], deck[j][1] = deck[j][1], deck[i][1]
    audit = tuple(tuple(c) for c in deck)
    _counts_fit(audit, kinds)
    wins, double = _brute(audit, 3)
    assert double >= 1 and wins < 169
    answer = any_set_range(RULES, ENCHANTED, 3)
    assert answer.low.bound <= wins <= answer.high.bound


def test_pairwise_bounds() -> None:
    colour, item, _, cursed, name = deck_kinds(RULES, ENCHANTED)
    assert max_overlap(colour, item, 3, reading=False) == (48, Verdict.CONFIRMED)
    assert max_overlap(colour, cursed, 3, reading=False) == (4, Verdict.CONFIRMED)
    assert max_overlap(cursed, name, 3, reading=False) == (2, Verdict.CONFIRMED)
    assert max_overlap(colour, item, 4, reading=True) == (96, Verdict.CONFIRMED)
    assert max_overlap(colour, cursed, 4, reading=True) == (24, Verdict.CONFIRMED)
    assert max_overlap(colour, name, 4, reading=True) == (10, Verdict.CONFIRMED)
    assert max_overlap(cursed, name, 4, reading=True) == (12, Verdict.CONFIRMED)


def test_a_stopped_optimiser_proves_no_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesref.games.hoarde import deck_range
    from rulesref_verify.solver import make_optimizer

    colour, item, *_ = deck_kinds(RULES, ENCHANTED)
    deck_range._row_max.cache_clear()
    monkeypatch.setattr(deck_range, "make_optimizer", lambda: make_optimizer(rlimit=1))
    try:
        assert max_overlap(colour, item, 3, reading=False) == (0, Verdict.UNKNOWN)
    finally:
        deck_range._row_max.cache_clear()  # the answers under the limit are not kept
        monkeypatch.undo()
    assert max_overlap(colour, item, 3, reading=False) == (48, Verdict.CONFIRMED)


def test_range_refuses_other_hands() -> None:
    with pytest.raises(ValueError):
        any_set_range(RULES, BASE, 5)
