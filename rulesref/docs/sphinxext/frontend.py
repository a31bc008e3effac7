"""The site's front end outside the pages: the npm files (Workbox, Pyodide), page titles
that name their game, the web app manifest and favicon, and the service worker.

The npm packages live in the project's ``frontend/`` folder (``rules_frontend`` in
``conf.py``), installed by ``npm ci --prefix frontend`` (``tools/install-browser`` runs it);
a build without them stops with that command in the message. After an HTML build,
``frontend/build-sw.mjs`` (Workbox's ``generateSW``) writes ``sw.js``, which precaches the
pages' styles and scripts and the home, search and offline pages, and keeps every page and
the army builder's engine as they are used (every page at once on demand, from the list
:func:`offline_list` writes); it is skipped when no file of the site changed
since it last ran.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ConfigError, ExtensionError
from sphinx.util import logging

from rulesref.docs.sphinxext.search import GAME_META

logger = logging.getLogger(__name__)

INSTALL = "npm ci --prefix frontend"
#: npm files the site serves as they are: (file in node_modules, where it goes under _static).
#: None at present (the search page ranks with the project's own rulesref-rank.js, the
#: ranking of ``rulesref search``); Pyodide is copied by the builder's bundle.
VENDOR: tuple[tuple[str, str], ...] = ()
SW_SCRIPT = "build-sw.mjs"
#: The list of every page of the site, for keeping them all offline at once (not precached:
#: fetched only when a player asks for it).
OFFLINE_LIST = "offline-pages.json"
SW_STAMP = ".rules-sw-digest"
#: The files whose change makes a new service worker (what build-sw.mjs precaches, and the
#: pages and builder files it names in its routes and the engine cache's name).
PRECACHED = (".html", ".css", ".js", ".mjs", ".json", ".svg", ".png", ".ico", ".webmanifest",
             ".woff2", ".wasm", ".zip", ".bin")


def _precached(rel: str) -> bool:
    """Whether build-sw.mjs precaches the file at ``rel`` (a path under the site)."""
    top = rel.split("/", 1)[0]
    return rel.endswith(PRECACHED) and rel not in ("sw.js", "sw-rulesref.js") \
        and not top.startswith("workbox-") and top not in ("_sources", ".doctrees")


def frontend_dir(app: Sphinx) -> Path | None:
    """The front-end folder, or None when ``rules_frontend`` is not set."""
    folder = str(app.config.rules_frontend or "")
    return (Path(app.confdir) / folder).resolve() if folder else None


def check_frontend(app: Sphinx, config: Config) -> None:
    """``config-inited``: fail early, naming the command, when the npm files are missing;
    fill in the games' titles."""
    if not config.rules_game_titles:
        from rulesref.docs.games import find_game
        from rulesref.docs.sphinxext.pages import configured_games

        config.rules_game_titles = {g: find_game(g).title for g in configured_games(config)}
    folder = frontend_dir(app)
    if folder is None:
        return
    missing = [name for name, _ in VENDOR if not (folder / "node_modules" / name).is_file()]
    if missing or not (folder / "node_modules" / "workbox-build").is_dir():
        raise ConfigError(
            f"rules_frontend: the npm packages are not installed in {folder}/node_modules; "
            f"run `{INSTALL}` (or `sh tools/install-browser`) and build again")
    if shutil.which("node") is None:
        raise ConfigError("rules_frontend: `node` is not on PATH; install Node.js 18 or "
                          f"later, then run `{INSTALL}`")


def page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                 doctree: Any) -> None:
    """``html-page-context``: a game page's title names its game; every page links the
    manifest."""
    game = app.env.metadata.get(pagename, {}).get(GAME_META) if pagename in \
        app.env.all_docs else None
    title = str(context.get("title") or "")
    if game:
        game_title = app.config.rules_game_titles.get(game, game)
        if game_title.casefold() not in title.casefold():
            context["title"] = f"{title} · {game_title}"
    pathto = context.get("pathto")
    if callable(pathto):
        context["metatags"] = context.get("metatags", "") + (
            f'\n<link rel="manifest" href="{pathto("_static/rulesref.webmanifest", 1)}">'
            '\n<meta name="theme-color" content="#1d4ed8">')


def heading_levels(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                   doctree: Any) -> None:
    """``html-page-context`` (after the theme's): toctree captions are marked
    ``role="heading"`` without a level, which screen readers need; give them level 2."""
    for key in ("body", "furo_navigation_tree", "toc"):
        value = context.get(key)
        if isinstance(value, str) and _HEADING in value:
            context[key] = value.replace(_HEADING, _HEADING + ' aria-level="2"')


_HEADING = 'class="caption" role="heading"'


def site_digest(outdir: Path) -> str:
    """A digest of every file the service worker precaches (paths and contents)."""
    h = hashlib.sha256()
    for path in sorted(outdir.rglob("*")):
        rel = path.relative_to(outdir).as_posix()
        if not path.is_file() or not _precached(rel):
            continue
        h.update(rel.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()


def copy_vendor(app: Sphinx, exc: BaseException | None) -> None:
    """``build-finished``: copy the npm files the pages load into ``_static``."""
    folder = frontend_dir(app)
    if exc is not None or folder is None or app.builder.format != "html":
        return
    for name, dest in VENDOR:
        src = folder / "node_modules" / name
        target = Path(app.outdir) / "_static" / dest
        if not target.exists() or target.read_bytes() != src.read_bytes():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, target)


def offline_list(app: Sphinx, exc: BaseException | None) -> None:
    """``build-finished``: write :data:`OFFLINE_LIST`, every page of the site and their size
    in bytes, which the footer's "Keep every page offline" (``rulesref.js``) keeps."""
    if exc is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    pages = sorted(path.relative_to(outdir).as_posix() for path in outdir.rglob("*.html")
                   if not path.relative_to(outdir).parts[0].startswith(("_", ".")))
    size = sum((outdir / page).stat().st_size for page in pages)
    text = json.dumps({"pages": pages, "bytes": size}, separators=(",", ":")) + "\n"
    target = outdir / OFFLINE_LIST
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")


def service_worker(app: Sphinx, exc: BaseException | None) -> None:
    """``build-finished`` (last): generate ``sw.js`` with Workbox, unless nothing changed.

    :raises ExtensionError: when Workbox fails.
    """
    folder = frontend_dir(app)
    if exc is not None or folder is None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    digest = site_digest(outdir)
    stamp = outdir / SW_STAMP
    if (outdir / "sw.js").exists() and stamp.exists() and \
            stamp.read_text(encoding="utf-8") == digest:
        return
    result = subprocess.run(["node", str(folder / SW_SCRIPT), str(outdir)],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise ExtensionError(f"the service worker could not be generated "
                             f"({folder / SW_SCRIPT}): {result.stderr.strip()[-2000:]}")
    stamp.write_text(digest, encoding="utf-8")
    try:
        made = json.loads(result.stdout.strip().splitlines()[-1])
        logger.info("rulesref: service worker precaches %d files (%d KB)", made["count"],
                    made["size"] // 1024)
    except (ValueError, IndexError, KeyError):
        pass
