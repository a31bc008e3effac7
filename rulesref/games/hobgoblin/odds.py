"""Exact odds of a Hobgoblin attack: the Doom tokens it places, and those its attacker takes.

Nothing here simulates. One die's result after the keyword re-rolls is a small Markov chain on the
six faces; the dice are then combined by counting (multinomial weights). Force of Will couples the
dice through a shared pool of re-rolls, so it is handled exactly on the number of misses left
after the keyword re-rolls. All arithmetic is on integers over one common denominator, and every
probability comes out as a :class:`~fractions.Fraction`.

Readings taken where the book (early access v2) leaves a choice; the command's help repeats them:

* Re-roll order. Keyword re-rolls run strengths first and weaknesses last (Timing of Keywords,
  p. 9), and a die may be re-rolled again (Rules Conventions, p. 8). So Brutal (p. 65) first
  re-rolls every miss, then Cursed (p. 65) re-rolls every hit, including those Brutal just made.
* Force of Will (pp. 15, 20, 25, 28) comes after all keyword re-rolls, and Cursed does not touch
  its results. Tokens only ever re-roll missed dice, dice showing a 1 first. By default they are
  spent one at a time, so a die that misses again may take another token (p. 8, and the Rule of
  Carnage, p. 8); :attr:`ForceOfWill.ALL_AT_ONCE` re-rolls min(N, misses) dice once each instead.
* Self-Destructive (p. 67) and Merciless (p. 66) count the dice whose final result is a 1: a
  re-rolled die keeps only its new result. Both apply together, and Tough (p. 67) protects only
  the unit being attacked, never the attacker from its own 1s.
* Critical Hits (p. 65) also counts a 6 made by any re-roll; its extra hits are ordinary hits for
  the Fortune cards and Doom for Tough.
* Tattered Banner and Enchanted Shield (p. 29) act on the hits before any Doom is placed. The
  defender plays them in the order that suits it, every halving before every cancel. Tough then
  ignores its first x Doom (close combat), or the shooting cap (p. 15) stops at five Doom tokens
  (counting the Doom the target already has) unless the target is Skirmishers (p. 67). A card that
  is named is taken as played on this attack, whatever the dice show.
* A target number change with a condition (Devastating Charge, p. 65: the unit advanced 6" this
  round) applies only when the caller names the keyword (or a card grants it); a unit type's own
  copy alone is taken as not having charged. Unconditional optional changes (Deadly Shots) apply.
* Stubborn (p. 67) counts the enemies engaged with the unit: by default 1 in close combat and 0
  for shooting (a shooting target is unengaged, p. 20); the attacker's own Stubborn counts only
  the defender. Hold! (p. 29) adds 2 Courage; Fragile (p. 66) halves the final Courage, rounding up.
* Only a unit with a Range can make a shooting attack (p. 20).
"""

from __future__ import annotations

import enum
import typing
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb
from typing import Final, TypeAlias

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.effects import Grant, Scope
from rulesref.core.keywords import (
    AttackEffect,
    BreakEffect,
    KeywordDef,
    KeywordRef,
    Mode,
    Stat,
    StatEffect,
    TargetNumberEffect,
    Trait,
)
from rulesref.errors import KeywordSyntaxError, RulesDataError, RulesError, UnknownNameError
from rulesref.games.hobgoblin.lookups import (
    AttackKind,
    Profile,
    TargetNumber,
    all_keyword_defs,
    find_keyword,
    find_unit_type,
    profile,
    target_number,
)
from rulesref.games.hobgoblin.model import FortuneCard, GameRule, Hobgoblin

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
    _check_caps(spec.dice, spec.force_of_will)
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


def _check_caps(dice: int, force_of_will: int) -> None:
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


# --------------------------------------------------------------------------- from the rules

_ACTION_WORDS: Final = {
    "reroll_misses": "misses rolled again once",
    "reroll_hits": "hits rolled again once",
    "extra_hit_on_six": "{n} extra hit for each 6",
    "attacker_doom_on_one": "attacker takes {n} Doom for each 1",
    "ignore_first_doom": "first {n} Doom of the attack ignored",
    "no_shooting_cap": "shooting Doom not capped at five",
}


@dataclass
class _Side:
    """What the caller said about one side, before the profile is built."""

    role: str
    keywords: list[str] = field(default_factory=list)
    named: set[str] = field(default_factory=set)
    courage_bonus: int = 0
    halvings: int = 0
    cancels: int = 0
    cards: list[tuple[FortuneCard, str]] = field(default_factory=list)


