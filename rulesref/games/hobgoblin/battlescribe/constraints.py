"""The army rules as the data format's constraints and modifiers.

Each declarative army rule object (:mod:`..army_limits`, the objects the validator asks)
writes its own form (:meth:`.Rule.express`) through :class:`Export`, whose methods are the
forms the format offers: category links and limits, limits on entries and groups, hidden
entries, and limits that modifiers change under conditions. A few rules that stay code in
the validator (the artefact's carrier and bans, the names the book lists) write theirs from
the same model data. Every constraint and modifier carries the code of its rule in its
``comment``, so a user of the apps can look it up, and the coverage report can tell which
rules the export expresses.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from rulesref.core import names
from rulesref.core.effects import Parameter
from rulesref.core.keywords import KeywordRef
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_limits import Rule, engine, limits, word
from rulesref.games.hobgoblin.battlescribe.catalogue import (
    UnitEntries,
    army_count_categories,
)
from rulesref.games.hobgoblin.battlescribe.constraint_parts import (
    GENERAL,
    add,
    artefacts_giving,
    bought,
    carries,
    columns,
    condition,
    constraint,
    deny,
    modifier,
    purchase_matches,
    starting,
    unit_gives,
)
from rulesref.games.hobgoblin.battlescribe.entries import (
    ARTEFACT_ROOT_ID,
    FORCE_ID,
    UNLISTED,
    UNLISTED_UNIT_ID,
    Kind,
    allegiance_id,
    artefact_id,
    category_id,
    special_id,
)
from rulesref.games.hobgoblin.battlescribe.ids import stable_id
from rulesref.games.hobgoblin.battlescribe.xmlwrite import Element, child_list, element
from rulesref.games.hobgoblin.model import (
    ArmyConstraint,
    Hobgoblin,
    PurchaseFilter,
)
from rulesref.games.hobgoblin.profiles import forbidden_by
from rulesref.games.hobgoblin.situation import conveyed

Expressed = dict[str, list[str]]


# --------------------------------------------------------------------------- the forms


@dataclass
class Export:
    """What the rule objects write their BattleScribe form into (:meth:`.Rule.express`):
    the catalogue's unit entries, and, per rule code, how each rule is expressed. Its
    methods are the forms a declarative rule takes in the format."""

    rules: Hobgoblin
    units: list[UnitEntries]
    cols: dict[str, tuple[str, str]]
    """Cost-table keyword: (keyword name, column)."""
    out: Expressed = field(default_factory=dict)
    catalogue: Element | None = None
    """The catalogue, for the rules written on its root entries."""
    artefact: Element | None = None
    """The catalogue's Cursed Artefact entry."""

    def link_categories(self, keywords: Iterable[str]) -> None:
        """Each keyword's entry in every unit links to the keyword's category (so a force
        can count the units that bought it)."""
        for unit in self.units:
            for keyword in keywords:
                node = unit.keywords[_entry_named(self.cols, keyword)]
                add(node, "categoryLinks", element(
                    "categoryLink", id=stable_id(node.attrib["id"], "category"),
                    name=keyword, hidden=False, targetId=category_id(keyword),
                    primary=False))

    def category_limits(self, code: str, links: Mapping[str, Element], keywords: Iterable[str],
                        least: int | None, most: int | None) -> None:
        """A minimum and maximum on the force's category of each keyword."""
        for keyword in keywords:
            link = links[keyword]
            for kind, value in (("min", least), ("max", most)):
                if value is not None:
                    add(link, "constraints", constraint(link.attrib["id"], code, kind, value,
                                                         children=True))

    def entry_limits(self, code: str, limit: int) -> None:
        """At most ``limit`` of every keyword entry, per unit."""
        for unit in self.units:
            for node in unit.keywords.values():
                add(node, "constraints", constraint(node.attrib["id"], code, "max", limit))
        self.out[code].append(f"every purchasable keyword: at most {limit} per unit")

    def group_limit(self, code: str, pf: PurchaseFilter | None, limit: int) -> None:
        """At most ``limit`` of the purchases ``pf`` names, per unit: a limit on the group
        holding most of them; members elsewhere count towards it through modifiers."""
        for unit in self.units:
            members = [k for k, (name, col) in self.cols.items()
                       if purchase_matches(pf, name, col)]
            groups = {unit.group_of[k] for k in members}
            home = max(sorted(groups), key=lambda g: sum(unit.group_of[k] == g for k in members))
            group = unit.groups[home]
            gid = group.attrib["id"]
            cons = add(group, "constraints", constraint(gid, code, "max", limit))
            for keyword in members:
                if unit.group_of[keyword] != home:
                    add(group, "modifiers", modifier(
                        code, "decrement", cons.attrib["id"], 1, [bought(unit, keyword)]))
        self.out[code].append(f"at most {limit} of the purchases it counts per unit (a group "
                              "limit)")

    def hide_refused(self, rule: Rule) -> None:
        """Hide, with a maximum of 0, every keyword entry the rule refuses to a unit type (the
        rule object's own answer, as the validator and the builder ask it)."""
        grouped = limits(self.rules).grouped()
        for unit in self.units:
            start = starting(self.rules, unit.utype)
            for keyword, (name, col) in self.cols.items():
                if rule.refuses(unit.utype, names.fold(name), col, start, grouped):
                    deny(unit.keywords[keyword], rule.code)
        self.out[rule.code].append("the keyword entries it forbids are hidden, with a maximum "
                                   "of 0, in the unit types concerned")

    def needs_keyword(self, code: str, pf: PurchaseFilter | None, needs: str) -> None:
        """The purchases ``pf`` names get a maximum of 0, set to 1 when the unit has
        ``needs`` from its type, a purchase or its artefact."""
        rules = self.rules
        for unit in self.units:
            if unit_gives(rules, unit.utype, (), needs):
                continue
            givers = [k for k in unit.keywords if unit_gives(rules, unit.utype, (k,), needs)]
            for keyword, (name, col) in self.cols.items():
                if not purchase_matches(pf, name, col):
                    continue
                node = unit.keywords[keyword]
                cons = add(node, "constraints",
                           constraint(node.attrib["id"], code, "max", 0, tag="requires"))
                set_one = [bought(unit, k) for k in givers]
                if set_one:
                    add(node, "modifiers", modifier(code, "set", cons.attrib["id"], 1,
                                                    any_of=set_one))
                for art in artefacts_giving(rules, needs):
                    add(node, "modifiers", modifier(code, "set", cons.attrib["id"], 1,
                                                    all_of=carries(unit, art)))
        self.out[code].append(f"allowed only when the unit has {needs} (from its type, a "
                              "purchase or its artefact)")

    def artefact_limits(self, code: str) -> None:
        """One Cursed Artefact per army, and none without a General."""
        artefact = self.artefact
        assert artefact is not None
        root = add(artefact, "constraints",
                   constraint(ARTEFACT_ROOT_ID, code, "max", 1, scope="roster"))
        add(artefact, "modifiers", modifier(
            code, "set", root.attrib["id"], 0,
            [condition("equalTo", 0, category_id(GENERAL), scope="roster")]))
        group = child_list(artefact, "selectionEntryGroups")[0]
        for kind in ("min", "max"):
            add(group, "constraints", constraint(group.attrib["id"], code, kind, 1))
        self.out[code].append("one Cursed Artefact per army, and none without a General")

    def artefact_bans(self, code: str) -> None:
        """The General's unit cannot buy what its artefact forbids: the entry's maximum is
        set to 0 when the army took the artefact."""
        rules = self.rules
        for art in rules.artefacts:
            banned = set(forbidden_by(rules, frozenset(
                names.fold(KeywordRef.parse(k).name) for k in conveyed(art))))
            if not banned:
                continue
            for unit in self.units:
                for keyword, node in unit.keywords.items():
                    if names.fold(lookups.find_keyword(rules, keyword).name) in banned:
                        cons = add(node, "constraints", constraint(
                            node.attrib["id"], code, "max", 1, tag=art.name))
                        add(node, "modifiers", modifier(code, "set", cons.attrib["id"], 0,
                                                        all_of=carries(unit, art.name)))
        self.out[code].append("the General's unit cannot buy what its artefact forbids")

    def unlisted(self, code: str, field: str, what: str) -> None:
        """The entry standing for a name the book does not list, in the list's ``field``
        (``keyword`` and ``allegiance`` in each unit; ``type`` and ``artefact`` in the
        roster), allows none."""
        if field in ("keyword", "allegiance"):
            for unit in self.units:
                name = unit.utype.name
                entry_id = (special_id(name, Kind.UNLISTED_KEYWORD) if field == "keyword"
                            else allegiance_id(name, UNLISTED))
                found = _find(unit.entry, entry_id)
                assert found is not None
                add(found, "constraints", constraint(entry_id, code, "max", 0))
        else:
            assert self.catalogue is not None
            entry_id = UNLISTED_UNIT_ID if field == "type" else artefact_id(UNLISTED)
            found = _find(self.catalogue, entry_id)
            assert found is not None
            add(found, "constraints", constraint(entry_id, code, "max", 0, scope="roster"))
        self.out[code].append(f"only the book's names are offered: {what} have no entry")

    def choice_limits(self, code: str, c: ArmyConstraint) -> None:
        """A unit's choices (its allegiances): between the least and the most for a unit
        with ``c.needs``, each at most once; changed where a purchase or an artefact gives
        the keyword, or an artefact's ``parameter`` effect changes the number."""
        _choice_count(self.rules, code, c, self.units, self.out)


