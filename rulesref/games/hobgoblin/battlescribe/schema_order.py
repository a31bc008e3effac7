"""The order the data format wants child elements in, per parent element (each element's
content is a sequence: ``modifiers`` before ``constraints`` before ``profiles``...)."""

from __future__ import annotations

from rulesref.games.hobgoblin.battlescribe.xmlwrite import Element

_ENTRY = ("comment", "modifiers", "modifierGroups", "constraints", "profiles", "rules",
          "infoGroups", "infoLinks", "categoryLinks", "selectionEntries",
          "selectionEntryGroups", "entryLinks", "costs")
_FORCE_ENTRY = ("comment", "modifiers", "modifierGroups", "constraints", "profiles", "rules",
                "infoGroups", "infoLinks", "forceEntries", "categoryLinks")
_CATALOGUE = ("comment", "readme", "publications", "costTypes", "profileTypes",
              "categoryEntries", "forceEntries", "selectionEntries", "entryLinks", "rules",
              "infoLinks", "sharedSelectionEntries", "sharedSelectionEntryGroups",
              "sharedRules", "sharedProfiles", "sharedInfoGroups", "catalogueLinks")

#: Parent tag: its children's tags in the required order.
ORDER: dict[str, tuple[str, ...]] = {
    "gameSystem": _CATALOGUE,
    "catalogue": _CATALOGUE,
    "selectionEntry": _ENTRY,
    "selectionEntryGroup": _ENTRY,
    "entryLink": _ENTRY,
    "categoryLink": _ENTRY,
    "categoryEntry": _ENTRY,
    "forceEntry": _FORCE_ENTRY,
    "infoLink": ("comment", "modifiers", "modifierGroups"),
    "rule": ("comment", "modifiers", "modifierGroups", "description"),
    "profile": ("comment", "modifiers", "modifierGroups", "characteristics"),
    "profileType": ("comment", "characteristicTypes"),
    "modifier": ("comment", "repeats", "conditions", "conditionGroups"),
    "conditionGroup": ("comment", "conditions", "conditionGroups"),
    "roster": ("costs", "costLimits", "forces", "customNotes", "tags"),
    "force": ("customNotes", "rules", "profiles", "selections", "publications", "categories",
              "forces"),
    "selection": ("customNotes", "rules", "profiles", "selections", "costs", "categories"),
}


def put_in_order(node: Element) -> Element:
    """Sort every element's children into the order the format wants (stable: children of
    one kind keep their order), throughout the tree; returns ``node``."""
    order = ORDER.get(node.tag)
    if order is not None:
        rank = {tag: n for n, tag in enumerate(order)}
        node[:] = sorted(node, key=lambda child: rank.get(child.tag, len(order)))
    for child in node:
        put_in_order(child)
    return node
