"""Hobgoblin lookups: unit types, keywords, target numbers, keyword costs and unit profiles.

Profiles and target numbers read the keywords' effects (:mod:`rulesref.core.effects`): what a
keyword always gives, takes or forbids its holder, and which changes can apply when.

Pure functions of the loaded model; names match case-insensitively and through the aliases the
book itself uses. Nothing here reads files or prints.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Literal

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.conditions import Predicate, can_hold
from rulesref.core.effect_words import condition_words, when_words
from rulesref.core.effects import Action, BreakEffect
from rulesref.core.keywords import (
    KeywordDef,
    KeywordRef,
    KeywordValues,
    Mode,
    StatEffect,
    TargetNumberEffect,
    Trait,
    resolve,
)
from rulesref.core.record import result
from rulesref.errors import RulesDataError, RulesError, UnknownNameError
from rulesref.games.hobgoblin.model import (
    ChartPrinting,
    CostEntry,
    CostPrinting,
    GameRule,
    Hobgoblin,
    Points,
    UnitType,
)
from rulesref.games.hobgoblin.situation import (
    DOOM_SOURCES,
    Taking,
    UnitFacts,
    conditional_grants,
    footprint_of,
    reaches_holder,
    standing,
    standing_grants,
    standing_names,
)

AttackKind = Literal["close_combat", "shooting"]


# --------------------------------------------------------------------------- names


@cache
def _unit_table(rules: Hobgoblin) -> dict[str, UnitType]:
    pairs = [(u.name, u) for u in rules.unit_types]
    pairs += [(alias, u) for u in rules.unit_types for alias in u.aliases]
    return names.index(pairs)


def find_unit_type(rules: Hobgoblin, name: str) -> UnitType:
    """The unit type called ``name`` (case-insensitive).

    :raises UnknownNameError: with close matches.
    """
    found = _unit_table(rules).get(names.fold(name))
    if found is not None:
        return found
    return names.find("unit type", name, _unit_table(rules), [u.name for u in rules.unit_types])


@cache
def all_keyword_defs(rules: Hobgoblin) -> tuple[KeywordDef, ...]:
    """The keyword index plus the keywords that spells and artefacts define inline."""
    inline = [k for a in rules.artefacts for k in a.keywords]
    inline += [k for al in rules.allegiances for s in al.spells for k in s.keywords]
    return (*rules.keywords, *inline)


@cache
def _keyword_table(rules: Hobgoblin) -> dict[str, KeywordDef]:
    pairs: list[tuple[str, KeywordDef]] = []
    for kw in all_keyword_defs(rules):
        pairs.append((kw.name, kw))
    for kw in all_keyword_defs(rules):
        pairs.extend((alias, kw) for alias in kw.aliases)
    return names.index(pairs)


class KeywordValueError(RulesError):
    """A keyword's value is outside what the rules allow (``Hero [-50]``, ``Wild [3]``)."""


def _rule(rules: Hobgoblin, rule_id: str) -> GameRule:
    rule = next((r for r in rules.game_rules if r.id == rule_id), None)
    if rule is None or rule.value is None:
        raise RulesDataError("game_rules.yaml", "game_rules", f"no rule {rule_id!r} with a value")
    return rule


def keyword_ref(rules: Hobgoblin, text: str) -> KeywordRef:
    """Parse a keyword as written (``"Hero [+1]"``) and check its value with
    :func:`check_value`.

    :raises KeywordSyntaxError: when the text is not a keyword reference.
    :raises KeywordValueError: for a value the rules do not allow, citing the rule.
    """
    ref = KeywordRef.parse(text)
    check_value(rules, ref, text)
    return ref


