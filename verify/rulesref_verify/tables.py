"""The table check: rules that name the table's long or short edges, against the sizes of
table the book allows (:mod:`rulesref.core.tables`). Game-agnostic: any model with a
``play_area`` and ``edge_references`` gets it.

A square table is allowed when some side length fits both sides' limits: at least the larger
of the two least sizes and at most the smaller of the two most sizes (no most size: no
limit). On a square table no edge is longer than another, so a rule that names the long (or
short) edges, and does not say what to do on a square table, cannot be followed there. One
finding per edge length names every such rule and cites each of them and the play area.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def _square_side(area: Any) -> float | None:
    """The smallest side of a square table the play area allows, or ``None`` if it allows
    none."""
    side = max(area.least_length, area.least_width)
    mosts = [m for m in (area.most_length, area.most_width) if m is not None]
    return side if not mosts or side <= min(mosts) else None


def _inches(value: float) -> str:
    return f"{value:g}"


def check_edge_references(rules: Any) -> list[Finding]:
    """Every rule that names edges by length can be followed on every table allowed."""
    area = getattr(rules, "play_area", None)
    references = getattr(rules, "edge_references", ())
    if area is None or not references:
        return []
    side = _square_side(area)
    if side is None:
        return []
    out = []
    for edge in ("long", "short"):
        silent = [r for r in references if r.edge == edge and r.square is None]
        if not silent:
            continue
        rules_named = ", ".join(f"{r.rule} ({r.cite.short()})" for r in silent)
        out.append(Finding(
            f"table:square:{edge}", "check_edge_references",
            f"{rules_named} name{'s' if len(silent) == 1 else ''} the {edge} table edges, but "
            f"the play area allows a square table ({_inches(side)} by {_inches(side)} inches "
            f"or larger), which has none, and {'it does' if len(silent) == 1 else 'they do'} "
            "not say what to do on one", str(silent[0].cite), None, "edge_references",
            kind=Kind.MISSING,
            citations=tuple(dict.fromkeys((*(str(r.cite) for r in silent[1:]),
                                           str(area.cite)))),
            facts=facts(rules=[fold(r.rule) for r in silent], edge=edge, square_side=side)))
    return out
