"""Consistency checks of the Livestock Uprising rules data.

Each ``check_*`` function takes the loaded ruleset (the shipped one by default) and returns
a list of :class:`~rulesref_verify.findings.Finding` with stable ids
(``livestock.<check>.<thing>``).
Where the book does not print enough to decide (how many copies of each troop card, which
troops harvest Corn), the check cannot decide and says so with an inconclusive finding:
``rulesref verify`` then exits 3, never passes. The readings the model takes where the book
is silent or ambiguous are listed by the report apart from the findings (the engine checks
their ids and the rules that name them).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.games.livestock_uprising.model import (
    Amount,
    LivestockUprising,
    Needs,
    PlayerState,
    SpecialForce,
    Tally,
    Troop,
)
from rulesref_verify import graphs
from rulesref_verify.findings import Finding, facts
from rulesref_verify.readings import check_readings
from rulesref_verify.terms import Use, singular, terms_check

if TYPE_CHECKING:
    import networkx as nx

Check = Callable[[LivestockUprising | None], list[Finding]]
Node = tuple[str, str]
START: Node = ("", "start")
END: Node = ("", "game over")


def _rules(rules: LivestockUprising | None) -> LivestockUprising:
    if rules is not None:
        return rules
    from rulesref.games.livestock_uprising import load

    return load()


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", names.fold(text)).strip("_")


def _where(cite: Citation) -> str:
    return f"{cite.book}, {cite.section}"


def _finding(check: str, thing: str, message: str, cite: Citation, file: str,
             key: str | None = None, inconclusive: bool = False, **values: object) -> Finding:
    return Finding(id=f"livestock.{check}.{thing}", check=f"livestock.{check}",
                   message=message, citation=_where(cite), file=file, key=key,
                   inconclusive=inconclusive, facts=facts(values) if values else ())


# --------------------------------------------------------------------------- components


def check_components(rules: LivestockUprising | None = None) -> list[Finding]:
    """Component counts the book states against what it lists and what the rules use."""
    r = _rules(rules)
    out: list[Finding] = []
    factions = len(r.factions)
    top = max(r.book.player_counts)
    for index, comp in enumerate(r.components):
        key = f"components[{index}].count"
        slug = _slug(comp.name)

        def add(thing: str, message: str, inconclusive: bool = False, *,
                _slug: str = slug, _cite: Citation = comp.cite, _key: str = key) -> None:
            out.append(_finding("components", f"{_slug}.{thing}", message, _cite,
                                "components.yaml", _key, inconclusive))

        for tally in comp.tally:
            if tally is Tally.FACTION_KIT:
                kit = [k for k in r.faction_kit if names.fold(k.component) == names.fold(comp.name)]
                per = sum(k.count for k in kit)
                if not kit:
                    add("kit", f"{comp.name}: no per-faction count to compare {comp.count} with")
                elif per * factions != comp.count:
                    add("kit", f"{comp.name}: {comp.count} listed, but {per} per faction x "
                               f"{factions} factions is {per * factions}")
            elif tally is Tally.SPECIAL_FORCES:
                out.extend(_special_force_listing(r, comp.count, key))
            elif tally is Tally.TROOP_TYPES:
                add("copies", f"{comp.name}: whether {comp.count} cards over "
                              f"{len(r.troops)} troop types add up cannot be decided: the book "
                              "never says how many copies of each", inconclusive=True)
            elif tally is Tally.BOARD:
                out.extend(_board_tiles(r, comp.count, comp.cite, key))
            elif tally is Tally.DICE:
                most = (max(r.battle.attack_dice.value, r.super_army.dice.value)
                        + max(r.battle.defense_dice.value, r.super_army.dice.value))
                if most > comp.count:
                    add("battle", f"{comp.name}: a battle between two Super Armies rolls "
                                  f"{most} dice, but only {comp.count} are supplied")
            elif tally is Tally.PLAYERS and comp.count < top:
                add("players", f"{comp.name}: {comp.count} for up to {top} players")
            elif tally is Tally.HANDS:
                dealt = _play_value(r, "command_cards_dealt") * top
                drawn = _super_value(r, "formation_command_card") * top
                if dealt + drawn > comp.count:
                    add("hands", f"{comp.name}: {top} players need {dealt} at setup and up to "
                                 f"{drawn} more for Super Armies, but only {comp.count} exist")
    if factions < top:
        out.append(_finding("components", "factions", f"{top} players but only {factions} "
                            "factions", r.book.cite, "factions.yaml", "factions"))
    return out


def _play_value(r: LivestockUprising, rule_id: str) -> int:
    return next((p.value or 0 for p in r.play_rules if p.id == rule_id), 0)


def _super_value(r: LivestockUprising, rule_id: str) -> int:
    return next((p.value or 0 for p in r.super_army.rules if p.id == rule_id), 0)


def _special_force_listing(r: LivestockUprising, count: int, key: str) -> list[Finding]:
    out = []
    kit = sum(k.count for k in r.faction_kit
              if names.fold(k.component) == names.fold("Special Force Cards"))
    per_faction = Counter(_faction_name(r, sf.faction) for sf in r.special_forces)
    cite = next((c.cite for c in r.components if c.tally and Tally.SPECIAL_FORCES in c.tally),
                r.book.cite)
    for faction in r.factions:
        listed = per_faction.get(faction.name, 0)
        if kit and listed != kit:
            out.append(_finding(
                "components", f"special_forces.{_slug(faction.name)}",
                f"{faction.name}: {listed} Special Forces named in the book, "
                f"but each faction has {kit}", cite, "special_forces.yaml", key,
                faction=faction.name, named=listed, per_faction=kit))
    listed_total = sum(per_faction.values())
    if listed_total != count:
        out.append(_finding("components", "special_forces.total",
                            f"{count} Special Force Cards listed, {listed_total} named",
                            cite, "special_forces.yaml", key, listed=count,
                            named=listed_total))
    return out


def _faction_name(r: LivestockUprising, name: str) -> str:
    for faction in r.factions:
        if names.fold(name) in {names.fold(n) for n in (faction.name, *faction.aliases)}:
            return faction.name
    return name


def _board_tiles(r: LivestockUprising, count: int, cite: Citation, key: str) -> list[Finding]:
    out = []
    barns = sum(k.count for k in r.faction_kit
                if names.fold(k.component) == names.fold("Board Tiles")) * len(r.factions)
    largest = max(r.board.sizes, key=lambda s: s.players)
    cells = largest.final[0] * largest.final[1]
    if cells > count:
        out.append(_finding("components", "board_tiles.largest",
                            f"the {largest.players}-player board needs {cells} tiles, "
                            f"but {count} exist", cite, "board.yaml", key))
    elif largest.players == len(r.factions) and cells - largest.players != count - barns:
        out.append(_finding(
            "components", "board_tiles.largest",
            f"with {largest.players} players every tile is kept, so the {cells}-cell board "
            f"should use all {count - barns} non-barn tiles, but it takes "
            f"{cells - largest.players}", cite, "board.yaml", key))
    smaller = [s.players for s in r.board.sizes if s is not largest]
    if smaller:
        out.append(_finding(
            "components", "board_tiles.backs",
            "the book does not say how many tiles carry each back number, so it cannot be "
            f"decided whether the {'/'.join(map(str, smaller))}-player boards can be filled",
            cite, "board.yaml", key, inconclusive=True))
    return out


# --------------------------------------------------------------------------- costs


def check_costs(rules: LivestockUprising | None = None) -> list[Finding]:
    """Unit costs agree with the recruitment cards as printed, and name real resources."""
    r = _rules(rules)
    out: list[Finding] = []
    resources = {names.fold(res.name) for res in r.resources}
    units: list[tuple[str, str, tuple[Amount, ...], Citation, str]] = []
    for i, troop in enumerate(r.troops):
        units.append((troop.name, "", troop.cost, troop.cite, f"troops[{i}]"))
    for i, sf in enumerate(r.special_forces):
        units.append((sf.name, _faction_name(r, sf.faction), sf.cost, sf.cite,
                      f"special_forces[{i}]"))
    rows: dict[str, list[tuple[str, tuple[Amount, ...], Citation, str]]] = {}
    for c, card in enumerate(r.recruitment_cards):
        faction = _faction_name(r, card.faction) if card.faction else ""
        for j, row in enumerate(card.rows):
            rows.setdefault(names.fold(row.unit), []).append(
                (faction, row.cost, card.cite, f"recruitment_cards[{c}].rows[{j}]"))
    known = {names.fold(u[0]) for u in units}
    for name, faction, cost, cite, key in units:
        file = key.split("[")[0] + ".yaml"
        for amount in cost:
            if names.fold(amount.resource) not in resources or amount.amount < 1:
                out.append(_finding("costs", f"{_slug(name)}.resource",
                                    f"{name} costs {amount.amount} {amount.resource}, "
                                    "which is not a resource amount", cite, file, key))
        printed = rows.get(names.fold(name), [])
        if len(printed) != 1:
            out.append(_finding("costs", f"{_slug(name)}.printings",
                                f"{name} appears {len(printed)} times on the recruitment "
                                "cards (expected once)", cite, file, key))
            continue
        card_faction, card_cost, card_cite, _card_key = printed[0]
        if _cost_key(card_cost) != _cost_key(cost):
            out.append(_finding(
                "costs", f"{_slug(name)}.mismatch",
                f"{name} costs {_cost_text(cost)} in the model but "
                f"{_cost_text(card_cost)} on the card ({_where(card_cite)})",
                cite, file, f"{key}.cost"))
        if card_faction != faction:
            out.append(_finding(
                "costs", f"{_slug(name)}.faction",
                f"{name} belongs to {faction or 'every faction'} but is printed on the "
                f"{card_faction or 'shared'} card", cite, file, key))
    for folded, printings in rows.items():
        if folded not in known:
            for _faction, _cost, cite, key in printings:
                out.append(_finding("costs", f"{_slug(folded)}.unknown",
                                    f"the card lists {folded!r}, which the model does not "
                                    "know", cite, "recruitment_cards.yaml", key))
    return out


def _cost_key(cost: Iterable[Amount]) -> Counter[str]:
    total: Counter[str] = Counter()
    for amount in cost:
        total[names.fold(amount.resource)] += amount.amount
    return total


def _cost_text(cost: Iterable[Amount]) -> str:
    return ", ".join(f"{a.amount} {a.resource}" for a in cost) or "nothing"


# --------------------------------------------------------------------------- limits


def check_limits(rules: LivestockUprising | None = None) -> list[Finding]:
    """The unit limits printed in different places agree with each other."""
    r = _rules(rules)
    out: list[Finding] = []
    by_code = {a.code: a for a in r.army_rules}
    per_general, transfer = by_code.get("LU001"), by_code.get("LU002")
    generals, super_size = by_code.get("LU005"), by_code.get("LU006")
    if per_general and transfer and per_general.limit != transfer.limit:
        out.append(_finding(
            "limits", "transfer",
            f"a General holds at most {per_general.limit} units, but may receive a transfer "
            f"while below {transfer.limit}", transfer.cite, "army_rules.yaml", "army_rules"))
    if (per_general and generals and super_size and per_general.limit and generals.limit
            and super_size.limit != per_general.limit * generals.limit):
        out.append(_finding(
            "limits", "super_army",
            f"a Super Army limit of {super_size.limit} does not match {generals.limit} "
            f"Generals x {per_general.limit} units", super_size.cite, "army_rules.yaml",
            "army_rules"))
    kit = sum(k.count for k in r.faction_kit
              if names.fold(k.component) == names.fold("General Cards"))
    if generals and generals.limit != kit:
        out.append(_finding("limits", "generals",
                            f"the army check allows {generals.limit} Generals, the faction kit "
                            f"has {kit}", generals.cite, "army_rules.yaml", "army_rules"))
    return out


# --------------------------------------------------------------------------- board


def check_board(rules: LivestockUprising | None = None) -> list[Finding]:
    """Board sizes fit together: square grids, whole rings, room for barns and players."""
    r = _rules(rules)
    out: list[Finding] = []
    board = r.board
    counts = sorted(s.players for s in board.sizes)
    if counts != sorted(r.book.player_counts):
        out.append(_finding("board", "player_counts",
                            f"the board tables cover {counts} players, the book "
                            f"{sorted(r.book.player_counts)}", board.starting_cite,
                            "board.yaml", "board.sizes"))
    for i, size in enumerate(board.sizes):
        key = f"board.sizes[{i}]"
        (sc, sr), (fc, fr) = size.starting, size.final
        p = size.players
        if sc != sr or fc != fr:
            out.append(_finding("board", f"{p}p.square", f"{p} players: the grids "
                                f"{sc}x{sr} and {fc}x{fr} are not square", board.starting_cite,
                                "board.yaml", key))
        rings = [(fc - sc) / 2, (fr - sr) / 2]
        if any(x < 1 or x != int(x) for x in rings) or rings[0] != rings[1]:
            out.append(_finding("board", f"{p}p.rings", f"{p} players: a {fc}x{fr} board "
                                f"cannot be filled in whole rings around {sc}x{sr}",
                                board.final_cite, "board.yaml", key))
        elif int(rings[0]) != board.fill_rings.value:
            out.append(_finding(
                "board", f"{p}p.rings",
                f"{p} players: going from {sc}x{sr} to {fc}x{fr} takes {int(rings[0])} "
                f"ring(s), but the fill-in step describes {board.fill_rings.value}",
                board.fill_rings.cite, "board.yaml", f"{key}.final", players=p,
                starting=f"{sc}x{sr}", final=f"{fc}x{fr}", rings=int(rings[0]),
                described=board.fill_rings.value))
        spots = 2 * (sc + sr) if board.barn_orthogonal else 2 * (sc + sr) + 4
        if spots < p:
            out.append(_finding("board", f"{p}p.barns", f"{p} players: only {spots} places "
                                f"for barns around a {sc}x{sr} grid", board.barn_cite,
                                "board.yaml", key))
    return out


# --------------------------------------------------------------------------- terms


def check_citations(rules: LivestockUprising | None = None) -> list[Finding]:
    """Every citation's section is a heading of the table of contents."""
    r = _rules(rules)
    out: list[Finding] = []
    paths = {s.path for s in r.sections}
    bad_sections: set[str] = set()
    for key, cite in _citations(r):
        if cite.section not in paths and cite.section not in bad_sections:
            bad_sections.add(cite.section)
            out.append(_finding("citations", f"section.{_slug(cite.section)}",
                                f"cited section {cite.section!r} is not in the table of "
                                "contents", cite, key.split(".")[0].split("[")[0] + ".yaml", key))
    return out


