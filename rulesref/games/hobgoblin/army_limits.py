"""The army-rule engine: each army rule of ``army_rules.yaml`` as one object.

A rule with a declarative ``constraint`` is a :class:`Rule`, of one class per shape the
constraint takes (:func:`Rule.of` is the one place that reads the shape). Each rule object
does three jobs:

- its check: the validator (:mod:`.army`, :mod:`.army_units`, :mod:`.army_index`) asks every
  rule at each stage of a list's check (:meth:`Rule.check_army` before the units,
  :meth:`Rule.check_repeat`, :meth:`Rule.check_members` and :meth:`Rule.note` on a unit's
  purchases, :meth:`Rule.check_held` on what the unit then holds, :meth:`Rule.check_total` on
  the army's points), and the rule reports its violations with its code and the place;
- what the builder may offer: :meth:`Rule.refuses` says whether the rule alone refuses one
  purchase (:mod:`.buying`), and :meth:`Rule.speaks_about` which purchases it can say
  anything of at all, from which the validator's fast path is derived (:mod:`.army_quick`);
  a rule on names says which keywords as written it refuses at any price
  (:meth:`RuleObject.refusal`, asked by :func:`.army_index.resolve_purchase` for the
  validator, ``cost``, ``unit`` and the export), a rule enforcing bans which bans it checks
  (:meth:`RuleObject.enforces_ban`), and the warnings what they note of an offer
  (:meth:`RuleObject.offer_note`; the reading, :meth:`RuleObject.reading`);
- its BattleScribe form: :meth:`Rule.express` writes its constraints, modifiers and conditions
  into the export (:mod:`.battlescribe.constraints` holds the pieces of the format), or
  :attr:`Rule.inexpressible` says why the format cannot.

A rule the validator keeps as code is a :class:`CodeRule`. The validator, the builder's
offers, ``export battlescribe`` and the rule-coverage report (:mod:`.battlescribe.coverage`)
all iterate :func:`engine`; nothing outside this module asks a rule for its shape.

Pure functions of the model; cached per model.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.keywords import KeywordRef
from rulesref.core.quoting import quoted
from rulesref.core.record import result
from rulesref.core.yamlio import PathKey
from rulesref.errors import RulesError, UnknownNameError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_list import did_you_mean
from rulesref.games.hobgoblin.model import (
    ArmyConstraint,
    ArmyRule,
    Artefact,
    ConstraintKind,
    Hobgoblin,
    TypeFilter,
    UnitType,
)
from rulesref.games.hobgoblin.model.keywords import KeywordDef

if TYPE_CHECKING:  # only for the types: the export is imported where it is written, and
    # the bans are read from the effects by the builder's module, which reads these objects
    from rulesref.core.readings import Reading
    from rulesref.games.hobgoblin.battlescribe.constraints import Export
    from rulesref.games.hobgoblin.buying import Ban

#: Number words for messages ("more than two").
WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}
#: A cost-table column's purchases, in the plural.
PLURAL = {"Strength": "strengths", "Weakness": "weaknesses"}


def word(number: int) -> str:
    """``2`` as ``two`` (numbers without a word as digits)."""
    return WORDS.get(number, str(number))


class Report(Protocol):
    """Where a rule's check reports a problem (the validator's collector)."""

    def add(self, code: str, path: PathKey, message: str) -> None:
        """Report a problem of the rule ``code`` at ``path``."""


#: A purchase of a unit as a rule's check sees it: its index in the unit's keywords, and its
#: :class:`.army_index.Plan` (the purchase resolved, priced and read by the rules).
Placed = tuple[int, Any]

#: A keyword a unit gains, as a ban's check sees it: its place in the list, the keyword, and
#: whether the unit buys it (else its artefact conveys it).
Gained = tuple[PathKey, KeywordDef, bool]


@result
class Written:
    """A keyword as written in a list, looked up in the book and the cost table: what the
    rules on names decide a purchase's refusal on (:meth:`RuleObject.refusal`)."""

    text: str
    kw: KeywordDef | None
    """The keyword it names, or ``None`` when the book defines none (``error`` says why)."""
    ref: KeywordRef | None
    """Its canonical reference, where it could be read."""
    error: RulesError | None
    """Why it names no keyword (malformed, or an unknown name)."""
    priced: bool
    """The cost table prices this version of it."""


# --------------------------------------------------------------------------- the rules


