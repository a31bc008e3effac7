"""The army-rule engine: each army rule of ``army_rules.yaml`` as one object.

A rule with a declarative ``constraint`` is a :class:`Rule`: it says itself whether it
refuses a single purchase (:meth:`Rule.refuses`, what the builder may offer and what the
validator reports of a purchase on its own) and which purchases it can speak about at all
(:meth:`Rule.speaks_about`, from which the validator's fast path is derived). A rule the
validator keeps as code is a :class:`CodeRule`. Every rule object also carries its
BattleScribe form: the export writes constraints for it, or it says why the format cannot
(:attr:`Rule.inexpressible`). The validator (:mod:`.army`), the builder's offers
(:mod:`.buying`), ``export battlescribe`` (:mod:`.battlescribe.constraints`) and the
rule-coverage report (:mod:`.battlescribe.coverage`) all read these objects.

Pure functions of the model; cached per model.
"""

from __future__ import annotations

from functools import cache

from rulesref.core import names
from rulesref.core.record import result
from rulesref.games.hobgoblin.model import (
    ArmyConstraint,
    ArmyRule,
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

    inexpressible: str | None = None
    """Why the BattleScribe format cannot say this rule, or ``None`` when the export writes
    it as constraints, modifiers and conditions."""

    @classmethod
    def of(cls, code: str, constraint: ArmyConstraint) -> Rule:
        """The rule with its purchase filter's keywords and column filled in."""
        pf = constraint.purchases
        return cls(code, constraint,
                   frozenset(names.fold(k) for k in pf.keywords) if pf else frozenset(),
                   pf.column if pf else None, INEXPRESSIBLE.get(code))

    def refuses(self, utype: UnitType, folded: str, column: str, starting: frozenset[str],
                grouped: frozenset[str], held: frozenset[str] | None = None) -> bool:
        """Whether this rule alone refuses one purchase: a keyword (its folded name, its
        cost-table column) bought by a unit of ``utype``, which starts with ``starting``
        (folded names, its footprint included), where ``grouped`` are the keywords some
        ``unit_count`` list limits together, and ``held`` what the unit holds with it
        (``None`` when not known: a ``requires`` rule then refuses nothing). Rules that count
        purchases (each entry once, per column, per army) refuse no purchase on its own."""
        c = self.constraint
        if c.kind is ConstraintKind.ALLOW:
            return folded in self.keywords and not type_matches(c.unit_types, utype)
        if c.kind is ConstraintKind.ONLY:
            return (self.column == column and type_matches(c.unit_types, utype)
                    and folded not in self.keywords)
        if c.kind is ConstraintKind.DENY_STARTING:
            # the footprints are the business of the rules that limit them together
            return self.column == column and folded in starting and folded not in grouped
        if c.kind is ConstraintKind.REQUIRES:
            return (held is not None and folded in self.keywords
                    and names.fold(c.needs or "") not in held)
        return False

    def refusal_words(self, unit_name: str, keyword: str) -> str | None:
        """Why the rule refuses a purchase, in its own words, where it has them (a starting
        duplicate); otherwise ``None``, and the ban it enforces, or its summary, says why."""
        if self.constraint.kind is ConstraintKind.DENY_STARTING:
            return f"{unit_name} already starts with {keyword}"
        return None

    def speaks_about(self, folded: str, column: str) -> bool:
        """Whether this rule can say anything of a purchase of the keyword (folded name,
        cost-table column) on some unit: what the validator's fast path asks of each rule."""
        pf = self.constraint.purchases
        if self.constraint.kind in (ConstraintKind.POINTS, ConstraintKind.CHOICE_COUNT):
            return False
        if pf is None or pf.each:
            return True
        return folded in self.keywords or (pf.column is not None and pf.column == column)


    @property
    def reads(self) -> frozenset[str]:
        """The fields of a unit, besides its keywords, that this rule speaks about: a
        ``choice_count`` rule, the choices (an allegiance)."""
        c = self.constraint
        return (frozenset({c.choice}) if c.kind is ConstraintKind.CHOICE_COUNT and c.choice
                else frozenset())


@result
class CodeRule:
    """An army rule the validator keeps as code (names the book lists, the artefact's carrier
    and bans, base sizes, solo play, the warnings), with its BattleScribe form."""

    code: str
    record: ArmyRule
    inexpressible: str | None = None
    """Why the BattleScribe format cannot say this rule, or ``None`` when the export writes
    it from the same model data."""
    reads: frozenset[str] = frozenset()
    """The fields of a unit, besides its keywords, that this rule speaks about (the
    validator's fast path takes the long way for a unit that sets one)."""


#: The unit fields each rule kept as code reads, by code: the rule objects' ``reads``.
READS: dict[str, frozenset[str]] = {
    "HG018": frozenset({"base"}),
    "HG022": frozenset({"allegiance"}),
    "HGW03": frozenset({"allegiance"}),
}


#: Why the BattleScribe format cannot say a rule, by code: the rule objects' ``inexpressible``.
INEXPRESSIBLE: dict[str, str] = {
    "HG018": "a base size is two numbers; the format has no numeric field a constraint can "
             "check (the roster keeps the size as text)",
    "HG019": "solo play is how the list is used, not something in the list",
    "HGW01": "the format has errors but no warnings",
    "HGW02": "the format has errors but no warnings",
    "HGW03": "the format has errors but no warnings",
}


@cache
def engine(rules: Hobgoblin) -> tuple[Rule | CodeRule, ...]:
    """Every army rule as its object, in the order of ``army_rules.yaml``."""
    found = {r.code: r for r in limits(rules).all}
    return tuple(found.get(r.code) or CodeRule(r.code, r, INEXPRESSIBLE.get(r.code),
                                               READS.get(r.code, frozenset()))
                 for r in rules.army_rules)


@cache
def unit_fields_read(rules: Hobgoblin) -> tuple[str, ...]:
    """Every unit field besides the keywords that some rule speaks about (what the
    validator's fast path must find unset)."""
    return tuple(sorted(frozenset().union(*(o.reads for o in engine(rules)))))


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
    all: tuple[Rule, ...] = ()
    """Every declarative rule, in file order."""

    @property
    def purchase_rules(self) -> tuple[Rule, ...]:
        """The rules that may refuse a single purchase (:meth:`Rule.refuses`), in the order
        the builder and the validator ask them: starting duplicates, then allow-lists,
        only-lists and needs."""
        return (*self.deny_starting, *self.allow, *self.only, *self.requires)

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
        all=tuple(found),
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
