"""Stable anchors for rules that are not objects: a sequence step, a rule-of-play row, a
finding. ``:rules:anchor:`step <toy-step-deploy>``` puts a permalink with that id
where it is written, and makes the id a label that ``:ref:`text <toy-step-deploy>``` links
to; the site's script turns every permalink into a copy-link control.

The role's title says what the anchor marks (``step``, ``rule of play``, ``finding``): the
permalink's label reads "Link to this step", and the search index files the entry under it.
A target starting with ``#`` links to an id that something else carries (a reading's
container): ``:rules:anchor:`reading <#toy-reading-x>``` adds no id of its own.
"""

from __future__ import annotations

import html
import re
from typing import Any

from docutils import nodes
from docutils.nodes import Node, system_message
from sphinx.writers.html5 import HTML5Translator

_ROLE = re.compile(r"^(?P<kind>.*?)\s*<(?P<id>[^<>]+)>$")
_ID = re.compile(r"^#?[a-z0-9][a-z0-9-]*$")


class rules_anchor(nodes.Inline, nodes.Element):
    """A permalink with an id of its own; ``kind`` says what it marks."""


def anchor_role(
    name: str, rawtext: str, text: str, lineno: int, inliner: Any,
    options: dict[str, Any] | None = None, content: Any = (),
) -> tuple[list[Node], list[system_message]]:
    """``:rules:anchor:`KIND <id>```: a permalink with id ``id`` marking a ``KIND``."""
    match = _ROLE.match(" ".join(text.split()))
    if match is None or not _ID.match(match.group("id")):
        msg = inliner.reporter.error(
            f"rules:anchor needs 'KIND <id>' with a lower-case id, not {text!r}", line=lineno)
        return [inliner.problematic(rawtext, rawtext, msg)], [msg]
    ident = match.group("id")
    node = rules_anchor(rawtext, kind=match.group("kind") or "rule", href=ident.lstrip("#"))
    if not ident.startswith("#"):
        # a name as well as the id: the anchor is a label, so ``:ref:`text <id>``` finds it
        # from any page (and a link to an anchor that is not there is a build warning)
        node["ids"].append(ident)
        node["names"].append(ident)
        inliner.document.note_explicit_target(node)
    return [node], []


def visit_rules_anchor(self: HTML5Translator, node: rules_anchor) -> None:
    """A self-link carrying the id: ``<a class="rules-permalink" id=... href="#...">``."""
    href = node["href"]
    own = f' id="{href}"' if node["ids"] else ""
    label = html.escape(f"Link to this {node['kind']}", quote=True)
    self.body.append(f'<a class="rules-permalink"{own} href="#{href}" '
                     f'aria-label="{label}" title="{label}">#</a>')
    raise nodes.SkipNode


def skip_rules_anchor(self: Any, node: rules_anchor) -> None:
    """Other builders write nothing for an anchor."""
    raise nodes.SkipNode