def _game_rule(rules: Hobgoblin, rule_id: str) -> GameRule:
    rule = next((r for r in rules.game_rules if r.id == rule_id), None)
    if rule is None:
        raise RulesDataError("game_rules.yaml", "game_rules", f"no rule with id {rule_id!r}")
    return rule


def _find_card(rules: Hobgoblin, text: str) -> FortuneCard | None:
    wanted = names.fold(text).rstrip("!")
    return next((c for c in rules.fortune.cards if names.fold(c.name).rstrip("!") == wanted),
                None)


def _changes_attacks(kw: KeywordDef) -> bool:
    return any(isinstance(e, TargetNumberEffect | AttackEffect | BreakEffect)
               or (isinstance(e, StatEffect) and e.stat in ("strikes", "courage"))
               for e in kw.effects)


def _read_side(rules: Hobgoblin, role: str, texts: Iterable[str]) -> _Side:
    side = _Side(role)
    for text in texts:
        card = _find_card(rules, text)
        if card is None:
            try:
                kw = find_keyword(rules, text)
            except UnknownNameError:
                choices = [k.name for k in all_keyword_defs(rules)]
                choices += [c.name for c in rules.fortune.cards]
                raise UnknownNameError("keyword or Fortune card", text,
                                       names.suggest(text, choices)) from None
            side.keywords.append(text)
            side.named.add(names.fold(kw.name))
            continue
        _read_card(rules, side, card)
    return side


def _read_card(rules: Hobgoblin, side: _Side, card: FortuneCard) -> None:
    hit_effects = [e for e in card.effects
                   if isinstance(e, AttackEffect) and e.action in ("halve_hits", "cancel_hits")]
    if hit_effects:
        if any(e.side != side.role for e in hit_effects):
            raise RulesError(f"Fortune card {card.name!r} is played on the unit that suffers the "
                             "hits, so it belongs to the defender")
        for eff in hit_effects:
            if eff.action == "halve_hits":
                side.halvings += 1
                side.cards.append((card, "hits halved, rounding up, before Doom is placed"))
            else:
                side.cancels += eff.amount or 1
                side.cards.append((card, f"{eff.amount or 1} hit(s) cancelled before Doom is "
                                         "placed"))
        return
    relevant: list[str] = []
    stats = {names.fold(s) for s in typing.get_args(Stat)}
    for effect in card.effects:
        if not (isinstance(effect, Grant) and effect.keyword and effect.scope is Scope.TARGET):
            continue
        grant = effect.keyword
        ref = KeywordRef.parse(grant)
        if names.fold(ref.name) in stats and ref.mode is Mode.ADD and ref.value:
            # Hold!'s "Courage [+2]": no such keyword, read as the stat (errata
            # effects:undefined:Courage)
            if names.fold(ref.name) == names.fold("courage"):
                side.courage_bonus += ref.value
                relevant.append(str(ref))
            continue
        try:
            kw = find_keyword(rules, grant)
        except UnknownNameError:
            continue
        side.keywords.append(grant)
        side.named.add(names.fold(kw.name))
        if _changes_attacks(kw):
            relevant.append(grant)
    if not relevant:
        raise RulesError(f"Fortune card {card.name!r} does not change an attack")
    side.cards.append((card, "grants " + ", ".join(relevant)))


def _defs(rules: Hobgoblin, prof: Profile) -> list[tuple[KeywordDef, int | None]]:
    out = []
    for name in prof.values.names:
        try:
            kw = find_keyword(rules, name)
        except UnknownNameError:
            continue
        out.append((kw, prof.values.value(kw.name)))
    return out


def _label(kw: KeywordDef, value: int | None) -> str:
    return f"{kw.name} [{value}]" if kw.numeric and value is not None else kw.name


def _tn_keywords(
    rules: Hobgoblin, prof: Profile, side: _Side, notes: list[str]
) -> list[str]:
    out = []
    for kw, value in _defs(rules, prof):
        conditions = [e.condition for e in kw.effects
                      if isinstance(e, TargetNumberEffect) and e.condition
                      and e.side == side.role]
        if conditions and names.fold(kw.name) not in side.named:
            notes.append(f"{kw.name} ({side.role}) not applied: only if {conditions[0]}; "
                         "name it to apply it")
            continue
        out.append(_label(kw, value))
    return out