def check_value(rules: Hobgoblin, ref: KeywordRef, text: str | None = None) -> None:
    """Check a keyword reference's value against the rules: a numerical keyword's X is at
    least the book's minimum (Numerical Keywords), and a keyword that is not numerical takes
    no value. A name the rules do not define is left alone (finding it is the caller's
    business).

    :param text: the reference as the user wrote it, for the message.
    :raises KeywordValueError: for a value the rules do not allow, citing the rule.
    """
    if ref.value is None:
        return
    kw = _keyword_table(rules).get(names.fold(ref.name))
    if kw is None:
        return
    quoted = repr(text if text is not None else str(ref))
    if not kw.numeric:
        raise KeywordValueError(f"{quoted}: {kw.name} is not a numerical keyword, so it takes "
                                f"no value in brackets [{kw.cite}]")
    rule = _rule(rules, "numerical_keyword_value")
    if rule.value is not None and ref.value < rule.value:
        form = "[+X]" if ref.mode is Mode.ADD else "[X]"
        raise KeywordValueError(f"{quoted}: the X of {kw.name} {form} must be a whole number "
                                f"of at least {rule.value} [{rule.cite}]")


def find_keyword(rules: Hobgoblin, name: str) -> KeywordDef:
    """The definition of keyword ``name``; accepts ``"Hero [+1]"`` and the book's aliases.

    :raises UnknownNameError: with close matches.
    :raises KeywordSyntaxError: when the name is not a keyword reference at all.
    :raises KeywordValueError: when its value is one the rules do not allow.
    """
    ref = keyword_ref(rules, name)
    found = _keyword_table(rules).get(names.fold(ref.name))
    if found is not None:
        return found
    return names.find(
        "keyword", ref.name, _keyword_table(rules), [k.name for k in all_keyword_defs(rules)]
    )


def canonical_ref(rules: Hobgoblin, ref: KeywordRef) -> KeywordRef:
    """``ref`` with its name replaced by the defining keyword's name, if there is one."""
    kw = _keyword_table(rules).get(names.fold(ref.name))
    return ref if kw is None else KeywordRef(kw.name, ref.mode, ref.value)


# --------------------------------------------------------------------------- costs


@cache
def canonical_costs(rules: Hobgoblin) -> CostPrinting:
    """The printing of the keyword cost table that army building follows."""
    return next(p for p in rules.cost_printings if p.canonical)


@cache
def _cost_table(rules: Hobgoblin) -> dict[str, CostEntry]:
    table = {}
    for entry in canonical_costs(rules).entries:
        ref = canonical_ref(rules, KeywordRef.parse(entry.keyword))
        table[names.fold(str(ref))] = entry
    return table


def find_cost_entry(rules: Hobgoblin, keyword: str) -> CostEntry:
    """The cost table entry for a purchasable keyword written as in the book.

    :raises UnknownNameError: when the keyword is not in the cost table.
    :raises KeywordSyntaxError: when it is not a keyword reference.
    :raises KeywordValueError: when its value is one the rules do not allow.
    """
    ref = canonical_ref(rules, keyword_ref(rules, keyword))
    entry = _cost_table(rules).get(names.fold(str(ref)))
    if entry is None:
        choices = [e.keyword for e in canonical_costs(rules).entries]
        raise UnknownNameError("purchasable keyword", keyword, names.suggest(keyword, choices))
    return entry


def keyword_costs(rules: Hobgoblin, keyword: KeywordDef) -> tuple[CostEntry, ...]:
    """Every cost-table entry for a keyword (``Hero [+1]`` and ``Hero [+2]`` for Hero)."""
    table = _keyword_table(rules)
    return tuple(e for e in canonical_costs(rules).entries
                 if table.get(names.fold(KeywordRef.parse(e.keyword).name)) is keyword)


@result
class CostLine:
    """One purchased keyword's cost: listed cost times the unit type's multiplier."""

    keyword: str
    listed: Points
    multiplier: int
    points: Points


@result
class CostBreakdown:
    """A unit's points, itemised."""

    unit_type: str
    base: Points
    multiplier: int
    lines: tuple[CostLine, ...]
    cite: Citation

    @property
    def total(self) -> Points:
        """Base points plus every line."""
        return self.base + sum(line.points for line in self.lines)


