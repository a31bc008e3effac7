"""What army validation reads of the Hobgoblin model about purchases, worked out once.

Checking a list asks the same questions of the model for every unit: what a keyword as written
resolves to (:func:`resolve_purchase`), and for each unit type what buying it costs and which
of the declarative rules about a single purchase it breaks (:func:`plan`). What a unit then
holds is for :mod:`.army_facts` to work out.

Pure functions of the model and the text as written; cached per model, in caches of bounded
size (the text is whatever a list says, and lists may come from anyone).
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import ClassVar

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.keywords import KeywordRef, Mode
from rulesref.core.quoting import quoted
from rulesref.core.record import result
from rulesref.errors import KeywordSyntaxError, UnknownNameError
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army_facts import Extra, extra_of
from rulesref.games.hobgoblin.army_limits import PLURAL, Rule, limits
from rulesref.games.hobgoblin.army_list import did_you_mean
from rulesref.games.hobgoblin.model import CostEntry, Hobgoblin
from rulesref.games.hobgoblin.model.keywords import KeywordDef, Trait

# --------------------------------------------------------------------------- purchases


@result
class Purchase:
    """A keyword as written in a list, resolved once: a legal cost-table purchase."""

    entry: CostEntry
    kw: KeywordDef
    ref: KeywordRef
    key: str
    folded: str
    weak: bool
    footprint: bool
    """It is a Footprint keyword."""
    note: str | None
    """The model's reading when the book disagrees with itself about buying it."""
    plain: bool
    """It takes no value (``Wild``, not ``Hero [+1]``)."""
    extra: Extra
    """What it is as an extra keyword of the unit that buys it (keyed ``key``)."""


@result
class Refusal:
    """A keyword as written in a list that cannot be bought at all, and why."""

    code: str
    message: str
    folded: str | None

    # what a Plan says of itself, so that a unit's plans are read alike whatever they are
    quick: ClassVar[bool] = False
    """Never :attr:`Plan.quick`: a refused purchase is reported."""
    counted: ClassVar[bool] = False
    """Never :attr:`Plan.counted`: nothing counts what is not bought."""


@lru_cache(maxsize=8192)  # bounded: the text is whatever a list says
def resolve_purchase(rules: Hobgoblin, text: str) -> Purchase | Refusal:
    """Resolve a keyword as written in an army list (cached: lists repeat keywords)."""
    try:
        ref = lookups.canonical_ref(rules, KeywordRef.parse(text))
        kw = lookups.find_keyword(rules, text)
    except KeywordSyntaxError as exc:
        return Refusal("HG021", str(exc), None)
    except UnknownNameError as exc:
        return Refusal("HG021", f"unknown keyword {quoted(text)}" + did_you_mean(exc), None)
    folded = names.fold(kw.name)
    try:
        entry = lookups.find_cost_entry(rules, text)
    except UnknownNameError:
        if kw.reserved:
            return Refusal("HG011", f"{ref} is Reserved and cannot be purchased; only other "
                           "rules grant it", folded)
        listed = [e.keyword for e in lookups.keyword_costs(rules, kw)]
        hint = f" (the cost table lists {', '.join(listed)})" if listed else ""
        return Refusal("HG017", f"{ref} is not in the keyword cost table, so it cannot be "
                       f"purchased{hint}", folded)
    key = names.fold(str(ref))
    return Purchase(entry, kw, ref, key, folded, entry.column == "Weakness",
                    Trait.FOOTPRINT in kw.traits, buying.reading_note(rules, kw),
                    ref.mode is Mode.PLAIN, extra_of(rules, key))


@result
class Plan:
    """One unit type's purchase of one keyword as written: what the declarative rules about
    a single purchase say of it, worked out once. The rules that count purchases (each entry
    once, weaknesses per unit, one footprint) depend on the rest of the unit and are not
    here."""

    purchase: Purchase
    line: lookups.CostLine
    """Its price for this unit type."""
    notes: tuple[tuple[str, str], ...]
    """The problems buying it gives on its own, in the validator's order, each as its code
    and its message after the unit's label: the reading it follows (``HGW02``), a
    duplicated starting keyword (``deny_starting``) or a redundant one (``HGW01``), and the
    ``only`` lists that leave it out."""
    columns: tuple[str, ...]
    """The codes of the per-column ``unit_count`` rules that count it."""
    grouped: bool
    """Some ``unit_count`` list limits it together with other keywords (a footprint)."""
    barred_by: Rule | None
    """The first ``allow`` rule naming it, when that rule keeps it for other unit types."""
    requires: tuple[tuple[Rule, str, str], ...]
    """The ``requires`` rules naming it, each with the keyword it needs, as written and
    folded."""
    quiet: bool
    """Bought on its own it has no note, no keyword is limited with it, and no ``allow``
    rule bars it: only the rules that count purchases can say anything of it."""
    counted: bool
    """Some army-wide rule may count it: an ``army_count`` rule lists it, or an artefact is
    carried by its holder's unit (:func:`counted_names`)."""

    @property
    def quick(self) -> bool:
        """It is :attr:`quiet` and no ``requires`` rule names it: what the unit holds can say
        nothing of it either (:func:`.army_quick.quiet_unit` reads it)."""
        return self.quiet and not self.requires


