"""Consistency checks over the Hogs of War card game data: small ``check_*`` functions that
return findings with stable ids (all starting ``hogs:``).

- counts the rulebook states in words agree with the model;
- every token and status has a component, a beginning and an end;
- every term the rules use is in the glossary (the engine's term check; a term the rulebook
  never explains is reported as a reading), and named cards use known kinds and classes;
- action requirements agree with the Remove Stun and Hide rules;
- hand sizes cover each round and seat once;
- setup provides every fact the first round reads;
- the state check: game end is reachable and no state is a dead end;
- the engine's reading check (the readings themselves are listed apart in the report).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any, NamedTuple

from rulesref.core.names import fold
from rulesref.core.sequences import Sequence, Step
from rulesref.errors import RulesError
from rulesref.games.hogs_of_war.lookups import (
    HogState,
    fails,
    hand_size,
    legal_actions,
    readings_in,
    requirements,
)
from rulesref.games.hogs_of_war.model import (
    Action,
    ActionId,
    AddedRule,
    Condition,
    Counted,
    HogsOfWar,
    Seat,
)
from rulesref_verify import graphs
from rulesref_verify.findings import Finding, facts
from rulesref_verify.readings import check_readings
from rulesref_verify.terms import Use, terms_check

#: The data file each top-level field of the model comes from (for finding locations).
FILES: dict[str, str] = {
    "board": "lanes.yaml", "range_rule": "lanes.yaml", "deployables": "deployables.yaml",
    "actions": "actions.yaml", "round_rules": "rounds.yaml", "hand_sizes": "hand_sizes.yaml",
    "supply": "supply.yaml", "damage": "damage.yaml", "tokens": "tokens.yaml",
    "card_kinds": "cards.yaml", "named_cards": "cards.yaml", "icons": "cards.yaml",
    "hog_classes": "classes.yaml", "sequences": "sequences.yaml",
    "structure": "structure.yaml", "game_end": "structure.yaml",
    "four_player": "four_player.yaml", "terms": "terms.yaml",
    "components": "components.yaml", "stated_counts": "counts.yaml",
}


# --------------------------------------------------------------------------- counts


def _model_values(rules: HogsOfWar, counted: Counted) -> list[tuple[str, str, int | None]]:
    """(key, where in the model, value) for each place the model holds ``counted``."""
    def hands(round_number: int, seat: Seat) -> int | None:
        try:
            return hand_size(rules, round_number, seat).size
        except RulesError:
            return None

    dynamite = [t.damage for t in rules.tokens if fold(t.name) == fold("Dynamite token")]
    table: dict[Counted, list[tuple[str, str, int | None]]] = {
        Counted.ACTIONS: [("actions", "the actions defined", len(rules.actions.actions)),
                          ("listed", "the printed list", len(rules.actions.listed))],
        Counted.HOG_CARDS_PER_ARMY: [("hogs-per-army", "board.hogs_per_army",
                                      rules.board.hogs_per_army)],
        Counted.LANES_PER_PLAYER: [("lanes-per-player", "board.lanes_per_player",
                                    rules.board.lanes_per_player)],
        Counted.DEPLOYABLES_PER_LANE: [("lane-limit", "deployables.lane_limit",
                                        rules.deployables.lane_limit)],
        Counted.DEFAULT_HAND_SIZE: [("default", "hand_sizes.default", rules.hand_sizes.default),
                                    ("round-2-first", "the hand size for round 2, first seat",
                                     hands(2, Seat.FIRST)),
                                    ("round-2-second", "the hand size for round 2, second seat",
                                     hands(2, Seat.SECOND))],
        Counted.FIRST_ROUND_FIRST_PLAYER_HAND: [("round-1-first",
                                                 "the hand size for round 1, first seat",
                                                 hands(1, Seat.FIRST))],
        Counted.FIRST_ROUND_SECOND_PLAYER_HAND: [("round-1-second",
                                                  "the hand size for round 1, second seat",
                                                  hands(1, Seat.SECOND))],
        Counted.FOUR_PLAYER_PLAYERS: [("players", "four_player.players",
                                       rules.four_player.players)],
        Counted.PLAYERS_PER_TEAM: [("players-per-team", "four_player.players_per_team",
                                    rules.four_player.players_per_team)],
        Counted.DYNAMITE_DAMAGE: [("token-damage", "the Dynamite token's damage",
                                   dynamite[0] if dynamite else None)],
    }
    return table[counted]


def check_stated_counts(rules: HogsOfWar) -> list[Finding]:
    """Numbers stated in words match the model, and the model's own numbers agree."""
    out = []
    for stated in rules.stated_counts:
        for key, where, value in _model_values(rules, stated.counted):
            if value != stated.stated:
                out.append(Finding(
                    f"hogs:count:{stated.id}:{key}", "check_stated_counts",
                    f"the rulebook says {stated.printed_as!r} ({stated.stated}) for "
                    f"{stated.counted.value}, but {where} has {value}",
                    str(stated.cite), "counts.yaml", stated.id))
    listed = list(rules.actions.listed)
    ids = [a.id for a in rules.actions.actions]
    for action_id in sorted({*listed, *ids}, key=lambda a: a.value):
        if listed.count(action_id) != 1 or ids.count(action_id) != 1:
            out.append(Finding(
                f"hogs:count:action-list:{action_id.value}", "check_stated_counts",
                f"the action {action_id.value!r} is in the printed list {listed.count(action_id)}"
                f" time(s) and defined {ids.count(action_id)} time(s); expected once each",
                str(rules.actions.list_cite), "actions.yaml", action_id.value))
    board, team = rules.board, rules.four_player
    pairs = [
        ("hogs-per-lane", "Hog cards per army", board.hogs_per_army,
         "lanes per player (one Hog per lane)", board.lanes_per_player, board.cite),
        ("team-players", "players in the team game", team.players,
         "teams x players per team", team.teams * team.players_per_team, team.cite),
        ("team-lanes", "lanes per team", team.lanes_per_team,
         "players per team x lanes per player", team.players_per_team * board.lanes_per_player,
         team.cite),
    ]
    for key, left, a, right, b, cite in pairs:
        if a != b:
            out.append(Finding(f"hogs:count:{key}", "check_stated_counts",
                               f"{left} is {a} but {right} is {b}", str(cite),
                               "four_player.yaml" if key.startswith("team") else "lanes.yaml",
                               key))
    return out