@result
class RuleObject:
    """What every army rule object answers at each stage of a list's check and of the
    export: nothing, unless its class says otherwise. :class:`Rule` (declarative) and
    :class:`CodeRule` (kept as code) extend it; the stages ask every object in file order.
    """

    #: Its :meth:`note` comes first among a purchase's notes (a reading it follows).
    reading_first: ClassVar[bool] = False
    #: Its :meth:`note` on a starting keyword stands in for a redundant purchase's.
    replaces_redundant: ClassVar[bool] = False
    #: Its :meth:`note` is the redundant purchase's (given when no other stands in).
    redundant: ClassVar[bool] = False

    @property
    def counts(self) -> tuple[str, ...]:
        """The keywords, as written, whose purchases this rule counts over the army."""
        return ()

    @property
    def together(self) -> frozenset[str]:
        """Folded names of the keywords this rule limits together on a unit."""
        return frozenset()

    @property
    def choice(self) -> str | None:
        """The unit field whose choices this rule counts (``allegiance``), if any."""
        return None

    # ----------------------------------------------------------------- its check

    def check_army(self, out: Report, units: Sequence[str],
                   bought: Mapping[str, list[tuple[int, int]]]) -> None:
        """Its problems with the army as a whole, before the units are checked (``units``:
        the units' names; ``bought``: the (unit, keyword) positions of the purchases of
        each keyword it :attr:`counts`, by folded name)."""

    def check_total(self, out: Report, total: int, limit: int, where: PathKey) -> None:
        """Its problems with the army's total points (``where``: the place of the limit)."""

    def repeat_limit(self) -> int | None:
        """How often one entry may be bought on a unit, if this rule limits that."""
        return None

    def check_repeat(self, out: Report, at: PathKey, label: str, j: int, bought: Any,
                     seen: dict[str, list[int]]) -> bool:
        """Whether the purchase ``j`` repeats an entry more often than this rule allows
        (``seen``: where each entry was bought before, which this rule keeps); reported,
        and then it counts towards nothing else."""
        return False

    def member_limit(self) -> int | None:
        """How many of the purchases it counts a unit may buy, if it counts some."""
        return None

    def check_members(self, out: Report, at: PathKey, label: str, written: Sequence[str],
                      members: list[Placed], kept: Callable[[int, Any], None],
                      noun: Callable[[frozenset[str]], str]) -> set[int]:
        """Its problems with the unit's purchases it counts (``members``, in order, from
        those the repeats left); returns those refused. ``kept`` is told of each member it
        keeps, where the rule checks its members one by one; ``noun`` names a list of keywords
        limited together in a message."""
        return set()

    def note(self, utype: UnitType, folded: str, keyword: str, column: str,
             starting: frozenset[str], grouped: frozenset[str], plain: bool,
             reading: str | None) -> str | None:
        """What this rule says of one purchase on its own (after the unit's label), if
        anything: the validator reports it at the purchase. ``plain``: the keyword takes no
        value; ``reading``: the reading the model takes about buying it, if any."""
        return None

    def bars(self, utype: UnitType, folded: str) -> bool | None:
        """For a rule keeping some purchases for some unit types: whether it bars this one
        (``None`` when it does not name the keyword)."""
        return None

    def bar_message(self, label: str, written: str, keyword: str, utype: UnitType) -> str:
        """Why :meth:`bars` bars a purchase."""
        return f"{label}: {keyword} is barred"

    def needs(self, folded: str) -> str | None:
        """The keyword a unit buying this one must end up with, if this rule says so."""
        return None

    def check_held(self, out: Report, path: PathKey, label: str, keyword: str,
                   unit_type: str, held: frozenset[str]) -> None:
        """Its problems with a purchase, given what the unit then holds (folded names)."""

    def check_choice(self, out: Report, path: PathKey, label: str, chosen: str, k: int,
                     seen: dict[str, int]) -> None:
        """Its problems with one choice of a unit (``chosen``, the ``k``-th, by its name;
        ``seen``: the choices before it, which the caller keeps)."""

    def check_choices(self, out: Report, where: PathKey, label: str, count: int,
                      bounds: tuple[int, int], changes: Sequence[str],
                      source: str | None) -> None:
        """Its problems with how many choices a unit made (``bounds``: at least and at most,
        changed by ``changes``; ``source``: what makes the unit choose, when not its own)."""

    def check_artefacts(self, out: Report, listed: bool, chosen: Sequence[str],
                        unknown: UnknownNameError | None) -> None:
        """Its problems with the list's artefacts (``listed``: written as a list; ``chosen``:
        the names; ``unknown``: why the first is no artefact the book lists, if it is not)."""

    def check_carrier(self, out: Report, artefact: Artefact | None,
                      carrier: int | None) -> None:
        """Its problems with who carries the artefact (``carrier``: the index of the unit
        that does, if one can)."""

    def check_name(self, out: Report, field: str, path: PathKey, prefix: str, written: str,
                   error: UnknownNameError) -> None:
        """Its problems with a name of the list's ``field`` the book does not list."""

    def check_refusal(self, out: Report, code: str, path: PathKey, label: str, message: str,
                      already: str | None) -> None:
        """Its problems with a purchase the lookup refused under ``code``."""

    def check_forbidden(self, out: Report, path: PathKey, label: str, forbidder: str,
                        keyword: str, artefact: str | None) -> None:
        """Its problems with a purchase the unit's keyword ``forbidder`` forbids."""

    def check_bans(self, out: Report, rules: Hobgoblin, at: PathKey, label: str,
                   gained: Sequence[Gained], bans: Mapping[str, tuple[Ban, ...]],
                   artefact: str | None) -> None:
        """Its problems with what a unit gains (``gained``) that a ban it enforces bars
        (``bans``: the bans barring the unit each keyword, by folded name; ``artefact``: what
        conveys the keywords it does not buy)."""

    def enforces_ban(self, ban: Ban) -> bool:
        """Whether it checks this army-building ban itself, on what a unit gains (a ban a
        declarative constraint states is the constraint's to check)."""
        return False

    def ban_refusal(self, ban: Ban) -> str:
        """Why a ban it checks refuses an offer, in the builder's words."""
        return f"{ban.words()} ({ban.rule.code} {ban.rule.name})"

    def refusal(self, rules: Hobgoblin, written: Written) -> str | None:
        """Why this rule refuses a keyword as written at any price, if it does: what the
        lookup of a purchase asks every rule (:func:`.army_index.resolve_purchase`)."""
        return None

    def refused(self, message: str, already: str | None) -> str:
        """The message of a purchase it refuses as written (:meth:`refusal`), for a unit
        (``already``: its type, when it starts with the keyword)."""
        return message

    def closed(self, rules: Hobgoblin, kw: KeywordDef) -> tuple[str, Citation] | None:
        """Why no unit type may buy ``kw`` by this rule, and where that is printed, if none
        may (what ``cost`` says of a keyword)."""
        return None

    def reading(self, rules: Hobgoblin, kw: KeywordDef) -> str | None:
        """The reading the model takes about buying ``kw``, where this rule reports one."""
        return None

    def offer_note(self, utype: UnitType, keyword: str, folded: str, column: str,
                   starting: frozenset[str], plain: bool, reading: str | None) -> str | None:
        """What this rule says of a purchase the builder offers (after its refusals), if
        anything: a warning the validator also gives."""
        return None

    def check_idle_choice(self, out: Report, path: PathKey, label: str) -> None:
        """Its problems with a choice made by a unit that makes none."""

    def check_fields(self, out: Report, at: PathKey, unit: Any, footprint: str,
                     footprints: Sequence[Any]) -> None:
        """Its problems with a unit's other fields (its base), given its footprint."""

    # ----------------------------------------------------------------- its BattleScribe form

    def express(self, export: Export) -> None:
        """Write the rule into the export's catalogue, and say how in ``export.out``."""

    def express_force(self, export: Export, links: Mapping[str, Any]) -> None:
        """Write the rule into the game system's force entry (``links``: its category
        links, by name)."""

    @property
    def categories(self) -> tuple[str, ...]:
        """The categories the export needs so a force can count what this rule counts."""
        return ()


