"""Keyword changes to a target number: which changes of the keywords named for an attack can
apply to it, and the order of applying them that gives the lowest number (the Rule of
Carnage). Used by :func:`~rulesref.games.hobgoblin.lookups.target_number` when keywords are
named; re-exported there.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from rulesref.core.citation import Citation
from rulesref.core.conditions import can_hold
from rulesref.core.effect_words import condition_words, when_words
from rulesref.core.keywords import TargetNumberEffect
from rulesref.core.record import result
from rulesref.games.hobgoblin.lookups import attack_facts, find_keyword, shooter_engaged
from rulesref.games.hobgoblin.situation import ATTACK_PHASES

if TYPE_CHECKING:
    from rulesref.core.keywords import KeywordDef
    from rulesref.games.hobgoblin.lookups import AttackKind
    from rulesref.games.hobgoblin.model import Hobgoblin, UnitType

Change = tuple["KeywordDef", TargetNumberEffect]


@result
class Modifier:
    """One applied target number change."""

    keyword: str
    side: str
    delta: int
    clamp: int
    before: int
    after: int
    condition: str | None
    cite: Citation


@result
class Skipped:
    """A target number change of a named keyword that cannot apply to this attack."""

    keyword: str
    side: str
    why: str
    cite: Citation


def changes(rules: Hobgoblin, att: UnitType, dfn: UnitType, attack: AttackKind,
            att_texts: list[str], dfn_texts: list[str]) -> tuple[list[Change], list[Skipped]]:
    """The target number changes of the keywords named for each side that can apply to this
    attack, and those that cannot."""
    at = ATTACK_PHASES[attack]
    engaged = shooter_engaged(rules) if attack == "shooting" else None
    sides = {"attacker": attack_facts(rules, att, att_texts, at, engaged=engaged),
             "defender": attack_facts(rules, dfn, dfn_texts, at)}
    effects: list[Change] = []
    skipped: list[Skipped] = []
    for side, texts in (("attacker", att_texts), ("defender", dfn_texts)):
        seen: set[str] = set()
        for text in texts:
            kw = find_keyword(rules, text)
            if kw.name in seen:
                continue  # a unit has one copy of a keyword (Duplicate Keywords, p. 9)
            seen.add(kw.name)
            for eff in kw.effects:
                if not (isinstance(eff, TargetNumberEffect) and eff.side == side
                        and eff.attack in (attack, "always")):
                    continue
                decide = sides[side].decide
                if can_hold(eff.condition, decide) and can_hold(eff.requires, decide):
                    effects.append((kw, eff))
                else:
                    skipped.append(Skipped(kw.name, side, when_words(eff), eff.cite or kw.cite))
    return effects, skipped


def lowest(base: int, effects: list[Change]) -> tuple[Modifier, ...]:
    """The steps from ``base`` through every change, each clamped as its rule says, in the
    order that ends lowest (the first such order as the changes were named)."""
    best: tuple[Modifier, ...] = ()
    best_value = None
    for order in itertools.permutations(effects):
        steps = []
        current = base
        for kw, eff in order:
            after = current + eff.delta
            after = max(eff.clamp, after) if eff.delta < 0 else min(eff.clamp, after)
            words = condition_words(eff.condition) if eff.condition else None
            steps.append(Modifier(kw.name, eff.side, eff.delta, eff.clamp, current, after,
                                  words, kw.cite))
            current = after
        if best_value is None or current < best_value:
            best, best_value = tuple(steps), current
    return best
