"""The Hobgoblin game system (``.gst``) and catalogue (``.cat``) as BattleScribe data, built
from the rules model.

The game system holds what every list shares: the publication, the points cost type, the unit
profile type, the categories, the force, and a rule for every keyword and army rule. The
catalogue holds one entry per unit type, with its purchasable keywords (costs multiplied for
the type), its allegiance choice, and the constraints :mod:`.constraints` derives from the
declarative army rules; plus the Cursed Artefact choice. Every id comes from
:func:`.ids.stable_id`, and :class:`Export` keeps a table from id to meaning, which is how a
roster is read back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache

from rulesref.core import names
from rulesref.core.keywords import KeywordRef
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_index import Purchase, resolve_purchase
from rulesref.games.hobgoblin.army_limits import limits
from rulesref.games.hobgoblin.battlescribe import (
    BATTLESCRIBE_VERSION,
    CATALOGUE_NS,
    GAME_SYSTEM_NS,
)
from rulesref.games.hobgoblin.battlescribe.entries import (
    ALLEGIANCE_GROUP,
    ARTEFACT_CATEGORY,
    ARTEFACT_GROUP_ID,
    ARTEFACT_ROOT_ID,
    CATALOGUE_ID,
    CATALOGUE_NAME,
    CHARACTERISTICS,
    COST_NAME,
    COST_TYPE_ID,
    FORCE_ID,
    FORCE_NAME,
    GAME_SYSTEM_ID,
    GAME_SYSTEM_NAME,
    PROFILE_TYPE,
    PROFILE_TYPE_ID,
    UNIT_CATEGORY,
    UNLISTED,
    UNLISTED_UNIT_ID,
    EntryInfo,
    Kind,
    allegiance_id,
    artefact_id,
    category_id,
    group_id,
    keyword_id,
    rule_id,
    special_id,
    unit_id,
)
from rulesref.games.hobgoblin.battlescribe.ids import stable_id
from rulesref.games.hobgoblin.battlescribe.revision import FIRST, content_digest, revision_for
from rulesref.games.hobgoblin.battlescribe.schema_order import put_in_order
from rulesref.games.hobgoblin.battlescribe.xmlwrite import (
    Element,
    child_list,
    element,
    new_child,
    serialize,
)
from rulesref.games.hobgoblin.lookups import Profile
from rulesref.games.hobgoblin.model import (
    CostEntry,
    Hobgoblin,
    UnitType,
)
from rulesref.games.hobgoblin.model.keywords import KeywordDef, Trait
from rulesref.games.hobgoblin.situation import conveyed


@dataclass
class UnitEntries:
    """The entries of one unit type, for :mod:`.constraints` to add limits to."""

    utype: UnitType
    entry: Element
    keywords: dict[str, Element] = field(default_factory=dict)
    """Cost-table keyword: its entry."""
    groups: dict[str, Element] = field(default_factory=dict)
    """Group name: the group."""
    group_of: dict[str, str] = field(default_factory=dict)
    """Cost-table keyword: the group it is in."""
    allegiances: Element | None = None


@dataclass
class Export:
    """The exported game system and catalogue, with what each id means."""

    game_system: Element
    catalogue: Element
    entries: dict[str, EntryInfo]
    expressed: dict[str, list[str]]
    """Army rule code: how the export expresses it (one line each)."""
    revision: int = FIRST
    """The files' revision, derived from their content (:mod:`.revision`)."""
    digest: str = ""
    """The digest of their content that the revision is derived from."""


# --------------------------------------------------------------------------- pieces


def cost(value: int) -> Element:
    """A points cost."""
    return element("cost", name=COST_NAME, typeId=COST_TYPE_ID, value=f"{value}.0")


def publication_id(rules: Hobgoblin) -> str:
    """The id of the rulebook's publication."""
    return stable_id("publication", rules.title)


def _cited(node: Element, rules: Hobgoblin, page: int | None) -> Element:
    node.attrib["publicationId"] = publication_id(rules)
    if page is not None:
        node.attrib["page"] = str(page)
    return node


def _stat(value: int | None, unit: str = "") -> str:
    return "-" if value is None else f"{value}{unit}"


def purchasable(rules: Hobgoblin) -> tuple[tuple[CostEntry, KeywordDef], ...]:
    """The canonical cost table's entries with their keyword definitions: those no army rule
    refuses at any price (the rule objects' own answer, :meth:`.RuleObject.refusal`, as the
    validator and ``cost`` ask it), each an entry of every unit."""
    return _purchasable(rules)


