"""Issue 27: the checks of ``rulesref verify`` for every ruleset, run in this process and
timed in CPU seconds (a shared machine's load does not count against them), with the share
of the engine's printing checks (restatements, single values). Goal: every ruleset's checks
together within 5 s; the whole command's wall time is ``bench_verify``'s."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import report


def main() -> None:
    from rulesref.core.registry import find_ruleset, names
    from rulesref_verify.printings import CHECKS as PRINTING_CHECKS
    from rulesref_verify.runner import run, run_check

    for game in names():  # warm the ruleset caches and the imports
        run(game)
    runs = []
    for _ in range(3):
        start = time.process_time()
        reports = [run(game) for game in names()]
        runs.append(time.process_time() - start)
        assert all(r.passed for r in reports), "every ruleset must pass verify"
    total = sorted(runs)[1]
    start = time.process_time()
    for game in names():
        rules = find_ruleset(game).load_loader().load()
        for check in PRINTING_CHECKS:
            run_check(check, rules)
    printing = time.process_time() - start
    print(f"printing checks over every ruleset: {printing * 1000:.0f} ms CPU")
    report("verify checks (all rulesets, CPU)", f"{total:.2f} s", total / 5.0,
           "at most 5 s; ratio is time over goal", total <= 5.0)


if __name__ == "__main__":
    main()
