"""The whole website, built with the documented command (slow: about ten seconds)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.site import build_site

pytestmark = pytest.mark.slow

EXTERNAL_RESOURCE = re.compile(
    r"<(?:script|link|img|iframe|source|video|audio|embed)\b[^>]*"
    r"\b(?:src|href|srcset)=[\"'](?:https?:)?//", re.IGNORECASE)
CSS_EXTERNAL = re.compile(r"(?:@import\s+(?:url\()?|url\()\s*[\"']?(?:https?:)?//", re.I)


def test_the_framing_pages_are_built(built_site: Path) -> None:
    for page in ("index", "cli", "about", "rules-kwindex", "genindex", "search"):
        assert (built_site / f"{page}.html").exists(), page


def test_no_external_scripts_styles_or_fonts(built_site: Path) -> None:
    for html in built_site.rglob("*.html"):
        text = html.read_text(encoding="utf-8")
        assert not EXTERNAL_RESOURCE.search(text), html
    for css in built_site.rglob("*.css"):
        assert not CSS_EXTERNAL.search(css.read_text(encoding="utf-8")), css


def test_cli_reference_is_generated_from_the_commands(built_site: Path) -> None:
    html = (built_site / "cli.html").read_text(encoding="utf-8")
    for command in ("tn", "cost", "unit", "keyword", "validate", "roster", "schema"):
        assert f'id="rulesref-{command}"' in html, command


def test_rebuild_with_nothing_changed_reads_nothing(built_site: Path) -> None:
    kept = {name: (built_site / name).read_bytes()
            for name in ("searchindex.js", ".rules-sw-digest")}
    again = build_site(built_site.parent, quiet=False)
    assert again.returncode == 0, again.stderr[-2000:]
    assert "0 added, 0 changed, 0 removed" in again.stdout
    # Sphinx's page search keeps its index entries, so the service worker is not redone
    for name, before in kept.items():
        assert (built_site / name).read_bytes() == before, name
    text = kept["searchindex.js"].decode("utf-8")
    frozen = json.loads(text[text.index("(") + 1:text.rindex(")")])
    assert len(frozen["indexentries"]) > 100


@pytest.mark.slow
def test_every_page_of_every_documented_game_is_built(built_site: Path) -> None:
    from rulesref.docs.games import documented, find_game

    assert documented(), "no ruleset with website pages is installed"
    index = (built_site / "index.html").read_text(encoding="utf-8")
    for name in documented():
        docs = find_game(name)
        assert f'href="games/{name}/index.html"' in index, name
        for page in docs.pages(docs.load()):
            assert (built_site / "games" / name / f"{page.path}.html").exists(), page.path
