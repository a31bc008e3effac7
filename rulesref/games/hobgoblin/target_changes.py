"""Keyword changes to a target number: which changes of the keywords named for an attack, and
of the keywords the unit types hold of their own, can apply to it, and the order of applying
them that gives the lowest number (the Rule of Carnage). Used by
:func:`~rulesref.games.hobgoblin.lookups.target_number`; re-exported there.

A named keyword's change applies whenever its condition can hold (naming it says it holds).
A unit type's own keyword's change applies at once when it has no condition; with one that
can hold, it is listed apart with the target number it gives when it holds (Heavy Cavalry's
Devastating Charge: 2+ after a 6" advance, instead of the chart's 3+ against Light Infantry).
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
    from rulesref.games.hobgoblin.lookups import AttackKind
    from rulesref.games.hobgoblin.model import Hobgoblin, UnitType
    from rulesref.games.hobgoblin.model.keywords import KeywordDef

Change = tuple["KeywordDef", TargetNumberEffect, str]
"""A keyword's change with where the unit got the keyword (:data:`NAMED` or :data:`OWN`)."""

#: A keyword named for the attack.
NAMED = "named"
#: A keyword the unit type holds of its own (its starting keywords and what they grant).
OWN = "unit type"


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
    source: str = NAMED
    """Where the unit got the keyword: :data:`NAMED` or :data:`OWN`."""


@result
class Conditional:
    """A change of a unit type's own keyword that applies only when its condition holds."""

    keyword: str
    side: str
    delta: int
    clamp: int
    condition: str
    """What switches it on, in words (``it advanced 6" or more this round``)."""
    value: int
    """The target number when it holds (with every change that applies anyway)."""
    cite: Citation


@result
class Skipped:
    """A target number change of a named keyword that cannot apply to this attack."""

    keyword: str
    side: str
    why: str
    cite: Citation
    source: str = NAMED
    """Where the unit got the keyword: :data:`NAMED` or :data:`OWN`."""


@result
class Changes:
    """What the keywords of both sides do to one attack's target number."""

    applied: tuple[Change, ...]
    """The changes that apply: every named keyword's that can hold, and the unit types' own
    without a condition."""
    conditional: tuple[Change, ...]
    """The unit types' own changes whose condition can hold, applying only when it does."""
    skipped: tuple[Skipped, ...]
    """The changes that cannot apply to this attack."""


def changes(rules: Hobgoblin, att: UnitType, dfn: UnitType, attack: AttackKind,
            att_texts: list[str], dfn_texts: list[str], *, own: bool = False) -> Changes:
    """The target number changes of the keywords named for each side (and with ``own``, of
    the keywords each unit type holds of its own) that can apply to this attack, those that
    apply only under a condition, and those that cannot apply."""
    at = ATTACK_PHASES[attack]
    engaged = shooter_engaged(rules) if attack == "shooting" else None
    sides = {"attacker": attack_facts(rules, att, att_texts, at, engaged=engaged),
             "defender": attack_facts(rules, dfn, dfn_texts, at)}
    applied: list[Change] = []
    conditional: list[Change] = []
    skipped: list[Skipped] = []
    for side, unit, texts in (("attacker", att, att_texts), ("defender", dfn, dfn_texts)):
        decide = sides[side].decide
        for kw, source in _side_keywords(rules, unit, texts, own):
            for eff in kw.effects:
                if not (isinstance(eff, TargetNumberEffect) and eff.side == side
                        and eff.attack in (attack, "always")):
                    continue
                if not (can_hold(eff.condition, decide) and can_hold(eff.requires, decide)):
                    skipped.append(Skipped(kw.name, side, when_words(eff), eff.cite or kw.cite,
                                           source))
                elif source == OWN and eff.condition is not None:
                    conditional.append((kw, eff, source))
                else:
                    applied.append((kw, eff, source))
    return Changes(tuple(applied), tuple(conditional), tuple(skipped))


def _side_keywords(rules: Hobgoblin, unit: UnitType, texts: list[str], own: bool
                   ) -> list[tuple[KeywordDef, str]]:
    """The keywords of one side, each once (a unit has one copy of a keyword, Duplicate
    Keywords, p. 9): those named, then, with ``own``, the rest of what the unit holds."""
    found: dict[str, tuple[KeywordDef, str]] = {}
    for text in texts:
        kw = find_keyword(rules, text)
        found.setdefault(kw.name, (kw, NAMED))
    if own:
        from rulesref.core.keywords import KeywordRef
        from rulesref.games.hobgoblin.profiles import unit_keywords

        held, _ = unit_keywords(rules, unit, [KeywordRef.parse(t) for t in texts])
        for ref in held:
            kw = find_keyword(rules, ref.name)
            found.setdefault(kw.name, (kw, OWN))
    return list(found.values())


def conditional_values(base: int, found: Changes) -> tuple[Conditional, ...]:
    """Each conditional change with the target number it gives when it holds, the changes
    that apply anyway included."""
    out = []
    for change in found.conditional:
        kw, eff, _ = change
        steps = lowest(base, [*found.applied, change])
        assert eff.condition is not None
        out.append(Conditional(kw.name, eff.side, eff.delta, eff.clamp,
                               condition_words(eff.condition), steps[-1].after,
                               eff.cite or kw.cite))
    return tuple(out)


def lowest(base: int, effects: list[Change] | tuple[Change, ...]) -> tuple[Modifier, ...]:
    """The steps from ``base`` through every change, each clamped as its rule says, in the
    order that ends lowest (the first such order as the changes were named)."""
    best: tuple[Modifier, ...] = ()
    best_value = None
    for order in itertools.permutations(effects):
        steps = []
        current = base
        for kw, eff, source in order:
            after = current + eff.delta
            after = max(eff.clamp, after) if eff.delta < 0 else min(eff.clamp, after)
            words = condition_words(eff.condition) if eff.condition else None
            steps.append(Modifier(kw.name, eff.side, eff.delta, eff.clamp, current, after,
                                  words, kw.cite, source))
            current = after
        if best_value is None or current < best_value:
            best, best_value = tuple(steps), current
    return best
