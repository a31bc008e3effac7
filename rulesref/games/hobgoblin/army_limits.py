"""The declarative army rules (``constraint`` in ``army_rules.yaml``), gathered by kind for
the validator: what :mod:`.army` checks comes from here, and the BattleScribe export reads
the same records (:mod:`.battlescribe.constraints`), so the two cannot disagree.

Pure functions of the model; cached per model.
"""

from __future__ import annotations

from functools import cache

from rulesref.core import names
from rulesref.core.record import result
from rulesref.games.hobgoblin.model import (
    ArmyConstraint,
    ConstraintKind,
    Hobgoblin,
    TypeFilter,
    UnitType,
)

#: Number words for messages ("more than two").
WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}
#: A cost-table column's purchases, in the plural.
PLURAL = {"Strength": "strengths", "Weakness": "weaknesses"}


def word(number: int) -> str:
    """``2`` as ``two`` (numbers without a word as digits)."""
    return WORDS.get(number, str(number))


@result
class Rule:
    """One declarative army rule: its code and constraint, with what its purchase filter
    names worked out once (the validator asks for them for every purchase)."""

    code: str
    constraint: ArmyConstraint
    keywords: frozenset[str] = frozenset()
    """Folded names of the keywords its purchase filter lists."""
    column: str | None = None
    """The cost-table column its purchase filter names."""

    @classmethod
    def of(cls, code: str, constraint: ArmyConstraint) -> Rule:
        """The rule with its purchase filter's keywords and column filled in."""
        pf = constraint.purchases
        return cls(code, constraint,
                   frozenset(names.fold(k) for k in pf.keywords) if pf else frozenset(),
                   pf.column if pf else None)


@result
class Limits:
    """The declarative army rules by kind."""

    points: tuple[Rule, ...]
    army_counts: tuple[Rule, ...]
    each: tuple[Rule, ...]
    """``unit_count`` over each entry on its own (each listed keyword once)."""
    by_column: tuple[Rule, ...]
    """``unit_count`` over a column (two purchased weaknesses)."""
    by_keywords: tuple[Rule, ...]
    """``unit_count`` over a list of keywords (one footprint purchase)."""
    deny_starting: tuple[Rule, ...]
    allow: tuple[Rule, ...]
    only: tuple[Rule, ...]
    requires: tuple[Rule, ...]
    choices: tuple[Rule, ...]

    together: frozenset[str] = frozenset()
    """Folded names of the keywords some ``unit_count`` list limits together."""

    def grouped(self) -> frozenset[str]:
        """Folded names of the keywords some ``unit_count`` list limits together."""
        return self.together


@cache
def limits(rules: Hobgoblin) -> Limits:
    """The model's declarative army rules, by kind, in the order of ``army_rules.yaml``."""
    found = [Rule.of(r.code, r.constraint) for r in rules.army_rules if r.constraint is not None]

    def kind(k: ConstraintKind) -> tuple[Rule, ...]:
        return tuple(r for r in found if r.constraint.kind is k)

    counts = kind(ConstraintKind.UNIT_COUNT)
    return Limits(
        points=kind(ConstraintKind.POINTS),
        army_counts=kind(ConstraintKind.ARMY_COUNT),
        each=tuple(r for r in counts if r.constraint.purchases is None
                   or r.constraint.purchases.each),
        by_column=tuple(r for r in counts if r.column is not None),
        by_keywords=tuple(r for r in counts if r.keywords and r.column is None),
        deny_starting=kind(ConstraintKind.DENY_STARTING),
        allow=kind(ConstraintKind.ALLOW),
        only=kind(ConstraintKind.ONLY),
        requires=kind(ConstraintKind.REQUIRES),
        choices=kind(ConstraintKind.CHOICE_COUNT),
        together=frozenset(k for r in counts if r.keywords and r.column is None
                           for k in r.keywords),
    )


def type_matches(tf: TypeFilter | None, utype: UnitType) -> bool:
    """Whether a unit type is one a constraint concerns (every type, without a filter)."""
    if tf is None:
        return True
    return (utype.name in tf.names or tf.footprint == utype.footprint
            or (tf.name_contains is not None and tf.name_contains in utype.name))


def allow_message(rule: Rule, label: str, written: str, keyword: str, utype: UnitType) -> str:
    """Why a unit type may not buy a keyword an ``allow`` rule keeps for other types."""
    tf = rule.constraint.unit_types
    if tf is not None and tf.footprint is not None:
        return (f"{label}: {written} is only for unit types listed {tf.footprint}; "
                f"{utype.name} is already {utype.footprint}")
    if tf is not None and tf.name_contains is not None:
        return (f"{label}: {keyword} is only for unit types with {tf.name_contains} in "
                f"their name, not {utype.name}")
    listed = " and ".join(tf.names) if tf is not None else ""
    return f"{label}: {keyword} is only for {listed}, not {utype.name}"
