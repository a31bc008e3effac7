"""Rules timed at the start or end of a span of play, against what the book says the span
begins or ends with.

:func:`check_edge_rules` reads the model's ``edge_rules``
(:class:`rulesref.core.spanedges.EdgeRule`, a rule timed "at the start of each round" in
words of its own) and ``printed_edges`` (:class:`rulesref.core.spanedges.PrintedEdge`, a
passage saying what a round begins with). Where the book says the span begins (or ends)
with one thing, and a rule printed elsewhere happens at that same start (or end) without
saying whether it comes before or after it, the two passages each claim the span's first
(or last) moment and the order of play is missing. One finding per rule, citing both. Any
model with these records gets the check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def check_edge_rules(rules: Any) -> list[Finding]:
    """Every rule timed at a span's start or end has a place beside what the book says the
    span begins or ends with."""
    printed = getattr(rules, "printed_edges", ())
    out = []
    for rule in getattr(rules, "edge_rules", ()):
        if rule.placed is not None:
            continue  # the book orders it against the span's own first or last step
        for edge in printed:
            if fold(edge.unit) != fold(rule.unit) or edge.edge is not rule.edge:
                continue
            side = "begins" if edge.edge.value == "start" else "ends"
            where = "before or after" if edge.edge.value == "start" else "after or before"
            out.append(Finding(
                f"edge:unplaced:{fold(rule.rule)}:{fold(rule.unit)}:{edge.edge.value}",
                "check_edge_rules",
                f"{rule.rule} acts '{rule.words}' ({rule.cite.short()}), but the book says "
                f"a {edge.unit} {side} with {edge.step} ({edge.cite.short()}) and never says "
                f"whether {rule.rule} comes {where} it: put it in the {edge.unit}'s order "
                "of play", str(rule.cite), None, "edge_rules", kind=Kind.MISSING,
                citations=tuple(dict.fromkeys((str(rule.cite), str(edge.cite)))),
                facts=facts(rule=rule.rule, words=rule.words, unit=edge.unit,
                            edge=edge.edge.value, step=edge.step)))
    return out