def _parameter_sources(rules: Hobgoblin, parameter: str) -> list[tuple[str, int, bool]]:
    """Artefacts conveying a keyword whose ``parameter`` effect sets ``parameter``: the
    artefact, the number, and whether the effect is optional (it only raises the most)."""
    out = []
    for art in rules.artefacts:
        for text in conveyed(art):
            kw = lookups.find_keyword(rules, KeywordRef.parse(text).name)
            for eff in kw.effects:
                if isinstance(eff, Parameter) and eff.name == parameter and eff.op == "set":
                    out.append((art.name, eff.amount, eff.optional))
    return out


def _choice_count(rules: Hobgoblin, code: str, c: ArmyConstraint,
                  units: list[UnitEntries], out: Expressed) -> None:
    needs = c.needs or ""
    most = c.max or 0
    least = c.min if c.min is not None else most
    for unit in units:
        group = unit.allegiances
        if group is None:
            continue
        gid = group.attrib["id"]
        gives = unit_gives(rules, unit.utype, (), needs)
        # a unit without the keyword need choose none, and may choose any (p. 29 asks only a
        # Wizard to choose and forbids no other unit a choice, which does nothing: the
        # validator's HGW03 warning, which the format cannot give)
        options = [c for c in child_list(group, "selectionEntries")
                   if c.get("hidden") != "true"]
        low = add(group, "constraints", constraint(gid, code, "min",
                                                    least if gives else 0))
        high = add(group, "constraints", constraint(gid, code, "max",
                                                     most if gives else len(options)))
        for option in options:  # the choices are different ones
            add(option, "constraints", constraint(option.attrib["id"], code, "max", 1))
        givers = [k for k in unit.keywords if unit_gives(rules, unit.utype, (k,), needs)]
        # (new least or None to keep it, new most, conditions all of, any of)
        sources: list[tuple[int | None, int, list[Element], list[Element]]] = []
        if givers:
            sources.append((least, most, [], [bought(unit, k) for k in givers]))
        sources += [(least, most, carries(unit, art), [])
                    for art in artefacts_giving(rules, needs)]
        if c.parameter:
            sources += [(None if optional else n, n, carries(unit, art), [])
                        for art, n, optional in _parameter_sources(rules, c.parameter)]
        for new_low, new_high, all_of, any_of in sources:
            for cons, value in ((low, new_low), (high, new_high)):
                if value is not None:
                    add(group, "modifiers", modifier(code, "set", cons.attrib["id"], value,
                                                      all_of=all_of, any_of=any_of))
    out[code].append(f"a unit with {needs} chooses {word(least)} to {word(most)} (more "
                          "where an artefact's keyword says so), each at most once, so "
                          "different ones; a unit without it may choose any, each once")


