"""The Hogs of War state exploration against a plain reference.

:func:`states.explore` works row by row on numbered rows and memoised turns; the reference
below follows the rules state by state on whole :class:`State` tuples, the way the module did
before, and keeps every state and move in plain sets. Both must find the same reachable
states and the same moves: on the shipped rules, with and without the rules our readings
add, and on generated variants of the action requirements.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.games.hogs_of_war import states
from rulesref.games.hogs_of_war.lookups import HogState, legal_actions, readings_in
from rulesref.games.hogs_of_war.model import ActionId, AddedRule, HogsOfWar
from rulesref.games.hogs_of_war.states import END, Hog, State
from tests.verify.mutate import with_field

Node = State | str


@pytest.fixture(scope="module")
def hogs() -> HogsOfWar:
    from rulesref.games import hogs_of_war

    return hogs_of_war.load()


# --------------------------------------------------------------------------- the reference


def _put(side: tuple[Hog, ...], i: int, hog: Hog) -> tuple[Hog, ...]:
    return (*side[:i], hog, *side[i + 1:])


def _friends(side: tuple[Hog, ...], i: int) -> list[int]:
    return [j for j in (i - 1, i + 1) if 0 <= j < len(side) and side[j].alive]


def _ready(side: tuple[Hog, ...]) -> list[int]:
    return [i for i, h in enumerate(side) if h.alive and not h.exhausted]


def _with(state: State, p: int, side: tuple[Hog, ...], hand: bool | None = None,
          to_move: int | None = None) -> State:
    a, b = state.sides
    sides = (side, b) if p == 0 else (a, side)
    x, y = state.hands
    hands = (x, y) if hand is None else (hand, y) if p == 0 else (x, hand)
    return state._replace(sides=sides, hands=hands,
                          to_move=state.to_move if to_move is None else to_move)


def _reference_moves(rules: HogsOfWar, state: State, added: frozenset[AddedRule]
                     ) -> list[State]:
    """Every state one turn (or the end of the round) leads to, from the rules directly."""
    p = state.to_move
    mine = state.sides[p]
    if not _ready(mine):
        if _ready(state.sides[1 - p]):
            if AddedRule.SKIP_PLAYER_WITHOUT_ELIGIBLE_HOG in added:
                return [state._replace(to_move=1 - p)]
            return []
        fresh = tuple(tuple(h._replace(exhausted=False) if h.alive else h for h in side)
                      for side in state.sides)
        first = 1 - state.first
        refill = state.deck or AddedRule.RESHUFFLE_EMPTY_SUPPLY in added
        out = []
        for a in ((True,) if refill else (state.hands[0], False)):
            for b in ((True,) if refill else (state.hands[1], False)):
                for deck in ((True, False) if refill else (False,)):
                    out.append(State((fresh[0], fresh[1]), (a, b), deck, first, first))
        return out
    out = []
    for i in _ready(mine):
        hog = mine[i]
        view = HogState(stunned=hog.stunned, hidden=hog.hidden, has_card=state.hands[p],
                        adjacent_friendly=bool(_friends(mine, i)))
        actions = legal_actions(rules, view)
        if not actions and AddedRule.STUCK_HOG_PASSES in added:
            out.append(_with(state, p, _put(mine, i, hog._replace(exhausted=True)),
                             to_move=1 - p))
        done = hog._replace(hidden=False, exhausted=True)
        for action in actions:
            if action.id is ActionId.MOVE:
                out += [_with(state, p, _put(_put(mine, i, mine[j]), j, done), to_move=1 - p)
                        for j in _friends(mine, i)]
            elif action.id is ActionId.HIDE:
                out.append(_with(state, p, _put(mine, i, hog._replace(hidden=True,
                                                                      exhausted=True)),
                                 to_move=1 - p))
            elif action.id is ActionId.REMOVE_STUN:
                out.append(_with(state, p, _put(mine, i, hog._replace(
                    stunned=False, hidden=False, exhausted=True)), to_move=1 - p))
            else:
                for keeps in (True, False):
                    after = _with(state, p, _put(mine, i, done), hand=keeps, to_move=1 - p)
                    out.append(after)
                    if action.id is not ActionId.PLAY_CARD:
                        continue
                    enemy = after.sides[1 - p]
                    for k, target in enumerate(enemy):
                        if target.alive and not target.hidden:
                            out.append(_with(after, 1 - p, _put(enemy, k, Hog(alive=False))))
                            out.append(_with(after, 1 - p,
                                             _put(enemy, k, target._replace(stunned=True))))
    return out


def _over(state: State) -> bool:
    return not all(any(h.alive for h in side) for side in state.sides)


def reference(rules: HogsOfWar, added: frozenset[AddedRule], hogs: int
              ) -> tuple[set[Node], set[tuple[Node, Node]]]:
    """The reachable states (``END`` for every ended game) and the moves between them."""
    row = tuple(Hog() for _ in range(hogs))
    start = State((row, row), (True, True), True, 0, 0)
    seen: set[Node] = {END, start}
    edges: set[tuple[Node, Node]] = set()
    todo = [start]
    while todo:
        state = todo.pop()
        for nxt in _reference_moves(rules, state, added):
            target: Node = END if _over(nxt) else nxt
            edges.add((state, target))
            if target not in seen:
                seen.add(target)
                todo.append(nxt)
    return seen, edges


def explored(rules: HogsOfWar, added: frozenset[AddedRule], hogs: int
             ) -> tuple[set[Node], set[tuple[Node, Node]]]:
    space = states.explore(rules, added, hogs)
    assert space.states[0] == END
    assert len(set(space.states)) == len(space.states)  # each state is numbered once
    edges = {(space.states[n], space.states[m])
             for n, nexts in enumerate(space.successors) for m in nexts}
    return set(space.states), edges


def _added(rules: HogsOfWar) -> frozenset[AddedRule]:
    return frozenset(r.adds_rule for r in readings_in(rules) if r.adds_rule is not None)


# --------------------------------------------------------------------------- the tests


@pytest.mark.parametrize("with_readings", [False, True], ids=["printed", "with-readings"])
def test_exploration_matches_the_reference_on_the_shipped_rules(
        hogs: HogsOfWar, with_readings: bool) -> None:
    added = _added(hogs) if with_readings else frozenset()
    found, moves = explored(hogs, added, states.STATE_HOGS)
    want, want_moves = reference(hogs, added, states.STATE_HOGS)
    assert found == want
    assert moves == want_moves
    # the sizes worked out when the state model was written (two Hogs a side)
    assert len(found) == (11_505 if with_readings else 14_093)


def test_the_start_is_state_one_and_the_end_state_zero(hogs: HogsOfWar) -> None:
    space = states.explore(hogs, frozenset())
    row = (Hog(), Hog())
    assert space.state(1) == State((row, row), (True, True), True, 0, 0)
    assert 0 in space.reaching([0]) and 1 in space.reaching([0])
    assert space.successors[0] == frozenset()
    with pytest.raises(ValueError, match="game end"):
        space.state(0)


def test_reaching_follows_moves_backwards(hogs: HogsOfWar) -> None:
    space = states.explore(hogs, frozenset(), hogs=1)
    for target in range(len(space.states)):
        back = space.reaching([target])
        # plain reference: grow the set until no state outside it moves into it
        want = {target}
        grew = True
        while grew:
            more = {n for n, nexts in enumerate(space.successors) if nexts & want} - want
            grew = bool(more)
            want |= more
        assert back == want


def _variant(rules: HogsOfWar, keep: list[list[bool]], flip: list[list[bool]]) -> HogsOfWar:
    """The rules with some action requirements dropped and some turned around."""
    actions = []
    for action, kept, flipped in zip(rules.actions.actions, keep, flip, strict=False):
        requires = tuple(with_field(r, must_be=not r.must_be) if f else r
                         for r, k, f in zip(action.requires, kept, flipped, strict=False) if k)
        actions.append(with_field(action, requires=requires))
    changed: HogsOfWar = with_field(rules, actions=with_field(rules.actions,
                                                              actions=tuple(actions)))
    return changed


_FLAGS = st.lists(st.lists(st.booleans(), min_size=6, max_size=6), min_size=5, max_size=5)


@settings(max_examples=12)
@given(keep=_FLAGS, flip=_FLAGS, added=st.sets(st.sampled_from(list(AddedRule))),
       hogs_a_side=st.sampled_from([1, 2]))
def test_exploration_matches_the_reference_on_rule_variants(
        hogs: HogsOfWar, keep: list[list[bool]], flip: list[list[bool]],
        added: set[AddedRule], hogs_a_side: int) -> None:
    rules = _variant(hogs, keep, flip)
    found, moves = explored(rules, frozenset(added), hogs_a_side)
    want, want_moves = reference(rules, frozenset(added), hogs_a_side)
    assert found == want
    assert moves == want_moves


def test_state_graph_draws_the_explored_moves(hogs: HogsOfWar) -> None:
    graph: Any = states.state_graph(hogs, frozenset())
    space = states.explore(hogs, frozenset())
    assert graph.number_of_nodes() == len(space.states)
    assert graph.number_of_edges() == sum(len(s) for s in space.successors)
    assert all(graph.nodes[n]["state"] == s for n, s in enumerate(space.states))
