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
            "Target number to hit, with both sides' keywords. Example: Light Infantry v "
            "Monster: 6+."),
        params=(
            Param(name="attacker", required=True, choices=_UNIT_TYPES),
            Param(name="defender", required=True, choices=_UNIT_TYPES),
            Param(name="shooting", type="boolean", default=False),
            Param(name="attacker_keywords", many=True),
            Param(name="defender_keywords", many=True),
        ),
        example={"attacker": "Light Infantry", "defender": "Monster"},
    ),
    Command(
        name="cost", game="hobgoblin", run="rulesref.games.hobgoblin.answers.lookups:cost",
        title="Points of a Hobgoblin unit type with the keywords it buys",
        description=(
            "Points of a unit type with keywords; refuses illegal buys."),
        params=(
            Param(name="unit_type", required=True, choices=_UNIT_TYPES),
            Param(name="keywords", many=True),
        ),
        example={"unit_type": "Heavy Cavalry", "keywords": ["Bloodthirsty"]},
    ),
    Command(
        name="unit", game="hobgoblin", run="rulesref.games.hobgoblin.answers.lookups:unit",
        title="Profile of a Hobgoblin unit type with the keywords it buys",
        description=(
            "Profile and points of a unit type with keywords; refuses illegal buys."),
        params=(
            Param(name="unit_type", required=True, choices=_UNIT_TYPES),
            Param(name="keywords", many=True),
            Param(name="options", type="boolean"),
        ),
        example={"unit_type": "Ranged Infantry", "keywords": ["Ranged [+12]"]},
    ),
    Command(
        name="keyword", game="hobgoblin",
        run="rulesref.games.hobgoblin.answers.lookups:keyword",
        title="What a Hobgoblin keyword does, where units get it, who may buy it",
        description=(
            "A keyword's effects, cost, sources, buyers. Example: Horde."),
        params=(
            Param(name="name", required=True),
        ),
        example={"name": "Horde"},
    ),
    Command(
        name="turn", game="hobgoblin", run="rulesref.games.hobgoblin.answers.turn:turn",
        title="How a Hobgoblin game runs: set-up, then the battle round phase by phase",
        description=(
            "Set-up and battle round, step by step."),
        example={},
    ),
    Command(
        name="explain", game="hobgoblin",
        run="rulesref.games.hobgoblin.answers.explain:explain",
        title="A Hobgoblin army list explained unit by unit, with its verdict",
        description=(
            "An army list explained unit by unit, with Mercury."),
        params=(
            Param(name="army", type="object", required=True),
        ),
        example={"army": {"game": "hobgoblin", "name": "Tiny", "points_limit": 500,
                          "units": []}},
        heavy=True,
    ),
    # ---- the army list, odds and the maintainer's checks (validate, odds, schema,
    # verify target-table); the lookups' specs are above
    Command(
        name="validate", game="hobgoblin",
        run="rulesref.games.hobgoblin.answers.army:validate_army",
        title="Check a Hobgoblin army list",
        description=(
            "Checks an army list against every army-building rule: each violation with "
            "code, place and citation, plus points, Mercury and unit profiles. The list is "
            "an army file as JSON (rulesref://schema/army). "
            "Example: {\"game\": \"hobgoblin\", \"name\": \"A\", \"points_limit\": 500, "
            "\"units\": [{\"name\": \"Boss\", \"type\": \"Monster\"}]}."),
        params=(Param(name="army", type="object", required=True,
                      help="The army list (army file format)."),
                Param(name="points_limit", type="integer", minimum=1, maximum=100_000,
                      help="Points limit, overriding the list's own."),
                Param(name="solo_opponent", type="boolean",
                      help="The solo-play opponent's list (no Wizard).")),
        pages="units", heavy=True,
        example={"army": {"game": "hobgoblin", "name": "Tiny", "points_limit": 500,
                          "units": []}}),
    Command(
        name="odds", game="hobgoblin", run="rulesref.games.hobgoblin.answers.odds:odds",
        title="Exact odds of the Doom a Hobgoblin attack places",
        description=(
            "Exact odds of the Doom an attack places (each count, at least k) and of "
            "Breaking the defender, with the rules applied. Example: Heavy Infantry with "
            "Brutal against Light Infantry with 2 Doom."),
        params=(Param(name="attacker", required=True, choices=_UNIT_TYPES),
                Param(name="defender", required=True, choices=_UNIT_TYPES),
                Param(name="shooting", type="boolean"),
                Param(name="dice", type="integer", minimum=0, maximum=100,
                      help="Dice instead of the Strikes."),
                Param(name="attacker_keywords", many=True, help="Keywords, Fortune cards."),
                Param(name="defender_keywords", many=True, help="Keywords, Fortune cards."),
                Param(name="defender_doom", type="integer", minimum=0, maximum=100),
                Param(name="attacker_doom", type="integer", minimum=0, maximum=100),
                Param(name="force_of_will", type="integer", minimum=0, maximum=30,
                      help="Mercury re-rolls."),
                Param(name="force_of_will_mode", choices=("one-at-a-time", "all-at-once")),
                Param(name="engaged_enemies", type="integer", minimum=0, maximum=20,
                      help="Enemies engaging the defender.")),
        heavy=True,
        example={"attacker": "Heavy Infantry", "defender": "Light Infantry",
                 "attacker_keywords": ["Brutal"], "defender_doom": 2}),
    Command(
        name="schema", game="hobgoblin", run="rulesref.games.hobgoblin.answers.army:schema",
        title="JSON Schema of the Hobgoblin army file",
        description="The JSON Schema of army list files, for editors and list builders.",
        params=(Param(name="kind", choices=("army",), default="army",
                      help="The file format."),),
        audience="maintainer", example={"kind": "army"}),
    Command(
        name="verify target-table", game="hobgoblin",
        run="rulesref.games.hobgoblin.answers.checks:target_table",
        title="Prove the Hobgoblin target chart follows its hidden-order logic",
        description=("Checks the printed Target Number Chart against the designer's hidden "
                     "stats with z3, and infers what the chart alone allows."),
        params=(Param(name="unknown_base", type="boolean",
                      help="Also infer the base Order table."),
                Param(name="bound", type="integer", minimum=0, maximum=6, default=3,
                      help="Modifier search bound.")),
        audience="maintainer", heavy=True, example={}),
)
