"""What the builder page's tests share: the pinned Pyodide, a freshly written bundle of the
builder's files, and a Pyodide under Node that answers the page's calls."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.site import ROOT, missing

#: The npm folder holding the pinned pyodide package (``npm ci --prefix frontend``).
NPM = ROOT / "frontend"
PYODIDE = NPM / "node_modules" / "pyodide"
NODE_RUNNER = Path(__file__).parent / "builder_node.mjs"


def write_bundle(folder: Path, game: str, *, snapshot: bool = False) -> dict[str, Any]:
    """Write ``game``'s builder files into ``folder`` as the site build does (with its
    memory snapshot if ``snapshot``: Node takes a while to make it)."""
    from rulesref.docs import bundle, memsnapshot
    from rulesref.docs.games import find_game

    planned = bundle.for_game(find_game(game))
    manifest = bundle.write(planned, folder)
    if snapshot:
        job = memsnapshot.job(planned, folder, manifest["files"], PYODIDE)
        memsnapshot.make(PYODIDE, [job])
        memsnapshot.describe(manifest, job)
    bundle.write_manifest(folder, manifest)
    return manifest


class NodeBuilder:
    """One Node process running the builder's Python in Pyodide, called line by line; it
    starts the normal way, or from the memory snapshot with ``how="snapshot"``."""

    def __init__(self, folder: Path, game: str, how: str = "python") -> None:
        self.process = subprocess.Popen(
            ["node", str(NODE_RUNNER), str(PYODIDE), str(folder), game, how],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, encoding="utf-8")
        first = json.loads(self._line())
        self.startup_ms = first["ms"]
        self.started = first["started"]

    def _line(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            assert self.process.stderr is not None
            raise RuntimeError(f"node stopped: {self.process.stderr.read()[-3000:]}")
        return line

    def call(self, name: str, *args: Any, raw: bytes | None = None) -> Any:
        """The result of one call, as the page's worker would get it."""
        import base64

        assert self.process.stdin is not None
        message: list[Any] = [name, list(args)]
        if raw is not None:
            message.append(base64.b64encode(raw).decode("ascii"))
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self._line())
        assert answer["ok"], answer
        return answer["result"]

    def close(self) -> None:
        """Stop the process."""
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


def require_pyodide() -> None:
    """Fail (CI) or skip (elsewhere) without Node and the pinned Pyodide."""
    if shutil.which("node") is None:
        missing("node")
    if not (PYODIDE / "pyodide.mjs").is_file():
        missing(f"Pyodide in {PYODIDE} (npm ci --prefix frontend)")


def node_builder_for(game: str, tmp_path_factory: pytest.TempPathFactory,
                     how: str = "python") -> Iterator[NodeBuilder]:
    """``game``'s builder Python running in Pyodide under Node (for a module's fixture),
    started the normal way or (``how="snapshot"``) from its memory snapshot."""
    require_pyodide()
    folder = tmp_path_factory.mktemp("builder")
    write_bundle(folder, game, snapshot=how == "snapshot")
    runner = NodeBuilder(folder, game, how)
    assert runner.started == how
    try:
        yield runner
    finally:
        runner.close()


# --------------------------------------------------------------------------- in the browser

PHONE = {"width": 390, "height": 844}
REPORT = "[data-rulesref-report]"
READY = ("(seq) => { const r = document.querySelector('[data-rulesref-report]');"
         " return r && r.dataset.rulesrefState === 'ready'"
         " && Number(r.dataset.rulesrefSeq || 0) > seq; }")
#: Pyodide may take a while on a loaded machine; the benchmark measures how long.
START = 180_000


class Guard:
    """Blocks and records every request that leaves the local server."""

    def __init__(self, site_url: str) -> None:
        self.site_url = site_url
        self.outside: list[str] = []

    def __call__(self, route: Any) -> None:
        if route.request.url.startswith(self.site_url):
            route.continue_()
        else:
            self.outside.append(route.request.url)
            route.abort()


def new_context(browser: Any, site_url: str, **options: Any) -> Any:
    """A phone-sized context that may only talk to the local server."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True,
                                  **{"service_workers": "block", **options})
    context.guard = Guard(site_url)
    context.route("**/*", context.guard)
    return context


def open_builder(context: Any, site_url: str, address: str) -> Any:
    """A new page of ``context`` at the builder page ``address`` (a path under the site, with
    any fragment), once its first report is in place; ``page.errors`` collects its script
    errors."""
    page = context.new_page()
    page.set_default_timeout(30_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    page.goto(f"{site_url}/{address}")
    page.wait_for_function(READY, arg=0, timeout=START)
    return page


def seq(page: Any) -> int:
    return int(page.eval_on_selector(REPORT, "r => Number(r.dataset.rulesrefSeq || 0)"))


def settle(page: Any, before: int) -> str:
    """Wait for the report after ``before``; return its text."""
    page.wait_for_function(READY, arg=before, timeout=60_000)
    return str(page.eval_on_selector(REPORT, "r => r.textContent"))


def act(page: Any, action: Any) -> str:
    before = seq(page)
    action()
    return settle(page, before)


def intact(page: Any) -> None:
    """The page shows something, and nothing from the list became markup."""
    assert page.locator("#rulesref-builder img, #rulesref-builder script, "
                        "#rulesref-builder svg, #rulesref-builder b, "
                        "#rulesref-builder i").count() == 0
    shown = page.locator(".rb-main").inner_text().strip()
    assert shown, "blank builder"
    assert page.eval_on_selector(REPORT, "r => r.dataset.rulesrefState") == "ready"


