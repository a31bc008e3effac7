"""The two-player Hogs of War game as a graph of abstract states, a rule of play: both rows of
Hogs (alive, stunned, hidden, exhausted), who holds cards, the Supply deck, the seats.
:func:`explore` finds every state reachable from the start, under the printed rules alone or
with the rules our readings add; :func:`state_graph` draws the same states as a networkx graph.

A player's turn changes only their own row and hand and, when a card strikes, one enemy Hog,
and a game meets only a few dozen distinct rows. So each row is numbered once, what a turn
can make of it is worked out once per row and hand (:class:`_Rows`), and a state is a tuple
of small numbers: the exploration is a plain breadth-first search over those tuples.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
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
    """One Hog in the state model (plain tuples: the graph hashes many of them)."""

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


Row = tuple[Hog, ...]
#: A state as the exploration keeps it: (row number of player 1, of player 2, player 1 holds
#: cards, player 2 holds cards, the Supply deck has cards, first player, player to move).
_Key = tuple[int, int, bool, bool, bool, int, int]
#: What a turn makes of the acting player's row and hand: (row number after, hand after or
#: ``None`` when the turn leaves it, whether a card may then defeat or stun an enemy Hog).
_Turn = tuple[int, bool | None, bool]


def _set(side: Row, i: int, hog: Hog) -> Row:
    return (*side[:i], hog, *side[i + 1:])


def _neighbours(side: Row, i: int) -> list[int]:
    return [j for j in (i - 1, i + 1) if 0 <= j < len(side) and side[j].alive]


def _eligible(side: Row) -> list[int]:
    return [i for i, h in enumerate(side) if h.alive and not h.exhausted]


@dataclass(frozen=True, slots=True)
class StateSpace:
    """Every abstract state reachable from the start, and where each one leads."""

    states: tuple[State | str, ...]
    """The states by number: 0 is ``END`` (every ended game), 1 the start."""
    successors: tuple[frozenset[int], ...]
    """By state number, the states one turn (or the end of the round) leads to."""

    def state(self, node: int) -> State:
        """The state numbered ``node``.

        :raises ValueError: for node 0, which is every ended game.
        """
        found = self.states[node]
        if not isinstance(found, State):
            raise ValueError(f"state {node!r} is {END!r}, not one moment of play")
        return found

    def reaching(self, targets: Iterable[int]) -> set[int]:
        """The states from which some play leads to one of ``targets`` (themselves
        included): a breadth-first search backwards along the moves."""
        before: list[list[int]] = [[] for _ in self.states]
        for node, nexts in enumerate(self.successors):
            for nxt in nexts:
                before[nxt].append(node)
        found = set(targets)
        todo = list(found)
        while todo:
            for node in before[todo.pop()]:
                if node not in found:
                    found.add(node)
                    todo.append(node)
        return found


class _Rows:
    """The rows of Hogs met so far, numbered, with what the rules make of each: whether a
    Hog lives or may act, the row readied at the end of the round, every turn it allows
    with and without cards, and every way a card can strike it. Each is worked out once."""

    def __init__(self, rules: HogsOfWar, added: frozenset[AddedRule]) -> None:
        self.rules = rules
        self.added = added
        self.rows: list[Row] = []
        self.alive: list[bool] = []
        self.eligible: list[bool] = []
        self._numbers: dict[Row, int] = {}
        self._legal: dict[HogState, tuple[Action, ...]] = {}
        self._fresh: dict[int, int] = {}
        self._turns: dict[tuple[int, bool], tuple[_Turn, ...]] = {}
        self._struck: dict[int, tuple[int, ...]] = {}

    def number(self, row: Row) -> int:
        """The row's number (a new one the first time it is met)."""
        found = self._numbers.get(row)
        if found is None:
            found = self._numbers[row] = len(self.rows)
            self.rows.append(row)
            self.alive.append(any(h.alive for h in row))
            self.eligible.append(bool(_eligible(row)))
        return found

    def fresh(self, row: int) -> int:
        """The row at the start of the next round: every undefeated Hog ready again."""
        found = self._fresh.get(row)
        if found is None:
            found = self._fresh[row] = self.number(tuple(
                Hog(True, h.stunned, h.hidden, False) if h.alive else h for h in self.rows[row]))
        return found

    def struck(self, row: int) -> tuple[int, ...]:
        """The row after a card defeats or stuns one of its targetable Hogs."""
        found = self._struck.get(row)
        if found is None:
            side = self.rows[row]
            out = []
            for k, target in enumerate(side):
                if target.alive and not target.hidden:
                    out.append(self.number(_set(side, k, Hog(alive=False))))
                    out.append(self.number(_set(side, k, Hog(
                        target.alive, True, target.hidden, target.exhausted))))
            found = self._struck[row] = tuple(out)
        return found

    def turns(self, row: int, has_card: bool) -> tuple[_Turn, ...]:
        """Every turn the player with this row (and a hand or none) may take."""
        found = self._turns.get((row, has_card))
        if found is None:
            side = self.rows[row]
            out: list[_Turn] = []
            for i in _eligible(side):
                hog = side[i]
                view = HogState(stunned=hog.stunned, hidden=hog.hidden, has_card=has_card,
                                adjacent_friendly=bool(_neighbours(side, i)))
                actions = self._legal.get(view)
                if actions is None:
                    actions = self._legal[view] = legal_actions(self.rules, view)
                if not actions and AddedRule.STUCK_HOG_PASSES in self.added:
                    out.append((self.number(_set(side, i, Hog(hog.alive, hog.stunned,
                                                              hog.hidden, True))), None, False))
                for action in actions:
                    out.extend(self._after_action(side, i, action.id))
            found = self._turns[(row, has_card)] = tuple(out)
        return found

    def _after_action(self, side: Row, i: int, action: ActionId) -> list[_Turn]:
        """Hog ``i`` takes ``action`` (card effects abstracted to 'defeat or stun one
        targetable enemy Hog, or nothing on the board')."""
        alive, stunned = side[i].alive, side[i].stunned
        # the Hidden token comes off before the action; acting exhausts the Hog
        done = Hog(alive, stunned, False, True)
        if action is ActionId.MOVE:
            return [(self.number(_set(_set(side, i, side[j]), j, done)), None, False)
                    for j in _neighbours(side, i)]
        if action is ActionId.HIDE:
            return [(self.number(_set(side, i, Hog(alive, stunned, True, True))), None, False)]
        if action is ActionId.REMOVE_STUN:
            return [(self.number(_set(side, i, Hog(alive, False, False, True))), None, False)]
        mine = self.number(_set(side, i, done))
        strikes = action is ActionId.PLAY_CARD
        return [(mine, keeps_cards, strikes) for keeps_cards in (True, False)]