@result
class Rule(RuleObject):
    """One declarative army rule: its code and constraint, with what its purchase filter
    names worked out once (the validator asks for them for every purchase). A subclass per
    shape of constraint gives the rule its check, its answer to the builder and its
    BattleScribe form."""

    code: str
    constraint: ArmyConstraint
    keywords: frozenset[str] = frozenset()
    """Folded names of the keywords its purchase filter lists."""
    column: str | None = None
    """The cost-table column its purchase filter names."""

    inexpressible: str | None = None
    """Why the BattleScribe format cannot say this rule, or ``None`` when
    :meth:`express` writes it as constraints, modifiers and conditions."""

    #: A rule that refuses single purchases the builder then does not offer (and the
    #: validator reports of a purchase on its own); one that counts refuses none alone.
    refuses_purchases: ClassVar[bool] = False

    @classmethod
    def of(cls, code: str, constraint: ArmyConstraint) -> Rule:
        """The rule object for a constraint, of the class for its shape, with its purchase
        filter's keywords and column filled in."""
        pf = constraint.purchases
        shape: type[Rule] = SHAPES[constraint.kind]
        if shape is UnitCountRule and pf is not None:
            shape = (EachOnceRule if pf.each else ColumnCountRule if pf.column is not None
                     else GroupCountRule)
        elif shape is UnitCountRule:
            shape = EachOnceRule
        return shape(code, constraint,
                     frozenset(names.fold(k) for k in pf.keywords) if pf else frozenset(),
                     pf.column if pf else None, INEXPRESSIBLE.get(code))

    # ----------------------------------------------------------------- the builder's offers

    def refuses(self, utype: UnitType, folded: str, column: str, starting: frozenset[str],
                grouped: frozenset[str], held: frozenset[str] | None = None) -> bool:
        """Whether this rule alone refuses one purchase: a keyword (its folded name, its
        cost-table column) bought by a unit of ``utype``, which starts with ``starting``
        (folded names, its footprint included), where ``grouped`` are the keywords some rule
        limits together, and ``held`` what the unit holds with it (``None`` when not known).
        Rules that count purchases (each entry once, per column, per army) refuse no
        purchase on its own."""
        return False

    def refusal_words(self, unit_name: str, keyword: str) -> str | None:
        """Why the rule refuses a purchase, in its own words, where it has them; otherwise
        ``None``, and the ban it enforces, or its summary, says why."""
        return None

    def speaks_about(self, folded: str, column: str) -> bool:
        """Whether this rule can say anything of a purchase of the keyword (folded name,
        cost-table column) on some unit: what the validator's fast path asks of each rule."""
        pf = self.constraint.purchases
        if pf is None or pf.each:
            return True
        return folded in self.keywords or (pf.column is not None and pf.column == column)

    @property
    def reads(self) -> frozenset[str]:
        """The fields of a unit, besides its keywords, that this rule speaks about."""
        return frozenset()

    def bounds(self, changes: Sequence[tuple[int, bool]]) -> tuple[int, int]:
        """At least and at most how many the rule allows, after the changes its
        ``parameter`` effects make (each a number, and whether optional: it then only raises
        the most)."""
        c = self.constraint
        high = c.max if c.max is not None else (c.min or 0)
        low = c.min if c.min is not None else high
        for amount, optional in changes:
            if optional:
                high = max(high, amount)
            else:
                low = high = amount
        return low, high


class PointsRule(Rule):
    """``points``: the army's total is at most the agreed limit."""

    __slots__ = ()

    def speaks_about(self, folded: str, column: str) -> bool:
        """About no purchase alone: only the total."""
        return False

    def check_total(self, out: Report, total: int, limit: int, where: PathKey) -> None:
        """Over the limit."""
        if total > limit:
            out.add(self.code, where, f"the army costs {total} points, {total - limit} over "
                    f"the limit of {limit}")

    def express(self, export: Export) -> None:
        """The roster's points limit, which the apps check."""
        export.out[self.code].append("the roster's points limit (a cost limit the apps check)")


class ArmyCountRule(Rule):
    """``army_count``: between ``min`` and ``max`` units buy each listed keyword."""

    __slots__ = ()

    @property
    def counts(self) -> tuple[str, ...]:
        """Its keywords."""
        return self.constraint.purchases.keywords if self.constraint.purchases else ()

    @property
    def categories(self) -> tuple[str, ...]:
        """Its keywords: each a category the force counts."""
        return self.counts

    def check_army(self, out: Report, units: Sequence[str],
                   bought: Mapping[str, list[tuple[int, int]]]) -> None:
        """Too few units buy a keyword, or too many."""
        c = self.constraint
        for keyword in self.counts:
            found = bought[names.fold(keyword)]
            if c.min is not None and len(found) < c.min:
                how = "exactly" if c.max == c.min else "at least"
                out.add(self.code, ("units",), f"no unit has the {keyword} keyword; give it "
                        f"to {how} {word(c.min)}")
            if c.max is None:
                continue
            for i, j in found[c.max:]:
                first = units[found[0][0]]
                extra = "a second" if c.max == 1 else f"more than {word(c.max)}"
                out.add(self.code, ("units", i, "keywords", j),
                        f"{units[i]}: {extra} {keyword} (the first is {first})")

    def express(self, export: Export) -> None:
        """Each keyword's entry of every unit links to the keyword's category."""
        export.link_categories(self.counts)

    def express_force(self, export: Export, links: Mapping[str, Any]) -> None:
        """Limits on the force's category of each keyword."""
        c = self.constraint
        export.category_limits(self.code, links, self.counts, c.min, c.max)
        export.out.setdefault(self.code, []).append(
            f"the force's {', '.join(self.counts)} category: between {c.min} and "
            f"{c.max} selections")


class UnitCountRule(Rule):
    """``unit_count``: a unit buys at most ``max`` of the purchases (the three ways of
    saying which are the subclasses)."""

    __slots__ = ()

    @property
    def most(self) -> int:
        """The most it allows."""
        return self.constraint.max if self.constraint.max is not None else 0


