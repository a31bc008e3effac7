"""Livestock Uprising lookups: units, factions, boards, marshalling costs and army checks.

Pure functions of the loaded model; names match case-insensitively and through the short
names the book itself uses (``Sheep``). Nothing here prints; only :func:`load_army` reads a
file. Building an army and checking it are separate: :func:`validate_army` returns every
violation at once. The functions live by concern in :mod:`.naming`, :mod:`.marshal` and
:mod:`.army`; this module gathers them under their old names.
"""

from __future__ import annotations

from rulesref.games.livestock_uprising.army import (
    ArmyList,
    ArmyReport,
    GeneralEntry,
    GeneralReport,
    Violation,
    amounts_json,
    load_army,
    parse_army,
    totals_text,
    validate_army,
)
from rulesref.games.livestock_uprising.marshal import (
    CostLine,
    MarshalBill,
    UnitCount,
    add_up,
    expand_units,
    marshal_cost,
    parse_resources,
    shortfall,
)
from rulesref.games.livestock_uprising.naming import (
    Unit,
    all_units,
    army_rule,
    board_for,
    cite_text,
    find_faction,
    find_reading,
    find_unit,
    number_forms,
    unit_spellings,
)

__all__ = [
    "ArmyList",
    "ArmyReport",
    "CostLine",
    "GeneralEntry",
    "GeneralReport",
    "MarshalBill",
    "Unit",
    "UnitCount",
    "Violation",
    "add_up",
    "all_units",
    "amounts_json",
    "army_rule",
    "board_for",
    "cite_text",
    "expand_units",
    "find_faction",
    "find_reading",
    "find_unit",
    "load_army",
    "marshal_cost",
    "number_forms",
    "parse_army",
    "parse_resources",
    "shortfall",
    "totals_text",
    "unit_spellings",
    "validate_army",
]
