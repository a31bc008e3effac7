# mypy: disable-error-code="no-untyped-call"
"""Issue 19: ``rulesref mcp`` speed, measured through the SDK's client over stdio.

Starts the server as a subprocess and times, in one run: the start (spawn to the end of the
handshake), the first tool call after it, and later lookups (target number, cost, keyword,
search). The baseline is the same lookups as direct function calls in this process.
Goals: the first tool call answers in under 1 s after the server starts; later lookups take
under 20 ms each.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import anyio

sys.path.insert(0, str(Path(__file__).parent))
from _common import report

FIRST_GOAL = 1.0
LOOKUP_GOAL = 0.020
ROUNDS = 30
LOOKUPS: list[tuple[str, dict[str, Any]]] = [
    ("tn", {"attacker": "Light Infantry", "defender": "Monster"}),
    ("cost", {"unit_type": "Heavy Cavalry", "keywords": ["Hero [+1]"]}),
    ("keyword", {"name": "Devastating Charge"}),
    ("search", {"query": "Devestating"}),
]


def direct_baseline() -> float:
    """The median time of the same lookups as direct function calls, per lookup."""
    from rulesref.core.search import installed_index
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.lookups import find_keyword, target_number, unit_cost

    rules = hobgoblin.load()
    index = installed_index()
    calls = [lambda: target_number(rules, "Light Infantry", "Monster"),
             lambda: unit_cost(rules, "Heavy Cavalry", ["Hero [+1]"]),
             lambda: find_keyword(rules, "Devastating Charge"),
             lambda: index.search("Devestating")]
    times = []
    for _ in range(ROUNDS):
        for call in calls:
            start = time.perf_counter()
            call()
            times.append(time.perf_counter() - start)
    return statistics.median(times)


async def through_client(cache_dir: str) -> tuple[float, float, float, list[float]]:
    """(start, first call, median later lookup, every later lookup), in seconds."""
    from mcp import ClientSession, StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "rulesref", "mcp"],
                                   env={"RULESREF_CACHE_DIR": cache_dir})
    spawned = time.perf_counter()
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        started = time.perf_counter()
        result = await session.call_tool(*LOOKUPS[0])
        first = time.perf_counter() - started
        assert not result.is_error, result.content
        times = []
        for _ in range(ROUNDS):
            for name, arguments in LOOKUPS:
                start = time.perf_counter()
                result = await session.call_tool(name, arguments)
                times.append(time.perf_counter() - start)
                assert not result.is_error, result.content
    return started - spawned, first, statistics.median(times), times


def main() -> None:
    with tempfile.TemporaryDirectory() as cache_dir:
        os.environ["RULESREF_CACHE_DIR"] = cache_dir
        baseline = direct_baseline()  # also fills the model cache, as any earlier run would
        start, first, later, times = anyio.run(through_client, cache_dir)
    worst = max(times)
    p95 = sorted(times)[int(0.95 * len(times))]
    print(f"server start (spawn to handshake done): {start:.2f} s")
    print(f"later lookups through the client: median {later * 1000:.1f} ms, p95 "
          f"{p95 * 1000:.1f} ms, worst {worst * 1000:.1f} ms over {len(times)} calls; "
          f"direct calls: median {baseline * 1000:.3f} ms")
    report("mcp first call", f"{first * 1000:.0f} ms after the server started", first /
           FIRST_GOAL, "under 1 s; ratio is the time over the goal", first < FIRST_GOAL)
    report("mcp lookups", f"median {later * 1000:.1f} ms per lookup through the client, "
           f"{baseline * 1000:.3f} ms as a direct call", later / baseline,
           f"each under {LOOKUP_GOAL * 1000:.0f} ms (median); ratio is client over direct",
           later < LOOKUP_GOAL)


if __name__ == "__main__":
    main()
