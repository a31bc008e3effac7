"""Hobgoblin army lists: the file format, loading, and validation against every
army-building rule.

Building and checking are separate: an :class:`ArmyList` may be illegal, and
:func:`validate` returns every problem at once, each with the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Literal

from rulesref.core import names
from rulesref.core.effects import Parameter
from rulesref.core.keywords import KeywordDef, KeywordRef, Trait
from rulesref.core.record import record, result
from rulesref.core.yamlio import Document, PathKey, format_path, load_file
from rulesref.errors import KeywordSyntaxError, RulesDataError, RulesError, UnknownNameError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_limits import PLURAL, allow_message, limits, type_matches, word
from rulesref.games.hobgoblin.model import (
    Allegiance,
    ArmyConstraint,
    ArmyRule,
    Artefact,
    CostEntry,
    Hobgoblin,
    Points,
    UnitType,
)

# --------------------------------------------------------------------------- file format


@record
class Base:
    """A unit's base or movement tray."""

    width_mm: int
    """Frontage in millimetres."""
    depth_mm: int
    """Depth in millimetres."""


@record
class UnitEntry:
    """One unit of an army list, as written in the file."""

    name: str
    """The player's name for the unit."""
    type: str
    """Its unit type (``Heavy Cavalry``)."""
    keywords: tuple[str, ...] = ()
    """Purchased keywords as in the cost table (``"Hero [+1]"``), plus General and
    Battle Standard."""
    allegiance: str | tuple[str, ...] | None = None
    """The Abyssal Allegiance of a Wizard (a list of two with Tome of Magic)."""
    base: Base | None = None
    """The unit's base size, checked against its footprint."""

    def allegiances(self) -> tuple[str, ...]:
        """The allegiance field as a tuple."""
        if self.allegiance is None:
            return ()
        if isinstance(self.allegiance, str):
            return (self.allegiance,)
        return self.allegiance


@record
class ArmyList:
    """A Hobgoblin army list file."""

    game: Literal["hobgoblin"]
    """The ruleset; ``hobgoblin``."""
    name: str
    """The army's name."""
    points_limit: int
    """The agreed points limit."""
    artefact: str | None = None
    """The Cursed Artefact carried by the General's unit, if any."""
    units: tuple[UnitEntry, ...]
    """The units."""


def army_schema() -> dict[str, object]:
    """The army file format as JSON Schema."""
    from pydantic import TypeAdapter

    schema = TypeAdapter(ArmyList).json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Hobgoblin army list (rulesref)"
    return schema


@result
class LoadedArmy:
    """An army list with the document it came from (for line numbers)."""

    army: ArmyList
    document: Document


def parse_army(doc: Document, rules: Hobgoblin | None = None) -> LoadedArmy:
    """Validate a parsed document as an army list.

    Besides the types, every keyword must be written as a keyword (``Hero [+1]``) with a
    value the rules allow (:func:`lookups.check_value`); a keyword the book does not define
    is a broken rule for :func:`validate` to report, not a malformed file.

    :param rules: the ruleset whose keywords are checked (the shipped one by default).
    :raises RulesDataError: when it is not an army list at all (wrong types, missing fields,
        a malformed keyword or a value out of bounds), located in the file.
    """
    from rulesref.core.loader import validate as validate_data

    if doc.data is None:
        raise RulesDataError(doc.name, "", "file is empty")
    if not isinstance(doc.data, dict):
        raise doc.error((), "an army list must be a mapping with game, name, points_limit, units")
    army = validate_data(ArmyList, doc.data, doc)
    if army.points_limit <= 0:
        raise doc.error(("points_limit",), f"must be a positive number (got {army.points_limit})")
    if rules is None:
        from rulesref.games.hobgoblin.loading import load

        rules = load()
    for i, unit in enumerate(army.units):
        for j, text in enumerate(unit.keywords):
            try:
                lookups.keyword_ref(rules, text)
            except (KeywordSyntaxError, lookups.KeywordValueError) as exc:
                raise doc.error(("units", i, "keywords", j), f"{unit.name}: {exc}") from None
    return LoadedArmy(army, doc)


