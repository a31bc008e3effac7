"""The site's navigation tree, made from the pages' titles alone (a cut in the build's time).

Furo draws every page's navigation from Sphinx's global toctree with ``titles_only``. Sphinx
makes it by copying each page's whole table of contents, then dropping everything under the
page's title but its toctrees. Our rules pages list every rules object in their table of
contents (``toc_object_entries``), so for each page written Sphinx copied thousands of entries
only to drop them: a quarter of the build's time. Here each page's table of contents is cut
the same way once per build, and a ``titles_only`` toctree is made from the cut ones: the same
tree, without the copies. A page whose table of contents Sphinx would cut differently (an
``only`` directive, which depends on tags, or its own ``tocdepth``) keeps its whole one.
"""

from __future__ import annotations

import weakref
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment

#: Each build environment's cut tables of contents, with the tables they were cut from.
_CUT: weakref.WeakKeyDictionary[BuildEnvironment, tuple[tuple[int, ...],
                                                         dict[str, nodes.bullet_list]]] \
    = weakref.WeakKeyDictionary()


def titles_only(toc: nodes.bullet_list) -> nodes.bullet_list:
    """A page's table of contents as a ``titles_only`` toctree keeps it: its top-level
    entries, each with only the toctrees found under it (what Sphinx keeps of a copy)."""
    cut = toc.deepcopy()
    for top in cut.children:
        if isinstance(top, nodes.Element) and len(top) > 1:
            subtrees = list(top.findall(addnodes.toctree))
            if subtrees:
                top[1][:] = subtrees  # type: ignore[index]
            else:
                top.pop(1)
    return cut


def cut_tocs(env: BuildEnvironment) -> dict[str, nodes.bullet_list]:
    """Every page's table of contents cut by :func:`titles_only` (but those Sphinx would cut
    differently), made once per build."""
    tocs: dict[str, nodes.bullet_list] = env.tocs
    stamp = tuple(id(toc) for toc in tocs.values())
    made = _CUT.get(env)
    if made is not None and made[0] == stamp:
        return made[1]
    cut = {}
    for docname, toc in tocs.items():
        own_depth = env.metadata.get(docname, {}).get("tocdepth")
        if own_depth is not None or next(iter(toc.findall(addnodes.only)), None) is not None:
            cut[docname] = toc
        else:
            cut[docname] = titles_only(toc)
    _CUT[env] = (stamp, cut)
    return cut


def light_navigation(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                     doctree: Any) -> None:
    """``html-page-context``, before the theme's: the page's ``toctree()`` makes a
    ``titles_only`` tree from the cut tables of contents."""
    toctree = context.get("toctree")
    if not callable(toctree):
        return
    env = app.env

    def toctree_from_titles(**kwargs: Any) -> Any:
        if not kwargs.get("titles_only"):
            return toctree(**kwargs)
        whole = env.tocs
        env.tocs = cut_tocs(env)
        try:
            return toctree(**kwargs)
        finally:
            env.tocs = whole

    context["toctree"] = toctree_from_titles


def setup(app: Sphinx) -> None:
    """Register the event (called by the extension's own ``setup``); the theme's handler
    runs at the default priority, 500."""
    app.connect("html-page-context", light_navigation, priority=400)
