"""The pile checks: every pile a rule of play draws from is laid out by set-up (a pile only
ever discarded to starts with its first discard), and not cleared away for good before
play; every component the rules play is supplied by some pile, deal or draw.
Game-agnostic: any model with a ``piles`` field of :class:`rulesref.core.piles.PileUse`
records gets them.

A pile is known by the component it holds (``Troop Cards``) and, for a component with more
than one pile, by which (its deck, its discard pile), whatever a passage calls it.
Each finding cites every passage it rests on.

The name check reads what each passage calls a pile (:attr:`PileUse.called`, and the
:class:`rulesref.core.piles.PileMention` records of a ``pile_mentions`` field): a section that
names two piles apart by a qualifier (``the base DECK``, ``the enchanted DECK``) and elsewhere
speaks of the bare name they share (``the DECK``) leaves the reader to guess which one.
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


#: What the report says a passage does with the cards it needs, by the passage's operation.
_NEEDS = {"play": "plays them", "give": "hands them to a player"}


def check_supplied(rules: Any) -> list[Finding]:
    """Every component the rules have players play, or hand to a player, is supplied: some
    pile of it is laid out, dealt or drawn from. A component played or handed out but never
    laid out, dealt or drawn is a rule the book lacks (where do players get it?), citing the
    passages that need it and the piles set-up does make."""
    uses: list[Any] = list(getattr(rules, "piles", ()))
    supplied = {fold(u.component) for u in uses if u.op in ("create", "draw")}
    played: dict[str, list[Any]] = {}
    for use in uses:
        if use.op in _NEEDS:
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
            f"{name}: {'; '.join(f'{u.by} {_NEEDS[u.op]}' for u in plays)}, but no pile, "
            f"deal or draw ever supplies them (set-up lays out {laid}); say which pile holds "
            "them or how players get them", str(plays[0].cite), None, "piles",
            kind=Kind.MISSING,
            citations=tuple(dict.fromkeys(str(u.cite) for u in (*plays, *made))),
            facts=facts(component=name, played_by=[u.by for u in plays],
                        laid_out=[u.pile or u.component for u in made])))
    return out


_ARTICLES = ("the ", "a ", "an ")


def _bare(called: str) -> str:
    """A pile's name as a passage prints it, folded and without a leading article."""
    name = fold(called)
    for article in _ARTICLES:
        if name.startswith(article):
            return name[len(article):]
    return name


def check_pile_names(rules: Any) -> list[Finding]:
    """No section speaks of a pile by a bare name (``the DECK``) while it names two or more
    piles apart by that name with a qualifier (``the base DECK``, ``the enchanted DECK``)."""
    named = [(u.called, u.by, u.cite) for u in getattr(rules, "piles", ()) if u.called]
    named += [(m.called, m.by, m.cite) for m in getattr(rules, "pile_mentions", ())]
    sections: dict[tuple[str, object, str], list[tuple[str, str, Any]]] = {}
    for called, by, cite in named:
        sections.setdefault((cite.book, cite.page, cite.section), []).append((called, by, cite))
    out = []
    for (_, _, section), mentions in sections.items():
        names = {_bare(called) for called, _, _ in mentions}
        for bare in sorted(names):
            apart = sorted(n for n in names if n.endswith(" " + bare))
            if len(apart) < 2:
                continue
            plain = [m for m in mentions if _bare(m[0]) == bare]
            qualified = [m for m in mentions if _bare(m[0]) in apart]
            shown = {_bare(c): c for c, _, _ in qualified}
            out.append(Finding(
                f"piles:which:{fold(section)}:{bare}", "check_pile_names",
                f"{section} tells {len(apart)} piles apart by name "
                f"({', '.join(repr(shown[n]) for n in apart)}), yet "
                f"{len(plain)} of its passages say only {plain[0][0]!r}, not which of them "
                f"(name the pile in each): {'; '.join(by for _, by, _ in plain)}",
                str(plain[0][2]), None, "piles",
                kind=Kind.MISSING,
                citations=tuple(dict.fromkeys(str(c) for _, _, c in (*plain, *qualified))),
                facts=facts(section=section, bare=bare, piles=apart,
                            unqualified=[by for _, by, _ in plain])))
    return out


CHECKS = (check_piles, check_supplied, check_pile_names)
"""The pile checks, in report order."""