class EachOnceRule(UnitCountRule):
    """``unit_count`` over each entry on its own: each listed keyword at most ``max`` times."""

    __slots__ = ()

    def repeat_limit(self) -> int | None:
        """Its maximum."""
        return self.most

    def check_repeat(self, out: Report, at: PathKey, label: str, j: int, bought: Any,
                     seen: dict[str, list[int]]) -> bool:
        """Bought more often than allowed."""
        found = bought.purchase
        earlier = seen.setdefault(found.key, [])
        most = self.most
        if len(earlier) < most:
            earlier.append(j)
            return False
        times = "twice" if most == 1 else f"more than {word(most)} times"
        out.add(self.code, (*at, "keywords", j), f"{label}: {found.entry.keyword} is "
                f"bought {times} (also keywords[{earlier[0]}]); each is priced, only the "
                "first takes effect")
        return True

    def express(self, export: Export) -> None:
        """A maximum on every keyword entry."""
        export.entry_limits(self.code, self.most)


class MemberCountRule(UnitCountRule):
    """``unit_count`` over some of a unit's purchases: they are its members; a unit buys at
    most ``max`` of them, and the export limits the group of entries holding most of them."""

    __slots__ = ()

    def member_limit(self) -> int | None:
        """Its maximum."""
        return self.most

    def express(self, export: Export) -> None:
        """A limit on the unit's group of its entries."""
        export.group_limit(self.code, self.constraint.purchases, self.most)


class ColumnCountRule(MemberCountRule):
    """``unit_count`` over one column of the cost table (two purchased weaknesses)."""

    __slots__ = ()

    def check_members(self, out: Report, at: PathKey, label: str, written: Sequence[str],
                      members: list[Placed], kept: Callable[[int, Any], None],
                      noun: Callable[[frozenset[str]], str]) -> set[int]:
        """More than allowed: those past the limit."""
        most = self.most
        for j, _ in members[most:]:
            out.add(self.code, (*at, "keywords", j), f"{label}: more than {word(most)} "
                    f"purchased {PLURAL[self.column or '']} ({len(members)} bought); each is "
                    f"priced, only the first {word(most)} take{'s' if most == 1 else ''} "
                    "effect")
        return {j for j, _ in members[most:]}


class GroupCountRule(MemberCountRule):
    """``unit_count`` over a list of keywords limited together (one footprint purchase)."""

    __slots__ = ()

    @property
    def together(self) -> frozenset[str]:
        """Its keywords."""
        return self.keywords

    def check_members(self, out: Report, at: PathKey, label: str, written: Sequence[str],
                      members: list[Placed], kept: Callable[[int, Any], None],
                      noun: Callable[[frozenset[str]], str]) -> set[int]:
        """More than allowed: those past the limit; each one kept is passed on."""
        most = self.most
        refused = set()
        for n, (j, bought) in enumerate(members):
            if n < most:
                kept(j, bought)
                continue
            first = written[members[0][0]]
            out.add(self.code, (*at, "keywords", j), f"{label}: only {word(most)} "
                    f"{noun(self.keywords)} may be bought (already bought {first}); each is "
                    "priced, only the first takes effect")
            refused.add(j)
        return refused


class RefusingRule(Rule):
    """A rule refusing single purchases: the builder does not offer them, the validator
    reports them, and the export hides their entries."""

    __slots__ = ()

    refuses_purchases: ClassVar[bool] = True

    def express(self, export: Export) -> None:
        """The entries it refuses hidden, with a maximum of 0."""
        export.hide_refused(self)


class DenyStartingRule(RefusingRule):
    """``deny_starting``: no purchase of a column repeats a keyword the type starts with."""

    __slots__ = ()

    replaces_redundant: ClassVar[bool] = True

    def refuses(self, utype: UnitType, folded: str, column: str, starting: frozenset[str],
                grouped: frozenset[str], held: frozenset[str] | None = None) -> bool:
        """A starting keyword of the column (the footprints are the business of the rules
        that limit them together)."""
        return self.column == column and folded in starting and folded not in grouped

    def refusal_words(self, unit_name: str, keyword: str) -> str | None:
        """The unit type already starts with it."""
        return f"{unit_name} already starts with {keyword}"

    def note(self, utype: UnitType, folded: str, keyword: str, column: str,
             starting: frozenset[str], grouped: frozenset[str], plain: bool,
             reading: str | None) -> str | None:
        """It duplicates a starting keyword."""
        if not self.refuses(utype, folded, column, starting, grouped):
            return None
        return f"{keyword} duplicates a {column.lower()} the {utype.name} unit type already has"

class AllowRule(RefusingRule):
    """``allow``: only the listed unit types may buy the keywords."""

    __slots__ = ()


    def refuses(self, utype: UnitType, folded: str, column: str, starting: frozenset[str],
                grouped: frozenset[str], held: frozenset[str] | None = None) -> bool:
        """One of its keywords on another unit type."""
        return folded in self.keywords and not type_matches(self.constraint.unit_types, utype)

    def bars(self, utype: UnitType, folded: str) -> bool | None:
        """Whether it bars the keyword for this type (``None``: it does not name it)."""
        if folded not in self.keywords:
            return None
        return not type_matches(self.constraint.unit_types, utype)

    def bar_message(self, label: str, written: str, keyword: str, utype: UnitType) -> str:
        """Which unit types it keeps the keyword for."""
        tf = self.constraint.unit_types
        if tf is not None and tf.footprint is not None:
            return (f"{label}: {written} is only for unit types listed {tf.footprint}; "
                    f"{utype.name} is already {utype.footprint}")
        if tf is not None and tf.name_contains is not None:
            return (f"{label}: {keyword} is only for unit types with {tf.name_contains} in "
                    f"their name, not {utype.name}")
        listed = " and ".join(tf.names) if tf is not None else ""
        return f"{label}: {keyword} is only for {listed}, not {utype.name}"

