"""Bare uses of a relation between places of play that rules settle opposite ways.

:func:`check_relation_cases` reads the model's ``relation_uses``
(:class:`rulesref.core.relations.RelationUse`): where one rule counts a borderline case of a
relation in (a move one square in any direction takes diagonal neighbours) and another rules
it out (no diagonal placement), a rule that uses the relation without settling the case (an
adjacent tile) can be read either way: undefined. One finding per relation and case, naming
each bare use and citing every rule it rests on. Any model with these records gets the
check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def _said(uses: list[Any]) -> str:
    return "; ".join(f"{u.rule} ('{u.words}', {u.cite.short()})" for u in uses)


def check_relation_cases(rules: Any) -> list[Finding]:
    """No rule uses a relation bare where other rules settle one of its cases both ways."""
    groups: dict[str, list[Any]] = {}
    for use in getattr(rules, "relation_uses", ()):
        groups.setdefault(fold(use.relation), []).append(use)
    out = []
    for key, uses in groups.items():
        bare = [u for u in uses if u.case is None]
        cases = dict.fromkeys(fold(u.case) for u in uses if u.case is not None)
        for case in cases:
            settled = [u for u in uses if u.case is not None and fold(u.case) == case]
            ins = [u for u in settled if u.admits]
            outs = [u for u in settled if u.admits is False]
            if not bare or not ins or not outs:
                continue
            name = settled[0].case
            title = uses[0].relation[:1].upper() + uses[0].relation[1:]
            out.append(Finding(
                f"relation:case:{key}:{case}", "check_relation_cases",
                f"{title}: {_said(ins)} {'counts' if len(ins) == 1 else 'count'} "
                f"{name} ones in, {_said(outs)} {'rules' if len(outs) == 1 else 'rule'} them "
                f"out, and {_said(bare)} {'says' if len(bare) == 1 else 'say'} neither: "
                f"say whether {name} ones count there",
                str(bare[0].cite), None, "relation_uses", kind=Kind.UNDEFINED,
                citations=tuple(dict.fromkeys(str(u.cite) for u in (*bare, *ins, *outs))),
                facts=facts(relation=uses[0].relation, case=name,
                            bare=[u.rule for u in bare], admits=[u.rule for u in ins],
                            excludes=[u.rule for u in outs])))
    return out
