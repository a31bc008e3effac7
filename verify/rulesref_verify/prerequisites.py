"""The prerequisite check: a use open only to an army that bought a keyword
(:class:`rulesref.core.prerequisites.Prerequisite`), against the rules that give that keyword
without a purchase (a :class:`~rulesref.core.effects.keyword.Grant` of it, from an artefact, a
table result, a card). Game-agnostic: any model with a ``prerequisites`` field gets it.

An army whose only copy of the keyword comes from such a rule has the keyword, yet by the
prerequisite may not make the use the keyword is for. The finding names every such rule and
cites the prerequisite and each of them.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.effects.keyword import Grant
from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts
from rulesref_verify.sources import rule_sources


def check_prerequisites(rules: Any) -> list[Finding]:
    """Every keyword a use needs bought is given by no rule without a purchase."""
    prerequisites = getattr(rules, "prerequisites", ())
    if not prerequisites:
        return []
    grants = [s for s in rule_sources(rules)
              if isinstance(s.effect, Grant) and s.effect.keyword is not None]
    out = []
    for need in prerequisites:
        givers = [s for s in grants if fold(s.effect.keyword) == fold(need.keyword)]
        if not givers:
            continue
        names = list(dict.fromkeys(s.name for s in givers))
        listed = " and ".join((", ".join(names[:-1]), names[-1])) if len(names) > 1 \
            else names[0]
        out.append(Finding(
            f"prerequisite:{need.id}", "check_prerequisites",
            f"to {need.use} an army must have bought {need.keyword}, yet "
            f"{listed} give{'s' if len(names) == 1 else ''} it without a purchase: "
            f"an army whose only {need.keyword} comes from "
            f"{'it' if len(names) == 1 else 'one of them'} has the keyword and still may not "
            f"{need.use}", str(need.cite), None, f"prerequisites.{need.id}", kind=Kind.CONFLICT,
            citations=tuple(dict.fromkeys(s.cite for s in givers)),
            facts=facts(prerequisite=need.id, keyword=need.keyword, given_by=names)))
    return out