class OnlyRule(RefusingRule):
    """``only``: the listed unit types may buy, of a column, only the listed keywords."""

    __slots__ = ()


    def refuses(self, utype: UnitType, folded: str, column: str, starting: frozenset[str],
                grouped: frozenset[str], held: frozenset[str] | None = None) -> bool:
        """Another keyword of the column on one of its unit types."""
        return (self.column == column and type_matches(self.constraint.unit_types, utype)
                and folded not in self.keywords)

    def note(self, utype: UnitType, folded: str, keyword: str, column: str,
             starting: frozenset[str], grouped: frozenset[str], plain: bool,
             reading: str | None) -> str | None:
        """The unit type may buy only the listed ones."""
        if not self.refuses(utype, folded, column, starting, grouped):
            return None
        allowed = self.constraint.purchases.keywords if self.constraint.purchases else ()
        return (f"{utype.name} may only buy the {PLURAL[column]} {' and '.join(allowed)}, "
                f"not {keyword}")

class RequiresRule(RefusingRule):
    """``requires``: a unit buying the keywords must end up with the keyword ``needs``."""

    __slots__ = ()

    def refuses(self, utype: UnitType, folded: str, column: str, starting: frozenset[str],
                grouped: frozenset[str], held: frozenset[str] | None = None) -> bool:
        """One of its keywords on a unit that does not hold what it needs (nothing when
        that is not known)."""
        return (held is not None and folded in self.keywords
                and names.fold(self.constraint.needs or "") not in held)

    def needs(self, folded: str) -> str | None:
        """What its keywords need."""
        return (self.constraint.needs or "") if folded in self.keywords else None

    def check_held(self, out: Report, path: PathKey, label: str, keyword: str,
                   unit_type: str, held: frozenset[str]) -> None:
        """The unit does not hold what the purchase needs."""
        needs = self.constraint.needs or ""
        if names.fold(needs) not in held:
            out.add(self.code, path, f"{label}: {keyword} needs the {needs} keyword, and "
                    f"{unit_type} has none")

    def express(self, export: Export) -> None:
        """A maximum of 0 on its entries, set to 1 when the unit has what they need."""
        export.needs_keyword(self.code, self.constraint.purchases, self.constraint.needs or "")


class ChoiceCountRule(Rule):
    """``choice_count``: a unit with ``needs`` makes ``min`` to ``max`` different choices of a
    field (allegiances); a ``parameter`` effect of its keywords changes the number."""

    __slots__ = ()

    def speaks_about(self, folded: str, column: str) -> bool:
        """About no purchase: about the choices."""
        return False

    @property
    def reads(self) -> frozenset[str]:
        """The field it counts."""
        return frozenset({self.constraint.choice}) if self.constraint.choice else frozenset()

    @property
    def choice(self) -> str | None:
        """The field it counts."""
        return self.constraint.choice

    def check_choice(self, out: Report, path: PathKey, label: str, chosen: str, k: int,
                     seen: dict[str, int]) -> None:
        """The same choice twice."""
        if chosen in seen:
            out.add(self.code, path, f"{label}: selects {chosen} twice; a Wizard's "
                    "allegiances must be different ones")

    def check_choices(self, out: Report, where: PathKey, label: str, count: int,
                      bounds: tuple[int, int], changes: Sequence[str],
                      source: str | None) -> None:
        """Too few choices, or too many."""
        low, high = bounds
        if low <= count <= high:
            return
        wanted = f"exactly {low}" if low == high else f"{low} or {high} different"
        why = f" (with {', '.join(changes)})" if changes else ""
        by = f" (conveyed by {source})" if source else ""
        out.add(self.code, where, f"{label}: a Wizard{by} must select {wanted} Abyssal "
                f"Allegiance{'s' if high > 1 else ''}{why}; {count} selected")

    def express(self, export: Export) -> None:
        """Limits on each unit's group of choices, changed by what makes it choose."""
        export.choice_limits(self.code, self.constraint)


#: The class of each shape of constraint (``unit_count``: by how it names its purchases).
SHAPES: dict[ConstraintKind, type[Rule]] = {
    ConstraintKind.POINTS: PointsRule,
    ConstraintKind.ARMY_COUNT: ArmyCountRule,
    ConstraintKind.UNIT_COUNT: UnitCountRule,
    ConstraintKind.ALLOW: AllowRule,
    ConstraintKind.ONLY: OnlyRule,
    ConstraintKind.DENY_STARTING: DenyStartingRule,
    ConstraintKind.REQUIRES: RequiresRule,
    ConstraintKind.CHOICE_COUNT: ChoiceCountRule,
}


@result
class CodeRule(RuleObject):
    """An army rule the validator keeps as code rather than as a declarative constraint
    (names the book lists, the artefact's carrier and bans, base sizes, solo play, the
    warnings), with its check and its BattleScribe form; a subclass per kind of rule gives
    them (:data:`CODE_RULES`)."""

    code: str
    record: ArmyRule
    inexpressible: str | None = None
    """Why the BattleScribe format cannot say this rule, or ``None`` when the export writes
    it from the same model data."""
    reads: frozenset[str] = frozenset()
    """The fields of a unit, besides its keywords, that this rule speaks about (the
    validator's fast path takes the long way for a unit that sets one)."""


class ArtefactRule(CodeRule):
    """At most one Cursed Artefact, carried by the unit its ``carrier`` keyword names."""

    __slots__ = ()

    def check_artefacts(self, out: Report, listed: bool, chosen: Sequence[str],
                        unknown: UnknownNameError | None) -> None:
        """A list naming none, or more than one."""
        if listed and not chosen:
            out.add(self.code, ("artefact",), "the Cursed Artefact is taken but none is "
                    "chosen; choose one, or take none")
        for k, name in enumerate(chosen[1:], start=1):
            out.add(self.code, ("artefact", k), f"a second Cursed Artefact, {quoted(name)}: "
                    f"an army takes at most one (the first is {quoted(chosen[0])})")

    def check_carrier(self, out: Report, artefact: Artefact | None,
                      carrier: int | None) -> None:
        """No unit to carry it (``carrier``: the carrying unit's index, if any)."""
        if artefact is not None and carrier is None:
            out.add(self.code, ("artefact",), f"{artefact.name} must be carried by the "
                    f"{artefact.carrier}'s unit, and there is none")

    def express(self, export: Export) -> None:
        """One artefact per army, none without a General."""
        export.artefact_limits(self.code)


