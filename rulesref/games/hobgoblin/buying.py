"""Who may buy a Hobgoblin keyword, at what price, and why not.

Prices come from the canonical cost table times the unit type's multiplier. The reasons a
unit type may not buy something are the army validator's: the declarative army rules
(:mod:`~rulesref.games.hobgoblin.army_limits`) and the bans the effects carry (an army-scope
:class:`~rulesref.core.effects.Forbid`, such as Horde's), each ban enforced by the army rule
that names its record (``enforces``). Where a rule is both, ``check_army_rules`` proves the
two agree, and the reason is given in the ban's words.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache, lru_cache

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.conditions import verdict
from rulesref.core.effect_words import condition_words
from rulesref.core.effects import Forbid, Scope
from rulesref.core.keywords import KeywordRef
from rulesref.core.record import result
from rulesref.errors import KeywordSyntaxError, UnknownNameError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_limits import Rule, limits
from rulesref.games.hobgoblin.effect_sources import Holder, holders, keyword_name
from rulesref.games.hobgoblin.model import (
    ArmyRule,
    CostEntry,
    Hobgoblin,
    Points,
    UnitType,
)
from rulesref.games.hobgoblin.model.keywords import KeywordDef
from rulesref.games.hobgoblin.situation import UnitFacts


@result
class Ban:
    """An army-building ban read from an effect, with the army rule that enforces it."""

    rule: ArmyRule
    holder: Holder
    effect: Forbid

    @property
    def cite(self) -> Citation:
        """Where the ban is printed."""
        return self.holder.cite_of(self.effect)

    def words(self) -> str:
        """``Horde bars it unless its unit type's name includes Infantry``."""
        cond = self.effect.condition
        if cond is None:
            return f"{self.holder.title} bars it"
        text = condition_words(cond)
        return f"{self.holder.title} bars it " + (text if text.startswith("unless")
                                                    else f"when {text}")


def army_bans(rules: Hobgoblin) -> Iterator[tuple[Holder, Forbid]]:
    """Every army-scope forbid in the effects, with its record."""
    for holder in holders(rules):
        for effect in holder.effects:
            if isinstance(effect, Forbid) and effect.scope is Scope.ARMY:
                yield holder, effect


@cache
def bans(rules: Hobgoblin) -> tuple[Ban, ...]:
    """The army-building bans an army rule enforces (by naming the ban's record)."""
    by_record = {names.fold(r.enforces): r for r in rules.army_rules if r.enforces}
    return tuple(Ban(by_record[names.fold(h.key)], h, e) for h, e in army_bans(rules)
                 if names.fold(h.key) in by_record)


def covers(rules: Hobgoblin, effect: Forbid, kw: KeywordDef) -> bool:
    """Whether a forbid names ``kw``: by name, or by a trait it has and no exception."""
    if effect.keyword is not None:
        return names.fold(keyword_name(effect.keyword)) == names.fold(kw.name) or any(
            names.fold(keyword_name(effect.keyword)) == names.fold(a) for a in kw.aliases)
    if effect.trait is None or names.fold(effect.trait) not in {
            names.fold(t.value) for t in kw.traits}:
        return False
    spared = {names.fold(lookups.find_keyword(rules, k).name) for k in effect.except_}
    return names.fold(kw.name) not in spared


@cache
def _covering(rules: Hobgoblin, folded: str) -> tuple[Ban, ...]:
    """The enforced bans that name the keyword with this folded name."""
    kw = _find(rules, folded)
    return tuple(b for b in bans(rules) if covers(rules, b.effect, kw)) if kw else ()


def unit_facts(rules: Hobgoblin, unit: UnitType, extra: Iterable[KeywordRef], *,
               automated: bool = False) -> UnitFacts:
    """What army building knows of a unit: every keyword it holds or is given (before a
    bought footprint replaces the type's), their traits, its unit type, and whether it is
    the solo opponent's."""
    return facts_for(rules, unit.name, lookups.profile_key(extra), automated)


