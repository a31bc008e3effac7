"""What army validation reads of the Hobgoblin model, worked out once per model and indexed.

Checking a list asks the same questions of the model for every unit: what a keyword as written
resolves to and costs, which declarative rules a unit type's purchase of it meets (a
:class:`Plan`), and what a unit type with some extra keywords holds, is barred from and may
be banned (:class:`UnitInfo`). The answers come from the same per-keyword lookups as the
plain path (:func:`.profiles.held_keywords`, :func:`.buying.facts_of`,
:func:`.profiles.after_removals`, :func:`.profiles.forbidden_by`), read once per keyword
name into a :class:`Behaviour`, so the two cannot differ; the tests check they agree.

Pure functions of the model; cached per model.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from rulesref.core import names
from rulesref.core.conditions import verdict
from rulesref.core.keywords import KeywordDef, KeywordRef, Mode, Trait
from rulesref.core.quoting import quoted
from rulesref.core.record import result
from rulesref.errors import KeywordSyntaxError, UnknownNameError
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army_limits import PLURAL, Rule, limits, type_matches
from rulesref.games.hobgoblin.army_list import did_you_mean
from rulesref.games.hobgoblin.army_magic import allegiance_limits
from rulesref.games.hobgoblin.buying import Ban, _covering, _traits_of
from rulesref.games.hobgoblin.model import CostEntry, Hobgoblin
from rulesref.games.hobgoblin.profiles import (
    _footprint_set,
    _forbidders,
    _forbids,
    _grants,
    _order,
    _starting_refs,
    _takes,
)
from rulesref.games.hobgoblin.situation import UnitFacts

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


@result
class Refusal:
    """A keyword as written in a list that cannot be bought at all, and why."""

    code: str
    message: str
    folded: str | None


@cache
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
    return Purchase(entry, kw, ref, names.fold(str(ref)), folded, entry.column == "Weakness",
                    Trait.FOOTPRINT in kw.traits, buying.reading_note(rules, kw),
                    ref.mode is Mode.PLAIN)


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


@cache
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
    grouped = found.folded in found_limits.grouped()
    notes: list[tuple[str, str]] = []
    if found.note:
        notes.append(("HGW02", found.note))
    denied = next((r for r in found_limits.deny_starting
                   if r.column == entry.column and found.folded in starting), None)
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
        if (rule.column == entry.column and type_matches(rule.constraint.unit_types, utype)
                and found.folded not in rule.keywords):
            notes.append((rule.code, f"{utype.name} may only buy the {PLURAL[entry.column]} "
                          f"{' and '.join(allowed)}, not {kw.name}"))
    allow = next((r for r in found_limits.allow if found.folded in r.keywords), None)
    mult = utype.cost_multiplier
    return Plan(
        found,
        lookups.CostLine(entry.keyword, entry.cost, mult, entry.cost * mult),
        tuple(notes),
        tuple(r.code for r in found_limits.by_column if r.column == entry.column),
        grouped,
        allow if allow is not None and not type_matches(allow.constraint.unit_types, utype)
        else None,
        tuple((r, r.constraint.needs or "", names.fold(r.constraint.needs or ""))
              for r in found_limits.requires if found.folded in r.keywords),
    )


# --------------------------------------------------------------------------- keywords held


@result
class Behaviour:
    """What a keyword (by the name a canonical reference gives it) does to its holder in
    army building, read from the per-keyword lookups of the plain path."""

    folded: str
    grants: tuple[tuple[KeywordRef, str], ...]
    """Its standing grants as canonical references, each with its folded name."""
    forbids: frozenset[str]
    """Folded names its standing forbids bar its holder from gaining."""
    removes: frozenset[str]
    """Folded names its standing removes take from what the holder had before it."""
    footprint: str | None
    """The footprint it sets, if any."""
    traits: frozenset[str]
    """Its folded trait names."""
    forbidden: tuple[tuple[str, str], ...]
    """What it forbids its holder, each with the keyword that forbids it (sorted)."""
    gaining_bans: tuple[Ban, ...]
    """The enforced bans on gaining it that no declarative constraint checks (whether each
    bars a unit depends on the unit)."""


def _behaviour(rules: Hobgoblin, name: str) -> Behaviour:
    folded = names.fold(name)
    return Behaviour(
        folded,
        tuple((g, names.fold(g.name)) for g in _grants(rules, folded)),
        _takes(rules, folded, "forbid") if folded in _forbidders(rules) else frozenset(),
        _takes(rules, folded, "remove"),
        _footprint_set(rules, folded),
        _traits_of(rules, folded),
        _forbids(rules, folded),
        tuple(b for b in _covering(rules, folded)
              if b.rule.constraint is None and not b.effect.only_buying),
    )


@cache
def _behaviours(rules: Hobgoblin) -> dict[str, Behaviour]:
    """:class:`Behaviour` by the exact name of every keyword a unit can hold in army
    building: the definitions, the unit types' starting keywords, and what they grant."""
    table: dict[str, Behaviour] = {}
    todo = [k.name for k in lookups.all_keyword_defs(rules)]
    todo += [r.name for u in rules.unit_types for r in _starting_refs(rules, u.name)]
    while todo:
        name = todo.pop()
        if name not in table:
            table[name] = found = _behaviour(rules, name)
            todo.extend(g.name for g, _ in found.grants)
    return table