class ArtefactBansRule(CodeRule):
    """A unit gains nothing its keywords (its artefact's among them) forbid."""

    __slots__ = ()

    def check_forbidden(self, out: Report, path: PathKey, label: str, forbidder: str,
                        keyword: str, artefact: str | None) -> None:
        """A purchase its keywords forbid."""
        source = f" (from {artefact})" if artefact else ""
        out.add(self.code, path, f"{label}: its {forbidder} keyword{source} bars it from "
                f"gaining {keyword}")

    def express(self, export: Export) -> None:
        """The General's unit cannot buy what its artefact forbids."""
        export.artefact_bans(self.code)


class KnownNameRule(CodeRule):
    """A name in a list (a unit type, an allegiance, an artefact) must be one the book
    lists; the export offers only those. A subclass says which field and how it is named."""

    __slots__ = ()
    field: ClassVar[str] = ""
    """The field of the list whose names it checks."""
    noun: ClassVar[str] = ""
    """What such a name is called in a message."""
    what: ClassVar[str] = ""
    """What the export leaves out, in the plural."""

    def check_name(self, out: Report, field: str, path: PathKey, prefix: str, written: str,
                   error: UnknownNameError) -> None:
        """An unknown name in its field (``prefix``: the unit's label, where it has one)."""
        if field == self.field:
            out.add(self.code, path, f"{prefix}unknown {self.noun} {quoted(written)}"
                    + did_you_mean(error))

    def express(self, export: Export) -> None:
        """The catalogue's entry for an unlisted name allows none."""
        export.unlisted(self.code, self.field, self.what)


class UnitTypeNameRule(KnownNameRule):
    """A unit's type is one of the book's."""

    __slots__ = ()
    field, noun, what = "type", "unit type", "unknown unit types"


class AllegianceNameRule(KnownNameRule):
    """An allegiance is one of the book's."""

    __slots__ = ()
    field, noun, what = "allegiance", "Abyssal Allegiance", "unknown allegiances"


class ArtefactNameRule(KnownNameRule):
    """An artefact is one of the book's."""

    __slots__ = ()
    field, noun, what = "artefact", "cursed artefact", "unknown artefacts"


class PurchasableRule(KnownNameRule):
    """A keyword bought must be one the book defines and the cost table sells. Each of these
    rules decides which keywords as written it refuses (:meth:`closes`), and says why: the
    lookup of a purchase (:func:`.army_index.resolve_purchase`), and through it the
    validator, ``cost`` and ``unit``, and ``cost``'s answer on a keyword no unit may buy
    (:func:`.buying.not_for_sale`) ask these objects. The export offers only what none of
    them refuses (the cost table's entries)."""

    __slots__ = ()
    field = "keyword"
    starting: ClassVar[bool] = False
    """Its message says when the unit type starts with the keyword refused."""

    def closes(self, kw: KeywordDef | None, priced: bool) -> bool:
        """Whether it refuses a keyword (``None``: a name the book does not define), given
        whether the cost table prices it (the version written, or any version)."""
        return False

    def refusal(self, rules: Hobgoblin, written: Written) -> str | None:
        """Its message, when it refuses the keyword as written."""
        if not self.closes(written.kw, written.priced):
            return None
        return self.refusal_text(rules, written)

    def refusal_text(self, rules: Hobgoblin, written: Written) -> str:
        """Why it refuses a keyword as written (one it :meth:`closes`)."""
        return f"{written.text} cannot be purchased"

    def closed(self, rules: Hobgoblin, kw: KeywordDef) -> tuple[str, Citation] | None:
        """Why no unit may buy ``kw``, when it refuses every version of it."""
        if not self.closes(kw, bool(lookups.keyword_costs(rules, kw))):
            return None
        return self.closed_words(rules, kw)

    def closed_words(self, rules: Hobgoblin, kw: KeywordDef) -> tuple[str, Citation]:
        """Why no unit may buy ``kw`` (one it :meth:`closes`), and where that is printed."""
        return f"{kw.name} cannot be purchased", self.record.cite

    def refused(self, message: str, already: str | None) -> str:
        """A refusal's message (``already``: the unit type, when it starts with the keyword,
        which this rule's message says)."""
        more = f" (and {already} already has it)" if already and self.starting else ""
        return message + more

    def check_refusal(self, out: Report, code: str, path: PathKey, label: str, message: str,
                      already: str | None) -> None:
        """A purchase the lookup refused by this rule (``already``: the unit type, when it
        starts with the keyword)."""
        if code == self.code:
            out.add(self.code, path, f"{label}: {self.refused(message, already)}")


class ReservedRule(PurchasableRule):
    """No Reserved keyword is bought (the cost table's exceptions aside)."""

    __slots__ = ()
    what = "Reserved keywords"
    starting = True

    def closes(self, kw: KeywordDef | None, priced: bool) -> bool:
        """A Reserved keyword the cost table does not price."""
        return kw is not None and kw.reserved and not priced

    def refusal_text(self, rules: Hobgoblin, written: Written) -> str:
        """Only other rules grant it."""
        return (f"{written.ref} is Reserved and cannot be purchased; only other rules grant "
                "it")

    def closed_words(self, rules: Hobgoblin, kw: KeywordDef) -> tuple[str, Citation]:
        """It is Reserved, cited where the book says what Reserved means."""
        rule = next((g for g in rules.game_rules if g.id == "reserved_keywords"), None)
        return f"{kw.name} is Reserved: no unit may buy it", rule.cite if rule else kw.cite


class PricedRule(PurchasableRule):
    """Only what the cost table prints is bought."""

    __slots__ = ()
    what = "keywords the cost table does not list"

    def closes(self, kw: KeywordDef | None, priced: bool) -> bool:
        """A keyword the book defines, not Reserved, that the cost table does not price."""
        return kw is not None and not kw.reserved and not priced

    def refusal_text(self, rules: Hobgoblin, written: Written) -> str:
        """Not in the cost table, with the versions it lists."""
        assert written.kw is not None
        listed = [e.keyword for e in lookups.keyword_costs(rules, written.kw)]
        hint = f" (the cost table lists {', '.join(listed)})" if listed else ""
        return (f"{written.ref} is not in the keyword cost table, so it cannot be "
                f"purchased{hint}")

    def closed_words(self, rules: Hobgoblin, kw: KeywordDef) -> tuple[str, Citation]:
        """Not in the cost table, cited there."""
        return (f"{kw.name} is not in the keyword cost table, so no unit may buy it",
                lookups.canonical_costs(rules).cite)


