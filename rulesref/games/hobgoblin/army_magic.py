"""The magic side of a Hobgoblin army list, read from the effects: how many Abyssal
Allegiances each unit picks (the allegiance rule's parameter, changed by a keyword such as Tome
of Magic), and how much Mercury the army gains each Magic Phase."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.conditions import Predicate, Test, verdict
from rulesref.core.effects import Effect, Moment, Parameter, Scope, Tokens
from rulesref.core.yamlio import PathKey
from rulesref.errors import KeywordSyntaxError, UnknownNameError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_limits import Rule, limits
from rulesref.games.hobgoblin.army_list import UnitEntry
from rulesref.games.hobgoblin.model import Allegiance, Hobgoblin
from rulesref.games.hobgoblin.model.keywords import KeywordDef
from rulesref.games.hobgoblin.situation import UnitFacts

#: The phase Mercury is gained in, as the sequences name it.
MAGIC_PHASE = "Magic Phase"

#: A problem found: its code, where in the file, and the message.
Found = tuple[str, PathKey, str]


@cache
def _allegiance_table(rules: Hobgoblin) -> dict[str, Allegiance]:
    return names.index((a.name, a) for a in rules.allegiances)


@cache
def _allegiance_rule(rules: Hobgoblin) -> Rule | None:
    """The rule counting a unit's allegiances (:attr:`.Rule.choice`), if the model has one."""
    return next((r for r in limits(rules).all if r.choice == "allegiance"), None)


@cache
def _allegiance_needs(rules: Hobgoblin) -> tuple[bool, str] | None:
    """Whether the allegiance rule needs a keyword, and its folded name; ``None`` when the
    model has no such rule."""
    rule = _allegiance_rule(rules)
    if rule is None:
        return None
    needs = rule.constraint.needs
    return bool(needs), names.fold(needs or "")


def picks_allegiance(rules: Hobgoblin, keywords: frozenset[str]) -> bool:
    """Whether a unit with the keywords of these folded names picks allegiances (whether
    :func:`allegiance_limits` gives it any): it has the keyword the rule needs, a Wizard."""
    found = _allegiance_needs(rules)
    if found is None:
        return False
    needed, folded = found
    return not needed or folded in keywords


@lru_cache(maxsize=4096)  # bounded: the facts are what a list's unit holds
def allegiance_limits(rules: Hobgoblin, facts: UnitFacts
                      ) -> tuple[str, int, int, tuple[str, ...]] | None:
    """How many allegiances the unit must pick, by the ``choice_count`` rule: its code, at
    least, at most, and the keywords whose ``parameter`` effect changes that (Tome of Magic
    "may select two": an optional change raises the most, and one is still allowed); or
    ``None`` when the unit picks none (it lacks the keyword the rule needs, a Wizard)."""
    rule = _allegiance_rule(rules)
    if rule is None or not picks_allegiance(rules, facts.keywords):
        return None
    changes = []
    amounts = []
    for name in sorted(facts.keywords):
        for label, effect in _changes(rules, name, rule.constraint.parameter or ""):
            changes.append(label)
            amounts.append((effect.amount, effect.optional))
    low, high = rule.bounds(amounts)
    return rule.code, low, high, tuple(changes)


@cache
def _changes(rules: Hobgoblin, folded: str, parameter: str
             ) -> tuple[tuple[str, Parameter], ...]:
    """What the keyword with this folded name does to the parameter, with its citation."""
    kw = _find_keyword(rules, folded)
    return tuple((f"{kw.name} [{(e.cite or kw.cite).short()}]", e) for e in kw.effects
                 if isinstance(e, Parameter) and e.name == parameter and e.op == "set"
                 ) if kw else ()


@cache
def _find_keyword(rules: Hobgoblin, name: str) -> KeywordDef | None:
    try:
        return lookups.find_keyword(rules, name)
    except (UnknownNameError, KeywordSyntaxError):
        return None


class _Found(list[Found]):
    """Problems found, as a rule object's check reports them."""

    def add(self, code: str, path: PathKey, message: str) -> None:
        self.append((code, path, message))


def check_allegiance(
    rules: Hobgoblin, at: PathKey, unit: UnitEntry, facts: UnitFacts, conveyed_by: str | None,
) -> list[Found]:
    """The rule objects' checks of a unit's allegiances: a Wizard picks as many as its
    keywords allow, all different (:meth:`.Rule.check_choice`, :meth:`.Rule.check_choices`);
    each is one the book lists (:meth:`.KnownNameRule.check_name`); one on a unit that is
    no Wizard does nothing (:meth:`.IdleChoiceRule.check_idle_choice`).

    :param conveyed_by: the artefact that makes the unit a Wizard, if one does.
    """
    chosen = unit.allegiances()
    label = unit.name
    rule = _allegiance_rule(rules)
    stages = limits(rules).stages
    out = _Found()
    seen: dict[str, int] = {}
    for k, name in enumerate(chosen):
        path = (*at, "allegiance") if isinstance(unit.allegiance, str) else (*at, "allegiance", k)
        try:
            chosen_one = names.find("allegiance", name, _allegiance_table(rules),
                                    [a.name for a in rules.allegiances])
        except UnknownNameError as exc:
            for known in stages["check_name"]:
                known.check_name(out, "allegiance", path, f"{label}: ", name, exc)
            continue
        if rule is not None:
            rule.check_choice(out, path, label, chosen_one.name, k, seen)
        seen.setdefault(chosen_one.name, k)
    found = allegiance_limits(rules, facts)
    if found is None or rule is None:
        if chosen:
            for idle in stages["check_idle_choice"]:
                idle.check_idle_choice(out, (*at, "allegiance"), label)
        return out
    _, low, high, changes = found
    rule.check_choices(out, (*at, "allegiance") if chosen else at, label, len(chosen),
                       (low, high), changes, conveyed_by)
    return out