# --------------------------------------------------------------------------- components, terms


def _sequence_names(rules: HogsOfWar) -> Iterator[tuple[str, Sequence]]:
    for seq in rules.sequences:
        for step in seq.steps:
            for name in (*step.grants, *step.removes):
                yield name, seq


def check_components(rules: HogsOfWar) -> list[Finding]:
    """Every token has a component and rules of its own, and some step places it."""
    out = []
    components = {fold(c.name): c for c in rules.components}
    tokens = {fold(t.name): t for t in rules.tokens}
    granted = {fold(n) for s in rules.sequences for st in s.steps for n in st.grants}
    for key, token in sorted(tokens.items()):
        if key not in components:
            out.append(Finding(f"hogs:component:unlisted:{token.name}", "check_components",
                               f"the {token.name} has rules but is not among the components",
                               str(token.cite), "components.yaml", token.name))
        if key not in granted:
            out.append(Finding(f"hogs:component:never-placed:{token.name}", "check_components",
                               f"no step of any sequence places the {token.name}",
                               str(token.cite), "sequences.yaml", token.name))
    for key, comp in sorted(components.items()):
        if comp.kind == "token" and key not in tokens:
            out.append(Finding(f"hogs:component:no-rules:{comp.name}", "check_components",
                               f"the component {comp.name} has no token rules",
                               str(comp.cite), "tokens.yaml", comp.name))
    for name, seq in _sequence_names(rules):
        if "token" in fold(name) and fold(name) not in components:
            out.append(Finding(f"hogs:component:unlisted:{name}", "check_components",
                               f"{seq.name} uses the {name}, which is not a listed component",
                               str(seq.cite), "components.yaml", name))
    return _unique(out)