@lru_cache(maxsize=8192)  # bounded: the text is whatever a list says
def plan(rules: Hobgoblin, unit_name: str, text: str) -> Plan | Refusal:
    """What buying ``text`` means for the unit type called ``unit_name`` (a known type's
    name), or why it cannot be bought at all."""
    found = resolve_purchase(rules, text)
    if isinstance(found, Refusal):
        return found
    utype = lookups.find_unit_type(rules, unit_name)
    found_limits = limits(rules)
    starting = buying.starting_names(rules, utype.name)
    entry, kw = found.entry, found.kw
    # the counting rules that speak about it: a keyword list limiting it with others (a
    # footprint), and the per-column counts
    grouped = any(r.speaks_about(found.folded, entry.column) for r in found_limits.by_keywords)
    notes: list[tuple[str, str]] = []
    if found.note:
        notes.append(("HGW02", found.note))
    together = found_limits.grouped()
    denied = next((r for r in found_limits.deny_starting
                   if r.refuses(utype, found.folded, entry.column, starting, together)), None)
    if grouped:
        pass
    elif denied is not None:
        notes.append((denied.code, f"{kw.name} duplicates a {entry.column.lower()} the "
                      f"{utype.name} unit type already has"))
    elif not found.weak and found.folded in starting and found.plain:
        notes.append(("HGW01", f"{utype.name} already has {kw.name}; buying it again adds "
                      "nothing but points"))
    for rule in found_limits.only:
        allowed = rule.constraint.purchases.keywords if rule.constraint.purchases else ()
        if rule.refuses(utype, found.folded, entry.column, starting, together):
            notes.append((rule.code, f"{utype.name} may only buy the {PLURAL[entry.column]} "
                          f"{' and '.join(allowed)}, not {kw.name}"))
    # the first allow-list naming it, when that list keeps it for other unit types
    allow = next((r for r in found_limits.allow if found.folded in r.keywords), None)
    barred_by = (allow if allow is not None
                 and allow.refuses(utype, found.folded, entry.column, starting, together)
                 else None)
    mult = utype.cost_multiplier
    requires = tuple((r, r.constraint.needs or "", names.fold(r.constraint.needs or ""))
                     for r in found_limits.requires if found.folded in r.keywords)
    quiet = not notes and not grouped and barred_by is None
    return Plan(
        found,
        lookups.CostLine(entry.keyword, entry.cost, mult, entry.cost * mult),
        tuple(notes),
        tuple(r.code for r in found_limits.by_column
              if r.speaks_about(found.folded, entry.column)),
        grouped,
        barred_by,
        requires,
        quiet,
        found.folded in counted_names(rules),
    )


@cache
def counted_names(rules: Hobgoblin) -> frozenset[str]:
    """Folded names of the keywords whose purchases an army-wide rule may count: those the
    ``army_count`` rules list, and each artefact's carrier."""
    counts = limits(rules).army_counts
    listed = [k for r in counts for k in (r.constraint.purchases.keywords
                                         if r.constraint.purchases else ())]
    return frozenset(names.fold(k) for k in [*listed, *(a.carrier for a in rules.artefacts)])


@result
class PurchaseVerdict:
    """Whether a unit type may buy a keyword as written, on a unit with nothing else bought:
    the answer ``validate`` gives, from the same rule objects."""

    unit_type: str
    keyword: str
    """The keyword as asked."""
    allowed: bool
    code: str | None
    """The army rule that refuses it (or warns about it, when allowed)."""
    reason: str | None
    cite: Citation | None
    """Where that rule is printed."""


def may_buy(rules: Hobgoblin, unit_type: str, text: str) -> PurchaseVerdict:
    """May a unit of ``unit_type`` buy the keyword ``text`` (as written in a list), and if not,
    which army rule refuses it and where it is printed. Reads the rule objects the validator
    reads (:func:`resolve_purchase` for what is not for sale; :func:`.buying.offer` for the
    rules about one purchase), so ``cost`` and ``unit`` can refuse what ``validate`` refuses.

    :raises UnknownNameError: for an unknown unit type.
    """
    utype = lookups.find_unit_type(rules, unit_type)
    found = resolve_purchase(rules, text)
    if isinstance(found, Refusal):
        rule = next(r for r in rules.army_rules if r.code == found.code)
        return PurchaseVerdict(utype.name, text, False, found.code, found.message, rule.cite)
    answer = buying.offer(rules, utype, found.entry)
    return PurchaseVerdict(utype.name, text, answer.allowed, answer.code, answer.reason,
                           answer.cite if answer.code else None)
