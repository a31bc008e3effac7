"""The rulesref Sphinx extension: the ``rules`` domain, generated game pages, the object
search index, and the site's front end (styles, popovers, search, the service worker).

Enable it in ``conf.py`` with ``extensions = ["rulesref.docs.sphinxext"]``; it documents every
installed ruleset (or those named in ``rules_games``), and ``.. rules:rulesets::`` lists them
in a toctree. Point ``rules_frontend`` at the folder holding the npm
packages (``frontend``). Parallel reading and writing are safe.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

from rulesref import __version__
from rulesref.docs.sphinxext import (
    builder,
    collector,
    frontend,
    navigation,
    pagesearch,
    search,
)
from rulesref.docs.sphinxext.anchors import rules_anchor, skip_rules_anchor, visit_rules_anchor
from rulesref.docs.sphinxext.domain import RulesDomain
from rulesref.docs.sphinxext.links import (
    depart_rules_reference,
    rules_reference,
    visit_rules_reference,
)
from rulesref.docs.sphinxext.pages import (
    PageDirective,
    RulesetsDirective,
    default_game,
    forget_reports,
    generate_stubs,
)

STATIC = Path(__file__).parent / "static"
TEMPLATES = Path(__file__).parent / "templates"
ENV_VERSION = 2


def _add_static(app: Sphinx, config: Config) -> None:
    for folder, setting in ((STATIC, config.html_static_path),
                            (TEMPLATES, config.templates_path)):
        if str(folder) not in setting:
            setting.append(str(folder))
    if not config.html_favicon:
        config.html_favicon = str(STATIC / "favicon.svg")


def _default_game(app: Sphinx, config: Config) -> None:
    if not config.rules_default_game:
        config.rules_default_game = default_game(config)


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the domain, the page directive, the reference node and the stylesheet."""
    app.setup_extension("sphinx_design")  # the pages use its dropdowns and tabs
    # None: every installed ruleset with website pages (see rulesref.core.registry)
    app.add_config_value("rules_games", None, "env", types=[list, tuple, type(None)])
    app.add_config_value("rules_default_game", "", "env", types=[str])
    app.add_config_value("rules_folder", "games", "env", types=[str])
    app.add_config_value("rules_frontend", "", "html", types=[str])
    app.add_config_value("rules_game_titles", {}, "env", types=[dict])
    app.add_domain(RulesDomain)
    app.add_directive_to_domain("rules", "page", PageDirective)
    app.add_directive_to_domain("rules", "rulesets", RulesetsDirective)
    app.add_node(rules_reference, html=(visit_rules_reference, depart_rules_reference))
    skip = (skip_rules_anchor, None)
    app.add_node(rules_anchor, html=(visit_rules_anchor, None), latex=skip, text=skip,
                 man=skip, texinfo=skip)
    app.connect("config-inited", _add_static)
    app.connect("config-inited", _default_game)
    app.connect("config-inited", frontend.check_frontend)
    app.connect("builder-inited", generate_stubs)
    app.connect("env-before-read-docs", forget_reports)
    app.connect("doctree-read", search.doctree_read)
    app.connect("html-collect-pages", pagesearch.keep_index_entries)
    app.connect("html-page-context", frontend.page_context)
    app.connect("html-page-context", frontend.heading_levels, priority=900)
    app.connect("build-finished", frontend.copy_vendor, priority=400)
    app.connect("build-finished", search.write_index, priority=500)
    app.connect("build-finished", frontend.offline_list, priority=800)
    app.connect("build-finished", frontend.service_worker, priority=900)
    app.add_css_file("rulesref.css")
    app.add_js_file("rulesref.js", loading_method="defer")
    builder.setup(app)
    navigation.setup(app)
    collector.setup(app)
    return {"version": __version__, "env_version": ENV_VERSION,
            "parallel_read_safe": True, "parallel_write_safe": True}