def load_army(path: Path, rules: Hobgoblin | None = None) -> LoadedArmy:
    """Read an army list file (YAML or JSON); the file is only read, never written.

    :param rules: as for :func:`parse_army`.
    :raises RulesDataError: when the file cannot be read as an army list.
    """
    return parse_army(load_file(path), rules)


# --------------------------------------------------------------------------- results


@result
class Problem:
    """A broken rule (violation) or a legal-but-pointless choice (warning)."""

    code: str
    path: PathKey
    message: str
    rule: ArmyRule
    line: int | None = None
    column: int | None = None

    @property
    def where(self) -> str:
        """``units[2].keywords[1]`` with ``line:column`` where known."""
        text = format_path(self.path)
        if self.line is not None:
            text = f"{self.line}:{self.column}: {text}"
        return text


@result
class UnitReport:
    """A unit's points and derived profile."""

    name: str
    unit_type: str | None
    points: Points
    cost: lookups.CostBreakdown | None
    allegiances: tuple[str, ...]
    keywords: lookups.KeywordSet | None
    profile_args: tuple[Hobgoblin, str, tuple[KeywordRef, ...], frozenset[str]] | None

    @property
    def profile(self) -> lookups.Profile | None:
        """The unit's derived profile (worked out when first asked for, then cached)."""
        if self.profile_args is None:
            return None
        rules, unit_type, extra, blocked = self.profile_args
        return lookups.profile_of(rules, lookups.find_unit_type(rules, unit_type), extra,
                                  blocked)


@result
class ArmyReport:
    """Everything :func:`validate` found about one army list."""

    name: str
    points_limit: int
    total_points: Points
    mercury_per_round: int
    violations: tuple[Problem, ...]
    warnings: tuple[Problem, ...]
    units: tuple[UnitReport, ...]

    @property
    def valid(self) -> bool:
        """Whether no rule is broken."""
        return not self.violations


# --------------------------------------------------------------------------- validation


@cache
def _rules_by_code(rules: Hobgoblin) -> dict[str, ArmyRule]:
    return {r.code: r for r in rules.army_rules}


@cache
def _allegiance_table(rules: Hobgoblin) -> dict[str, Allegiance]:
    return names.index((a.name, a) for a in rules.allegiances)


@cache
def _artefact_table(rules: Hobgoblin) -> dict[str, Artefact]:
    return names.index((a.name, a) for a in rules.artefacts)


@cache
def _reading_notes(rules: Hobgoblin) -> dict[str, str]:
    """Cost-table keywords the index prints as Reserved: the reading we take for each."""
    notes = {}
    for entry in lookups.canonical_costs(rules).entries:
        kw = lookups.find_keyword(rules, entry.keyword)
        if kw.reserved and not entry.once_per_army:
            notes[names.fold(kw.name)] = (
                f"{kw.name} is printed as Reserved in the keyword index ({kw.cite.short()}) "
                f"but priced in the cost table; rulesref follows the cost table and lets it "
                f"be bought (errata: cost-traits:reserved:{lookups.canonical_costs(rules).printing}"
                f":{entry.keyword})"
            )
    return notes


#: The keyword that makes a unit the General's, the carrier of the army's artefact (HG015).
GENERAL = "General"


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


