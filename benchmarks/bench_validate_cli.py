"""Issue 31: strict input at C speed. Writes 10,000 ten-unit army lists as JSON files (the
lists ``bench_validate`` generates), then times, in the same run:

- the command line end to end: ``rulesref validate DIR`` in its own process, start-up, walk,
  reading, validating and the report included (the fastest of 3 runs, after a warm-up that
  fills the ruleset cache);
- the baseline: this process reading the same files and parsing them with the C ``json``
  module (:func:`json.loads`), nothing checked.

Goal: the command line validates at least 5,000 lists per second. The ratio of its time to
the baseline's is printed beside it: how many times the plain C reading it costs."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import fastest_of, installed_env, report
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

        def cli() -> None:
            done = subprocess.run([*command, "validate", str(folder)], capture_output=True,
                                  env=env, check=False)
            if done.returncode not in (0, 1):  # a list may break a rule; none may be unread
                raise SystemExit(f"rulesref validate failed: {done.stderr.decode()[-500:]}")

        def baseline() -> None:
            for path in paths:
                json.loads(path.read_bytes())

        subprocess.run([*command, "validate", str(paths[0])], capture_output=True, env=env,
                       check=False)  # warm-up: fills the ruleset cache, writes byte-code
        t_cli = fastest_of(cli, repeat=3)
        t_json = fastest_of(baseline, repeat=3)
    rate = LISTS / t_cli
    report("validate command, end to end",
           f"{rate:,.0f} lists/s ({t_cli:.2f} s for {LISTS:,} JSON lists); C json reads them "
           f"in {t_json:.2f} s ({LISTS / t_json:,.0f} lists/s), {t_cli / t_json:.1f} times "
           "faster", GOAL / rate, f"at least {GOAL:,} lists/s; ratio is the goal over the rate",
           rate >= GOAL)


if __name__ == "__main__":
    main()
