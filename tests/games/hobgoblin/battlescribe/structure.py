"""Our own structural check of BattleScribe data files, written from the data format's
element and attribute names (v2.03): the root and namespace, the attributes each element
must have, the values enumerated attributes may take, the order of child lists, unique ids,
and that every reference names an id that exists."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

NS = {
    "gameSystem": "http://www.battlescribe.net/schema/gameSystemSchema",
    "catalogue": "http://www.battlescribe.net/schema/catalogueSchema",
    "roster": "http://www.battlescribe.net/schema/rosterSchema",
    "dataIndex": "http://www.battlescribe.net/schema/dataIndexSchema",
}

REQUIRED = {
    "gameSystem": {"id", "name"},
    "catalogue": {"id", "name", "gameSystemId"},
    "roster": {"id", "name", "gameSystemId"},
    "publication": {"id", "name"},
    "costType": {"id", "name"},
    "profileType": {"id", "name"},
    "characteristicType": {"id", "name"},
    "categoryEntry": {"id"},
    "forceEntry": {"id"},
    "categoryLink": {"id", "targetId"},
    "selectionEntry": {"id", "type"},
    "selectionEntryGroup": {"id"},
    "entryLink": {"id", "targetId", "type"},
    "infoLink": {"id", "targetId", "type"},
    "rule": {"id"},
    "profile": {"id", "typeId"},
    "characteristic": {"name", "typeId"},
    "cost": {"name", "typeId", "value"},
    "costLimit": {"name", "typeId", "value"},
    "constraint": {"id", "type", "value", "scope"},
    "condition": {"type", "value", "scope", "childId"},
    "conditionGroup": {"type"},
    "modifier": {"type", "field", "value"},
    "force": {"id", "name", "entryId", "catalogueId"},
    "selection": {"id", "name", "entryId", "number", "type"},
    "category": {"id", "name", "entryId"},
    "dataIndexEntry": {"filePath", "dataType", "dataId", "dataName", "dataRevision"},
}

ENUMS = {
    ("selectionEntry", "type"): {"upgrade", "model", "unit"},
    ("selection", "type"): {"upgrade", "model", "unit"},
    ("constraint", "type"): {"min", "max"},
    ("modifier", "type"): {"set", "increment", "decrement", "append", "add", "remove",
                           "set-primary", "unset-primary"},
    ("condition", "type"): {"lessThan", "greaterThan", "equalTo", "notEqualTo", "atLeast",
                            "atMost", "instanceOf", "notInstanceOf"},
    ("conditionGroup", "type"): {"and", "or"},
    ("infoLink", "type"): {"infoGroup", "profile", "rule"},
    ("entryLink", "type"): {"selectionEntry", "selectionEntryGroup"},
    ("dataIndexEntry", "dataType"): {"gamesystem", "catalogue"},
}
BOOLEANS = {"hidden", "primary", "collective", "import", "shared", "includeChildSelections",
            "includeChildForces", "percentValue", "library"}
DECIMALS = {("cost", "value"), ("costLimit", "value"), ("constraint", "value"),
            ("condition", "value")}

_ENTRY = ["comment", "modifiers", "modifierGroups", "constraints", "profiles", "rules",
          "infoGroups", "infoLinks", "categoryLinks", "selectionEntries",
          "selectionEntryGroups", "entryLinks", "costs"]
_ROOT = ["comment", "readme", "publications", "costTypes", "profileTypes", "categoryEntries",
         "forceEntries", "selectionEntries", "entryLinks", "rules", "infoLinks",
         "sharedSelectionEntries", "sharedSelectionEntryGroups", "sharedRules",
         "sharedProfiles", "sharedInfoGroups", "catalogueLinks"]
SEQUENCE = {
    "gameSystem": _ROOT, "catalogue": _ROOT, "selectionEntry": _ENTRY,
    "selectionEntryGroup": _ENTRY[:-1], "categoryLink": _ENTRY[:8],
    "forceEntry": [*_ENTRY[:8], "forceEntries", "categoryLinks"],
    "rule": ["comment", "modifiers", "modifierGroups", "description"],
    "profile": ["comment", "modifiers", "modifierGroups", "characteristics"],
    "modifier": ["comment", "repeats", "conditions", "conditionGroups"],
    "constraint": ["comment"],
    "roster": ["costs", "costLimits", "forces", "customNotes", "tags"],
    "force": ["customNotes", "rules", "profiles", "selections", "publications", "categories",
              "forces"],
    "selection": ["customNotes", "rules", "profiles", "selections", "costs", "categories"],
}
#: Child list element: the one element kind it may hold.
LISTS = {"publications": "publication", "costTypes": "costType", "profileTypes": "profileType",
         "characteristicTypes": "characteristicType", "categoryEntries": "categoryEntry",
         "forceEntries": "forceEntry", "categoryLinks": "categoryLink",
         "selectionEntries": "selectionEntry", "sharedSelectionEntries": "selectionEntry",
         "selectionEntryGroups": "selectionEntryGroup", "entryLinks": "entryLink",
         "infoLinks": "infoLink", "rules": "rule", "sharedRules": "rule",
         "profiles": "profile", "characteristics": "characteristic", "costs": "cost",
         "costLimits": "costLimit", "constraints": "constraint", "conditions": "condition",
         "conditionGroups": "conditionGroup", "modifiers": "modifier", "forces": "force",
         "selections": "selection", "categories": "category",
         "dataIndexEntries": "dataIndexEntry"}
REFERENCES = {"targetId", "typeId", "childId", "publicationId", "entryId", "entryGroupId",
              "gameSystemId", "catalogueId"}


def local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def walk(node: ET.Element) -> Iterator[ET.Element]:
    yield node
    for child in node:
        yield from walk(child)


def problems(data: bytes, kind: str) -> list[str]:
    """Everything wrong with one file of ``kind`` (its root element's name)."""
    root = ET.fromstring(data)
    out = []
    if root.tag != f"{{{NS[kind]}}}{kind}":
        out.append(f"root is {root.tag}")
    for node in walk(root):
        tag = local(node.tag)
        if not node.tag.startswith(f"{{{NS[kind]}}}"):
            out.append(f"{tag} outside the namespace")
        missing = REQUIRED.get(tag, set()) - set(node.attrib)
        if missing:
            out.append(f"{tag} {node.attrib.get('id')} lacks {sorted(missing)}")
        for attr, value in node.attrib.items():
            allowed = ENUMS.get((tag, attr))
            if allowed is not None and value not in allowed:
                out.append(f"{tag}.{attr} = {value!r}")
            if attr in BOOLEANS and value not in ("true", "false"):
                out.append(f"{tag}.{attr} = {value!r} is not a boolean")
            if (tag, attr) in DECIMALS:
                try:
                    float(value)
                except ValueError:
                    out.append(f"{tag}.{attr} = {value!r} is not a number")
        order = SEQUENCE.get(tag)
        if order is not None:
            seen = [local(c.tag) for c in node]
            unknown = [t for t in seen if t not in order]
            if unknown:
                out.append(f"{tag} may not hold {unknown}")
            ranks = [order.index(t) for t in seen if t in order]
            if ranks != sorted(ranks) or len(set(seen)) != len(seen):
                out.append(f"{tag} children out of order: {seen}")
        item = LISTS.get(tag)
        if item is not None and tag not in SEQUENCE:
            wrong = {local(c.tag) for c in node} - {item}
            if wrong:
                out.append(f"{tag} holds {sorted(wrong)}")
    return out


def ids(data: bytes) -> list[str]:
    """Every id defined in a file."""
    return [n.attrib["id"] for n in walk(ET.fromstring(data)) if "id" in n.attrib]


def references(data: bytes) -> list[tuple[str, str, str]]:
    """(element, attribute, id) for every reference in a file, with modifier fields that
    name a constraint."""
    out = []
    for node in walk(ET.fromstring(data)):
        tag = local(node.tag)
        for attr in REFERENCES & set(node.attrib):
            out += [(tag, attr, part) for part in node.attrib[attr].split("::")]
        if tag == "modifier" and "-" in node.attrib["field"]:
            out.append((tag, "field", node.attrib["field"]))
    return out