@cache
def _purchasable(rules: Hobgoblin) -> tuple[tuple[CostEntry, KeywordDef], ...]:
    sold = [resolve_purchase(rules, e.keyword) for e in lookups.canonical_costs(rules).entries]
    return tuple((p.entry, p.kw) for p in sold if isinstance(p, Purchase))


def footprint_group_keywords(rules: Hobgoblin) -> frozenset[str]:
    """Folded names of the keywords some army rule limits together (the footprint
    purchases, :attr:`.Rule.together`): they share one group in each unit entry."""
    return limits(rules).grouped()


def starting_rules(rules: Hobgoblin, utype: UnitType) -> list[str]:
    """The names of the keywords a unit type starts with, its footprint's included."""
    out = []
    for text in (*utype.keywords, utype.footprint_keyword):
        try:
            out.append(lookups.find_keyword(rules, KeywordRef.parse(text).name).name)
        except Exception:
            continue
    return out


# --------------------------------------------------------------------------- game system


def game_system(rules: Hobgoblin, readme: str) -> Element:
    """The ``.gst`` tree: publication, cost type, profile type, categories, force, rules."""
    root = element("gameSystem", id=GAME_SYSTEM_ID, name=GAME_SYSTEM_NAME, revision=0,
                   battleScribeVersion=BATTLESCRIBE_VERSION, authorName="rulesref",
                   xmlns=GAME_SYSTEM_NS)
    new_child(root, "readme", readme)  # filled in once every constraint is known
    new_child(child_list(root, "publications"), "publication", id=publication_id(rules),
              name=rules.title, shortName=GAME_SYSTEM_NAME, publicationDate=rules.edition)
    new_child(child_list(root, "costTypes"), "costType", id=COST_TYPE_ID, name=COST_NAME,
              defaultCostLimit="-1.0", hidden=False)
    ptype = new_child(child_list(root, "profileTypes"), "profileType", id=PROFILE_TYPE_ID,
                      name=PROFILE_TYPE)
    for name in CHARACTERISTICS:
        new_child(child_list(ptype, "characteristicTypes"), "characteristicType",
                  id=stable_id("characteristicType", name), name=name)
    categories = child_list(root, "categoryEntries")
    force = new_child(child_list(root, "forceEntries"), "forceEntry", id=FORCE_ID, name=FORCE_NAME,
                      hidden=False)
    for name in (UNIT_CATEGORY, *army_count_categories(rules), ARTEFACT_CATEGORY):
        new_child(categories, "categoryEntry", id=category_id(name), name=name, hidden=False)
        new_child(child_list(force, "categoryLinks"), "categoryLink",
                  id=stable_id("categoryLink", name), name=name, hidden=False,
                  targetId=category_id(name), primary=False)
    shared = child_list(root, "sharedRules")
    for kw in lookups.all_keyword_defs(rules):
        shared.append(keyword_rule(rules, kw))
    for army_rule in rules.army_rules:
        node = _cited(element("rule", id=stable_id("armyRule", army_rule.code),
                              name=f"{army_rule.code} {army_rule.name}", hidden=False),
                      rules, army_rule.cite.page)
        new_child(node, "description", f"{army_rule.summary} ({army_rule.cite.short()})")
        shared.append(node)
    return root


def keyword_rule(rules: Hobgoblin, kw: KeywordDef, rule_id_: str | None = None) -> Element:
    """A keyword's rule: its traits and summary, and for a numerical keyword the values the
    cost table offers (before the type's multiplier); ``rule_id_`` for a roster's copy."""
    traits = ", ".join(kw.trait_names())
    text = f"{traits}. {kw.summary}" if traits else kw.summary
    if kw.numeric:
        bought = lookups.keyword_costs(rules, kw)
        if bought:
            text += " Bought as " + ", ".join(f"{e.keyword} ({e.cost} pts)"
                                              for e in bought) + "."
    node = _cited(element("rule", id=rule_id_ or rule_id(kw.name), name=kw.name,
                          hidden=False), rules, kw.cite.page)
    new_child(node, "description", text)
    return node


def army_count_categories(rules: Hobgoblin) -> list[str]:
    """The keyword names that army rules count over the army (General, Battle Standard,
    :attr:`.Rule.categories`): each is a category, so the force can count it."""
    out: list[str] = []
    for rule in limits(rules).all:
        out.extend(k for k in rule.categories if k not in out)
    return out


# --------------------------------------------------------------------------- catalogue


