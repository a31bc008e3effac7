"""The names and ids of everything the export writes, and what each entry id means: shared by
the catalogue builder, the roster writer and the roster reader. Every id is
:func:`.ids.stable_id` of names, so it is the same in every build."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rulesref.games.hobgoblin.battlescribe.ids import stable_id

GAME_SYSTEM_NAME = "Hobgoblin"
CATALOGUE_NAME = "Hobgoblin Army"
FORCE_NAME = "Army"
COST_NAME = "pts"
PROFILE_TYPE = "Unit"
CHARACTERISTICS = ("Speed", "Range", "Strikes", "Courage", "Footprint")
UNIT_CATEGORY = "Unit"
ARTEFACT_CATEGORY = "Cursed Artefact"

#: The name part of the ids of the entries that hold what the book does not list.
UNLISTED = "\x00unlisted"

GAME_SYSTEM_ID = stable_id("gameSystem", "hobgoblin")
CATALOGUE_ID = stable_id("catalogue", "hobgoblin")
FORCE_ID = stable_id("forceEntry", FORCE_NAME)
COST_TYPE_ID = stable_id("costType", COST_NAME)
PROFILE_TYPE_ID = stable_id("profileType", PROFILE_TYPE)
ARTEFACT_ROOT_ID = stable_id("artefact")
UNLISTED_UNIT_ID = stable_id("unit", UNLISTED)


class Kind(enum.Enum):
    """What an exported entry stands for, when a roster selection names it."""

    UNIT = "unit"
    """A unit type."""
    KEYWORD = "keyword"
    """A purchasable keyword of one unit type."""
    ALLEGIANCE = "allegiance"
    """An Abyssal Allegiance chosen by a unit."""
    ARTEFACT_ROOT = "artefact_root"
    """The army's Cursed Artefact choice."""
    ARTEFACT = "artefact"
    """A Cursed Artefact."""
    BASE = "base"
    """A unit's base size, written in the selection's custom name."""
    TYPE_AS_WRITTEN = "type_as_written"
    """The unit type as the army file wrote it, where that differs from the entry's name."""
    ALLEGIANCE_LIST = "allegiance_list"
    """The army file wrote the unit's allegiance as a list."""
    UNLISTED_UNIT = "unlisted_unit"
    """A unit type the book does not have (kept so that the roster holds the whole file)."""
    UNLISTED_KEYWORD = "unlisted_keyword"
    """A keyword the cost table does not list."""
    UNLISTED_ALLEGIANCE = "unlisted_allegiance"
    """An allegiance the book does not have."""
    UNLISTED_ARTEFACT = "unlisted_artefact"
    """An artefact the book does not have."""


@dataclass(frozen=True, slots=True)
class EntryInfo:
    """What one exported entry id means."""

    kind: Kind
    name: str
    """The entry's name: the unit type, the cost-table keyword, the allegiance..."""
    unit_type: str | None = None
    """The unit type whose entry it is inside, if any."""
    selection_type: str = "upgrade"
    """The selection type a roster gives it (``unit`` or ``upgrade``)."""


# --------------------------------------------------------------------------- ids


def unit_id(unit_type: str) -> str:
    """The entry id of a unit type."""
    return stable_id("unit", unit_type)


def keyword_id(unit_type: str | None, keyword: str) -> str:
    """The entry id of a cost-table keyword inside a unit type's entry."""
    return stable_id("unit", unit_type or UNLISTED, "keyword", keyword)


def allegiance_id(unit_type: str | None, allegiance: str) -> str:
    """The entry id of an allegiance inside a unit type's entry."""
    return stable_id("unit", unit_type or UNLISTED, "allegiance", allegiance)


def special_id(unit_type: str | None, kind: Kind) -> str:
    """The entry id of a unit's base, unlisted keyword and other bookkeeping entries."""
    return stable_id("unit", unit_type or UNLISTED, "special", kind.value)


def artefact_id(artefact: str) -> str:
    """The entry id of a Cursed Artefact."""
    return stable_id("artefact", artefact)


def group_id(unit_type: str | None, group: str) -> str:
    """The id of a group of entries inside a unit type's entry (``Weaknesses``)."""
    return stable_id(unit_id(unit_type) if unit_type else UNLISTED_UNIT_ID, "group", group)


ARTEFACT_GROUP_ID = stable_id("artefact", "group")
ALLEGIANCE_GROUP = "Abyssal Allegiance"


def rule_id(keyword: str) -> str:
    """The id of a keyword's rule in the game system."""
    return stable_id("rule", keyword)


def category_id(name: str) -> str:
    """The id of a category."""
    return stable_id("category", name)
