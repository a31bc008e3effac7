"""The Livestock Uprising checks of play: every resource can be harvested, and the turn and the
players' standings always lead to the end of the game.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.games.livestock_uprising.checks.support import _finding, _rules, _slug
from rulesref.games.livestock_uprising.model import (
    LivestockUprising,
    SpecialForce,
    Tally,
    Troop,
)
from rulesref.games.livestock_uprising.states import END, START, Node, state_graph, turn_graph
from rulesref_verify.findings import Finding, Kind

if TYPE_CHECKING:
    import networkx as nx

# --------------------------------------------------------------------------- economy


def check_economy(rules: LivestockUprising | None = None) -> list[Finding]:
    """Every resource can be harvested and every unit marshalled, starting from nothing.

    Grass needs no troop; other resources need a marshalled troop that harvests them. A
    resource no known troop harvests is a finding. When an affordable troop's harvest icons
    are not in the text (it might be the one), the finding says so, unless the book says the
    troop cards carry their icons (``on_cards_cite`` on the Troop Cards component): then the
    fact is printed, only not in the text, and the book is not at fault.
    """
    r = _rules(rules)
    harvestable = {res.name for res in r.resources if not res.needs_troop}
    affordable: set[str] = set()
    units: list[Troop | SpecialForce] = [*r.troops, *r.special_forces]
    changed = True
    while changed:
        changed = False
        for unit in units:
            if unit.name in affordable:
                continue
            if all(a.resource in harvestable for a in unit.cost):
                affordable.add(unit.name)
                changed = True
                if isinstance(unit, Troop) and unit.harvests:
                    harvestable.update(unit.harvests)
    unknown = sorted(t.name for t in r.troops if t.harvests is None and t.name in affordable)
    troop_cards = next((c for c in r.components if Tally.TROOP_TYPES in c.tally), None)
    on_cards = troop_cards is not None and troop_cards.on_cards_cite is not None
    out = []
    for res in r.resources:
        if res.name in harvestable:
            continue
        if unknown and on_cards:  # the harvest icons the text leaves out are on the cards
            continue
        blocked = [u.name for u in units if any(a.resource == res.name for a in u.cost)]
        message = f"no troop known to be affordable harvests {res.name}"
        if blocked:
            message += f"; {', '.join(blocked)} cost it"
        if unknown:
            message += (f". The text does not give the harvest icons of {', '.join(unknown)}, "
                        "so this cannot be decided")
        out.append(_finding("economy", _slug(res.name), message, res.cite, "troops.yaml",
                            "troops",
                kind=Kind.CONFLICT))
    return out


def check_state(rules: LivestockUprising | None = None) -> list[Finding]:
    """Game end is reachable, no state is a dead end, every fact a step uses is produced
    before it, and every card, token or status a step grants also goes away somehow."""
    import networkx as nx

    r = _rules(rules)
    out: list[Finding] = []
    cite = r.structure.cite
    out.extend(_structure_refs(r))
    graph = turn_graph(r)
    reachable = nx.descendants(graph, START) | {START}
    can_end = nx.ancestors(graph, END) | {END}
    if END not in reachable:
        out.append(_finding("state", "turn.no_end", "no end condition can be reached from "
                            "setup", cite, "turn_structure.yaml", "turn_structure",
                kind=Kind.DEAD_END))
    for node in sorted(n for n in graph.nodes if n not in (START, END)):
        if node not in reachable:
            out.append(_finding("state", f"turn.unreachable.{_slug(node[0])}.{_slug(node[1])}",
                                f"step {node[1]!r} of {node[0]!r} is never reached", cite,
                                "sequences.yaml", node[0],
                kind=Kind.DEAD_END))
        elif END in reachable and node not in can_end:
            out.append(_finding("state", f"turn.dead_end.{_slug(node[0])}.{_slug(node[1])}",
                                f"from step {node[1]!r} of {node[0]!r} the game can never end",
                                cite, "sequences.yaml", node[0],
                kind=Kind.DEAD_END))
    out.extend(_facts_produced(graph, cite))
    for players in sorted(r.book.player_counts):
        states = state_graph(r, players)
        start = (players, 0)
        ends = {n for n in states.nodes if n[0] + n[1] <= 1}
        from_start = nx.descendants(states, start) | {start}
        if not from_start & ends:
            out.append(_finding("state", f"players.{players}.no_end",
                                f"{players} players: no sequence of eliminations leaves a "
                                "single player", cite, "state_changes.yaml", "state_changes",
                kind=Kind.DEAD_END))
            continue
        for state in sorted(from_start - ends):
            if not (nx.descendants(states, state) & ends):
                g, s = state
                out.append(_finding(
                    "state", f"players.{players}.dead_end.{g}_{s}",
                    f"{players} players: with {g} playing with Generals and {s} with a Super "
                    "Army, no player can ever be eliminated", cite, "state_changes.yaml",
                    "state_changes",
                kind=Kind.DEAD_END))
    return out


def _structure_refs(r: LivestockUprising) -> list[Finding]:
    out = []
    structure = r.structure
    canon = Counter(s.id for s in r.sequences if s.canonical)
    ids = set(canon)
    for seq_id in [structure.setup, structure.round]:
        if seq_id is not None and seq_id not in ids:
            out.append(_finding("state", f"missing.{_slug(seq_id)}",
                                f"the turn structure names sequence {seq_id!r}, which has no "
                                "canonical printing", structure.cite, "turn_structure.yaml",
                                "turn_structure",
                kind=Kind.MISSING))
    for seq in r.sequences:
        for step in seq.steps:
            if step.substeps and step.substeps not in ids:
                out.append(_finding("state", f"missing.{_slug(step.substeps)}",
                                    f"step {step.name!r} refers to sequence {step.substeps!r}, "
                                    "which is not defined", seq.cite, "sequences.yaml", seq.id,
                kind=Kind.MISSING))
    for seq_id, count in canon.items():
        if count > 1:
            seq = next(s for s in r.sequences if s.id == seq_id)
            out.append(_finding("state", f"canonical.{_slug(seq_id)}",
                                f"{count} canonical printings of {seq_id!r}", seq.cite,
                                "sequences.yaml", seq_id,
                kind=Kind.MISSING))
    step_names = {names.fold(st.name) for s in r.sequences for st in s.steps}
    seq_names = {names.fold(s.name) for s in r.sequences}
    for i, change in enumerate(structure.round_changes):
        for name in change.skips:
            if names.fold(name) not in step_names:
                out.append(_finding("state", f"round_change.{_slug(name)}",
                                    f"{change.source} skips {name!r}, which is no step",
                                    change.cite, "turn_structure.yaml",
                                    f"structure.round_changes[{i}]",
                kind=Kind.UNDEFINED))
        for name in change.adds:
            if names.fold(name) not in seq_names | step_names:
                out.append(_finding("state", f"round_change.{_slug(name)}",
                                    f"{change.source} adds {name!r}, which is no sequence",
                                    change.cite, "turn_structure.yaml",
                                    f"structure.round_changes[{i}]",
                kind=Kind.UNDEFINED))
    return out


def _facts_produced(graph: nx.DiGraph[Node], cite: Citation) -> list[Finding]:
    import networkx as nx

    producers: dict[str, set[Node]] = {}
    for node, data in graph.nodes(data=True):
        step = data.get("step")
        if step is not None:
            for fact in step.produces:
                producers.setdefault(fact, set()).add(node)
    out = []
    reported: set[tuple[str, str]] = set()
    for node in sorted(graph.nodes):
        step = graph.nodes[node].get("step")
        if step is None:
            continue
        before = nx.ancestors(graph, node)
        for fact in step.uses:
            if producers.get(fact, set()) & before:
                continue
            if (node[0], fact) in reported:
                continue
            reported.add((node[0], fact))
            out.append(_finding("state", f"fact.{_slug(node[0])}.{_slug(fact)}",
                                f"step {node[1]!r} of {node[0]!r} uses {fact!r}, which no "
                                "earlier step produces", cite, "sequences.yaml", node[0],
                kind=Kind.CONFLICT))
    return out