@lru_cache(maxsize=4096)  # bounded: the key is what a list buys
def facts_for(rules: Hobgoblin, unit_name: str, key: tuple[KeywordRef, ...], automated: bool
              ) -> UnitFacts:
    """:func:`unit_facts` for extra keywords already in :func:`lookups.profile_key` order."""
    unit = lookups.find_unit_type(rules, unit_name)
    held = lookups.held_keywords(rules, unit, key)
    return facts_of(rules, [r.name for r in held], unit_type=unit.name, automated=automated)


def facts_of(rules: Hobgoblin, keywords: Iterable[str], *, unit_type: str | None = None,
             automated: bool | None = None) -> UnitFacts:
    """Complete facts of a unit with exactly these keywords (and their traits)."""
    held = frozenset(names.fold(k) for k in keywords)
    traits = frozenset().union(*(_traits_of(rules, n) for n in held))
    return UnitFacts(held, traits, complete=True, unit_type=unit_type, automated=automated)


@cache
def _traits_of(rules: Hobgoblin, folded: str) -> frozenset[str]:
    """Folded trait names of the keyword with this folded name (none for a name no rule
    defines)."""
    kw = _find(rules, folded)
    return frozenset() if kw is None else frozenset(names.fold(t.value) for t in kw.traits)


@cache
def _find(rules: Hobgoblin, name: str) -> KeywordDef | None:
    try:
        return lookups.find_keyword(rules, name)
    except (UnknownNameError, KeywordSyntaxError):  # a name no rule defines has no traits
        return None


def bans_on(rules: Hobgoblin, kw: KeywordDef, facts: UnitFacts) -> list[Ban]:
    """The enforced bans that bar ``kw`` for a unit with these facts (a ban whose condition
    is not known to hold, such as the solo opponent's when that is not said, does not bar)."""
    return list(_bans_on(rules, names.fold(kw.name), facts))


def bans_for(rules: Hobgoblin, folded: str, facts: UnitFacts) -> tuple[Ban, ...]:
    """:func:`bans_on` for the keyword with this folded name."""
    return _bans_on(rules, folded, facts)


def _bans_on(rules: Hobgoblin, folded: str, facts: UnitFacts) -> tuple[Ban, ...]:
    covering = _covering(rules, folded)
    if not covering:
        return ()
    return tuple(b for b in covering if verdict(b.effect.condition, facts.decide))


@cache
def starting_names(rules: Hobgoblin, unit_type: str) -> frozenset[str]:
    """Folded names of a unit type's starting keywords, its footprint keyword included."""
    unit = lookups.find_unit_type(rules, unit_type)
    found = {names.fold(KeywordRef.parse(k).name) for k in unit.keywords}
    return frozenset({*found, names.fold(unit.footprint_keyword)})


@result
class Offer:
    """One cost-table entry for one unit type: its price there, and whether it may be bought
    (and why not)."""

    unit_type: str
    entry: str
    """The entry as printed (``Hero [+1]``)."""
    keyword: str
    """The keyword's name (``Hero``)."""
    listed: Points
    multiplier: int
    points: Points
    """The listed cost times the multiplier; 0 for an entry bought once per army."""
    once_per_army: bool
    allowed: bool
    reason: str | None
    """Why it may not be bought; with ``allowed``, a note (a reading, a redundant buy)."""
    code: str | None
    """The army rule the reason comes from."""
    cite: Citation
    """Where that rule is printed; the cost table's page when there is no reason."""


def _rule(rules: Hobgoblin, code: str) -> ArmyRule:
    return next(r for r in rules.army_rules if r.code == code)


