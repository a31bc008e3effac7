"""The ``rules`` Sphinx domain: rules objects (keywords, unit types, spells...) that any page
can link by name, with a keyword index, search entries, and a summary shown on hover.

Objects are keyed by game, object type and folded name, so names match case-insensitively
and two games may share a name; a role target may name its game (``toy:Gate``) and
otherwise uses the game of the page it is on. A numerical keyword links to its keyword:
``:rules:kw:`Hero [+1]``` shows ``Hero [+1]`` and lands on Hero.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Set
from typing import Any, ClassVar, NamedTuple, cast

from docutils import nodes
from docutils.nodes import Element, Node, system_message
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.addnodes import desc_signature, pending_xref
from sphinx.builders import Builder
from sphinx.directives import ObjectDescription
from sphinx.domains import Domain, Index, IndexEntry, ObjType
from sphinx.environment import BuildEnvironment
from sphinx.roles import XRefRole
from sphinx.util import logging
from sphinx.util.nodes import make_id

from rulesref.core import names
from rulesref.docs import rst
from rulesref.docs.sphinxext.anchors import anchor_role
from rulesref.docs.sphinxext.links import (
    CITE_FIELDS,
    COST_FIELDS,
    entry_fields,
    rules_reference,
)
from rulesref.docs.sphinxext.odds import odds_role

logger = logging.getLogger(__name__)

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
        domain = cast(RulesDomain, self.env.get_domain("rules"))
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
            domain = cast(RulesDomain, self.env.get_domain("rules"))
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
    explanation); the grade comes from the number in the title."""

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
        domain = cast(RulesDomain, self.domain)
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