def term_uses(r: LivestockUprising) -> Iterator[Use]:
    """Every name the data refers to, for the engine's term check."""
    for used, file, key, cite in _used_terms(r):
        yield Use(used, key, _where(cite), file, key)


def defined_names(r: LivestockUprising) -> Iterator[str]:
    """The names the ruleset defines outside its glossary: components, troops, Special
    Forces, resources, factions, tile kinds and the headings of the table of contents."""
    yield from (c.name for c in r.components)
    for troop in r.troops:
        yield troop.name
        yield from troop.aliases
    yield from (sf.name for sf in r.special_forces)
    yield from (res.name for res in r.resources)
    for faction in r.factions:
        yield faction.name
        yield from faction.aliases
    yield from (t.name for t in r.board.tile_kinds)
    yield from (s.heading for s in r.sections)


def _used_terms(r: LivestockUprising) -> Iterator[tuple[str, str, str, Citation]]:
    """(name, file, key, citation) for every name the data refers to."""
    for i, seq in enumerate(r.sequences):
        for j, step in enumerate(seq.steps):
            for field, values in (("grants", step.grants), ("removes", step.removes)):
                for value in values:
                    yield value, "sequences.yaml", f"sequences[{i}].steps[{j}].{field}", seq.cite
        for j, step in enumerate(seq.steps):
            if step.substeps is not None and seq.id == r.structure.round:
                yield step.name, "sequences.yaml", f"sequences[{i}].steps[{j}].name", seq.cite
    for i, kit in enumerate(r.faction_kit):
        yield kit.component, "components.yaml", f"faction_kit[{i}].component", kit.cite
        yield kit.printed_as, "components.yaml", f"faction_kit[{i}].printed_as", kit.cite
    for i, rule in enumerate(r.structure.status_rules):
        yield rule.status, "turn_structure.yaml", f"structure.status_rules[{i}]", rule.cite
    for i, cas in enumerate(r.battle.casualty_rules):
        yield cas.card, "battle.yaml", f"battle.casualty_rules[{i}].card", cas.cite
    for i, troop in enumerate(r.troops):
        for res in troop.harvests or ():
            yield res, "troops.yaml", f"troops[{i}].harvests", troop.harvest_cite or troop.cite
        for amount in troop.cost:
            yield amount.resource, "troops.yaml", f"troops[{i}].cost", troop.cite
    for i, sf in enumerate(r.special_forces):
        yield sf.faction, "special_forces.yaml", f"special_forces[{i}].faction", sf.cite
    for i, card in enumerate(r.recruitment_cards):
        if card.faction:
            yield card.faction, "recruitment_cards.yaml", f"recruitment_cards[{i}]", card.cite
        for j, row in enumerate(card.rows):
            yield row.unit, "recruitment_cards.yaml", f"recruitment_cards[{i}].rows[{j}]", card.cite


