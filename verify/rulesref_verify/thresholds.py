"""The threshold check: a rule that picks units by comparing a stat with a number (``units
with a Speed of 8 or lower``), against the kinds of unit whose printed statistics give that
stat no number (a dash). Game-agnostic: any model whose ``stat_lines()`` gives
:class:`rulesref.core.statlines.StatLine` records gets it.

Such a unit is neither above nor below the number, so the rule does not say whether it
applies to it. One finding per rule and stat names every such kind of unit and cites the
rule and each statistics line.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.effects import conditions_of
from rulesref_verify.findings import Finding, Kind, facts
from rulesref_verify.sources import rule_sources

CHECK = "check_stat_thresholds"


def check_stat_thresholds(rules: Any) -> list[Finding]:
    """Every rule that compares a stat with a number can be decided for every kind of unit:
    none prints that stat without a number."""
    stat_lines = getattr(rules, "stat_lines", None)
    if not callable(stat_lines):
        return []
    lines = stat_lines()
    out: dict[str, Finding] = {}
    for source in rule_sources(rules):
        for condition in conditions_of(source.effect):
            for test in condition.tests():
                if test.stat is None or test.value is None:
                    continue
                blank = [line for line in lines
                         if line.prints(test.stat) and line.value(test.stat) is None]
                ident = f"threshold:{source.name}:{test.stat}"
                if not blank or ident in out:
                    continue
                names = [line.name for line in blank]
                compared = test.pred.value.replace("_", " ").removeprefix("stat ")
                out[ident] = Finding(
                    ident, CHECK,
                    f"{source.name} picks units whose {test.stat} is {compared} {test.value}, "
                    "but "
                    f"{', '.join(names)} print{'s' if len(names) == 1 else ''} no number for "
                    f"{test.stat}, and the rule does not say whether "
                    f"{'it counts' if len(names) == 1 else 'they count'}: say whether a kind "
                    f"with no number for {test.stat} is picked",
                    source.cite, None, None, kind=Kind.MISSING,
                    citations=tuple(dict.fromkeys(str(line.cite) for line in blank)),
                    facts=facts(rule=source.name, test=str(test), without_number=names))
    return list(out.values())
