"""The website test fixtures (registered in ``tests/conftest.py``): a built site, served on
127.0.0.1, and headless Chromium.

Optional tools (Sphinx, Playwright, Chromium) are skipped when missing on a developer's
machine, but a missing tool fails the test in CI (``CI`` set), so CI never passes by skipping.
"""

from __future__ import annotations

import functools
import importlib
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def missing(what: str) -> None:
    """Fail in CI, skip elsewhere."""
    if os.environ.get("CI"):
        pytest.fail(f"{what} is required in CI (see .ci/run)")
    pytest.skip(f"{what} is not installed")


def require(module: str) -> ModuleType:
    """Import an optional module, or fail (CI) / skip (local)."""
    try:
        return importlib.import_module(module)
    except ImportError:
        missing(f"the Python package providing {module!r}")
        raise  # pragma: no cover - missing() never returns


def build_site(out: Path, *, quiet: bool = True) -> subprocess.CompletedProcess[str]:
    """Run the documented build command into ``out`` (warnings are errors)."""
    for module in ("sphinx", "furo", "sphinx_click", "sphinx_design"):
        require(module)
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "-n", *(["-q"] if quiet else []), "-b", "html",
         str(DOCS), str(out / "html"), "-d", str(out / "doctrees")],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )


#: What a site build reads, besides installed packages: a change to any of it is a new build.
SOURCES = ("docs", "rulesref", "examples", "frontend/build-sw.mjs", "frontend/package-lock.json",
           "pyproject.toml")
#: Where the suite keeps its built site, by the digest of its sources (``build/`` is ignored
#: by git): every test run of the same sources, in any folder of the suite, shares one build.
SITES = ROOT / "build" / "test-site"


def sources_digest() -> str:
    """A digest of every file a site build reads from the checkout, and of the Python and
    Sphinx that build it."""
    import hashlib

    import sphinx

    h = hashlib.sha256(f"{sys.version}\0{sphinx.__version__}".encode())
    for name in SOURCES:
        top = ROOT / name
        files = [top] if top.is_file() else sorted(
            p for p in top.rglob("*") if p.is_file() and "__pycache__" not in p.parts
            and "_build" not in p.parts)
        for path in files:
            h.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
            h.update(hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()[:16]


def shared_build() -> Path:
    """The site built from these sources: built once into ``build/test-site/<digest>`` (from
    a clean folder, the older builds removed), then reused by every later test run until a
    source changes. A lock keeps two test runs from building it at once."""
    import fcntl
    import shutil

    for module in ("sphinx", "furo", "sphinx_click", "sphinx_design"):
        require(module)
    SITES.mkdir(parents=True, exist_ok=True)
    out = SITES / sources_digest()
    with open(SITES / ".lock", "w", encoding="utf-8") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (out / "complete").exists():
            for old in SITES.iterdir():
                if old.is_dir():
                    shutil.rmtree(old, ignore_errors=True)
            result = build_site(out)
            assert result.returncode == 0, result.stderr[-4000:]
            (out / "complete").write_text("built\n", encoding="utf-8")
    return out / "html"


@pytest.fixture(scope="session")
def built_site() -> Path:
    """The whole website, built once for these sources and shared by every test run (see
    :func:`shared_build`), or, to iterate on the browser tests, the built HTML folder named
    by ``RULESREF_BUILT_SITE``."""
    given = os.environ.get("RULESREF_BUILT_SITE")
    if given:
        return Path(given)
    return shared_build()


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """No request log on stderr."""


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """The built site served over HTTP on 127.0.0.1 (an ephemeral port)."""
    handler = functools.partial(_QuietHandler, directory=str(built_site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's headless Chromium driven by Playwright (never a downloaded browser)."""
    sync_api = require("playwright.sync_api")
    if not CHROMIUM.exists():
        missing(f"Chromium at {CHROMIUM} (apt-get install -y chromium)")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()
