"""The allocation check: a pool that must be given out in full, and caps on what one target
may take (:class:`rulesref.core.allocations.Allocation`). Game-agnostic: any model with an
``allocations`` field gets it.

A unit facing a single target that stands where a cap applies can give that target no more
than the cap. When the pool's usual size (as printed) is larger, the rest can go nowhere,
yet the rules require all of it to be given out; unless the book says what becomes of the
rest, that is a rule the book lacks. The finding names the cap, the numbers and what is left
over, and cites the allocation, the usual size and the cap.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def check_allocations(rules: Any) -> list[Finding]:
    """Every pool that must be given out in full fits under the cap of a lone target."""
    out = []
    for allocation in getattr(rules, "allocations", ()):
        if not allocation.all_given or allocation.leftover is not None:
            continue
        short = sorted((c for c in allocation.caps if c.most < allocation.usual),
                       key=lambda c: (c.most, c.target))
        if not short:
            continue
        said = "; ".join(f"facing only {c.target} it may give at most {c.most}, leaving "
                         f"{allocation.usual - c.most}" for c in short)
        out.append(Finding(
            f"allocation:leftover:{fold(allocation.pool)}", "check_allocations",
            f"{allocation.pool}: all of them must be given out, and there are usually "
            f"{allocation.usual}, but {said}; the book does not say what becomes of the rest",
            str(allocation.cite), None, f"allocations.{allocation.id}", kind=Kind.MISSING,
            citations=tuple(dict.fromkeys((str(allocation.usual_cite),
                                           *(str(c.cite) for c in short)))),
            facts=facts(pool=allocation.pool, usual=allocation.usual,
                        caps=[f"{c.target}: {c.most}" for c in short])))
    return out
