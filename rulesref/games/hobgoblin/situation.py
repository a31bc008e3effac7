"""What is known about a unit at some moment (army building, its profile, an attack), and
the three-valued answers to condition tests that follow from it.

Lookups, the army validator and the checks read effects through these answers, so that no
code needs to know which keyword a rule is about: an effect applies when its condition can
hold for what is known (:func:`rulesref.core.conditions.verdict`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from rulesref.core.conditions import Predicate, Test
from rulesref.core.effects import (
    Duration,
    Effect,
    FootprintEffect,
    Forbid,
    Grant,
    Ignore,
    Remove,
    Scope,
)
from rulesref.core.names import fold
from rulesref.games.hobgoblin.effect_sources import keyword_name
from rulesref.games.hobgoblin.model import Artefact, Hobgoblin
from rulesref.games.hobgoblin.model.keywords import KeywordDef

#: Facts a predicate reads that a phase produces earlier in the same round.
ROUND_FACTS = {Predicate.ADVANCED: "Movement Phase",
               Predicate.ADVANCED_TOWARDS_VISIBLE_ENEMY: "Movement Phase",
               Predicate.MOVED_THROUGH_TERRAIN: "Movement Phase"}
#: Where Doom from each source is placed, for ``gained_tokens_from``.
DOOM_SOURCES = {"panic": "Panic", "shooting": "Shooting Phase", "close_combat": "Combat Phase"}
#: The phase each kind of attack is made in (Shooting Phase, Combat Phase).
ATTACK_PHASES: dict[str, str] = {"shooting": DOOM_SOURCES["shooting"],
                                 "close_combat": DOOM_SOURCES["close_combat"]}

#: Durations of an effect that holds for as long as its source does.
_LASTING = frozenset({Duration.PERMANENT, Duration.END_OF_GAME, Duration.WHILE})


def standing(effect: Effect) -> bool:
    """Whether the effect is part of its holder's profile: it applies to the holder itself,
    always, with no condition, timing, choice, limit or option."""
    return (effect.scope is Scope.SELF and effect.condition is None and effect.requires is None
            and effect.at is None and effect.duration in _LASTING and not effect.optional
            and effect.choice is None and effect.limit is None)


def reaches_holder(effect: Effect) -> bool:
    """Whether the effect can apply to the unit that holds it: its own scope, or friendly
    units (a unit is always within range of itself, Rules Conventions, p. 8)."""
    return effect.scope in (Scope.SELF, Scope.FRIENDLY)


@cache
def round_order(rules: Hobgoblin) -> tuple[str, ...]:
    """Folded phase and step names of one battle round in order, phases before their steps."""
    seqs = {s.id: s for s in rules.sequences if s.canonical}
    order: list[str] = []

    def walk(seq_id: str) -> None:
        for step in seqs[seq_id].steps:
            order.append(fold(step.name))
            if step.substeps and step.substeps in seqs:
                walk(step.substeps)
    walk(rules.structure.round)
    return tuple(order)


def producer(test: Test) -> str | None:
    """The phase or step that must have happened this round for ``test`` to hold, if any."""
    if test.pred is Predicate.GAINED_TOKENS_FROM and test.source:
        return DOOM_SOURCES.get(test.source)
    if test.pred is Predicate.MOVED_IN and test.source:
        return test.source  # a move in that phase
    return ROUND_FACTS.get(test.pred)


def too_early(rules: Hobgoblin, test: Test, at: str) -> bool:
    """Whether ``test`` cannot hold yet at the phase or step ``at``: what it needs happens
    later in the round."""
    order = round_order(rules)
    need = producer(test)
    if need is None or fold(need) not in order or fold(at) not in order:
        return False
    return order.index(fold(need)) > order.index(fold(at))


@dataclass(frozen=True, slots=True)
class UnitFacts:
    """What is known about one unit. Unknown facts are ``None``; a test on them may hold."""

    keywords: frozenset[str] = frozenset()
    """Folded names of the keywords it has."""
    traits: frozenset[str] = frozenset()
    """Folded trait names of those keywords."""
    complete: bool = False
    """Whether ``keywords`` is everything it has (army building), so a keyword missing from
    it is one the unit does not have; otherwise it may still gain others in play."""
    unit_type: str | None = None
    """Its unit type's name."""
    engaged: bool | None = None
    """Whether it is engaged."""
    automated: bool | None = None
    """Whether it belongs to the automated solo opponent."""
    at: str | None = None
    """The phase or step it is in, for tests that need something earlier in the round."""
    rules: Hobgoblin | None = None
    """The model, for the order of the round (with ``at``)."""

    def decide(self, test: Test) -> bool | None:
        """The test's answer for this unit: ``True``, ``False``, or ``None`` (not known)."""
        if self.at is not None and self.rules is not None and too_early(self.rules, test,
                                                                          self.at):
            return False
        pred = test.pred
        if pred is Predicate.HAS_KEYWORD and test.keyword:
            return self._known(fold(keyword_name(test.keyword)) in self.keywords)
        if pred is Predicate.HAS_TRAIT and test.trait:
            return self._known(fold(test.trait) in self.traits)
        if self.unit_type is not None and test.unit_type:
            if pred is Predicate.UNIT_TYPE:
                return fold(test.unit_type) == fold(self.unit_type)
            if pred is Predicate.UNIT_TYPE_NAME_HAS:
                return fold(test.unit_type) in fold(self.unit_type)
        if pred is Predicate.ENGAGED:
            return self.engaged
        if pred in (Predicate.ENGAGED_WITH, Predicate.FLANK_OR_REAR_CONTACT) and \
                self.engaged is False:
            return False
        if pred is Predicate.AUTOMATED:
            return self.automated
        return None

    def _known(self, present: bool) -> bool | None:
        return True if present else (False if self.complete else None)



# ---------------------------------------------------------------- what a keyword does to its holder


def standing_grants(kw: KeywordDef) -> tuple[str, ...]:
    """The keywords the holder of ``kw`` always has with it, as written (``Command [+1]``)."""
    return tuple(e.keyword for e in kw.effects
                 if isinstance(e, Grant) and e.keyword and standing(e))


Taking = Literal["remove", "forbid", "ignore"]
"""The effect kinds that take a keyword from its holder, or keep it from the holder."""


def standing_names(kw: KeywordDef, kind: Taking) -> frozenset[str]:
    """Folded names of the keywords a standing remove, forbid or ignore of ``kw`` names: what
    its holder loses, cannot gain, or gets no benefit from."""
    return frozenset(fold(keyword_name(e.keyword)) for e in kw.effects
                     if isinstance(e, Remove | Forbid | Ignore) and e.kind == kind
                     and e.keyword and standing(e))


def footprint_of(kw: KeywordDef) -> str | None:
    """The footprint a keyword gives its holder, if it gives one."""
    return next((e.footprint for e in kw.effects
                 if isinstance(e, FootprintEffect) and standing(e)), None)


def conditional_grants(kw: KeywordDef) -> tuple[Grant, ...]:
    """The holder's own grants that are not standing: they apply only at some time or under
    some condition (Sneaky's Distracted on arrival, Ravenous's Devour)."""
    return tuple(e for e in kw.effects
                 if isinstance(e, Grant) and e.scope is Scope.SELF and not standing(e))


def conveyed(artefact: Artefact) -> tuple[str, ...]:
    """The keywords an artefact conveys to the unit that carries it, as written: its
    standing grants."""
    return tuple(e.keyword for e in artefact.effects
                 if isinstance(e, Grant) and e.keyword and standing(e))
