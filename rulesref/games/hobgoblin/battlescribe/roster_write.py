"""An army list as a BattleScribe roster (``.ros``) against the exported catalogue.

Every field of the army file has a place, so reading the roster back
(:mod:`.roster_read`) gives the same army list: the player's unit names are the selections'
custom names; a keyword, unit type, allegiance or artefact written differently from the
catalogue's name keeps its spelling as the custom name; what the book does not list goes to
the catalogue's hidden "unlisted" entries (which the apps flag), so an illegal list survives
the trip with every mistake intact.
"""

from __future__ import annotations

import dataclasses

from rulesref.core import names
from rulesref.core.yamlio import Document, PathKey
from rulesref.errors import RulesDataError, RulesError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army import ArmyList, UnitEntry
from rulesref.games.hobgoblin.battlescribe import BATTLESCRIBE_VERSION, ROSTER_NS
from rulesref.games.hobgoblin.battlescribe.catalogue import (
    army_count_categories,
    cost,
    exported,
    group_of_entry,
    keyword_rule,
    roster_profile,
    starting_rules,
)
from rulesref.games.hobgoblin.battlescribe.entries import (
    ALLEGIANCE_GROUP,
    ARTEFACT_CATEGORY,
    ARTEFACT_GROUP_ID,
    ARTEFACT_ROOT_ID,
    CATALOGUE_ID,
    CATALOGUE_NAME,
    COST_NAME,
    COST_TYPE_ID,
    FORCE_ID,
    FORCE_NAME,
    GAME_SYSTEM_ID,
    GAME_SYSTEM_NAME,
    UNIT_CATEGORY,
    UNLISTED,
    UNLISTED_UNIT_ID,
    Kind,
    allegiance_id,
    artefact_id,
    category_id,
    group_id,
    keyword_id,
    special_id,
    unit_id,
)
from rulesref.games.hobgoblin.battlescribe.ids import stable_id
from rulesref.games.hobgoblin.battlescribe.schema_order import put_in_order
from rulesref.games.hobgoblin.battlescribe.xmlwrite import (
    Element,
    child_list,
    element,
    new_child,
    serialize,
    xml_unsafe,
    zip_one,
)
from rulesref.games.hobgoblin.lookups import Profile
from rulesref.games.hobgoblin.model import Hobgoblin


def _selection(sid: str, name: str, entry_id: str, *, custom: str | None = None,
               kind: str = "upgrade", points: int | None = None, group: str | None = None
               ) -> Element:
    node = element("selection", id=sid, name=name, entryId=entry_id, entryGroupId=group,
                   customName=custom, number=1, type_=kind)
    if points is not None:
        child_list(node, "costs").append(cost(points))
    return node


def _custom(text: str, name: str) -> str | None:
    """The custom name keeping ``text``'s spelling, or ``None`` when it is the entry's."""
    return None if text == name else text