def _behaviour_of(rules: Hobgoblin, table: dict[str, Behaviour], name: str) -> Behaviour:
    found = table.get(name)
    return found if found is not None else _behaviour(rules, name)


@cache
def _extra_refs(rules: Hobgoblin, text: str) -> tuple[KeywordRef, KeywordRef]:
    """An extra keyword written as ``text``: its canonical reference, and that reference as
    :func:`.profiles.held_keywords` canonicalises it again."""
    ref = lookups.canonical_ref(rules, KeywordRef.parse(text))
    return ref, lookups.canonical_ref(rules, ref)


def _held(rules: Hobgoblin, unit_name: str, extra: Iterable[KeywordRef]
          ) -> list[tuple[KeywordRef, Behaviour]]:
    """:func:`.profiles.held_keywords`, each keyword with its behaviour: the starting
    keywords and ``extra``, then what their standing grants give (breadth first, a name
    expanded once), less what their standing forbids bar, until nothing more is barred."""
    table = _behaviours(rules)
    given = [(r, _behaviour_of(rules, table, r.name))
             for r in (*_starting_refs(rules, unit_name), *extra)]
    barred: frozenset[str] = frozenset()
    while True:
        out = [p for p in given if p[1].folded not in barred] if barred else list(given)
        seen: set[str] = set()
        index = 0
        while index < len(out):
            held = out[index][1]
            index += 1
            if held.folded in seen:
                continue
            seen.add(held.folded)
            for ref, folded in held.grants:
                if folded not in barred:
                    out.append((ref, _behaviour_of(rules, table, ref.name)))
        more = frozenset().union(*(b.forbids for _, b in out if b.forbids)) - barred
        if not more:
            return out
        barred |= more


@result
class UnitInfo:
    """What army building works out once for each unit type with the same extra keywords."""

    key: tuple[KeywordRef, ...]
    """The extra keywords in :func:`lookups.profile_key` order."""
    facts: UnitFacts
    keywords: lookups.KeywordSet
    forbids: dict[str, str]
    """Folded names its keywords forbid it to gain, with the keyword that forbids each."""
    bans: dict[str, tuple[buying.Ban, ...]]
    """For each of its extra keywords, the enforced bans on *gaining* it that bar it (bans
    on buying are the declarative constraints' to check, as the export reads them)."""
    wizard: bool
    """Whether it must pick an allegiance."""


@cache
def unit_info(rules: Hobgoblin, unit_name: str, texts: tuple[str, ...], automated: bool
              ) -> UnitInfo:
    """:class:`UnitInfo` for the unit type called ``unit_name`` with extra keywords written
    as ``texts`` (``automated``: the solo opponent's)."""
    # sorted as lookups.profile_key sorts (stable), each with its second canonical form
    refs = sorted((_extra_refs(rules, t) for t in texts), key=lambda pair: _order(pair[0]))
    key = tuple(ref for ref, _ in refs)
    unit = lookups.find_unit_type(rules, unit_name)
    held = _held(rules, unit.name, [again for _, again in refs])
    facts = UnitFacts(frozenset(b.folded for _, b in held),
                      frozenset().union(*(b.traits for _, b in held)),
                      complete=True, unit_type=unit.name, automated=automated)
    table = _behaviours(rules)
    bans = {}
    for ref in key:
        found = _behaviour_of(rules, table, ref.name)
        if found.gaining_bans:
            barred = tuple(b for b in found.gaining_bans
                           if verdict(b.effect.condition, facts.decide))
            if barred:
                bans[found.folded] = barred
    # what a standing remove takes: only what the unit had before the keyword that removes
    folded = [b.folded for _, b in held]
    gone: set[int] = set()
    for index, (_, held_one) in enumerate(held):
        if held_one.removes:
            gone.update(k for k in range(index) if folded[k] in held_one.removes)
    footprint = unit.footprint
    for k, (_, held_one) in enumerate(held):
        if held_one.footprint is not None and k not in gone:
            footprint = held_one.footprint
    kept = (facts.keywords if not gone
            else frozenset(f for k, f in enumerate(folded) if k not in gone))
    pairs = {b.folded: b.forbidden for _, b in held if b.forbidden}
    forbids: dict[str, str] = {}
    for name in sorted(pairs):
        for barred_name, by in pairs[name]:
            forbids.setdefault(barred_name, by)
    return UnitInfo(key, facts, lookups.KeywordSet(kept, footprint), forbids, bans,
                    allegiance_limits(rules, facts) is not None)