def term_uses(rules: HogsOfWar) -> Iterator[Use]:
    """Every place the data names a game term: the ``mentions`` of every rule, the statuses
    and tokens of the sequences and status rules, the tokens, components, card kinds and
    icons."""
    def walk(node: Any, file: str) -> Iterator[Use]:
        if isinstance(node, tuple):
            for item in node:
                yield from walk(item, file)
        elif is_dataclass(node) and not isinstance(node, type):
            cite = getattr(node, "cite", None)
            section = getattr(cite, "section", "")
            who = (getattr(node, "name", None) or getattr(node, "id", None)
                   or f"the {section} rules")
            for term in getattr(node, "mentions", ()):
                yield Use(term, str(getattr(who, "value", who)), str(cite), file, term)
            for f in fields(node):
                if f.name != "mentions":
                    yield from walk(getattr(node, f.name), file)

    for f in fields(rules):
        if f.name not in ("terms", "sequences", "structure"):
            yield from walk(getattr(rules, f.name), FILES.get(f.name, ""))
    for name, seq in _sequence_names(rules):
        yield Use(name, f"sequence {seq.id}", str(seq.cite), "sequences.yaml", name)
    for rule in rules.structure.status_rules:
        yield Use(rule.status, "status rules", str(rule.cite), "structure.yaml", rule.status)
    for token in rules.tokens:
        yield Use(token.name, "the token list", str(token.cite), "tokens.yaml", token.name)
    for comp in rules.components:
        yield Use(comp.name, "the component list", str(comp.cite), "components.yaml", comp.name)
    for kind in rules.card_kinds:
        yield Use(kind.name, "the card kinds", str(kind.cite), "cards.yaml", kind.name)
    for icon in rules.icons:
        yield Use(icon.name, "the card icons", str(icon.cite), "cards.yaml", icon.name)


check_terms = terms_check(term_uses)


def check_card_names(rules: HogsOfWar) -> list[Finding]:
    """Named cards are of a known card kind and name classes the rulebook shows."""
    out = []
    kinds = {fold(k.name) for k in rules.card_kinds}
    classes = {fold(c.name) for c in rules.hog_classes}
    for card in rules.named_cards:
        if fold(card.kind) not in kinds:
            out.append(Finding(f"hogs:term:card-kind:{card.name}", "check_card_names",
                               f"{card.name} is said to be a {card.kind}, which is no card kind",
                               str(card.cite), "cards.yaml", card.name))
        for cls in card.classes:
            if fold(cls) not in classes:
                out.append(Finding(f"hogs:term:class:{card.name}:{cls}", "check_card_names",
                                   f"{card.name} names the class {cls}, which is not shown",
                                   str(card.cite), "cards.yaml", card.name))
    return _unique(out)


def _unique(findings: list[Finding]) -> list[Finding]:
    seen: dict[str, Finding] = {}
    for finding in findings:
        seen.setdefault(finding.id, finding)
    return list(seen.values())


# --------------------------------------------------------------------------- actions, hands


def _forbids(rules: HogsOfWar, action_id: ActionId, condition: Condition) -> bool:
    action = next(a for a in rules.actions.actions if a.id is action_id)
    return any(r.condition is condition and not r.must_be and r.unless is None
               for r in requirements(rules, action))