class RulesDomain(Domain):
    """Rules objects of every documented game."""

    name = "rules"
    label = "Rules"
    object_types: ClassVar[dict[str, ObjType]] = {
        objtype: ObjType(label, *roles) for objtype, (label, roles) in OBJECT_TYPES.items()
    }
    directives: ClassVar[dict[str, type[Any]]] = {
        objtype: RulesObjectDirective for objtype in OBJECT_TYPES
    }
    roles: ClassVar[dict[str, Any]] = {
        **{role: RulesXRefRole(innernodeclass=nodes.inline, warn_dangling=True)
           for _, roles in OBJECT_TYPES.values() for role in roles},
        "tn": CellRole(innernodeclass=nodes.inline, warn_dangling=True),
        "grade": grade_role,
        "anchor": anchor_role,
        "odds": odds_role,
    }
    indices: ClassVar[list[type[Index]]] = [KeywordIndex]
    initial_data: ClassVar[dict[str, Any]] = {"objects": {}, "aliases": {}, "entries": {}}
    data_version = 2
    dangling_warnings: ClassVar[dict[str, str]] = {
        **{role: f"rules {label} not found: %(target)s"
           for label, roles in OBJECT_TYPES.values() for role in roles},
        "tn": "chart cell explanation not found: %(target)s",
    }

    @property
    def objects(self) -> dict[Key, RulesObject]:
        """Every object, by key."""
        return cast(dict[Key, RulesObject], self.data.setdefault("objects", {}))

    @property
    def aliases(self) -> dict[Key, RulesAlias]:
        """Alias keys to the object they name."""
        return cast(dict[Key, RulesAlias], self.data.setdefault("aliases", {}))

    def note_object(
        self, obj: RulesObject, aliases: Iterable[str] = (), location: Any = None,
    ) -> None:
        """Record an object (and its aliases); warn if the name is already described."""
        key = (obj.game, obj.objtype, names.fold(obj.name))
        other = self.objects.get(key)
        if other is not None and (other.docname, other.node_id) != (obj.docname, obj.node_id):
            logger.warning(
                "duplicate rules %s %r (game %s), also described in %s",
                OBJECT_TYPES[obj.objtype][0], obj.name, obj.game, other.docname,
                location=location, type="rules", subtype="duplicate")
        self.objects[key] = obj
        for alias in aliases:
            alias_key = (obj.game, obj.objtype, names.fold(alias))
            if alias_key != key:
                self.aliases[alias_key] = RulesAlias(key, obj.docname)

    @property
    def entries(self) -> dict[str, list[Any]]:
        """Search entries that are not objects (phases, steps, readings), by page; see
        :mod:`rulesref.docs.sphinxext.search`."""
        return cast(dict[str, list[Any]], self.data.setdefault("entries", {}))

    def note_fields(self, docname: str, node_id: str, cost: str, cite: str) -> None:
        """Record the cost and citation of the object described at ``docname#node_id``."""
        for key, obj in self.objects.items():
            if obj.docname == docname and obj.node_id == node_id:
                self.objects[key] = obj._replace(cost=cost, cite=cite)

    def clear_doc(self, docname: str) -> None:
        """Forget the objects, aliases and entries of a page that is read again."""
        self.entries.pop(docname, None)
        for key, obj in list(self.objects.items()):
            if obj.docname == docname:
                del self.objects[key]
        for key, alias in list(self.aliases.items()):
            if alias.docname == docname:
                del self.aliases[key]

    def merge_domaindata(self, docnames: Set[str], otherdata: dict[str, Any]) -> None:
        """Take the objects a parallel reader found in ``docnames``."""
        for key, obj in otherdata["objects"].items():
            if obj.docname not in docnames:
                continue
            other = self.objects.get(key)
            if other is not None and other.docname != obj.docname:
                logger.warning(
                    "duplicate rules %s %r (game %s), also described in %s",
                    OBJECT_TYPES[obj.objtype][0], obj.name, obj.game, other.docname,
                    location=(obj.docname, obj.lineno), type="rules", subtype="duplicate")
            self.objects[key] = obj
        for key, alias in otherdata["aliases"].items():
            if alias.docname in docnames:
                self.aliases[key] = alias
        for docname, found in otherdata.get("entries", {}).items():
            if docname in docnames:
                self.entries[docname] = found

    def find(self, game: str, objtype: str, name: str) -> RulesObject | None:
        """The object ``name`` (or an alias) of ``objtype`` in ``game``."""
        key = (game, objtype, names.fold(object_name(objtype, name)))
        obj = self.objects.get(key)
        if obj is None and key in self.aliases:
            obj = self.objects.get(self.aliases[key].key)
        return obj

    def _split(self, target: str, node: Element) -> tuple[str, str]:
        game, sep, rest = target.partition(":")
        games = {o.game for o in self.objects.values()}
        if sep and game.strip() in games:
            return game.strip(), rest
        return str(node.get(GAME_CONTEXT) or self.env.config.rules_default_game), target

    def _refnode(
        self, builder: Builder, fromdocname: str, obj: RulesObject, contnode: Element,
    ) -> rules_reference:
        tip = obj.summary if len(obj.summary) <= TIP_LENGTH else (
            obj.summary[: TIP_LENGTH - 1].rsplit(" ", 1)[0] + "…")
        ref = rules_reference("", "", internal=True, rules_tip=tip,
                              rules_kind=f"{obj.label} · {game_title(self.env, obj.game)}",
                              rules_meta=obj.annotation, rules_cost=obj.cost,
                              rules_cite=obj.cite)
        if fromdocname == obj.docname:
            ref["refid"] = obj.node_id
        else:
            ref["refuri"] = builder.get_relative_uri(fromdocname, obj.docname) + "#" + \
                obj.node_id
        ref["classes"].append(f"rules-{obj.objtype}")
        ref += contnode
        return ref

    def resolve_xref(
        self, env: BuildEnvironment, fromdocname: str, builder: Builder, typ: str,
        target: str, node: pending_xref, contnode: Element,
    ) -> nodes.reference | None:
        """Resolve a role to its object (or, for ``tn``, to a label)."""
        if typ == "tn":
            return self._resolve_label(env, fromdocname, builder, target, contnode)
        game, name = self._split(target, node)
        for objtype in self.objtypes_for_role(typ) or ():
            obj = self.find(game, objtype, name)
            if obj is not None:
                return self._refnode(builder, fromdocname, obj, contnode)
        return None

    def _resolve_label(
        self, env: BuildEnvironment, fromdocname: str, builder: Builder, target: str,
        contnode: Element,
    ) -> nodes.reference | None:
        std = env.domains.standard_domain
        found = std.anonlabels.get(target.lower())
        if found is None:
            return None
        docname, labelid = found
        ref = nodes.reference("", "", internal=True)
        if docname == fromdocname:
            ref["refid"] = labelid
        else:
            ref["refuri"] = builder.get_relative_uri(fromdocname, docname) + "#" + labelid
        ref += contnode
        return ref

    def resolve_any_xref(
        self, env: BuildEnvironment, fromdocname: str, builder: Builder, target: str,
        node: pending_xref, contnode: Element,
    ) -> list[tuple[str, nodes.reference]]:
        """Every object of any type the target names."""
        game, name = self._split(target, node)
        out: list[tuple[str, nodes.reference]] = []
        for objtype, (_, roles) in OBJECT_TYPES.items():
            obj = self.find(game, objtype, name)
            if obj is not None:
                out.append((f"rules:{roles[0]}",
                            self._refnode(builder, fromdocname, obj, contnode)))
        return out

    def get_objects(self) -> Iterator[tuple[str, str, str, str, str, int]]:
        """Objects for the search index and ``objects.inv``: ``toy:Gate``."""
        for obj in self.objects.values():
            yield (f"{obj.game}:{obj.name}", obj.name, obj.objtype, obj.docname, obj.node_id,
                   1)
