"""The army builder pages' files in the site: Pyodide's core files, copied from the pinned
npm package, and each game's bundle (code zip, model snapshot, manifest; see
:mod:`rulesref.docs.bundle`), written after an HTML build, with its memory snapshot
(:mod:`rulesref.docs.memsnapshot`: Node makes it in the background while Sphinx reads and
writes the pages); and the builder's script and styles on the pages that hold a builder.

Pyodide is one of the front end's pinned npm packages, in the folder ``rules_frontend`` in
``conf.py`` names (``frontend/``, installed by ``npm ci --prefix frontend``; see
:mod:`.frontend`); with it unset, no builder files are written and the builder pages say the
builder is missing.
"""

from __future__ import annotations

import shutil
import subprocess
import weakref
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ConfigError, ExtensionError
from sphinx.util import logging

from rulesref.docs.sphinxext.frontend import INSTALL, frontend_dir

logger = logging.getLogger(__name__)

#: Pyodide's core files: all a page needs to run Python with the standard library.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
#: The builder's mount point in a page; a page holding it gets the builder's script.
MOUNT = 'id="rulesref-builder"'

#: Each build's snapshot work: Node's process (None when every snapshot was there) and jobs.
_SNAPSHOTS: weakref.WeakKeyDictionary[Sphinx, tuple[subprocess.Popen[str] | None, list[Any]]] \
    = weakref.WeakKeyDictionary()


def pyodide_dir(app: Sphinx) -> Path | None:
    """The npm ``pyodide`` package folder, or None when ``rules_frontend`` is not set."""
    folder = frontend_dir(app)
    return None if folder is None else folder / "node_modules" / "pyodide"


def check_pyodide(app: Sphinx, config: Config) -> None:
    """``config-inited``: fail early, naming the command, when Pyodide is not installed."""
    folder = pyodide_dir(app)
    if folder is None:
        return
    missing = [name for name in PYODIDE_FILES if not (folder / name).is_file()]
    if missing:
        raise ConfigError(
            f"rules_frontend: Pyodide is not installed in {folder} (missing "
            f"{', '.join(missing)}); run `{INSTALL}` (or `sh tools/install-browser`) and "
            "build again")


def _copy(src: Path, target: Path) -> None:
    """Copy a file unless the target already has its size and modification time."""
    status = src.stat()
    if target.exists():
        have = target.stat()
        if have.st_size == status.st_size and int(have.st_mtime) == int(status.st_mtime):
            return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, target)


def _builder_games(app: Sphinx) -> list[Any]:
    from rulesref.docs.games import find_game
    from rulesref.docs.sphinxext.pages import configured_games

    games = [find_game(name) for name in configured_games(app.config)]
    return [g for g in games if g.builder and g.builder_script]


def _html(app: Sphinx) -> Path | None:
    """The Pyodide folder when this is an HTML build with the front end, else None."""
    folder = pyodide_dir(app)
    return folder if folder is not None and app.builder.format == "html" else None


def start_snapshots(app: Sphinx) -> None:
    """``builder-inited``: write each builder game's bundle and start Node making the
    memory snapshots that are not there yet, while Sphinx builds the pages."""
    folder = _html(app)
    if folder is None:
        return
    from rulesref.docs import bundle, memsnapshot

    target = Path(app.outdir) / "_static" / bundle.FOLDER
    jobs = []
    for game in _builder_games(app):
        planned = bundle.for_game(game)
        files = bundle.write(planned, target)["files"]
        jobs.append(memsnapshot.job(planned, target, files, folder))
    todo = [job for job in jobs if not job.out.exists()]
    _SNAPSHOTS[app] = (memsnapshot.start(folder, todo) if todo else None, jobs)


def _finish_snapshots(app: Sphinx, exc: BaseException | None) -> list[Any]:
    """Wait for the snapshots (or stop Node after a failed build): their jobs."""
    from rulesref.docs import memsnapshot

    process, jobs = _SNAPSHOTS.pop(app, (None, []))
    if process is not None and exc is not None:
        process.kill()
        process.communicate()
    elif process is not None:
        try:
            memsnapshot.finish(process, jobs)
        except RuntimeError as error:
            raise ExtensionError(f"the army builder's memory snapshot: {error}") from None
    return jobs


def write_files(app: Sphinx, exc: BaseException | None) -> None:
    """``build-finished``: copy Pyodide's core files to ``_static/pyodide`` and write each
    builder game's bundle and memory snapshot to ``_static/builder`` (only what changed)."""
    snapshots = _finish_snapshots(app, exc)
    folder = pyodide_dir(app)
    if exc is not None or folder is None or app.builder.format != "html":
        return
    from rulesref.docs import bundle, memsnapshot

    static = Path(app.outdir) / "_static"
    for name in PYODIDE_FILES:
        _copy(folder / name, static / "pyodide" / name)
    sizes = {name: (folder / name).stat().st_size for name in PYODIDE_FILES}
    manifests = []
    for game in _builder_games(app):
        manifest = bundle.write(bundle.for_game(game), static / bundle.FOLDER)
        manifest["sizes"].update({f"pyodide/{k}": v for k, v in sizes.items()})
        made = next((j for j in snapshots if j.module == manifest["module"]), None)
        if made is not None:
            memsnapshot.describe(manifest, made)
        bundle.write_manifest(static / bundle.FOLDER, manifest)
        manifests.append(manifest)
    bundle.prune(static / bundle.FOLDER, manifests)
    if manifests:
        total = sum(sum(m["sizes"].values()) for m in manifests) - sum(sizes.values()) * (
            len(manifests) - 1)
        logger.info("rulesref: army builder files for %s (%d KB with Pyodide)",
                    ", ".join(m["game"] for m in manifests), total // 1024)


def page_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                doctree: Any) -> None:
    """``html-page-context``: a page holding a builder loads its script and styles."""
    body = context.get("body")
    if isinstance(body, str) and MOUNT in body:
        app.add_css_file("rulesref-builder.css")
        app.add_js_file("rulesref-builder.js", type="module")


def setup(app: Sphinx) -> None:
    """Register the events (called by the extension's own ``setup``)."""
    app.connect("config-inited", check_pyodide)
    app.connect("builder-inited", start_snapshots)
    app.connect("html-page-context", page_assets)
    app.connect("build-finished", write_files, priority=450)