def check_actions(rules: HogsOfWar) -> list[Finding]:
    """Action requirements agree with the Remove Stun rule (a stunned Hog may only remove the
    token) and with the Hide rule's list of what a Hidden Hog may do next."""
    out = []
    acts = rules.actions
    for action in acts.actions:
        stunned_ok = not _forbids(rules, action.id, Condition.STUNNED)
        if stunned_ok != (action.id in acts.stun_allows):
            verb = "allows" if stunned_ok else "forbids"
            out.append(Finding(
                f"hogs:action:stunned:{action.id.value}", "check_actions",
                f"{action.name} {verb} a stunned Hog, but the Remove Stun rule "
                + ("forbids" if stunned_ok else "allows") + " it",
                str(acts.stun_cite), "actions.yaml", action.id.value))
        hidden_ok = not _forbids(rules, action.id, Condition.HIDDEN)
        if hidden_ok != (action.id in acts.hidden_next_turn):
            verb = "allows" if hidden_ok else "forbids"
            out.append(Finding(
                f"hogs:action:hidden:{action.id.value}", "check_actions",
                f"{action.name} {verb} a Hidden Hog, but the Hide rule's list "
                f"({acts.hidden_next_turn_printed!r}, as we read it) does not agree",
                str(acts.hidden_cite), "actions.yaml", action.id.value))
        fresh = HogState(stunned=action.id is ActionId.REMOVE_STUN)
        if any(fails(rules, r, fresh) for r in requirements(rules, action)):
            out.append(Finding(
                f"hogs:action:never-legal:{action.id.value}", "check_actions",
                f"{action.name} is not legal even for a ready Hog with a card in hand",
                str(action.cite), "actions.yaml", action.id.value))
    return out


def check_hand_sizes(rules: HogsOfWar) -> list[Finding]:
    """Exactly one hand-size rule covers each round and seat."""
    out = []
    last = max((r.last_round or r.first_round for r in rules.hand_sizes.rules), default=1) + 2
    for round_number in range(1, last + 1):
        for seat in Seat:
            n = sum(1 for r in rules.hand_sizes.rules
                    if r.first_round <= round_number
                    and (r.last_round is None or round_number <= r.last_round)
                    and (r.seat is None or r.seat is seat))
            if n != 1:
                kind = "gap" if n == 0 else "overlap"
                out.append(Finding(
                    f"hogs:hand-size:{kind}:{round_number}:{seat.value}", "check_hand_sizes",
                    f"{n} hand-size rules cover round {round_number} for the {seat.value} "
                    "seat; exactly one should", str(rules.hand_sizes.default_cite),
                    "hand_sizes.yaml", "rules"))
    return out


# --------------------------------------------------------------------------- sequences


def _flatten(rules: HogsOfWar, seq_id: str, seen: frozenset[str]
             ) -> Iterator[tuple[Sequence, Step]]:
    seqs = {s.id: s for s in rules.sequences if s.canonical}
    for step in seqs[seq_id].steps:
        yield seqs[seq_id], step
        if step.substeps in seqs and step.substeps not in seen:
            yield from _flatten(rules, step.substeps, seen | {step.substeps})


def check_turn_structure(rules: HogsOfWar) -> list[Finding]:
    """The turn structure names sequences that exist and can end; in the first round every
    fact a step reads is produced by setup or an earlier step."""
    out = []
    ts = rules.structure
    ids = {s.id for s in rules.sequences if s.canonical}
    wanted = [ts.round, *([ts.setup] if ts.setup else []),
              *(st.substeps for s in rules.sequences for st in s.steps if st.substeps)]
    for seq_id in wanted:
        if seq_id not in ids:
            out.append(Finding(f"hogs:structure:missing:{seq_id}", "check_turn_structure",
                               f"no sequence has the id {seq_id!r}", str(ts.cite),
                               "sequences.yaml", seq_id))
    if ts.rounds is None and not ts.end_conditions:
        out.append(Finding("hogs:structure:no-end", "check_turn_structure",
                           "the game has no round limit and no end condition", str(ts.cite),
                           "structure.yaml", "end_conditions"))
    if out:
        return out
    produced: set[str] = set()
    order = [*(_flatten(rules, ts.setup, frozenset()) if ts.setup else ()),
             *_flatten(rules, ts.round, frozenset({ts.round}))]
    for seq, step in order:
        for fact in step.uses:
            if fact not in produced:
                out.append(Finding(
                    f"hogs:sequence:unavailable:{seq.id}:{step.name}:{fact}",
                    "check_turn_structure",
                    f"{seq.name}: '{step.name}' reads {fact.replace('_', ' ')}, which neither "
                    "setup nor an earlier step of the first round produces",
                    str(seq.cite), "sequences.yaml", step.name))
        produced.update(step.produces)
    return out