# --------------------------------------------------------------------------- code rules


def _find(node: Element, entry_id: str) -> Element | None:
    if node.attrib.get("id") == entry_id:
        return node
    for child in node:
        found = _find(child, entry_id)
        if found is not None:
            return found
    return None


# --------------------------------------------------------------------------- entry points


def apply(rules: Hobgoblin, catalogue: Element, units: list[UnitEntries], artefact: Element
          ) -> Expressed:
    """Add every expressible army rule to the catalogue's entries; returns, per rule code,
    how it is expressed (codes the export cannot express are absent).

    :raises RulesDataError: for a constraint the format has no way to say.
    """
    export = Export(rules, units, columns(rules), {r.code: [] for r in rules.army_rules},
                    catalogue, artefact)
    for obj in engine(rules):  # each writes its own form, or has none (inexpressible)
        obj.express(export)
    return {code: lines for code, lines in export.out.items() if lines}


def _entry_named(cols: dict[str, tuple[str, str]], keyword: str) -> str:
    for entry, (name, _col) in cols.items():
        if names.fold(name) == names.fold(keyword):
            return entry
    raise RulesDataError("army_rules.yaml", "", f"{keyword!r} is not in the cost table")


def apply_force(rules: Hobgoblin, game_system: Element, out: Expressed) -> None:
    """The ``army_count`` rules as limits on the force's categories (General, Battle
    Standard), counted through the units' selections."""
    force = _find(game_system, FORCE_ID)
    assert force is not None
    links = {link.attrib["name"]: link for link in child_list(force, "categoryLinks")}
    export = Export(rules, [], {}, out)
    for obj in engine(rules):
        obj.express_force(export, links)
    assert set(army_count_categories(rules)) <= set(links)
