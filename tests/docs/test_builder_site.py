"""The army builder's files in the built site: Pyodide's core files exactly as the pinned npm
package has them (and nothing else of it), each game's bundle and memory snapshot named in
its manifest, and nothing else in the builder folder (each game's page is tested in its own
folder)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from rulesref.docs.sphinxext.builder import PYODIDE_FILES
from tests.docs.builder_support import NPM, PYODIDE

pytestmark = pytest.mark.slow


def test_pyodide_is_the_pinned_package(built_site: Path) -> None:
    served = built_site / "_static" / "pyodide"
    assert sorted(p.name for p in served.iterdir()) == sorted(PYODIDE_FILES)
    for name in PYODIDE_FILES:
        assert (served / name).read_bytes() == (PYODIDE / name).read_bytes(), name
    pinned = json.loads((NPM / "package.json").read_text())["dependencies"]["pyodide"]
    locked = json.loads((NPM / "package-lock.json").read_text())
    assert locked["packages"]["node_modules/pyodide"]["version"] == pinned
    assert json.loads((PYODIDE / "package.json").read_text())["version"] == pinned


def _builders() -> list[str]:
    """The documented games that have a builder page."""
    from rulesref.docs.games import documented, find_game

    return [name for name in documented() if find_game(name).builder]


def test_each_manifest_names_its_bundle(built_site: Path) -> None:
    folder = built_site / "_static" / "builder"
    pinned = json.loads((PYODIDE / "package.json").read_text())["version"]
    service_worker = (built_site / "sw.js").read_text(encoding="utf-8")
    games = _builders()
    assert games  # at least one game has a builder
    manifests = {game: json.loads((folder / f"{game}.json").read_text()) for game in games}
    for game, manifest in manifests.items():
        assert manifest["module"] == f"rulesref.games.{game}.builder"
        for key, name in manifest["files"].items():
            assert (folder / name).stat().st_size == manifest["sizes"][key]
        for name in PYODIDE_FILES:
            assert manifest["sizes"][f"pyodide/{name}"] == (PYODIDE / name).stat().st_size
        with zipfile.ZipFile(folder / manifest["files"]["code"]) as code:
            names = set(code.namelist())
        assert "rulesref/docs/browser.py" in names and "rulesref/core/snapshot.py" in names
        assert not [n for n in names if n.startswith("rulesref/cli/")]
        first = (folder / manifest["files"]["snapshot"]).read_bytes().partition(b"\n")[0]
        assert first.decode() == (f"rulesref-pyodide-snapshot 1 {manifest['snapshot']['key']}"
                                  f" {pinned}")
        # not precached (a first visit stays light): the engine is kept once a builder is
        # opened (its worker keeps the snapshot; see the builders' offline tests)
        assert manifest["files"]["snapshot"] not in service_worker
        assert manifest["files"]["code"] not in service_worker
    named = {name for m in manifests.values() for name in m["files"].values()}
    leftovers = {p.name for p in folder.iterdir()} - named - {f"{g}.json" for g in games}
    assert not leftovers
