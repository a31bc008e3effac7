"""Merges of several capped holders into one, against the cap.

:func:`check_merged_caps` reads the model's ``holder_caps``
(:class:`rulesref.core.caps.HolderCap`, each leader at most five units) and ``merges``
(:class:`rulesref.core.caps.Merge`, a rule that puts up to three leaders' units under one
new holder). A merge of holders that each keep to a cap can hold their sum, more than the
cap: where the book gives the merged holder no cap of its own, it never says whether the
old cap still holds (a missing rule); where it gives one below that sum, the merge can
break it (a conflict). One finding per merge and cap, citing the cap, the merge and the
number of holders. Any model with these records gets the check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def check_merged_caps(rules: Any) -> list[Finding]:
    """A merge of capped holders stays within a cap the book gives the merged holder, and
    the book gives it one where the sum passes the old cap."""
    caps = getattr(rules, "holder_caps", ())
    out = []
    for merge in getattr(rules, "merges", ()):
        for cap in caps:
            if fold(cap.holder) != fold(merge.holder):
                continue
            total = cap.most * merge.most
            if total <= cap.most:
                continue
            own = [c for c in caps if fold(c.holder) == fold(merge.into)
                   and fold(c.what) == fold(cap.what)]
            if any(total <= c.most for c in own):
                continue
            cites = (str(merge.cite), str(cap.cite), str(merge.most_cite),
                     *(str(c.cite) for c in own))
            said = (f"the book caps a {merge.into} at {min(c.most for c in own)} "
                    f"({own[0].cite.short()}), which the merge can pass" if own else
                    f"the book never says whether the cap of {cap.most} holds for a "
                    f"{merge.into}: say what limits it")
            out.append(Finding(
                f"cap:merged:{fold(merge.rule)}:{fold(cap.what)}", "check_merged_caps",
                f"{merge.rule} puts up to {merge.most} {merge.holder}s' {cap.what} under one "
                f"{merge.into} ({merge.cite.short()}; {merge.most} from "
                f"{merge.most_cite.short()}); each {merge.holder} holds at most {cap.most} "
                f"({cap.cite.short()}), so a {merge.into} can hold {total}, yet {said}",
                str(merge.cite), None, "merges", kind=Kind.CONFLICT if own else Kind.MISSING,
                citations=tuple(dict.fromkeys(cites)),
                facts=facts(rule=merge.rule, holder=merge.holder, into=merge.into,
                            what=cap.what, cap=cap.most, holders=merge.most, total=total,
                            own=[c.most for c in own])))
    return out

