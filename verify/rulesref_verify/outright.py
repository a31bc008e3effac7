"""Outright battle results that can fire on both sides of one battle with one verdict for both.

:func:`check_outright_clashes` reads the model's ``outright_results``
(:class:`rulesref.core.outright.OutrightResult`: a holder's roll that wins or loses a battle
at once, on the sides of a battle it applies on). Two such results can meet when one
applies to the attacker and the other to the defender, and either their holders differ or
the book lets every player have such a holder. The two rolls are independent, so both can
show at once; when both claim a win, or both a loss, for their own side, the battle has two
verdicts. Unless the book says which prevails, that is a conflict between the rules. One
finding per pair of rules, naming the rolls that clash. Any model with these records gets
the check from the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulesref.core.names import fold
from rulesref.core.outright import OutrightResult
from rulesref_verify.findings import Finding, Kind, facts


def _meet(attacker: OutrightResult, defender: OutrightResult) -> bool:
    """Whether the two holders can be the two sides of one battle."""
    if "attacking" not in attacker.sides or "defending" not in defender.sides:
        return False
    return fold(attacker.holder) != fold(defender.holder) or attacker.each_player


def check_outright_clashes(rules: Any) -> list[Finding]:
    """No battle can have both sides' outright results fire with one verdict for both (both
    sides winning, or both losing), unless the book says which prevails."""
    results: Sequence[OutrightResult] = getattr(rules, "outright_results", ())
    pairs: dict[tuple[str, str], list[tuple[OutrightResult, OutrightResult]]] = {}
    for attacker in results:
        # A record meets itself on purpose: where every player may have the holder
        # (``each_player``), two of them can face each other (``_meet``).
        for defender in results:
            if attacker.result != defender.result or not _meet(attacker, defender):
                continue
            if attacker.precedence is not None or defender.precedence is not None:
                continue
            key = tuple(sorted((fold(attacker.holder), fold(defender.holder))))
            pairs.setdefault((key[0], key[1]), []).append((attacker, defender))
    out = []
    for (first, second), clashes in pairs.items():
        said = "; ".join(
            f"the attacking {a.holder} rolls {a.roll} (an outright {a.result}) while the "
            f"defending {d.holder} rolls {d.roll} (an outright {d.result})" for a, d in clashes)
        cited = [str(r.cite) for pair in clashes for r in pair]
        cited += [str(r.each_player_cite) for pair in clashes for r in pair
                  if r.each_player_cite is not None and fold(first) == fold(second)]
        citations = tuple(dict.fromkeys(cited))
        out.append(Finding(
            f"outright:clash:{first}:{second}", "check_outright_clashes",
            f"a battle can give both sides the same outright verdict: {said}; each side's "
            "rule claims the battle and the book never says which prevails (say what happens "
            "when both fire)",
            citations[0], None, "outright_results", kind=Kind.CONFLICT, citations=citations,
            facts=facts(holders=sorted({first, second}),
                        clashes=sorted(f"{a.roll}/{d.roll} {a.result}" for a, d in clashes))))
    return out