def _did_you_mean(error: UnknownNameError) -> str:
    if not error.suggestions:
        return ""
    return "; did you mean " + " or ".join(repr(s) for s in error.suggestions) + "?"


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
                    + _did_you_mean(exc))

    # with several Generals (already a violation) the artefact goes with the first
    generals = _carriers(army, GENERAL)
    general_unit = generals[0][0] if generals else None
    for rule in limits(rules).army_counts:
        _check_army_count(out, army, rule.code, rule.constraint)
    if artefact is not None and general_unit is None:
        out.add("HG015", ("artefact",),
                f"{artefact.name} must be carried by the General's unit, and there is none")

    reports = []
    total = 0
    mercury_wizards = 0
    mystic = 0
    for i, unit in enumerate(army.units):
        carried = artefact if (artefact is not None and i == general_unit) else None
        report = _check_unit(rules, out, i, unit, carried, solo_opponent)
        reports.append(report)
        total += report.points
        if report.keywords is not None and report.keywords.has("Wizard"):
            mercury_wizards += 1
        if report.keywords is not None and report.keywords.has("Mystic Roots"):
            mystic += 1

    for rule in limits(rules).points:
        if total <= limit:
            break
        where: PathKey = ("points_limit",) if points_limit is None else ("units",)
        out.add(rule.code, where, f"the army costs {total} points, {total - limit} over the "
                f"limit of {limit}")
    return ArmyReport(
        name=army.name,
        points_limit=limit,
        total_points=total,
        mercury_per_round=limit // 1000 + mercury_wizards + mystic,
        violations=_in_file_order(out.violations),
        warnings=_in_file_order(out.warnings),
        units=tuple(reports),
    )


def _carriers(army: ArmyList, keyword: str) -> list[tuple[int, int]]:
    """(unit, keyword) indexes of every unit that buys ``keyword``, in file order."""
    folded = names.fold(keyword)
    return [(i, j) for i, unit in enumerate(army.units)
            for j, text in enumerate(unit.keywords) if names.fold(text) == folded]


def _check_army_count(out: _Collector, army: ArmyList, code: str, c: ArmyConstraint) -> None:
    """An ``army_count`` rule: between its minimum and maximum units buy each keyword."""
    for keyword in c.purchases.keywords if c.purchases else ():
        found = _carriers(army, keyword)
        if c.min is not None and len(found) < c.min:
            how = "exactly" if c.max == c.min else "at least"
            out.add(code, ("units",), f"no unit has the {keyword} keyword; give it to "
                    f"{how} {word(c.min)}")
        if c.max is None:
            continue
        for i, j in found[c.max:]:
            first = army.units[found[0][0]].name
            extra = "a second" if c.max == 1 else f"more than {word(c.max)}"
            out.add(code, ("units", i, "keywords", j),
                    f"{army.units[i].name}: {extra} {keyword} (the first is {first})")


@result
class _Purchase:
    """A keyword as written in a list, resolved once: a legal cost-table purchase."""

    entry: CostEntry
    kw: KeywordDef
    ref: KeywordRef
    key: str
    folded: str
    weak: bool


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
        return _Refusal("HG021", f"unknown keyword {text!r}" + _did_you_mean(exc), None)
    folded = names.fold(kw.name)
    try:
        entry = lookups.find_cost_entry(rules, text)
    except UnknownNameError:
        if kw.reserved:
            return _Refusal("HG011", f"{ref} is Reserved and cannot be purchased; only other "
                            "rules grant it", folded)
        listed = [e.keyword for e in lookups.canonical_costs(rules).entries
                  if names.fold(lookups.canonical_ref(
                      rules, KeywordRef.parse(e.keyword)).name) == folded]
        hint = f" (the cost table lists {', '.join(listed)})" if listed else ""
        return _Refusal("HG017", f"{ref} is not in the keyword cost table, so it cannot be "
                        f"purchased{hint}", folded)
    return _Purchase(entry, kw, ref, names.fold(str(ref)), folded,
                     entry.column == "Weakness")


@cache
def _starting(rules: Hobgoblin, unit_type: str) -> frozenset[str]:
    """Folded names of a unit type's starting keywords, its footprint keyword included."""
    utype = lookups.find_unit_type(rules, unit_type)
    names_ = {names.fold(KeywordRef.parse(k).name) for k in utype.keywords}
    return frozenset({*names_, names.fold(utype.footprint_keyword)})


def _in_file_order(problems: list[Problem]) -> tuple[Problem, ...]:
    """Army-wide problems first, then in the order of the file."""
    return tuple(sorted(problems, key=lambda p: (p.line or 0, p.column or 0)))


