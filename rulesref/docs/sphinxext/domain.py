"""The ``rules`` Sphinx domain: rules objects (keywords, unit types, spells...) that any page
can link by name, with a keyword index, search entries, and a summary shown on hover.

Objects are keyed by game, object type and folded name, so names match case-insensitively
and two games may share a name; a role target may name its game (``toy:Gate``) and
otherwise uses the game of the page it is on. A numerical keyword links to its keyword:
``:rules:kw:`Hero [+1]``` shows ``Hero [+1]`` and lands on Hero.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Set
from typing import Any, ClassVar, cast

from docutils import nodes
from docutils.nodes import Element
from sphinx.addnodes import pending_xref
from sphinx.builders import Builder
from sphinx.domains import Domain, Index, ObjType
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

from rulesref.core import names
from rulesref.docs.sphinxext.anchors import anchor_role
from rulesref.docs.sphinxext.directives import (
    GAME_CONTEXT,
    OBJECT_TYPES,
    TIP_LENGTH,
    CellRole,
    Key,
    KeywordIndex,
    RulesAlias,
    RulesObject,
    RulesObjectDirective,
    RulesXRefRole,
    current_game,
    game_title,
    grade_role,
    object_name,
)
from rulesref.docs.sphinxext.links import (
    rules_reference,
)
from rulesref.docs.sphinxext.odds import odds_role

logger = logging.getLogger(__name__)


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
            return self._resolve_label(env, fromdocname, builder, target, node, contnode)
        game, name = self._split(target, node)
        for objtype in self.objtypes_for_role(typ) or ():
            obj = self.find(game, objtype, name)
            if obj is not None:
                return self._refnode(builder, fromdocname, obj, contnode)
        return None

    def _resolve_label(
        self, env: BuildEnvironment, fromdocname: str, builder: Builder, target: str,
        node: Element, contnode: Element,
    ) -> nodes.reference | None:
        std = env.domains.standard_domain
        found = std.anonlabels.get(target.lower())
        if found is None:
            return None
        docname, labelid = found
        ref: nodes.reference = nodes.reference("", "", internal=True)
        if node.get("rules_tip"):  # a chart cell's popover
            game = str(node.get(GAME_CONTEXT) or env.config.rules_default_game)
            ref = rules_reference("", "", internal=True, rules_tip=node["rules_tip"],
                                  rules_name=node.get("rules_name", ""),
                                  rules_kind=f"Chart cell · {game_title(env, game)}",
                                  rules_cite=node.get("rules_cite", ""))
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


__all__ = [
    "GAME_CONTEXT",
    "OBJECT_TYPES",
    "TIP_LENGTH",
    "CellRole",
    "Key",
    "KeywordIndex",
    "RulesAlias",
    "RulesDomain",
    "RulesObject",
    "RulesObjectDirective",
    "RulesXRefRole",
    "current_game",
    "game_title",
    "grade_role",
    "object_name",
]
