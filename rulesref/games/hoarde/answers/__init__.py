"""HOARDE's command functions, described for the adapters (see
:mod:`rulesref.core.commands`). This module holds only the descriptions; the functions are
in :mod:`.commands`."""

from __future__ import annotations

from rulesref.core.commands import Command, Param

_RUN = "rulesref.games.hoarde.answers.commands:"
_DECK = Param(name="deck", choices=("base", "enchanted"), default="base")
_CARDS = "Cards as COLOUR/ITEM/VALUE, e.g. PINK/DAGGER/10."

COMMANDS: tuple[Command, ...] = (
    Command(
        name="deal-odds", game="hoarde", run=_RUN + "deal_odds",
        title="Exact HOARDE odds of being dealt a set",
        description=("The exact chance that a dealt hand holds each kind of set, and any "
                     "set. Example: the enchanted deck, a hand of 4."),
        params=(_DECK, Param(name="hand", type="integer", minimum=0, maximum=60,
                             help="Cards in the hand (default: the deal's 3).")),
        heavy=True, example={"deck": "enchanted", "hand": 4}),
    Command(
        name="is-set", game="hoarde", run=_RUN + "is_set",
        title="Whether HOARDE cards are a set",
        description=("Whether some cards are a winning set and on what they match. Example: "
                     "PINK/DAGGER/10, PINK/SWORD/3, PINK/BOW/7."),
        params=(Param(name="cards", many=True, required=True, max_items=10, help=_CARDS),
                _DECK),
        example={"cards": ["PINK/DAGGER/10", "PINK/SWORD/3", "PINK/BOW/7"]}),
    Command(
        name="next-draw", game="hoarde", run=_RUN + "next_draw",
        title="HOARDE chance the next card completes a set",
        description=("The exact chance that the card picked up next, from the discard pile "
                     "or the deck, completes a set with the hand."),
        params=(Param(name="hand", many=True, required=True, max_items=10, help=_CARDS),
                Param(name="discards", many=True, max_items=60,
                      help="Cards seen discarded, in order (last on top)."),
                _DECK),
        example={"hand": ["PINK/DAGGER/10", "PINK/SWORD/3", "BLUE/BOW/7"]}),
    Command(
        name="turn", game="hoarde", run=_RUN + "turn",
        title="How a game of HOARDE runs",
        description="Set Up, the turn, the reshuffle and how the game ends, step by step.",
        example={}),
    Command(
        name="readings", game="hoarde", run=_RUN + "readings",
        title="Where the HOARDE rules are unclear",
        description="Every place the rules are silent or ambiguous, with rulesref's reading.",
        pages="readings", audience="maintainer", example={}),
    Command(
        name="check-odds", game="hoarde", run=_RUN + "check_odds",
        title="Prove the HOARDE Card Odds statements with z3",
        description=("Whether the Card Odds statements can all hold and which decks they "
                     "imply, under the readings given (ID=CHOICE)."),
        params=(Param(name="readings", many=True, max_items=10,
                      help="e.g. likelihood-basis=per-kind."),),
        audience="maintainer", heavy=True, example={}),
)
