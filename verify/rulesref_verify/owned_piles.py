"""A pile named as one player's own, where the book makes one pile that every player uses.

:func:`check_owned_piles` reads the model's ``piles``
(:class:`rulesref.core.piles.PileUse`): a passage that names a pile with a word that makes it
one player's (``your``, :attr:`~rulesref.core.piles.PileUse.owner`), while no passage makes
or uses that pile once for each player (:attr:`~rulesref.core.piles.PileUse.per_player`) and
the turn both takes cards from it and puts cards on it, leaves the reader to guess whether
each player keeps a pile of their own or all share the one: a conflict. One finding per pile,
citing the owning passage and the turn's uses. Any model with these records gets the check
from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def check_owned_piles(rules: Any) -> list[Finding]:
    """No passage names as one player's own a pile the book makes once for all players and
    that every turn draws from and returns to."""
    groups: dict[str, list[Any]] = {}
    for use in getattr(rules, "piles", ()):
        groups.setdefault(fold(use.pile or use.component), []).append(use)
    out = []
    for key, uses in groups.items():
        owned = [u for u in uses if u.owner]
        if not owned or any(u.per_player for u in uses):
            continue
        play = [u for u in uses if not u.setup and u.op in ("draw", "return")]
        if {u.op for u in play} != {"draw", "return"}:
            continue
        name = uses[0].pile or uses[0].component
        said = "; ".join(f"'{u.called or u.owner + ' ' + name}' ({u.cite.short()})"
                         for u in owned)
        turn = "; ".join(f"{u.by} ({u.cite.short()})" for u in play)
        cites = (*(str(u.cite) for u in owned), *(str(u.cite) for u in play))
        out.append(Finding(
            f"piles:owned:{key}", "check_owned_piles",
            f"{said} names the {name} as one player's own, but no passage makes one for each "
            f"player, and play takes cards from it and puts cards on it as one pile ({turn}): "
            "say whether each player keeps their own or all share it",
            cites[0], None, "piles", kind=Kind.CONFLICT, citations=tuple(dict.fromkeys(cites)),
            facts=facts(pile=name, owned=[u.called or u.owner for u in owned],
                        uses=[f"{u.op}: {u.by}" for u in play])))
    return out
