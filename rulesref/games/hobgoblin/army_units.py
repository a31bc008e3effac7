"""Checking one unit of a Hobgoblin army list: each keyword it buys resolved and priced, what
its keywords and artefact forbid it to gain, the bans, and its base; and the collector every
check of :func:`rulesref.games.hobgoblin.army.validate` reports its problems to."""

from __future__ import annotations

from functools import cache

from rulesref.core import names
from rulesref.core.keywords import KeywordDef, KeywordRef, Mode, Trait
from rulesref.core.quoting import quoted
from rulesref.core.record import result
from rulesref.core.yamlio import Document, PathKey
from rulesref.errors import KeywordSyntaxError, UnknownNameError
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army_limits import (
    PLURAL,
    allow_message,
    limits,
    type_matches,
    word,
)
from rulesref.games.hobgoblin.army_list import (
    Problem,
    UnitEntry,
    UnitReport,
    did_you_mean,
)
from rulesref.games.hobgoblin.army_magic import allegiance_limits, check_allegiance
from rulesref.games.hobgoblin.model import ArmyRule, Artefact, CostEntry, Hobgoblin, UnitType
from rulesref.games.hobgoblin.profiles import after_removals, forbidden_by
from rulesref.games.hobgoblin.situation import UnitFacts, conveyed


@cache
def artefact_table(rules: Hobgoblin) -> dict[str, Artefact]:
    """The artefacts by folded name."""
    return names.index((a.name, a) for a in rules.artefacts)


@cache
def _rules_by_code(rules: Hobgoblin) -> dict[str, ArmyRule]:
    return {r.code: r for r in rules.army_rules}


class Collector:
    """Gathers one list's violations and warnings, each with its rule and its place in the
    file."""

    def __init__(self, rules: Hobgoblin, doc: Document | None) -> None:
        self.rules = rules
        self.doc = doc
        self.violations: list[Problem] = []
        self.warnings: list[Problem] = []

    def add(self, code: str, path: PathKey, message: str) -> None:
        pos = self.doc.where(path) if self.doc is not None else None
        problem = Problem(code, path, message, _rules_by_code(self.rules)[code],
                          pos[0] if pos else None, pos[1] if pos else None)
        (self.warnings if code.startswith("HGW") else self.violations).append(problem)


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
class _Refusal:
    """A keyword as written in a list that cannot be bought at all, and why."""

    code: str
    message: str
    folded: str | None


@cache
def resolve_purchase(rules: Hobgoblin, text: str) -> Purchase | _Refusal:
    """Resolve a keyword as written in an army list (cached: lists repeat keywords)."""
    try:
        ref = lookups.canonical_ref(rules, KeywordRef.parse(text))
        kw = lookups.find_keyword(rules, text)
    except KeywordSyntaxError as exc:
        return _Refusal("HG021", str(exc), None)
    except UnknownNameError as exc:
        return _Refusal("HG021", f"unknown keyword {quoted(text)}" + did_you_mean(exc), None)
    folded = names.fold(kw.name)
    try:
        entry = lookups.find_cost_entry(rules, text)
    except UnknownNameError:
        if kw.reserved:
            return _Refusal("HG011", f"{ref} is Reserved and cannot be purchased; only other "
                            "rules grant it", folded)
        listed = [e.keyword for e in lookups.keyword_costs(rules, kw)]
        hint = f" (the cost table lists {', '.join(listed)})" if listed else ""
        return _Refusal("HG017", f"{ref} is not in the keyword cost table, so it cannot be "
                        f"purchased{hint}", folded)
    return Purchase(entry, kw, ref, names.fold(str(ref)), folded, entry.column == "Weakness",
                     Trait.FOOTPRINT in kw.traits, buying.reading_note(rules, kw),
                     ref.mode is Mode.PLAIN)


def in_file_order(problems: list[Problem]) -> tuple[Problem, ...]:
    """Army-wide problems first, then in the order of the file."""
    return tuple(sorted(problems, key=lambda p: (p.line or 0, p.column or 0)))


