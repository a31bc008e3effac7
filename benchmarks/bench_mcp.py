# mypy: disable-error-code="no-untyped-call"
"""Issues 19 and 29: ``rulesref mcp`` speed, measured through the SDK's client over stdio.

Starts the server as a subprocess and measures, in one run:

- the start: spawn to the end of the handshake, less the same for the SDK's own server with
  no tools, started in the same way by turns in this run (the baseline: the interpreter and
  the SDK's import and handshake). Goal: under 1 s.
- lookups (target number, search, a Hogs of War range) while a slow validation (an army
  list of 2,000 units) runs over and over on the same server, against the same lookups with
  nothing else running (the baseline). Goal: p95 under 20 ms. The lookups during the
  validations are spaced out (:data:`PACE`) until :data:`VALIDATIONS` have ended, so that
  they meet every part of a validation (its request read and checked, the list validated,
  the answer sent), not only the middle of the first.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio

sys.path.insert(0, str(Path(__file__).parent))
from _common import installed_env, report

START_GOAL = 1.0
LOOKUP_GOAL = 0.020
ROUNDS = 40
VALIDATIONS = 5
"""Validations the lookups must span."""
PACE = 0.01
"""Seconds between two lookups while the validations run."""
LOOKUPS: list[tuple[str, dict[str, Any]]] = [
    ("hobgoblin_tn", {"attacker": "Light Infantry", "defender": "Monster"}),
    ("search", {"query": "Devestating"}),
    ("hogs_of_war_range", {"lane_a": 1, "lane_b": 3}),
]
BIG_ARMY = {"game": "hobgoblin", "name": "Big", "points_limit": 100_000,
            "units": [{"name": f"Unit {i}", "type": "Light Infantry", "keywords": ["Horde"]}
                      for i in range(2000)]}
#: The baseline server: the SDK's stdio server with no tools, started the way rulesref's is.
BARE_SERVER = """
import anyio
from mcp.server import Server
from mcp.server.stdio import stdio_server

server = Server("bare", version="0")

async def main():
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())

anyio.run(main)
"""


async def handshake(command: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning a server to the end of the handshake."""
    from mcp import ClientSession, StdioServerParameters, stdio_client

    params = StdioServerParameters(command=command[0], args=command[1:], env=env)
    spawned = time.perf_counter()
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        return time.perf_counter() - spawned


async def starts(cache_dir: str, repeat: int = 5) -> tuple[float, float]:
    """The fastest start of rulesref's server and of the bare SDK server, taken by turns."""
    env = installed_env(RULESREF_CACHE_DIR=cache_dir)
    ours, bare = float("inf"), float("inf")
    for _ in range(repeat):
        ours = min(ours, await handshake([sys.executable, "-m", "rulesref", "mcp"], env))
        bare = min(bare, await handshake([sys.executable, "-c", BARE_SERVER], env))
    return ours, bare


def p95(times: list[float]) -> float:
    """The 95th percentile."""
    return sorted(times)[int(0.95 * (len(times) - 1))]


async def through_client(cache_dir: str) -> tuple[list[float], list[float], int]:
    """(lookups alone, lookups during validations, validations completed)."""
    from mcp import ClientSession, StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "rulesref", "mcp"],
                                   env=installed_env(RULESREF_CACHE_DIR=cache_dir))
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()

        async def lookups(until: Callable[[], bool] = lambda: True,
                          pace: float = 0.0) -> list[float]:
            times = []
            rounds = 0
            while rounds < ROUNDS or not until():
                rounds += 1
                for name, arguments in LOOKUPS:
                    began = time.perf_counter()
                    result = await session.call_tool(name, arguments)
                    times.append(time.perf_counter() - began)
                    assert not result.is_error, result.content
                    await anyio.sleep(pace)
            return times

        await lookups()  # warm: the model and the index are loaded
        alone = await lookups()
        validations = 0
        busy = anyio.Event()
        done = False

        async def validate_forever() -> None:
            nonlocal validations
            while not done:
                busy.set()
                result = await session.call_tool("hobgoblin_validate", {"army": BIG_ARMY})
                assert result.meta is not None and result.meta["rulesref/exit_code"] in (0, 1)
                validations += 1

        during: list[float] = []
        async with anyio.create_task_group() as group:
            group.start_soon(validate_forever)
            await busy.wait()
            await anyio.sleep(0.05)  # the validation is under way
            during = await lookups(lambda: validations >= VALIDATIONS, PACE)
            done = True
    return alone, during, validations


def main() -> None:
    with tempfile.TemporaryDirectory() as cache_dir:
        os.environ["RULESREF_CACHE_DIR"] = cache_dir
        # fill the model cache, as any earlier run would
        subprocess.run([sys.executable, "-m", "rulesref", "tn", "Light Infantry", "Monster"],
                       check=True, capture_output=True,
                       env=installed_env(RULESREF_CACHE_DIR=cache_dir))
        start, bare = anyio.run(starts, cache_dir)
        alone, during, validations = anyio.run(through_client, cache_dir)
    own_start = start - bare
    print(f"server start (spawn to handshake done, fastest of 5): {start:.2f} s; the SDK's "
          f"bare server: {bare:.2f} s")
    print(f"lookups alone: median {statistics.median(alone) * 1000:.1f} ms, p95 "
          f"{p95(alone) * 1000:.1f} ms; during {validations} validations of a 2,000-unit "
          f"list: median {statistics.median(during) * 1000:.1f} ms, p95 "
          f"{p95(during) * 1000:.1f} ms, worst {max(during) * 1000:.1f} ms "
          f"over {len(during)} calls")
    report("mcp start", f"{own_start:.2f} s more than the SDK's bare server ({start:.2f} s "
           "in all)", own_start / START_GOAL, "under 1 s not counting the SDK's own start; "
           "ratio is the time over the goal", own_start < START_GOAL)
    report("mcp lookup during a validation", f"p95 {p95(during) * 1000:.1f} ms, "
           f"{p95(alone) * 1000:.1f} ms with nothing else running",
           p95(during) / p95(alone),
           f"p95 under {LOOKUP_GOAL * 1000:.0f} ms; ratio is during over alone",
           p95(during) < LOOKUP_GOAL)


if __name__ == "__main__":
    main()
