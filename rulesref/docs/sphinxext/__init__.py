"""The rulesref Sphinx extension: the ``rules`` domain, generated game pages, and the site's
stylesheet (tooltips, colour-graded charts, print layout).

Enable it in ``conf.py`` with ``extensions = ["rulesref.docs.sphinxext"]``; it documents every
installed ruleset (or those named in ``rules_games``), and ``.. rules:rulesets::`` lists them
in a toctree. Parallel reading and writing are safe.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

from rulesref import __version__
from rulesref.docs.sphinxext import builder
from rulesref.docs.sphinxext.domain import (
    RulesDomain,
    depart_rules_reference,
    rules_reference,
    visit_rules_reference,
)
from rulesref.docs.sphinxext.pages import (
    PageDirective,
    RulesetsDirective,
    default_game,
    generate_stubs,
)

STATIC = Path(__file__).parent / "static"
ENV_VERSION = 1


def _add_static(app: Sphinx, config: Config) -> None:
    path = str(STATIC)
    if path not in config.html_static_path:
        config.html_static_path.append(path)


def _default_game(app: Sphinx, config: Config) -> None:
    if not config.rules_default_game:
        config.rules_default_game = default_game(config)


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the domain, the page directive, the reference node and the stylesheet."""
    # None: every installed ruleset with website pages (see rulesref.core.registry)
    app.add_config_value("rules_games", None, "env", types=[list, tuple, type(None)])
    app.add_config_value("rules_default_game", "", "env", types=[str])
    app.add_config_value("rules_folder", "games", "env", types=[str])
    app.add_domain(RulesDomain)
    app.add_directive_to_domain("rules", "page", PageDirective)
    app.add_directive_to_domain("rules", "rulesets", RulesetsDirective)
    app.add_node(rules_reference, html=(visit_rules_reference, depart_rules_reference))
    app.connect("config-inited", _add_static)
    app.connect("config-inited", _default_game)
    app.connect("builder-inited", generate_stubs)
    app.add_css_file("rulesref.css")
    builder.setup(app)
    return {"version": __version__, "env_version": ENV_VERSION,
            "parallel_read_safe": True, "parallel_write_safe": True}
