"""What the site build does to be quick (rulesref.docs.sphinxext.navigation and .collector):
the navigation tree made from the pages' titles alone is the tree Sphinx makes from their
whole tables of contents, and the garbage collector's thresholds are put back after a build.
Speed itself is measured in ``benchmarks/bench_site_build.py``."""

from __future__ import annotations

import gc
from pathlib import Path

from tests.docs.test_domain import CONF, KEYWORDS, build, index

SECTIONS = """
Rules
=====

Part one
--------

.. rules:keyword:: Brave
   :summary: Never runs.

.. toctree::

   deeper

Part two
--------

Words.
"""


def test_the_navigation_from_titles_is_sphinxs_own(tmp_path: Path) -> None:
    from sphinx.environment.adapters.toctree import global_toctree_for_doc

    from rulesref.docs.sphinxext import navigation

    files = {"index.rst": index("keywords", "rules"), "keywords.rst": KEYWORDS,
             "rules.rst": SECTIONS, "deeper.rst": "Deeper\n======\n\nA\n-\n\nB\n-\n"}
    app, warnings = build(tmp_path, files)
    assert warnings == ""
    env = app.env

    def trees() -> list[str]:
        return [global_toctree_for_doc(
            env, doc, app.builder, tags=app.builder.tags, collapse=False, includehidden=True,
            maxdepth=-1, titles_only=True).pformat() for doc in sorted(env.all_docs)]

    whole = trees()
    cut = navigation.cut_tocs(env)
    assert sum(1 for _ in cut["keywords"].findall()) < sum(
        1 for _ in env.tocs["keywords"].findall())  # the objects' entries are gone
    env.tocs, tocs = cut, env.tocs
    try:
        assert trees() == whole
    finally:
        env.tocs = tocs
    assert "Deeper" in whole[0]  # a toctree inside a section is kept


def test_a_build_puts_the_collectors_thresholds_back(tmp_path: Path) -> None:
    import io

    from sphinx.testing.util import SphinxTestApp

    from rulesref.docs.sphinxext import collector

    (tmp_path / "conf.py").write_text(CONF, encoding="utf-8")
    (tmp_path / "index.rst").write_text(index("keywords"), encoding="utf-8")
    (tmp_path / "keywords.rst").write_text(KEYWORDS, encoding="utf-8")
    before = gc.get_threshold()
    assert before != collector.THRESHOLDS
    app = SphinxTestApp("html", srcdir=tmp_path, freshenv=True, status=io.StringIO(),
                        warning=io.StringIO())
    seen: list[tuple[int, int, int]] = []
    app.connect("env-updated", lambda app, env: seen.append(gc.get_threshold()))
    try:
        app.build()
    finally:
        app.cleanup()
    assert seen == [collector.THRESHOLDS]  # while the build runs
    assert gc.get_threshold() == before  # and as before once it is over
