"""The list-choice check: a choice every holder of a keyword makes when the army list is
written (:class:`rulesref.core.listchoices.ListChoice`), against the rules that give the
keyword later, during set-up or play (a :class:`~rulesref.core.effects.keyword.Grant` with
a step or a trigger, to a unit in play or to a unit the rule brings into play). Game-agnostic:
any model with a ``list_choices`` field gets it.

A unit that gains the keyword after its list was written never made the choice, and unless
the rule says how it makes one now, its holder cannot use what the choice decides. A grant
with neither a step nor a trigger stands from army building on (an artefact taken in the
list), when the choice can still be made.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.effects.keyword import Grant
from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts
from rulesref_verify.sources import rule_sources

CHECK = "check_late_choices"


def _when(grant: Grant) -> str | None:
    """When during set-up or play the grant takes effect, in words; ``None`` for a grant
    that stands from army building on."""
    if grant.at is not None:
        return f"at {grant.at}"
    if grant.trigger is not None:
        return f"when {grant.trigger.event.value.replace('_', ' ')}"
    return None


def check_late_choices(rules: Any) -> list[Finding]:
    """Every keyword whose holders choose something in army building is given by no rule
    during set-up or play."""
    choices = getattr(rules, "list_choices", ())
    if not choices:
        return []
    late = [(s, when) for s in rule_sources(rules)
            if isinstance(s.effect, Grant) and s.effect.keyword is not None
            and (when := _when(s.effect)) is not None]
    out = []
    for need in choices:
        for source, when in late:
            if fold(source.effect.keyword) != fold(need.keyword):
                continue
            out.append(Finding(
                f"list-choice:{need.id}:{source.name}", CHECK,
                f"{source.name} gives a unit {need.keyword} {when}, after the army lists are "
                f"written, but every {need.keyword} chooses {need.choice} in its army list, "
                "and the rule does not say how this one chooses: say when it makes the choice",
                source.cite, None, f"list_choices.{need.id}", kind=Kind.MISSING,
                citations=(str(need.cite),),
                facts=facts(choice=need.id, keyword=need.keyword, rule=source.name, when=when)))
    return out