def _profile(rules: Hobgoblin, utype: UnitType, shown: Profile | None = None,
             profile_id: str | None = None) -> Element:
    """A unit type's profile as printed, or with the statistics of ``shown`` (a unit's
    derived profile, as an app copies it into a roster)."""
    prof = _cited(element("profile", id=profile_id or stable_id("profile", utype.name),
                          name=utype.name, hidden=False, typeId=PROFILE_TYPE_ID,
                          typeName=PROFILE_TYPE),
                  rules, utype.cite.page)
    at = shown if shown is not None else utype
    values = (_stat(at.speed), _stat(at.range, '"'), str(at.strikes), str(at.courage),
              at.footprint)
    chars = child_list(prof, "characteristics")
    for name, value in zip(CHARACTERISTICS, values, strict=True):
        new_child(chars, "characteristic", value, name=name,
                  typeId=stable_id("characteristicType", name))
    return prof


#: The characteristics an app can change by a number (the profile's plain numbers), with the
#: profile's field each is.
NUMERIC = (("Speed", "speed"), ("Strikes", "strikes"), ("Courage", "courage"))


def roster_profile(rules: Hobgoblin, utype: UnitType, shown: Profile, profile_id: str
                   ) -> Element:
    """The profile a roster's unit selection carries: the unit's derived statistics."""
    return _profile(rules, utype, shown, profile_id)


def _profile_modifiers(rules: Hobgoblin, utype: UnitType, node: Element) -> None:
    """Modifiers on the unit's profile, so an app shows the statistics rulesref derives: each
    purchase changes a characteristic by what it changes in the unit's profile when bought
    alone (the General's Hero [2], +2 Strikes), on condition the unit selected it; and where
    two purchases together change it by other than the sum (Unruly ignores the General's
    Command), a correction on condition both are selected. Range carries a unit sign the
    apps cannot count with, and is left as printed."""
    from rulesref.games.hobgoblin.profiles import profile

    prof = child_list(node, "profiles")[0]
    eid = node.attrib["id"]

    def stats(*keywords: str) -> tuple[int | None, ...]:
        found = profile(rules, utype.name, keywords)
        return tuple(getattr(found, stat) for _, stat in NUMERIC)

    def change(delta: tuple[int, ...], *keywords: str) -> None:
        for (name, _), amount in zip(NUMERIC, delta, strict=True):
            if not amount:
                continue
            mod = new_child(
                child_list(prof, "modifiers"), "modifier",
                type_="increment" if amount > 0 else "decrement",
                field=stable_id("characteristicType", name), value=abs(amount))
            for keyword in keywords:
                new_child(
                    child_list(mod, "conditions"), "condition", type_="atLeast", value=1,
                    field="selections", scope=eid, childId=keyword_id(utype.name, keyword),
                    shared=True, includeChildSelections=True)

    plain = stats()
    entries = [e.keyword for e, _ in purchasable(rules)]
    alone = {k: tuple(_minus(a, b) for a, b in zip(stats(k), plain, strict=True))
             for k in entries}
    for k in entries:
        change(alone[k], k)
    moving = {k for k in entries if any(alone[k])}
    for n, first in enumerate(entries):
        for second in entries[n + 1:]:
            if first not in moving and second not in moving:
                continue  # neither changes a statistic: together they change none either
            both = stats(first, second)
            change(tuple(_minus(t, p) - a - b for t, p, a, b in zip(
                both, plain, alone[first], alone[second], strict=True)), first, second)


def _minus(a: int | None, b: int | None) -> int:
    """A change of a statistic (none for one printed as '-')."""
    return 0 if a is None or b is None else a - b


def _info_link(owner: str, keyword: str) -> Element:
    return element("infoLink", id=stable_id(owner, "infoLink", keyword), name=keyword,
                   hidden=False, targetId=rule_id(keyword), type_="rule")


def _upgrade(entry_id: str, name: str, value: int | None = 0, *, hidden: bool = False
             ) -> Element:
    node = element("selectionEntry", id=entry_id, name=name, hidden=hidden,
                   type_="upgrade")
    if value is not None:
        child_list(node, "costs").append(cost(value))
    return node


def group_of_entry(rules: Hobgoblin, entry: CostEntry, kw: KeywordDef) -> str:
    """The group a cost-table entry is offered in, inside each unit type's entry."""
    if entry.once_per_army:
        return "General and Battle Standard"
    if names.fold(kw.name) in footprint_group_keywords(rules):
        return "Footprint"
    return "Strengths" if entry.column == "Strength" else "Weaknesses"


