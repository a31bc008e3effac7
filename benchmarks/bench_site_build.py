"""Issue 30: the website's build, with the documented command, from a clean output folder
(every page, the search index, the army builders' bundles and memory snapshots and the
service worker). Goal: at most 60 s.

The baseline is the same command's start alone: Python importing Sphinx, its extensions and
rulesref's (what every build pays before it reads a page). The machine's load average is
printed too, with the build's CPU time: the build is CPU-bound, and on a shared machine its
wall time varies with the others' work, its CPU time hardly.

Run: ``python benchmarks/bench_site_build.py``.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import installed_env, report

ROOT = Path(__file__).resolve().parents[1]
GOAL = 60.0
IMPORTS = ("import sphinx.application, furo, sphinx_click, sphinx_design, "
           "rulesref.docs.sphinxext")


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def cpu_seconds() -> float:
    """The CPU time (user and system) of every finished child process so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        env = installed_env(RULESREF_CACHE_DIR=str(out / "cache"))
        baseline = min(timed([sys.executable, "-c", IMPORTS], env) for _ in range(3))
        load = os.getloadavg()[0]
        before = cpu_seconds()
        took = timed([sys.executable, "-m", "sphinx", "-W", "-n", "-q", "-b", "html",
                      str(ROOT / "docs"), str(out / "html"), "-d", str(out / "doctrees")], env)
        cpu = cpu_seconds() - before
    print(f"baseline: the build's imports alone {baseline:.2f} s; load average at the start "
          f"{load:.1f} on {os.cpu_count()} cores")
    # the CPU time hardly depends on the others' work: on an idle machine the build takes
    # about that long, less what Node's snapshots do on the second core meanwhile
    print(f"the build's CPU time (Python, Node): {cpu:.1f} s")
    report("site build from a clean folder", f"{took:.1f} s ({took / baseline:.0f}x baseline)",
           took / GOAL, "at most 60 s; ratio is time over goal", took <= GOAL)


if __name__ == "__main__":
    main()
