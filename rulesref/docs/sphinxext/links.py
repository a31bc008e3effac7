"""Rules links as HTML: a reference carrying what its popover shows (summary, kind and game,
annotation, cost, citation) in ``data-rules-*`` attributes, and the reading of an entry's
cost and citation from its field list."""

from __future__ import annotations

import html

from docutils import nodes
from docutils.nodes import Element
from sphinx import addnodes
from sphinx.writers.html5 import HTML5Translator

#: Field names of an entry's field list that give its cost, and its citation (the first
#: found wins); popovers show them beside the summary.
COST_FIELDS = ("Cost", "Costs", "Points")
CITE_FIELDS = ("Printed", "Book section", "Book sections")

#: Data attributes of a rules link, by node attribute: what the popover shows.
LINK_DATA = (("rules_tip", "data-rules-tip"), ("rules_name", "data-rules-name"),
             ("rules_kind", "data-rules-kind"),
             ("rules_meta", "data-rules-meta"), ("rules_cost", "data-rules-cost"),
             ("rules_cite", "data-rules-cite"))


class rules_reference(nodes.reference):
    """A reference to a rules object (or a chart cell); HTML carries its summary, kind, cost
    and citation (a cell's name too, its text being only the number) in data attributes (a
    hover tooltip, and a popover on tap when scripts run)."""


def visit_rules_reference(self: HTML5Translator, node: rules_reference) -> None:
    """Write the link like any reference, with the popover's data in ``data-rules-*``."""
    self.visit_reference(node)
    attrs = "".join(f'{attr}="{html.escape(str(node[key]), quote=True)}" '
                    for key, attr in LINK_DATA if node.get(key))
    if attrs and self.body and self.body[-1].startswith("<a "):
        self.body[-1] = "<a " + attrs + self.body[-1][3:]


def depart_rules_reference(self: HTML5Translator, node: rules_reference) -> None:
    """Close the link."""
    self.depart_reference(node)


def entry_fields(content: Element) -> dict[str, str]:
    """The fields of an entry's own field lists (not those of entries nested in it), as
    plain text by field name."""
    out: dict[str, str] = {}
    for field_list in content.findall(nodes.field_list):
        parent = field_list.parent
        while parent is not None and parent is not content and \
                not isinstance(parent, addnodes.desc_content):
            parent = parent.parent
        if parent is not content:
            continue
        for field in field_list.children:
            if isinstance(field, nodes.field) and len(field) == 2:
                name = " ".join(field[0].astext().split())
                out.setdefault(name, " ".join(field[1].astext().split()))
    return out
