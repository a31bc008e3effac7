"""Issue 31: strict input at C speed. Writes 10,000 ten-unit army lists as JSON files (the
lists ``bench_validate`` generates), then times, in the same run:

- the command line end to end: ``rulesref validate DIR`` in its own process, start-up, walk,
  reading, validating and the report included (the fastest of 3 runs, after a warm-up that
  fills the ruleset cache);
- the baseline: this process reading the same files and parsing them with the C ``json``
  module (:func:`json.loads`), nothing checked.

Each is timed in processor time (the command's user and system time, as the system counts
it for a child process): on a machine busy with other work that is what one core spends,
where the wall time also counts the waits for a core. The wall time is printed beside it.

Goal: the command line validates at least 5,000 lists per second. The ratio of its time to
the baseline's is printed beside it: how many times the plain C reading it costs."""

from __future__ import annotations

import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import installed_env, report
from bench_validate import generate

from rulesref.games import hobgoblin

LISTS = 10_000
GOAL = 5000


def main() -> None:
    rules = hobgoblin.load()
    rnd = random.Random(1)
    # the script beside this interpreter, never another install found on PATH
    script = Path(sys.executable).parent / "rulesref"
    command = [str(script)] if script.is_file() else [sys.executable, "-m", "rulesref"]
    env = installed_env()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "lists"
        folder.mkdir()
        paths = []
        for i in range(LISTS):
            path = folder / f"army{i:05d}.json"
            path.write_text(json.dumps(generate(rules, rnd), indent=2))
            paths.append(path)

        def cli() -> tuple[float, float]:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            done = subprocess.run([*command, "validate", str(folder)], capture_output=True,
                                  env=env, check=False)
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if done.returncode not in (0, 1):  # a list may break a rule; none may be unread
                raise SystemExit(f"rulesref validate failed: {done.stderr.decode()[-500:]}")
            return (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime,
                    wall)

        def baseline() -> float:
            start = time.process_time()
            for path in paths:
                json.loads(path.read_bytes())
            return time.process_time() - start

        subprocess.run([*command, "validate", str(paths[0])], capture_output=True, env=env,
                       check=False)  # warm-up: fills the ruleset cache, writes byte-code
        t_cli, t_wall = min(cli() for _ in range(3))
        t_json = min(baseline() for _ in range(3))
    rate = LISTS / t_cli
    report("validate command, end to end",
           f"{rate:,.0f} lists/s ({t_cli:.2f} s of processor time for {LISTS:,} JSON lists, "
           f"{t_wall:.2f} s wall); C json reads them "
           f"in {t_json:.2f} s ({LISTS / t_json:,.0f} lists/s), {t_cli / t_json:.1f} times "
           "faster", GOAL / rate, f"at least {GOAL:,} lists/s; ratio is the goal over the rate",
           rate >= GOAL)


if __name__ == "__main__":
    main()
