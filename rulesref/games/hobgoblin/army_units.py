"""Checking one unit of a Hobgoblin army list: each keyword it buys resolved and priced, what
its keywords and artefact forbid it to gain, the bans (each checked by the rule object that
enforces it), and its base; and the collector every check of
:func:`rulesref.games.hobgoblin.army.validate` reports its problems to."""

from __future__ import annotations

from functools import cache, lru_cache

from rulesref.core import names
from rulesref.core.keywords import KeywordRef
from rulesref.core.yamlio import Document, PathKey
from rulesref.errors import UnknownNameError
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army_facts import Extra, extra_of, known_facts, unit_held
from rulesref.games.hobgoblin.army_index import Plan, Refusal, plan
from rulesref.games.hobgoblin.army_limits import Gained, Limits, limits
from rulesref.games.hobgoblin.army_list import (
    Problem,
    UnitEntry,
    UnitReport,
)
from rulesref.games.hobgoblin.army_magic import (
    allegiance_limits,
    brings_mercury,
    check_allegiance,
)
from rulesref.games.hobgoblin.model import ArmyRule, Artefact, Hobgoblin, UnitType
from rulesref.games.hobgoblin.model.keywords import Trait
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


def in_file_order(problems: list[Problem]) -> tuple[Problem, ...]:
    """Army-wide problems first, then in the order of the file."""
    if not problems:
        return ()
    return tuple(sorted(problems, key=lambda p: (p.line or 0, p.column or 0)))


#: Keywords a unit is barred from besides what its own keywords forbid: none, in a list.
NOTHING_BLOCKED: frozenset[str] = frozenset()

#: A unit's type (or why there is none) and the plan of each keyword it buys, in order.
LookedUp = tuple[UnitType | UnknownNameError, list[Plan | Refusal]]


@lru_cache(maxsize=1024)  # bounded: the text is whatever a list says
def _unit_type_named(rules: Hobgoblin, text: str) -> UnitType | None:
    """The unit type called ``text``, or ``None`` for a name no unit type has."""
    try:
        return lookups.find_unit_type(rules, text)
    except UnknownNameError:
        return None


def look_up(rules: Hobgoblin, unit: UnitEntry) -> LookedUp:
    """A unit's type and the plan of each keyword it buys (none when its type is unknown)."""
    utype = _unit_type_named(rules, unit.type)
    if utype is None:
        try:
            utype = lookups.find_unit_type(rules, unit.type)
        except UnknownNameError as exc:
            return exc, []
    name = utype.name
    return utype, [plan(rules, name, text) for text in unit.keywords]


def check_unit(
    rules: Hobgoblin, out: Collector, i: int, unit: UnitEntry, looked: LookedUp,
    artefact: Artefact | None, solo_opponent: bool,
) -> tuple[UnitReport, UnitFacts | None]:
    """Every rule about one unit (``looked``: what :func:`look_up` gives for it); its report,
    and, when it may bring Mercury (:func:`.army_magic.brings_mercury`), what army building
    knows of it."""
    at: PathKey = ("units", i)
    label = unit.name
    utype, plans = looked
    stages = limits(rules).stages
    if isinstance(utype, UnknownNameError):
        for rule in stages["check_name"]:
            rule.check_name(out, "type", (*at, "type"), f"{label}: ", unit.type, utype)
        return UnitReport(unit.name, None, 0, None, unit.allegiances(), None, None), None

    resolved: list[tuple[int, Plan]] = []
    for j, found in enumerate(plans):
        if isinstance(found, Refusal):
            starts = found.folded in buying.starting_names(rules, utype.name)
            for rule in stages["check_refusal"]:
                rule.check_refusal(out, found.code, (*at, "keywords", j), label,
                                   found.message, utype.name if starts else None)
            continue
        resolved.append((j, found))

    refused = _check_purchases(rules, out, at, unit, utype, resolved)
    # what the rules refuse takes no effect: the unit's profile leaves it out; but its points
    # are the sum of what is written, legal or not, as a roster and the apps add them up
    purchases = [p for p in resolved if p[0] not in refused] if refused else resolved
    # the unit's extra keywords: what it buys, and what its artefact conveys
    extras = [p.purchase.extra for _, p in purchases]
    given: tuple[KeywordRef, ...] = ()
    if artefact is not None:
        given = _given(rules, artefact.name)
        extras += given_extras(rules, artefact.name)
    key, held, traits, prof, forbids, bans, wizard, _ = unit_held(rules, utype.name, extras,
                                                                  solo_opponent)
    for j, bought in purchases:
        for rule, _, _ in bought.requires:
            rule.check_held(out, (*at, "keywords", j), label, bought.purchase.kw.name,
                            utype.name, held)
    if bans:
        gained: list[Gained] = [((*at, "keywords", j), p.purchase.kw, True)
                                for j, p in purchases]
        gained += [(at, lookups.find_keyword(rules, ref.name), False) for ref in given]
        for rule in stages["check_bans"]:
            rule.check_bans(out, rules, at, label, gained, bans,
                            artefact.name if artefact else None)
    if forbids:
        for j, bought in purchases:
            forbidder = forbids.get(bought.purchase.folded)
            if forbidder is not None:
                for rule in stages["check_forbidden"]:
                    rule.check_forbidden(out, (*at, "keywords", j), label, forbidder,
                                         bought.purchase.kw.name,
                                         artefact.name if artefact else None)
    makes_wizard = artefact is not None and allegiance_limits(
        rules, buying.unit_facts(rules, utype, [p.purchase.ref for _, p in purchases])) is None
    facts = None
    if unit.allegiance is not None or wizard:
        facts = known_facts(held, traits, utype.name, solo_opponent)
        for code, path, message in check_allegiance(
                rules, at, unit, facts, artefact.name if artefact and makes_wizard else None):
            out.add(code, path, message)
    for rule in stages["check_fields"]:
        rule.check_fields(out, at, unit, prof.footprint, rules.footprints)

    lines = tuple([p.line for _, p in resolved])
    cost = lookups.CostBreakdown(utype.name, utype.points, utype.cost_multiplier, lines,
                                 lookups.canonical_costs(rules).cite)
    report = UnitReport(unit.name, utype.name, cost.total, cost, unit.allegiances(), prof,
                        (rules, utype.name, key, NOTHING_BLOCKED))
    if not brings_mercury(rules, held):
        return report, None
    return report, facts if facts is not None else known_facts(held, traits, utype.name,
                                                                solo_opponent)


