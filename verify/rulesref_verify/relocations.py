"""Forced moves that can send a piece where a rule forbids it to go.

:func:`check_forced_moves` reads the model's ``forced_moves``
(:class:`rulesref.core.relocations.ForcedMove`: a piece moved, with no choice, to where the
piece in another role stood), ``role_places`` (:class:`~rulesref.core.relocations.RolePlace`:
a place that role's piece may stand on) and ``entry_bans``
(:class:`~rulesref.core.relocations.EntryBan`: a place a kind of piece may never enter).
Where the role's piece may stand on a place that, seen from the moved piece's side (an
opponent's ``own barn`` is ``another player's barn``), a ban forbids to the moved piece,
the forced move and the ban contradict each other, and the book never says which prevails.
One finding per forced move, place and ban, citing all three. Any model with these records
gets the check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts

_OWN = "own "


def _seen_by(place: str, opponents: bool) -> str:
    """A place named from its stander's side, named from the moved piece's side."""
    if opponents and fold(place).startswith(_OWN):
        return "another player's " + place[len(_OWN):]
    return place


def check_forced_moves(rules: Any) -> list[Finding]:
    """No forced move sends a piece to a place where another role's piece may stand and a
    rule forbids the moved piece to enter."""
    places = list(getattr(rules, "role_places", ()))
    bans = list(getattr(rules, "entry_bans", ()))
    out = []
    for move in getattr(rules, "forced_moves", ()):
        for stand in (p for p in places if fold(p.role) == fold(move.to_role)):
            seen = _seen_by(stand.place, move.opponents)
            for ban in bans:
                if fold(ban.piece) != fold(move.piece) or fold(ban.place) != fold(seen):
                    continue
                out.append(Finding(
                    f"forced:banned:{fold(move.rule)}:{fold(ban.rule)}", "check_forced_moves",
                    f"{move.rule} puts the {move.piece} where the {move.to_role} stood "
                    f"({move.cite.short()}), and the {move.to_role} may stand on its "
                    f"{stand.place} ({stand.rule}, {stand.cite.short()}), which for the moved "
                    f"{move.piece} is {seen}; yet {ban.rule} never lets a {ban.piece} enter "
                    f"{ban.place} ({ban.cite.short()}): the book never says which prevails "
                    "(say where the piece goes then)",
                    str(move.cite), None, "forced_moves", kind=Kind.CONFLICT,
                    citations=tuple(dict.fromkeys((str(move.cite), str(stand.cite),
                                                   str(ban.cite)))),
                    facts=facts(move=move.rule, place=seen, ban=ban.rule, stand=stand.rule)))
    return out