class DefinedKeywordRule(PurchasableRule):
    """Every keyword is one the book defines."""

    __slots__ = ()
    what = "keywords the book does not define"

    def closes(self, kw: KeywordDef | None, priced: bool) -> bool:
        """A name the book does not define (or a malformed one)."""
        return kw is None

    def refusal_text(self, rules: Hobgoblin, written: Written) -> str:
        """Malformed, or unknown, with the close names."""
        error = written.error
        if isinstance(error, UnknownNameError):
            return f"unknown keyword {quoted(written.text)}" + did_you_mean(error)
        return str(error) if error is not None else f"unknown keyword {quoted(written.text)}"


class BaseSizeRule(CodeRule):
    """A unit's base fits its footprint's least and greatest width and depth."""

    __slots__ = ()

    def check_fields(self, out: Report, at: PathKey, unit: Any, footprint: str,
                     footprints: Sequence[Any]) -> None:
        """A base outside its footprint's sizes (``footprints``: the model's)."""
        base = unit.base
        if base is None:
            return
        sizes = next((f for f in footprints if f.name == footprint), None)
        if sizes is None:
            return
        bad = []
        if not sizes.min_width <= base.width_mm <= sizes.max_width:
            bad.append(f"width {base.width_mm}mm is outside "
                       f"{sizes.min_width}-{sizes.max_width}mm")
        if not sizes.min_depth <= base.depth_mm <= sizes.max_depth:
            bad.append(f"depth {base.depth_mm}mm is outside "
                       f"{sizes.min_depth}-{sizes.max_depth}mm")
        if bad:
            out.add(self.code, (*at, "base"), f"{unit.name}: {' and '.join(bad)} "
                    f"for a {footprint} footprint")


class IdleChoiceRule(CodeRule):
    """A warning: a choice made by a unit that makes none (an allegiance with no Wizard)."""

    __slots__ = ()

    def check_idle_choice(self, out: Report, path: PathKey, label: str) -> None:
        """The unit chose, and chooses nothing."""
        out.add(self.code, path, f"{label}: selects an allegiance but has no Wizard keyword, "
                "so it casts no spells and the choice does nothing")


class BanRule(CodeRule):
    """A rule enforcing the army-building bans of the record it names (``enforces``): the
    bans on gaining a keyword, read from that record's effects (:func:`.buying.bans`),
    barring what a unit buys and what its artefact conveys. It tells what a unit holds
    which bans to look for (:meth:`enforces_ban`), checks them, and words the builder's
    refusal."""

    __slots__ = ()

    def enforces_ban(self, ban: Ban) -> bool:
        """A ban on gaining (not only on buying) of the record it names."""
        return ban.rule.code == self.code and not ban.effect.only_buying

    def check_bans(self, out: Report, rules: Hobgoblin, at: PathKey, label: str,
                   gained: Sequence[Gained], bans: Mapping[str, tuple[Ban, ...]],
                   artefact: str | None) -> None:
        """Each of its bans barring a keyword the unit buys or its artefact conveys (the
        reading about a conveyed keyword cited, where the model takes one)."""
        for path, kw, purchased in gained:
            for ban in bans.get(names.fold(kw.name), ()):
                if not self.enforces_ban(ban):
                    continue
                via = "" if purchased else f" (conveyed by {artefact or '?'})"
                found = None if purchased else reading_about(rules, names.fold(kw.name))
                taken = f" (reading {found.id})" if found is not None else ""
                out.add(self.code, path, f"{label}: {kw.name}{via}: {ban.words()} "
                        f"[{ban.cite.short()}]{taken}")


class RedundantRule(CodeRule):
    """A warning: a purchase of a plain keyword the unit type starts with adds nothing."""

    __slots__ = ()

    redundant: ClassVar[bool] = True

    def note(self, utype: UnitType, folded: str, keyword: str, column: str,
             starting: frozenset[str], grouped: frozenset[str], plain: bool,
             reading: str | None) -> str | None:
        """A plain strength the type starts with."""
        if column == "Weakness" or folded not in starting or not plain:
            return None
        return f"{utype.name} already has {keyword}; buying it again adds nothing but points"

    def offer_note(self, utype: UnitType, keyword: str, folded: str, column: str,
                   starting: frozenset[str], plain: bool, reading: str | None) -> str | None:
        """A plain keyword the type starts with, offered."""
        if folded not in starting or not plain:
            return None
        return f"{utype.name} already has {keyword}; buying it adds nothing"


class ReadingRule(CodeRule):
    """A warning: buying the keyword follows the model's reading of errata (a Reserved
    keyword the cost table prices). The rule words the reading (:meth:`reading`); the
    lookup of a purchase asks it once, and the validator and the builder give it."""

    __slots__ = ()

    reading_first: ClassVar[bool] = True

    def reading(self, rules: Hobgoblin, kw: KeywordDef) -> str | None:
        """For a Reserved keyword the cost table prices: the reading the model takes."""
        return _reading_note(rules, names.fold(kw.name)) if kw.reserved else None

    def note(self, utype: UnitType, folded: str, keyword: str, column: str,
             starting: frozenset[str], grouped: frozenset[str], plain: bool,
             reading: str | None) -> str | None:
        """The reading, where the model takes one."""
        return reading

    def offer_note(self, utype: UnitType, keyword: str, folded: str, column: str,
                   starting: frozenset[str], plain: bool, reading: str | None) -> str | None:
        """The reading, where the model takes one."""
        return reading


@cache
def reading_about(rules: Hobgoblin, folded: str) -> Reading | None:
    """The model's reading about the keyword with this folded name, if it records one."""
    return next((r for r in rules.readings
                 if r.about is not None and names.fold(r.about) == folded), None)