class _Writer:
    def __init__(self, rules: Hobgoblin, roster_id: str) -> None:
        self.rules = rules
        self.rid = roster_id
        self.total = 0

    def sid(self, *parts: str) -> str:
        return stable_id(self.rid, *parts)

    def unit(self, i: int, unit: UnitEntry) -> Element:
        try:
            utype = lookups.find_unit_type(self.rules, unit.type)
        except RulesError:
            utype = None
        at = str(i)
        type_name = utype.name if utype else None
        if utype is None:
            node = _selection(self.sid("unit", at), "Unlisted unit type", UNLISTED_UNIT_ID,
                              custom=unit.name, kind="unit", points=0)
        else:
            node = _selection(self.sid("unit", at), utype.name, unit_id(utype.name),
                              custom=unit.name, kind="unit", points=utype.points)
            self.total += utype.points
        children = child_list(node, "selections")
        if utype is None:  # kept in a hidden entry: the list is illegal either way (HG020)
            children.append(_selection(
                self.sid("unit", at, "type"), "Unit type as written",
                special_id(type_name, Kind.TYPE_AS_WRITTEN), custom=unit.type))
        for j, text in enumerate(unit.keywords):
            children.append(self.keyword(at, j, text, utype))
        # one selection per allegiance, as the apps write them; a list of one reads back as
        # one allegiance, which is what it means
        for k, name in enumerate(unit.allegiances()):
            children.append(self.allegiance(at, k, name, type_name))
        if unit.base is not None:
            children.append(_selection(
                self.sid("unit", at, "base"), "Base size", special_id(type_name, Kind.BASE),
                custom=f"{unit.base.width_mm} x {unit.base.depth_mm} mm"))
        if utype is not None:  # the profile as an app copies it, with what it derives
            shown = self.profile(utype.name, unit.keywords)
            if shown is not None:
                child_list(node, "profiles").append(roster_profile(
                    self.rules, utype, shown, self.sid("unit", at, "profile")))
            for name in starting_rules(self.rules, utype):  # its starting keywords' rules
                child_list(node, "rules").append(keyword_rule(
                    self.rules, lookups.find_keyword(self.rules, name),
                    self.sid("unit", at, "rule", name)))
        new_child(child_list(node, "categories"), "category", id=self.sid("unit", at, "category"),
                  name=UNIT_CATEGORY, entryId=category_id(UNIT_CATEGORY), primary=True)
        return node

    def profile(self, unit_type: str, keywords: tuple[str, ...]) -> Profile | None:
        """The unit's derived profile with the purchases the catalogue lists (what an app
        applies its modifiers for), or ``None`` when the rules cannot derive one."""
        listed = []
        for text in keywords:
            try:
                listed.append(lookups.find_cost_entry(self.rules, text).keyword)
            except RulesError:
                continue
        try:
            return lookups.profile(self.rules, unit_type, listed)
        except RulesError:
            return None

    def keyword(self, at: str, j: int, text: str, utype: object) -> Element:
        sid = self.sid("unit", at, "keyword", str(j))
        type_name = getattr(utype, "name", None)
        entry = None
        if type_name is not None:
            try:
                entry = lookups.find_cost_entry(self.rules, text)
            except RulesError:
                entry = None
        if entry is None or type_name is None:
            return _selection(sid, "Unlisted keyword", special_id(type_name, Kind.UNLISTED_KEYWORD),
                              custom=text)
        points = entry.cost * getattr(utype, "cost_multiplier", 1)
        self.total += points
        kw = lookups.find_keyword(self.rules, text)
        group = group_of_entry(self.rules, entry, kw)
        node = _selection(sid, entry.keyword, keyword_id(type_name, entry.keyword),
                          custom=_custom(text, entry.keyword), points=points,
                          group=group_id(type_name, group))
        # the keyword's rule, as an app copies it from the entry's link
        child_list(node, "rules").append(keyword_rule(self.rules, kw, self.sid(sid, "rule")))
        # the categories its entry links to (General, Battle Standard), as an app copies them
        for name in army_count_categories(self.rules):
            if names.fold(name) == names.fold(entry.keyword):
                new_child(child_list(node, "categories"), "category",
                          id=self.sid(sid, "category", name), name=name,
                          entryId=category_id(name), primary=False)
        return node

    def allegiance(self, at: str, k: int, name: str, type_name: str | None) -> Element:
        sid = self.sid("unit", at, "allegiance", str(k))
        table = names.index((a.name, a.name) for a in self.rules.allegiances)
        found = table.get(names.fold(name))
        group = group_id(type_name, ALLEGIANCE_GROUP)
        if found is None:
            return _selection(sid, "Unlisted allegiance", allegiance_id(type_name, UNLISTED),
                              custom=name, group=group)
        return _selection(sid, found, allegiance_id(type_name, found),
                          custom=_custom(name, found), group=group)

    def artefact(self, text: str | None, k: int = 0) -> Element:
        """The ``k``-th Cursed Artefact choice, holding ``text`` (none for ``None``)."""
        at = ("artefact",) if k == 0 else ("artefact", str(k))
        node = _selection(self.sid(*at), ARTEFACT_CATEGORY, ARTEFACT_ROOT_ID, points=0)
        table = names.index((a.name, a.name) for a in self.rules.artefacts)
        found = table.get(names.fold(text)) if text is not None else None
        if text is None:
            child = None
        elif found is None:
            child = _selection(self.sid(*at, "choice"), "Unlisted artefact",
                               artefact_id(UNLISTED), custom=text, group=ARTEFACT_GROUP_ID)
        else:
            child = _selection(self.sid(*at, "choice"), found, artefact_id(found),
                               custom=_custom(text, found), group=ARTEFACT_GROUP_ID)
        if child is not None:
            child_list(node, "selections").append(child)
        new_child(child_list(node, "categories"), "category", id=self.sid(*at, "category"),
                  name=ARTEFACT_CATEGORY, entryId=category_id(ARTEFACT_CATEGORY), primary=True)
        return node


