"""The command functions of every game (not of one ruleset), described for the adapters
(see :mod:`rulesref.core.commands`); a ruleset's own are in its ``answers`` entry.

This module holds only the descriptions, so listing the commands imports nothing else.
"""

from __future__ import annotations

from rulesref.core.commands import Command, Param

COMMANDS: tuple[Command, ...] = (
    Command(
        name="show", game=None, run="rulesref.core.show:show",
        title="Any rules object of any game, by name, with every effect in words",
        description=(
            "Looks up a keyword, unit type, spell, card, artefact, rule, army rule, term, "
            "phase or dice table by its name (or alias) in every installed game and gives "
            "its summary, its citation (book, page, section), its printed facts (costs, "
            "statistics, steps, results) and each of its effects in words: whom it applies "
            "to, what it does, when, for how long and under what condition. A name of two "
            "kinds (a keyword and a rule both called Cover) gives both; an unknown name "
            "gives close matches of every kind. Example: a keyword that lowers its "
            "holder's close combat target number gives its cost, its page and the effect "
            "'target number -1 for its own close combat attacks (minimum 2), until the "
            "round ends'."),
        params=(
            Param(name="name", required=True,
                  help="The object's name as printed, e.g. Cover."),
            Param(name="game",
                  help="Only this game (its id; a unique prefix is enough)."),
        ),
        example={"name": "Cover"},
    ),
)
