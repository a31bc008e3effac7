"""The token-holder check: who holds each token, where the book says (a
:class:`rulesref.core.terms.Term` with ``held_by``: a player keeps it, or it is placed on a
unit), against the rules that give, take or spend it (a
:class:`~rulesref.core.effects.numeric.Tokens` effect, whose scope says whom). Game-agnostic:
any model with ``terms`` gets it.

A rule that gives a unit a token only players hold (or a player one only units hold) leaves
open whose it is: the unit's player's, or the unit's own, to spend on that unit alone. One
finding per rule and token cites the rule and the term.

A rule that ranks players by a count (:class:`rulesref.core.scenarios.PlayerTally`: the
player with the most of it wins) and counts a token that units hold, on units it does not
say whose, leaves the holder of each player's count open: the tokens on the player's own units
and those on the enemy's units (the ones the player dealt) rank the players differently.
Counting the players' own holdings (victory points) or the units themselves (units belong to
their players) is no fault.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.effects.frame import Scope
from rulesref.core.effects.numeric import Tokens
from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts
from rulesref_verify.sources import rule_sources
from rulesref_verify.terms import singular

CHECK = "check_token_holders"
TALLY_CHECK = "check_tally_holders"

#: Whom each scope gives a token to: a unit (or units), or a player (or players).
_HOLDER = {Scope.SELF: "unit", Scope.TARGET: "unit", Scope.FRIENDLY: "unit",
           Scope.ENEMY: "unit", Scope.ALL_UNITS: "unit", Scope.OWN: "unit",
           Scope.CREATED: "unit", Scope.PLAYER: "player", Scope.OPPONENT: "player",
           Scope.TEAM: "player", Scope.PLAYERS: "player"}


def _holders(rules: Any) -> dict[str, Any]:
    """Each token term that says who holds it, by every name it is printed under (folded,
    singular)."""
    found: dict[str, Any] = {}
    for term in getattr(rules, "terms", ()):
        if getattr(term, "held_by", None) is None:
            continue
        for name in (term.name, *term.aliases):
            found.setdefault(singular(fold(name)), term)
    return found


def check_token_holders(rules: Any) -> list[Finding]:
    """Every rule gives each token to the kind of holder the book says holds it."""
    holders = _holders(rules)
    if not holders:
        return []
    out: dict[str, Finding] = {}
    for source in rule_sources(rules):
        effect = source.effect
        if not isinstance(effect, Tokens) or effect.token is None:
            continue
        term = holders.get(singular(fold(effect.token)))
        given_to = _HOLDER.get(effect.scope)
        if term is None or given_to is None or given_to == term.held_by:
            continue
        ident = f"holder:{term.name}:{source.name}"
        out.setdefault(ident, Finding(
            ident, CHECK,
            f"{source.name} has a {given_to} {_verb(effect.op)} {effect.token}, but the book "
            f"says {effect.token} is held by a {term.held_by}, and the rule does not say "
            f"whose {effect.token} it is: say whether the unit's player or the unit holds "
            "it", source.cite, None, None, kind=Kind.CONFLICT,
            citations=(str(term.cite),),
            facts=facts(rule=source.name, token=term.name, held_by=term.held_by,
                        given_to=given_to, op=effect.op)))
    return list(out.values())


def check_tally_holders(rules: Any) -> list[Finding]:
    """Every rule that ranks players by a count of a token only units hold says whose units
    the count is taken on."""
    holders = _holders(rules)
    out = []
    for tally in getattr(rules, "player_tallies", ()):
        term = holders.get(singular(fold(tally.counts)))
        if term is None or term.held_by != "unit" or tally.whose is not None:
            continue
        on = f" on {tally.on}" if tally.on else ""
        out.append(Finding(
            f"tally:holder:{tally.by}:{term.name}", TALLY_CHECK,
            f"{tally.by} ranks the players by the {tally.counts}{on}, but the book says "
            f"{term.name} is held by a unit, not a player, and the rule does not say whose "
            f"units count for a player: the {term.name} on the player's own units and the "
            f"{term.name} on the enemy's rank the players differently; say whose",
            str(tally.cite), None, None, kind=Kind.MISSING,
            citations=(str(tally.cite), str(term.cite)),
            facts=facts(rule=tally.by, counts=tally.counts, on=tally.on or "",
                        held_by=term.held_by)))
    return out


def _verb(op: str) -> str:
    return {"place": "gain", "take": "take", "remove": "lose"}.get(op, op)
