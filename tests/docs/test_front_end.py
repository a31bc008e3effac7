"""The site's front end without the browser: the object search index, popover data on rules
links, permalinks, odds, the round diagram's list, the npm check and the service worker's
digest, on small projects and pure functions (the full site is built in test_build)."""

from __future__ import annotations

import io
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tests.docs.test_domain import build, index
from tests.site import require

KEYWORDS = """:rules-game: demo

Keywords
========

.. rules:keyword:: Wild
   :summary: Rolls on the wild table and panics.
   :annotation: Weakness

   :Cost: 25 points
   :Printed: Keywords, p. 12

.. rules:keyword:: Hero
   :summary: Strikes go up.
   :aliases: Champion

The turn
--------

A turn in three steps.

1. :rules:anchor:`step <demo-step-turn-draw>` **Draw**: take a card.
2. :rules:anchor:`step <demo-step-turn-play>` **Play**: play one.

.. _demo-reading-ties:

.. container:: rules-reading

   **Who wins a tie** · ``ties``

   :Our reading: the defender wins.

Chances: :rules:odds:`15/36` and :rules:odds:`1/1296`.
"""

PAGE = ("Page\n====\n\nA :rules:kw:`Wild` unit, a :rules:kw:`Champion [+1]`.\n\n"
        "First :ref:`draw <demo-step-turn-draw>`.\n")


@pytest.fixture(scope="module")
def small_site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, str]:
    return build(tmp_path_factory.mktemp("front"),
                 {"index.rst": index("keywords", "page"), "keywords.rst": KEYWORDS,
                  "page.rst": PAGE})


def test_rules_links_carry_the_popover_data(small_site: tuple[Any, str]) -> None:
    app, warnings = small_site
    assert warnings == ""
    html = (Path(app.outdir) / "page.html").read_text(encoding="utf-8")
    assert 'data-rules-tip="Rolls on the wild table and panics."' in html
    assert 'data-rules-kind="keyword · demo"' in html
    assert 'data-rules-meta="Weakness"' in html
    assert 'data-rules-cost="25 points"' in html and 'data-rules-cite="Keywords, p. 12"' in html


def test_an_anchor_is_a_label_other_pages_link_to(small_site: tuple[Any, str]) -> None:
    app, warnings = small_site
    assert warnings == ""
    html = (Path(app.outdir) / "page.html").read_text(encoding="utf-8")
    assert 'href="keywords.html#demo-step-turn-draw"' in html