def unit_entry(rules: Hobgoblin, utype: UnitType, table: dict[str, EntryInfo]) -> UnitEntries:
    """A unit type's entry: cost, profile, starting keyword rules, purchasable keywords in
    groups (costs times the type's multiplier), allegiances, base and bookkeeping entries."""
    eid = unit_id(utype.name)
    table[eid] = EntryInfo(Kind.UNIT, utype.name, utype.name, "unit")
    node = _cited(element("selectionEntry", id=eid, name=utype.name, hidden=False,
                          type_="unit"),
                  rules, utype.description_cite.page)
    child_list(node, "profiles").append(_profile(rules, utype))
    for keyword in starting_rules(rules, utype):
        child_list(node, "infoLinks").append(_info_link(eid, keyword))
    new_child(child_list(node, "categoryLinks"), "categoryLink", id=stable_id(eid, "category"),
              name=UNIT_CATEGORY, hidden=False, targetId=category_id(UNIT_CATEGORY), primary=True)
    child_list(node, "costs").append(cost(utype.points))
    out = UnitEntries(utype, node)
    for entry, kw in purchasable(rules):
        group_name = group_of_entry(rules, entry, kw)
        group = out.groups.get(group_name)
        if group is None:
            group = new_child(child_list(node, "selectionEntryGroups"), "selectionEntryGroup",
                              id=group_id(utype.name, group_name), name=group_name, hidden=False)
            out.groups[group_name] = group
        kid = keyword_id(utype.name, entry.keyword)
        table[kid] = EntryInfo(Kind.KEYWORD, entry.keyword, utype.name)
        child = _cited(_upgrade(kid, entry.keyword, entry.cost * utype.cost_multiplier),
                       rules, kw.cite.page)
        child_list(child, "infoLinks").append(_info_link(kid, kw.name))
        child_list(group, "selectionEntries").append(child)
        out.keywords[entry.keyword] = child
        out.group_of[entry.keyword] = group_name
    _profile_modifiers(rules, utype, node)
    out.allegiances = _allegiance_group(rules, utype.name, node, table)
    for kind, name, hidden in ((Kind.BASE, "Base size", False),
                               (Kind.UNLISTED_KEYWORD, "Unlisted keyword", True),
                               (Kind.TYPE_AS_WRITTEN, "Unit type as written", True),
                               (Kind.ALLEGIANCE_LIST, "Allegiance as a list", True)):
        sid = special_id(utype.name, kind)
        table[sid] = EntryInfo(kind, name, utype.name)
        child_list(node, "selectionEntries").append(_upgrade(sid, name, hidden=hidden))
    return out


def _allegiance_group(rules: Hobgoblin, unit_type: str | None, node: Element,
                      table: dict[str, EntryInfo]) -> Element:
    group = new_child(child_list(node, "selectionEntryGroups"), "selectionEntryGroup",
                      id=group_id(unit_type, ALLEGIANCE_GROUP), name=ALLEGIANCE_GROUP, hidden=False)
    for allegiance in rules.allegiances:
        aid = allegiance_id(unit_type, allegiance.name)
        table[aid] = EntryInfo(Kind.ALLEGIANCE, allegiance.name, unit_type)
        child = _cited(_upgrade(aid, allegiance.name), rules, allegiance.cite.page)
        spells = "; ".join(f"{s.name} ({s.spell_class.value}, {s.cost} Mercury)"
                           for s in allegiance.spells)
        rule = new_child(child_list(child, "rules"), "rule", id=stable_id(aid, "rule"),
                         name=allegiance.spell_group, hidden=False)
        new_child(rule, "description", spells)
        child_list(group, "selectionEntries").append(child)
    uid = allegiance_id(unit_type, UNLISTED)
    table[uid] = EntryInfo(Kind.UNLISTED_ALLEGIANCE, "Unlisted allegiance", unit_type)
    child_list(group, "selectionEntries").append(
        _upgrade(uid, "Unlisted allegiance", hidden=True))
    return group


def unlisted_unit_entry(rules: Hobgoblin, table: dict[str, EntryInfo]) -> Element:
    """The hidden entry that holds a unit whose type the book does not have."""
    table[UNLISTED_UNIT_ID] = EntryInfo(Kind.UNLISTED_UNIT, "Unlisted unit type", None, "unit")
    node = element("selectionEntry", id=UNLISTED_UNIT_ID, name="Unlisted unit type",
                   hidden=True, type_="unit")
    new_child(child_list(node, "categoryLinks"), "categoryLink",
              id=stable_id(UNLISTED_UNIT_ID, "category"), name=UNIT_CATEGORY, hidden=False,
              targetId=category_id(UNIT_CATEGORY), primary=True)
    child_list(node, "costs").append(cost(0))
    for kind, name in ((Kind.UNLISTED_KEYWORD, "Unlisted keyword"),
                       (Kind.TYPE_AS_WRITTEN, "Unit type as written"),
                       (Kind.ALLEGIANCE_LIST, "Allegiance as a list"),
                       (Kind.BASE, "Base size")):
        sid = special_id(None, kind)
        table[sid] = EntryInfo(kind, name, None)
        child_list(node, "selectionEntries").append(_upgrade(sid, name, hidden=True))
    _allegiance_group(rules, None, node, table)
    return node


