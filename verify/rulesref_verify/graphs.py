"""The phase/state graph of a game (networkx) and the checks over it.

:func:`build_game_graph` draws one directed graph from a ruleset's canonical sequences and its
turn structure: setup steps, one battle round (phases expanded into their steps), the edge to
the next round, and game end. Rules that change the round (twists, artefacts) add or bypass
steps; end conditions such as surrender add edges to game end, kept apart from the natural
flow so that "the game ends by itself" is really checked.

The checks work for any ruleset whose model has ``sequences`` and ``structure``.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from typing import Any

from rulesref.core.names import fold
from rulesref.core.sequences import Sequence as Seq
from rulesref.core.sequences import Step
from rulesref_verify.findings import Finding, Kind, facts
from rulesref_verify.lifecycles import check_lifecycles as check_lifecycles

START, END = "game start", "game end"
FLOW, END_CONDITION, CHANGE = "flow", "end condition", "rule change"
CHOICE = "player's choice"


def canonical_sequences(rules: Any) -> dict[str, Seq]:
    """The printing of each sequence that the model follows."""
    return {s.id: s for s in rules.sequences if s.canonical}


def _expand(seqs: dict[str, Seq], seq_id: str, prefix: str, seen: frozenset[str]
            ) -> list[tuple[str, Step]]:
    """(node name, step) in order, phases expanded into their steps."""
    out: list[tuple[str, Step]] = []
    for step in seqs[seq_id].steps:
        node = f"{prefix}{step.name}"
        out.append((node, step))
        if step.substeps and step.substeps in seqs and step.substeps not in seen:
            out.extend(_expand(seqs, step.substeps, f"{node} / ", seen | {step.substeps}))
    return out


_STRENGTH = {FLOW: 4, END_CONDITION: 3, CHANGE: 2, CHOICE: 1}


def _add(graph: Any, u: str, v: str, kind: str, label: str | None = None) -> None:
    """Add an edge, or merge into an existing one: labels accumulate and the stronger kind
    wins (the natural flow over a rule change over an end condition)."""
    if graph.has_edge(u, v):
        data = graph.edges[u, v]
        if _STRENGTH[kind] > _STRENGTH[data["kind"]]:
            data["kind"] = kind
        if label:
            data["labels"] = [*data.get("labels", []), label]
        return
    graph.add_edge(u, v, kind=kind, labels=[label] if label else [])


def _flow_successors(graph: Any, node: str) -> list[str]:
    return [s for s in graph.successors(node) if graph.edges[node, s]["kind"] == FLOW]


def _flow_predecessors(graph: Any, node: str) -> list[str]:
    return [p for p in graph.predecessors(node) if graph.edges[p, node]["kind"] == FLOW]


def build_game_graph(rules: Any) -> Any:
    """The game as an ``nx.DiGraph``; edges carry ``kind`` (flow, end condition, rule change)
    and ``labels``."""
    import networkx as nx

    seqs = canonical_sequences(rules)
    structure = rules.structure
    graph: Any = nx.DiGraph()
    graph.add_node(START, kind="start")
    graph.add_node(END, kind="end")
    previous: str = START
    if structure.setup and structure.setup in seqs:
        for node, step in _expand(seqs, structure.setup, "setup: ", frozenset()):
            graph.add_node(node, kind="step", step=step)
            _add(graph, previous, node, FLOW)
            previous = node
    round_nodes = _expand(seqs, structure.round, "round: ", frozenset({structure.round})
                          ) if structure.round in seqs else []
    for node, step in round_nodes:
        graph.add_node(node, kind="step", step=step)
        _add(graph, previous, node, FLOW)
        previous = node
    if round_nodes:
        label = (f"next round (rounds 1 to {structure.rounds - 1})" if structure.rounds
                 else "next round")
        _add(graph, previous, round_nodes[0][0], FLOW, label)
    if structure.rounds:
        _add(graph, previous, END, FLOW, f"after round {structure.rounds}")
    order = [n for n, _ in round_nodes]
    by_name = {fold(n.split(" / ")[-1].removeprefix("round: ")): n for n in order}

    def span(name: str) -> list[str]:
        """A phase node and its expanded steps."""
        return [n for n in order if n == name or n.startswith(name + " / ")]

    for change in structure.round_changes:
        for name in change.skips:
            skipped = by_name.get(fold(name))
            if skipped is None:
                continue
            inside = span(skipped)
            for p in _flow_predecessors(graph, inside[0]):
                for s in _flow_successors(graph, inside[-1]):
                    _add(graph, p, s, CHANGE, f"{change.source} skips {name}")
        if change.adds and change.after and fold(change.after) in by_name:
            last = span(by_name[fold(change.after)])[-1]
            after = _flow_successors(graph, last)
            for added in change.adds:
                node = f"round: {added} ({change.source})"
                graph.add_node(node, kind="added")
                _add(graph, last, node, CHANGE, change.source)
                for s in after:
                    _add(graph, node, s, CHANGE, change.source)
        if change.rounds and order:
            _add(graph, order[-1], END, CHANGE, f"{change.source}: after round {change.rounds}")
    for condition in structure.end_conditions:
        at = by_name.get(fold(condition.at)) if condition.at else None
        sources = [at] if at else [n for n in graph.nodes if n not in (START, END)]
        kind = CHOICE if condition.voluntary else END_CONDITION
        for source in sources:
            _add(graph, source, END, kind, condition.name)
    return graph


def _cite(rules: Any) -> str:
    return str(rules.structure.cite)


def check_reachability(rules: Any) -> list[Finding]:
    """Every node is reachable from the start, the game ends by itself from every node (a
    player's choice such as surrender does not count), and no cycle runs forever."""
    import networkx as nx

    graph = build_game_graph(rules)
    out = []
    reached = nx.descendants(graph, START) | {START}
    for node in sorted(set(graph.nodes) - reached):
        out.append(Finding(f"graph:unreachable:{node}", "check_reachability",
                           f"'{node}' can never be reached from the start of the game",
                           _cite(rules), "structure.yaml", kind=Kind.DEAD_END))
    natural = graph.edge_subgraph(
        [(u, v) for u, v, k in graph.edges(data="kind") if k != CHOICE]).copy()
    natural.add_nodes_from(graph.nodes)
    ending = nx.ancestors(natural, END) | {END}
    stuck = sorted(set(graph.nodes) - ending)
    cycles = [c for c in nx.strongly_connected_components(natural)
              if len(c) > 1 and not (c & ending)]
    in_cycle = set().union(*cycles) if cycles else set()
    for cycle in cycles:
        nodes = sorted(cycle)
        out.append(Finding(f"graph:endless-cycle:{nodes[0]}", "check_reachability",
                           "these steps repeat forever with no way to end the game: "
                           + ", ".join(nodes), _cite(rules), "structure.yaml", kind=Kind.DEAD_END))
    for node in stuck:
        if node not in in_cycle:
            out.append(Finding(f"graph:dead-end:{node}", "check_reachability",
                               f"from '{node}' the game can never end (a dead end)",
                               _cite(rules), "structure.yaml", kind=Kind.DEAD_END))
    return out


def _signature(step: Step) -> tuple[tuple[str, ...], ...]:
    return (step.uses, step.produces, step.grants, step.removes)


def match_steps(canon: Sequence[Step], other: Sequence[Step]) -> dict[int, int]:
    """Map positions in ``other`` to positions in ``canon``: same name, else same data
    signature, else a close name."""
    pairs: dict[int, int] = {}
    free = set(range(len(canon)))
    for rule in ("name", "signature", "close"):
        for i, step in enumerate(other):
            if i in pairs:
                continue
            for j in sorted(free):
                c = canon[j]
                same = (fold(c.name) == fold(step.name) if rule == "name"
                        else _signature(c) == _signature(step) and any(_signature(c))
                        if rule == "signature"
                        else difflib.SequenceMatcher(None, fold(c.name), fold(step.name))
                        .ratio() > 0.75)
                if same:
                    pairs[i] = j
                    free.discard(j)
                    break
    return pairs


def _verb(word: str) -> str:
    """A word's verb without an ``-ing`` (``removing``, ``placing``, ``setting``: ``remov``,
    ``plac``, ``set``), compared up to a final ``e``."""
    if word.endswith("ing") and len(word) > 5:
        stem = word[:-3]
        return stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem
    return word.removesuffix("e")


def same_step_name(printed: str, canonical: str) -> bool:
    """Whether two printings name a step alike: the same words, or the same but for the
    first word's verb form (a heading ``Removing Broken Units`` restates the step ``Remove
    Broken Units``; a section heading in the ``-ing`` form is no second name)."""
    if printed == canonical:
        return True
    a, b = fold(printed).split(), fold(canonical).split()
    return len(a) == len(b) and a[1:] == b[1:] and a[0] != b[0] \
        and (a[0].endswith("ing") or b[0].endswith("ing")) and _verb(a[0]) == _verb(b[0])


def _cited(seq: Seq, base: Seq, steps: Iterable[Step]) -> tuple[str, ...]:
    """Both printings' citations, then the own sections of the steps concerned (a printing
    that is a run of sections cites each step where it is)."""
    cites = [str(seq.cite), str(base.cite), *(str(s.cite) for s in steps if s.cite)]
    return tuple(dict.fromkeys(cites))


def _placed(steps: Sequence[Step], i: int) -> str:
    """A step's name with where its printing puts it (``Hold Nerve (after Roll Attack
    Dice, before Take Damage)``)."""
    where = [f"after {steps[i - 1].name}" if i > 0 else "first",
             f"before {steps[i + 1].name}" if i + 1 < len(steps) else "last"]
    return f"{steps[i].name} ({', '.join(where)})"


def check_sequence_printings(rules: Any) -> list[Finding]:
    """Each printed version of a sequence agrees with the canonical printing: the same steps
    under the same names (:func:`same_step_name`) in the same order, each carried out by the
    same actor where both printings say who. A procedure whose list of steps and run of
    sections differ is two printings of it: what one lacks, the other adds, or their order,
    each finding citing both (and the sections of the steps). An actor only one printing
    names is no conflict: a restatement may be shorter."""
    sequences = getattr(rules, "sequences", ())
    canon = {s.id: s for s in sequences if s.canonical}
    out = []
    for seq in sequences:
        base = canon.get(seq.id)
        if base is None or seq is base:
            continue
        where = f"{seq.id}:{seq.printing}"
        pairs = match_steps(base.steps, seq.steps)
        missing = [base.steps[j].name for j in range(len(base.steps)) if j not in pairs.values()]
        extra = [seq.steps[i].name for i in range(len(seq.steps)) if i not in pairs]
        if missing or extra:
            placed = [_placed(seq.steps, i) for i in range(len(seq.steps)) if i not in pairs]
            out.append(Finding(
                f"sequence:steps:{where}", "check_sequence_printings",
                f"{base.name}: the {seq.printing} printing ({seq.cite.short()}) "
                + (f"lacks {', '.join(missing)}" if missing else "")
                + ("; " if missing and extra else "")
                + (f"adds {', '.join(placed)}" if extra else "")
                + f" compared with the {base.printing} ({base.cite.short()})",
                str(seq.cite), "sequences.yaml", seq.id,
                facts=facts(sequence=seq.id, printing=seq.printing, missing=missing,
                            extra=extra), kind=Kind.MISSING,
                citations=_cited(seq, base, [seq.steps[i] for i in range(len(seq.steps))
                                             if i not in pairs]
                                 + [base.steps[j] for j in range(len(base.steps))
                                    if j not in pairs.values()])))
        for i, j in sorted(pairs.items()):
            if not same_step_name(seq.steps[i].name, base.steps[j].name):
                out.append(Finding(
                    f"sequence:name:{where}:{base.steps[j].name}", "check_sequence_printings",
                    f"{base.name}: the step '{base.steps[j].name}' ({base.cite.short()}) is "
                    f"called '{seq.steps[i].name}' in the {seq.printing} "
                    f"({seq.cite.short()})", str(seq.cite), "sequences.yaml", seq.id,
                    facts=facts(sequence=seq.id, printing=seq.printing,
                                canonical=base.steps[j].name, printed=seq.steps[i].name),
                                kind=Kind.VARIANT,
                citations=(str(seq.cite), str(base.cite))))
        out += _actor_conflicts(seq, base, pairs)
        positions = [pairs[i] for i in sorted(pairs)]
        if positions != sorted(positions):
            printed = " > ".join(seq.steps[i].name for i in sorted(pairs))
            expected = " > ".join(base.steps[j].name for j in sorted(positions))
            out.append(Finding(
                f"sequence:order:{where}", "check_sequence_printings",
                f"{base.name}: the {seq.printing} ({seq.cite.short()}) orders the steps "
                f"{printed}; the {base.printing} ({base.cite.short()}) has {expected}",
                str(seq.cite), "sequences.yaml", seq.id,
                facts=facts(sequence=seq.id, printing=seq.printing, printed=printed,
                            canonical=expected), kind=Kind.CONFLICT,
                citations=(str(seq.cite), str(base.cite))))
    return out


def _actor_conflicts(seq: Seq, base: Seq, pairs: dict[int, int]) -> list[Finding]:
    """The matched steps of two printings of one sequence whose printings name different
    actors (case aside)."""
    out = []
    for i, j in sorted(pairs.items()):
        ours, theirs = seq.steps[i], base.steps[j]
        if not ours.actor or not theirs.actor or fold(ours.actor) == fold(theirs.actor):
            continue
        out.append(Finding(
            f"sequence:actor:{seq.id}:{seq.printing}:{theirs.name}", "check_sequence_printings",
            f"{base.name}: '{theirs.name}' is carried out by {theirs.actor} in the "
            f"{base.printing} ({base.cite.short()}) but by {ours.actor} in the {seq.printing} "
            f"({seq.cite.short()})", str(seq.cite), "sequences.yaml", seq.id,
            facts=facts(sequence=seq.id, printing=seq.printing, step=theirs.name,
                        canonical=theirs.actor, printed=ours.actor),
            kind=Kind.CONFLICT, citations=_cited(seq, base, (ours, theirs))))
    return out


def check_data_dependencies(rules: Any) -> list[Finding]:
    """In every printing, a step that uses what another step of the same sequence produces
    comes after it."""
    out = []
    for seq in rules.sequences:
        producers: dict[str, list[int]] = {}
        for k, step in enumerate(seq.steps):
            for fact in step.produces:
                producers.setdefault(fact, []).append(k)
        for i, step in enumerate(seq.steps):
            for fact in step.uses:
                made = producers.get(fact)
                if not made or any(k <= i for k in made):
                    continue
                if all(fact in seq.steps[k].uses for k in made):
                    continue  # every producer updates a fact that exists before the sequence
                maker = seq.steps[made[0]].name
                out.append(Finding(
                    f"sequence:dependency:{seq.id}:{seq.printing}:{step.name}:{fact}",
                    "check_data_dependencies",
                    f"{seq.name} ({seq.printing}, {seq.cite.short()}): '{step.name}' uses "
                    f"{fact.replace('_', ' ')}, which '{maker}' only produces later",
                    str(seq.cite), "sequences.yaml", seq.id,
                    facts=facts(sequence=seq.id, printing=seq.printing, step=step.name,
                                uses=fact, producer=maker, order=seq.names()), kind=Kind.ORDER))
    return out


def check_round_changes(rules: Any) -> list[Finding]:
    """Rules that change the round name steps that exist."""
    seqs = canonical_sequences(rules)
    names = {fold(step.name) for seq in seqs.values() for step in seq.steps}
    out = []
    for change in rules.structure.round_changes:
        for name in (*change.skips, *([change.after] if change.after else [])):
            if fold(name) not in names:
                out.append(Finding(
                    f"round-change:{change.source}:{name}", "check_round_changes",
                    f"{change.source} refers to the step '{name}', which no sequence has",
                    str(change.cite), "structure.yaml", change.source, kind=Kind.CONFLICT))
    return out


CHECKS = (check_reachability, check_sequence_printings, check_data_dependencies,
          check_lifecycles, check_round_changes)


def steps_named(rules: Any, names: Iterable[str]) -> list[str]:
    """Graph nodes for the given step names (for tests and the website)."""
    graph = build_game_graph(rules)
    wanted = {fold(n) for n in names}
    return [n for n in graph.nodes if fold(n.split(" / ")[-1].split(": ")[-1]) in wanted]