def _rows(part: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {(part["kinds"][r["kind"]], r["name"]): r for r in part["docs"]}


def test_the_search_index_holds_objects_steps_and_readings(small_site: tuple[Any, str]) -> None:
    app, _ = small_site
    data = json.loads((Path(app.outdir) / "rules-search.json").read_text(encoding="utf-8"))
    objects, pages = _rows(data["objects"]), _rows(data["pages"])
    wild = objects[("keyword", "Wild")]  # a game no ruleset holds: indexed as described
    assert data["objects"]["games"][wild["game"]] == "demo"
    assert wild["summary"] == "Rolls on the wild table and panics."
    assert wild["meta"] == "Weakness · 25 points · Keywords, p. 12"
    assert wild["link"] == "keywords.html#keyword-wild"
    assert objects[("keyword", "Hero")]["aliases"] == ["champion"]  # searched too
    assert ("wild", [[data["objects"]["docs"].index(wild), 0]]) == (
        "wild", data["objects"]["stems"]["wild"])
    draw = pages[("step", "Draw")]
    assert draw["summary"] == "take a card." and draw["link"] == "keywords.html#demo-step-turn-draw"
    tie = pages[("reading", "Who wins a tie")]
    assert tie["summary"] == "the defender wins." and tie["link"].endswith("#demo-reading-ties")
    assert pages[("section", "The turn")]["summary"] == "A turn in three steps."
    assert pages[("page", "Keywords")]["link"] == "keywords.html"
    assert ("page", "Page") not in pages  # only pages of a game are indexed as entries


def test_anchors_and_odds_in_html(small_site: tuple[Any, str]) -> None:
    app, _ = small_site
    html = (Path(app.outdir) / "keywords.html").read_text(encoding="utf-8")
    assert ('<a class="rules-permalink" id="demo-step-turn-draw" href="#demo-step-turn-draw" '
            'aria-label="Link to this step" title="Link to this step">#</a>') in html
    assert '<span class="rules-odds">42%<span class="rules-odds-fraction"> (15 in 36)' in html
    assert '<span class="rules-odds">0.08%' in html  # 1 in 1296 is not shown as 0%


def test_a_bad_anchor_is_reported(tmp_path: Path) -> None:
    _, warnings = build(tmp_path, {"index.rst": "Home\n====\n\n:rules:anchor:`Step One`\n"})
    assert "rules:anchor needs 'KIND <id>'" in warnings


def test_records_link_installed_objects_to_their_pages_and_keep_entries_apart() -> None:
    from rulesref.docs.sphinxext.domain import RulesObject
    from rulesref.docs.sphinxext.search import Entry, records

    installed = [{"game": "g", "kind": "keyword", "name": "Alp", "summary": "First.",
                  "aliases": [], "words": ["ay"], "citation": "Book, p. 1, Keywords"},
                 {"game": "g", "kind": "rule", "name": "Unpaged", "summary": "No page.",
                  "aliases": [], "words": [], "citation": "Book, p. 2, Rules"}]
    described = [RulesObject("g", "keyword", "Alp", "kw", "keyword-alp", "First.", "", None,
                             cost="5 points"),
                 RulesObject("h", "keyword", "Zed", "kw", "keyword-zed", "Last.", "", None)]
    data = records(installed, described, {},
                   {"turn": ("g", [Entry("phase", "Draw", "Take one.", "p-d")])},
                   {"g": "Game", "h": "Other"}, lambda d: f"{d}.html")
    assert data["titles"] == {"g": "Game", "h": "Other"}
    alp, unpaged, zed = data["objects"]["docs"]
    assert (alp["link"], alp["meta"], alp["words"]) == ("kw.html#keyword-alp", "5 points", ["ay"])
    assert (unpaged["link"], unpaged["meta"]) == ("", "Book, p. 2, Rules")
    assert (zed["name"], data["objects"]["games"][zed["game"]]) == ("Zed", "h")
    assert [d["name"] for d in data["pages"]["docs"]] == ["Draw"]
    assert data["pages"]["docs"][0]["link"] == "turn.html#p-d"


def test_odds_never_round_to_certainty() -> None:
    from rulesref.docs.sphinxext.odds import percent

    assert percent(Fraction(15, 36)) == "42%"
    assert percent(Fraction(0)) == "0%" and percent(Fraction(1)) == "100%"
    assert percent(Fraction(1, 1296)) == "0.08%" and percent(Fraction(1295, 1296)) == ">99%"
    assert percent(Fraction(9, 1081)) == "0.83%" and percent(Fraction(5, 72)) == "6.9%"
    assert percent(Fraction(1, 10**6)) == "<0.01%"


def test_check_names_in_words() -> None:
    from rulesref.docs.verification import check_title

    assert check_title("check_cost_traits") == "Cost traits"
    assert check_title("dice_tables") == "Dice tables"



def test_a_build_without_the_npm_packages_names_the_command(tmp_path: Path) -> None:
    require("sphinx")
    from sphinx.errors import ConfigError
    from sphinx.testing.util import SphinxTestApp

    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text('extensions = ["rulesref.docs.sphinxext"]\n'
                                 'rules_frontend = "../no-frontend"\n', encoding="utf-8")
    (src / "index.rst").write_text("Home\n====\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"npm ci --prefix frontend"):
        SphinxTestApp("html", srcdir=src, status=io.StringIO(), warning=io.StringIO())


def test_the_service_worker_digest_follows_the_precached_files(tmp_path: Path) -> None:
    from rulesref.docs.sphinxext.frontend import site_digest

    (tmp_path / "_static").mkdir()
    (tmp_path / "index.html").write_text("a", encoding="utf-8")
    (tmp_path / "_static" / "x.css").write_text("b", encoding="utf-8")
    first = site_digest(tmp_path)
    (tmp_path / "sw.js").write_text("generated", encoding="utf-8")
    (tmp_path / "_sources").mkdir()
    (tmp_path / "_sources" / "index.rst.txt").write_text("c", encoding="utf-8")
    assert site_digest(tmp_path) == first  # not precached: no new service worker
    (tmp_path / "_static" / "x.css").write_text("changed", encoding="utf-8")
    assert site_digest(tmp_path) != first
