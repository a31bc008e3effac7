"""The dice engine of the Hobgoblin odds: exact distributions of an attack's hits, extra hits
and 1s from numbers alone (a target number, a count of dice, the re-rolls), and the records of
a result. Reading the units and keywords into those numbers is :mod:`.odds_sides`; the readings
taken where the book leaves a choice are in :mod:`.odds`.

One die's result after the keyword re-rolls is a small Markov chain on the six faces; the dice
are then combined by counting (multinomial weights). Force of Will couples the dice through a
shared pool of re-rolls, so it is handled exactly on the number of misses left after the keyword
re-rolls. All arithmetic is on integers over one common denominator, and every probability
comes out as a :class:`~fractions.Fraction`.
"""

from __future__ import annotations

import enum
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb
from typing import Final, TypeAlias

from rulesref.core.citation import Citation
from rulesref.errors import RulesError
from rulesref.games.hobgoblin.lookups import (
    AttackKind,
    TargetNumber,
)

Probability: TypeAlias = Fraction
"""An exact probability."""

SIDES: Final = 6
"""Faces of an attack die (D6, p. 14)."""
ALWAYS_HITS: Final = SIDES
"""A natural 6 always hits (p. 15)."""
ALWAYS_MISSES: Final = 1
"""A natural 1 always misses (p. 15); it is also the face Self-Destructive and Merciless count."""
MAX_DICE: Final = 100
"""Most attack dice the calculator takes, from any source (Strikes raised by ``Hero [+X]``, or
a count given): the exact sums grow with the square of the dice. Ten times the Strikes of
every unit type (p. 10)."""
MAX_FORCE_OF_WILL: Final = 30
"""Most Force of Will re-rolls the calculator takes (the one-at-a-time chain grows with them)."""


class ForceOfWill(enum.Enum):
    """How a pool of Force of Will re-rolls is spent on an attack's misses."""

    ONE_AT_A_TIME = "one-at-a-time"
    """One token, one re-roll, then look again: a die that misses again may take another token."""
    ALL_AT_ONCE = "all-at-once"
    """Every token at once, each on a different missed die, so each die is re-rolled once."""


class Reroll(enum.Enum):
    """A keyword re-roll of some of an attack's dice."""

    MISSES = "reroll_misses"
    """Every die that missed is rolled again (Brutal)."""
    HITS = "reroll_hits"
    """Every die that hit is rolled again (Cursed)."""


# --------------------------------------------------------------------------- numbers only


