"""The army builder's files in the built site: Pyodide's core files exactly as the pinned npm
package has them (and nothing else of it), each game's bundle named in its manifest, the
page's mount point and rule links, and the contract on the army file page."""

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


def test_the_manifest_names_the_bundle(built_site: Path) -> None:
    folder = built_site / "_static" / "builder"
    manifest = json.loads((folder / "hobgoblin.json").read_text())
    assert manifest["module"] == "rulesref.games.hobgoblin.builder"
    for key, name in manifest["files"].items():
        assert (folder / name).stat().st_size == manifest["sizes"][key]
    for name in PYODIDE_FILES:
        assert manifest["sizes"][f"pyodide/{name}"] == (PYODIDE / name).stat().st_size
    with zipfile.ZipFile(folder / manifest["files"]["code"]) as code:
        names = set(code.namelist())
    assert "rulesref/docs/browser.py" in names and "rulesref/core/snapshot.py" in names
    assert not [n for n in names if n.startswith("rulesref/cli/")]
    manifests = [json.loads((folder / f"{game}.json").read_text())
                 for game in ("hobgoblin", "livestock_uprising")]
    named = {name for m in manifests for name in m["files"].values()}
    leftovers = {p.name for p in folder.iterdir()} - named - {
        "hobgoblin.json", "livestock_uprising.json"}
    assert not leftovers
    assert manifests[1]["module"] == "rulesref.games.livestock_uprising.builder"


def test_the_page_and_its_contract(built_site: Path) -> None:
    page = (built_site / "games/hobgoblin/builder.html").read_text(encoding="utf-8")
    assert 'id="rulesref-builder"' in page and 'data-manifest="builder/hobgoblin.json"' in page
    assert 'type="module" src="../../_static/rulesref-builder.js' in page
    assert 'href="army-building.html#rule-hg001"' in page
    assert "<noscript>" in page
    other = (built_site / "games/hobgoblin/keywords.html").read_text(encoding="utf-8")
    assert "rulesref-builder.js" not in other
    files = (built_site / "games/hobgoblin/army-file.html").read_text(encoding="utf-8")
    assert "data-rulesref-report" in files and "builder.html#list=" in files
