"""Rules between pieces on neighbouring places, silent on pieces that share a place.

:func:`check_shared_place_pairs` reads the model's ``pair_rules``
(:class:`rulesref.core.pairs.PairRule`: a rule for two pieces on neighbouring places) and
``place_caps`` (:class:`rulesref.core.groups.PlaceCap`: the most pieces of a kind a place
holds, and the places freed from that cap). Where a cap lets two pieces of the kind share a
place (it holds two or more, or some place is freed from it), two of them can stand on one
place, which is not two neighbouring places; unless the rule says what holds then, whether
they may do it is open. One finding per rule and cap, citing both. Any model with these
records gets the check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def check_shared_place_pairs(rules: Any) -> list[Finding]:
    """Every rule for two pieces on neighbouring places says what holds when they share one,
    where the book lets pieces of the kind share a place."""
    caps = list(getattr(rules, "place_caps", ()))
    out = []
    for pair in getattr(rules, "pair_rules", ()):
        if pair.same_place is not None:
            continue
        for cap in caps:
            if fold(cap.place) != fold(pair.place) or fold(cap.pieces) != fold(pair.pieces) \
                    or (cap.most < 2 and not cap.exempt):
                continue
            freed = cap.most < 2
            shared = f"in {', '.join(cap.exempt)}" if freed else f"up to {cap.most}"
            where = cap.exempt_cite if freed and cap.exempt_cite is not None else cap.cite
            out.append(Finding(
                f"pair:shared:{fold(pair.rule)}:{fold(cap.rule)}", "check_shared_place_pairs",
                f"{pair.rule} is for two {pair.pieces}s on {pair.words} ({pair.cite.short()}), "
                f"but {pair.pieces}s may share one {pair.place} {shared} ({where.short()}), "
                f"and the book never says whether two sharing one may do it (say whether the "
                f"same {pair.place} counts)",
                str(pair.cite), None, "pair_rules", kind=Kind.MISSING,
                citations=tuple(dict.fromkeys((str(pair.cite), str(where)))),
                facts=facts(rule=pair.rule, cap=cap.rule, most=cap.most,
                            exempt=list(cap.exempt))))
    return out
