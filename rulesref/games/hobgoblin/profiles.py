"""Hobgoblin unit profiles, read from the keywords' effects.

A profile holds what a unit always has: its starting keywords and purchases, what their
standing grants give (General gives Command and Hero), less what their standing forbids bar and
their removes take away (a bought footprint replaces the type's), with stats changed by the
keywords it gets benefit from (Unruly ignores Command). Keywords it gains only at some moment or
under some condition are listed apart, with it in words (Sneaky's Distracted on arrival).

Pure functions of the loaded model; nothing here reads files or prints.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.effect_words import when_words
from rulesref.core.effects import BreakEffect
from rulesref.core.keywords import KeywordRef, KeywordValues, Mode, StatEffect, resolve
from rulesref.core.record import result
from rulesref.games.hobgoblin.model import Hobgoblin, UnitType
from rulesref.games.hobgoblin.model.keywords import Trait
from rulesref.games.hobgoblin.naming import (
    _keyword_table,
    _rule,
    _unit_table,
    all_keyword_defs,
    canonical_ref,
    check_value,
    find_keyword,
    find_unit_type,
)
from rulesref.games.hobgoblin.situation import (
    Taking,
    conditional_grants,
    footprint_of,
    reaches_holder,
    standing,
    standing_grants,
    standing_names,
)


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
    return list(_held(rules, unit.name, tuple(extra), blocked))


@lru_cache(maxsize=8192)  # bounded: the extra keywords are what a list buys
def _held(rules: Hobgoblin, unit_name: str, extra: tuple[KeywordRef, ...],
          blocked: frozenset[str]) -> tuple[KeywordRef, ...]:
    table = _gives_table(rules)
    refs = (*_starting_refs(rules, unit_name), *(canonical_ref(rules, r) for r in extra))
    given = [(r, table.get(r.name) or _gives(rules, r.name)) for r in refs]
    barred = frozenset(blocked)
    while True:  # breadth first, a name expanded once; again without what forbids bar
        out = [p for p in given if p[1].folded not in barred] if barred else list(given)
        seen: set[str] = set()
        for _, gives in out:  # out grows as it goes
            if gives.grants and gives.folded not in seen:
                seen.add(gives.folded)
                out.extend((ref, table.get(ref.name) or _gives(rules, ref.name))
                           for ref, folded in gives.grants if folded not in barred)
        more = frozenset().union(*(g.forbids for _, g in out if g.forbids)) - barred
        if not more:
            return tuple(r for r, _ in out)
        barred |= more


@result
class _Gives:
    """What holding a keyword (by the exact name of its canonical reference) gives or bars."""

    folded: str
    grants: tuple[tuple[KeywordRef, str], ...]
    """Its standing grants as canonical references, each with its folded name."""
    forbids: frozenset[str]
    """Folded names its standing forbids bar its holder from gaining."""


def _gives(rules: Hobgoblin, name: str) -> _Gives:
    folded = names.fold(name)
    kw = _keyword_table(rules).get(folded)
    texts = standing_grants(kw) if kw is not None else ()
    grants = [canonical_ref(rules, KeywordRef.parse(t)) for t in texts]
    return _Gives(folded, tuple((g, names.fold(g.name)) for g in grants),
                  _takes(rules, folded, "forbid") if folded in _forbidders(rules)
                  else frozenset())


@cache
def _gives_table(rules: Hobgoblin) -> dict[str, _Gives]:
    """:class:`_Gives` by the exact name of every definition, starting keyword and what they
    grant (any other name is one no rule defines, which gives nothing)."""
    table: dict[str, _Gives] = {}
    todo = [k.name for k in all_keyword_defs(rules)]
    todo += [r.name for u in rules.unit_types for r in _starting_refs(rules, u.name)]
    while todo:
        name = todo.pop()
        if name not in table:
            table[name] = found = _gives(rules, name)
            todo.extend(g.name for g, _ in found.grants)
    return table


@cache
def _forbidders(rules: Hobgoblin) -> frozenset[str]:
    """Folded names of the keywords with a standing forbid."""
    return frozenset(names.fold(k.name) for k in all_keyword_defs(rules)
                     if standing_names(k, "forbid"))


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
    return after_removals(rules, unit, held_keywords(rules, unit, extra, blocked))


def after_removals(rules: Hobgoblin, unit: UnitType, held: Sequence[KeywordRef]
                   ) -> tuple[list[KeywordRef], str]:
    """:func:`unit_keywords` from what :func:`held_keywords` gives."""
    folded = [names.fold(r.name) for r in held]
    gone: set[int] = set()
    for index, name in enumerate(folded):
        # a keyword takes away only what the unit had before it: a bought footprint
        # replaces the type's, never the other way round
        taken = _takes(rules, name, "remove")
        if taken:
            gone.update(k for k in range(index) if folded[k] in taken)
    out = [r for k, r in enumerate(held) if k not in gone]
    footprint = unit.footprint
    for k, name in enumerate(folded):
        sets = None if k in gone else _footprint_set(rules, name)
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
    return forbidden_by(rules, frozenset(names.fold(r.name) for r in refs))


def forbidden_by(rules: Hobgoblin, held: frozenset[str]) -> dict[str, str]:
    """:func:`forbidden` for the folded names of the keywords a unit holds."""
    out: dict[str, str] = {}
    for name in sorted(held):
        for barred, by in _forbids(rules, name):
            out.setdefault(barred, by)
    return out


@cache
def _forbids(rules: Hobgoblin, folded: str) -> tuple[tuple[str, str], ...]:
    kw = _keyword_table(rules).get(folded)
    return tuple((n, kw.name) for n in sorted(_takes(rules, folded, "forbid"))) if kw else ()


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
    return tuple(sorted(extra, key=_order))


_MODES = {mode: n for n, mode in enumerate(Mode)}


def _order(ref: KeywordRef) -> tuple[str, int, int]:
    return ref.name, _MODES[ref.mode], ref.value or 0


@lru_cache(maxsize=4096)  # bounded: the extra keywords are what a list buys
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


@lru_cache(maxsize=4096)  # bounded: the extra keywords are what a list buys
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
                breaks_half = eff.threshold == "half_stat_round_up"
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
