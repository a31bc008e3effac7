"""Issue 6: the rules website. A full build from clean (empty output directory and an empty
model cache) and a rebuild with nothing changed, each with the documented command
(``python -m sphinx -W -n -b html docs OUT``), against the goals 60 s and 5 s. The baseline,
measured in the same run, is Sphinx building a one-page project with the same theme.

Run: ``python benchmarks/bench_docs.py``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import installed_env, report

ROOT = Path(__file__).resolve().parents[1]
FULL_GOAL, REBUILD_GOAL = 60.0, 5.0


def sphinx(src: Path, out: Path, env: dict[str, str]) -> float:
    """Seconds for one warnings-as-errors HTML build of ``src`` into ``out``."""
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "-n", "-q", "-b", "html", str(src),
         str(out / "html"), "-d", str(out / "doctrees")],
        check=True, cwd=ROOT, env=env)
    return time.perf_counter() - start


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        env = installed_env(RULESREF_CACHE_DIR=str(work / "cache"))
        base_src = work / "base"
        base_src.mkdir()
        (base_src / "conf.py").write_text('html_theme = "furo"\n', encoding="utf-8")
        (base_src / "index.rst").write_text("Home\n====\n\nOne page.\n", encoding="utf-8")
        t_base = sphinx(base_src, work / "base-out", env)
        t_full = sphinx(ROOT / "docs", work / "site", env)
        t_again = sphinx(ROOT / "docs", work / "site", env)
    print(f"baseline: one-page Sphinx project {t_base:.2f} s")
    report("docs full build from clean", f"{t_full:.1f} s ({t_full / t_base:.1f}x baseline)",
           t_full / FULL_GOAL, f"at most {FULL_GOAL:.0f} s; ratio is time over goal",
           t_full <= FULL_GOAL)
    report("docs rebuild, nothing changed", f"{t_again:.2f} s ({t_again / t_base:.1f}x "
           "baseline)", t_again / REBUILD_GOAL,
           f"at most {REBUILD_GOAL:.0f} s; ratio is time over goal", t_again <= REBUILD_GOAL)


if __name__ == "__main__":
    main()
