"""The trait-wide check: a rule that acts on every keyword of a trait (ignore every
Weakness, take away a Character keyword, gain any Strength), against the status keywords of
that trait, which the game's own rules give and act on (a unit that is Broken is removed).
Game-agnostic: any model whose ``keywords`` mark their statuses and traits gets it.

Read literally such a rule reaches those statuses too, and switches off the game's own use of
them; a rule that means to leave them out says so (it excludes a trait they share, which
:class:`~rulesref.core.effects.keyword.Grant` records as ``except_trait``). One that says
neither leaves open whether they count. One finding per rule and trait names the statuses
and cites the rule and each status keyword.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.effects.keyword import Grant, Ignore, Remove
from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts
from rulesref_verify.sources import rule_sources

CHECK = "check_trait_wide"

_VERB = {Ignore: "ignores every", Remove: "takes away a", Grant: "gives any"}


def _traits(keyword: Any) -> set[str]:
    return {fold(getattr(t, "value", t)) for t in getattr(keyword, "traits", ())}


def check_trait_wide(rules: Any) -> list[Finding]:
    """Every rule that acts on a whole trait says whether the statuses of that trait count."""
    statuses = [k for k in getattr(rules, "keywords", ()) if getattr(k, "status", False)]
    if not statuses:
        return []
    out: dict[str, Finding] = {}
    for source in rule_sources(rules):
        effect = source.effect
        if not isinstance(effect, (Ignore, Remove, Grant)) or not effect.trait:
            continue
        excluded = getattr(effect, "except_trait", None)
        reached = [k for k in statuses if fold(effect.trait) in _traits(k)
                   and not (excluded and fold(excluded) in _traits(k))]
        ident = f"trait-wide:{source.name}:{effect.trait}"
        if not reached or ident in out:
            continue
        names = [k.name for k in reached]
        out[ident] = Finding(
            ident, CHECK,
            f"{source.name} {_VERB[type(effect)]} {effect.trait} keyword, which takes in "
            f"{', '.join(names)}, statuses the game's own rules give and act on; it does "
            "not say whether they count: say so, or leave them out", source.cite, None, None,
            kind=Kind.MISSING,
            citations=tuple(dict.fromkeys(str(k.cite) for k in reached)),
            facts=facts(rule=source.name, trait=effect.trait, statuses=names,
                        effect=effect.kind))
    return list(out.values())