def check_lifecycles(rules: HogsOfWar) -> list[Finding]:
    """Every granted status or token ends (a step removes it or a status rule covers it);
    every removed or ruled one is granted somewhere."""
    out = []
    seqs = {s.id for s in rules.sequences if s.canonical}
    leaves = [st for s in rules.sequences if s.canonical for st in s.steps
              if not (st.substeps and st.substeps in seqs)]
    granted = {fold(n): n for st in leaves for n in st.grants}
    removed = {fold(n): n for st in leaves for n in st.removes}
    ruled = {fold(r.status): r for r in rules.structure.status_rules}
    cite = str(rules.structure.cite)
    for key, name in sorted(granted.items()):
        if key not in removed and key not in ruled:
            out.append(Finding(f"hogs:lifecycle:never-ends:{name}", "check_lifecycles",
                               f"{name} is granted but nothing removes it and no status rule "
                               "says how it ends", cite, "structure.yaml", name))
    for key, name in sorted(removed.items()):
        if key not in granted:
            out.append(Finding(f"hogs:lifecycle:never-granted:{name}", "check_lifecycles",
                               f"a step removes {name}, but no step grants it", cite,
                               "sequences.yaml", name))
    for key, rule in sorted(ruled.items()):
        if key not in granted:
            out.append(Finding(f"hogs:lifecycle:rule-without-grant:{rule.status}",
                               "check_lifecycles", f"a status rule covers {rule.status}, but no "
                               "step grants it", str(rule.cite), "structure.yaml", rule.status))
    return out


# --------------------------------------------------------------------------- the state check

#: Hogs per side in the state model. Every rule looks only at one Hog, its neighbours and its
#: player's hand, and two is the smallest row where a Hog's only neighbour can be defeated.
STATE_HOGS = 2
END = "game end"


class _Hog(NamedTuple):
    """One Hog in the state model (plain tuples: the graph hashes millions of them)."""

    alive: bool = True
    stunned: bool = False
    hidden: bool = False
    exhausted: bool = False


class _State(NamedTuple):
    """A moment of the game: both rows, who holds cards, the deck, the seats."""

    sides: tuple[tuple[_Hog, ...], tuple[_Hog, ...]]
    hands: tuple[bool, bool]
    deck: bool
    first: int
    to_move: int


def _set(side: tuple[_Hog, ...], i: int, hog: _Hog) -> tuple[_Hog, ...]:
    return (*side[:i], hog, *side[i + 1:])


def _with_side(state: _State, p: int, side: tuple[_Hog, ...], **changes: Any) -> _State:
    sides = (side, state.sides[1]) if p == 0 else (state.sides[0], side)
    return state._replace(sides=sides, **changes)


def _neighbours(side: tuple[_Hog, ...], i: int) -> list[int]:
    return [j for j in (i - 1, i + 1) if 0 <= j < len(side) and side[j].alive]


def _over(state: _State) -> bool:
    return any(not any(h.alive for h in side) for side in state.sides)


def _eligible(side: tuple[_Hog, ...]) -> list[int]:
    return [i for i, h in enumerate(side) if h.alive and not h.exhausted]