def _check_unit(
    rules: Hobgoblin, out: _Collector, i: int, unit: UnitEntry, artefact: Artefact | None,
    solo_opponent: bool,
) -> UnitReport:
    at: PathKey = ("units", i)
    label = unit.name
    try:
        utype = lookups.find_unit_type(rules, unit.type)
    except UnknownNameError as exc:
        out.add("HG020", (*at, "type"), f"{label}: unknown unit type {unit.type!r}"
                + _did_you_mean(exc))
        return UnitReport(unit.name, None, 0, None, unit.allegiances(), None, None)

    purchases: list[tuple[int, CostEntry, KeywordDef, KeywordRef]] = []
    resolved: list[tuple[int, _Purchase]] = []
    starting = _starting(rules, utype.name)
    for j, text in enumerate(unit.keywords):
        found = _resolve_purchase(rules, text)
        if isinstance(found, _Refusal):
            already = (f" (and {utype.name} already has it)"
                       if found.code == "HG011" and found.folded in starting else "")
            out.add(found.code, (*at, "keywords", j), f"{label}: {found.message}{already}")
            continue
        purchases.append((j, found.entry, found.kw, found.ref))
        resolved.append((j, found))

    rules_ = limits(rules)
    grouped = rules_.grouped()
    each = rules_.each[0] if rules_.each else None
    seen: dict[str, list[int]] = {}
    refused: set[int] = set()  # bought against HG004/HG006/HG007: reported, not part of the unit
    counted: dict[str, list[int]] = {r.code: [] for r in rules_.by_column}
    footprints: list[tuple[int, str, str]] = []
    banned = (frozenset(names.fold(n) for n in artefact.cannot_gain) if artefact
              else frozenset())
    for j, found in resolved:
        kpath = (*at, "keywords", j)
        entry, kw, ref, folded, is_weak = found.entry, found.kw, found.ref, found.folded, found.weak
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
        note = _reading_notes(rules).get(folded)
        if note:
            out.add("HGW02", kpath, f"{label}: {note}")
        denied = next((r for r in rules_.deny_starting
                       if r.column == entry.column and folded in starting), None)
        if folded in grouped:
            footprints.append((j, folded, kw.name))
        elif denied is not None:
            out.add(denied.code, kpath, f"{label}: {kw.name} duplicates a "
                    f"{entry.column.lower()} the {utype.name} unit type already has")
        elif not is_weak and folded in starting and ref.mode.value == "plain":
            out.add("HGW01", kpath, f"{label}: {utype.name} already has {kw.name}; buying it "
                    f"again adds nothing but points")
        for rule in rules_.by_column:
            if rule.column == entry.column:
                counted[rule.code].append(j)
        for rule in rules_.only:
            allowed = rule.constraint.purchases.keywords if rule.constraint.purchases else ()
            if (rule.column == entry.column and type_matches(rule.constraint.unit_types, utype)
                    and folded not in rule.keywords):
                out.add(rule.code, kpath, f"{label}: {utype.name} may only buy the "
                        f"{PLURAL[entry.column]} {' and '.join(allowed)}, not {kw.name}")
        if artefact is not None and folded in banned:
            out.add("HG016", kpath, f"{label}: carries {artefact.name}, so it cannot gain "
                    f"{kw.name}")
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
        members = [m for m in footprints if m[1] in rule.keywords]
        for n, (j, folded, name) in enumerate(members):
            kpath = (*at, "keywords", j)
            if n >= most:
                out.add(rule.code, kpath, f"{label}: only {word(most)} "
                        f"{_noun(rules, rule.keywords)} may be bought (already bought "
                        f"{unit.keywords[members[0][0]]}); only the first counts")
                refused.add(j)
                continue
            # a bought footprint must differ from the type's; with only Wide and Narrow
            # types, that is exactly what the Narrow and Wide Footprint entries' own limits say
            _check_allow(rules, out, kpath, label, unit.keywords[j], name, folded, utype)
    for j, found in resolved:
        if j not in refused and found.folded not in grouped:
            _check_allow(rules, out, (*at, "keywords", j), label, unit.keywords[j],
                         found.kw.name, found.folded, utype)

    # what the rules refuse is not bought: the unit's points and profile leave it out, so no
    # pile of weaknesses can take a unit, or the army, below zero points
    purchases = [p for p in purchases if p[0] not in refused]
    extra = [ref for _, _, _, ref in purchases]
    if artefact is not None:
        extra += [lookups.canonical_ref(rules, KeywordRef.parse(k)) for k in artefact.conveys]
    key = lookups.profile_key(extra)
    prof = lookups.keyword_set(rules, utype.name, key, banned)

    for j, _entry, kw, _ref in purchases:
        for rule in rules_.requires:
            needs = rule.constraint.needs or ""
            if names.fold(kw.name) in rule.keywords and not prof.has(needs):
                out.add(rule.code, (*at, "keywords", j), f"{label}: {kw.name} needs the "
                        f"{needs} keyword, and {utype.name} has none")

    _check_allegiance(rules, out, at, unit, prof, artefact)
    if solo_opponent and prof.has("Wizard"):
        out.add("HG019", at, f"{label}: the solo-play opponent may not take Wizard")
    if unit.base is not None:
        _check_base(rules, out, at, unit, prof.footprint)

    mult = utype.cost_multiplier
    cost = lookups.CostBreakdown(
        utype.name, utype.points, mult,
        tuple(lookups.CostLine(e.keyword, e.cost, mult, e.cost * mult)
              for _, e, _, _ in purchases),
        lookups.canonical_costs(rules).cite)
    return UnitReport(unit.name, utype.name, cost.total, cost, unit.allegiances(), prof,
                      (rules, utype.name, key, banned))


