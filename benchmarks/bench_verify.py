"""Issue 5: the full ``rulesref verify`` over every ruleset, as a user runs it, against the
start-up of the same command-line tool (``rulesref --help``) in the same run.
Goal: at most 5 s on one core."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import best_of, report


def main() -> None:
    exe = shutil.which("rulesref")
    base = [exe] if exe else [sys.executable, "-m", "rulesref"]
    full = [*base, "verify", "--game", "all"]
    subprocess.run(full, capture_output=True)  # warm the ruleset caches
    t_verify = best_of(lambda: subprocess.run(full, capture_output=True), 3)
    t_help = best_of(lambda: subprocess.run([*base, "--help"], capture_output=True), 3)
    print(f"baseline: rulesref --help {t_help * 1000:.0f} ms")
    report("verify (all rulesets)", f"{t_verify:.2f} s", t_verify / 5.0,
           "at most 5 s; ratio is time over goal", t_verify <= 5.0)


if __name__ == "__main__":
    main()