@dataclass(frozen=True, slots=True)
class AttackSpec:
    """An attack reduced to the numbers the exact calculation needs."""

    target_number: int
    """The number a die must equal or beat; a 6 always hits and a 1 always misses."""
    dice: int
    """Attack dice rolled."""
    rerolls: tuple[Reroll, ...] = ()
    """Keyword re-rolls, in the order they happen."""
    extra_hits_on_six: int = 0
    """Extra hits for each die whose final result is a 6 (Critical Hits)."""
    force_of_will: int = 0
    """Force of Will re-rolls available, spent on missed dice only."""
    force_of_will_mode: ForceOfWill = ForceOfWill.ONE_AT_A_TIME
    """How those re-rolls are spent."""
    halvings: int = 0
    """Times the hits are halved, rounding up (Tattered Banner), before any cancel."""
    cancels: int = 0
    """Hits cancelled (Enchanted Shield), after the halvings."""
    ignore_doom: int = 0
    """Doom tokens the target ignores from this attack (Tough)."""
    doom_room: int | None = None
    """The most Doom this attack can place (the shooting cap less the Doom already there)."""
    attacker_doom_per_one: int = 0
    """Doom the attacker takes for each die whose final result is a 1."""

    def doom_for(self, hits: int) -> int:
        """Doom tokens placed for ``hits`` hits, after the cards, Tough and the shooting cap."""
        for _ in range(self.halvings):
            hits = -(-hits // 2)
        doom = max(0, max(0, hits - self.cancels) - self.ignore_doom)
        return doom if self.doom_room is None else min(doom, self.doom_room)

    def hits_on(self, face: int) -> bool:
        """Whether a die showing ``face`` hits."""
        return face == ALWAYS_HITS or (face != ALWAYS_MISSES and face >= self.target_number)


@dataclass(frozen=True, slots=True)
class AttackDistributions:
    """Exact distributions of one attack; index k holds the probability of exactly k."""

    hits: tuple[Probability, ...]
    """Hits scored, before the cards, Tough and the shooting cap."""
    doom: tuple[Probability, ...]
    """Doom tokens placed on the target."""
    attacker_doom: tuple[Probability, ...]
    """Doom tokens the attacker takes from its own 1s (``(1,)`` when it cannot take any)."""


@dataclass(frozen=True, slots=True)
class _Die:
    """One die after the keyword re-rolls, as integer weights over ``den``."""

    one: int
    other_miss: int
    plain_hit: int
    six: int
    den: int


def _die_after_rerolls(spec: AttackSpec) -> _Die:
    """Run the per-face Markov chain of the keyword re-rolls."""
    faces = range(1, SIDES + 1)
    weights = [1] * SIDES
    den = SIDES
    for step in spec.rerolls:
        again = [spec.hits_on(f) == (step is Reroll.HITS) for f in faces]
        mass = sum(w for w, a in zip(weights, again, strict=True) if a)
        weights = [(0 if a else SIDES * w) + mass for w, a in zip(weights, again, strict=True)]
        den *= SIDES
    hit = [spec.hits_on(f) for f in faces]
    return _Die(
        one=weights[0],
        other_miss=sum(w for f, w, h in zip(faces, weights, hit, strict=True)
                       if not h and f != ALWAYS_MISSES),
        plain_hit=sum(w for f, w, h in zip(faces, weights, hit, strict=True)
                      if h and f != ALWAYS_HITS),
        six=weights[-1],
        den=den,
    )


def _binomial(n: int, success: int, failure: int) -> list[int]:
    """Weights of 0..n successes, each trial weighing ``success`` or ``failure``."""
    return [comb(n, j) * success**j * failure ** (n - j) for j in range(n + 1)]


def _extra_hits(spec: AttackSpec, misses: int, hitting: int) -> dict[int, int]:
    """Weights of the hits Force of Will adds when ``misses`` dice missed (over :func:`_extra_den`).

    ``hitting`` is the number of faces that hit on a fresh roll.
    """
    tokens, extra = spec.force_of_will, spec.extra_hits_on_six
    out: dict[int, int] = defaultdict(int)
    if tokens == 0 or misses == 0:
        out[0] = _extra_den(spec, hitting)
        return out
    if spec.force_of_will_mode is ForceOfWill.ONE_AT_A_TIME:
        # Tokens stop when no miss is left: converted = min(misses, Binomial(tokens, p)).
        trials = _binomial(tokens, hitting, SIDES - hitting)
        converted = [*trials[:misses], sum(trials[misses:])] if misses <= tokens else trials
        for c, weight in enumerate(converted):
            if extra == 0:
                out[c] += weight
                continue
            for s in range(c + 1):  # sixes among the converted dice: 1 in ``hitting``
                out[c + extra * s] += (weight * comb(c, s) * (hitting - 1) ** (c - s)
                                       * hitting ** (tokens - c))
        return out
    rolled = min(tokens, misses)
    scale = SIDES ** (tokens - rolled)
    for s in range(rolled + 1):
        for j in range(rolled - s + 1):
            ways = comb(rolled, s) * comb(rolled - s, j)
            out[j + s * (1 + extra)] += (ways * (hitting - 1) ** j
                                         * (SIDES - hitting) ** (rolled - s - j) * scale)
    return out


def _extra_den(spec: AttackSpec, hitting: int) -> int:
    tokens = spec.force_of_will
    den: int = SIDES**tokens
    if spec.force_of_will_mode is ForceOfWill.ONE_AT_A_TIME and spec.extra_hits_on_six:
        den *= hitting**tokens
    return den


def _hit_weights(spec: AttackSpec, die: _Die, hitting: int) -> tuple[list[int], int]:
    n, extra, tokens = spec.dice, spec.extra_hits_on_six, spec.force_of_will
    miss = die.one + die.other_miss
    out = [0] * ((n + tokens) * (1 + extra) + 1)
    cache: dict[int, dict[int, int]] = {}
    for k in range(n + 1):
        key = min(k, tokens)
        if key not in cache:
            cache[key] = _extra_hits(spec, key, hitting)
        added = cache[key].items()
        rest = n - k
        lead = comb(n, k) * miss**k
        if extra == 0:
            weight = lead * (die.plain_hit + die.six) ** rest
            for y, wy in added:
                out[rest + y] += weight * wy
            continue
        for s in range(rest + 1):
            weight = lead * comb(rest, s) * die.plain_hit ** (rest - s) * die.six**s
            base = rest + extra * s
            for y, wy in added:
                out[base + y] += weight * wy
    return out, die.den**n * _extra_den(spec, hitting)


def _ones_weights(spec: AttackSpec, die: _Die, hitting: int) -> tuple[list[int], int]:
    """Weights of the number of dice whose final result is a 1."""
    n, tokens = spec.dice, spec.force_of_will
    if tokens == 0:
        return _binomial(n, die.one, die.den - die.one), die.den**n
    rest = die.plain_hit + die.six
    states: dict[tuple[int, int], int] = {
        (o, m): comb(n, o) * comb(n - o, m) * die.one**o * die.other_miss**m * rest ** (n - o - m)
        for o in range(n + 1) for m in range(n - o + 1)
    }
    out = [0] * (n + 1)
    other = SIDES - hitting - 1
    if spec.force_of_will_mode is ForceOfWill.ALL_AT_ONCE:
        for (o, m), w in states.items():
            on_ones = min(tokens, o)
            rolled = on_ones + min(tokens - on_ones, m)
            for j, wj in enumerate(_binomial(rolled, 1, SIDES - 1)):
                out[o - on_ones + j] += w * wj * SIDES ** (tokens - rolled)
        return out, die.den**n * SIDES**tokens
    for _ in range(tokens):
        step: dict[tuple[int, int], int] = defaultdict(int)
        for (o, m), w in states.items():
            if o:  # a 1 is re-rolled first
                step[(o, m)] += w
                step[(o - 1, m + 1)] += w * other
                step[(o - 1, m)] += w * hitting
            elif m:
                step[(1, m - 1)] += w
                step[(0, m)] += w * other
                step[(0, m - 1)] += w * hitting
            else:
                step[(0, 0)] += w * SIDES
        states = step
    for (o, _m), w in states.items():
        out[o] += w
    return out, die.den**n * SIDES**tokens


def _fractions(weights: Sequence[int], den: int) -> tuple[Probability, ...]:
    last = max((i for i, w in enumerate(weights) if w), default=0)
    return tuple(Fraction(w, den) for w in weights[: last + 1])


def attack_distributions(spec: AttackSpec) -> AttackDistributions:
    """The exact distributions of hits, Doom placed and the attacker's own Doom.

    :raises RulesError: when a count in ``spec`` is negative, or over :data:`MAX_DICE` dice or
        :data:`MAX_FORCE_OF_WILL` re-rolls.
    """
    for name in ("dice", "force_of_will", "halvings", "cancels", "ignore_doom",
                 "extra_hits_on_six", "attacker_doom_per_one"):
        if getattr(spec, name) < 0:
            raise RulesError(f"attack: {name} must not be negative, got {getattr(spec, name)!r}")
    if spec.doom_room is not None and spec.doom_room < 0:
        raise RulesError(f"attack: doom_room must not be negative, got {spec.doom_room!r}")
    check_caps(spec.dice, spec.force_of_will)
    die = _die_after_rerolls(spec)
    hitting = sum(spec.hits_on(f) for f in range(1, SIDES + 1))
    hits, den = _hit_weights(spec, die, hitting)
    doom = [0] * (spec.doom_for(len(hits) - 1) + 1)
    for h, w in enumerate(hits):
        doom[spec.doom_for(h)] += w
    attacker: tuple[Probability, ...] = (Fraction(1),)
    if spec.attacker_doom_per_one:
        ones, ones_den = _ones_weights(spec, die, hitting)
        by_doom = [0] * (len(ones) - 1) * spec.attacker_doom_per_one + [0]
        for o, w in enumerate(ones):
            by_doom[o * spec.attacker_doom_per_one] += w
        attacker = _fractions(by_doom, ones_den)
    return AttackDistributions(_fractions(hits, den), _fractions(doom, den), attacker)


def check_caps(dice: int, force_of_will: int) -> None:
    """Refuse attacks too big to work out exactly, before any arithmetic.

    :raises RulesError: naming the cap.
    """
    if dice > MAX_DICE:
        raise RulesError(f"the attack would roll {dice} dice; the odds calculator takes at "
                         f"most {MAX_DICE} dice")
    if force_of_will > MAX_FORCE_OF_WILL:
        raise RulesError(f"{force_of_will} Force of Will re-rolls; the odds calculator takes at "
                         f"most {MAX_FORCE_OF_WILL}")


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class DoomOdds:
    """The Doom one unit takes from an attack, and what it means for Broken."""

    unit_type: str
    """The unit taking the Doom."""
    distribution: tuple[Probability, ...]
    """Index k: the probability of taking exactly k Doom tokens."""
    current_doom: int
    """Doom tokens the unit had before the attack."""
    courage: int
    """Its Courage for this attack (with Command, Stubborn, Horde, Hold!)."""
    breaks_at: int
    """Doom tokens that make it Broken (half Courage rounded up when Fragile)."""

    @property
    def mean(self) -> Probability:
        """Expected Doom tokens taken."""
        return sum((k * p for k, p in enumerate(self.distribution)), Fraction(0))

    @property
    def at_least(self) -> tuple[Probability, ...]:
        """Index k: the probability of taking k or more Doom tokens."""
        out = []
        total = Fraction(0)
        for p in reversed(self.distribution):
            total += p
            out.append(total)
        return tuple(reversed(out))

    @property
    def broken_probability(self) -> Probability:
        """Chance the unit ends the attack with at least ``breaks_at`` Doom tokens."""
        need = self.breaks_at - self.current_doom
        if need <= 0:
            return Fraction(1)
        return sum(self.distribution[need:], Fraction(0))


@dataclass(frozen=True, slots=True)
class AppliedRule:
    """A rule or keyword that shaped the odds, with where it is printed."""

    name: str
    """The keyword, card or rule: ``Brutal``, ``Tough [1]``, ``Force of Will``."""
    side: str
    """``attacker``, ``defender`` or ``rules`` (the core rules)."""
    effect: str
    """What it did to this attack, in our words."""
    cite: Citation
    """Where it is printed."""


@dataclass(frozen=True, slots=True)
class AttackOdds:
    """The exact odds of one attack, with the rules that produced them."""

    attacker: str
    """The attacking unit type."""
    defender: str
    """The unit type attacked."""
    attack: AttackKind
    """Close combat or shooting."""
    target: TargetNumber
    """The target number with its modifiers."""
    spec: AttackSpec
    """The numbers the calculation ran on."""
    hits: tuple[Probability, ...]
    """Index k: the probability of exactly k hits, before cards, Tough and the shooting cap."""
    defender_doom: DoomOdds
    """The Doom placed on the defender."""
    attacker_doom: DoomOdds | None
    """The Doom the attacker takes from its 1s; ``None`` when it cannot take any."""
    applied: tuple[AppliedRule, ...]
    """Every rule and keyword that shaped the numbers."""
    notes: tuple[str, ...] = field(default=())
    """Keywords present but left out, and why."""

    @property
    def target_number(self) -> int:
        """The final target number."""
        return self.target.value

    @property
    def dice(self) -> int:
        """Attack dice rolled."""
        return self.spec.dice