def _attack_effects(
    rules: Hobgoblin, prof: Profile, role: str, attack: AttackKind
) -> list[tuple[KeywordDef, AttackEffect, int]]:
    out = []
    for kw, value in _defs(rules, prof):
        for eff in kw.effects:
            if not (isinstance(eff, AttackEffect) and eff.side == role
                    and eff.attack in (attack, "always")):
                continue
            amount = eff.amount if eff.amount is not None else (value if kw.numeric else 1)
            if amount is None:
                raise KeywordSyntaxError(f"{kw.name} needs a value in brackets, "
                                         f"e.g. {kw.name + ' [1]'!r}")
            out.append((kw, eff, amount))
    return out


def _courage(
    rules: Hobgoblin, prof: Profile, side: _Side, engaged: int, applied: list[AppliedRule]
) -> tuple[int, int]:
    courage = prof.courage + side.courage_bonus
    for kw, _ in _defs(rules, prof):
        for eff in kw.effects:
            if (isinstance(eff, StatEffect) and eff.stat == "courage"
                    and eff.per == "engaged_enemy" and engaged):
                bonus = (eff.amount or 0) * engaged
                courage += bonus if eff.op == "add" else -bonus
                applied.append(AppliedRule(kw.name, side.role, f"Courage {bonus:+d} for the "
                                           f"{engaged} enemy unit(s) engaged with it", kw.cite))
    courage = max(0, courage)
    fragile = [kw for kw, _ in _defs(rules, prof)
               if any(isinstance(e, BreakEffect) for e in kw.effects)]
    breaks_at = -(-courage // 2) if fragile else courage
    for kw in fragile:
        applied.append(AppliedRule(kw.name, side.role,
                                   f"Broken at {breaks_at} Doom (half Courage, rounded up)",
                                   kw.cite))
    return courage, breaks_at


def attack_odds(
    rules: Hobgoblin,
    attacker: str,
    defender: str,
    *,
    shooting: bool = False,
    dice: int | None = None,
    attacker_keywords: Iterable[str] = (),
    defender_keywords: Iterable[str] = (),
    defender_doom: int = 0,
    attacker_doom: int = 0,
    force_of_will: int = 0,
    force_of_will_mode: ForceOfWill = ForceOfWill.ONE_AT_A_TIME,
    engaged_enemies: int | None = None,
) -> AttackOdds:
    """The exact odds of ``attacker`` attacking ``defender``, with the readings in this module's
    docstring.

    Keywords and Fortune cards come from both units' own keywords plus those given; a unit's
    Command, Horde, Stubborn and Fragile set when it becomes Broken.

    :param dice: attack dice to roll instead of the Strikes stat.
    :param engaged_enemies: enemies engaged with the defender, for Stubborn (default 1 in close
        combat, 0 for shooting).
    :raises UnknownNameError: for an unknown unit type, keyword or Fortune card.
    :raises KeywordSyntaxError: for a malformed keyword, or a numerical one without a value.
    :raises RulesError: for a negative count, more than :data:`MAX_DICE` dice or
        :data:`MAX_FORCE_OF_WILL` re-rolls, a shooting attack by a unit without Range, or a
        Fortune card that does not change an attack or is given to the wrong side.
    """
    att_type = find_unit_type(rules, attacker)
    def_type = find_unit_type(rules, defender)
    for label, count in (("dice", dice), ("defender Doom", defender_doom),
                         ("attacker Doom", attacker_doom), ("Force of Will", force_of_will),
                         ("engaged enemies", engaged_enemies)):
        if count is not None and count < 0:
            raise RulesError(f"{label} must not be negative, got {count!r}")
    attack: AttackKind = "shooting" if shooting else "close_combat"
    att_side = _read_side(rules, "attacker", attacker_keywords)
    def_side = _read_side(rules, "defender", defender_keywords)
    att = profile(rules, att_type.name, att_side.keywords)
    dfn = profile(rules, def_type.name, def_side.keywords)
    applied: list[AppliedRule] = []
    notes: list[str] = []

    _check_caps(dice or 0, force_of_will)
    if shooting and not att.range:
        raise RulesError(f"{att.unit_type} cannot make a shooting attack: it has no Range "
                         "(give it a Ranged keyword, e.g. 'Ranged [24]')")
    if dice is None:
        rule = _game_rule(rules, "shooting_attack_dice" if shooting
                          else "close_combat_attack_dice")
        dice = att.strikes // 2 if shooting else att.close_combat_strikes
        applied.append(AppliedRule(rule.name, "rules", f"{dice} dice from Strikes {att.strikes}"
                                   + (", halved and rounded down" if shooting else ""), rule.cite))
        for kw, value in _defs(rules, att):
            for eff in kw.effects:
                if (isinstance(eff, StatEffect) and eff.stat == "strikes"
                        and (eff.when == "always" or (eff.when == attack == "close_combat"))):
                    sign = "-" if eff.op == "subtract" else "+"
                    applied.append(AppliedRule(_label(kw, value), "attacker",
                                               f"{sign}{eff.amount or value} Strikes", kw.cite))

    _check_caps(dice, force_of_will)  # Strikes raised by keywords (Hero [+2000]) count too
    target = target_number(rules, att_type.name, def_type.name, shooting=shooting,
                           attacker_keywords=_tn_keywords(rules, att, att_side, notes),
                           defender_keywords=_tn_keywords(rules, dfn, def_side, notes))
    applied.append(AppliedRule("Target Number Chart", "rules",
                               f"{target.chart_value}+ before keywords", target.cite))
    for m in target.modifiers:
        applied.append(AppliedRule(m.keyword, m.side,
                                   f"target number {m.before}+ to {m.after}+", m.cite))
    for rule_id in ("natural_six_hits", "natural_one_misses"):
        rule = _game_rule(rules, rule_id)
        applied.append(AppliedRule(rule.name, "rules", rule.summary, rule.cite))

    effects = [(kw, eff, n, "attacker") for kw, eff, n in
               _attack_effects(rules, att, "attacker", attack)]
    effects += [(kw, eff, n, "defender") for kw, eff, n in
                _attack_effects(rules, dfn, "defender", attack)]
    rerolls: list[tuple[bool, Reroll]] = []
    extra = ignore = per_one = 0
    capped = shooting
    for kw, eff, amount, role in effects:
        words = _ACTION_WORDS.get(eff.action, eff.action).format(n=amount)
        applied.append(AppliedRule(_label(kw, amount if kw.numeric else None), role, words,
                                   kw.cite))
        if eff.action in ("reroll_misses", "reroll_hits"):
            rerolls.append((Trait.WEAKNESS in kw.traits, Reroll(eff.action)))
        elif eff.action == "extra_hit_on_six":
            extra += amount
        elif eff.action == "ignore_first_doom":
            ignore += amount
        elif eff.action == "attacker_doom_on_one":
            per_one += amount
        elif eff.action == "no_shooting_cap":
            capped = False
        else:
            raise RulesError(f"{kw.name}: the odds calculator does not model the attack "
                             f"effect {eff.action!r}")
    rerolls.sort(key=lambda r: r[0])  # strengths first, weaknesses last (p. 9)

    room = None
    if capped:
        rule = _game_rule(rules, "shooting_doom_cap")
        cap = rule.value if rule.value is not None else 5
        room = max(0, cap - defender_doom)
        applied.append(AppliedRule(rule.name, "rules",
                                   f"at most {room} Doom from this attack ({defender_doom} "
                                   f"already, cap {cap})", rule.cite))
    for side in (att_side, def_side):
        applied.extend(AppliedRule(card.name, side.role, words, card.cite)
                       for card, words in side.cards)
    if force_of_will:
        rule = _game_rule(rules, "force_of_will")
        how = ("one token at a time" if force_of_will_mode is ForceOfWill.ONE_AT_A_TIME
               else "all tokens at once")
        applied.append(AppliedRule(rule.name, "attacker",
                                   f"{force_of_will} re-roll{'s' * (force_of_will > 1)} of "
                                   f"missed dice, 1s first, {how}",
                                   rule.cite))

    spec = AttackSpec(
        target_number=target.value, dice=dice, rerolls=tuple(r for _, r in rerolls),
        extra_hits_on_six=extra, force_of_will=force_of_will,
        force_of_will_mode=force_of_will_mode, halvings=def_side.halvings,
        cancels=def_side.cancels, ignore_doom=ignore, doom_room=room,
        attacker_doom_per_one=per_one,
    )
    result = attack_distributions(spec)
    if engaged_enemies is None:
        engaged_enemies = 0 if shooting else 1
    courage, breaks_at = _courage(rules, dfn, def_side, engaged_enemies, applied)
    defender_odds = DoomOdds(dfn.unit_type, result.doom, defender_doom, courage, breaks_at)
    attacker_odds = None
    if per_one:
        courage, breaks_at = _courage(rules, att, att_side, 0 if shooting else 1, applied)
        attacker_odds = DoomOdds(att.unit_type, result.attacker_doom, attacker_doom, courage,
                                 breaks_at)
    return AttackOdds(att.unit_type, dfn.unit_type, attack, target, spec, result.hits,
                      defender_odds, attacker_odds, tuple(applied), tuple(notes))
