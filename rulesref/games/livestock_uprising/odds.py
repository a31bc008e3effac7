"""Exact battle odds for Livestock Uprising, as fractions.

A battle adds dice to each side's printed total (one die, or two for a Super Army), with
three twists the rules define: a defender with no defense points loses without a roll; a
Super Army's roll of 12 wins and of 2 loses outright; and an attacker needs attack points to
attack at all. Where two automatic results contradict each other the ruleset's recorded
reading decides (``super_army.clash``). Pure functions of the loaded model.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from rulesref.core.citation import Citation
from rulesref.errors import RulesError
from rulesref.games.livestock_uprising.model import (
    BattleResult,
    ClashReading,
    Count,
    LivestockUprising,
    Side,
)


@dataclass(frozen=True, slots=True)
class Route:
    """One way a battle can end: how it is decided, the result and its probability."""

    route: str
    result: BattleResult
    probability: Fraction
    automatic: bool
    cite: Citation
    reading: str | None = None


@dataclass(frozen=True, slots=True)
class Casualties:
    """Who discards how many units for one result."""

    side: Side
    count: int
    cite: Citation
    reading: str | None = None


@dataclass(frozen=True, slots=True)
class Odds:
    """The exact odds of one battle, itemised by route."""

    attack: int
    defense: int
    attacker_super: bool
    defender_super: bool
    clash: ClashReading
    blocked_by: Count | None
    routes: tuple[Route, ...]
    casualties: Mapping[BattleResult, Casualties]
    destroys_troopless: bool
    dice_reading: str | None = None
    """The reading the dice rest on (their faces), when any die is rolled."""

    @property
    def allowed(self) -> bool:
        """Whether the attack may be made at all."""
        return self.blocked_by is None

    def probability(self, result: BattleResult) -> Fraction:
        """The exact probability of ``result`` (zero for every result of a blocked attack)."""
        return sum((r.probability for r in self.routes if r.result is result), Fraction(0))

    @property
    def attacker_wins(self) -> Fraction:
        """Probability the attacker wins."""
        return self.probability(BattleResult.ATTACKER_WINS)

    @property
    def tie(self) -> Fraction:
        """Probability of a tie."""
        return self.probability(BattleResult.TIE)

    @property
    def defender_wins(self) -> Fraction:
        """Probability the defender wins."""
        return self.probability(BattleResult.DEFENDER_WINS)

    @property
    def automatic(self) -> Fraction:
        """Probability the battle is decided by an automatic result or No Defense."""
        return sum((r.probability for r in self.routes if r.automatic), Fraction(0))

    @property
    def readings(self) -> tuple[str, ...]:
        """The ids of the readings the result depends on (routes, then casualties)."""
        rolled = any(r.route != "no defense" for r in self.routes)
        ids = [self.dice_reading] if self.dice_reading and rolled else []
        ids += [r.reading for r in self.routes if r.reading]
        ids += [c.reading for res, c in self.casualties.items()
                if c.reading and self.probability(res) > 0]
        return tuple(dict.fromkeys(ids))


@cache
def dice_sums(dice: int, faces: int = 6) -> Mapping[int, int]:
    """How many ways ``dice`` dice of ``faces`` faces give each sum (two six-sided dice:
    36 ways in all)."""
    return Counter(sum(roll) for roll in itertools.product(range(1, faces + 1), repeat=dice))


def battle_odds(
    rules: LivestockUprising,
    attack: int,
    defense: int,
    *,
    attacker_super: bool = False,
    defender_super: bool = False,
    clash: ClashReading | None = None,
) -> Odds:
    """The exact odds of a battle between an attack total and a defense total.

    ``attack`` and ``defense`` are the printed points of the units on each side (before
    dice). ``clash`` overrides the ruleset's reading for contradicting automatic results.
    An attack the rules forbid (too few attack points) gives no routes and ``blocked_by``.

    :raises RulesError: when a total is negative.
    """
    for name, value in (("attack", attack), ("defense", defense)):
        if value < 0:
            raise RulesError(f"the {name} total cannot be negative (got {value!r})")
    battle = rules.battle
    reading = rules.super_army.clash if clash is None else clash

    def odds(blocked_by: Count | None, routes: tuple[Route, ...]) -> Odds:
        return Odds(
            attack=attack, defense=defense, attacker_super=attacker_super,
            defender_super=defender_super, clash=reading, blocked_by=blocked_by,
            routes=routes, casualties=_casualties(rules, attacker_super, defender_super),
            destroys_troopless=attacker_super and defense <= battle.no_defense.threshold,
            dice_reading=battle.die_faces.reading,
        )

    if attack < battle.min_attack_points.value:
        return odds(battle.min_attack_points, ())
    if defense <= battle.no_defense.threshold:
        no_defense = battle.no_defense
        super_involved = attacker_super or defender_super
        return odds(None, (Route("no defense", no_defense.result, Fraction(1), True,
                                 no_defense.cite,
                                 no_defense.reading if super_involved else None),))
    return odds(None, _rolled_routes(rules, attack, defense, attacker_super, defender_super,
                                     reading))


def _casualties(
    rules: LivestockUprising, attacker_super: bool, defender_super: bool
) -> dict[BattleResult, Casualties]:
    sup = rules.super_army
    out: dict[BattleResult, Casualties] = {}
    for outcome in rules.battle.outcomes:
        if outcome.casualty_side is None:
            continue
        winner_super = defender_super if outcome.casualty_side is Side.ATTACKER else attacker_super
        if winner_super:
            out[outcome.result] = Casualties(outcome.casualty_side, sup.casualties.value,
                                             sup.casualties.cite, sup.casualties_reading)
        else:
            out[outcome.result] = Casualties(outcome.casualty_side, outcome.casualties,
                                             outcome.cite)
    return out


def _rolled_routes(
    rules: LivestockUprising, attack: int, defense: int, attacker_super: bool,
    defender_super: bool, clash: ClashReading,
) -> tuple[Route, ...]:
    battle, sup = rules.battle, rules.super_army
    a_dice = sup.dice.value if attacker_super else battle.attack_dice.value
    d_dice = sup.dice.value if defender_super else battle.defense_dice.value
    faces = battle.die_faces.value
    total_ways = faces ** (a_dice + d_dice)
    win, loss = sup.automatic_win.value, sup.automatic_loss.value
    Key = tuple[str, BattleResult, bool, str | None]
    tally: Counter[Key] = Counter()
    for a_roll, a_ways in dice_sums(a_dice, faces).items():
        for d_roll, d_ways in dice_sums(d_dice, faces).items():
            by_totals = _compare(attack + a_roll, defense + d_roll)
            key: Key
            for_att, for_def = [], []
            if attacker_super and a_roll == win:
                for_att.append(f"attacker rolled {win}")
            if defender_super and d_roll == loss:
                for_att.append(f"defender rolled {loss}")
            if attacker_super and a_roll == loss:
                for_def.append(f"attacker rolled {loss}")
            if defender_super and d_roll == win:
                for_def.append(f"defender rolled {win}")
            if for_att and for_def:
                name = f"both rolled {a_roll}"
                result = by_totals if clash is ClashReading.COMPARE_TOTALS else BattleResult.TIE
                key = (name, result, True, sup.clash_reading)
            elif for_att or for_def:
                result = (BattleResult.ATTACKER_WINS if for_att
                          else BattleResult.DEFENDER_WINS)
                key = (" and ".join(for_att or for_def), result, True, sup.roll_reading)
            else:
                key = ("totals", by_totals, False, None)
            tally[key] += a_ways * d_ways
    routes = []
    for (name, result, automatic, reading), ways in tally.items():
        cite = sup.automatic_win.cite if automatic else _outcome_cite(rules, result)
        routes.append(Route(name, result, Fraction(ways, total_ways), automatic, cite, reading))
    order = {r: i for i, r in enumerate(BattleResult)}
    routes.sort(key=lambda r: (r.automatic, order[r.result], r.route))
    return tuple(routes)


def _compare(attack_strength: int, defense_strength: int) -> BattleResult:
    if attack_strength > defense_strength:
        return BattleResult.ATTACKER_WINS
    if attack_strength < defense_strength:
        return BattleResult.DEFENDER_WINS
    return BattleResult.TIE


def _outcome_cite(rules: LivestockUprising, result: BattleResult) -> Citation:
    return next(o.cite for o in rules.battle.outcomes if o.result is result)
