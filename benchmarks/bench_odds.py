"""Benchmark: one exact odds query against a one-million-sample Monte Carlo of the same attack.

The query: a charging Heavy Cavalry unit with Brutal, Critical Hits, Hero [+1] and
Self-Destructive, two Force of Will re-rolls spent one at a time, attacking Merciless Heavy
Infantry (Tough [1]) that already has 3 Doom. The Monte Carlo baseline is plain stdlib
``random``, written as tight as it goes: dice drawn in bulk, one loop per sample.

Run: ``python benchmarks/bench_odds.py [--samples N]``. Prints each per-query time, the ratio and
the goal (exact at most 2 ms per query).
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Iterator

from rulesref.games import hobgoblin
from rulesref.games.hobgoblin.odds import AttackOdds, AttackSpec, Reroll, attack_odds

GOAL_MS = 2.0
SEED = 20231


def exact_query() -> AttackOdds:
    """The benchmarked query, through the public library function."""
    return attack_odds(
        hobgoblin.load(), "Heavy Cavalry", "Heavy Infantry",
        attacker_keywords=["Devastating Charge", "Brutal", "Critical Hits", "Hero [+1]",
                           "Self-Destructive"],
        defender_keywords=["Merciless"], defender_doom=3, force_of_will=2,
    )


def monte_carlo(spec: AttackSpec, samples: int, seed: int) -> tuple[Counter[int], Counter[int]]:
    """Roll the attack ``samples`` times; returns counts of Doom placed and attacker Doom."""
    rng = random.Random(seed)
    faces = range(1, 7)

    def pool() -> Iterator[int]:
        while True:
            yield from rng.choices(faces, k=1 << 16)

    roll = pool().__next__
    hit = [False] + [f == 6 or (f != 1 and f >= spec.target_number) for f in faces]
    brutal = Reroll.MISSES in spec.rerolls
    cursed = Reroll.HITS in spec.rerolls
    crit, tokens, dice = spec.extra_hits_on_six, spec.force_of_will, spec.dice
    doom: Counter[int] = Counter()
    own: Counter[int] = Counter()
    for _ in range(samples):
        rolled = [roll() for _ in range(dice)]
        if brutal:
            rolled = [f if hit[f] else roll() for f in rolled]
        if cursed:
            rolled = [roll() if hit[f] else f for f in rolled]
        for _ in range(tokens):
            if 1 in rolled:
                rolled[rolled.index(1)] = roll()
                continue
            for i, f in enumerate(rolled):
                if not hit[f]:
                    rolled[i] = roll()
                    break
            else:
                break
        hits = sum(hit[f] for f in rolled) + crit * rolled.count(6)
        doom[spec.doom_for(hits)] += 1
        own[spec.attacker_doom_per_one * rolled.count(1)] += 1
    return doom, own


def main() -> None:
    """Time both and print the comparison."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=500, help="exact queries to average")
    args = parser.parse_args()

    result = exact_query()  # warm: loads the rules and fills the lookup caches
    start = time.perf_counter()
    for _ in range(args.repeat):
        result = exact_query()
    exact_s = (time.perf_counter() - start) / args.repeat

    start = time.perf_counter()
    doom, own = monte_carlo(result.spec, args.samples, SEED)
    mc_s = time.perf_counter() - start

    mc_mean = sum(k * c for k, c in doom.items()) / args.samples
    mc_own = sum(k * c for k, c in own.items()) / args.samples
    assert result.attacker_doom is not None
    print(f"query: {result.attacker} vs {result.defender}, {result.dice} dice at "
          f"{result.target_number}+, Force of Will {result.spec.force_of_will}")
    print(f"exact:       {exact_s * 1e3:8.3f} ms per query (mean of {args.repeat}); "
          f"mean Doom {float(result.defender_doom.mean):.4f}, attacker "
          f"{float(result.attacker_doom.mean):.4f}")
    print(f"monte carlo: {mc_s * 1e3:8.0f} ms per query ({args.samples:,} samples); "
          f"mean Doom {mc_mean:.4f}, attacker {mc_own:.4f}")
    verdict = "met" if exact_s * 1e3 <= GOAL_MS else "MISSED"
    print(f"ratio monte carlo / exact: {mc_s / exact_s:,.0f}x   "
          f"goal: exact at most {GOAL_MS:g} ms per query ({verdict})")


if __name__ == "__main__":
    main()
