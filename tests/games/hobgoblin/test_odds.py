"""Exact attack odds, checked three independent ways.

1. Cases worked out by hand from the book (fractions in the comments).
2. A step-by-step resolver written here from the rules (plain dice, one roll at a time), run two
   ways: every roll sequence enumerated exactly for tiny attacks, and a seeded Monte Carlo for
   generated attacks, compared within statistical bounds.
3. Properties: distributions sum to exactly 1, more dice never lower the expected Doom, a lower
   target number never lowers the expected hits (nor the Doom, without Critical Hits).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from fractions import Fraction

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from rulesref.errors import KeywordSyntaxError, RulesError, UnknownNameError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.odds import (
    AttackSpec,
    ForceOfWill,
    Reroll,
    attack_distributions,
    attack_odds,
)

F = Fraction


def mean(dist: tuple[Fraction, ...]) -> Fraction:
    return sum((k * p for k, p in enumerate(dist)), F(0))


# --------------------------------------------------------------------------- by hand


def test_ten_dice_at_four_plus(rules) -> None:  # type: ignore[no-untyped-def]
    # Light Infantry hits Light Infantry on 4+ (p. 14): Binomial(10, 1/2).
    odds = attack_odds(rules, "Light Infantry", "Light Infantry")
    assert odds.target_number == 4 and odds.dice == 10
    doom = odds.defender_doom
    assert doom.mean == 5
    assert doom.distribution[0] == F(1, 1024)
    assert doom.distribution[5] == F(252, 1024)
    assert doom.at_least[10] == F(1, 1024)
    assert sum(doom.distribution) == 1
    assert odds.attacker_doom is None


def test_one_die_at_six_with_critical_hits(rules) -> None:  # type: ignore[no-untyped-def]
    # Light Infantry needs 6+ against a Monster; a 6 is two hits (p. 65).
    odds = attack_odds(rules, "Light Infantry", "Monster", dice=1,
                       attacker_keywords=["Critical Hits"])
    assert odds.defender_doom.distribution == (F(5, 6), F(0), F(1, 6))
    # Crushing Charge grants Critical Hits (p. 28).
    card = attack_odds(rules, "Light Infantry", "Monster", dice=1,
                       attacker_keywords=["Crushing Charge"])
    assert card.defender_doom.distribution == (F(5, 6), F(0), F(1, 6))


@pytest.mark.parametrize(
    ("keywords", "hit"),
    [
        ([], F(1, 2)),
        (["Brutal"], F(3, 4)),             # 1/2 + 1/2 * 1/2
        (["Cursed"], F(1, 4)),             # 1/2 * 1/2
        (["Brutal", "Cursed"], F(3, 8)),   # Brutal first (p. 9): 3/4, then Cursed: 3/4 * 1/2
        (["Cursed", "Brutal"], F(3, 8)),   # the order given does not matter
    ],
)
def test_rerolls_on_one_die(rules, keywords: list[str], hit: Fraction) -> None:  # type: ignore[no-untyped-def]
    odds = attack_odds(rules, "Light Infantry", "Light Infantry", dice=1,
                       attacker_keywords=keywords)
    assert odds.defender_doom.distribution == (1 - hit, hit)


def test_rerolls_are_close_combat_only(rules) -> None:  # type: ignore[no-untyped-def]
    # Ranged Infantry shoots Ranged Infantry on 5+; Brutal and Critical Hits do nothing there.
    odds = attack_odds(rules, "Ranged Infantry", "Ranged Infantry", shooting=True, dice=1,
                       attacker_keywords=["Brutal", "Critical Hits", "Cursed"])
    assert odds.defender_doom.distribution == (F(2, 3), F(1, 3))


def test_tough_ignores_the_first_doom(rules) -> None:  # type: ignore[no-untyped-def]
    # Light Infantry vs Heavy Infantry is 5+; Heavy Infantry is Tough [1] (p. 12).
    # Two dice: P(2 hits) = 1/9, and only then does one Doom get through.
    odds = attack_odds(rules, "Light Infantry", "Heavy Infantry", dice=2)
    assert odds.defender_doom.distribution == (F(8, 9), F(1, 9))
    assert odds.hits == (F(4, 9), F(4, 9), F(1, 9))


def test_shooting_cap_counts_doom_already_there(rules) -> None:  # type: ignore[no-untyped-def]
    # Ranged Infantry shoots Light Infantry on 6+ with 5 dice; with 4 Doom there, one more at most.
    odds = attack_odds(rules, "Ranged Infantry", "Light Infantry", shooting=True,
                       defender_doom=4)
    assert odds.dice == 5
    assert odds.defender_doom.distribution == (F(3125, 7776), F(4651, 7776))
    full = attack_odds(rules, "Ranged Infantry", "Light Infantry", shooting=True,
                       defender_doom=5)
    assert full.defender_doom.distribution == (F(1),)


def test_skirmishers_lift_the_cap(rules) -> None:  # type: ignore[no-untyped-def]
    # Ranged Infantry are Skirmishers (p. 12); 5+ to hit, 5 dice, no cap: Binomial(5, 1/3).
    odds = attack_odds(rules, "Ranged Infantry", "Ranged Infantry", shooting=True,
                       defender_doom=4)
    assert odds.defender_doom.distribution[5] == F(1, 243)
    assert odds.defender_doom.distribution[0] == F(32, 243)


def test_force_of_will_one_at_a_time_and_all_at_once(rules) -> None:  # type: ignore[no-untyped-def]
    def dist(dice: int, tokens: int, mode: ForceOfWill) -> tuple[Fraction, ...]:
        return attack_odds(rules, "Light Infantry", "Light Infantry", dice=dice,
                           force_of_will=tokens, force_of_will_mode=mode).defender_doom.distribution

    one, all_ = ForceOfWill.ONE_AT_A_TIME, ForceOfWill.ALL_AT_ONCE
    # One die at 4+ with two tokens: 1 - (1/2)^3 one at a time, 1 - (1/2)^2 all at once.
    assert dist(1, 2, one) == (F(1, 8), F(7, 8))
    assert dist(1, 2, all_) == (F(1, 4), F(3, 4))
    # Two dice, two tokens. One at a time: 0 misses (1/4) -> 2 hits; 1 miss (1/2) -> it hits
    # within two tries 3/4; 2 misses (1/4) -> Binomial(2, 1/2) more hits.
    assert dist(2, 2, one) == (F(1, 16), F(4, 16), F(11, 16))
    assert dist(2, 2, all_) == (F(1, 16), F(6, 16), F(9, 16))


def test_self_destructive_and_merciless(rules) -> None:  # type: ignore[no-untyped-def]
    odds = attack_odds(rules, "Light Infantry", "Light Infantry", dice=1,
                       attacker_keywords=["Self-Destructive"])
    assert odds.attacker_doom is not None
    assert odds.attacker_doom.distribution == (F(5, 6), F(1, 6))
    # Both together: two Doom for a 1 (pp. 66-67).
    both = attack_odds(rules, "Light Infantry", "Light Infantry", dice=1,
                       attacker_keywords=["Self-Destructive"], defender_keywords=["Merciless"])
    assert both.attacker_doom is not None
    assert both.attacker_doom.distribution == (F(5, 6), F(0), F(1, 6))
    # Merciless is close combat only; Ranged Infantry shooting takes nothing.
    shot = attack_odds(rules, "Ranged Infantry", "Light Infantry", shooting=True,
                       defender_keywords=["Merciless"])
    assert shot.attacker_doom is None
    # Brutal at 4+: the 1s and the 2s and 3s are re-rolled; a final 1 is 3/6 * 1/6 = 1/12.
    brutal = attack_odds(rules, "Light Infantry", "Light Infantry", dice=1,
                         attacker_keywords=["Self-Destructive", "Brutal"])
    assert brutal.attacker_doom is not None
    assert brutal.attacker_doom.distribution == (F(11, 12), F(1, 12))


def test_force_of_will_re_rolls_ones_first(rules) -> None:  # type: ignore[no-untyped-def]
    # Two dice at 6+, Self-Destructive, one token (p. 15). Worked by cases of the first roll:
    # both 1 (1/36): re-roll one; two 1s again 1/6.   -> P(2) = 1/216, P(1) += 5/216
    # one 1, other 2-5 (8/36): re-roll the 1        -> P(1) += 8/216
    # one 1, other 6 (2/36): re-roll the 1          -> P(1) += 2/216
    # no 1, a miss left (24/36): a new 1 is 1/6     -> P(1) += 24/216
    for mode in ForceOfWill:
        odds = attack_odds(rules, "Light Infantry", "Monster", dice=2, force_of_will=1,
                           force_of_will_mode=mode, attacker_keywords=["Self-Destructive"])
        assert odds.attacker_doom is not None
        assert odds.attacker_doom.distribution == (F(176, 216), F(39, 216), F(1, 216))


@pytest.mark.parametrize(
    ("cards", "dist"),
    [
        ([], (F(1, 36), F(10, 36), F(25, 36))),
        (["Tattered Banner"], (F(1, 36), F(35, 36))),          # 2 hits -> 1
        (["Enchanted Shield"], (F(11, 36), F(25, 36))),        # one hit cancelled
        (["Enchanted Shield", "Tattered Banner"], (F(1),)),    # halve, then cancel: never Doom
    ],
)
def test_fortune_cards_on_hits(rules, cards: list[str], dist: tuple[Fraction, ...]) -> None:  # type: ignore[no-untyped-def]
    # A Monster hits Light Infantry on 2+ (p. 14): two dice give 0/1/2 hits 1/36, 10/36, 25/36.
    odds = attack_odds(rules, "Monster", "Light Infantry", dice=2, defender_keywords=cards)
    assert odds.defender_doom.distribution == dist


def test_broken_probability_fragile(rules) -> None:  # type: ignore[no-untyped-def]
    # A Chariot is Fragile: Courage 10 breaks at 5 (p. 66). With 3 Doom it needs 2 more.
    # Light Infantry hits it on 5+: P(at least 2 of 10) = 1 - (2/3)^10 - 10 (1/3)(2/3)^9.
    odds = attack_odds(rules, "Light Infantry", "Chariot", defender_doom=3)
    assert odds.defender_doom.breaks_at == 5
    assert odds.defender_doom.broken_probability == 1 - F(1024 + 5120, 59049)
    # Already at 5: Broken whatever happens.
    assert attack_odds(rules, "Light Infantry", "Chariot",
                       defender_doom=5).defender_doom.broken_probability == 1


def test_courage_from_command_stubborn_hold_and_horde(rules) -> None:  # type: ignore[no-untyped-def]
    def courage(*keywords: str, **kw: int) -> tuple[int, int]:
        doom = attack_odds(rules, "Light Infantry", "Light Infantry", dice=0,
                           defender_keywords=keywords, **kw).defender_doom  # type: ignore[arg-type]
        return doom.courage, doom.breaks_at

    assert courage() == (10, 10)
    assert courage("Command [+1]") == (11, 11)
    assert courage("Command [+1]", "Unruly") == (10, 10)
    assert courage("Stubborn") == (11, 11)                     # engaged with the attacker
    assert courage("Stubborn", engaged_enemies=3) == (13, 13)
    assert courage("Hold!") == (12, 12)                        # Courage [+2] (p. 29)
    assert courage("Horde") == (20, 20)
    assert courage("Fragile", "Command [+1]") == (11, 6)       # half of 11, rounded up


def test_strikes_hero_and_weak(rules) -> None:  # type: ignore[no-untyped-def]
    assert attack_odds(rules, "Light Infantry", "Monster",
                       attacker_keywords=["Hero [+2]"]).dice == 12
    assert attack_odds(rules, "Light Infantry", "Monster",
                       attacker_keywords=["Famous Blade"]).dice == 12
    assert attack_odds(rules, "Light Infantry", "Monster",
                       attacker_keywords=["Weak [3]"]).dice == 7
    # Shooting rolls half the Strikes, rounded down; Weak is close combat only.
    assert attack_odds(rules, "Ranged Infantry", "Monster", shooting=True,
                       attacker_keywords=["Hero [+1]", "Weak [3]"]).dice == 5
    assert attack_odds(rules, "Ranged Infantry", "Monster", shooting=True,
                       attacker_keywords=["Hero [+2]"]).dice == 6


def test_target_number_keywords(rules) -> None:  # type: ignore[no-untyped-def]
    # Heavy Cavalry hits Light Infantry on 3+ (p. 14); its own Devastating Charge needs a charge.
    plain = attack_odds(rules, "Heavy Cavalry", "Light Infantry")
    assert plain.target_number == 3
    assert any("Devastating Charge" in note for note in plain.notes)
    charged = attack_odds(rules, "Heavy Cavalry", "Light Infantry",
                          attacker_keywords=["Devastating Charge"])
    assert charged.target_number == 2 and not charged.notes
    # The defender's Devastating Charge is about its own attacks: nothing to say.
    assert not attack_odds(rules, "Light Infantry", "Heavy Cavalry").notes
    assert attack_odds(rules, "Light Infantry", "Monster",
                       attacker_keywords=["Moment of Glory"]).target_number == 5
    # Ranged Infantry shoots a Monster on 5+: Deadly Shots 4+, then Cover 5+.
    assert attack_odds(rules, "Ranged Infantry", "Monster", shooting=True,
                       attacker_keywords=["Deadly Shots"],
                       defender_keywords=["Cover"]).target_number == 5


def test_critical_hits_with_rerolled_misses_is_not_monotone() -> None:
    # A finding, not a bug: re-rolling only misses gives a die more chances at a 6 when the
    # target number is higher. Against Tough [1], one Brutal die places Doom only on a final 6:
    # at 2+: 1/6 + 1/6 * 1/6 = 7/36; at 6+: 1/6 + 5/6 * 1/6 = 11/36.
    spec = AttackSpec(target_number=2, dice=1, rerolls=(Reroll.MISSES,), extra_hits_on_six=1,
                      ignore_doom=1)
    assert attack_distributions(spec).doom == (F(29, 36), F(7, 36))
    assert attack_distributions(replace(spec, target_number=6)).doom == (F(25, 36), F(11, 36))
    # Force of Will does the same to the expected hits themselves. One die, two tokens spent
    # one at a time: at 2+ a final 6 is 1/6 (1 + 1/6 + 1/36) = 43/216 and a hit 1 - 1/216, so
    # 258/216 hits; at 3+ a 6 is 1/6 (1 + 2/6 + 4/36) = 52/216, a hit 1 - 8/216: 260/216.
    tokens = AttackSpec(target_number=2, dice=1, extra_hits_on_six=1, force_of_will=2)
    assert mean(attack_distributions(tokens).hits) == F(258, 216)
    assert mean(attack_distributions(replace(tokens, target_number=3)).hits) == F(260, 216)


def test_bad_input(rules) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UnknownNameError) as info:
        attack_odds(rules, "Light Infantery", "Monster")
    assert "Light Infantry" in info.value.suggestions
    with pytest.raises(UnknownNameError) as info:
        attack_odds(rules, "Light Infantry", "Monster", attacker_keywords=["Tattered Baner"])
    assert "Tattered Banner" in info.value.suggestions
    with pytest.raises(RulesError, match="does not change an attack"):
        attack_odds(rules, "Light Infantry", "Monster", attacker_keywords=["Vial of Mercury"])
    with pytest.raises(RulesError, match="belongs to the defender"):
        attack_odds(rules, "Light Infantry", "Monster", attacker_keywords=["Enchanted Shield"])
    with pytest.raises(RulesError, match="no Range"):
        attack_odds(rules, "Light Infantry", "Monster", shooting=True)
    with pytest.raises(KeywordSyntaxError, match="needs a value"):
        attack_odds(rules, "Light Infantry", "Monster", defender_keywords=["Tough"])
    with pytest.raises(RulesError, match="negative"):
        attack_odds(rules, "Light Infantry", "Monster", defender_doom=-1)


# --------------------------------------------------------------------------- step by step

# What the tests know about the unit types, read off the unit descriptions (pp. 12-14).
TOUGH = {"Heavy Infantry": 1}
SKIRMISHERS = {"Ranged Infantry", "Light Cavalry", "Beasts"}
FRAGILE = {"Chariot", "Artillery"}
SHOOTERS = ["Ranged Infantry", "Light Cavalry", "Artillery"]


@dataclass(frozen=True)
class Setup:
    """An attack as the resolver below plays it."""

    target: int
    dice: int
    brutal: bool = False
    cursed: bool = False
    critical: bool = False
    tokens: int = 0
    all_at_once: bool = False
    banners: int = 0
    shields: int = 0
    tough: int = 0
    room: int | None = None
    per_one: int = 0


def resolve(setup: Setup, roll: Callable[[], int]) -> tuple[int, int]:
    """Play one attack with real dice, step by step; returns (Doom placed, attacker's Doom)."""
    def hit(face: int) -> bool:
        return face == 6 or (face != 1 and face >= setup.target)

    faces = [roll() for _ in range(setup.dice)]
    if setup.brutal:  # a strength: before the weakness (p. 9)
        faces = [f if hit(f) else roll() for f in faces]
    if setup.cursed:
        faces = [roll() if hit(f) else f for f in faces]
    if setup.all_at_once:
        missed = [i for i, f in enumerate(faces) if f == 1]
        missed += [i for i, f in enumerate(faces) if f != 1 and not hit(f)]
        for i in missed[:setup.tokens]:
            faces[i] = roll()
    else:
        for _ in range(setup.tokens):
            missed = [i for i, f in enumerate(faces) if f == 1]
            missed += [i for i, f in enumerate(faces) if f != 1 and not hit(f)]
            if not missed:
                break
            faces[missed[0]] = roll()
    hits = sum(hit(f) for f in faces) + sum(f == 6 for f in faces) * setup.critical
    for _ in range(setup.banners):
        hits = math.ceil(hits / 2)
    hits = max(0, hits - setup.shields)
    doom = max(0, hits - setup.tough)
    if setup.room is not None:
        doom = min(doom, setup.room)
    return doom, setup.per_one * faces.count(1)


class _NeedRoll(Exception):
    pass


def enumerate_exactly(setup: Setup) -> tuple[Counter[int], Counter[int]]:
    """Every sequence of rolls, each weighted (1/6)^length: the exact distributions."""
    doom: Counter[int] = Counter()
    own: Counter[int] = Counter()
    stack: list[tuple[int, ...]] = [()]
    while stack:
        prefix = stack.pop()
        rolls: Iterator[int] = iter(prefix)

        def roll(rolls: Iterator[int] = rolls) -> int:
            try:
                return next(rolls)
            except StopIteration:
                raise _NeedRoll from None

        try:
            d, a = resolve(setup, roll)
        except _NeedRoll:
            stack.extend((*prefix, face) for face in range(1, 7))
            continue
        weight = F(1, 6 ** len(prefix))
        doom[d] += weight  # type: ignore[assignment]
        own[a] += weight  # type: ignore[assignment]
    return doom, own


def spec_of(setup: Setup) -> AttackSpec:
    rerolls = ((Reroll.MISSES,) if setup.brutal else ()) + ((Reroll.HITS,) if setup.cursed else ())
    return AttackSpec(
        target_number=setup.target, dice=setup.dice, rerolls=rerolls,
        extra_hits_on_six=int(setup.critical), force_of_will=setup.tokens,
        force_of_will_mode=ForceOfWill.ALL_AT_ONCE if setup.all_at_once
        else ForceOfWill.ONE_AT_A_TIME,
        halvings=setup.banners, cancels=setup.shields, ignore_doom=setup.tough,
        doom_room=setup.room, attacker_doom_per_one=setup.per_one,
    )


def as_tuple(counter: Counter[int]) -> tuple[Fraction, ...]:
    top = max(k for k, p in counter.items() if p)
    return tuple(F(counter.get(k, 0)) for k in range(top + 1))


@st.composite
def tiny_setups(draw: st.DrawFn) -> Setup:
    """Attacks of at most five rolls, so that every roll sequence can be listed."""
    dice = draw(st.integers(1, 2))
    brutal, cursed = draw(st.booleans()), draw(st.booleans())
    tokens = draw(st.integers(0, 2))
    assume(dice * (1 + brutal + cursed) + tokens <= 5)
    return Setup(
        target=draw(st.integers(2, 6)), dice=dice, brutal=brutal, cursed=cursed,
        critical=draw(st.booleans()), tokens=tokens, all_at_once=draw(st.booleans()),
        banners=draw(st.integers(0, 1)), shields=draw(st.integers(0, 1)),
        tough=draw(st.integers(0, 1)), room=draw(st.none() | st.integers(0, 2)),
        per_one=draw(st.integers(0, 2)),
    )


@given(tiny_setups())
def test_matches_every_roll_sequence_exactly(setup: Setup) -> None:
    doom, own = enumerate_exactly(setup)
    result = attack_distributions(spec_of(setup))
    assert result.doom == as_tuple(doom)
    assert result.attacker_doom == as_tuple(own)


# --------------------------------------------------------------------------- Monte Carlo

ATTACKER_PICKS = ["Brutal", "Cursed", "Critical Hits", "Elite", "Self-Destructive", "Hero [+1]",
                  "Weak [2]", "Devastating Charge", "Deadly Shots", "Crushing Charge"]
DEFENDER_PICKS = ["Tough [2]", "Merciless", "Cover", "Enchanted Shield", "Tattered Banner",
                  "Skirmishers", "Fragile", "Command [+1]", "Stubborn", "Hold!"]
UNIT_TYPES = ["Artillery", "Beasts", "Chariot", "Heavy Cavalry", "Heavy Infantry",
              "Light Cavalry", "Light Infantry", "Monster", "Monstrous Infantry",
              "Ranged Infantry", "War Wagon"]


@dataclass(frozen=True)
class Attack:
    attacker: str
    defender: str
    shooting: bool
    with_: tuple[str, ...]
    defender_with: tuple[str, ...]
    dice: int | None
    defender_doom: int
    tokens: int
    all_at_once: bool
    seed: int


@st.composite
def attacks(draw: st.DrawFn) -> Attack:
    shooting = draw(st.booleans())
    attacker = draw(st.sampled_from(SHOOTERS if shooting else UNIT_TYPES))
    return Attack(
        attacker=attacker, defender=draw(st.sampled_from(UNIT_TYPES)), shooting=shooting,
        with_=tuple(draw(st.lists(st.sampled_from(ATTACKER_PICKS), max_size=4, unique=True))),
        defender_with=tuple(draw(st.lists(st.sampled_from(DEFENDER_PICKS), max_size=4,
                                          unique=True))),
        dice=draw(st.none() | st.integers(0, 8)), defender_doom=draw(st.integers(0, 7)),
        tokens=draw(st.integers(0, 3)), all_at_once=draw(st.booleans()),
        seed=draw(st.integers(0, 2**32 - 1)),
    )


def setup_of(rules, attack: Attack) -> tuple[Setup, int, int]:  # type: ignore[no-untyped-def]
    """The attack as the book describes it, worked out here; returns the setup, the defender's
    Broken threshold and the attacker's."""
    close = not attack.shooting
    mine, theirs = set(attack.with_), set(attack.defender_with)
    tn_words = [k for k in attack.with_ if k in ("Elite", "Deadly Shots", "Devastating Charge")]
    if "Crushing Charge" in mine:
        mine.add("Critical Hits")
    target = lookups.target_number(rules, attack.attacker, attack.defender,
                                   shooting=attack.shooting, attacker_keywords=tn_words,
                                   defender_keywords=["Cover"] if "Cover" in theirs else [])
    strikes = 10 + ("Hero [+1]" in mine)
    dice = attack.dice if attack.dice is not None else (
        strikes - 2 * ("Weak [2]" in mine) if close else strikes // 2)
    tough = max(TOUGH.get(attack.defender, 0), 2 if "Tough [2]" in theirs else 0)
    skirmishers = attack.defender in SKIRMISHERS or "Skirmishers" in theirs
    courage = (10 + ("Command [+1]" in theirs) + 2 * ("Hold!" in theirs)
               + (close and "Stubborn" in theirs))
    fragile = attack.defender in FRAGILE or "Fragile" in theirs
    setup = Setup(
        target=target.value, dice=dice,
        brutal=close and "Brutal" in mine, cursed=close and "Cursed" in mine,
        critical=close and "Critical Hits" in mine, tokens=attack.tokens,
        all_at_once=attack.all_at_once, banners=int("Tattered Banner" in theirs),
        shields=int("Enchanted Shield" in theirs), tough=tough if close else 0,
        room=None if close or skirmishers else max(0, 5 - attack.defender_doom),
        per_one=("Self-Destructive" in mine) + (close and "Merciless" in theirs),
    )
    attacker_breaks = 5 if attack.attacker in FRAGILE else 10
    return setup, (math.ceil(courage / 2) if fragile else courage), attacker_breaks


def within_bounds(sample: Counter[int], n: int, exact: tuple[Fraction, ...]) -> None:
    """Each P(=k) and the mean agree within five standard errors (plus one sample)."""
    assert set(sample) <= set(range(len(exact)))
    for k, p in enumerate(exact):
        seen = sample.get(k, 0) / n
        bound = 5 * math.sqrt(float(p * (1 - p)) / n) + 1 / n
        assert abs(seen - float(p)) <= bound, (k, seen, float(p))
    mu = mean(exact)
    var = sum((k - mu) ** 2 * p for k, p in enumerate(exact))
    seen_mean = sum(k * c for k, c in sample.items()) / n
    assert abs(seen_mean - float(mu)) <= 5 * math.sqrt(float(var) / n) + 1 / n


SAMPLES = 4000


@given(attacks())
def test_monte_carlo_agrees_with_exact(rules, attack: Attack) -> None:  # type: ignore[no-untyped-def]
    odds = attack_odds(
        rules, attack.attacker, attack.defender, shooting=attack.shooting, dice=attack.dice,
        attacker_keywords=attack.with_, defender_keywords=attack.defender_with,
        defender_doom=attack.defender_doom, force_of_will=attack.tokens,
        force_of_will_mode=ForceOfWill.ALL_AT_ONCE if attack.all_at_once
        else ForceOfWill.ONE_AT_A_TIME,
    )
    setup, breaks_at, attacker_breaks = setup_of(rules, attack)
    assert odds.target_number == setup.target and odds.dice == setup.dice
    assert odds.defender_doom.breaks_at == breaks_at
    rng = random.Random(attack.seed)

    def roll() -> int:
        return rng.randint(1, 6)

    doom: Counter[int] = Counter()
    own: Counter[int] = Counter()
    broken = 0
    for _ in range(SAMPLES):
        d, a = resolve(setup, roll)
        doom[d] += 1
        own[a] += 1
        broken += attack.defender_doom + d >= breaks_at
    within_bounds(doom, SAMPLES, odds.defender_doom.distribution)
    p = float(odds.defender_doom.broken_probability)
    assert abs(broken / SAMPLES - p) <= 5 * math.sqrt(p * (1 - p) / SAMPLES) + 1 / SAMPLES
    if setup.per_one:
        assert odds.attacker_doom is not None
        assert odds.attacker_doom.breaks_at == attacker_breaks
        within_bounds(own, SAMPLES, odds.attacker_doom.distribution)
    else:
        assert odds.attacker_doom is None and set(own) == {0}


# --------------------------------------------------------------------------- properties


# The re-rolls a unit can have: none, Brutal, Cursed, or both with Brutal first (p. 9).
REROLLS = [(), (Reroll.MISSES,), (Reroll.HITS,), (Reroll.MISSES, Reroll.HITS)]


@st.composite
def specs(draw: st.DrawFn) -> AttackSpec:
    return AttackSpec(
        target_number=draw(st.integers(2, 6)), dice=draw(st.integers(0, 12)),
        rerolls=draw(st.sampled_from(REROLLS)),
        extra_hits_on_six=draw(st.integers(0, 1)), force_of_will=draw(st.integers(0, 4)),
        force_of_will_mode=draw(st.sampled_from(ForceOfWill)),
        halvings=draw(st.integers(0, 1)), cancels=draw(st.integers(0, 1)),
        ignore_doom=draw(st.integers(0, 2)), doom_room=draw(st.none() | st.integers(0, 5)),
        attacker_doom_per_one=draw(st.integers(0, 2)),
    )


@given(specs())
def test_distributions_sum_to_exactly_one(spec: AttackSpec) -> None:
    result = attack_distributions(spec)
    for dist in (result.hits, result.doom, result.attacker_doom):
        assert sum(dist) == 1
        assert all(p >= 0 for p in dist)


@given(specs())
def test_more_dice_never_lower_the_expected_doom(spec: AttackSpec) -> None:
    fewer = attack_distributions(spec)
    more = attack_distributions(replace(spec, dice=spec.dice + 1))
    assert mean(more.doom) >= mean(fewer.doom)
    assert mean(more.hits) >= mean(fewer.hits)
    assert mean(more.attacker_doom) >= mean(fewer.attacker_doom)


def _rerolls_misses_for_sixes(spec: AttackSpec) -> bool:
    """Critical Hits with re-rolled misses: the case where monotonicity fails (see above)."""
    return spec.extra_hits_on_six > 0 and (Reroll.MISSES in spec.rerolls
                                           or spec.force_of_will > 0)


@given(specs().filter(lambda s: s.target_number > 2 and not _rerolls_misses_for_sixes(s)))
def test_a_lower_target_number_never_lowers_the_expected_doom(spec: AttackSpec) -> None:
    harder = attack_distributions(spec)
    easier = attack_distributions(replace(spec, target_number=spec.target_number - 1))
    assert mean(easier.hits) >= mean(harder.hits)
    assert mean(easier.doom) >= mean(harder.doom)


@given(st.sampled_from(UNIT_TYPES), st.sampled_from(UNIT_TYPES), st.integers(0, 10))
def test_a_lower_target_number_from_elite_never_lowers_doom(rules, attacker: str,  # type: ignore[no-untyped-def]
                                                            defender: str, doom: int) -> None:
    plain = attack_odds(rules, attacker, defender, defender_doom=doom)
    elite = attack_odds(rules, attacker, defender, defender_doom=doom,
                        attacker_keywords=["Elite"])
    assert elite.target_number <= plain.target_number
    assert elite.defender_doom.mean >= plain.defender_doom.mean
    assert elite.defender_doom.broken_probability >= plain.defender_doom.broken_probability


# --------------------------------------------------------------------------- caps


def test_dice_from_keywords_are_capped(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.odds import MAX_DICE

    # Light Infantry has Strikes 10 (p. 10); Hero [+2000] raises it to 2010 dice.
    with pytest.raises(RulesError, match=f"2010 dice; the odds calculator takes at most "
                                         f"{MAX_DICE} dice"):
        attack_odds(rules, "Light Infantry", "Monster", attacker_keywords=["Hero [+2000]"])
    with pytest.raises(RulesError, match="at most 100 dice"):
        attack_odds(rules, "Light Infantry", "Monster", dice=101)
    with pytest.raises(RulesError, match="at most 100 dice"):
        attack_distributions(AttackSpec(target_number=4, dice=101))
    with pytest.raises(RulesError, match="Force of Will"):
        attack_distributions(AttackSpec(target_number=4, dice=1, force_of_will=31))
    # Hero [+90] is 100 dice: allowed, and at 4+ the mean is half of them.
    big = attack_odds(rules, "Light Infantry", "Light Infantry", attacker_keywords=["Hero [+90]"])
    assert big.dice == 100 and mean(big.hits) == 50


def test_command_line_caps_match_the_calculator() -> None:
    from rulesref.games.hobgoblin import odds
    from rulesref.games.hobgoblin.cli import odds as cli_odds

    assert (cli_odds.MAX_DICE, cli_odds.MAX_FORCE_OF_WILL) == (odds.MAX_DICE,
                                                               odds.MAX_FORCE_OF_WILL)


def test_negative_keyword_values_are_refused(rules) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(lookups.KeywordValueError, match="at least 1"):
        attack_odds(rules, "Light Infantry", "Monster", attacker_keywords=["Hero [-50]"])
    with pytest.raises((lookups.KeywordValueError, KeywordSyntaxError)):
        attack_odds(rules, "Light Infantry", "Monster", defender_keywords=["Tough [+-3]"])
