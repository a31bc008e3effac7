"""Hobgoblin's command functions, described for the adapters (see
:mod:`rulesref.core.commands`).

Each function takes typed arguments, loads the shipped model itself, and returns an answer
record; the click commands in :mod:`rulesref.games.hobgoblin.cli` and the MCP tools adapt
them. This module holds only the descriptions, so listing the commands imports nothing else.
"""

from __future__ import annotations

from rulesref.core.commands import Command, Param

_UNIT_TYPES = "rulesref.games.hobgoblin.answers.lookups:unit_type_names"

COMMANDS: tuple[Command, ...] = (
    Command(
        name="tn", game="hobgoblin", run="rulesref.games.hobgoblin.answers.lookups:tn",
        title="Target number one Hobgoblin unit type needs to hit another",
        description=(
            "The number each attack die must roll to hit, from the Target Number Chart, "
            "then changed by the keywords named for either side where their conditions can "
            "hold (keywords that cannot hold in this attack are listed as skipped). A "
            "natural 6 always hits and a natural 1 always misses. Example: Light Infantry "
            "attacking a Monster in close combat needs 6+."),
        params=(
            Param(name="attacker", required=True, choices=_UNIT_TYPES,
                  help="The attacking unit type, e.g. Light Infantry."),
            Param(name="defender", required=True, choices=_UNIT_TYPES,
                  help="The unit type attacked, e.g. Monster."),
            Param(name="shooting", type="boolean", default=False,
                  help="A shooting attack rather than close combat."),
            Param(name="attacker_keywords", many=True,
                  help='Keywords of the attacker, as printed: "Elite", "Ranged [+12]".'),
            Param(name="defender_keywords", many=True,
                  help='Keywords of the defender, as printed: "Cover".'),
        ),
        example={"attacker": "Light Infantry", "defender": "Monster"},
    ),
)
