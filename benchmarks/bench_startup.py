"""Issue 2: start-up of a lookup. Wall time of ``rulesref tn "Light Infantry" Monster``
against ``python -c "import click"`` in the same run (the fastest of 20 runs each, the two
taken by turns, after a warm-up that fills the ruleset cache). Goal: ratio at most 1.5."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import fastest_alternating, report


def main() -> None:
    # The script beside this interpreter, never one found on PATH: that may be another
    # install (a pyenv shim, the main checkout) rather than the code being measured.
    script = Path(sys.executable).parent / "rulesref"
    lookup = [str(script)] if script.is_file() else [sys.executable, "-m", "rulesref"]
    lookup += ["tn", "Light Infantry", "Monster"]
    baseline = [sys.executable, "-c", "import click"]
    # As after `pip install`: byte-code compiled once and reused. (Some shells set
    # PYTHONDONTWRITEBYTECODE, which would make every run compile rulesref from source.)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

    def run(cmd: list[str]) -> None:
        subprocess.run(cmd, check=True, capture_output=True, env=env)

    run(lookup)  # warm the ruleset cache and write the byte-code
    run(baseline)
    t_lookup, t_click = fastest_alternating(lambda: run(lookup), lambda: run(baseline))
    ratio = t_lookup / t_click
    report("startup", f"rulesref tn {t_lookup * 1000:.1f} ms, import click "
           f"{t_click * 1000:.1f} ms", ratio, "at most 1.5", ratio <= 1.5)


if __name__ == "__main__":
    main()
