"""Helpers shared by the benchmarks: timing and the one-line report format."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


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


def report(name: str, measured: str, ratio: float, goal: str, ok: bool) -> None:
    """Print one benchmark line: what was measured, the ratio, and the goal."""
    print(f"{name}: {measured}; ratio {ratio:.2f} (goal: {goal}) -> "
          f"{'meets the goal' if ok else 'MISSES the goal'}")