def unit_cost(rules: Hobgoblin, unit_type: str, keywords: Iterable[str] = ()) -> CostBreakdown:
    """Points for a unit type with purchased keywords (listed cost x multiplier each).

    Only the arithmetic: whether the purchases are legal is the army validator's job.

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises KeywordSyntaxError: for a malformed keyword.
    """
    unit = find_unit_type(rules, unit_type)
    lines = []
    for text in keywords:
        entry = find_cost_entry(rules, text)
        points = entry.cost * unit.cost_multiplier
        lines.append(CostLine(entry.keyword, entry.cost, unit.cost_multiplier, points))
    return CostBreakdown(
        unit.name, unit.points, unit.cost_multiplier, tuple(lines), canonical_costs(rules).cite
    )


# --------------------------------------------------------------------------- profiles


@result
class ConditionalKeyword:
    """A keyword the unit gains only at some time or under some condition."""

    keyword: str
    """The keyword as written (``Distracted``), or ``a Character keyword``."""
    source: str
    """The keyword whose effect gives it."""
    when: str
    """When and under what condition, in words."""
    cite: Citation
    """Where the effect is printed."""

    def words(self) -> str:
        """``gains Distracted (from Sneaky) at the end of the Movement Phase, ...``."""
        return f"gains {self.keyword} (from {self.source}) {self.when}".rstrip()


@result
class Profile:
    """A unit's derived profile with numerical keywords resolved."""

    unit_type: str
    speed: int | None
    range: int | None
    strikes: int
    courage: int
    footprint: str
    keywords: tuple[str, ...]
    breaks_at: int
    close_combat_strikes: int
    values: KeywordValues
    conditional: tuple[ConditionalKeyword, ...] = ()

    def has(self, keyword: str) -> bool:
        """Whether the unit has the keyword (by name, case-insensitive)."""
        return self.values.has(keyword)


def _expand_grants(
    rules: Hobgoblin, refs: Sequence[KeywordRef], blocked: frozenset[str] = frozenset()
) -> list[KeywordRef]:
    """``refs`` plus every keyword their standing grants give, transitively (General gives
    Command, Hero), leaving out keywords named in ``blocked`` (folded names the unit cannot
    gain)."""
    out = [r for r in refs if names.fold(r.name) not in blocked]
    seen: set[str] = set()
    index = 0
    while index < len(out):
        key = names.fold(out[index].name)
        index += 1
        if key in seen:
            continue
        seen.add(key)
        out.extend(g for g in _grants(rules, key) if names.fold(g.name) not in blocked)
    return out


@cache
def _grants(rules: Hobgoblin, folded: str) -> tuple[KeywordRef, ...]:
    """What the keyword with this folded name always gives its holder, as canonical
    references."""
    kw = _keyword_table(rules).get(folded)
    if kw is None:
        return ()
    return tuple(canonical_ref(rules, KeywordRef.parse(text)) for text in standing_grants(kw))


@cache
def _takes(rules: Hobgoblin, folded: str, kind: Taking
           ) -> frozenset[str]:
    """Folded names the keyword's standing removes, forbids or ignores name."""
    kw = _keyword_table(rules).get(folded)
    return frozenset() if kw is None else standing_names(kw, kind)


def _taken(rules: Hobgoblin, refs: Iterable[KeywordRef], kind: Taking
           ) -> frozenset[str]:
    return frozenset().union(*(_takes(rules, names.fold(r.name), kind) for r in refs))


@cache
def _starting_refs(rules: Hobgoblin, unit_name: str) -> tuple[KeywordRef, ...]:
    """A unit type's starting keywords and its footprint keyword, as canonical references."""
    unit = _unit_table(rules)[names.fold(unit_name)]
    refs = [canonical_ref(rules, KeywordRef.parse(k)) for k in unit.keywords]
    return (*refs, canonical_ref(rules, KeywordRef(unit.footprint_keyword)))


