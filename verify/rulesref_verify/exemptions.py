"""The exemption check, over :mod:`rulesref.core.exemptions`: a rule that lets a unit
disregard a kind of thing in a determination (cover, say) names only kinds that can count
toward it. A kind that a printing says never counts (or that is not among the kinds it says
alone count) makes that part of the exemption empty, and the two rules disagree on whether
such things count at all: one finding per rule and determination, citing every printing of
both. Game-agnostic: any model with ``printed_counts`` and ``printed_exemptions`` gets it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulesref.core.exemptions import PrintedCounts, PrintedExemption
from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts

CHECK = "check_exemptions"


def _kind(name: str) -> str:
    """A kind of thing folded and singular (``Units`` is ``unit``)."""
    return fold(name).removesuffix("s")


def _never_counts(kind: str, counts: PrintedCounts) -> bool:
    """Whether the printing rules ``kind`` out of its determination."""
    if kind in {_kind(k) for k in counts.never}:
        return True
    return bool(counts.only) and kind not in {_kind(k) for k in counts.only}


def check_exemptions(rules: Any) -> list[Finding]:
    """Every kind of thing an exemption disregards is one its determination can count."""
    counted: Sequence[PrintedCounts] = getattr(rules, "printed_counts", ())
    exempt: Sequence[PrintedExemption] = getattr(rules, "printed_exemptions", ())
    groups: dict[tuple[str, str], list[PrintedExemption]] = {}
    for ex in exempt:
        groups.setdefault((fold(ex.by), fold(ex.purpose)), []).append(ex)
    out = []
    for group in groups.values():
        first = group[0]
        printings = [c for c in counted if fold(c.purpose) == fold(first.purpose)]
        named = {_kind(k): k for ex in group for k in ex.ignores}
        empty = sorted(name for kind, name in named.items()
                       if any(_never_counts(kind, c) for c in printings))
        if not empty:
            continue
        against = [c for c in printings
                   if any(_never_counts(_kind(k), c) for k in empty)]
        printed = [e.cite for e in group] + [c.cite for c in against]
        cites = tuple(dict.fromkeys(str(c) for c in printed))
        out.append(Finding(
            f"exemption:empty:{first.by}:{first.purpose}", CHECK,
            f"{first.by} lets a unit disregard {', '.join(empty)} when working out "
            f"{first.purpose} ({', '.join(e.cite.short() for e in group)}), but "
            f"{', '.join(c.cite.short() for c in against)} say{'s' if len(against) == 1 else ''}"
            f" {' or '.join(empty)} never count for {first.purpose}: either that part of "
            f"{first.by} does nothing, or they can count; say which", cites[0],
            key=first.by, kind=Kind.CONFLICT, citations=cites,
            facts=facts(rule=first.by, purpose=first.purpose, empty=empty,
                        printings=sorted(c.short() for c in printed))))
    return out
