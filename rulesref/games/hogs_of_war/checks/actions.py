"""The Hogs of War actions and hands: requirements agree with the Remove Stun and Hide rules,
every action can be legal, and one hand-size rule covers each round and seat.
"""

from __future__ import annotations

from rulesref.games.hogs_of_war.lookups import (
    HogState,
    fails,
    requirements,
)
from rulesref.games.hogs_of_war.model import (
    ActionId,
    Condition,
    HogsOfWar,
    Seat,
)
from rulesref_verify.findings import Finding, Kind

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
                str(acts.stun_cite), "actions.yaml", action.id.value, kind=Kind.CONFLICT))
        hidden_ok = not _forbids(rules, action.id, Condition.HIDDEN)
        if hidden_ok != (action.id in acts.hidden_next_turn):
            verb = "allows" if hidden_ok else "forbids"
            out.append(Finding(
                f"hogs:action:hidden:{action.id.value}", "check_actions",
                f"{action.name} {verb} a Hidden Hog, but the Hide rule's list "
                f"({acts.hidden_next_turn_printed!r}, as we read it) does not agree",
                str(acts.hidden_cite), "actions.yaml", action.id.value, kind=Kind.DATA))
        fresh = HogState(stunned=action.id is ActionId.REMOVE_STUN)
        if any(fails(rules, r, fresh) for r in requirements(rules, action)):
            out.append(Finding(
                f"hogs:action:never-legal:{action.id.value}", "check_actions",
                f"{action.name} is not legal even for a ready Hog with a card in hand",
                str(action.cite), "actions.yaml", action.id.value, kind=Kind.DEAD_END))
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
                    "hand_sizes.yaml", "rules", kind=Kind.CONFLICT))
    return out