def check_unit(
    rules: Hobgoblin, out: Collector, i: int, unit: UnitEntry, artefact: Artefact | None,
    solo_opponent: bool,
) -> tuple[UnitReport, UnitFacts | None]:
    """Every rule about one unit; its report, and what army building knows of it."""
    at: PathKey = ("units", i)
    label = unit.name
    try:
        utype = lookups.find_unit_type(rules, unit.type)
    except UnknownNameError as exc:
        out.add("HG020", (*at, "type"), f"{label}: unknown unit type {quoted(unit.type)}"
                + did_you_mean(exc))
        return UnitReport(unit.name, None, 0, None, unit.allegiances(), None, None), None

    resolved: list[tuple[int, Purchase]] = []
    starting = buying.starting_names(rules, utype.name)
    for j, text in enumerate(unit.keywords):
        found = resolve_purchase(rules, text)
        if isinstance(found, _Refusal):
            already = (f" (and {utype.name} already has it)"
                       if found.code == "HG011" and found.folded in starting else "")
            out.add(found.code, (*at, "keywords", j), f"{label}: {found.message}{already}")
            continue
        resolved.append((j, found))

    refused = _check_purchases(rules, out, at, unit, utype, resolved, starting)
    purchases = [(j, found) for j, found in resolved]

    # what the rules refuse is not bought: the unit's points and profile leave it out, so no
    # pile of weaknesses can take a unit, or the army, below zero points
    purchases = [p for p in purchases if p[0] not in refused]
    given = _given(rules, artefact.name) if artefact else ()
    # the unit's extra keywords as one sorted tuple of strings: a cheap cache key
    texts = sorted([found.key for _, found in purchases] + [names.fold(str(g)) for g in given])
    info = _unit_info(rules, utype.name, tuple(texts), solo_opponent)
    key = info.key
    facts = info.facts
    for j, found in purchases:
        for rule in limits(rules).requires:
            needs = rule.constraint.needs or ""
            if found.folded in rule.keywords and names.fold(needs) not in facts.keywords:
                out.add(rule.code, (*at, "keywords", j), f"{label}: {found.kw.name} needs the "
                        f"{needs} keyword, and {utype.name} has none")
    if info.bans:
        _check_bans(rules, out, at, label, purchases, given, info, artefact)
    if info.forbids:
        for j, found in purchases:
            forbidder = info.forbids.get(found.folded)
            if forbidder is not None:
                source = f" (from {artefact.name})" if artefact else ""
                out.add("HG016", (*at, "keywords", j), f"{label}: its {forbidder} keyword"
                        f"{source} bars it from gaining {found.kw.name}")
    makes_wizard = artefact is not None and allegiance_limits(
        rules, buying.unit_facts(rules, utype, [f.ref for _, f in purchases])) is None
    if unit.allegiance is not None or info.wizard:
        for code, path, message in check_allegiance(
                rules, at, unit, facts, artefact.name if artefact and makes_wizard else None):
            out.add(code, path, message)
    prof = info.keywords
    if unit.base is not None:
        _check_base(rules, out, at, unit, prof.footprint)

    mult = utype.cost_multiplier
    cost = lookups.CostBreakdown(
        utype.name, utype.points, mult,
        tuple(lookups.CostLine(f.entry.keyword, f.entry.cost, mult, f.entry.cost * mult)
              for _, f in purchases),
        lookups.canonical_costs(rules).cite)
    return UnitReport(unit.name, utype.name, cost.total, cost, unit.allegiances(), prof,
                      (rules, utype.name, key, frozenset())), facts


