"""Issue 15: the website at the table. Builds the site once with the documented command
(or takes a built one: ``python benchmarks/bench_site.py [SITE_DIR]``) and measures, each
against its goal:

- the largest page, gzip-compressed as a server sends it (goal: under 400 KB);
- the object search index for all four games, raw and compressed (goal: under 1 MB raw);
- a search in Chromium (Debian's, headless), typed queries ranked by rulesref-rank.js (the
  ranking ``rulesref search`` uses) over the index, median of several queries (goal: under
  100 ms). The baseline, measured in the same page,
  is one ``JSON.parse`` of the index.

Run: ``python benchmarks/bench_site.py``.
"""

from __future__ import annotations

import functools
import gzip
import os
import subprocess
import sys
import tempfile
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
from _common import report

ROOT = Path(__file__).resolve().parents[1]
PAGE_GOAL = 400 * 1024
INDEX_GOAL = 1024 * 1024
SEARCH_GOAL_MS = 100.0
QUERIES = ("Devestating", "Hero [+1]", "magic phase", "cavalry", "Wild", "stun", "doom",
           "suply card", "readings", "charge")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]

TIMING = """async (queries) => {
  await window.rulesrefSearch.ready;
  const text = await (await fetch('rules-search.json')).text();
  const t0 = performance.now();
  JSON.parse(text);
  const parse = performance.now() - t0;
  const times = [];
  for (let round = 0; round < 5; round++) {
    for (const q of queries) {
      const start = performance.now();
      window.rulesrefSearch.search(q);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return {median: times[Math.floor(times.length / 2)], worst: times[times.length - 1],
          parse};
}"""


def build(out: Path) -> Path:
    """Build the site into ``out`` with the documented command; returns the HTML folder."""
    env = {**os.environ, "RULESREF_CACHE_DIR": str(out / "cache")}
    subprocess.run([sys.executable, "-m", "sphinx", "-W", "-n", "-q", "-b", "html",
                    str(ROOT / "docs"), str(out / "html"), "-d", str(out / "doctrees")],
                   check=True, cwd=ROOT, env=env)
    return out / "html"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """No request log."""


def search_times(site: Path) -> dict[str, float]:
    """Search timings in Chromium, in milliseconds."""
    from playwright.sync_api import sync_playwright

    server = ThreadingHTTPServer(("127.0.0.1", 0),
                                 functools.partial(_Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS)
            page = browser.new_page(service_workers="block")
            page.goto(f"http://127.0.0.1:{server.server_port}/search.html")
            result: dict[str, float] = page.evaluate(TIMING, list(QUERIES))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return result


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(sys.argv[1]) if len(sys.argv) > 1 else build(Path(tmp))
        pages = [(len(gzip.compress(p.read_bytes(), 6)), p.stat().st_size, p)
                 for p in site.rglob("*.html")]
        packed, raw, largest = max(pages)
        index = site / "rules-search.json"
        index_raw = index.stat().st_size
        index_packed = len(gzip.compress(index.read_bytes(), 6))
        times = search_times(site)
    report("largest page", f"{largest.relative_to(site)}: {packed / 1024:.0f} KB gzipped "
           f"({raw / 1024:.0f} KB raw)", packed / PAGE_GOAL,
           "under 400 KB transferred; ratio is size over goal", packed < PAGE_GOAL)
    report("search index, four games", f"{index_raw / 1024:.0f} KB raw "
           f"({index_packed / 1024:.0f} KB gzipped)", index_raw / INDEX_GOAL,
           "under 1 MB; ratio is raw size over goal", index_raw < INDEX_GOAL)
    print(f"baseline: JSON.parse of the index {times['parse']:.2f} ms")
    report("a search in Chromium", f"median {times['median']:.2f} ms, worst "
           f"{times['worst']:.2f} ms over {len(QUERIES)} queries x 5 "
           f"({times['median'] / max(times['parse'], 0.01):.1f}x baseline)",
           times["worst"] / SEARCH_GOAL_MS,
           "under 100 ms; ratio is the worst time over goal", times["worst"] < SEARCH_GOAL_MS)


if __name__ == "__main__":
    main()
