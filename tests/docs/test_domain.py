"""The ``rules`` Sphinx domain on small projects: links, aliases, duplicates, the keyword
index, search and inventory entries, tooltips, parallel reading."""

from __future__ import annotations

import io
import re
import zlib
from pathlib import Path
from typing import Any

import pytest

from tests.site import require

CONF = """
extensions = ["rulesref.docs.sphinxext"]
rules_games = []
rules_default_game = "demo"
nitpicky = True
"""

KEYWORDS = """
Keywords
========

.. rules:keyword:: Wild
   :summary: Rolls on the "wild" table & panics.
   :annotation: Weakness

   Body of Wild.

.. rules:keyword:: Quick Fire
   :summary: Shoots twice.
   :aliases: Quick Shot

.. rules:unittype:: Monster
   :summary: A big one.
"""


def build(src: Path, files: dict[str, str], *, parallel: int = 0) -> tuple[Any, str]:
    """Build a small project with the extension; returns the app and its warnings."""
    require("sphinx")
    from sphinx.testing.util import SphinxTestApp

    src.mkdir(parents=True, exist_ok=True)
    (src / "conf.py").write_text(CONF, encoding="utf-8")
    for name, text in files.items():
        (src / name).write_text(text, encoding="utf-8")
    warning = io.StringIO()
    app = SphinxTestApp("html", srcdir=src, freshenv=True, status=io.StringIO(),
                        warning=warning, parallel=parallel)
    try:
        app.build()
    finally:
        app.cleanup()
    return app, warning.getvalue()


def rules_domain(app: Any) -> Any:
    """The app's ``rules`` domain."""
    return app.env.get_domain("rules")


def index(*names: str) -> str:
    return "Home\n====\n\n.. toctree::\n\n" + "".join(f"   {n}\n" for n in names)


def test_links_resolve_by_name_value_alias_and_game(tmp_path: Path) -> None:
    page = ("Page\n====\n\nA :rules:kw:`Wild` unit, :rules:kw:`wild`, "
            ":rules:kw:`Quick Shot`, :rules:kw:`Quick Fire [+2]`, "
            ":rules:kw:`demo:Wild`, :rules:unit:`Monster`, :any:`Monster`.\n")
    app, warnings = build(tmp_path, {"index.rst": index("keywords", "page"),
                                     "keywords.rst": KEYWORDS, "page.rst": page})
    assert warnings == ""
    html = (Path(app.outdir) / "page.html").read_text(encoding="utf-8")
    assert html.count('href="keywords.html#keyword-wild"') == 3
    assert html.count('href="keywords.html#keyword-quick-fire"') == 2
    assert html.count('href="keywords.html#unittype-monster"') == 2
    assert ">Quick Fire [+2]<" in html
    assert 'data-rules-tip="Rolls on the &quot;wild&quot; table &amp; panics."' in html


def test_a_chart_cell_links_with_its_popover(tmp_path: Path) -> None:
    from rulesref.docs import rst

    cell = rst.cell_role("cell-a-b", "4+", "A attacking B", "Hits on 4+ | or so.",
                         "p. 3, Chart")
    page = f"Page\n====\n\n.. _cell-a-b:\n\nA row.\n\nSee {cell} and :rules:tn:`5+ <cell-a-b>`.\n"
    app, warnings = build(tmp_path, {"index.rst": index("keywords", "page"),
                                     "keywords.rst": KEYWORDS, "page.rst": page})
    assert warnings == ""
    html = (Path(app.outdir) / "page.html").read_text(encoding="utf-8")
    link = re.search(r'<a [^>]*data-rules-tip="Hits on 4\+ / or so\."[^>]*>', html)
    assert link is not None, html
    assert 'data-rules-name="A attacking B"' in link.group(0)
    assert 'data-rules-cite="p. 3, Chart"' in link.group(0)
    assert 'data-rules-kind="Chart cell · ' in link.group(0)
    assert 'href="#cell-a-b"' in link.group(0)
    assert html.count("rules-tn rules-tn-4\">4+<") == 1  # the grade is the link's text
    assert ">4+<" in html and ">5+<" in html and html.count("data-rules-tip=") == 1