def _check_purchases(
    rules: Hobgoblin, out: Collector, at: PathKey, unit: UnitEntry, utype: UnitType,
    resolved: list[tuple[int, Purchase]], starting: frozenset[str],
) -> set[int]:
    """The declarative rules about what one unit buys (each entry once, weaknesses per unit,
    footprints, starting duplicates, only-lists, allow-lists); returns the indexes refused,
    which do not count towards the unit."""
    label = unit.name
    rules_ = limits(rules)
    grouped = rules_.grouped()
    each = rules_.each[0] if rules_.each else None
    seen: dict[str, list[int]] = {}
    refused: set[int] = set()  # bought against HG004/HG006/HG007: reported, not part of the unit
    counted: dict[str, list[int]] = {r.code: [] for r in rules_.by_column}
    footprints: list[tuple[int, Purchase]] = []
    for j, found in resolved:
        kpath = (*at, "keywords", j)
        entry, kw = found.entry, found.kw
        earlier = seen.setdefault(found.key, [])
        if each is not None and each.constraint.max is not None and (
                len(earlier) >= each.constraint.max):
            times = "twice" if each.constraint.max == 1 else (
                f"more than {word(each.constraint.max)} times")
            out.add(each.code, kpath, f"{label}: {entry.keyword} is bought {times} "
                    f"(also keywords[{earlier[0]}]); only the first counts")
            refused.add(j)
            continue
        earlier.append(j)
        if found.note:
            out.add("HGW02", kpath, f"{label}: {found.note}")
        denied = next((r for r in rules_.deny_starting
                       if r.column == entry.column and found.folded in starting), None)
        if found.folded in grouped:
            footprints.append((j, found))
        elif denied is not None:
            out.add(denied.code, kpath, f"{label}: {kw.name} duplicates a "
                    f"{entry.column.lower()} the {utype.name} unit type already has")
        elif not found.weak and found.folded in starting and found.plain:
            out.add("HGW01", kpath, f"{label}: {utype.name} already has {kw.name}; buying it "
                    f"again adds nothing but points")
        for rule in rules_.by_column:
            if rule.column == entry.column:
                counted[rule.code].append(j)
        for rule in rules_.only:
            allowed = rule.constraint.purchases.keywords if rule.constraint.purchases else ()
            if (rule.column == entry.column and type_matches(rule.constraint.unit_types, utype)
                    and found.folded not in rule.keywords):
                out.add(rule.code, kpath, f"{label}: {utype.name} may only buy the "
                        f"{PLURAL[entry.column]} {' and '.join(allowed)}, not {kw.name}")
    for rule in rules_.by_column:
        most = rule.constraint.max or 0
        bought = counted[rule.code]
        for j in bought[most:]:
            out.add(rule.code, (*at, "keywords", j), f"{label}: more than {word(most)} "
                    f"purchased {PLURAL[rule.column or '']} ({len(bought)} bought); only the "
                    f"first {word(most)} count")
            refused.add(j)
    for rule in rules_.by_keywords:
        most = rule.constraint.max or 0
        members = [m for m in footprints if m[1].folded in rule.keywords]
        for n, (j, found) in enumerate(members):
            kpath = (*at, "keywords", j)
            if n >= most:
                out.add(rule.code, kpath, f"{label}: only {word(most)} "
                        f"{_noun(rules, rule.keywords)} may be bought (already bought "
                        f"{unit.keywords[members[0][0]]}); only the first counts")
                refused.add(j)
                continue
            _check_allow(rules, out, kpath, label, unit.keywords[j], found, utype)
    for j, found in resolved:
        if j not in refused and found.folded not in grouped:
            _check_allow(rules, out, (*at, "keywords", j), label, unit.keywords[j], found,
                         utype)
    return refused


def _check_allow(rules: Hobgoblin, out: Collector, kpath: PathKey, label: str, written: str,
                 found: Purchase, utype: UnitType) -> None:
    """The first ``allow`` rule that keeps the keyword for other unit types, if any."""
    for rule in limits(rules).allow:
        if found.folded in rule.keywords:
            if not type_matches(rule.constraint.unit_types, utype):
                out.add(rule.code, kpath, allow_message(rule, label, written, found.kw.name,
                                                        utype))
            return


@cache
def _noun(rules: Hobgoblin, keywords: frozenset[str]) -> str:
    """How a message names a list of keywords limited together: by the trait they share
    (``Footprint keyword``), else as a list."""
    defs = [lookups.find_keyword(rules, k) for k in sorted(keywords)]
    shared = frozenset.intersection(*(k.traits for k in defs)) - {Trait.STRENGTH,
                                                                   Trait.WEAKNESS}
    if len(shared) == 1:
        return f"{next(iter(shared)).value} keyword"
    return "of " + ", ".join(k.name for k in defs)


