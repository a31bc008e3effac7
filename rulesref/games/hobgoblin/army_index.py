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
from rulesref.errors import KeywordSyntaxError, RulesDataError, RulesError, UnknownNameError
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army_facts import Extra, extra_of
from rulesref.games.hobgoblin.army_limits import Rule, Written, limits
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
    """The model's reading when the book disagrees with itself about buying it, as the rule
    object reporting readings words it (:meth:`.RuleObject.reading`)."""
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
    """Resolve a keyword as written in an army list (cached: lists repeat keywords): looked
    up in the book and the cost table, then refused by the first rule object that refuses
    it (:meth:`.RuleObject.refusal`: an unknown name, a Reserved keyword, one the cost table
    does not price), or else a purchase, with the reading a rule object takes about it.

    :raises RulesDataError: for a keyword no rule refuses that the cost table does not
        price (a model whose rules on names leave it unsaid).
    """
    found_limits = limits(rules)
    kw: KeywordDef | None = None
    ref: KeywordRef | None = None
    error: RulesError | None = None
    entry: CostEntry | None = None
    try:
        ref = lookups.canonical_ref(rules, KeywordRef.parse(text))
        kw = lookups.find_keyword(rules, text)
    except (KeywordSyntaxError, UnknownNameError) as exc:
        error = exc
    if kw is not None:
        try:
            entry = lookups.find_cost_entry(rules, text)
        except UnknownNameError:
            entry = None
    written = Written(text, kw, ref, error, entry is not None)
    folded = names.fold(kw.name) if kw is not None else None
    for rule in found_limits.stages["refusal"]:
        message = rule.refusal(rules, written)
        if message is not None:
            return Refusal(rule.code, message, folded)
    if kw is None or entry is None or ref is None or folded is None:
        raise RulesDataError("army_rules.yaml", "army_rules", f"no army rule refuses "
                             f"{quoted(text)}, which the cost table does not price")
    key = names.fold(str(ref))
    reading = next((n for r in found_limits.stages["reading"]
                    if (n := r.reading(rules, kw)) is not None), None)
    return Purchase(entry, kw, ref, key, folded, entry.column == "Weakness",
                    Trait.FOOTPRINT in kw.traits, reading, ref.mode is Mode.PLAIN,
                    extra_of(rules, key))


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
    and its message after the unit's label: the reading it follows (``HGW02``), the notes
    of the rule objects (:meth:`.Rule.note`; a duplicated starting keyword first, else a
    redundant one, ``HGW01``), in file order."""
    columns: tuple[str, ...]
    """The codes of the rules that count it among a unit's purchases
    (:meth:`.Rule.check_members`)."""
    grouped: bool
    """Some rule limits it together with other keywords (a footprint)."""
    barred_by: Rule | None
    """The first rule naming it that keeps purchases for some unit types
    (:meth:`.Rule.bars`), when that rule bars it here."""
    requires: tuple[tuple[Rule, str, str], ...]
    """The rules by which it needs another keyword (:meth:`.Rule.needs`), each with the
    keyword it needs, as written and folded."""
    quiet: bool
    """Bought on its own it has no note, no keyword is limited with it, and no ``allow``
    rule bars it: only the rules that count purchases can say anything of it."""
    counted: bool
    """Some army-wide rule may count it: a rule counting purchases over the army lists it
    (:attr:`.Rule.counts`), or an artefact is carried by its holder's unit
    (:func:`counted_names`)."""
    quick: bool
    """It is :attr:`quiet` and no rule makes it need another keyword: what the unit holds
    can say nothing of it either (:func:`.army_quick.quiet_unit` reads it for every
    purchase, so it is worked out once)."""


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
    folded, column = found.folded, entry.column
    together = found_limits.grouped()
    # some rule limits it together with other keywords (a footprint)
    grouped = folded in together
    objects = found_limits.stages["note"]
    said = [(r, n) for r in objects if (n := r.note(utype, folded, kw.name, column, starting,
                                                     together, found.plain, found.note))
            is not None]
    # a reading comes first; then a duplicated starting keyword, else a redundant one (not
    # for a keyword limited together with others); then the rest, in file order
    notes = [(r.code, n) for r, n in said if r.reading_first]
    instead = [(r.code, n) for r, n in said if r.replaces_redundant][:1]
    if grouped:
        pass
    elif instead:
        notes += instead
    else:
        notes += [(r.code, n) for r, n in said if r.redundant]
    notes += [(r.code, n) for r, n in said
              if not (r.reading_first or r.replaces_redundant or r.redundant)]
    # the first rule naming it that keeps some purchases for some unit types, when it bars it
    barring = next((r for r in found_limits.all if r.bars(utype, folded) is not None), None)
    barred_by = barring if barring is not None and barring.bars(utype, folded) else None
    mult = utype.cost_multiplier
    requires = tuple((r, needs, names.fold(needs)) for r in found_limits.all
                     if (needs := r.needs(folded)) is not None)
    quiet = not notes and not grouped and barred_by is None
    return Plan(
        found,
        lookups.CostLine(entry.keyword, entry.cost, mult, entry.cost * mult),
        tuple(notes),
        tuple(r.code for r in found_limits.members if r.speaks_about(folded, column)),
        grouped,
        barred_by,
        requires,
        quiet,
        folded in counted_names(rules),
        quiet and not requires,
    )


@cache
def counted_names(rules: Hobgoblin) -> frozenset[str]:
    """Folded names of the keywords whose purchases an army-wide rule may count: those the
    ``army_count`` rules list, and each artefact's carrier."""
    return limits(rules).counted | {names.fold(a.carrier) for a in rules.artefacts}


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
