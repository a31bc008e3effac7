"""The Hobgoblin section of the built website (slow: the site is built once per session)."""

from __future__ import annotations

import re
import zlib
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def test_every_rules_page_is_built(built_site: Path) -> None:
    game = built_site / "games" / "hobgoblin"
    for page in ("index", "keywords", "army-building", "battle-round", "core-rules",
                 "target-chart", "hidden-logic", "allegiances", "fortune", "artefacts",
                 "terrain", "scenarios", "chaos-of-war", "other-ways-to-play", "army-file",
                 "quick-reference", "verification", "errata", "units/index", "units/light-infantry",
                 "units/artillery"):
        assert (game / f"{page}.html").exists(), page


def test_unit_page_links_keywords_with_tooltips(built_site: Path) -> None:
    html = (built_site / "games/hobgoblin/units/monster.html").read_text(encoding="utf-8")
    link = re.search(r'<a data-rules-tip="([^"]+)" data-rules-kind="keyword · Hobgoblin" '
                     r'data-rules-meta="Weakness[^"]*" (?:data-rules-cost="[^"]+" )?'
                     r'data-rules-cite="p\. \d+, [^"]+" class="[^"]*rules-keyword[^"]*" '
                     r'href="\.\./keywords/unit-m-w\.html#keyword-wild">', html)
    assert link is not None
    # Chart cells are graded: Monster needs 3+ against a Monster (p. 14).
    assert re.search(r'hidden-logic\.html#hobgoblin-tn-monster-monster">'
                     r'<span class="xref rules rules-tn rules-tn-3">3\+</span>', html)


def test_inventory_lists_rules_objects(built_site: Path) -> None:
    data = (built_site / "objects.inv").read_bytes()
    body = zlib.decompress(data.split(b"\n", 4)[4]).decode()
    assert "hobgoblin:Wild rules:keyword 1 games/hobgoblin/keywords/unit-m-w.html#keyword-wild " \
        "Wild" in body
    assert "hobgoblin:Summon Lloigor rules:spell" in body
    assert "hobgoblin:Light Infantry rules:unittype 1 " \
        "games/hobgoblin/units/light-infantry.html#unittype-light-infantry" in body
