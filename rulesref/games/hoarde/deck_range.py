"""The range of HOARDE's "any set" odds over every deck layout the Card Odds statements allow.

The statements fix how many cards show each value (4 per COLOUR, ITEM and MONETARY VALUE, 6
CURSED cards, 3 per CHARACTER name) but not which colour goes with which item. A hand that is
a set in two ways at once, or a 4-card hand holding sets of two kinds, depends on that layout,
so the chance of *any* set is a range:

- 3 cards (the deal, and every hand at the end of a turn). The number of distinct winning
  hands is at most the sum over the kinds (the per-set counts, 144 and 169), which is reached
  exactly when no three cards match in two ways (our reading ``no-double-match``).
  The statements alone also allow layouts where trios coincide: the least is bounded by
  ``|A| + |B| - max |A and B|`` for two kinds A and B.
- 4 cards (after picking up, before discarding), over the layouts our reading allows (no
  trio matching two ways). At most the sum over the kinds (the union bound); at least that
  sum less, for every two kinds, the most hands that can hold sets of both (Bonferroni).

Each pairwise maximum is found by z3 (Optimize) over how the groups of two kinds can
intersect, one group at a time (a relaxation, so the bound is sound). A witness deck of
48 concrete cards is then built for each end and its hands are counted by enumeration; when
the witness meets the bound, that end is exact.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from math import comb
from typing import Any

from rulesref.games.hoarde.lookups import group_of, hands_without_set, winning_sets
from rulesref.games.hoarde.model import Deck, Hoarde
from rulesref_verify.findings import Verdict
from rulesref_verify.solver import make_optimizer, optimum

Card = tuple[int | None, ...]
"""One card of a witness deck: per winning kind (in printed order) its value, or ``None``."""


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of winning set as the deck holds it: the sizes of its groups."""

    attribute: str
    sizes: tuple[int, ...]
    """Cards per value (per name, or the one group of a mark)."""
    covers_all: bool
    """Whether every card has a value of it (COLOUR does, CURSED does not)."""
    set_size: int


def deck_kinds(rules: Hoarde, deck: Deck) -> tuple[Kind, ...]:
    """The winning kinds of ``deck`` with their group sizes (the composition reading)."""
    out = []
    for kind in winning_sets(rules, deck.id):
        group = group_of(deck, kind.attribute)
        attr = next(a for a in rules.attributes if a.name == kind.attribute)
        if group is None:
            continue
        out.append(Kind(kind.attribute, (group.copies,) * group.values, attr.on_every_card,
                        kind.size))
    return tuple(out)


# --------------------------------------------------------------------------- z3 bounds


def _cell_value(hand: int, size: int, row: int, col: int, x: Any, z3: Any) -> Any:
    """What one intersection of ``x`` cards of a group (``row`` cards) and another group
    (``col`` cards) adds to the overlap of the two kinds."""
    if hand == size:  # trios in both groups: C(x, 3)
        return z3.Sum([z3.If(x == k, comb(k, size), 0) for k in range(size, min(row, col) + 1)])
    # 4-card hands holding a set of each kind: the shared pair plus one more of each group
    return z3.If(x == size - 1, (row - size + 1) * (col - size + 1), 0)


@cache
def _row_max(hand: int, size: int, row: int, cols: tuple[int, ...], covers: bool,
             reading: bool) -> tuple[int, Verdict]:
    """The most one group of ``row`` cards can add to the overlap with a kind whose groups
    have ``cols`` cards, by z3: (the maximum, whether z3 proved it)."""
    import z3

    opt = make_optimizer()
    cells = [z3.Int(f"x[{h}]") for h in range(len(cols))]
    cap = size - 1 if reading else row
    for x, col in zip(cells, cols, strict=True):
        opt.add(x >= 0, x <= min(row, col, cap))
    total = z3.Sum(cells) if cells else z3.IntVal(0)
    opt.add(total == row if covers else total <= row)
    objective = z3.Sum([_cell_value(hand, size, row, col, x, z3)
                        for x, col in zip(cells, cols, strict=True)] or [z3.IntVal(0)])
    handle = opt.maximize(objective)
    verdict = optimum(opt)
    if verdict is not Verdict.CONFIRMED:  # unsat or unknown: no proved maximum
        return 0, Verdict.UNKNOWN if verdict is Verdict.UNKNOWN else Verdict.CONFIRMED
    return int(opt.upper(handle).as_long()), Verdict.CONFIRMED