def mercury(rules: Hobgoblin, limit: int, units: Iterable[UnitFacts]) -> int:
    """Mercury each player gains as a Magic Phase starts, with every unit in play: the
    rules' Mercury per points and per unit that meets their requirement (a Wizard), and
    what the units' own keywords give their player (Mystic Roots).

    :param units: what army building knows of each unit.
    """
    per_points, _ = _income_rules(rules)
    total = sum(amount * (limit // value) for amount, value in per_points)
    return total + sum(_unit_mercury(rules, facts) for facts in units
                       if brings_mercury(rules, facts.keywords))


def brings_mercury(rules: Hobgoblin, keywords: frozenset[str]) -> bool:
    """Whether a unit with the keywords of these folded names may bring Mercury (without
    them it brings none, and :func:`mercury` need not be told of it)."""
    relevant = _income_keywords(rules)
    return relevant is None or not keywords.isdisjoint(relevant)


@cache
def _income_keywords(rules: Hobgoblin) -> frozenset[str] | None:
    """Folded names of the keywords without which a unit brings no Mercury: those the
    per-unit income rules require, and those that give their player some; ``None`` when a
    rule requires something else too, so that every unit must be asked."""
    _, per_unit = _income_rules(rules)
    needed: set[str] = set()
    for eff in per_unit:
        assert eff.requires is not None
        wants = [t.keyword for t in eff.requires.all
                 if t.pred is Predicate.HAS_KEYWORD and t.keyword]
        if not wants:
            return None
        needed.update(names.fold(w) for w in wants)
    needed.update(names.fold(k.name) for k in lookups.all_keyword_defs(rules)
                  if _own_income(rules, names.fold(k.name)))
    return frozenset(needed)


@cache
def points_income(rules: Hobgoblin) -> tuple[tuple[int, int, Citation], ...]:
    """The Mercury a player gains each Magic Phase for the agreed points limit: amount, per
    so many points, and where each such rule is printed."""
    return tuple((eff.amount or 0, rule.value, rule.cite) for rule in rules.game_rules
                 for eff in rule.effects
                 if isinstance(eff, Tokens) and _mercury_income(eff) and eff.requires is None
                 and rule.value)


@cache
def _income_rules(rules: Hobgoblin) -> tuple[tuple[tuple[int, int], ...], tuple[Tokens, ...]]:
    """The rules' Mercury income as a Magic Phase starts: (amount, per so many points of the
    limit) for those with no requirement, and those gained per unit that meets one (cached:
    :func:`mercury` asks for every list)."""
    per_points: list[tuple[int, int]] = []
    per_unit: list[Tokens] = []
    for rule in rules.game_rules:
        for eff in rule.effects:
            if not isinstance(eff, Tokens) or not _mercury_income(eff):
                continue
            if eff.requires is None:
                if rule.value:
                    per_points.append((eff.amount or 0, rule.value))
            else:
                per_unit.append(eff)
    return tuple(per_points), tuple(per_unit)


@lru_cache(maxsize=4096)  # bounded: the facts are what a list's unit holds
def _unit_mercury(rules: Hobgoblin, facts: UnitFacts) -> int:
    """The Mercury one unit brings, in play: the rules' per-unit income it qualifies for,
    and its own keywords' income for its player."""
    def in_play(test: Test) -> bool | None:
        return True if test.pred is Predicate.IN_PLAY else facts.decide(test)

    _, per_unit = _income_rules(rules)
    total = sum(eff.amount or 0 for eff in per_unit if verdict(eff.requires, in_play))
    for name in facts.keywords:
        for eff in _own_income(rules, name):
            if verdict(eff.requires, in_play):
                total += eff.amount or 0
    return total


@cache
def _own_income(rules: Hobgoblin, folded: str) -> tuple[Tokens, ...]:
    """The Mercury the keyword with this folded name gives its player each Magic Phase."""
    kw = _find_keyword(rules, folded)
    return tuple(e for e in kw.effects if isinstance(e, Tokens) and _mercury_income(e)
                 and e.scope is Scope.PLAYER and e.condition is None) if kw else ()


def _mercury_income(eff: Effect) -> bool:
    """Mercury placed as the Magic Phase starts."""
    return (isinstance(eff, Tokens) and eff.token == "Mercury" and eff.op == "place"
            and eff.at is not None and names.fold(eff.at) == names.fold(MAGIC_PHASE)
            and eff.moment is Moment.START)
