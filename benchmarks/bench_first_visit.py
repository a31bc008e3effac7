"""Issue 30: what a first visit to a rules page costs a phone on a poor connection, counted
at the server (every byte it writes: headers and bodies), the service worker's downloads
included. Goal: at most 2 MB for any of the rules pages below.

Each page is opened in a fresh Chromium context (Debian's, headless, 390 px phone) with
service workers allowed, and counted once the service worker has installed, taken the page
over and kept it, and the network has been quiet for a moment. The baseline is the same page
with service workers blocked: what the page alone costs.

Run: ``python benchmarks/bench_first_visit.py [--site BUILT_HTML_DIR]`` (without ``--site``
the site is built first, into a temporary folder).
"""

from __future__ import annotations

import functools
import sys
import tempfile
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
from _common import report
from bench_builder import CHROMIUM_ARGS, build, site_argument

GOAL = 2 * 1024 * 1024
PAGES = ("index.html", "games/hobgoblin/index.html", "games/hobgoblin/keywords.html",
         "games/hobgoblin/target-chart.html", "games/hobgoblin/units/monster.html",
         "games/livestock_uprising/index.html", "search.html")
QUIET_MS = 1500


class _Counted:
    """A response stream that adds what is written to its server's count."""

    def __init__(self, stream: Any, server: Any) -> None:
        self.stream = stream
        self.server = server

    def write(self, data: bytes) -> int:
        with self.server.lock:
            self.server.sent += len(data)
        return int(self.stream.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


class _Counting(SimpleHTTPRequestHandler):
    def setup(self) -> None:
        super().setup()
        self.wfile = _Counted(self.wfile, self.server)  # type: ignore[assignment]

    def log_message(self, format: str, *args: Any) -> None:
        """No request log."""


def serve(site: Path) -> Any:
    server: Any = ThreadingHTTPServer(("127.0.0.1", 0),
                                      functools.partial(_Counting, directory=str(site)))
    server.sent = 0
    server.lock = threading.Lock()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def first_visit(browser: Any, server: Any, page_path: str, worker: bool) -> int:
    """The bytes the server sent for one first visit to ``page_path``."""
    url = f"http://127.0.0.1:{server.server_port}/{page_path}"
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True,
                                  service_workers="allow" if worker else "block")
    page = context.new_page()
    with server.lock:
        server.sent = 0
    page.goto(url, wait_until="load")
    if worker:
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    last = -1
    while True:  # until nothing more arrives for a moment
        page.wait_for_timeout(QUIET_MS)
        with server.lock:
            now = server.sent
        if now == last:
            break
        last = now
    context.close()
    return int(last)


def main() -> None:
    from playwright.sync_api import sync_playwright

    given = site_argument()
    with tempfile.TemporaryDirectory() as tmp:
        site = given or build(Path(tmp))
        server = serve(site)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS)
            rows = [(first_visit(browser, server, p, True), first_visit(browser, server, p,
                                                                          False), p)
                    for p in PAGES]
            browser.close()
        server.shutdown()
        server.server_close()
    for sent, alone, page_path in rows:
        print(f"  {page_path}: {sent / 1e6:.2f} MB in all (baseline, the page alone: "
              f"{alone / 1e6:.2f} MB)")
    worst, alone, page_path = max(rows)
    report("first visit to a rules page, counted at the server",
           f"at most {worst / 1e6:.2f} MB ({page_path}; baseline, the page alone without "
           f"its service worker: {alone / 1e6:.2f} MB)", worst / GOAL,
           "at most 2 MB; ratio is bytes over goal", worst <= GOAL)


if __name__ == "__main__":
    main()
