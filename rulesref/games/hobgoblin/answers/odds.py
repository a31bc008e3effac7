"""Hobgoblin's ``odds`` as a function: the exact Doom an attack places, as an answer record."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Given
from rulesref.core.record import result
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.odds import AttackOdds, DoomOdds

#: The ways Force of Will tokens are spent (the values of
#: :class:`rulesref.games.hobgoblin.odds.ForceOfWill`, kept here so listing the command does
#: not load the calculator; a test keeps the two in step).
FORCE_OF_WILL_MODES = ("one-at-a-time", "all-at-once")


def doom_json(odds: DoomOdds) -> dict[str, Any]:
    """The JSON of one side's Doom distribution."""
    return {
        "unit_type": odds.unit_type,
        "mean": float(odds.mean),
        "distribution": [float(p) for p in odds.distribution],
        "at_least": [float(p) for p in odds.at_least],
        "current_doom": odds.current_doom,
        "courage": odds.courage,
        "breaks_at": odds.breaks_at,
        "broken_probability": float(odds.broken_probability),
    }


@result
class OddsAnswer(Given):
    """The exact distribution of the Doom an attack places, with the rules applied."""

    found: AttackOdds
    """The calculator's result: hits, Doom on each side, the rules applied, notes."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref odds --json`` prints it."""
        found = self.found
        spec = found.spec
        return {
            "attack": {"attacker": found.attacker, "defender": found.defender,
                       "kind": found.attack},
            "target_number": found.target_number,
            "citation": str(found.target.cite),
            "hit_chance": float(found.target.hit_chance),
            "dice": found.dice,
            "force_of_will": {"rerolls": spec.force_of_will,
                              "mode": spec.force_of_will_mode.value},
            "hits": {"mean": float(sum((k * p for k, p in enumerate(found.hits)),
                                       Fraction(0))),
                     "distribution": [float(p) for p in found.hits]},
            **doom_json(found.defender_doom),
            "attacker": None if found.attacker_doom is None
            else doom_json(found.attacker_doom),
            "rules": [{"name": a.name, "side": a.side, "effect": a.effect,
                       "citation": str(a.cite)} for a in found.applied],
            "notes": list(found.notes),
        }


def odds(attacker: str, defender: str, *, shooting: bool = False, dice: int | None = None,
         attacker_keywords: Sequence[str] = (), defender_keywords: Sequence[str] = (),
         defender_doom: int = 0, attacker_doom: int = 0, force_of_will: int = 0,
         force_of_will_mode: str = FORCE_OF_WILL_MODES[0],
         engaged_enemies: int | None = None) -> OddsAnswer:
    """The exact distribution of the Doom ``attacker`` places on ``defender``.

    :raises RulesError: for an unknown unit type, keyword or card, an attack the rules do not
        allow, or more dice than the calculator takes.
    """
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.odds import ForceOfWill, attack_odds

    if force_of_will_mode not in FORCE_OF_WILL_MODES:
        raise RulesError(f"unknown Force of Will mode {force_of_will_mode!r}: one of "
                         f"{', '.join(FORCE_OF_WILL_MODES)}")
    return OddsAnswer(found=attack_odds(
        hobgoblin.load(), attacker, defender, shooting=shooting, dice=dice,
        attacker_keywords=attacker_keywords, defender_keywords=defender_keywords,
        defender_doom=defender_doom, attacker_doom=attacker_doom,
        force_of_will=force_of_will, force_of_will_mode=ForceOfWill(force_of_will_mode),
        engaged_enemies=engaged_enemies))
