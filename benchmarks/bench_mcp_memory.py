"""Issue 31 part 6: the MCP server's memory stays flat over 100,000 calls.

Calls the server's tools the way the server does (:meth:`RulesrefTools.call`, in this
process: lookups here, every hundredth call a validation in a worker process), 100,000 times
after a warm-up of 2,000, and measures in the same run:

- what Python keeps allocated (``tracemalloc``), after the warm-up (the baseline) and after
  the calls. Goal: under 1 MiB more, that is nothing kept per call (a result kept by each
  call would be 100,000 results).
- the resident memory of this process and of the worker process, for the record.

Also checks that closing the tools leaves no worker process behind.
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
from _common import report

CALLS = 100_000
WARM_UP = 2_000
HEAVY_EVERY = 100
GOAL = 1024 * 1024
"""Bytes the calls may leave allocated."""
LOOKUPS: list[tuple[str, dict[str, Any]]] = [
    ("hobgoblin_tn", {"attacker": "Light Infantry", "defender": "Monster",
                      "attacker_keywords": ["Elite"]}),
    ("hogs_of_war_range", {"lane_a": 1, "lane_b": 3}),
    ("hobgoblin_tn", {"attacker": "Light Infantri", "defender": "Monster"}),  # bad input
    ("hobgoblin_keyword", {"name": "Horde"}),
    ("hogs_of_war_range", {"lane_a": 2, "lane_b": 5, "card": "Headshot"}),
    ("search", {"query": "how many Mercury do I get"}),
    ("hobgoblin_tn", {"attacker": "Heavy Cavalry", "defender": "Artillery"}),
    ("livestock_uprising_board", {"players": 4}),
]
"""The lookups, in turn: most of them cheap, so that 100,000 calls under tracemalloc take
minutes, not an hour."""
ARMY = {"game": "hobgoblin", "name": "Ten", "points_limit": 2000,
        "units": [{"name": f"Unit {i}", "type": "Light Infantry"} for i in range(10)]}


def rss(pid: int | str = "self") -> int:
    """Resident memory of a process in bytes (0 where /proc is missing)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def run(tools: Any, count: int, start: int = 0) -> None:
    """``count`` calls: the lookups in turn, every :data:`HEAVY_EVERY` th a validation
    (a line on standard error every 20,000)."""
    for number in range(start, start + count):
        if number > start and number % 20_000 == 0:
            print(f"{number - start:,} calls", file=sys.stderr, flush=True)
        if number % HEAVY_EVERY == HEAVY_EVERY - 1:
            outcome = tools.call("hobgoblin_validate", {"army": ARMY})
        else:
            outcome = tools.call(*LOOKUPS[number % len(LOOKUPS)])
        assert outcome.exit_code in (0, 1, 2), outcome.text


def main() -> None:
    from rulesref.mcp.server import RulesrefTools

    with tempfile.TemporaryDirectory() as cache_dir:
        os.environ["RULESREF_CACHE_DIR"] = cache_dir
        tools = RulesrefTools()
        try:
            run(tools, WARM_UP)
            workers = tools.workers.pids()
            gc.collect()
            rss_before = rss()
            worker_before = sum(rss(pid) for pid in workers)
            tracemalloc.start()
            before = tracemalloc.take_snapshot()
            began = time.perf_counter()
            run(tools, CALLS, WARM_UP)
            seconds = time.perf_counter() - began
            gc.collect()
            after = tracemalloc.take_snapshot()
            tracemalloc.stop()
            worker_after = sum(rss(pid) for pid in tools.workers.pids())
            rss_after = rss()
        finally:
            tools.close()
    left = [pid for pid in workers if Path(f"/proc/{pid}").exists()]
    growth = sum(s.size_diff for s in after.compare_to(before, "filename"))
    mib = 1024 * 1024
    print(f"{CALLS:,} calls in {seconds:.0f} s ({CALLS // HEAVY_EVERY:,} validations in a "
          f"worker); kept by Python: {growth / 1024:+.1f} KiB; resident: this process "
          f"{rss_before / mib:.1f} -> {rss_after / mib:.1f} MiB (under tracemalloc), the "
          f"worker {worker_before / mib:.1f} -> {worker_after / mib:.1f} MiB; workers left "
          f"after closing: {len(left)}")
    report("mcp memory over 100,000 calls", f"{growth / 1024:+.1f} KiB kept after a "
           f"{WARM_UP:,}-call warm-up", growth / GOAL,
           "under 1 MiB kept and no worker left; ratio is the growth over 1 MiB",
           growth < GOAL and not left)


if __name__ == "__main__":
    main()
