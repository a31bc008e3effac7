"""Hobgoblin's lookup commands as functions: typed arguments in, an answer record out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Verdict
from rulesref.core.record import result

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.lookups import TargetNumber
    from rulesref.games.hobgoblin.model import Hobgoblin

#: What every target number answer says of natural rolls.
NATURAL_ROLLS = "a natural 6 always hits and a natural 1 always misses"


def _rules() -> Hobgoblin:
    from rulesref.games import hobgoblin

    return hobgoblin.load()


def unit_type_names() -> tuple[str, ...]:
    """Every unit type's name, in the book's order (the choices of a unit type argument)."""
    return tuple(u.name for u in _rules().unit_types)


@result
class TnAnswer:
    """The target number one unit type needs against another, and how it was reached."""

    found: TargetNumber
    """The lookup's record: the chart's number, each keyword change, what was skipped."""

    @property
    def verdict(self) -> Verdict:
        """A target number is always an answer."""
        return Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref tn --json`` prints it."""
        found = self.found
        return {
            "attacker": found.attacker,
            "defender": found.defender,
            "attack": found.attack,
            "chart_value": found.chart_value,
            "target_number": found.value,
            "hit_chance": round(found.hit_chance, 6),
            "modifiers": [
                {"keyword": m.keyword, "side": m.side, "delta": m.delta, "clamp": m.clamp,
                 "before": m.before, "after": m.after, "condition": m.condition,
                 "citation": str(m.cite)}
                for m in found.modifiers
            ],
            "skipped": [{"keyword": k.keyword, "side": k.side, "needs": k.why,
                         "citation": str(k.cite)} for k in found.skipped],
            "citation": str(found.cite),
            "note": NATURAL_ROLLS,
        }


def tn(attacker: str, defender: str, *, shooting: bool = False,
       attacker_keywords: Sequence[str] = (),
       defender_keywords: Sequence[str] = ()) -> TnAnswer:
    """The target number ``attacker`` needs to hit ``defender``, with keyword changes.

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises CannotShoot: for a shooting attack by a unit the rules do not let shoot.
    """
    from rulesref.games.hobgoblin.lookups import target_number

    return TnAnswer(found=target_number(
        _rules(), attacker, defender, shooting=shooting,
        attacker_keywords=attacker_keywords, defender_keywords=defender_keywords))