def test_an_unknown_name_is_a_warning_with_its_location(tmp_path: Path) -> None:
    page = "Page\n====\n\nSee :rules:kw:`Wlid` and :rules:tn:`4+ <no-such-label>`.\n"
    _, warnings = build(tmp_path, {"index.rst": index("keywords", "page"),
                                   "keywords.rst": KEYWORDS, "page.rst": page})
    assert "page.rst:4: WARNING: rules keyword not found: Wlid" in warnings
    assert "chart cell explanation not found: no-such-label" in warnings


def test_duplicates_warn_with_location(tmp_path: Path) -> None:
    again = "Again\n=====\n\n.. rules:keyword:: WILD\n   :summary: Again.\n"
    _, warnings = build(tmp_path, {"index.rst": index("keywords", "again"),
                                   "keywords.rst": KEYWORDS, "again.rst": again})
    assert re.search(r"(again|keywords)\.rst:\d+: WARNING: duplicate rules keyword", warnings)


def test_keyword_index_search_and_inventory(tmp_path: Path) -> None:
    app, warnings = build(tmp_path, {"index.rst": index("keywords") + "\n:ref:`rules-kwindex`\n",
                                     "keywords.rst": KEYWORDS})
    assert warnings == ""
    out = Path(app.outdir)
    kwindex = (out / "rules-kwindex.html").read_text(encoding="utf-8")
    assert 'href="keywords.html#keyword-wild"' in kwindex and "Weakness" in kwindex
    assert "Monster" not in kwindex  # unit types are not keywords
    inventory = (out / "objects.inv").read_bytes()
    body = zlib.decompress(inventory.split(b"\n", 4)[4]).decode()
    assert "demo:Wild rules:keyword 1 keywords.html#keyword-wild Wild" in body
    assert "demo:Monster rules:unittype 1 keywords.html#unittype-monster Monster" in body
    search = (out / "searchindex.js").read_text(encoding="utf-8")
    assert '"rules:keyword"' in search and '"Wild"' in search


def test_clear_doc_forgets_removed_objects(tmp_path: Path) -> None:
    build(tmp_path, {"index.rst": index("keywords"), "keywords.rst": KEYWORDS})
    require("sphinx")
    from sphinx.testing.util import SphinxTestApp

    (tmp_path / "keywords.rst").write_text(KEYWORDS.replace("Wild", "Tame"), encoding="utf-8")
    app = SphinxTestApp("html", srcdir=tmp_path, status=io.StringIO(), warning=io.StringIO())
    try:
        app.build()
        names = {obj.name for obj in rules_domain(app).objects.values()}
    finally:
        app.cleanup()
    assert "Tame" in names and "Wild" not in names


@pytest.mark.slow
def test_parallel_reading_merges_domain_data(tmp_path: Path) -> None:
    files = {"index.rst": index(*(f"p{i}" for i in range(8)))}
    for i in range(8):
        files[f"p{i}.rst"] = (f"P{i}\n==\n\n.. rules:keyword:: K{i}\n   :summary: s{i}\n\n"
                              f"Next: :rules:kw:`K{(i + 1) % 8}`.\n")
    app, warnings = build(tmp_path, files, parallel=2)
    assert warnings == ""
    assert {o.name for o in rules_domain(app).objects.values()} == {f"K{i}" for i in range(8)}
    html = (Path(app.outdir) / "p7.html").read_text(encoding="utf-8")
    assert 'href="p0.html#keyword-k0"' in html


def test_kind_option_and_term_role(tmp_path: Path) -> None:
    page = ("Cards\n=====\n\n.. rules:card:: Minefield\n   :summary: Goes in a lane.\n"
            "   :kind: Deployable card\n\n.. rules:term:: Range\n   :summary: Lanes away.\n"
            "   :aliases: range\n\nSee :rules:term:`range` and :rules:card:`Minefield`.\n")
    app, warnings = build(tmp_path / "ok", {"index.rst": index("cards"), "cards.rst": page})
    assert warnings == ""
    out = Path(app.outdir)
    html = (out / "cards.html").read_text(encoding="utf-8")
    assert 'href="#term-range"' in html and 'data-rules-tip="Lanes away."' in html
    genindex = (out / "genindex.html").read_text(encoding="utf-8")
    assert "Minefield (Deployable card)" in genindex and "Range (game term)" in genindex
    _, warnings = build(tmp_path / "bad", {"index.rst": index("cards"), "cards.rst":
                                           "Cards\n=====\n\n:rules:term:`Nowhere`\n"})
    assert "rules game term not found: Nowhere" in warnings
