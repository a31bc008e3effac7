"""Livestock Uprising's command functions, described for the adapters (see
:mod:`rulesref.core.commands`). This module holds only the descriptions; the functions are
in :mod:`.commands` and (the army check) :mod:`.army`."""

from __future__ import annotations

from rulesref.core.commands import Command, Param

_RUN = "rulesref.games.livestock_uprising.answers.commands:"

COMMANDS: tuple[Command, ...] = (
    Command(
        name="odds", game="livestock_uprising", run=_RUN + "odds",
        title="Exact Livestock Uprising battle odds",
        description=("Exact chances of an attacker win, a tie and a defender win from the "
                     "attack and defense totals before dice, with casualties and automatic "
                     "results. Example: attack 7 against defense 5."),
        params=(Param(name="attack", type="integer", required=True, minimum=0,
                      maximum=1000, help="Attack points before dice."),
                Param(name="defense", type="integer", required=True, minimum=0,
                      maximum=1000, help="Defense points before dice."),
                Param(name="attacker_super", type="boolean"),
                Param(name="defender_super", type="boolean"),
                Param(name="clash", choices=("compare_totals", "tie"),
                      help="Reading for two Super Armies rolling one automatic result.")),
        heavy=True, example={"attack": 7, "defense": 5}),
    Command(
        name="cost", game="livestock_uprising", run=_RUN + "cost",
        title="Resource tokens to marshal Livestock Uprising units",
        description=("Resource tokens to marshal units, and whether the tokens held pay. "
                     "Example: units ['2x Sheep'], have ['Grass=2']."),
        params=(Param(name="units", many=True, required=True, max_items=20,
                      help="Units, '2x Dynamite Donkey' counts two."),
                Param(name="have", many=True, max_items=10,
                      help="Tokens held: 'Grass=3'.")),
        example={"units": ["Sheep"]}),
    Command(
        name="army", game="livestock_uprising",
        run="rulesref.games.livestock_uprising.answers.army:army",
        title="Check a Livestock Uprising army",
        description=("Checks Generals and their units against every army rule (units per "
                     "General, Super Army size). Example: generals ['Clucky: 6x Sheep']."),
        params=(Param(name="generals", many=True, required=True, max_items=10,
                      max_length=400, help="One General's units: 'Name: 2x Sheep, Cow'."),
                Param(name="faction", help="The player's faction, e.g. Chickens."),
                Param(name="super_army", type="boolean", help="The units form a Super Army.")),
        example={"generals": ["6x Sheep"]}),
    Command(
        name="board", game="livestock_uprising", run=_RUN + "board",
        title="Livestock Uprising board size",
        description="The starting and final grid for a player count. Example: 4 players.",
        params=(Param(name="players", type="integer", required=True, minimum=1, maximum=20,
                      help="Number of players."),),
        example={"players": 4}),
    Command(
        name="turn", game="livestock_uprising", run=_RUN + "turn",
        title="A Livestock Uprising turn, phase by phase",
        description=("A player's turn phase by phase, what a Super Army changes and how "
                     "the game ends."),
        example={}),
    Command(
        name="super-army", game="livestock_uprising", run=_RUN + "super_army",
        title="Forming a Livestock Uprising Super Army",
        description=("What forming a Super Army takes and the rules it then plays by; with "
                     "outside or units, whether it may be formed now. Example: units 12."),
        params=(Param(name="outside", type="integer", minimum=0, maximum=100,
                      help="Generals not yet in the barn."),
                Param(name="units", type="integer", minimum=0, maximum=1000,
                      help="Units it would hold.")),
        example={"units": 12}),
    Command(
        name="readings", game="livestock_uprising", run=_RUN + "readings",
        title="Where the Livestock Uprising book is unclear",
        description="Every point where the book is unclear, with rulesref's reading.",
        pages="readings", audience="maintainer", example={}),
)
