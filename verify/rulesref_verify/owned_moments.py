"""A player's own phase in a game whose phases are shared, and one word for the spans of
two kinds of owner.

:func:`check_owned_moments` reads the model's ``named_moments``
(:class:`rulesref.core.sequences.NamedMoment`) that give a span of play an owner (``your
movement phase``) and the canonical sequences' steps: where the step the words name is one
that several players each take a part of in turn (its ``players``), no player has such a
phase of their own, so the words may mean that player's part of it or the whole of it. One
finding per step, naming every place and citing the sequence.
:func:`check_moment_owners` reads the same records' ``whose``: where the book gives one
word for a span (``turn``) to owners of two kinds (a player's turn and a piece's turn), the
word names two spans, and a rule timed by one of them (until the piece's next turn) leaves
the reader to guess which. Any model with these records gets both checks from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts

#: What ``whose`` says of a span that is a player's own.
PLAYER = "player"


def _shared_steps(rules: Any) -> dict[str, tuple[Any, Any]]:
    """Every step of a canonical sequence that players share in turn, folded, with the
    sequence it is in."""
    found: dict[str, tuple[Any, Any]] = {}
    for sequence in getattr(rules, "sequences", ()):
        if not sequence.canonical:
            continue
        for step in sequence.steps:
            if len(step.players) > 1:
                found.setdefault(fold(step.name), (step, sequence))
    return found


def check_owned_moments(rules: Any) -> list[Finding]:
    """No rule speaks of one player's own part of the sequence where the step it names is
    shared by every player in turn."""
    owned = [m for m in getattr(rules, "named_moments", ())
             if m.owner and getattr(m, "whose", None) in (None, PLAYER)]
    if not owned:
        return []
    shared = _shared_steps(rules)
    places: dict[str, list[Any]] = {}
    for moment in owned:
        unit = fold(moment.unit)
        if unit in shared:
            places.setdefault(unit, []).append(moment)
    out = []
    for unit, moments in places.items():
        step, sequence = shared[unit]
        said = "; ".join(f"{m.rule} ({m.cite.short()}): '{m.words}'" for m in moments)
        turns = ", then ".join(step.players)
        cites = tuple(dict.fromkeys((*(str(m.cite) for m in moments),
                                     str(step.cite or sequence.cite))))
        out.append(Finding(
            f"moment:owned:{unit}", "check_owned_moments",
            f"{said}: {'these speak' if len(moments) > 1 else 'this speaks'} of a player's "
            f"own {moments[0].unit}, but there is one {step.name} that the players share, "
            f"{turns} ({sequence.cite.short()}); say whether that player's part of it or "
            "the whole of it is meant", cites[0], None, "named_moments",
            kind=Kind.UNDEFINED, citations=cites,
            facts=facts(unit=unit, players=list(step.players),
                        places=[f"{m.rule}: {m.words}" for m in moments])))
    return out


def _named_at(moment: Any) -> str:
    """A moment's rule and where it is printed, the place left out where it only repeats
    the rule's name."""
    where = moment.cite.short()
    return moment.rule if where == moment.rule else f"{moment.rule} ({where})"


def check_moment_owners(rules: Any) -> list[Finding]:
    """One word for a span of play is not given to owners of two kinds (a player's turn and
    a piece's turn): the places that make it each owner's are reported together, citing
    every one."""
    owners: dict[str, dict[str, list[Any]]] = {}
    for moment in getattr(rules, "named_moments", ()):
        whose = getattr(moment, "whose", None)
        if whose:
            owners.setdefault(fold(moment.unit), {}).setdefault(fold(whose), []).append(moment)
    out = []
    for unit, kinds in owners.items():
        if len(kinds) < 2:
            continue
        said = "; ".join(
            f"a {places[0].whose}'s at " + ", ".join(
                f"{_named_at(m)}: '{m.words}'" for m in places)
            for places in kinds.values())
        cites = tuple(dict.fromkeys(str(m.cite) for places in kinds.values() for m in places))
        word = next(iter(kinds.values()))[0].unit
        out.append(Finding(
            f"moment:two-owners:{unit}", "check_moment_owners",
            f"the book's '{word}' is {len(kinds)} different spans of play: {said}; a rule "
            f"timed by one of them leaves the reader to guess which is meant: give each its "
            "own word", cites[0], None, "named_moments", kind=Kind.CONFLICT, citations=cites,
            facts=facts(unit=unit, owners=sorted(kinds),
                        places=[f"{m.rule}: {m.words}" for places in kinds.values()
                                for m in places])))
    return out
