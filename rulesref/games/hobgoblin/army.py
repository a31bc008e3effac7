"""Hobgoblin army lists checked against every army-building rule.

Building and checking are separate: an :class:`ArmyList` (:mod:`army_list
<rulesref.games.hobgoblin.army_list>`) may be illegal, and :func:`validate` returns every problem
at once, each with the rule it breaks. The rules read the effects: the bans an army rule
enforces (:mod:`~rulesref.games.hobgoblin.buying`), what a unit's keywords forbid it to gain,
the keywords bought once per army, and the allegiance and Mercury rules
(:mod:`~rulesref.games.hobgoblin.army_magic`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from rulesref.core import names
from rulesref.core.effects import Grant
from rulesref.core.keywords import KeywordDef, KeywordRef, Mode, Trait
from rulesref.core.record import result
from rulesref.core.yamlio import Document, PathKey
from rulesref.errors import KeywordSyntaxError, UnknownNameError
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army_list import (
    ArmyList,
    ArmyReport,
    Base,
    LoadedArmy,
    Problem,
    UnitEntry,
    UnitReport,
    army_schema,
    did_you_mean,
    load_army,
    parse_army,
)
from rulesref.games.hobgoblin.army_magic import allegiance_limits, check_allegiance, mercury
from rulesref.games.hobgoblin.model import ArmyRule, Artefact, CostEntry, Hobgoblin
from rulesref.games.hobgoblin.profiles import after_removals, forbidden_by
from rulesref.games.hobgoblin.situation import UnitFacts, standing

# --------------------------------------------------------------------------- validation


@cache
def _rules_by_code(rules: Hobgoblin) -> dict[str, ArmyRule]:
    return {r.code: r for r in rules.army_rules}


@cache
def _artefact_table(rules: Hobgoblin) -> dict[str, Artefact]:
    return names.index((a.name, a) for a in rules.artefacts)


@cache
def _once_per_army(rules: Hobgoblin) -> tuple[tuple[ArmyRule, str], ...]:
    """The army rules about a keyword bought once per army (the cost table's asterisk):
    exactly one unit has it. Each with the keyword's folded name."""
    once = {names.fold(lookups.find_keyword(rules, e.keyword).name)
            for e in lookups.canonical_costs(rules).entries if e.once_per_army}
    return tuple((r, names.fold(r.enforces)) for r in rules.army_rules
                 if r.enforces and names.fold(r.enforces) in once)


def _bought(rules: Hobgoblin, army: ArmyList, wanted: Iterable[str]
            ) -> dict[str, list[tuple[int, int]]]:
    """For each folded name in ``wanted``: the (unit, keyword) positions of its purchases."""
    found: dict[str, list[tuple[int, int]]] = {w: [] for w in wanted}
    for i, unit in enumerate(army.units):
        for j, text in enumerate(unit.keywords):
            bought = _resolve_purchase(rules, text)
            if isinstance(bought, _Purchase) and bought.folded in found:
                found[bought.folded].append((i, j))
    return found


def conveyed(artefact: Artefact) -> tuple[str, ...]:
    """The keywords an artefact conveys to the unit that carries it, as written."""
    return tuple(e.keyword for e in artefact.effects
                 if isinstance(e, Grant) and e.keyword and standing(e))


class _Collector:
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


def validate(
    rules: Hobgoblin,
    army: ArmyList,
    *,
    points_limit: int | None = None,
    solo_opponent: bool = False,
    document: Document | None = None,
) -> ArmyReport:
    """Check an army list against every army-building rule; never stops at the first.

    :param points_limit: overrides the file's limit.
    :param solo_opponent: the list is the solo-play opponent's (no Wizard).
    :param document: the parsed file, for line and column numbers.
    """
    out = _Collector(rules, document)
    limit = points_limit if points_limit is not None else army.points_limit

    artefact: Artefact | None = None
    if army.artefact is not None:
        try:
            artefact = names.find("cursed artefact", army.artefact, _artefact_table(rules),
                                  [a.name for a in rules.artefacts])
        except UnknownNameError as exc:
            out.add("HG023", ("artefact",), f"unknown cursed artefact {army.artefact!r}"
                    + did_you_mean(exc))

    once = _once_per_army(rules)
    carrier = names.fold(artefact.carrier) if artefact else None
    bought = _bought(rules, army, [*(f for _, f in once), *([carrier] if carrier else [])])
    for rule, folded in once:
        having = bought[folded]
        if not having:
            out.add(rule.code, ("units",), f"no unit has the {rule.enforces} keyword; give it "
                    "to exactly one")
        for i, j in having[1:]:
            out.add(rule.code, ("units", i, "keywords", j),
                    f"{army.units[i].name}: a second {rule.enforces} (the first is "
                    f"{army.units[having[0][0]].name})")
    # with several carriers (already a violation) the artefact goes with the first
    carriers = bought[carrier] if carrier else []
    general_unit = carriers[0][0] if carriers else None
    if artefact is not None and general_unit is None:
        out.add("HG015", ("artefact",),
                f"{artefact.name} must be carried by the {artefact.carrier}'s unit, and there "
                "is none")

    reports = []
    total = 0
    known: list[UnitFacts] = []
    for i, unit in enumerate(army.units):
        carried = artefact if (artefact is not None and i == general_unit) else None
        report, facts = _check_unit(rules, out, i, unit, carried, solo_opponent)
        reports.append(report)
        total += report.points
        if facts is not None:
            known.append(facts)

    if total > limit:
        where: PathKey = ("points_limit",) if points_limit is None else ("units",)
        out.add("HG001", where, f"the army costs {total} points, {total - limit} over the "
                f"limit of {limit}")
    return ArmyReport(
        name=army.name,
        points_limit=limit,
        total_points=total,
        mercury_per_round=mercury(rules, limit, known),
        violations=_in_file_order(out.violations),
        warnings=_in_file_order(out.warnings),
        units=tuple(reports),
    )



@result
class _Purchase:
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
def _resolve_purchase(rules: Hobgoblin, text: str) -> _Purchase | _Refusal:
    """Resolve a keyword as written in an army list (cached: lists repeat keywords)."""
    try:
        ref = lookups.canonical_ref(rules, KeywordRef.parse(text))
        kw = lookups.find_keyword(rules, text)
    except KeywordSyntaxError as exc:
        return _Refusal("HG021", str(exc), None)
    except UnknownNameError as exc:
        return _Refusal("HG021", f"unknown keyword {text!r}" + did_you_mean(exc), None)
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
    return _Purchase(entry, kw, ref, names.fold(str(ref)), folded, entry.column == "Weakness",
                     Trait.FOOTPRINT in kw.traits, buying.reading_note(rules, kw),
                     ref.mode is Mode.PLAIN)


def _in_file_order(problems: list[Problem]) -> tuple[Problem, ...]:
    """Army-wide problems first, then in the order of the file."""
    return tuple(sorted(problems, key=lambda p: (p.line or 0, p.column or 0)))


def _check_unit(
    rules: Hobgoblin, out: _Collector, i: int, unit: UnitEntry, artefact: Artefact | None,
    solo_opponent: bool,
) -> tuple[UnitReport, UnitFacts | None]:
    """Every rule about one unit; its report, and what army building knows of it."""
    at: PathKey = ("units", i)
    label = unit.name
    try:
        utype = lookups.find_unit_type(rules, unit.type)
    except UnknownNameError as exc:
        out.add("HG020", (*at, "type"), f"{label}: unknown unit type {unit.type!r}"
                + did_you_mean(exc))
        return UnitReport(unit.name, None, 0, None, unit.allegiances(), None, None), None

    resolved: list[tuple[int, _Purchase]] = []
    starting = buying.starting_names(rules, utype.name)
    for j, text in enumerate(unit.keywords):
        found = _resolve_purchase(rules, text)
        if isinstance(found, _Refusal):
            already = (f" (and {utype.name} already has it)"
                       if found.code == "HG011" and found.folded in starting else "")
            out.add(found.code, (*at, "keywords", j), f"{label}: {found.message}{already}")
            continue
        resolved.append((j, found))

    seen: dict[str, int] = {}
    refused: set[int] = set()  # bought against HG004/HG006/HG007: reported, not part of the unit
    weaknesses: list[int] = []
    footprints: list[int] = []
    purchases: list[tuple[int, _Purchase]] = []
    for j, found in resolved:
        kw = found.kw
        if found.key in seen:
            out.add("HG006", (*at, "keywords", j), f"{label}: {found.entry.keyword} is bought "
                    f"twice (also keywords[{seen[found.key]}]); only the first counts")
            continue
        seen[found.key] = j
        purchases.append((j, found))
        if found.note:
            out.add("HGW02", (*at, "keywords", j), f"{label}: {found.note}")
        if found.footprint:
            footprints.append(j)
        elif found.folded in starting:
            if found.weak:
                out.add("HG005", (*at, "keywords", j), f"{label}: {kw.name} duplicates a "
                        f"weakness the {utype.name} unit type already has")
            elif found.plain:
                out.add("HGW01", (*at, "keywords", j), f"{label}: {utype.name} already has "
                        f"{kw.name}; buying it again adds nothing but points")
        if found.weak:
            weaknesses.append(j)
    for j in weaknesses[2:]:
        out.add("HG004", (*at, "keywords", j), f"{label}: more than two purchased weaknesses "
                f"({len(weaknesses)} bought); only the first two count")
        refused.add(j)
    for j in footprints[1:]:
        out.add("HG007", (*at, "keywords", j), f"{label}: only one Footprint keyword may be "
                f"bought (already bought {unit.keywords[footprints[0]]}); only the first "
                "counts")
        refused.add(j)

    # what the rules refuse is not bought: the unit's points and profile leave it out, so no
    # pile of weaknesses can take a unit, or the army, below zero points
    purchases = [p for p in purchases if p[0] not in refused]
    given = _given(rules, artefact.name) if artefact else ()
    # the unit's extra keywords as one sorted tuple of strings: a cheap cache key
    texts = sorted([found.key for _, found in purchases] + [names.fold(str(g)) for g in given])
    info = _unit_info(rules, utype.name, tuple(texts), solo_opponent)
    key = info.key
    facts = info.facts
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
    """For each of its extra keywords an enforced ban bars: those bans."""
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
        barred = buying.bans_for(rules, folded, facts)
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
    found = _artefact_table(rules)[names.fold(artefact)]
    return tuple(lookups.canonical_ref(rules, KeywordRef.parse(k)) for k in conveyed(found))


def _check_bans(
    rules: Hobgoblin, out: _Collector, at: PathKey, label: str,
    purchases: list[tuple[int, _Purchase]], given: tuple[KeywordRef, ...], info: _UnitInfo,
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
    rules: Hobgoblin, out: _Collector, at: PathKey, unit: UnitEntry, footprint: str
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


def validate_many(
    rules: Hobgoblin, armies: Sequence[ArmyList], *, points_limit: int | None = None,
    solo_opponent: bool = False,
) -> list[ArmyReport]:
    """:func:`validate` each list (for organisers checking many lists)."""
    return [validate(rules, a, points_limit=points_limit, solo_opponent=solo_opponent)
            for a in armies]


__all__ = [
    "ArmyList", "ArmyReport", "Base", "LoadedArmy", "Problem", "UnitEntry", "UnitReport",
    "army_schema", "load_army", "parse_army", "validate", "validate_many",
]
