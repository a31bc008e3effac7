"""The army builder's memory snapshots: Pyodide's memory just after the page's worker has
started rulesref's Python and built the game's ``Session``, made at site build time under
Node with the site's own Pyodide (``sphinxext/snapshot.mjs``), so that a page restores it
instead of starting Python (which takes seconds on a phone).

A snapshot file's name and first line carry a key: a digest of everything that goes into
it (the code zip's files, the data files, Pyodide's core files and the two scripts that
start Python), so a stale or foreign snapshot is never used; the page falls back to the
normal start when one does not fit. Node runs with a bare environment (``PATH`` and
``TZ=UTC`` only) and Pyodide with fixed options, so nothing of the build machine ends up in
the bytes (a test plants a marker and looks for it). Before the snapshot, the page's
opening calls are made (:func:`rulesref.docs.browser.warm`), so a restored page does not
make that work again.

What a restored Python shares with every other page that restores the same file: the
string hash seed and the ``random`` module's state (rulesref's builder uses neither for what
it shows), and the time zone (UTC; the builder shows no local times). Pure: no Sphinx here.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import rulesref

if TYPE_CHECKING:
    from rulesref.docs.bundle import Bundle

_HERE = Path(__file__).parent / "sphinxext"
#: The Node script that makes snapshots.
SCRIPT = _HERE / "snapshot.mjs"
#: The start steps it shares with the page's worker.
START = _HERE / "static" / "rulesref-builder-python.mjs"
#: Pyodide's files that go into a snapshot (the lock file does not: no package is loaded).
PYODIDE_INPUTS = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: Longest wait for Node to make the snapshots, in seconds.
TIMEOUT = 900


@dataclass(frozen=True)
class Job:
    """One game's snapshot to make."""

    module: str
    """The game's builder module."""
    code: Path
    """The code zip."""
    rules: Path
    """The model snapshot (JSON) the Session is built from."""
    key: str
    """The snapshot's key (see :func:`key`)."""
    out: Path
    """The file to write."""


def key(bundle: Bundle, pyodide: Path) -> str:
    """The digest of everything a game's snapshot is made of."""
    h = hashlib.sha256(f"rulesref {rulesref.__version__} memory snapshot 1".encode())
    parts = [*bundle.code, *bundle.sources,
             *((f"pyodide/{n}", (pyodide / n).read_bytes()) for n in PYODIDE_INPUTS),
             *((f"script/{p.name}", p.read_bytes()) for p in (SCRIPT, START))]
    for name, data in sorted(parts):
        h.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    return h.hexdigest()[:16]


def file_name(game: str, snapshot_key: str) -> str:
    """A game's snapshot file name."""
    return f"{game}-{snapshot_key}.bin"


def job(bundle: Bundle, folder: Path, files: dict[str, str], pyodide: Path) -> Job:
    """The snapshot of ``bundle``, whose files (by kind, as in its manifest) are in
    ``folder``, made with the Pyodide in ``pyodide``."""
    snapshot_key = key(bundle, pyodide)
    return Job(bundle.module, folder / files["code"], folder / files["rules"], snapshot_key,
               folder / file_name(bundle.game, snapshot_key))


def describe(manifest: dict[str, Any], made: Job) -> None:
    """Name a made snapshot in its game's manifest (file, size and key), and remove the
    game's older snapshot files."""
    manifest["files"]["snapshot"] = made.out.name
    manifest["sizes"]["snapshot"] = made.out.stat().st_size
    manifest["snapshot"] = {"key": made.key}
    for old in made.out.parent.glob(f"{manifest['game']}-*.bin"):
        if old.name != made.out.name:
            old.unlink()


def environment() -> dict[str, str]:
    """Node's environment: nothing of the build machine but where programs are."""
    return {"PATH": os.environ.get("PATH", os.defpath), "TZ": "UTC"}


def start(pyodide: Path, jobs: list[Job]) -> subprocess.Popen[str]:
    """Start Node making the snapshots (in the background: see :func:`finish`).

    :raises FileNotFoundError: when ``node`` is not on the path.
    """
    node = shutil.which("node")
    if node is None:
        raise FileNotFoundError("node")
    spec = [{"module": j.module, "code": str(j.code), "rules": str(j.rules), "key": j.key,
             "out": str(j.out)} for j in jobs]
    return subprocess.Popen([node, str(SCRIPT), str(pyodide), json.dumps(spec)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=environment(), cwd=str(_HERE))


def finish(process: subprocess.Popen[str], jobs: list[Job]) -> None:
    """Wait for Node to write every job's file.

    :raises RuntimeError: when Node fails or a file is missing.
    """
    try:
        _, errors = process.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        raise RuntimeError(f"no snapshot after {TIMEOUT} s") from None
    missing = [j.out.name for j in jobs if not j.out.is_file()]
    if process.returncode != 0 or missing:
        raise RuntimeError(f"node {SCRIPT.name} failed (exit {process.returncode}, missing "
                           f"{', '.join(missing) or 'nothing'}): {errors.strip()[-2000:]}")


def make(pyodide: Path, jobs: list[Job]) -> None:
    """Make the snapshots now.

    :raises RuntimeError: when Node fails.
    :raises FileNotFoundError: when ``node`` is not on the path.
    """
    if jobs:
        finish(start(pyodide, jobs), jobs)


__all__ = ["PYODIDE_INPUTS", "SCRIPT", "START", "Job", "describe", "environment", "file_name",
           "finish", "job", "key", "make", "start"]