def max_overlap(a: Kind, b: Kind, hand: int, *, reading: bool) -> tuple[int, Verdict]:
    """An upper bound on the hands of ``hand`` cards that are sets of kind ``a`` and of kind
    ``b`` (3 cards: the same trio; 4 cards: a trio of each), over every layout (with
    ``reading``, only layouts where no trio matches two ways). Each group of one kind is
    optimised on its own against the other kind's groups, from both sides; the smaller sum
    is the bound.
    """
    size = a.set_size
    sums = []
    verdict = Verdict.CONFIRMED
    for rows, cols, covers in ((a.sizes, b.sizes, b.covers_all),
                               (b.sizes, a.sizes, a.covers_all)):
        total = 0
        for row in rows:
            value, v = _row_max(hand, size, row, cols, covers, reading)
            total += value
            if v is Verdict.UNKNOWN:
                verdict = Verdict.UNKNOWN
        sums.append(total)
    return min(sums), verdict


def kind_hands(kind: Kind, cards: int, hand: int) -> int:
    """Hands of ``hand`` cards holding a set of this kind (exact, whatever the layout)."""
    return comb(cards, hand) - hands_without_set(cards, len(kind.sizes), kind.sizes[0],
                                                 kind.set_size, hand)


# --------------------------------------------------------------------------- enumeration


def winning_trios(deck: tuple[Card, ...], size: int = 3) -> frozenset[tuple[int, ...]]:
    """Every set of ``size`` cards that matches on some kind, by enumeration."""
    kinds = len(deck[0]) if deck else 0
    by_value: dict[tuple[int, int], list[int]] = {}
    for index, card in enumerate(deck):
        for k in range(kinds):
            value = card[k]
            if value is not None:
                by_value.setdefault((k, value), []).append(index)
    out: set[tuple[int, ...]] = set()
    for members in by_value.values():
        out.update(itertools.combinations(members, size))
    return frozenset(out)


def ways(deck: tuple[Card, ...], trio: tuple[int, ...]) -> int:
    """In how many kinds these cards match."""
    cards = [deck[i] for i in trio]
    return sum(1 for k in range(len(cards[0]))
               if cards[0][k] is not None and all(c[k] == cards[0][k] for c in cards))


def hands_with_set(deck: tuple[Card, ...], hand: int, size: int = 3) -> int:
    """Hands of ``hand`` cards holding a winning set, by enumeration (every set of ``size``
    cards extended by every choice of the other cards)."""
    trios = winning_trios(deck, size)
    if hand == size:
        return len(trios)
    rest = range(len(deck))
    hands = set()
    for trio in trios:
        others = [i for i in rest if i not in trio]
        for extra in itertools.combinations(others, hand - size):
            hands.add(tuple(sorted((*trio, *extra))))
    return len(hands)


def fits(deck: tuple[Card, ...], kinds: tuple[Kind, ...]) -> bool:
    """Whether a witness deck has exactly the counts the statements fix."""
    for k, kind in enumerate(kinds):
        counts = Counter(c[k] for c in deck if c[k] is not None)
        if sorted(counts.values()) != sorted(kind.sizes):
            return False
        if kind.covers_all and len(counts) and sum(counts.values()) != len(deck):
            return False
    return True


# --------------------------------------------------------------------------- witnesses


def _layout(cards: int, kinds: tuple[Kind, ...], basic: list[tuple[int, ...]],
            marked: list[int], named: Sequence[tuple[int, ...]]) -> tuple[Card, ...] | None:
    """A deck from values of the kinds on every card (``basic``), the indices of the
    marked cards, and the cards of each name; ``None`` when the kinds are not of that shape."""
    marks = [k for k in kinds if not k.covers_all and len(k.sizes) == 1]
    names_ = [k for k in kinds if not k.covers_all and len(k.sizes) > 1]
    if len(basic) != cards:
        return None
    name_of = {i: n for n, members in enumerate(named) for i in members}
    deck = []
    for i in range(cards):
        extra: list[int | None] = []
        if marks:
            extra.append(0 if i in marked else None)
        if names_:
            extra.append(name_of.get(i))
        deck.append((*basic[i], *extra))
    return tuple(deck)


