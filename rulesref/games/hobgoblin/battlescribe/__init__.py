"""BattleScribe and New Recruit interop for Hobgoblin: the game system and catalogue that
rulesref exports (:mod:`.catalogue`), the rosters it writes (:mod:`.roster_write`) and the
rosters saved by the apps that it reads back (:mod:`.roster_read`).

The files follow the BattleScribe data format, version 2.03 (the format the BSData
organisation's data is kept in); everything here is written from the format's element and
attribute names, with no third-party schema or code.
"""

from __future__ import annotations

#: The data format version written into every file.
BATTLESCRIBE_VERSION = "2.03"

#: The XML namespaces of the four kinds of file.
GAME_SYSTEM_NS = "http://www.battlescribe.net/schema/gameSystemSchema"
CATALOGUE_NS = "http://www.battlescribe.net/schema/catalogueSchema"
ROSTER_NS = "http://www.battlescribe.net/schema/rosterSchema"
DATA_INDEX_NS = "http://www.battlescribe.net/schema/dataIndexSchema"
