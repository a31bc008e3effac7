"""The lifecycle of every status and token, and the one check over them for every ruleset.

A status or token is granted by a step of a sequence (or marked a status in the keywords),
removed by a step, or ended by a :class:`~rulesref.core.sequences.StatusRule`. The check reads
only those core records, so it works for any ruleset whose model has ``sequences`` and
``structure``: whatever is granted must end, whatever a step removes or a rule ends must be
granted somewhere. Names match folded and singular (``Grass tokens`` is ``Grass token``).
"""

from __future__ import annotations

from typing import Any

from rulesref.core.sequences import Lifecycle, StatusRule
from rulesref_verify.findings import Finding, Kind, facts
from rulesref_verify.terms import singular

CHECK = "check_lifecycles"


def _leaf_steps(rules: Any) -> list[tuple[str, Any]]:
    """``(Sequence: step, step)`` for the steps of the model's own printings; a phase that
    another sequence details only summarises its steps, so its own step is left out."""
    seqs = {s.id: s for s in rules.sequences if s.canonical}
    return [(f"{seq.name}: {step.name}", step) for seq in seqs.values() for step in seq.steps
            if not (step.substeps and step.substeps in seqs)]


def lifecycles(rules: Any) -> tuple[Lifecycle, ...]:
    """Every status or token the sequences, keywords or status rules name, by name."""
    names: dict[str, str] = {}
    granted: dict[str, list[str]] = {}
    removed: dict[str, list[str]] = {}
    ruled: dict[str, StatusRule] = {}

    def key(name: str) -> str:
        k = singular(name)
        names.setdefault(k, name)
        return k

    for seq in rules.sequences:  # any printing may be the one that grants it
        for step in seq.steps:
            for name in step.grants:
                granted.setdefault(key(name), []).append(f"{seq.name}: {step.name}")
    for kw in getattr(rules, "keywords", ()):
        if getattr(kw, "status", False):
            granted.setdefault(key(kw.name), []).append("keyword")
    for where, step in _leaf_steps(rules):
        for name in step.removes:
            removed.setdefault(key(name), []).append(where)
    for rule in rules.structure.status_rules:
        ruled.setdefault(key(rule.status), rule)
    return tuple(Lifecycle(status=names[k], granted_by=tuple(dict.fromkeys(granted.get(k, ()))),
                           removed_by=tuple(dict.fromkeys(removed.get(k, ()))),
                           rule=ruled.get(k))
                 for k in sorted(names))


def _grant_cites(rules: Any) -> dict[str, list[str]]:
    """Where each status or token is granted (by its folded singular name): the granting
    steps' citations (their sequence's when a step has none), the rules whose effects grant
    it, and the status keywords' own."""
    from rulesref.core.effects.keyword import Grant
    from rulesref_verify.sources import rule_sources

    cites: dict[str, list[str]] = {}
    for seq in rules.sequences:
        for step in seq.steps:
            for name in step.grants:
                cite = getattr(step, "cite", None) or seq.cite
                cites.setdefault(singular(name), []).append(str(cite))
    for source in rule_sources(rules):
        if isinstance(source.effect, Grant) and source.effect.keyword:
            cites.setdefault(singular(source.effect.keyword), []).append(source.cite)
    for kw in getattr(rules, "keywords", ()):
        if getattr(kw, "status", False) and getattr(kw, "cite", None) is not None:
            cites.setdefault(singular(kw.name), []).append(str(kw.cite))
    return cites


def check_lifecycles(rules: Any) -> list[Finding]:
    """Every granted status or token ends (a step removes it, or a status rule says how it
    ends or that it persists); every one a step removes or a rule ends is granted somewhere."""
    cite = str(rules.structure.cite)
    granted_at: dict[str, list[str]] | None = None
    out = []
    for life in lifecycles(rules):
        name = life.status
        about = facts(status=name, granted_by=life.granted_by, removed_by=life.removed_by,
                      rule=life.rule.status if life.rule else None)
        if life.granted_by and not life.removed_by and life.rule is None:
            granted_at = _grant_cites(rules) if granted_at is None else granted_at
            cites = list(dict.fromkeys((*granted_at.get(singular(name), ()), cite)))
            out.append(Finding(
                f"lifecycle:never-ends:{name}", CHECK,
                f"'{name}' is granted ({', '.join(life.granted_by)}) but no step removes it "
                "and no status rule says how it ends or that it persists",
                cites[0], "structure.yaml", name, facts=about, kind=Kind.DEAD_END,
                citations=tuple(cites[1:])))
        if not life.granted_by and life.removed_by:
            out.append(Finding(
                f"lifecycle:never-granted:{name}", CHECK,
                f"{', '.join(life.removed_by)} removes '{name}', but nothing grants it",
                cite, "sequences.yaml", name, facts=about, kind=Kind.UNDEFINED))
        if not life.granted_by and life.rule is not None:
            out.append(Finding(
                f"lifecycle:rule-without-grant:{name}", CHECK,
                f"a status rule says how '{life.rule.status}' ends, but nothing grants it",
                str(life.rule.cite), "structure.yaml", life.rule.status, facts=about,
                kind=Kind.MISSING))
    return out