def held_keywords(
    rules: Hobgoblin, unit: UnitType, extra: Iterable[KeywordRef],
    blocked: frozenset[str] = frozenset(),
) -> list[KeywordRef]:
    """Every keyword a unit is given before any is taken away: its starting keywords (the
    footprint keyword among them), ``extra``, and what their standing grants give, less what
    their standing forbids bar (and ``blocked``)."""
    refs = [*_starting_refs(rules, unit.name), *(canonical_ref(rules, r) for r in extra)]
    barred = set(blocked)
    while True:
        out = _expand_grants(rules, refs, frozenset(barred))
        more = _taken(rules, out, "forbid") - barred
        if not more:
            return out
        barred |= more


def unit_keywords(
    rules: Hobgoblin, unit: UnitType, extra: Iterable[KeywordRef],
    blocked: frozenset[str] = frozenset(),
) -> tuple[list[KeywordRef], str]:
    """All keyword copies on a unit and its footprint name, read from the keywords' effects.

    Starting keywords (the footprint keyword among them), the extra keywords, and what their
    standing grants give; then what their standing forbids bar (the unit cannot gain it) and
    their standing removes take from what came before them (a bought footprint replaces the
    type's). The footprint is the one the remaining keywords set.
    """
    held = held_keywords(rules, unit, extra, blocked)
    gone: set[int] = set()
    for index, ref in enumerate(held):
        # a keyword takes away only what the unit had before it: a bought footprint
        # replaces the type's, never the other way round
        taken = _takes(rules, names.fold(ref.name), "remove")
        gone.update(k for k in range(index) if names.fold(held[k].name) in taken)
    out = [r for k, r in enumerate(held) if k not in gone]
    footprint = unit.footprint
    for ref in out:
        sets = _footprint_set(rules, names.fold(ref.name))
        if sets is not None:
            footprint = sets
    return out, footprint


@cache
def _footprint_set(rules: Hobgoblin, folded: str) -> str | None:
    """The footprint a keyword sets, if it sets one."""
    kw = _keyword_table(rules).get(folded)
    return None if kw is None else footprint_of(kw)


def forbidden(rules: Hobgoblin, refs: Iterable[KeywordRef]) -> dict[str, str]:
    """Folded names the keywords ``refs`` forbid their holder to gain, each with the name of
    the keyword that forbids it (Unreliable Master forbids Command)."""
    out: dict[str, str] = {}
    for ref in refs:
        kw = _keyword_table(rules).get(names.fold(ref.name))
        if kw is not None:
            for name in standing_names(kw, "forbid"):
                out.setdefault(name, kw.name)
    return out


@cache
def weakness_names(rules: Hobgoblin) -> frozenset[str]:
    """Names of every keyword with the Weakness trait."""
    return frozenset(k.name for k in all_keyword_defs(rules) if Trait.WEAKNESS in k.traits)


def profile(rules: Hobgoblin, unit_type: str, keywords: Iterable[str] = ()) -> Profile:
    """The unit type's profile after keywords, as the keyword rules describe.

    Numerical keywords resolve first (``[X]`` copies, then ``[+X]``); stat effects apply
    strengths first and weaknesses last, so Short-Ranged halves the final range. Keywords
    gained only at some time or under some condition are listed apart, with it in words.

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises KeywordSyntaxError: for a malformed keyword.
    :raises KeywordValueError: for a value the rules do not allow.
    """
    unit = find_unit_type(rules, unit_type)
    extra = []
    for text in keywords:
        find_keyword(rules, text)  # unknown names fail loudly
        extra.append(KeywordRef.parse(text))
    return profile_of(rules, unit, extra)


@result
class KeywordSet:
    """The keywords a unit ends up with (folded names) and its footprint: what army
    validation asks about, without resolving the whole profile."""

    names: frozenset[str]
    footprint: str

    def has(self, keyword: str) -> bool:
        """Whether the unit has the keyword (case-insensitive)."""
        return names.fold(keyword) in self.names


def profile_key(extra: Iterable[KeywordRef]) -> tuple[KeywordRef, ...]:
    """Extra keywords in a canonical order, so that caches do not depend on list order."""
    return tuple(sorted(extra, key=lambda r: (r.name, r.mode.value, r.value or 0)))


