"""The pile checks: every pile a rule of play draws from is laid out by set-up (a pile only
ever discarded to starts with its first discard), and not cleared away for good before
play; every component the rules play is supplied by some pile, deal or draw.
Game-agnostic: any model with a ``piles`` field of :class:`rulesref.core.piles.PileUse`
records gets them.

A pile is known by the component it holds (``Troop Cards``) and, for a component with more
than one pile, by which (its deck, its discard pile), whatever a passage calls it.
Each finding cites every passage it rests on.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def _uses(use: Any) -> str:
    where = f" '{use.called}'" if use.called else ""
    verb = {"draw": "takes cards from", "return": "puts cards back on"}[use.op]
    return f"{use.by} {verb} the pile{where}"


def check_piles(rules: Any) -> list[Finding]:
    """Every pile drawn from is laid out at set-up and not cleared away by it (unless play
    puts cards back on it); one that is only discarded to needs no laying out."""
    groups: dict[str, list[Any]] = {}
    for use in getattr(rules, "piles", ()):
        groups.setdefault(fold(use.pile or use.component), []).append(use)
    out = []
    for uses in groups.values():
        name = uses[0].pile or uses[0].component
        used = [u for u in uses if u.op in ("draw", "return")]
        if not used:
            continue
        made = [u for u in uses if u.op == "create" and u.setup]
        if not made and any(u.op == "draw" for u in used):  # a discard pile starts
            out.append(Finding(
                f"piles:never-made:{fold(name)}", "check_piles",
                f"{name}: {'; '.join(_uses(u) for u in used)}, but set-up never lays out a "
                "pile of them", str(used[0].cite), None, "piles", kind=Kind.MISSING,
                citations=tuple(dict.fromkeys(str(u.cite) for u in used)),
                facts=facts(component=name, used=[f"{u.op}: {u.by}" for u in used])))
            continue
        cleared = [u for u in uses if u.op == "empty" and u.setup]
        refilled = [u for u in uses if u.op in ("return", "create") and not u.setup]
        later = [u for u in uses if u.op == "draw" and not u.setup]
        if cleared and later and not refilled:
            out.append(Finding(
                f"piles:cleared:{fold(name)}", "check_piles",
                f"{name}: set-up clears away what is left ({cleared[0].by}: "
                f"{cleared[0].summary.rstrip('.')}), and nothing puts cards back, yet "
                f"{'; '.join(_uses(u) for u in later)}", str(cleared[0].cite), None, "piles",
                kind=Kind.CONFLICT,
                citations=tuple(dict.fromkeys(str(u.cite) for u in (*cleared, *later))),
                facts=facts(component=name, cleared=[u.by for u in cleared],
                            drawn=[u.by for u in later])))
    return out


def check_supplied(rules: Any) -> list[Finding]:
    """Every component the rules have players play is supplied: some pile of it is laid out,
    dealt or drawn from. A component played but never laid out, dealt or drawn is a rule the
    book lacks (where do players get it?), citing the plays and the piles set-up does make."""
    uses: list[Any] = list(getattr(rules, "piles", ()))
    supplied = {fold(u.component) for u in uses if u.op in ("create", "draw")}
    played: dict[str, list[Any]] = {}
    for use in uses:
        if use.op == "play":
            played.setdefault(fold(use.component), []).append(use)
    made = [u for u in uses if u.op == "create" and u.setup]
    out = []
    for key, plays in played.items():
        if key in supplied:
            continue
        name = plays[0].component
        laid = ", ".join(dict.fromkeys(u.pile or u.component for u in made)) or "no pile"
        out.append(Finding(
            f"piles:never-supplied:{key}", "check_supplied",
            f"{name}: {'; '.join(f'{u.by} plays them' for u in plays)}, but no pile, deal or "
            f"draw ever supplies them (set-up lays out {laid}); say which pile holds them or "
            "how players get them", str(plays[0].cite), None, "piles", kind=Kind.MISSING,
            citations=tuple(dict.fromkeys(str(u.cite) for u in (*plays, *made))),
            facts=facts(component=name, played_by=[u.by for u in plays],
                        laid_out=[u.pile or u.component for u in made])))
    return out


CHECKS = (check_piles, check_supplied)
"""The pile checks, in report order."""
