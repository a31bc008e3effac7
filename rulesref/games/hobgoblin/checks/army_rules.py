"""Checks that tie the army-building rules to the effects they enforce: every ban on buying
or gaining a keyword in army building is enforced by an army rule, and every army rule that
names a record finds something there to enforce."""

from __future__ import annotations

from rulesref.core.effects import Forbid, Parameter, Scope
from rulesref.core.names import fold
from rulesref.games.hobgoblin.effect_sources import holders
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref_verify.findings import Finding


def check_army_rules(rules: Hobgoblin) -> list[Finding]:
    """Every army-scope forbid is enforced by the army rule that names its record, and every
    ``enforces`` names a record with a ban, a parameter or a once-per-army price."""
    enforced = {fold(r.enforces): r for r in rules.army_rules if r.enforces}
    once = {fold(e.keyword) for p in rules.cost_printings for e in p.entries if e.once_per_army}
    found: set[str] = set()
    out = []
    for holder in holders(rules):
        key = fold(holder.key)
        for n, effect in enumerate(holder.effects):
            if isinstance(effect, Forbid) and effect.scope is Scope.ARMY:
                if key in enforced:
                    found.add(key)
                    continue
                out.append(Finding(
                    f"army:unenforced:{holder.name}:{n + 1}", "check_army_rules",
                    f"{holder.kind} {holder.name}, effect {n + 1}, bars a keyword in army "
                    "building, but no army rule enforces it (no rule's 'enforces' names "
                    f"{holder.key!r})", str(holder.cite_of(effect)), holder.file, holder.key))
            elif isinstance(effect, Parameter) and key in enforced:
                found.add(key)
    for key, rule in enforced.items():
        if key not in found and key not in once:
            out.append(Finding(
                f"army:enforces-nothing:{rule.code}", "check_army_rules",
                f"army rule {rule.code} ({rule.name}) enforces {rule.enforces!r}, which has no "
                "army-building ban, no parameter and no once-per-army price", str(rule.cite),
                "army_rules.yaml", rule.code))
    return out