def _shape(kinds: tuple[Kind, ...]) -> tuple[int, int, int, int, int] | None:
    """(values, copies, basic kinds, marked cards, names) when the deck has the shape the
    witness builders know: kinds on every card with 4 copies of each of 12 values, at most
    one mark and one kind of name."""
    basic = [k for k in kinds if k.covers_all]
    marks = [k for k in kinds if not k.covers_all and len(k.sizes) == 1]
    names_ = [k for k in kinds if not k.covers_all and len(k.sizes) > 1]
    if (not basic or len(set(k.sizes for k in basic)) != 1 or len(marks) > 1
            or len(names_) > 1 or basic[0].sizes[0] != 4 or len(basic[0].sizes) != 12
            or len(basic) > 3):
        return None
    marked = marks[0].sizes[0] if marks else 0
    name_count = len(names_[0].sizes) if names_ else 0
    if names_ and set(names_[0].sizes) != {3}:
        return None
    return 12, 4, len(basic), marked, name_count


def spread_deck(kinds: tuple[Kind, ...]) -> tuple[Card, ...] | None:
    """A layout where no two cards share two kinds: card ``4a + b`` shows value ``a + m b``
    (mod 12) of the basic kind with multiplier ``m`` in 0, 3, 5; the marked cards and the
    named cards are picked so that none of them share a basic value."""
    shape = _shape(kinds)
    if shape is None:
        return None
    values, copies, nbasic, marked, name_count = shape
    mult = (0, 3, 5)[:nbasic]
    basic = [tuple((a + m * b) % values for m in mult)
             for a in range(values) for b in range(copies)]
    if marked > values // 2:
        return None
    marked_cards = [copies * a for a in range(marked)]
    pool = [copies * a + 1 for a in range(values)] + [copies * a + 2 for a in range(values)]
    named = [tuple(pool[3 * n: 3 * n + 3]) for n in range(name_count)]
    return _layout(values * copies, kinds, basic, marked_cards, named)


def merged_deck(kinds: tuple[Kind, ...]) -> tuple[Card, ...] | None:
    """A layout where the groups of every basic kind coincide (card ``4a + b`` shows value
    ``a`` of each), four of the marked cards share one group and every name lies inside one
    group: as many trios as possible win in several ways."""
    shape = _shape(kinds)
    if shape is None:
        return None
    values, copies, nbasic, marked, name_count = shape
    basic = [(a,) * nbasic for a in range(values) for _ in range(copies)]
    marked_cards = list(range(marked))
    first = (marked + copies - 1) // copies
    if first + name_count > values:
        return None
    named = [tuple(copies * (first + n) + j for j in range(3)) for n in range(name_count)]
    return _layout(values * copies, kinds, basic, marked_cards, named)


