"""Checks that tie the army-building rules to the effects: every ban on buying or gaining a
keyword in army building is enforced by an army rule, every army rule that names a record
finds a ban there, and where a rule is also a declarative constraint (which the validator and
the BattleScribe export read), the constraint and the effect bar the same purchases."""

from __future__ import annotations

from rulesref.core.effects import Forbid, Scope
from rulesref.core.keywords import KeywordRef
from rulesref.core.names import fold
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army_limits import Rule
from rulesref.games.hobgoblin.effect_sources import holders
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref_verify.findings import Finding, Kind


def check_army_rules(rules: Hobgoblin) -> list[Finding]:
    """Every army-scope forbid is enforced by the army rule that names its record; every
    ``enforces`` names a record with such a ban; and a rule that is also a constraint bars
    exactly the purchases its ban bars, for every unit type and cost-table entry."""
    enforced = {fold(r.enforces): r for r in rules.army_rules if r.enforces}
    found: set[str] = set()
    out = []
    for holder in holders(rules):
        key = fold(holder.key)
        for n, effect in enumerate(holder.effects):
            if not (isinstance(effect, Forbid) and effect.scope is Scope.ARMY):
                continue
            if key in enforced:
                found.add(key)
                continue
            out.append(Finding(
                f"army:unenforced:{holder.name}:{n + 1}", "check_army_rules",
                f"{holder.kind} {holder.name}, effect {n + 1}, bars a keyword in army "
                "building, but no army rule enforces it (no rule's 'enforces' names "
                f"{holder.key!r})", str(holder.cite_of(effect)), holder.file, holder.key,
                kind=Kind.MISSING))
    for key, rule in enforced.items():
        if key not in found:
            out.append(Finding(
                f"army:enforces-nothing:{rule.code}", "check_army_rules",
                f"army rule {rule.code} ({rule.name}) enforces {rule.enforces!r}, which has no "
                "army-building ban", str(rule.cite), "army_rules.yaml", rule.code,
                kind=Kind.MISSING))
    out += _disagreements(rules)
    return out


def _disagreements(rules: Hobgoblin) -> list[Finding]:
    """Purchases a rule's constraint and its effect's ban judge differently."""
    out = []
    costs = lookups.canonical_costs(rules)
    for army_rule in rules.army_rules:
        if army_rule.constraint is None or army_rule.enforces is None:
            continue
        rule = Rule.of(army_rule.code, army_rule.constraint)
        for entry in costs.entries:
            kw = lookups.find_keyword(rules, entry.keyword)
            for utype in rules.unit_types:
                ref = lookups.canonical_ref(rules, KeywordRef.parse(entry.keyword))
                facts = buying.unit_facts(rules, utype, [ref])
                said = buying.constraint_bars(rules, rule, utype, entry, facts)
                banned = any(b.rule.code == rule.code for b in buying.bans_on(rules, kw, facts))
                if said == banned:
                    continue
                out.append(Finding(
                    f"army:disagree:{rule.code}:{utype.name}:{entry.keyword}",
                    "check_army_rules",
                    f"army rule {rule.code} ({army_rule.name}): its constraint "
                    f"{'bars' if said else 'allows'} {entry.keyword} for {utype.name}, but the "
                    f"ban in {army_rule.enforces} {'bars' if banned else 'allows'} it",
                    str(army_rule.cite), "army_rules.yaml", rule.code, kind=Kind.CONFLICT))
    return out
