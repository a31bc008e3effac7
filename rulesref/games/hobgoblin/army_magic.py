"""The magic side of a Hobgoblin army list, read from the effects: how many Abyssal
Allegiances each unit picks (the allegiance rule's parameter, changed by a keyword such as Tome
of Magic), and how much Mercury the army gains each Magic Phase."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from rulesref.core import names
from rulesref.core.conditions import Predicate, Test, verdict
from rulesref.core.effects import Effect, Moment, Parameter, Scope, Tokens
from rulesref.core.keywords import KeywordDef
from rulesref.core.yamlio import PathKey
from rulesref.errors import KeywordSyntaxError, UnknownNameError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_list import UnitEntry, UnitReport, did_you_mean
from rulesref.games.hobgoblin.effect_sources import holders
from rulesref.games.hobgoblin.model import Allegiance, Hobgoblin
from rulesref.games.hobgoblin.situation import UnitFacts

#: The phase Mercury is gained in, as the sequences name it.
MAGIC_PHASE = "Magic Phase"

#: A problem found: its code, where in the file, and the message.
Found = tuple[str, PathKey, str]


@cache
def _allegiance_table(rules: Hobgoblin) -> dict[str, Allegiance]:
    return names.index((a.name, a) for a in rules.allegiances)


@cache
def _allegiance_rule(rules: Hobgoblin) -> tuple[str, Parameter] | None:
    """The parameter the allegiance rule (HG014) enforces: its name and base value, with
    what the unit must have for it to apply (a Wizard)."""
    rule = next(r for r in rules.army_rules if r.code == "HG014")
    wanted = names.fold(rule.enforces or "")
    for holder in holders(rules):
        if names.fold(holder.key) == wanted:
            for effect in holder.effects:
                if isinstance(effect, Parameter):
                    return holder.name, effect
    return None


def allegiance_limits(rules: Hobgoblin, facts: UnitFacts
                       ) -> tuple[int, int, list[str]] | None:
    """How many allegiances the unit must pick (at least, at most), and the keywords that
    change that, or ``None`` when it picks none (it is no Wizard)."""
    found = _allegiance_rule(rules)
    if found is None:
        return None
    _, base = found
    if not verdict(base.requires, facts.decide):
        return None
    low = high = base.amount
    changes = []
    for name in sorted(facts.keywords):
        kw = _find_keyword(rules, name)
        for effect in kw.effects if kw else ():
            if isinstance(effect, Parameter) and effect.name == base.name and effect.op == "set":
                assert kw is not None
                changes.append(f"{kw.name} [{(effect.cite or kw.cite).short()}]")
                if effect.optional:  # "may select two": one is still allowed
                    high = max(high, effect.amount)
                else:
                    low = high = effect.amount
    return low, high, changes


def _find_keyword(rules: Hobgoblin, name: str) -> KeywordDef | None:
    try:
        return lookups.find_keyword(rules, name)
    except (UnknownNameError, KeywordSyntaxError):
        return None


def check_allegiance(
    rules: Hobgoblin, at: PathKey, unit: UnitEntry, facts: UnitFacts, conveyed_by: str | None,
) -> list[Found]:
    """HG014: a Wizard picks as many allegiances as its keywords allow, all different;
    HGW03: an allegiance on a unit that is no Wizard does nothing.

    :param conveyed_by: the artefact that makes the unit a Wizard, if one does.
    """
    chosen = unit.allegiances()
    label = unit.name
    out: list[Found] = []
    seen: dict[str, int] = {}
    for k, name in enumerate(chosen):
        path = (*at, "allegiance") if isinstance(unit.allegiance, str) else (*at, "allegiance", k)
        try:
            found = names.find("allegiance", name, _allegiance_table(rules),
                               [a.name for a in rules.allegiances])
        except UnknownNameError as exc:
            out.append(("HG022", path, f"{label}: unknown Abyssal Allegiance {name!r}"
                        + did_you_mean(exc)))
            continue
        if found.name in seen:
            out.append(("HG014", path, f"{label}: selects {found.name} twice; a Wizard's "
                        "allegiances must be different ones"))
        seen.setdefault(found.name, k)
    limits = allegiance_limits(rules, facts)
    if limits is None:
        if chosen:
            out.append(("HGW03", (*at, "allegiance"), f"{label}: selects an allegiance but has "
                        "no Wizard keyword, so it casts no spells and the choice does nothing"))
        return out
    low, high, changes = limits
    if low <= len(chosen) <= high:
        return out
    wanted = f"exactly {low}" if low == high else f"{low} or {high} different"
    why = f" (with {', '.join(changes)})" if changes else ""
    source = f" (conveyed by {conveyed_by})" if conveyed_by else ""
    where = (*at, "allegiance") if chosen else at
    out.append(("HG014", where, f"{label}: a Wizard{source} must select {wanted} Abyssal "
                f"Allegiance{'s' if high > 1 else ''}{why}; {len(chosen)} selected"))
    return out


def mercury(rules: Hobgoblin, limit: int, units: Iterable[UnitReport]) -> int:
    """Mercury each player gains as a Magic Phase starts, with every unit in play: the
    rules' Mercury per points and per unit that meets their requirement (a Wizard), and
    what the units' own keywords give their player (Mystic Roots)."""
    def in_play(facts: UnitFacts) -> Callable[[Test], bool | None]:
        return lambda t: True if t.pred is Predicate.IN_PLAY else facts.decide(t)

    sets = [u.keywords for u in units if u.keywords is not None]
    everyone = [_set_facts(rules, k) for k in sets]
    total = 0
    for rule in rules.game_rules:
        for eff in rule.effects:
            if not _mercury_income(eff):
                continue
            assert isinstance(eff, Tokens)
            amount = eff.amount or 0
            if eff.requires is None:
                total += amount * (limit // rule.value) if rule.value else 0
            else:
                total += amount * sum(1 for f in everyone
                                      if verdict(eff.requires, in_play(f)))
    for facts in everyone:
        for name in facts.keywords:
            kw = _find_keyword(rules, name)
            for eff in kw.effects if kw else ():
                if _mercury_income(eff) and eff.scope is Scope.PLAYER and \
                        eff.condition is None and verdict(eff.requires, in_play(facts)):
                    assert isinstance(eff, Tokens)
                    total += eff.amount or 0
    return total


def _mercury_income(eff: Effect) -> bool:
    """Mercury placed as the Magic Phase starts."""
    return (isinstance(eff, Tokens) and eff.token == "Mercury" and eff.op == "place"
            and eff.at is not None and names.fold(eff.at) == names.fold(MAGIC_PHASE)
            and eff.moment is Moment.START)


def _set_facts(rules: Hobgoblin, found: lookups.KeywordSet) -> UnitFacts:
    defs = [k for n in found.names if (k := _find_keyword(rules, n)) is not None]
    return UnitFacts(found.names, frozenset(names.fold(t.value) for k in defs for t in k.traits),
                     complete=True)
