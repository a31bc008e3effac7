"""Sphinx configuration of the rulesref website.

Build with ``python -m sphinx -W -n -b html docs docs/_build/html``. The rules pages under
``games/`` are generated from the rules model at every build (see ``rulesref.docs``); only the
framing pages here are written by hand.
"""

from __future__ import annotations

import rulesref

project = "rulesref"
author = "the rulesref authors"
copyright = "the rulesref authors; rules facts from the books they cite"
version = release = rulesref.__version__

extensions = [
    "rulesref.docs.sphinxext",
    "sphinx_click",
    "sphinx_design",
]

# The rules pages document every installed ruleset (found through the ``rulesref.rulesets``
# entry points); ``rules_games`` would restrict them, ``rules_default_game`` choose the game
# of links outside the rules pages (default: the default ruleset).
#
# ``rules_frontend`` is the folder of the site's pinned npm packages (``npm ci --prefix
# frontend``): Workbox, and Pyodide, which runs the army builder's Python.
rules_frontend = "../frontend"

root_doc = "index"
exclude_patterns = ["_build"]
nitpicky = True
language = "en"
toc_object_entries = True

html_theme = "furo"
html_title = "rulesref"
html_show_sourcelink = False
html_copy_source = False
html_last_updated_fmt = None
html_theme_options = {
    "navigation_with_keys": True,
    "top_of_page_buttons": [],
}