def twinned_deck(kinds: tuple[Kind, ...]) -> tuple[Card, ...] | None:
    """A layout where no trio matches two ways yet as many 4-card hands as possible hold two
    sets: cards come in identical pairs, and in each block of four pairs the basic kinds
    join the pairs two by two in three different ways; marked pairs and named pairs come
    from different blocks."""
    shape = _shape(kinds)
    if shape is None:
        return None
    values, copies, nbasic, marked, name_count = shape
    joins = ({0: 0, 1: 0, 2: 1, 3: 1}, {0: 0, 2: 0, 1: 1, 3: 1}, {0: 0, 3: 0, 1: 1, 2: 1})
    basic = []
    for card in range(values * copies):
        pair = card // 2
        block, place = divmod(pair, 4)
        basic.append(tuple(2 * block + joins[j][place] for j in range(nbasic)))
    blocks = values * copies // 8
    if marked % 2 or marked // 2 > blocks or name_count > blocks:
        return None
    marked_cards = [c for b in range(marked // 2) for c in (8 * b, 8 * b + 1)]
    lone = [8 * b + 6 for b in range(blocks)][::-1]  # a card of another pair and block
    named = []
    for n in range(name_count):
        third = next((c for c in lone if c // 8 != n), None)
        if third is None:
            return None
        lone.remove(third)
        named.append((8 * n, 8 * n + 1, third))
    return _layout(values * copies, kinds, basic, marked_cards, named)


# --------------------------------------------------------------------------- the range


@dataclass(frozen=True, slots=True)
class End:
    """One end of the range: the bound, the witness deck's count, and whether they meet."""

    bound: int
    """The bound z3 proved (hands)."""
    verdict: Verdict
    """CONFIRMED when every optimisation behind the bound was proved optimal."""
    witness: tuple[Card, ...] | None
    """A deck the statements allow, meeting or nearest the bound."""
    witness_hands: int | None
    """Hands of the witness deck holding a set, counted by enumeration."""

    @property
    def exact(self) -> bool:
        """Whether the witness meets the proved bound, so this end is the true extreme."""
        return (self.verdict is Verdict.CONFIRMED and self.witness_hands is not None
                and self.witness_hands == self.bound)


@dataclass(frozen=True, slots=True)
class AnySetRange:
    """The chance of any set in a hand, as the least and the most over the allowed decks."""

    deck: str
    cards: int
    hand: int
    hands: int
    reading_applied: bool
    """Whether the layouts are limited by our reading that no trio matches two ways."""
    low: End
    high: End
    per_kind: tuple[tuple[str, int], ...]
    """Hands with a set of each kind (exact: they do not depend on the layout)."""


def any_set_range(rules: Hoarde, deck: Deck, hand: int) -> AnySetRange:
    """The least and the most hands of ``hand`` cards holding a set, over the decks the
    Card Odds statements allow (for 4 cards, and more, only those where no trio matches
    two ways), each end with a witness deck counted by enumeration.

    :raises ValueError: for a hand smaller than a set.
    """
    kinds = deck_kinds(rules, deck)
    cards = deck.composition.cards
    size = kinds[0].set_size if kinds else 3
    if not size <= hand <= size + 1:
        raise ValueError(f"the range is worked out for hands of {size} and {size + 1} cards, "
                         f"not {hand}")
    per_kind = tuple((k.attribute, kind_hands(k, cards, hand)) for k in kinds)
    total = sum(n for _, n in per_kind)
    reading = hand > size
    verdict = Verdict.CONFIRMED
    overlaps = {}
    for a, b in itertools.combinations(kinds, 2):
        value, v = max_overlap(a, b, hand, reading=reading)
        overlaps[(a.attribute, b.attribute)] = value
        if v is Verdict.UNKNOWN:
            verdict = Verdict.UNKNOWN
    singles = dict(per_kind)
    if reading:
        low_bound = total - sum(overlaps.values())
        low_deck = twinned_deck(kinds)
    else:
        low_bound = max([*singles.values(),
                         *(singles[a] + singles[b] - o for (a, b), o in overlaps.items())])
        low_deck = merged_deck(kinds)
    high_deck = spread_deck(kinds)

    def end(bound: int, witness: tuple[Card, ...] | None) -> End:
        if witness is None or not fits(witness, kinds):
            return End(bound, verdict, None, None)
        if reading and any(ways(witness, t) > 1 for t in winning_trios(witness, size)):
            return End(bound, verdict, None, None)
        return End(bound, verdict, witness, hands_with_set(witness, hand, size))

    return AnySetRange(deck.name, cards, hand, comb(cards, hand), reading,
                       end(low_bound, low_deck), end(total, high_deck), per_kind)


def describe(deck: tuple[Card, ...], kinds: tuple[Kind, ...]) -> list[str]:
    """A witness deck as lines of text, one card each: ``1: COLOUR 0, ITEM 3, ...``."""
    lines = []
    for index, card in enumerate(deck, start=1):
        parts = [f"{k.attribute} {v + 1}" if len(k.sizes) > 1 or k.covers_all
                 else k.attribute for k, v in zip(kinds, card, strict=True) if v is not None]
        lines.append(f"{index}: " + ", ".join(parts))
    return lines


__all__ = [
    "AnySetRange",
    "End",
    "Kind",
    "any_set_range",
    "deck_kinds",
    "describe",
    "hands_with_set",
    "max_overlap",
    "merged_deck",
    "spread_deck",
    "twinned_deck",
    "ways",
    "winning_trios",
]
