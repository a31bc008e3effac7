"""The states of a HOARDE game, a rule of play: counts of cards in the DECK and the DISCARD PILE
at each point of a turn, for a deck and a player count, as an ``nx.DiGraph``
(:func:`build_state_graph`). The readings the graph acts on are inputs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulesref.games.hoarde.lookups import (
    group_of,
    max_players,
    reading_choice,
    rule_value,
    winning_sets,
)
from rulesref.games.hoarde.model import (
    Deck,
    EmptyPiles,
    Hoarde,
    ReshuffleTiming,
)

STATE_READINGS: dict[str, type[Any]] = {
    "reshuffle-timing": ReshuffleTiming,
    "both-piles-empty": EmptyPiles,
}


# =========================================================================== states (networkx)

SETUP, START, PICKED, ENDED = "set up", "start of turn", "after picking up", "end of turn"
WON, NO_WINNER = "won", "ended without a winner"
TERMINALS = (WON, NO_WINNER)


@dataclass(frozen=True, slots=True, order=True)
class State:
    """Where a game is: the point of the turn and the cards in the DECK and DISCARD PILE."""

    phase: str
    deck: int = 0
    discard: int = 0

    def __str__(self) -> str:
        if self.phase in TERMINALS or self.phase == SETUP:
            return self.phase
        return f"{self.phase} (DECK {self.deck}, DISCARD PILE {self.discard})"


def state_readings(rules: Hoarde) -> tuple[ReshuffleTiming, EmptyPiles]:
    """The readings the data records for the reshuffle and for two empty piles.

    :raises UnknownNameError: when one is missing.
    :raises RulesDataError: when one has a choice the code cannot act on.
    """
    return (reading_choice(rules, "reshuffle-timing", ReshuffleTiming),
            reading_choice(rules, "both-piles-empty", EmptyPiles))


def _can_win(rules: Hoarde, deck: Deck) -> bool:
    """Whether a hand at the end of a turn can be a winning set with this deck at all."""
    hand = rule_value(rules, "deal")
    for kind in winning_sets(rules, deck.id):
        group = group_of(deck, kind.attribute)
        if group is None or group.values < 1:
            continue
        if kind.size <= hand and group.copies >= kind.size:
            return True
    return False


def build_state_graph(rules: Hoarde, deck: Deck, players: int,
                      timing: ReshuffleTiming, empty: EmptyPiles | None) -> Any:
    """The reachable states of a game as an ``nx.DiGraph`` whose edges carry a ``label``.

    States count cards, not which cards: whether a hand is a set is abstracted, so a win
    edge leaves every end of turn whenever the deck holds a set at all and a hand is big
    enough for one. Only the end of a turn has a win edge (wins wait for the end of the
    player's own turn).

    :param empty: the reading for a pick-up with both piles empty, or ``None`` for the rules
        as printed (the state is then a dead end).
    :raises RulesDataError: when the deal rule has no number.
    """
    import networkx as nx

    deal = rule_value(rules, "deal")
    win = _can_win(rules, deck)
    graph: Any = nx.DiGraph()

    def settle(d: int, r: int) -> tuple[int, int]:
        if timing is ReshuffleTiming.DECK_EMPTIES and d == 0 and r > 0:
            return r, 0
        return d, r

    start = State(SETUP)
    graph.add_node(start)
    outside = deck.composition.cards - players * deal
    todo: list[tuple[State, State, str]] = []
    if outside >= 0:
        todo.append((start, State(START, *settle(outside, 0)), f"deal {deal} cards each"))
    while todo:
        src, dst, label = todo.pop()
        new = dst not in graph
        graph.add_edge(src, dst, label=label)
        if not new or dst.phase in TERMINALS:
            continue
        d, r = dst.deck, dst.discard
        if dst.phase == START:
            if d > 0:
                todo.append((dst, State(PICKED, *settle(d - 1, r)), "pick up from the DECK"))
            if r > 0:
                todo.append((dst, State(PICKED, *settle(d, r - 1)),
                             "pick up from the DISCARD PILE"))
            if d == 0 and r > 0 and timing is ReshuffleTiming.ON_DRAW:
                todo.append((dst, State(PICKED, r - 1, 0),
                             "reshuffle, then pick up from the DECK"))
            if d == 0 and r == 0 and empty is EmptyPiles.NO_WINNER:
                todo.append((dst, State(NO_WINNER), "nothing to pick up (reading)"))
            if d == 0 and r == 0 and empty is EmptyPiles.TURN_PASSES:
                todo.append((dst, dst, "nothing to pick up: turn passes (reading)"))
        elif dst.phase == PICKED:
            if deal >= 1:  # a card other than the one just picked up
                todo.append((dst, State(ENDED, *settle(d, r + 1)), "place a card"))
        elif dst.phase == ENDED:
            if win:
                todo.append((dst, State(WON), "a set: the player wins"))
            todo.append((dst, State(START, d, r), "next player"))
    return graph


def player_counts(rules: Hoarde, deck: Deck) -> range:
    """The player counts the checks try: 2 up to the deal limit (reading player-count).

    :raises RulesDataError: when the deal rule has no usable number.
    """
    return range(2, max_players(rules, deck) + 1)
