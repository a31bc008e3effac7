"""Hogs of War's command functions, described for the adapters (see
:mod:`rulesref.core.commands`). This module holds only the descriptions, so listing the
commands imports nothing else; the functions are in :mod:`.lookups`."""

from __future__ import annotations

from rulesref.core.commands import Command, Param

_RUN = "rulesref.games.hogs_of_war.answers.lookups:"


def _lane(name: str, help: str, required: bool = False) -> Param:
    return Param(name=name, type="integer", required=required, minimum=1, maximum=10,
                 help=help)


_CLASS = Param(name="hog_class", help="The acting Hog's class: Sniper, Bombardier, Engineer.")
_CARD = Param(name="card", help="A card played, e.g. Headshot.")
_REACH = Param(name="reach", help="A Weapon's printed range: '2', '1-3' or '2-'.",
               max_length=10)
_FAMILIES = Param(name="families", many=True, max_items=10, help="The card's families: Guns.")

COMMANDS: tuple[Command, ...] = (
    Command(
        name="range", game="hogs_of_war", run=_RUN + "lane_range",
        title="Range between two lanes in Hogs of War",
        description=(
            "Range from the acting Hog's lane to an enemy lane (lanes 1-5 counted from the "
            "same end in both rows); with a card, class or reach, whether the card can aim "
            "there. Example: lane 1 to enemy lane 3."),
        params=(_lane("lane_a", "", required=True), _lane("lane_b", "", required=True),
                Param(name="same_side", type="boolean", help="Both lanes in one row."),
                Param(name="four_player", type="boolean", help="The team game."),
                Param(name="hidden", type="boolean", help="The target is Hidden."),
                _CLASS, _CARD, _REACH, _FAMILIES,
                Param(name="no_optional", type="boolean")),
        example={"lane_a": 1, "lane_b": 3}),
    Command(
        name="can", game="hogs_of_war", run=_RUN + "can",
        title="Whether a Hog may take an action in Hogs of War",
        description=(
            "Whether a Hog in the given state may take an action, with every rule that "
            "forbids it. Example: a Hidden, Stunned Hog may not hide."),
        params=(Param(name="action", required=True,
                      help="move, hide, remove-stun, play-card or place-deployable."),
                *(Param(name=n, type="boolean", help=h) for n, h in (
                    ("stunned", ""), ("hidden", ""), ("exhausted", "Acted this round."),
                    ("defeated", ""), ("extra_action", "A card grants one more action."),
                    ("no_cards", "No card of the kind the action plays."),
                    ("no_adjacent", "No friendly Hog in a neighbouring lane."),
                    ("enemy_lane", "'into' is an enemy lane."))),
                Param(name="lane_deployables", type="integer", minimum=0, maximum=10),
                _CLASS, _CARD,
                _lane("lane", "The Hog's own lane."),
                _lane("into", "The lane a Deployable goes into.")),
        example={"action": "hide", "hidden": True}),
    Command(
        name="hand-size", game="hogs_of_war", run=_RUN + "hand_size",
        title="Hand size by round and seat in Hogs of War",
        description=("The most cards the player in a seat holds in a round (first: holds "
                     "the First Player token). Example: round 1, first."),
        params=(Param(name="round_number", type="integer", required=True, minimum=1,
                      maximum=1000, help="The round, from 1."),
                Param(name="seat", required=True, choices=("first", "second")),
                Param(name="four_player", type="boolean", help="The team game.")),
        example={"round_number": 1, "seat": "first"}),
    Command(
        name="in-range", game="hogs_of_war", run=_RUN + "in_range",
        title="Enemy Hogs a card can reach from a lane in Hogs of War",
        description=("Every enemy Hog the Hog in a friendly lane can aim a card at, with "
                     "the range to each and the rule ruling out the others. Example: lane 2 "
                     "with a Sniper."),
        params=(_lane("lane", "The acting Hog's lane.", required=True),
                Param(name="board", max_length=60,
                      help="Enemy row from lane 1: ready/hidden/defeated, comma-separated."),
                _CLASS, _CARD, _REACH, _FAMILIES,
                Param(name="no_optional", type="boolean")),
        example={"lane": 2, "hog_class": "Sniper"}),
    Command(
        name="card", game="hogs_of_war", run=_RUN + "card",
        title="A Hogs of War card or kind of card",
        description=("A card (Mind Control) or a kind of card (Weapon, Skill) as the book "
                     "gives it: damage, range, classes. Example: Headshot."),
        params=(Param(name="name", required=True, help="A card or kind, e.g. Jetpack."),),
        example={"name": "Headshot"}),
    Command(
        name="token", game="hogs_of_war", run=_RUN + "token",
        title="A Hogs of War token",
        description=("What a token does and what removes it. Example: Burn."),
        params=(Param(name="name", required=True, help="Burn, Dynamite, Stun, Hidden..."),),
        example={"name": "Stun"}),
    Command(
        name="turn", game="hogs_of_war", run=_RUN + "turn",
        title="The Hogs of War round, step by step",
        description=("The round step by step, a Hog's turn, hand sizes and how the game "
                     "ends."),
        example={}),
    Command(
        name="readings", game="hogs_of_war", run=_RUN + "readings",
        title="Where the Hogs of War rulebook is unclear",
        description=("Every place the rulebook is silent or ambiguous, with the reading "
                     "rulesref takes."),
        pages="readings", audience="maintainer", example={}),
)