@cache
def _reading_note(rules: Hobgoblin, folded: str) -> str | None:
    kw = lookups.find_keyword(rules, folded)
    entry = next((e for e in lookups.keyword_costs(rules, kw) if not e.once_per_army), None)
    if entry is None or not kw.reserved:
        return None
    reading = reading_about(rules, folded)
    taken = f" (reading {reading.id})" if reading else ""
    return (f"{kw.name} is printed as Reserved in the keyword index ({kw.cite.short()}) "
            f"but priced in the cost table; rulesref follows the cost table and lets it be "
            f"bought{taken} (errata: effects:reserved-purchasable:{kw.name})")


#: The class of each rule kept as code, by code (the one place that says which code does
#: what).
CODE_RULES: dict[str, type[CodeRule]] = {
    "HG011": ReservedRule,
    "HG015": ArtefactRule,
    "HG016": ArtefactBansRule,
    "HG017": PricedRule,
    "HG018": BaseSizeRule,
    "HG019": BanRule,
    "HG020": UnitTypeNameRule,
    "HG021": DefinedKeywordRule,
    "HG022": AllegianceNameRule,
    "HG023": ArtefactNameRule,
    "HGW01": RedundantRule,
    "HGW02": ReadingRule,
    "HGW03": IdleChoiceRule,
}


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


def _code_rule(record: ArmyRule) -> CodeRule:
    """The object of a rule kept as code (for a code :data:`CODE_RULES` does not know: a
    :class:`BanRule` when it enforces a record's bans, else a plain :class:`CodeRule`, which
    checks and expresses nothing)."""
    kind = CODE_RULES.get(record.code, BanRule if record.enforces else CodeRule)
    return kind(record.code, record, INEXPRESSIBLE.get(record.code),
                READS.get(record.code, frozenset()))


@cache
def engine(rules: Hobgoblin) -> tuple[Rule | CodeRule, ...]:
    """Every army rule as its object, in the order of ``army_rules.yaml``."""
    return tuple(Rule.of(r.code, r.constraint) if r.constraint is not None
                 else _code_rule(r) for r in rules.army_rules)


@cache
def rule_objects(rules: Hobgoblin) -> Mapping[str, Rule | CodeRule]:
    """Every army rule object, by its code."""
    return {o.code: o for o in engine(rules)}


@cache
def unit_fields_read(rules: Hobgoblin) -> tuple[str, ...]:
    """Every unit field besides the keywords that some rule speaks about (what the
    validator's fast path must find unset)."""
    return tuple(sorted(frozenset().union(*(o.reads for o in engine(rules)))))


@result
class Limits:
    """The army rule objects, each tuple those that take part in one stage of a check
    (derived from what each object answers, in file order)."""

    all: tuple[Rule, ...]
    """Every declarative rule."""
    army: tuple[Rule, ...]
    """Those that count purchases over the army (:meth:`Rule.check_army`)."""
    total: tuple[Rule, ...]
    """Those about the total points (:meth:`Rule.check_total`)."""
    repeats: tuple[Rule, ...]
    """Those limiting how often a unit buys one entry (:meth:`Rule.check_repeat`)."""
    members: tuple[Rule, ...]
    """Those limiting how many of some purchases a unit buys (:meth:`Rule.check_members`)."""
    purchase_rules: tuple[Rule, ...]
    """Those that may refuse a single purchase (:meth:`Rule.refuses`), in the order the
    builder and the validator ask them."""
    together: frozenset[str] = frozenset()
    """Folded names of the keywords some rule limits together."""
    counted: frozenset[str] = frozenset()
    """Folded names of the keywords some rule counts over the army."""
    objects: tuple[Rule | CodeRule, ...] = ()
    """Every rule object, declarative or kept as code."""
    stages: Mapping[str, tuple[Rule | CodeRule, ...]] = dataclasses.field(default_factory=dict)
    """For each check a rule object may take part in (:data:`STAGES`), those that do."""

    def grouped(self) -> frozenset[str]:
        """Folded names of the keywords some rule limits together."""
        return self.together

    def repeat_limit(self) -> int | None:
        """How often a unit may buy one entry, at most, by the strictest rule saying so."""
        found = [m for r in self.repeats if (m := r.repeat_limit()) is not None]
        return min(found) if found else None


#: The stages a rule object may take part in (the validator's checks, and what the lookup
#: of a purchase, ``cost`` and the builder ask): each asks every object that has its own.
STAGES = ("check_army", "check_total", "check_repeat", "check_members", "note", "bars",
          "check_held", "check_choice", "check_choices", "check_artefacts", "check_carrier",
          "check_name", "check_refusal", "check_forbidden", "check_bans", "check_idle_choice",
          "check_fields", "refusal", "closed", "reading", "offer_note")


def takes_part(rule: RuleObject, method: str) -> bool:
    """Whether the rule's class has its own ``method`` (takes part in that stage)."""
    return getattr(type(rule), method) is not getattr(RuleObject, method)


@cache
def limits(rules: Hobgoblin) -> Limits:
    """The model's army rule objects by the stages they take part in."""
    every = engine(rules)
    found = tuple(r for r in every if isinstance(r, Rule))
    return Limits(
        all=found,
        army=tuple(r for r in found if takes_part(r, "check_army")),
        total=tuple(r for r in found if takes_part(r, "check_total")),
        repeats=tuple(r for r in found if r.repeat_limit() is not None),
        members=tuple(r for r in found if r.member_limit() is not None),
        purchase_rules=tuple(r for r in found if r.refuses_purchases),
        together=frozenset().union(*(r.together for r in found)),
        counted=frozenset(names.fold(k) for r in found for k in r.counts),
        objects=every,
        stages={stage: tuple(r for r in every if takes_part(r, stage)) for stage in STAGES},
    )


def type_matches(tf: TypeFilter | None, utype: UnitType) -> bool:
    """Whether a unit type is one a constraint concerns (every type, without a filter)."""
    if tf is None:
        return True
    return (utype.name in tf.names or tf.footprint == utype.footprint
            or (tf.name_contains is not None and tf.name_contains in utype.name))