def _next(rows: _Rows, key: _Key) -> Iterator[_Key]:
    """Every state one turn (or the end of the round) leads to (repeats possible)."""
    s0, s1, h0, h1, deck, first, p = key
    own, enemy = (s0, s1) if p == 0 else (s1, s0)
    if not rows.eligible[own]:
        if not rows.eligible[enemy]:
            yield from _end_of_round(rows, key)
        elif AddedRule.SKIP_PLAYER_WITHOUT_ELIGIBLE_HOG in rows.added:
            yield (s0, s1, h0, h1, deck, first, 1 - p)
        return
    held = h0 if p == 0 else h1
    for row, hand, strikes in rows.turns(own, held):
        hand = held if hand is None else hand
        hits = (enemy, *rows.struck(enemy)) if strikes else (enemy,)
        for hit in hits:
            yield ((row, hit, hand, h1, deck, first, 1) if p == 0
                   else (hit, row, h0, hand, deck, first, 0))


def _end_of_round(rows: _Rows, key: _Key) -> Iterator[_Key]:
    """Discard, pass the token, draw, ready-up. Hands and deck are tracked as 'some cards'
    or 'none'; a player may discard every card, and a draw may empty the deck."""
    s0, s1, h0, h1, deck, first, _ = key
    f0, f1, first = rows.fresh(s0), rows.fresh(s1), 1 - first
    if deck or AddedRule.RESHUFFLE_EMPTY_SUPPLY in rows.added:
        yield (f0, f1, True, True, True, first, first)
        yield (f0, f1, True, True, False, first, first)
        return
    for a in {h0, False}:
        for b in {h1, False}:
            yield (f0, f1, a, b, False, first, first)


def explore(rules: HogsOfWar, added: frozenset[AddedRule], hogs: int = STATE_HOGS
            ) -> StateSpace:
    """Every abstract state of the two-player game reachable from the start (``hogs`` Hogs
    a side) and where each leads; every ended game is the one state ``END``.

    ``added`` lists the rules our readings add; without them play follows the printed rules
    alone.
    """
    rows = _Rows(rules, added)
    ready = rows.number(tuple(Hog() for _ in range(hogs)))
    start: _Key = (ready, ready, True, True, True, 0, 0)
    numbers: dict[_Key, int] = {start: 1}  # every ended game is number 0, END
    keys = [start]  # state number n is keys[n - 1]; the list is the breadth-first queue
    successors: list[frozenset[int]] = [frozenset()]
    alive = rows.alive
    i = 0
    while i < len(keys):
        out = set()
        for nxt in _next(rows, keys[i]):
            number = numbers.get(nxt)
            if number is None:
                if alive[nxt[0]] and alive[nxt[1]]:
                    keys.append(nxt)
                    number = numbers[nxt] = len(keys)
                else:
                    number = numbers[nxt] = 0
            out.add(number)
        successors.append(frozenset(out))
        i += 1
    states: list[State | str] = [END]
    states += (State((rows.rows[s0], rows.rows[s1]), (h0, h1), deck, first, to_move)
               for s0, s1, h0, h1, deck, first, to_move in keys)
    return StateSpace(tuple(states), tuple(successors))


def state_graph(rules: HogsOfWar, added: frozenset[AddedRule]) -> Any:
    """The states of :func:`explore` as an ``nx.DiGraph``: nodes are numbers with the state
    in their ``state`` attribute (node 0 is ``END``, every ended game; node 1 the start)."""
    import networkx as nx

    space = explore(rules, added)
    graph: Any = nx.DiGraph()
    graph.add_nodes_from((n, {"state": s}) for n, s in enumerate(space.states))
    graph.add_edges_from((n, m) for n, nexts in enumerate(space.successors) for m in nexts)
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