def artefact_entry(rules: Hobgoblin, table: dict[str, EntryInfo]) -> Element:
    """The army's Cursed Artefact choice: one root entry holding one artefact."""
    table[ARTEFACT_ROOT_ID] = EntryInfo(Kind.ARTEFACT_ROOT, ARTEFACT_CATEGORY)
    node = element("selectionEntry", id=ARTEFACT_ROOT_ID, name=ARTEFACT_CATEGORY,
                   hidden=False, type_="upgrade")
    new_child(child_list(node, "categoryLinks"), "categoryLink",
              id=stable_id(ARTEFACT_ROOT_ID, "category"), name=ARTEFACT_CATEGORY, hidden=False,
              targetId=category_id(ARTEFACT_CATEGORY), primary=True)
    child_list(node, "costs").append(cost(0))
    group = new_child(child_list(node, "selectionEntryGroups"), "selectionEntryGroup",
                      id=ARTEFACT_GROUP_ID, name="Artefact", hidden=False)
    for art in rules.artefacts:
        aid = artefact_id(art.name)
        table[aid] = EntryInfo(Kind.ARTEFACT, art.name)
        child = _cited(_upgrade(aid, art.name), rules, art.cite.page)
        rule = new_child(child_list(child, "rules"), "rule", id=stable_id(aid, "rule"),
                         name=art.name, hidden=False)
        new_child(rule, "description", art.summary)
        for text in conveyed(art):
            try:
                kw = lookups.find_keyword(rules, KeywordRef.parse(text).name)
            except Exception:
                continue
            child_list(child, "infoLinks").append(_info_link(aid, kw.name))
        child_list(group, "selectionEntries").append(child)
    uid = artefact_id(UNLISTED)
    table[uid] = EntryInfo(Kind.UNLISTED_ARTEFACT, "Unlisted artefact")
    child_list(group, "selectionEntries").append(_upgrade(uid, "Unlisted artefact",
                                                            hidden=True))
    return node


def build(rules: Hobgoblin) -> Export:
    """The game system and catalogue for ``rules``, with their constraints and the id table."""
    from rulesref.games.hobgoblin.battlescribe import constraints, coverage

    table: dict[str, EntryInfo] = {}
    cat = element("catalogue", id=CATALOGUE_ID, name=CATALOGUE_NAME, revision=0,
                  battleScribeVersion=BATTLESCRIBE_VERSION, authorName="rulesref",
                  library=False, gameSystemId=GAME_SYSTEM_ID, gameSystemRevision=0,
                  xmlns=CATALOGUE_NS)
    units = [unit_entry(rules, u, table) for u in rules.unit_types]
    roots = child_list(cat, "selectionEntries")
    roots.extend(u.entry for u in units)
    roots.append(unlisted_unit_entry(rules, table))
    artefact = artefact_entry(rules, table)
    roots.append(artefact)
    expressed = constraints.apply(rules, cat, units, artefact)
    gst = game_system(rules, "")
    constraints.apply_force(rules, gst, expressed)
    child_list(gst, "readme").text = coverage.readme(rules, expressed)
    gst, cat = put_in_order(gst), put_in_order(cat)
    # the revision is derived from everything else the files say
    digest = content_digest(serialize(gst, "Hobgoblin.gst"), serialize(cat, "Hobgoblin.cat"))
    number = revision_for(digest)
    for node, names_ in ((gst, ("revision",)), (cat, ("revision", "gameSystemRevision"))):
        for name in names_:
            node.set(name, str(number))
    return Export(gst, cat, table, expressed, number, digest)


@cache
def exported(rules: Hobgoblin) -> Export:
    """:func:`build`, once per model (do not change the trees it returns)."""
    return build(rules)


def entry_table(rules: Hobgoblin) -> Mapping[str, EntryInfo]:
    """Exported entry id: what it means (for reading rosters)."""
    return exported(rules).entries


__all__ = ["EntryInfo", "Export", "Kind", "Trait", "build", "entry_table", "exported"]
