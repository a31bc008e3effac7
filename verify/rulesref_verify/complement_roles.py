"""Roles defined against another, in a game the book also offers for more than two.

:func:`check_complement_roles` reads the model's ``complement_roles``
(:class:`rulesref.core.roles.ComplementRole`, the second player defined as whoever is not the
first), ``role_parts`` (:class:`rulesref.core.roles.RolePart`, a step that gives that role a
part of its own), the numbers of players in ``structure.players``
(:class:`rulesref.core.sequences.PlayerCount`) and the changes of ``play_variants``. With
more than two players, every player but one fits such a role, so a step that gives the role
a part, and that no variant changes, does not say which of them takes it: undefined. One
finding per role, naming each such step and citing the definition, the player count and the
steps. Any model with these records gets the check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def check_complement_roles(rules: Any) -> list[Finding]:
    """A role defined as whoever is not another role names one player in every game the
    book offers, or the steps that give it a part say who takes it."""
    counts = [c for c in getattr(getattr(rules, "structure", None), "players", ())
              if max(c.low, c.high or c.low) > 2]
    if not counts:
        return []
    most = max(counts, key=lambda c: max(c.low, c.high or c.low))
    players = max(most.low, most.high or most.low)
    changed = {(c.sequence, fold(c.step)) for v in getattr(rules, "play_variants", ())
               for c in v.changes}
    out = []
    for role in getattr(rules, "complement_roles", ()):
        parts = [p for p in getattr(rules, "role_parts", ())
                 if fold(p.role) == fold(role.role)
                 and (p.sequence, fold(p.step)) not in changed]
        if not parts:
            continue
        said = "; ".join(f"{p.step} ({p.cite.short()}: {p.summary.rstrip('.')})"
                         for p in parts)
        out.append(Finding(
            f"role:complement:{fold(role.role)}", "check_complement_roles",
            f"The {role.role} is whoever is not the {role.other} ({role.cite.short()}), one "
            f"player only when two play, but the book also has a game for {players} "
            f"({most.cite.short()}), where {players - 1} players fit, and {said} "
            f"{'gives' if len(parts) == 1 else 'give'} the {role.role} a part of its own "
            "that no variant changes: say which player takes it",
            str(role.cite), None, "complement_roles", kind=Kind.UNDEFINED,
            citations=tuple(dict.fromkeys((str(role.cite), str(most.cite),
                                           *(str(p.cite) for p in parts)))),
            facts=facts(role=role.role, other=role.other, players=players,
                        steps=[p.step for p in parts])))
    return out