@cache
def keyword_set(
    rules: Hobgoblin, unit_name: str, extra: tuple[KeywordRef, ...], blocked: frozenset[str]
) -> KeywordSet:
    """The keyword names and footprint of a unit type with ``extra`` keywords (see
    :func:`profile_key`), ``blocked`` ones left out."""
    unit = _unit_table(rules)[names.fold(unit_name)]
    refs, footprint = unit_keywords(rules, unit, extra, blocked)
    return KeywordSet(frozenset(names.fold(r.name) for r in refs), footprint)


def profile_of(
    rules: Hobgoblin, unit: UnitType, extra: Iterable[KeywordRef],
    blocked: frozenset[str] = frozenset(),
) -> Profile:
    """:func:`profile` for an already-found unit type and parsed keywords.

    :param blocked: folded names of keywords the unit cannot gain, besides those its own
        keywords forbid.
    :raises KeywordValueError: for a value the rules do not allow.
    """
    key = profile_key(extra)
    for ref in key:
        check_value(rules, ref)
    return _profile_cached(rules, unit.name, key, blocked)


def _applies_to_profile(effect: StatEffect) -> bool:
    """A stat change that is part of the printed-style profile: it reaches the holder, always,
    counted once (Stubborn's per-enemy Courage depends on the fight)."""
    return (reaches_holder(effect) and effect.condition is None and effect.requires is None
            and effect.at is None and not effect.optional and effect.per is None)


