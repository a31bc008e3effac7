"""Stages of play a rule starts that no rule gives any effect.

:func:`check_idle_stages` reads the model's ``stage_starts``
(:class:`rulesref.core.stages.StageStart`: a rule that starts a named stage, an end game)
and ``stage_uses`` (:class:`~rulesref.core.stages.StageUse`: a passage that says what
changes while a stage lasts, or only names it). A stage that a rule starts and that no
passage gives any change is a word without a meaning: the reader is told it has begun and
never what follows from that. One finding per stage, citing the rule that starts it and
every passage that only names it. Any model with these records gets the check from the
engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def check_idle_stages(rules: Any) -> list[Finding]:
    """Every stage of play a rule starts has a passage that says what changes in it."""
    uses = list(getattr(rules, "stage_uses", ()))
    starts: dict[str, list[Any]] = {}
    for start in getattr(rules, "stage_starts", ()):
        starts.setdefault(fold(start.stage), []).append(start)
    out = []
    for key, started in starts.items():
        named = [u for u in uses if fold(u.stage) == key]
        if any(u.changes is not None for u in named):
            continue
        stage = started[0].stage
        by = "; ".join(f"{s.by} starts it ({s.cite.short()})" for s in started)
        only = "; ".join(f"{u.rule} only names it ({u.cite.short()})" for u in named)
        cited = (*(str(s.cite) for s in started), *(str(u.cite) for u in named))
        out.append(Finding(
            f"stage:idle:{key}", "check_idle_stages",
            f"the {stage}: {by}" + (f"; {only}" if only else "")
            + f", but no rule says what changes once the {stage} has begun (say what it "
            "changes, or drop the word)",
            cited[0], None, "stage_starts", kind=Kind.UNDEFINED,
            citations=tuple(dict.fromkeys(cited)),
            facts=facts(stage=stage, started_by=sorted(s.by for s in started),
                        named_by=sorted(u.rule for u in named))))
    return out