def _citations(r: LivestockUprising) -> Iterator[tuple[str, Citation]]:
    """Every citation in the model with a dotted key naming where it is."""
    import dataclasses

    def walk(obj: object, key: str) -> Iterator[tuple[str, Citation]]:
        if isinstance(obj, Citation):
            yield key, obj
        elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            for f in dataclasses.fields(obj):
                yield from walk(getattr(obj, f.name), f"{key}.{f.name}" if key else f.name)
        elif isinstance(obj, tuple):
            for i, item in enumerate(obj):
                yield from walk(item, f"{key}[{i}]")

    yield from walk(r, "")


# --------------------------------------------------------------------------- economy


def check_economy(rules: LivestockUprising | None = None) -> list[Finding]:
    """Every resource can be harvested and every unit marshalled, starting from nothing.

    Grass needs no troop; other resources need a marshalled troop that harvests them. A
    resource no known troop harvests is a finding; when an affordable troop's harvest icons
    are not in the text (it might be the one), the check cannot decide and says so as an
    inconclusive finding (never a pass).
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
    out = []
    for res in r.resources:
        if res.name in harvestable:
            continue
        blocked = [u.name for u in units if any(a.resource == res.name for a in u.cost)]
        message = f"no troop known to be affordable harvests {res.name}"
        if blocked:
            message += f"; {', '.join(blocked)} cost it"
        if unknown:
            message += (f". The text does not give the harvest icons of {', '.join(unknown)}, "
                        "so this cannot be decided")
        out.append(_finding("economy", _slug(res.name), message, res.cite, "troops.yaml",
                            "troops", inconclusive=bool(unknown)))
    return out


# --------------------------------------------------------------------------- state


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
                            "setup", cite, "turn_structure.yaml", "turn_structure"))
    for node in sorted(n for n in graph.nodes if n not in (START, END)):
        if node not in reachable:
            out.append(_finding("state", f"turn.unreachable.{_slug(node[0])}.{_slug(node[1])}",
                                f"step {node[1]!r} of {node[0]!r} is never reached", cite,
                                "sequences.yaml", node[0]))
        elif END in reachable and node not in can_end:
            out.append(_finding("state", f"turn.dead_end.{_slug(node[0])}.{_slug(node[1])}",
                                f"from step {node[1]!r} of {node[0]!r} the game can never end",
                                cite, "sequences.yaml", node[0]))
    out.extend(_facts_produced(graph, cite))
    out.extend(_statuses_end(r))
    for players in sorted(r.book.player_counts):
        states = state_graph(r, players)
        start = (players, 0)
        ends = {n for n in states.nodes if n[0] + n[1] <= 1}
        from_start = nx.descendants(states, start) | {start}
        if not from_start & ends:
            out.append(_finding("state", f"players.{players}.no_end",
                                f"{players} players: no sequence of eliminations leaves a "
                                "single player", cite, "state_changes.yaml", "state_changes"))
            continue
        for state in sorted(from_start - ends):
            if not (nx.descendants(states, state) & ends):
                g, s = state
                out.append(_finding(
                    "state", f"players.{players}.dead_end.{g}_{s}",
                    f"{players} players: with {g} playing with Generals and {s} with a Super "
                    "Army, no player can ever be eliminated", cite, "state_changes.yaml",
                    "state_changes"))
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
                                "turn_structure"))
    for seq in r.sequences:
        for step in seq.steps:
            if step.substeps and step.substeps not in ids:
                out.append(_finding("state", f"missing.{_slug(step.substeps)}",
                                    f"step {step.name!r} refers to sequence {step.substeps!r}, "
                                    "which is not defined", seq.cite, "sequences.yaml", seq.id))
    for seq_id, count in canon.items():
        if count > 1:
            seq = next(s for s in r.sequences if s.id == seq_id)
            out.append(_finding("state", f"canonical.{_slug(seq_id)}",
                                f"{count} canonical printings of {seq_id!r}", seq.cite,
                                "sequences.yaml", seq_id))
    step_names = {names.fold(st.name) for s in r.sequences for st in s.steps}
    seq_names = {names.fold(s.name) for s in r.sequences}
    for i, change in enumerate(structure.round_changes):
        for name in change.skips:
            if names.fold(name) not in step_names:
                out.append(_finding("state", f"round_change.{_slug(name)}",
                                    f"{change.source} skips {name!r}, which is no step",
                                    change.cite, "turn_structure.yaml",
                                    f"structure.round_changes[{i}]"))
        for name in change.adds:
            if names.fold(name) not in seq_names | step_names:
                out.append(_finding("state", f"round_change.{_slug(name)}",
                                    f"{change.source} adds {name!r}, which is no sequence",
                                    change.cite, "turn_structure.yaml",
                                    f"structure.round_changes[{i}]"))
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
                                "earlier step produces", cite, "sequences.yaml", node[0]))
    return out


def _statuses_end(r: LivestockUprising) -> list[Finding]:
    granted: dict[str, Citation] = {}
    removed: set[str] = set()
    for seq in r.sequences:
        for step in seq.steps:
            for name in step.grants:
                granted.setdefault(singular(name), seq.cite)
            removed.update(singular(n) for n in step.removes)
    ruled = {singular(s.status): s for s in r.structure.status_rules}
    out = []
    for name, cite in sorted(granted.items()):
        if name not in removed and name not in ruled:
            out.append(_finding("state", f"status.{_slug(name)}",
                                f"{name!r} is handed out but nothing ever removes it and no "
                                "rule says how long it lasts", cite, "sequences.yaml",
                                "sequences"))
    for name, rule in sorted(ruled.items()):
        if name not in granted:
            out.append(_finding("state", f"status_rule.{_slug(name)}",
                                f"a rule says how {rule.status!r} ends, but no step hands it "
                                "out", rule.cite, "turn_structure.yaml",
                                "turn_structure.status_rules"))
    return out


check_terms = terms_check(term_uses, defined_names)


CHECKS: tuple[Check, ...] = (
    *graphs.CHECKS,
    check_components,
    check_costs,
    check_limits,
    check_board,
    check_terms,
    check_citations,
    check_readings,
    check_economy,
    check_state,
)
"""Every Livestock Uprising check, in the order a report lists them."""