def roster(rules: Hobgoblin, army: ArmyList) -> Element:
    """The roster tree for ``army``."""
    rid = stable_id("roster", army.name)
    revision = exported(rules).revision
    root = element("roster", id=rid, name=army.name, battleScribeVersion=BATTLESCRIBE_VERSION,
                   gameSystemId=GAME_SYSTEM_ID, gameSystemName=GAME_SYSTEM_NAME,
                   gameSystemRevision=revision, xmlns=ROSTER_NS)
    writer = _Writer(rules, rid)
    force = new_child(child_list(root, "forces"), "force", id=writer.sid("force"), name=FORCE_NAME,
                      entryId=FORCE_ID, catalogueId=CATALOGUE_ID, catalogueRevision=revision,
                      catalogueName=CATALOGUE_NAME)
    selections = child_list(force, "selections")
    # first, where army files write it: one choice per artefact, or, for an empty list, the
    # choice taken with no artefact in it
    if army.artefact is not None:
        for k, text in enumerate(army.artefacts() or (None,)):
            selections.append(writer.artefact(text, k))
    for i, unit in enumerate(army.units):
        selections.append(writer.unit(i, unit))
    # every category of the force, used or not, as the apps list them
    for name in (UNIT_CATEGORY, *army_count_categories(rules), ARTEFACT_CATEGORY):
        new_child(child_list(force, "categories"), "category", id=writer.sid("category", name),
                  name=name, entryId=category_id(name), primary=False)
    new_child(root, "costs").append(cost(writer.total))
    new_child(new_child(root, "costLimits"), "costLimit", name=COST_NAME, typeId=COST_TYPE_ID,
              value=f"{army.points_limit}.0")
    return put_in_order(root)


#: A character XML 1.0 cannot hold (outside its ``Char`` production).


def _not_xml(value: object, path: PathKey = ()) -> tuple[PathKey, str, str] | None:
    """The first text in an army list (its path, the text, the character) that an XML
    file cannot hold."""
    if isinstance(value, str):
        found = xml_unsafe(value)
        return (path, value, found) if found is not None else None
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        items: list[tuple[str | int, object]] = [
            (f.name, getattr(value, f.name)) for f in dataclasses.fields(value)]
    elif isinstance(value, tuple):
        items = list(enumerate(value))
    else:
        return None
    for key, item in items:
        bad = _not_xml(item, (*path, key))
        if bad is not None:
            return bad
    return None


def roster_bytes(rules: Hobgoblin, army: ArmyList, name: str = "army.ros", *,
                 zipped: bool = False, source: str = "the army list",
                 document: Document | None = None) -> bytes:
    """The roster as a ``.ros`` file (or, ``zipped``, a ``.rosz`` holding one), read back
    before it is returned, so rulesref never writes a roster it would refuse to read.

    :param source: the army file's name, for messages.
    :param document: the army file as read, to give a message its line and column.
    :raises RulesDataError: naming the army file and field, when the list holds a character
        an XML file cannot hold, or the roster would break a limit rosters are read with
        (too large, too many selections).
    """
    from rulesref.core.yamlio import MAX_BYTES, format_path
    from rulesref.games.hobgoblin.battlescribe.roster_read import parse_roster

    bad = _not_xml(army)
    if bad is not None:
        path, text, char = bad
        message = (f"{text[:60]!r} holds the character U+{ord(char):04X}, which a roster (an "
                   "XML file) cannot hold")
        if document is not None:
            raise document.error(path, message)
        raise RulesDataError(source, format_path(path), message)
    data = serialize(roster(rules, army), name)
    if zipped:
        inner = name[:-1] if name.endswith(".rosz") else name
        data = zip_one(inner, data)
    if len(data) > MAX_BYTES:
        raise RulesDataError(source, "", f"the roster would be {len(data)} bytes, over the "
                             f"{MAX_BYTES} bytes a roster file is read with"
                             + ("" if zipped else "; a zipped .rosz holds more"))
    try:
        parse_roster(rules, data, name, zipped=zipped)
    except RulesDataError as exc:
        raise RulesDataError(source, "", "the roster would not read back: "
                             f"{exc.message}") from None
    return data
