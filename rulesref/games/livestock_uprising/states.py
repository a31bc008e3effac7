"""The flow of a Livestock Uprising game, a rule of play: the turn as a graph of steps
(:func:`turn_graph`) and the players' standings as a graph of state changes
(:func:`state_graph`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesref.core import names
from rulesref.games.livestock_uprising.model import (
    LivestockUprising,
    Needs,
    PlayerState,
)

if TYPE_CHECKING:
    import networkx as nx


Node = tuple[str, str]
START: Node = ("", "start")
END: Node = ("", "game over")


def turn_graph(r: LivestockUprising) -> nx.DiGraph[Node]:
    """The flow of play: setup, the turn repeated player after player, the Super Army steps
    that may come at any point of a turn, and the end of the game.

    Nodes are ``(sequence id, step name)``, each with its ``step`` record; a step with
    substeps leads into them and the last substep leads on to the next step.
    """
    import networkx as nx

    graph: nx.DiGraph[Node] = nx.DiGraph()
    graph.add_node(START)
    graph.add_node(END)
    by_id = {s.id: s for s in r.sequences if s.canonical}
    by_name = {names.fold(s.name): s for s in r.sequences if s.canonical}

    def chain(seq_id: str, entry: Node | None, added: list[Node],
              seen: frozenset[str] = frozenset()) -> Node | None:
        """Add ``seq_id``'s steps after ``entry``; return the last node."""
        seq = by_id.get(seq_id)
        if seq is None or seq_id in seen:
            return entry
        last = entry
        for step in seq.steps:
            node = (seq.id, step.name)
            graph.add_node(node, step=step)
            added.append(node)
            if last is not None:
                graph.add_edge(last, node)
            last = node
            if step.substeps:
                last = chain(step.substeps, node, added, seen | {seq_id})
        return last

    structure = r.structure
    setup_nodes: list[Node] = []
    entry = chain(structure.setup, START, setup_nodes) if structure.setup else START
    turn = by_id.get(structure.round)
    if turn is None or not turn.steps:
        return graph
    turn_nodes: list[Node] = []
    last = chain(turn.id, entry, turn_nodes)
    if last is not None:
        graph.add_edge(last, turn_nodes[0])
    for change in structure.round_changes:
        for added in change.adds:
            seq = by_name.get(names.fold(added))
            if seq is None or not seq.steps:
                continue
            anchors = [n for n in turn_nodes if change.after is None or n[1] == change.after]
            extra: list[Node] = []
            tail = chain(seq.id, None, extra)
            if tail is None:
                continue
            for anchor in anchors:
                successors = list(graph.successors(anchor))
                graph.add_edge(anchor, extra[0])
                for succ in successors:
                    graph.add_edge(tail, succ)
    for cond in structure.end_conditions:
        for node in turn_nodes:
            if cond.at is None or node[1] == cond.at:
                graph.add_edge(node, END)
    return graph


def state_graph(r: LivestockUprising, players: int) -> nx.DiGraph[tuple[int, int]]:
    """Player standings for ``players`` players: nodes ``(with Generals, with a Super
    Army)``; the rest are out. A change needing an opponent needs one still in the game."""
    import networkx as nx

    graph: nx.DiGraph[tuple[int, int]] = nx.DiGraph()
    states = [(g, s) for g in range(players + 1) for s in range(players + 1 - g)]
    graph.add_nodes_from(states)
    for g, s in states:
        for change in r.state_changes:
            counts = {PlayerState.GENERALS: g, PlayerState.SUPER_ARMY: s}
            if counts.get(change.source, 0) < 1:
                continue
            others_g = g - (change.source is PlayerState.GENERALS)
            others_s = s - (change.source is PlayerState.SUPER_ARMY)
            if change.needs is Needs.ANY_OPPONENT and others_g + others_s < 1:
                continue
            if change.needs is Needs.SUPER_ARMY_OPPONENT and others_s < 1:
                continue
            ng, ns = g, s
            if change.source is PlayerState.GENERALS:
                ng -= 1
            elif change.source is PlayerState.SUPER_ARMY:
                ns -= 1
            if change.target is PlayerState.GENERALS:
                ng += 1
            elif change.target is PlayerState.SUPER_ARMY:
                ns += 1
            if (ng, ns) != (g, s) and g + s > 1:
                graph.add_edge((g, s), (ng, ns), change=change.id)
    return graph