def _check_purchases(
    rules: Hobgoblin, out: Collector, at: PathKey, unit: UnitEntry, utype: UnitType,
    resolved: list[tuple[int, Plan]],
) -> set[int]:
    """The declarative rules about what one unit buys (each entry once, weaknesses per unit,
    footprints, starting duplicates, only-lists, allow-lists); returns the indexes refused,
    which do not count towards the unit."""
    if _nothing_to_say(limits(rules), resolved):
        return set()
    return _purchase_rules(rules, out, at, unit, utype, resolved)


def _purchase_rules(
    rules: Hobgoblin, out: Collector, at: PathKey, unit: UnitEntry, utype: UnitType,
    resolved: list[tuple[int, Plan]],
) -> set[int]:
    """:func:`_check_purchases`, each rule object asked in turn: those limiting repeats of an
    entry, the notes of each purchase, those counting some purchases, then the rules keeping
    purchases for some unit types."""
    label = unit.name
    found = limits(rules)
    repeats = found.repeats
    seen: dict[str, list[int]] = {}
    refused: set[int] = set()  # bought against a counting rule: reported, not part of the unit
    counted: dict[str, list[tuple[int, Plan]]] = {r.code: [] for r in found.members}
    for j, bought in resolved:
        if repeats and any(r.check_repeat(out, at, label, j, bought, seen) for r in repeats):
            refused.add(j)
            continue
        for code, message in bought.notes:
            out.add(code, (*at, "keywords", j), f"{label}: {message}")
        for code in bought.columns:
            counted[code].append((j, bought))

    def kept(j: int, bought: Plan) -> None:
        _check_allow(out, (*at, "keywords", j), label, unit.keywords[j], bought, utype)

    def noun(keywords: frozenset[str]) -> str:
        return _noun(rules, keywords)

    for rule in found.members:
        members = counted[rule.code]
        if members:
            refused |= rule.check_members(out, at, label, unit.keywords, members, kept, noun)
    for j, bought in resolved:
        if bought.barred_by is not None and j not in refused and not bought.grouped:
            _check_allow(out, (*at, "keywords", j), label, unit.keywords[j], bought, utype)
    return refused


def _nothing_to_say(found: Limits, resolved: list[tuple[int, Plan]]) -> bool:
    """Whether :func:`_purchase_rules` would find nothing and refuse nothing: each purchase is
    quiet on its own, none is bought more often than the rules on repeats allow (each once,
    told by their keys being different), and no rule counting some purchases finds more
    than it allows."""
    if not resolved:
        return True
    most_each = found.repeat_limit()
    if most_each is not None and most_each < 1:
        return False
    keys = set()
    counted: dict[str, int] = {}
    for _, bought in resolved:
        if not bought.quiet:
            return False
        keys.add(bought.purchase.key)
        for code in bought.columns:
            counted[code] = counted.get(code, 0) + 1
    if most_each is not None and len(keys) < len(resolved):
        return False
    return all(counted.get(rule.code, 0) <= (rule.member_limit() or 0)
               for rule in found.members)


def _check_allow(out: Collector, kpath: PathKey, label: str, written: str, bought: Plan,
                 utype: UnitType) -> None:
    """The first rule that keeps the keyword for some unit types, if it bars it here."""
    rule = bought.barred_by
    if rule is not None:
        out.add(rule.code, kpath, rule.bar_message(label, written, bought.purchase.kw.name,
                                                   utype))


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
def _given(rules: Hobgoblin, artefact: str) -> tuple[KeywordRef, ...]:
    """What the artefact called ``artefact`` conveys, as canonical references."""
    found = artefact_table(rules)[names.fold(artefact)]
    return tuple(lookups.canonical_ref(rules, KeywordRef.parse(k)) for k in conveyed(found))


@cache
def given_extras(rules: Hobgoblin, artefact: str) -> tuple[Extra, ...]:
    """What the artefact called ``artefact`` conveys, as extra keywords of its carrier."""
    return tuple(extra_of(rules, names.fold(str(g))) for g in _given(rules, artefact))
