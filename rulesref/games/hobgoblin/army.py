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
from rulesref.core.keywords import KeywordDef, KeywordRef
from rulesref.core.record import record, result
from rulesref.core.yamlio import Document, PathKey, format_path, load_file
from rulesref.errors import KeywordSyntaxError, RulesDataError, UnknownNameError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.model import (
    Allegiance,
    ArmyRule,
    Artefact,
    CostEntry,
    Hobgoblin,
    Points,
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


def parse_army(doc: Document, *, pure: bool = False) -> LoadedArmy:
    """Validate a parsed document as an army list.

    :param pure: read it without pydantic (:mod:`rulesref.core.typecheck`, with the same
        errors), as the builder page does in the browser.
    :raises RulesDataError: when it is not an army list at all (wrong types, missing fields).
    """
    if pure:
        from rulesref.core.typecheck import validate as validate_data
    else:
        from rulesref.core.loader import validate as validate_data

    if doc.data is None:
        raise RulesDataError(doc.name, "", "file is empty")
    if not isinstance(doc.data, dict):
        raise doc.error((), "an army list must be a mapping with game, name, points_limit, units")
    army = validate_data(ArmyList, doc.data, doc)
    if army.points_limit <= 0:
        raise doc.error(("points_limit",), f"must be a positive number (got {army.points_limit})")
    return LoadedArmy(army, doc)


def load_army(path: Path) -> LoadedArmy:
    """Read an army list file (YAML or JSON); the file is only read, never written.

    :raises RulesDataError: when the file cannot be read as an army list.
    """
    return parse_army(load_file(path))


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


ARTILLERY_WEAKNESSES = frozenset({"self-destructive", "short-ranged"})
FOOTPRINT_KEYWORDS = {"narrow footprint": "Narrow", "wide footprint": "Wide", "horde": "Horde"}


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

    generals: list[tuple[int, int]] = []
    standards: list[tuple[int, int]] = []
    for i, unit in enumerate(army.units):
        for j, text in enumerate(unit.keywords):
            folded = names.fold(text)
            if folded == "general":
                generals.append((i, j))
            elif folded == "battle standard":
                standards.append((i, j))
    # with several Generals (already a violation) the artefact goes with the first
    general_unit = generals[0][0] if generals else None

    if not generals:
        out.add("HG002", ("units",), "no unit has the General keyword; give it to exactly one")
    for i, j in generals[1:]:
        out.add("HG002", ("units", i, "keywords", j),
                f"{army.units[i].name}: a second General (the first is "
                f"{army.units[generals[0][0]].name})")
    if not standards:
        out.add("HG003", ("units",),
                "no unit has the Battle Standard keyword; give it to exactly one")
    for i, j in standards[1:]:
        out.add("HG003", ("units", i, "keywords", j),
                f"{army.units[i].name}: a second Battle Standard (the first is "
                f"{army.units[standards[0][0]].name})")
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

    if total > limit:
        where: PathKey = ("points_limit",) if points_limit is None else ("units",)
        out.add("HG001", where, f"the army costs {total} points, {total - limit} over the "
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

    seen: dict[str, int] = {}
    weaknesses: list[int] = []
    footprints: list[tuple[int, str]] = []
    banned = (frozenset(names.fold(n) for n in artefact.cannot_gain) if artefact
              else frozenset())
    for j, found in resolved:
        kpath = (*at, "keywords", j)
        entry, kw, ref, folded, is_weak = found.entry, found.kw, found.ref, found.folded, found.weak
        if found.key in seen:
            out.add("HG006", kpath, f"{label}: {entry.keyword} is bought twice "
                    f"(also keywords[{seen[found.key]}])")
            continue
        seen[found.key] = j
        note = _reading_notes(rules).get(folded)
        if note:
            out.add("HGW02", kpath, f"{label}: {note}")
        if folded in FOOTPRINT_KEYWORDS:
            footprints.append((j, folded))
        elif is_weak and folded in starting:
            out.add("HG005", kpath, f"{label}: {kw.name} duplicates a weakness the "
                    f"{utype.name} unit type already has")
        elif not is_weak and folded in starting and ref.mode.value == "plain":
            out.add("HGW01", kpath, f"{label}: {utype.name} already has {kw.name}; buying it "
                    f"again adds nothing but points")
        if is_weak:
            weaknesses.append(j)
            if utype.name == "Artillery" and folded not in ARTILLERY_WEAKNESSES:
                out.add("HG012", kpath, f"{label}: Artillery may only buy the weaknesses "
                        f"Self-Destructive and Short-Ranged, not {kw.name}")
        if artefact is not None and folded in banned:
            out.add("HG016", kpath, f"{label}: carries {artefact.name}, so it cannot gain "
                    f"{kw.name}")
    for j in weaknesses[2:]:
        out.add("HG004", (*at, "keywords", j), f"{label}: more than two purchased weaknesses "
                f"({len(weaknesses)} bought)")

    for n, (j, folded) in enumerate(footprints):
        kpath = (*at, "keywords", j)
        name = unit.keywords[j]
        if n > 0:
            out.add("HG007", kpath, f"{label}: only one Footprint keyword may be bought "
                    f"(already bought {unit.keywords[footprints[0][0]]})")
            continue
        # a bought footprint must differ from the type's; with only Wide and Narrow types,
        # that is exactly what the Narrow and Wide Footprint entries' own limits say
        if folded == "narrow footprint" and utype.footprint != "Wide":
            out.add("HG008", kpath, f"{label}: {name} is only for unit types listed Wide; "
                    f"{utype.name} is already {utype.footprint}")
        elif folded == "wide footprint" and utype.footprint != "Narrow":
            out.add("HG009", kpath, f"{label}: {name} is only for unit types listed Narrow; "
                    f"{utype.name} is already {utype.footprint}")
        elif folded == "horde" and "Infantry" not in utype.name:
            out.add("HG010", kpath, f"{label}: Horde is only for unit types with Infantry in "
                    f"their name, not {utype.name}")

    extra = [ref for _, _, _, ref in purchases]
    if artefact is not None:
        extra += [lookups.canonical_ref(rules, KeywordRef.parse(k)) for k in artefact.conveys]
    key = lookups.profile_key(extra)
    prof = lookups.keyword_set(rules, utype.name, key, banned)

    for j, _entry, kw, _ref in purchases:
        if names.fold(kw.name) == "short-ranged" and not prof.has("Ranged"):
            out.add("HG013", (*at, "keywords", j), f"{label}: Short-Ranged needs the Ranged "
                    f"keyword, and {utype.name} has none")

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


def allegiances_wanted(keywords: lookups.KeywordSet) -> int:
    """How many Abyssal Allegiances a unit with these keywords selects: none without Wizard,
    one, or two with Tome of Magic."""
    if not keywords.has("Wizard"):
        return 0
    return 2 if keywords.has("Tome of Magic") else 1


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
    wizard = prof.has("Wizard")
    wanted = allegiances_wanted(prof) or 1
    source = f" (conveyed by {artefact.name})" if artefact and wizard else ""
    if wizard and len(chosen) != wanted:
        where = (*at, "allegiance") if chosen else at
        out.add("HG014", where, f"{label}: a Wizard{source} must select exactly {wanted} "
                f"Abyssal Allegiance{'s' if wanted > 1 else ''}; {len(chosen)} selected")
    elif not wizard and chosen:
        out.add("HG014", (*at, "allegiance"), f"{label}: selects an allegiance but has no "
                "Wizard keyword")


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
    "allegiances_wanted", "army_schema", "load_army", "parse_army", "validate", "validate_many",
]