@cache
def _profile_cached(
    rules: Hobgoblin, unit_name: str, extra: tuple[KeywordRef, ...], blocked: frozenset[str]
) -> Profile:
    unit = _unit_table(rules)[names.fold(unit_name)]
    refs, footprint = unit_keywords(rules, unit, extra, blocked)
    weak = weakness_names(rules)
    values = resolve(refs, weak)
    table = _keyword_table(rules)
    stats: dict[str, int | None] = {
        "speed": unit.speed, "range": unit.range, "strikes": unit.strikes,
        "courage": unit.courage,
    }
    close_strikes = 0
    breaks_half = False
    ignored = _taken(rules, refs, "ignore")
    floor = _rule(rules, "unit_stat_minimum").value or 0  # stats count things (p. 10)
    found = [table.get(names.fold(n)) for n in values.names]
    defs = [k for k in found if k is not None and names.fold(k.name) not in ignored]
    defs.sort(key=lambda k: Trait.WEAKNESS in k.traits)  # weaknesses last
    conditional = []
    for kw in defs:
        value = values.value(kw.name)
        for eff in kw.effects:
            if isinstance(eff, StatEffect) and _applies_to_profile(eff):
                amount = eff.amount if eff.amount is not None else (value or 0)
                if eff.when == "close_combat" and eff.stat == "strikes":
                    close_strikes += amount if eff.op == "add" else -amount
                    continue
                if eff.when != "always":
                    continue
                stats[eff.stat] = _apply(stats[eff.stat], eff.op, amount, floor)
            elif isinstance(eff, BreakEffect) and standing(eff):
                breaks_half = eff.threshold == "half_courage_round_up"
        for grant in conditional_grants(kw):
            what = grant.keyword or f"a {grant.trait} keyword"
            conditional.append(ConditionalKeyword(what, kw.name, when_words(grant),
                                                  grant.cite or kw.cite))
    courage = stats["courage"] or 0
    strikes = stats["strikes"] or 0
    return Profile(
        unit_type=unit.name,
        speed=stats["speed"],
        range=stats["range"],
        strikes=strikes,
        courage=courage,
        footprint=footprint,
        keywords=tuple(values.display()),
        breaks_at=-(-courage // 2) if breaks_half else courage,
        close_combat_strikes=max(floor, strikes + close_strikes),
        values=values,
        conditional=tuple(conditional),
    )


def _apply(current: int | None, op: str, amount: int, floor: int) -> int | None:
    if op == "set":
        return amount
    if current is None:
        return None  # a stat printed as '-' (Artillery's speed) stays '-'
    if op == "add":
        return current + amount
    if op == "subtract":
        return max(floor, current - amount)
    return current // 2  # halve


# --------------------------------------------------------------------------- target numbers


def canonical_chart(rules: Hobgoblin) -> ChartPrinting:
    """The printing of the target number chart that lookups use."""
    return next(p for p in rules.chart_printings if p.canonical)


def chart_grid(rules: Hobgoblin, chart: ChartPrinting) -> dict[tuple[str, str], int]:
    """A printing's cells keyed by (attacker, defender) unit type names.

    Printed headings are matched to unit types through their names and aliases.

    :raises UnknownNameError: when a heading names no unit type.
    """
    columns = [find_unit_type(rules, d).name for d in chart.defenders]
    grid = {}
    for row in chart.rows:
        attacker = find_unit_type(rules, row.attacker).name
        for defender, value in zip(columns, row.targets, strict=True):
            grid[(attacker, defender)] = value
    return grid


@cache
def _canonical_grid(rules: Hobgoblin) -> dict[tuple[str, str], int]:
    return chart_grid(rules, canonical_chart(rules))


@result
class Modifier:
    """One applied target number change."""

    keyword: str
    side: str
    delta: int
    clamp: int
    before: int
    after: int
    condition: str | None
    cite: Citation


@result
class Skipped:
    """A target number change of a named keyword that cannot apply to this attack."""

    keyword: str
    side: str
    why: str
    cite: Citation


@result
class TargetNumber:
    """A target number with how it was reached."""

    attacker: str
    defender: str
    attack: AttackKind
    chart_value: int
    modifiers: tuple[Modifier, ...]
    cite: Citation
    skipped: tuple[Skipped, ...] = ()

    @property
    def value(self) -> int:
        """The final target number."""
        return self.modifiers[-1].after if self.modifiers else self.chart_value

    @property
    def hit_chance(self) -> float:
        """Chance one die hits: natural 6 always hits, natural 1 always misses."""
        return min(5, max(1, 7 - self.value)) / 6


class CannotShoot(RulesError):
    """A shooting attack asked of a unit that the rules do not let shoot."""

    def __init__(self, message: str, rule: GameRule) -> None:
        self.rule = rule
        super().__init__(message)


#: The phase each kind of attack is made in (Shooting Phase, Combat Phase).
ATTACK_PHASES: dict[str, str] = {"shooting": DOOM_SOURCES["shooting"],
                                 "close_combat": DOOM_SOURCES["close_combat"]}


@cache
def shooting_rules(rules: Hobgoblin) -> tuple[tuple[GameRule, Action], ...]:
    """The rules that say who may make a shooting attack: an allowed ``shoot`` action with a
    requirement on the shooter (Who shoots, p. 20)."""
    return tuple((rule, eff) for rule in rules.game_rules for eff in rule.effects
                 if isinstance(eff, Action) and eff.action == "shoot" and eff.allowed
                 and eff.requires is not None)


def _facts(rules: Hobgoblin, unit: UnitType, texts: Iterable[str], at: str,
           complete: bool = False, engaged: bool | None = None) -> UnitFacts:
    refs, _ = unit_keywords(rules, unit, [KeywordRef.parse(t) for t in texts])
    defs = [k for r in refs if (k := _keyword_table(rules).get(names.fold(r.name)))]
    return UnitFacts(frozenset(names.fold(r.name) for r in refs),
                     frozenset(names.fold(t.value) for k in defs for t in k.traits),
                     complete=complete, unit_type=unit.name, engaged=engaged, at=at,
                     rules=rules)


def check_can_shoot(rules: Hobgoblin, unit: UnitType, keywords: Iterable[str] = ()) -> None:
    """Refuse a shooting attack by a unit that the rules on who shoots exclude: with only
    the keywords given (its own and ``keywords``), it cannot meet their requirement.

    :raises CannotShoot: naming the rule and its page.
    """
    texts = list(keywords)
    facts = _facts(rules, unit, texts, ATTACK_PHASES["shooting"], complete=True)
    for rule, eff in shooting_rules(rules):
        if not can_hold(eff.requires, facts.decide):
            assert eff.requires is not None
            needed = [t.keyword for t in eff.requires.all if t.keyword]
            has = " with " + ", ".join(texts) if texts else ""
            raise CannotShoot(
                f"{unit.name}{has} cannot make a shooting attack: it has no Range and "
                f"{rule.name} ({rule.cite.short()}) lets only a unit with "
                f"{' and '.join(needed) or condition_words(eff.requires)} shoot", rule)


def _shooter_engaged(rules: Hobgoblin) -> bool | None:
    """``False`` when the rules on who shoots require an unengaged shooter."""
    for _, eff in shooting_rules(rules):
        if eff.requires is not None and any(t.pred is Predicate.ENGAGED
                                            for t in eff.requires.none):
            return False
    return None


def target_number(
    rules: Hobgoblin,
    attacker: str,
    defender: str,
    *,
    shooting: bool = False,
    attacker_keywords: Iterable[str] = (),
    defender_keywords: Iterable[str] = (),
) -> TargetNumber:
    """The target number one unit type needs against another, with keyword modifiers.

    A shooting attack needs a unit the rules let shoot. A named keyword's change applies only
    when its condition can hold for this attack (its phase, the units' types and keywords);
    the others are listed as skipped. A keyword named twice for a side counts once. Modifiers
    clamp as each rule says. Where the order of a decrease and an increase changes the result,
    the order giving the lowest number is taken (the Rule of Carnage).

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises CannotShoot: for a shooting attack by a unit that cannot shoot.
    """
    att = find_unit_type(rules, attacker)
    dfn = find_unit_type(rules, defender)
    chart = canonical_chart(rules)
    base = _canonical_grid(rules)[(att.name, dfn.name)]
    attack: AttackKind = "shooting" if shooting else "close_combat"
    at = ATTACK_PHASES[attack]
    att_texts, dfn_texts = list(attacker_keywords), list(defender_keywords)
    for text in (*att_texts, *dfn_texts):
        find_keyword(rules, text)  # unknown names fail loudly
    if shooting:
        check_can_shoot(rules, att, att_texts)
    sides = {"attacker": _facts(rules, att, att_texts, at,
                                engaged=_shooter_engaged(rules) if shooting else None),
             "defender": _facts(rules, dfn, dfn_texts, at)}
    effects: list[tuple[KeywordDef, TargetNumberEffect]] = []
    skipped: list[Skipped] = []
    for side, texts in (("attacker", att_texts), ("defender", dfn_texts)):
        seen: set[str] = set()
        for text in texts:
            kw = find_keyword(rules, text)
            if kw.name in seen:
                continue  # a unit has one copy of a keyword (Duplicate Keywords, p. 9)
            seen.add(kw.name)
            for eff in kw.effects:
                if not (isinstance(eff, TargetNumberEffect) and eff.side == side
                        and eff.attack in (attack, "always")):
                    continue
                decide = sides[side].decide
                if can_hold(eff.condition, decide) and can_hold(eff.requires, decide):
                    effects.append((kw, eff))
                else:
                    skipped.append(Skipped(kw.name, side, when_words(eff), eff.cite or kw.cite))
    best: tuple[Modifier, ...] = ()
    best_value = None
    for order in itertools.permutations(effects):
        steps = []
        current = base
        for kw, eff in order:
            after = current + eff.delta
            after = max(eff.clamp, after) if eff.delta < 0 else min(eff.clamp, after)
            words = condition_words(eff.condition) if eff.condition else None
            steps.append(Modifier(kw.name, eff.side, eff.delta, eff.clamp, current, after,
                                  words, kw.cite))
            current = after
        if best_value is None or current < best_value:
            best, best_value = tuple(steps), current
    return TargetNumber(att.name, dfn.name, attack, base, best, chart.cite, tuple(skipped))