def offer(rules: Hobgoblin, unit: UnitType, entry: CostEntry) -> Offer:
    """Whether ``unit`` may buy ``entry`` (alone, on a unit with nothing else bought), and
    its price after the multiplier."""
    kw = lookups.find_keyword(rules, entry.keyword)
    ref = lookups.canonical_ref(rules, KeywordRef.parse(entry.keyword))
    points = 0 if entry.once_per_army else entry.cost * unit.cost_multiplier
    costs = lookups.canonical_costs(rules)
    base = (unit.name, entry.keyword, kw.name, entry.cost, unit.cost_multiplier, points,
            entry.once_per_army)
    starting = starting_names(rules, unit.name)
    folded = names.fold(kw.name)
    found = limits(rules)
    facts = unit_facts(rules, unit, [ref])
    bans_here = bans_on(rules, kw, facts)
    for limit in found.purchase_rules:
        if not limit.refuses(unit, folded, entry.column, starting, found.grouped(),
                             facts.keywords):
            continue
        rule = _rule(rules, limit.code)
        own = limit.refusal_words(unit.name, kw.name)
        if own is not None:
            return Offer(*base, False, own, rule.code, rule.cite)
        ban = next((b for b in bans_here if b.rule.code == rule.code), None)
        why = ban.words() if ban else rule.summary
        return Offer(*base, False, f"{why} ({rule.code} {rule.name})", rule.code,
                     ban.cite if ban else rule.cite)
    checking = found.stages["check_bans"]
    for ban in bans_here:  # a ban on gaining it, that a rule object checks on units
        enforcing = next((r for r in checking if r.enforces_ban(ban)), None)
        if enforcing is not None:
            return Offer(*base, False, enforcing.ban_refusal(ban), enforcing.code, ban.cite)
    # what the rule objects say of it when offered: a reading first, then the others
    plain = ref.mode.value == "plain"
    reading = next((n for r in found.stages["reading"]
                    if (n := r.reading(rules, kw)) is not None), None)
    said = [(r, n) for r in found.stages["offer_note"]
            if (n := r.offer_note(unit, kw.name, folded, entry.column, starting, plain,
                                  reading)) is not None]
    said.sort(key=lambda pair: not pair[0].reading_first)
    if said:
        by, note = said[0]
        return Offer(*base, True, note, by.code, _rule(rules, by.code).cite)
    return Offer(*base, True, None, None, costs.cite)


def constraint_bars(rules: Hobgoblin, limit: Rule, unit: UnitType, entry: CostEntry,
                    facts: UnitFacts) -> bool:
    """Whether a declarative rule bars ``unit`` from buying ``entry`` on its own (``facts``:
    what the unit has with it): the rule object's own answer (:meth:`.Rule.refuses`)."""
    folded = names.fold(lookups.find_keyword(rules, entry.keyword).name)
    return limit.refuses(unit, folded, entry.column, starting_names(rules, unit.name),
                         limits(rules).grouped(), facts.keywords)


def buyers(rules: Hobgoblin, keyword: KeywordDef) -> tuple[Offer, ...]:
    """Every unit type's offer for every cost-table entry of ``keyword`` (``Hero [+1]`` and
    ``Hero [+2]`` for Hero), entry by entry in unit-type order; empty when it is not for
    sale."""
    return tuple(offer(rules, unit, entry) for entry in lookups.keyword_costs(rules, keyword)
                 for unit in rules.unit_types)


def options(rules: Hobgoblin, unit_type: str) -> tuple[Offer, ...]:
    """Everything in the cost table, offered to one unit type, in printed order.

    :raises UnknownNameError: for an unknown unit type.
    """
    unit = lookups.find_unit_type(rules, unit_type)
    return tuple(offer(rules, unit, entry) for entry in lookups.canonical_costs(rules).entries)


def not_for_sale(rules: Hobgoblin, keyword: KeywordDef) -> tuple[str, Citation] | None:
    """Why no unit type can buy ``keyword`` (Reserved, or not in the cost table), or
    ``None`` when the cost table sells it: the first rule object that closes it to every
    unit type (:meth:`.RuleObject.closed`)."""
    for rule in limits(rules).stages["closed"]:
        found = rule.closed(rules, keyword)
        if found is not None:
            return found
    return None
