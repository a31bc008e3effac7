"""The state check: under the printed rules alone, and with the rules our readings add, game
end is reachable, no state is a dead end and no play goes on forever.
"""

from __future__ import annotations

from rulesref.games.hogs_of_war.lookups import (
    readings_in,
)
from rulesref.games.hogs_of_war.model import (
    AddedRule,
    HogsOfWar,
)
from rulesref.games.hogs_of_war.states import State, dead_end_class, describe, explore
from rulesref_verify.findings import Finding, Kind, facts

_RESOLVES = {"no-eligible-hog": AddedRule.SKIP_PLAYER_WITHOUT_ELIGIBLE_HOG,
             "stuck-hog": AddedRule.STUCK_HOG_PASSES,
             "livelock": AddedRule.RESHUFFLE_EMPTY_SUPPLY}


def _state_findings(rules: HogsOfWar, added: frozenset[AddedRule], prefix: str,
                    context: str) -> list[Finding]:
    space = explore(rules, added)
    readings = {r.adds_rule: r for r in readings_in(rules) if r.adds_rule is not None}
    cite = str(rules.round_rules.cite)
    out = []
    can_end = space.reaching([0])
    if 1 not in can_end:
        out.append(Finding(f"{prefix}:end-unreachable", "check_states",
                           f"{context}: no sequence of play from the start ever ends the game",
                           str(rules.structure.cite), "structure.yaml", "end_conditions",
                           kind=Kind.CONFLICT))
    dead = [n for n in range(1, len(space.states)) if not space.successors[n]]
    classes: dict[str, list[State]] = {}
    for node in dead:
        s = space.state(node)
        classes.setdefault(dead_end_class(s), []).append(s)
    for name, examples in sorted(classes.items()):
        fix = readings.get(_RESOLVES[name.split(":")[0]])
        note = (f"; reading {fix.id!r} resolves it" if fix and prefix.endswith("printed")
                else "")
        out.append(Finding(
            f"{prefix}:dead-end:{name}", "check_states",
            f"{context}: {len(examples)} reachable state(s) where nobody can act and the game "
            f"has not ended, e.g. {describe(min(examples))}{note}", cite, "rounds.yaml", name,
            facts=facts(rules=context, kind="dead end", stuck=name, states=len(examples),
                        example=describe(min(examples)), resolved_by=fix.id if fix else ""),
            kind=Kind.DEAD_END))
    doomed = space.reaching(dead)  # states that can still run into a dead end
    groups: dict[str, list[State]] = {}
    for node in range(1, len(space.states)):
        if node in can_end or node in doomed:
            continue
        s = space.state(node)
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
            f"and the game can never end, e.g. {describe(min(examples))}{note}",
            cite, "structure.yaml", name,
            facts=facts(rules=context, kind="livelock", group=name, states=len(examples),
                        example=describe(min(examples)), resolved_by=fix.id if fix else ""),
            kind=Kind.DEAD_END))
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