def _check_allow(rules: Hobgoblin, out: _Collector, kpath: PathKey, label: str, written: str,
                 keyword: str, folded: str, utype: UnitType) -> None:
    """The first ``allow`` rule that keeps ``keyword`` for other unit types, if any."""
    for rule in limits(rules).allow:
        if folded in rule.keywords:
            if not type_matches(rule.constraint.unit_types, utype):
                out.add(rule.code, kpath, allow_message(rule, label, written, keyword, utype))
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


@cache
def _parameter(rules: Hobgoblin, keywords: frozenset[str], parameter: str) -> int | None:
    """The number a ``parameter`` effect of one of ``keywords`` (folded names) sets."""
    for name in sorted(keywords):
        try:
            kw = lookups.find_keyword(rules, name)
        except RulesError:
            continue
        for eff in kw.effects:
            if (isinstance(eff, Parameter) and eff.name == parameter and eff.op == "set"):
                return eff.amount
    return None


#: How messages name what a ``choice_count`` rule counts.
CHOICES = {"allegiance": ("Abyssal Allegiance", "an allegiance")}


def _check_allegiance(
    rules: Hobgoblin, out: _Collector, at: PathKey, unit: UnitEntry, prof: lookups.KeywordSet,
    artefact: Artefact | None,
) -> None:
    chosen = unit.allegiances()
    label = unit.name
    for k, name in enumerate(chosen):
        path = (*at, "allegiance") if isinstance(unit.allegiance, str) else (*at, "allegiance", k)
        try:
            names.find("allegiance", name, _allegiance_table(rules),
                       [a.name for a in rules.allegiances])
        except UnknownNameError as exc:
            out.add("HG022", path, f"{label}: unknown Abyssal Allegiance {name!r}"
                    + _did_you_mean(exc))
    for rule in limits(rules).choices:
        c = rule.constraint
        needs = c.needs or ""
        noun, one = CHOICES[c.choice or "allegiance"]
        has = prof.has(needs)
        wanted = (_parameter(rules, prof.names, c.parameter) if c.parameter else None
                  ) or c.max or 0
        source = f" (conveyed by {artefact.name})" if artefact and has else ""
        if has and len(chosen) != wanted:
            where = (*at, "allegiance") if chosen else at
            out.add(rule.code, where, f"{label}: a {needs}{source} must select exactly "
                    f"{wanted} {noun}{'s' if wanted > 1 else ''}; {len(chosen)} selected")
        elif not has and chosen:
            out.add(rule.code, (*at, "allegiance"), f"{label}: selects {one} but has no "
                    f"{needs} keyword")


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
