"""Claims on a chance over the rounds (``chance_rises`` / ``chance_falls`` of
:class:`rulesref.core.claims.ClaimKind`): the chance that the claim's effects may apply is
worked out, round by round, from their own conditions, and the first round is compared with
the last.

Only the tests that depend on the round count: a roll that must beat the round number (the
sum of ``value`` D6, one when not given), the round being at most ``value``, and the round
being one of the last ``value``. Every other test is taken as met (the chance is that of the
effect once whatever else it needs holds). A test on the round inside an ``any`` list, or an
effect with none, leaves the chance unknown or flat: unknown is a gap in the model; flat
contradicts a claim that it rises or falls.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import Any

from rulesref.core.claims import ClaimKind
from rulesref.core.conditions import Predicate
from rulesref_verify.findings import Finding, Kind, facts

ROUND_TESTS = frozenset({Predicate.ROUND_BELOW_ROLL, Predicate.ROUND_AT_MOST,
                         Predicate.LAST_ROUNDS})


def _beats(dice: int, target: int) -> Fraction:
    """The chance that ``dice`` D6 together roll more than ``target``."""
    ways = {0: 1}
    for _ in range(dice):
        nxt: dict[int, int] = {}
        for total, count in ways.items():
            for face in range(1, 7):
                nxt[total + face] = nxt.get(total + face, 0) + count
        ways = nxt
    return Fraction(sum(c for t, c in ways.items() if t > target), 6 ** dice)


def _test_chance(test: Any, rnd: int, rounds: int) -> Fraction:
    if test.pred is Predicate.ROUND_BELOW_ROLL:
        return _beats(test.value or 1, rnd)
    if test.pred is Predicate.ROUND_AT_MOST:
        return Fraction(int(rnd <= (test.value or 0)))
    return Fraction(int(rnd > rounds - (test.value or 0)))


def chance(effect: Any, rnd: int, rounds: int) -> Fraction | None:
    """The chance that ``effect``'s round tests hold in round ``rnd``; ``None`` when one sits
    where it cannot be worked out (in an ``any`` list)."""
    result = Fraction(1)
    for condition in (getattr(effect, "condition", None), getattr(effect, "requires", None)):
        if condition is None:
            continue
        if any(t.pred in ROUND_TESTS for t in condition.any):
            return None
        for test in condition.all:
            if test.pred in ROUND_TESTS:
                result *= _test_chance(test, rnd, rounds)
        for test in condition.none:
            if test.pred in ROUND_TESTS:
                result *= 1 - _test_chance(test, rnd, rounds)
    return result


def _shown(value: Fraction) -> str:
    return str(value) if value.denominator != 1 else str(value.numerator)


def chance_claim(claim: Any, picked: list[Any], rounds: int | None) -> Iterator[Finding]:
    """Each effect the claim picks (a :class:`~rulesref_verify.claims.Source`), held to the
    trend the claim asserts over the game's ``rounds``."""
    rises = claim.kind is ClaimKind.CHANCE_RISES
    for source in picked:
        count = rounds or 0
        chances = [chance(source.effect, r, count) for r in range(1, count + 1)]
        if count < 2 or any(c is None for c in chances):
            yield Finding(
                f"claim:{claim.id}:{source.name}:unknown", "check_claims",
                f"the chance that {source.name} applies cannot be worked out round by round "
                f"(the model gives no number of rounds, or tests the round where it cannot be "
                f"counted), so the claim that it {'rises' if rises else 'falls'} is held to "
                "nothing (a gap in the model)", str(claim.cite), None, claim.id,
                kind=Kind.DATA, citations=(source.cite,), gap=True)
            continue
        known = [c for c in chances if c is not None]
        first, last = known[0], known[-1]
        if (last > first) if rises else (last < first):
            continue
        trend = "stays the same" if first == last else ("falls" if rises else "rises")
        each = ", ".join(f"round {n}: {_shown(c)}" for n, c in enumerate(known, 1))
        yield Finding(
            f"claim:{claim.id}:{source.name}", "check_claims",
            f"the chance that {claim.subject} ({source.name}) {trend} over the game ({each}), "
            f"yet the book claims (in our words): {claim.says}", str(claim.cite), None,
            claim.id, kind=Kind.CONFLICT, citations=(source.cite,),
            facts=facts(claim=claim.id, rule=source.name,
                        chances=[_shown(c) for c in known]))
