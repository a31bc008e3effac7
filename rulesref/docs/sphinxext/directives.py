"""The ``rules`` domain's object types, records, directive, roles and keyword index (the domain
itself, which keeps the objects and resolves references, is :mod:`.domain`)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, cast

from docutils import nodes
from docutils.nodes import Element, Node, system_message
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.addnodes import desc_signature
from sphinx.directives import ObjectDescription
from sphinx.domains import Index, IndexEntry
from sphinx.environment import BuildEnvironment
from sphinx.roles import XRefRole
from sphinx.util.nodes import make_id

from rulesref.core import names
from rulesref.docs import rst
from rulesref.docs.sphinxext.links import (
    CITE_FIELDS,
    COST_FIELDS,
    entry_fields,
)

if TYPE_CHECKING:
    from rulesref.docs.sphinxext.domain import RulesDomain


#: Object types: name -> (label, roles). The first role is the one ``:any:`` reports.
OBJECT_TYPES: dict[str, tuple[str, tuple[str, ...]]] = {
    "keyword": ("keyword", ("kw", "keyword")),
    "unittype": ("unit type", ("unit", "unittype")),
    "allegiance": ("allegiance", ("allegiance",)),
    "spell": ("spell", ("spell",)),
    "card": ("Fortune card", ("card",)),
    "artefact": ("cursed artefact", ("artefact",)),
    "terrain": ("terrain piece", ("terrain",)),
    "scenario": ("scenario", ("scenario",)),
    "rule": ("rule", ("rule",)),
    "result": ("table result", ("result",)),
    "term": ("game term", ("term",)),
}

GAME_CONTEXT = "rules:game"
TIP_LENGTH = 320
_VALUE = re.compile(r"\s*\[[^\]]*\]\s*$")

Key = tuple[str, str, str]
"""(game, object type, folded name)."""


class RulesObject(NamedTuple):
    """A rules object described on some page."""

    game: str
    objtype: str
    name: str
    docname: str
    node_id: str
    summary: str
    annotation: str
    lineno: int | None
    kind: str = ""
    """What the object is, when the object type's label is too broad (``Deployable card``)."""
    cost: str = ""
    """The entry's cost field as plain text (``Cost``, ``Points``), for popovers."""
    cite: str = ""
    """The entry's citation field as plain text (``Printed``, ``Book section``)."""

    @property
    def label(self) -> str:
        """What the object is, in words: its ``:kind:`` or its object type's label."""
        return self.kind or OBJECT_TYPES[self.objtype][0]


class RulesAlias(NamedTuple):
    """Another name an object is known by, and the page that declared it."""

    key: Key
    docname: str


def game_title(env: BuildEnvironment, game: str) -> str:
    """The display name of a documented game (its plug-in's title), else its name."""
    titles = cast(dict[str, str], getattr(env.config, "rules_game_titles", None) or {})
    return titles.get(game, game)


def current_game(env: BuildEnvironment) -> str:
    """The game of the page being read: set by ``rules:page``, else the configured default."""
    return str(env.ref_context.get(GAME_CONTEXT) or env.config.rules_default_game)


def object_name(objtype: str, text: str) -> str:
    """The object name in a reference: a keyword's value in brackets is dropped."""
    text = " ".join(text.split())
    return _VALUE.sub("", text) if objtype == "keyword" else text


class RulesObjectDirective(ObjectDescription[str]):
    """Describe one rules object: ``.. rules:keyword:: Wild`` with its summary and body.

    ``:kind:`` says what the object is in the general index when the object type's label is
    too broad or belongs to another game (``Deployable card`` rather than ``Fortune card``).
    """

    has_content = True
    required_arguments = 1
    final_argument_whitespace = True
    option_spec: ClassVar[dict[str, Any]] = {
        "summary": directives.unchanged,
        "aliases": directives.unchanged,
        "annotation": directives.unchanged,
        "game": directives.unchanged,
        "kind": directives.unchanged,
        "no-index": directives.flag,
        "no-index-entry": directives.flag,
        "no-contents-entry": directives.flag,
        "no-typesetting": directives.flag,
    }

    def handle_signature(self, sig: str, signode: desc_signature) -> str:
        """Show the name and the annotation."""
        name = " ".join(sig.split())
        signode["fullname"] = name
        signode += addnodes.desc_name(name, name)
        annotation = self.options.get("annotation", "")
        if annotation:
            signode += addnodes.desc_annotation(f" {annotation}", f" {annotation}")
        return name

    def add_target_and_index(self, name: str, sig: str, signode: desc_signature) -> None:
        """Give the object an id, record it in the domain, and add an index entry."""
        node_id = f"{self.objtype}-{rst.slug(name)}"
        if node_id in self.state.document.ids:
            node_id = make_id(self.env, self.state.document, self.objtype, name)
        signode["ids"].append(node_id)
        self.state.document.note_explicit_target(signode)
        game = self.options.get("game") or current_game(self.env)
        aliases = [a.strip() for a in self.options.get("aliases", "").split(";") if a.strip()]
        domain = cast("RulesDomain", self.env.get_domain("rules"))
        kind = " ".join(self.options.get("kind", "").split())
        domain.note_object(
            RulesObject(game, self.objtype, name, self.env.docname, node_id,
                        " ".join(self.options.get("summary", "").split()),
                        self.options.get("annotation", ""), self.lineno, kind),
            aliases, location=signode)
        if "no-index-entry" not in self.options:
            label = " ".join(self.options.get("kind", "").split()) or \
                OBJECT_TYPES[self.objtype][0]
            self.indexnode["entries"].append(
                ("single", f"{name} ({label})", node_id, "", None))

    def run(self) -> list[Node]:
        """Describe the object, then record its cost and citation fields in the domain."""
        result = super().run()
        desc = next((n for n in result if isinstance(n, addnodes.desc)), None)
        content = next(iter(desc.findall(addnodes.desc_content)), None) if desc else None
        if desc is None or content is None:
            return result
        fields = entry_fields(content)
        cost = next((fields[f] for f in COST_FIELDS if f in fields), "")
        cite = next((fields[f] for f in CITE_FIELDS if f in fields), "")
        if cost or cite:
            domain = cast("RulesDomain", self.env.get_domain("rules"))
            for sig in desc.findall(desc_signature):
                for node_id in sig["ids"]:
                    domain.note_fields(self.env.docname, node_id, cost, cite)
        return result

    def _object_hierarchy_parts(self, sig_node: desc_signature) -> tuple[str, ...]:
        return (str(sig_node["fullname"]),) if "fullname" in sig_node else ()

    def _toc_entry_name(self, sig_node: desc_signature) -> str:
        parts = sig_node.get("_toc_parts")
        return str(parts[-1]) if parts else ""


