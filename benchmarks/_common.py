"""Helpers shared by the benchmarks: timing and the one-line report format."""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable


def installed_env(**extra: str) -> dict[str, str]:
    """This process's environment as after ``pip install``, for a measured subprocess:
    byte-code is written once and reused. (Some shells set PYTHONDONTWRITEBYTECODE, which
    would make every run compile the project and its dependencies from source.)"""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(extra)
    return env


def best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    """The median wall time of ``fn`` over ``repeat`` runs, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def fastest_of(fn: Callable[[], object], repeat: int = 20) -> float:
    """The shortest wall time of ``fn`` over ``repeat`` runs: the least disturbed by other
    work on the machine, so the fairest for comparing two start-ups."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def fastest_alternating(first: Callable[[], object], second: Callable[[], object],
                        repeat: int = 20) -> tuple[float, float]:
    """The shortest wall times of ``first`` and ``second``, run by turns ``repeat`` times
    each: a change in the machine's load then weighs on both alike."""
    best = [float("inf"), float("inf")]
    for _ in range(repeat):
        for index, fn in enumerate((first, second)):
            start = time.perf_counter()
            fn()
            best[index] = min(best[index], time.perf_counter() - start)
    return best[0], best[1]


def report(name: str, measured: str, ratio: float, goal: str, ok: bool) -> None:
    """Print one benchmark line: what was measured, the ratio, and the goal."""
    print(f"{name}: {measured}; ratio {ratio:.2f} (goal: {goal}) -> "
          f"{'meets the goal' if ok else 'MISSES the goal'}")
