"""The two-player Hogs of War game as a graph of abstract states, a rule of play: both rows of
Hogs (alive, stunned, hidden, exhausted), who holds cards, the Supply deck, the seats.
:func:`state_graph` draws every state reachable from the start, under the printed rules alone
or with the rules our readings add.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rulesref.games.hogs_of_war.lookups import (
    HogState,
    legal_actions,
)
from rulesref.games.hogs_of_war.model import (
    Action,
    ActionId,
    AddedRule,
    HogsOfWar,
)

# --------------------------------------------------------------------------- the state check

#: Hogs per side in the state model. Every rule looks only at one Hog, its neighbours and its
#: player's hand, and two is the smallest row where a Hog's only neighbour can be defeated.
STATE_HOGS = 2
END = "game end"


class Hog(NamedTuple):
    """One Hog in the state model (plain tuples: the graph hashes millions of them)."""

    alive: bool = True
    stunned: bool = False
    hidden: bool = False
    exhausted: bool = False


class State(NamedTuple):
    """A moment of the game: both rows, who holds cards, the deck, the seats."""

    sides: tuple[tuple[Hog, ...], tuple[Hog, ...]]
    hands: tuple[bool, bool]
    deck: bool
    first: int
    to_move: int


def _set(side: tuple[Hog, ...], i: int, hog: Hog) -> tuple[Hog, ...]:
    return (*side[:i], hog, *side[i + 1:])


def _with_side(state: State, p: int, side: tuple[Hog, ...],
               hands: tuple[bool, bool] | None = None, to_move: int | None = None) -> State:
    """``state`` with player ``p``'s row replaced (and the hands or the player to move).
    Built directly: ``_replace`` costs several times more, and the graph makes millions."""
    sides = (side, state.sides[1]) if p == 0 else (state.sides[0], side)
    return State(sides, state.hands if hands is None else hands, state.deck, state.first,
                 state.to_move if to_move is None else to_move)


def _neighbours(side: tuple[Hog, ...], i: int) -> list[int]:
    return [j for j in (i - 1, i + 1) if 0 <= j < len(side) and side[j].alive]


def _over(state: State) -> bool:
    a, b = state.sides
    return not any(h.alive for h in a) or not any(h.alive for h in b)


def _eligible(side: tuple[Hog, ...]) -> list[int]:
    return [i for i, h in enumerate(side) if h.alive and not h.exhausted]


def _end_of_round(state: State, added: frozenset[AddedRule]) -> list[State]:
    """Discard, pass the token, draw, ready-up. Hands and deck are tracked as 'some cards'
    or 'none'; a player may discard every card, and a draw may empty the deck."""
    fresh = tuple(tuple(Hog(True, h.stunned, h.hidden, False) if h.alive else h for h in side)
                  for side in state.sides)
    first = 1 - state.first
    outcomes: set[State] = set()
    refill = state.deck or AddedRule.RESHUFFLE_EMPTY_SUPPLY in added
    hand_options = [(True, True)] if refill else [
        (a, b) for a in {state.hands[0], False} for b in {state.hands[1], False}]
    decks = [True, False] if refill else [False]
    for hands in hand_options:
        for deck in decks:
            outcomes.add(State((fresh[0], fresh[1]), hands, deck, first, first))
    return sorted(outcomes)


def _after_action(rules: HogsOfWar, state: State, p: int, i: int, action: ActionId
                  ) -> list[State]:
    """The states after Hog ``i`` of player ``p`` takes ``action`` (card effects abstracted to
    'defeat or stun one targetable enemy Hog, or nothing on the board')."""
    side = state.sides[p]
    alive, stunned = side[i].alive, side[i].stunned
    # the Hidden token comes off before the action; acting exhausts the Hog
    done = Hog(alive, stunned, False, True)
    nxt = 1 - p
    if action is ActionId.MOVE:
        return [_with_side(state, p, _set(_set(side, i, side[j]), j, done), to_move=nxt)
                for j in _neighbours(side, i)]
    if action is ActionId.HIDE:
        return [_with_side(state, p, _set(side, i, Hog(alive, stunned, True, True)),
                           to_move=nxt)]
    if action is ActionId.REMOVE_STUN:
        return [_with_side(state, p, _set(side, i, Hog(alive, False, False, True)),
                           to_move=nxt)]
    out = []
    mine = _set(side, i, done)
    for keeps_cards in (True, False):
        hands = (keeps_cards, state.hands[1]) if p == 0 else (state.hands[0], keeps_cards)
        base = _with_side(state, p, mine, hands=hands, to_move=nxt)
        out.append(base)
        if action is not ActionId.PLAY_CARD:
            continue
        enemy = base.sides[nxt]
        for k, target in enumerate(enemy):
            if target.alive and not target.hidden:
                out.append(_with_side(base, nxt, _set(enemy, k, Hog(alive=False))))
                out.append(_with_side(base, nxt, _set(enemy, k, Hog(
                    target.alive, True, target.hidden, target.exhausted))))
    return out


def _moves(rules: HogsOfWar, state: State, added: frozenset[AddedRule],
           legal: dict[HogState, tuple[Action, ...]]) -> list[State]:
    """Every state one turn (or the end of the round) leads to; ``legal`` memoises
    :func:`legal_actions`."""
    p = state.to_move
    mine = state.sides[p]
    eligible = _eligible(mine)
    if not eligible:
        if not _eligible(state.sides[1 - p]):
            return _end_of_round(state, added)
        if AddedRule.SKIP_PLAYER_WITHOUT_ELIGIBLE_HOG in added:
            return [State(state.sides, state.hands, state.deck, state.first, 1 - p)]
        return []
    out = []
    for i in eligible:
        hog = mine[i]
        view = HogState(stunned=hog.stunned, hidden=hog.hidden, has_card=state.hands[p],
                        adjacent_friendly=bool(_neighbours(mine, i)))
        actions = legal.get(view)
        if actions is None:
            actions = legal[view] = legal_actions(rules, view)
        if not actions and AddedRule.STUCK_HOG_PASSES in added:
            out.append(_with_side(state, p, _set(mine, i, Hog(hog.alive, hog.stunned,
                                                              hog.hidden, True)),
                                  to_move=1 - p))
        for action in actions:
            out.extend(_after_action(rules, state, p, i, action.id))
    return out


def state_graph(rules: HogsOfWar, added: frozenset[AddedRule]) -> Any:
    """The two-player game as an ``nx.DiGraph`` of abstract states reachable from the start
    (``STATE_HOGS`` Hogs a side). Nodes are numbers with the state in their ``state``
    attribute: node 0 is ``END`` (every ended game), node 1 the start.

    ``added`` lists the rules our readings add; without them the graph follows the printed
    rules alone.
    """
    import networkx as nx

    row = tuple(Hog() for _ in range(STATE_HOGS))
    start = State((row, row), (True, True), True, 0, 0)
    ids: dict[Any, int] = {END: 0, start: 1}  # nodes are numbered: cheap to hash
    states: list[Any] = [END, start]
    edges: list[tuple[int, int]] = []
    legal: dict[HogState, tuple[Action, ...]] = {}
    todo = [start]
    while todo:
        state = todo.pop()
        here = ids[state]
        for nxt in _moves(rules, state, added, legal):
            number = ids.get(nxt)
            if number is None:
                if _over(nxt):
                    number = ids[nxt] = 0  # every ended game is END (node 0)
                else:
                    number = ids[nxt] = len(states)
                    states.append(nxt)
                    todo.append(nxt)
            edges.append((here, number))
    graph: Any = nx.DiGraph()
    graph.add_nodes_from((n, {"state": s}) for n, s in enumerate(states))
    graph.add_edges_from(dict.fromkeys(edges))  # many moves lead to the same state
    return graph


def dead_end_class(state: State) -> str:
    """Why nobody can move: the player to act has no eligible Hog, or which flags leave
    their eligible Hogs without a legal action."""
    mine = state.sides[state.to_move]
    if not _eligible(mine):
        return "no-eligible-hog"
    kinds = set()
    for i in _eligible(mine):
        hog = mine[i]
        flags = [name for name, on in (("stunned", hog.stunned), ("hidden", hog.hidden),
                                       ("no-card", not state.hands[state.to_move]),
                                       ("no-adjacent-friendly", not _neighbours(mine, i)))
                 if on]
        kinds.add("+".join(flags) or "ready")
    return "stuck-hog:" + ";".join(sorted(kinds))


def describe(state: State) -> str:
    def side(p: int) -> str:
        hogs = []
        for h in state.sides[p]:
            if not h.alive:
                hogs.append("defeated")
                continue
            tags = [t for t, on in (("stunned", h.stunned), ("hidden", h.hidden),
                                    ("exhausted", h.exhausted)) if on]
            hogs.append("/".join(tags) or "ready")
        return (f"player {p + 1} [{', '.join(hogs)}; "
                f"{'holds cards' if state.hands[p] else 'no cards'}]")
    return (f"{side(0)}, {side(1)}, Supply deck {'has cards' if state.deck else 'empty'}, "
            f"player {state.to_move + 1} to act")