def _end_of_round(state: _State, added: frozenset[AddedRule]) -> list[_State]:
    """Discard, pass the token, draw, ready-up. Hands and deck are tracked as 'some cards'
    or 'none'; a player may discard every card, and a draw may empty the deck."""
    fresh = tuple(tuple(h._replace(exhausted=False) if h.alive else h for h in side)
                  for side in state.sides)
    first = 1 - state.first
    outcomes: set[_State] = set()
    refill = state.deck or AddedRule.RESHUFFLE_EMPTY_SUPPLY in added
    hand_options = [(True, True)] if refill else [
        (a, b) for a in {state.hands[0], False} for b in {state.hands[1], False}]
    decks = [True, False] if refill else [False]
    for hands in hand_options:
        for deck in decks:
            outcomes.add(_State((fresh[0], fresh[1]), hands, deck, first, first))
    return sorted(outcomes)


def _after_action(rules: HogsOfWar, state: _State, p: int, i: int, action: ActionId
                  ) -> list[_State]:
    """The states after Hog ``i`` of player ``p`` takes ``action`` (card effects abstracted to
    'defeat or stun one targetable enemy Hog, or nothing on the board')."""
    side = state.sides[p]
    hog = side[i]._replace(hidden=False)  # the Hidden token comes off before the action
    done = hog._replace(exhausted=True)
    nxt = 1 - p
    if action is ActionId.MOVE:
        return [_with_side(state, p, _set(_set(side, i, side[j]), j, done), to_move=nxt)
                for j in _neighbours(side, i)]
    if action is ActionId.HIDE:
        return [_with_side(state, p, _set(side, i, done._replace(hidden=True)), to_move=nxt)]
    if action is ActionId.REMOVE_STUN:
        return [_with_side(state, p, _set(side, i, done._replace(stunned=False)), to_move=nxt)]
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
                out.append(_with_side(base, nxt, _set(enemy, k, _Hog(alive=False))))
                out.append(_with_side(base, nxt, _set(enemy, k, target._replace(stunned=True))))
    return out