@result
class _UnitInfo:
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
def _unit_info(rules: Hobgoblin, unit_name: str, texts: tuple[str, ...], automated: bool
               ) -> _UnitInfo:
    """:class:`_UnitInfo` for a unit type with extra keywords written as ``texts``."""
    key = lookups.profile_key(lookups.canonical_ref(rules, KeywordRef.parse(t)) for t in texts)
    unit = lookups.find_unit_type(rules, unit_name)
    held = lookups.held_keywords(rules, unit, key)
    facts = buying.facts_of(rules, [r.name for r in held], unit_type=unit.name,
                            automated=automated)
    bans = {}
    for ref in key:
        folded = names.fold(ref.name)  # canonical: the defining keyword's name
        barred = tuple(b for b in buying.bans_for(rules, folded, facts)
                       if b.rule.constraint is None and not b.effect.only_buying)
        if barred:
            bans[folded] = barred
    refs, footprint = after_removals(rules, unit, held)
    kept = (facts.keywords if len(refs) == len(held)
            else frozenset(names.fold(r.name) for r in refs))
    return _UnitInfo(key, facts, lookups.KeywordSet(kept, footprint),
                     forbidden_by(rules, facts.keywords), bans,
                     allegiance_limits(rules, facts) is not None)


@cache
def _given(rules: Hobgoblin, artefact: str) -> tuple[KeywordRef, ...]:
    """What the artefact called ``artefact`` conveys, as canonical references."""
    found = artefact_table(rules)[names.fold(artefact)]
    return tuple(lookups.canonical_ref(rules, KeywordRef.parse(k)) for k in conveyed(found))


def _check_bans(
    rules: Hobgoblin, out: Collector, at: PathKey, label: str,
    purchases: list[tuple[int, Purchase]], given: tuple[KeywordRef, ...], info: _UnitInfo,
    artefact: Artefact | None,
) -> None:
    """Every army-building ban (an army-scope forbid an army rule enforces) on what the unit
    buys, and, for a ban on gaining, on what its artefact conveys too."""
    bought = [((*at, "keywords", j), f.kw, True) for j, f in purchases]
    for ref in given:
        kw = lookups.find_keyword(rules, ref.name)
        bought.append((at, kw, False))
    for path, kw, purchased in bought:
        for ban in info.bans.get(names.fold(kw.name), ()):
            if ban.effect.only_buying and not purchased:
                continue
            via = "" if purchased else f" (conveyed by {artefact.name if artefact else '?'})"
            reading = _reading_for(rules, kw) if not purchased else ""
            out.add(ban.rule.code, path, f"{label}: {kw.name}{via}: {ban.words()} "
                    f"[{ban.cite.short()}]{reading}")


def _reading_for(rules: Hobgoblin, kw: KeywordDef) -> str:
    """The model's reading about a keyword, cited by id, if it records one."""
    found = next((r for r in rules.readings if names.fold(r.about) == names.fold(kw.name)),
                 None)
    return f" (reading {found.id})" if found else ""


def _check_base(
    rules: Hobgoblin, out: Collector, at: PathKey, unit: UnitEntry, footprint: str
) -> None:
    base = unit.base
    assert base is not None
    limits = next((f for f in rules.footprints if f.name == footprint), None)
    if limits is None:
        return
    bad = []
    if not limits.min_width <= base.width_mm <= limits.max_width:
        bad.append(f"width {base.width_mm}mm is outside {limits.min_width}-{limits.max_width}mm")
    if not limits.min_depth <= base.depth_mm <= limits.max_depth:
        bad.append(f"depth {base.depth_mm}mm is outside {limits.min_depth}-{limits.max_depth}mm")
    if bad:
        out.add("HG018", (*at, "base"), f"{unit.name}: {' and '.join(bad)} "
                f"for a {footprint} footprint")