class RulesXRefRole(XRefRole):
    """A link to a rules object; remembers the game of the page it is written on."""

    def process_link(
        self, env: BuildEnvironment, refnode: Element, has_explicit_title: bool, title: str,
        target: str,
    ) -> tuple[str, str]:
        """Record the page's game on the reference node."""
        refnode[GAME_CONTEXT] = current_game(env)
        return title, target


class CellRole(XRefRole):
    """``:rules:tn:`6+ <label>```: a colour-graded link to a label (a chart cell's
    explanation); the grade comes from the number in the title. A title of the form
    ``6+ | name | summary | citation`` (:func:`rulesref.docs.rst.cell_role`) gives the
    link a popover with them, as a rules object's link has."""

    def process_link(
        self, env: BuildEnvironment, refnode: Element, has_explicit_title: bool, title: str,
        target: str,
    ) -> tuple[str, str]:
        """The grade is the link's text; the name, summary and citation go to its
        popover."""
        grade, *rest = title.split(rst.CELL_PARTS)
        refnode[GAME_CONTEXT] = current_game(env)
        for key, value in zip(("rules_name", "rules_tip", "rules_cite"), rest, strict=False):
            refnode[key] = value
        return grade, target

    def result_nodes(
        self, document: nodes.document, env: BuildEnvironment, node: Element, is_ref: bool,
    ) -> tuple[list[Node], list[system_message]]:
        """Add the grade classes to the link text."""
        match = re.match(r"\s*(\d+)", self.title)
        if match and len(node):
            cast(Element, node[0])["classes"] += ["rules-tn", f"rules-tn-{match.group(1)}"]
        return [node], []


def grade_role(
    name: str, rawtext: str, text: str, lineno: int, inliner: Any,
    options: dict[str, Any] | None = None, content: Any = (),
) -> tuple[list[Node], list[system_message]]:
    """``:rules:grade:`4+ <4>```: a colour swatch for a target number, without a link."""
    match = re.match(r"^(?P<title>.*?)\s*<(?P<value>\d+)>$", text)
    title, value = (match.group("title"), match.group("value")) if match else (text, text)
    digits = re.sub(r"\D", "", value)
    node = nodes.inline(rawtext, title, classes=["rules-tn", f"rules-tn-{digits}"])
    return [node], []


class KeywordIndex(Index):
    """Every keyword, alphabetically, with its traits."""

    name = "kwindex"
    localname = "Keyword index"
    shortname = "keywords"

    def generate(
        self, docnames: Iterable[str] | None = None,
    ) -> tuple[list[tuple[str, list[IndexEntry]]], bool]:
        """Entries grouped by first letter."""
        domain = cast("RulesDomain", self.domain)
        wanted = set(docnames) if docnames is not None else None
        content: dict[str, list[IndexEntry]] = {}
        games = {o.game for o in domain.objects.values()}
        for obj in sorted(domain.objects.values(), key=lambda o: (names.fold(o.name), o.game)):
            if obj.objtype != "keyword" or (wanted is not None and obj.docname not in wanted):
                continue
            letter = names.fold(obj.name)[:1].upper()
            game = game_title(domain.env, obj.game) if len(games) > 1 else ""
            described = " · ".join(x for x in (game, obj.cost) if x)
            content.setdefault(letter, []).append(IndexEntry(
                obj.name, 0, obj.docname, obj.node_id, obj.annotation, "", described))
        return sorted(content.items()), False