def _moves(rules: HogsOfWar, state: _State, added: frozenset[AddedRule],
           legal: dict[HogState, tuple[Action, ...]]) -> list[_State]:
    """Every state one turn (or the end of the round) leads to; ``legal`` memoises
    :func:`legal_actions`."""
    p = state.to_move
    mine = state.sides[p]
    eligible = _eligible(mine)
    if not eligible:
        if not _eligible(state.sides[1 - p]):
            return _end_of_round(state, added)
        if AddedRule.SKIP_PLAYER_WITHOUT_ELIGIBLE_HOG in added:
            return [state._replace(to_move=1 - p)]
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
            out.append(_with_side(state, p, _set(mine, i, hog._replace(exhausted=True)),
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

    row = tuple(_Hog() for _ in range(STATE_HOGS))
    start = _State((row, row), (True, True), True, 0, 0)
    ids: dict[Any, int] = {END: 0, start: 1}  # nodes are numbered: cheap to hash
    states: list[Any] = [END, start]
    edges: list[tuple[int, int]] = []
    legal: dict[HogState, tuple[Action, ...]] = {}
    todo = [start]
    while todo:
        state = todo.pop()
        here = ids[state]
        for nxt in _moves(rules, state, added, legal):
            target: Any = END if _over(nxt) else nxt
            number = ids.get(target)
            if number is None:
                number = ids[target] = len(states)
                states.append(target)
                todo.append(target)
            edges.append((here, number))
    graph: Any = nx.DiGraph()
    graph.add_nodes_from((n, {"state": s}) for n, s in enumerate(states))
    graph.add_edges_from(edges)
    return graph


def _dead_end_class(state: _State) -> str:
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


def _describe(state: _State) -> str:
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


_RESOLVES = {"no-eligible-hog": AddedRule.SKIP_PLAYER_WITHOUT_ELIGIBLE_HOG,
             "stuck-hog": AddedRule.STUCK_HOG_PASSES,
             "livelock": AddedRule.RESHUFFLE_EMPTY_SUPPLY}


def _state_findings(rules: HogsOfWar, added: frozenset[AddedRule], prefix: str,
                    context: str) -> list[Finding]:
    import networkx as nx

    graph = state_graph(rules, added)
    state = graph.nodes.data("state")
    readings = {r.adds_rule: r for r in readings_in(rules) if r.adds_rule is not None}
    cite = str(rules.round_rules.cite)
    out = []
    can_end = nx.ancestors(graph, 0) | {0}
    if 1 not in can_end:
        out.append(Finding(f"{prefix}:end-unreachable", "check_states",
                           f"{context}: no sequence of play from the start ever ends the game",
                           str(rules.structure.cite), "structure.yaml", "end_conditions"))
    dead = [n for n in graph.nodes if n != 0 and graph.out_degree(n) == 0]
    classes: dict[str, list[_State]] = {}
    for node in dead:
        classes.setdefault(_dead_end_class(state[node]), []).append(state[node])
    for name, examples in sorted(classes.items()):
        fix = readings.get(_RESOLVES[name.split(":")[0]])
        note = (f"; reading {fix.id!r} resolves it" if fix and prefix.endswith("printed")
                else "")
        out.append(Finding(
            f"{prefix}:dead-end:{name}", "check_states",
            f"{context}: {len(examples)} reachable state(s) where nobody can act and the game "
            f"has not ended, e.g. {_describe(min(examples))}{note}", cite, "rounds.yaml", name,
            facts=facts(rules=context, kind="dead end", stuck=name, states=len(examples),
                        example=_describe(min(examples)), resolved_by=fix.id if fix else "")))
    sink = -1
    graph.add_edges_from((node, sink) for node in dead)
    doomed = nx.ancestors(graph, sink) if dead else set()
    groups: dict[str, list[_State]] = {}
    for node in graph.nodes:
        if node in can_end or node in doomed or node == sink:
            continue
        s = state[node]
        tags = [t for t, on in (("supply-empty", not s.deck), ("no-cards", not any(s.hands)))
                if on]
        groups.setdefault("+".join(tags) or "other", []).append(s)
    for name, examples in sorted(groups.items()):
        fix = readings.get(_RESOLVES["livelock"])
        note = (f"; reading {fix.id!r} resolves it" if fix and prefix.endswith("printed")
                else "")
        out.append(Finding(
            f"{prefix}:livelock:{name}", "check_states",
            f"{context}: {len(examples)} reachable state(s) from which play goes on forever "
            f"and the game can never end, e.g. {_describe(min(examples))}{note}",
            cite, "structure.yaml", name,
            facts=facts(rules=context, kind="livelock", group=name, states=len(examples),
                        example=_describe(min(examples)), resolved_by=fix.id if fix else "")))
    return out


def check_states(rules: HogsOfWar) -> list[Finding]:
    """Game end is reachable and no state is a dead end: first under the printed rules
    alone, then with the rules our readings add (which must leave no problem at all).

    "Printed rules alone" still follows the readings built into the action requirements
    (a Move partner must be undefeated, a Hidden Hog may play a Skill card); it leaves out
    only the rules of play that readings add (:class:`AddedRule`).
    """
    added = frozenset(r.adds_rule for r in readings_in(rules) if r.adds_rule is not None)
    return [*_state_findings(rules, frozenset(), "hogs:states:printed",
                             "printed rules alone (no rule added by a reading)"),
            *_state_findings(rules, added, "hogs:states:with-readings",
                             "printed rules plus our readings")]


CHECKS = (*graphs.CHECKS, check_readings, check_terms, check_stated_counts, check_components,
          check_card_names, check_actions, check_hand_sizes, check_turn_structure,
          check_lifecycles, check_states)
