"""Groups that act as one piece moved to one place that holds fewer pieces than the group.

:func:`check_group_moves` reads the model's ``acting_groups``
(:class:`rulesref.core.groups.ActingGroup`: several pieces acting as a single one in a
role), ``role_moves`` (:class:`~rulesref.core.groups.RoleMove`: a rule moving the piece in a
role to one place) and ``place_caps`` (:class:`~rulesref.core.groups.PlaceCap`: the most
pieces of a kind one place holds). When a group of at least two acts as one piece in a role
that a rule moves to one place of a kind capped below the group's size, the group cannot
move as the single piece it is, and the book never says how its pieces move apart. One
finding per group, move and cap, citing all three. Any model with these records gets the
check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def check_group_moves(rules: Any) -> list[Finding]:
    """No group acting as one piece is moved, as that piece, to one place too small for it."""
    moves = list(getattr(rules, "role_moves", ()))
    caps = list(getattr(rules, "place_caps", ()))
    out = []
    for group in getattr(rules, "acting_groups", ()):
        for move in (m for m in moves if fold(m.role) == fold(group.role)):
            for cap in caps:
                if fold(cap.place) != fold(move.to) or fold(cap.pieces) != fold(group.pieces) \
                        or cap.most >= group.least:
                    continue
                exempt = f" (except {', '.join(cap.exempt)})" if cap.exempt else ""
                out.append(Finding(
                    f"group:move:{fold(group.rule)}:{fold(move.rule)}", "check_group_moves",
                    f"{group.rule} has {group.least} or more {group.pieces}s act as a single "
                    f"one as the {group.role} ({group.cite.short()}), and {move.rule} moves "
                    f"the {group.role} to one {move.to} ({move.cite.short()}), yet a {cap.place} "
                    f"holds at most {cap.most} {cap.pieces}{exempt} ({cap.cite.short()}): "
                    f"the group cannot move there as one, and the book never says how its "
                    f"{group.pieces}s move apart (say where each goes)",
                    str(group.cite), None, "acting_groups", kind=Kind.CONFLICT,
                    citations=tuple(dict.fromkeys((str(group.cite), str(move.cite),
                                                   str(cap.cite)))),
                    facts=facts(group=group.rule, move=move.rule, cap=cap.rule,
                                least=group.least, most=cap.most)))
    return out
