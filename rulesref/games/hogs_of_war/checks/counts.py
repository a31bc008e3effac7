"""The Hogs of War counts: numbers the rulebook states in words agree with the model and with
each other, and every token has a component, rules and a step that places it.
"""

from __future__ import annotations

from rulesref.core.names import fold
from rulesref.errors import RulesError
from rulesref.games.hogs_of_war.checks.support import _sequence_names, _unique
from rulesref.games.hogs_of_war.lookups import (
    hand_size,
)
from rulesref.games.hogs_of_war.model import (
    Counted,
    HogsOfWar,
    Seat,
)
from rulesref_verify.findings import Finding, Kind

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
                    str(stated.cite), "counts.yaml", stated.id, kind=Kind.MISCOUNT))
    listed = list(rules.actions.listed)
    ids = [a.id for a in rules.actions.actions]
    for action_id in sorted({*listed, *ids}, key=lambda a: a.value):
        if listed.count(action_id) != 1 or ids.count(action_id) != 1:
            out.append(Finding(
                f"hogs:count:action-list:{action_id.value}", "check_stated_counts",
                f"the action {action_id.value!r} is in the printed list {listed.count(action_id)}"
                f" time(s) and defined {ids.count(action_id)} time(s); expected once each",
                str(rules.actions.list_cite), "actions.yaml", action_id.value, kind=Kind.MISCOUNT))
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
                               key, kind=Kind.MISCOUNT))
    return out


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
                               str(token.cite), "components.yaml", token.name, kind=Kind.UNDEFINED))
        if key not in granted:
            out.append(Finding(f"hogs:component:never-placed:{token.name}", "check_components",
                               f"no step of any sequence places the {token.name}",
                               str(token.cite), "sequences.yaml", token.name, kind=Kind.MISSING))
    for key, comp in sorted(components.items()):
        if comp.kind == "token" and key not in tokens:
            out.append(Finding(f"hogs:component:no-rules:{comp.name}", "check_components",
                               f"the component {comp.name} has no token rules",
                               str(comp.cite), "tokens.yaml", comp.name, kind=Kind.MISSING))
    for name, seq in _sequence_names(rules):
        if "token" in fold(name) and fold(name) not in components:
            out.append(Finding(f"hogs:component:unlisted:{name}", "check_components",
                               f"{seq.name} uses the {name}, which is not a listed component",
                               str(seq.cite), "components.yaml", name, kind=Kind.UNDEFINED))
    return _unique(out)
