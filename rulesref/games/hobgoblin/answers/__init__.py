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
            "hold (keywords that cannot hold in this attack are listed as skipped). The "
            "unit types' own keywords count too; one that needs a condition is listed with "
            "the number it gives when the condition holds (Heavy Cavalry against Light "
            "Infantry: 3+, or 2+ after a 6-inch advance, Devastating Charge). A "
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
    Command(
        name="cost", game="hobgoblin", run="rulesref.games.hobgoblin.answers.lookups:cost",
        title="Points of a Hobgoblin unit type with the keywords it buys",
        description=(
            "The unit type's base points plus each keyword's listed cost times the type's "
            "keyword cost multiplier (Keyword Costs, p. 28). A keyword army building "
            "refuses for this unit type (a Reserved keyword, Horde on a non-Infantry type, "
            "a weakness Artillery may not take) is named with the rule that refuses it and "
            "its page, and left out of the points; the answer is then a broken rule. "
            "Example: Heavy Cavalry with Bloodthirsty costs 550 points."),
        params=(
            Param(name="unit_type", required=True, choices=_UNIT_TYPES,
                  help="The unit type, e.g. Heavy Cavalry."),
            Param(name="keywords", many=True,
                  help='Keywords bought, as printed in the cost table: "Hero [+1]".'),
        ),
        example={"unit_type": "Heavy Cavalry", "keywords": ["Bloodthirsty"]},
    ),
    Command(
        name="unit", game="hobgoblin", run="rulesref.games.hobgoblin.answers.lookups:unit",
        title="Profile of a Hobgoblin unit type with the keywords it buys",
        description=(
            "The unit's Speed, Range, Strikes, Courage, footprint and keywords with the "
            "keywords bought (numerical keywords resolved, keywords gained only at some "
            "moment listed apart) and its points. A keyword army building refuses for this "
            "unit type is named with its rule and page and left out. With options, every "
            "keyword the type may buy at its price, and why it may not buy the rest. "
            "Example: Ranged Infantry with Ranged [+12] has Range 36."),
        params=(
            Param(name="unit_type", required=True, choices=_UNIT_TYPES,
                  help="The unit type, e.g. Ranged Infantry."),
            Param(name="keywords", many=True,
                  help='Keywords bought, as printed: "Ranged [+12]".'),
            Param(name="options", type="boolean", default=False,
                  help="Also list everything the unit type may buy, with prices."),
        ),
        example={"unit_type": "Ranged Infantry", "keywords": ["Ranged [+12]"]},
    ),
    Command(
        name="keyword", game="hobgoblin",
        run="rulesref.games.hobgoblin.answers.lookups:keyword",
        title="What a Hobgoblin keyword does, where units get it, who may buy it",
        description=(
            "A keyword's traits (Strength or Weakness, Reserved), its cost, a summary and "
            "each effect in words, the rules that grant, remove, forbid or mention it, and "
            "every unit type's price for it or the rule that bars it. Example: Horde costs "
            "100 points and only unit types with Infantry in their name may buy it."),
        params=(
            Param(name="name", required=True,
                  help='The keyword, as printed: "Devastating Charge", "Hero [+1]".'),
        ),
        example={"name": "Horde"},
    ),
    Command(
        name="turn", game="hobgoblin", run="rulesref.games.hobgoblin.answers.turn:turn",
        title="How a Hobgoblin game runs: set-up, then the battle round phase by phase",
        description=(
            "The set-up steps before the first round, then the six phases of a battle "
            "round in the book's order, each with its own steps, what happens in it and "
            "the numbered rules that apply there (how much Mercury, the Panic radius, "
            "Death's Harvest), each cited; how many rounds a game lasts, the twists and "
            "artefacts that change the round, and how a game ends. Example: the Magic "
            "Phase gives each player 1 Mercury per full 1000 points of the points limit "
            "and 1 per Wizard unit in play (p. 19)."),
        example={},
    ),
    Command(
        name="explain", game="hobgoblin",
        run="rulesref.games.hobgoblin.answers.explain:explain",
        title="A Hobgoblin army list explained unit by unit, with its verdict",
        description=(
            "Checks an army list as the validator does and explains it: each unit's points "
            "(base plus each keyword's listed cost times the type's multiplier), its "
            "profile, every keyword it holds with what it does and whether it was bought, "
            "its wizard's allegiance with the spells it gives, the artefact it carries; the "
            "army's points against its limit and the Mercury it gets each round with the "
            "rules behind it; and every rule the list breaks, cited. Example: a 3000-point "
            "list with one Wizard unit gets 4 Mercury per round (3 for the points limit, 1 "
            "for the Wizard, p. 19)."),
        params=(
            Param(name="army", required=True, max_length=100_000,
                  help="The army list in the army file format, as YAML or JSON text."),
            Param(name="points_limit", type="integer", minimum=1, maximum=1_000_000,
                  help="Points limit to check against instead of the list's own."),
            Param(name="solo_opponent", type="boolean", default=False,
                  help="The list is the solo-play opponent's (no Wizard allowed)."),
        ),
        example={"army": "game: hobgoblin\nname: Raiders\npoints_limit: 1000\nunits:\n"
                         "  - {name: Pack, type: Beasts, keywords: [General, Battle "
                         "Standard]}\n"},
    ),
)
