"""The checks over the game's states (networkx): the game can end and be won from every
reachable state, the printed rules leave no dead end, and whether play can go on forever.
"""

from __future__ import annotations

from rulesref.games.hoarde.checks.support import _guarded, _reading_note, _spans, _structure_cite
from rulesref.games.hoarde.model import (
    Hoarde,
)
from rulesref.games.hoarde.states import (
    NO_WINNER,
    SETUP,
    START,
    TERMINALS,
    WON,
    State,
    build_state_graph,
    player_counts,
    state_readings,
)
from rulesref_verify.findings import Finding, Kind, facts


def check_game_end_reachable(rules: Hoarde) -> list[Finding]:
    """Under the data's readings, for every deck and player count: the game can end from
    every reachable state, and a win is possible."""
    import networkx as nx

    def run() -> list[Finding]:
        timing, empty = state_readings(rules)
        out = []
        for deck in rules.decks:
            no_win: list[int] = []
            trapped: dict[State, list[int]] = {}
            for players in player_counts(rules, deck):
                graph = build_state_graph(rules, deck, players, timing, empty)
                reached = nx.descendants(graph, State(SETUP)) | {State(SETUP)}
                ends = [t for t in (State(WON), State(NO_WINNER)) if t in graph]
                ending: set[State] = set(ends)
                for t in ends:
                    ending |= nx.ancestors(graph, t)
                for state in sorted(reached - ending):
                    trapped.setdefault(state, []).append(players)
                if State(WON) not in reached:
                    no_win.append(players)
            for state, counts in sorted(trapped.items()):
                out.append(Finding(
                    f"hoarde:state:no-end:{deck.id.value}:{state}", "check_game_end_reachable",
                    f"{deck.name}, {_spans(counts)} players: from '{state}' the game can "
                    "never end", _structure_cite(rules), "structure.yaml", deck.id.value,
                    kind=Kind.DEAD_END))
            if no_win:
                out.append(Finding(
                    f"hoarde:state:no-win:{deck.id.value}", "check_game_end_reachable",
                    f"{deck.name}, {_spans(no_win)} players: nobody can ever win",
                    _structure_cite(rules), "decks.yaml", deck.id.value,
                    facts=facts(deck=deck.id.value, players=no_win), kind=Kind.DEAD_END))
        return out
    return _guarded("check_game_end_reachable", run, _structure_cite(rules))


def check_dead_ends(rules: Hoarde) -> list[Finding]:
    """The rules as printed give every reachable state a next move; where they do not, the
    finding names the reading the model takes."""
    def run() -> list[Finding]:
        timing, _ = state_readings(rules)
        found: dict[tuple[str, State], list[int]] = {}
        decks = {d.id.value: d for d in rules.decks}
        for deck in rules.decks:
            for players in player_counts(rules, deck):
                graph = build_state_graph(rules, deck, players, timing, None)
                for state in graph.nodes:
                    if state.phase not in TERMINALS and graph.out_degree(state) == 0:
                        found.setdefault((deck.id.value, state), []).append(players)
        out = []
        for (deck_id, state), counts in sorted(found.items()):
            reading = "both-piles-empty" if state.phase == START else ""
            out.append(Finding(
                f"hoarde:state:dead-end:{deck_id}:{state}", "check_dead_ends",
                f"{decks[deck_id].name}, {_spans(counts)} players: at '{state}' no rule gives "
                f"a next move; {_reading_note(rules, reading)}", _structure_cite(rules),
                "readings.yaml" if reading else "structure.yaml", reading or deck_id,
                facts=facts(deck=deck_id, state=str(state), players=counts, reading=reading),
                kind=Kind.DEAD_END))
        return out
    return _guarded("check_dead_ends", run, _structure_cite(rules))


def check_endless_play(rules: Hoarde) -> list[Finding]:
    """Whether turns can go round forever with no way out: a loop of states from which no
    end of the game can be reached. (A loop that can still end, as in any game of drawing
    and discarding, is no problem of the rules.)"""
    import networkx as nx

    def run() -> list[Finding]:
        timing, empty = state_readings(rules)
        out = []
        for deck in rules.decks:
            for players in player_counts(rules, deck):
                graph = build_state_graph(rules, deck, players, timing, empty)
                ending: set[State] = set()
                for t in (State(WON), State(NO_WINNER)):
                    if t in graph:
                        ending |= nx.ancestors(graph, t) | {t}
                trapped = graph.subgraph([s for s in graph.nodes if s not in ending])
                try:
                    cycle = nx.find_cycle(trapped)
                except nx.NetworkXNoCycle:
                    continue
                loop = " > ".join(str(u) for u, _ in cycle[:3])
                out.append(Finding(
                    f"hoarde:state:endless-play:{deck.id.value}", "check_endless_play",
                    f"{deck.name}, {players} players: turns can repeat without end ({loop} > "
                    "...) and no move leads out to a win or an end", _structure_cite(rules),
                    "structure.yaml", deck.id.value,
                    facts=facts(deck=deck.id.value, players=players, loop=loop),
                    kind=Kind.DEAD_END))
                break
        return out
    return _guarded("check_endless_play", run, _structure_cite(rules))
