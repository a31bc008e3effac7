"""Checks that follow from the Hobgoblin effects: each a ``check_*`` function returning
findings with stable ids, computed from the model (never from a flag in the data).

The z3 proofs about the order of modifiers and stat floors are in
:mod:`rulesref.games.hobgoblin.effect_order`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator

from rulesref.core.conditions import OPTIONAL, PARAMETERS, Condition, Predicate, Test
from rulesref.core.effects import Effect, Scope, conditions_of, keyword_of, trait_of
from rulesref.core.names import fold
from rulesref.games.hobgoblin import buying
from rulesref.games.hobgoblin.checks import effect_order
from rulesref.games.hobgoblin.effect_sources import Holder, holders, keyword_name
from rulesref.games.hobgoblin.model import CostEntry, CostPrinting, Hobgoblin
from rulesref.games.hobgoblin.model.keywords import Trait
from rulesref.games.hobgoblin.references import written_keywords
from rulesref.games.hobgoblin.situation import producer, round_order
from rulesref_verify.findings import Finding, Kind, facts


def _found(check: str, ident: str, holder: Holder, message: str, effect: Effect | None = None
           ) -> Finding:
    cite = holder.cite_of(effect) if effect is not None else holder.cite
    return Finding(f"{ident}", check, message, str(cite), holder.file, holder.key,
    kind=Kind.CONFLICT)


def _conditions(effect: Effect) -> Iterator[Condition]:
    yield from conditions_of(effect)


def _step_names(rules: Hobgoblin) -> dict[str, str]:
    """Every phase and step name of the canonical sequences, folded, to the printed name."""
    return {fold(step.name): step.name for seq in rules.sequences if seq.canonical
            for step in seq.steps}


def check_effect_terms(rules: Hobgoblin) -> list[Finding]:
    """Every effect names phases and steps that the sequences have, unit types and traits
    that exist, and gives each test the parameters its predicate needs."""
    steps = _step_names(rules)
    types = {fold(u.name) for u in rules.unit_types}
    traits = {fold(t.value) for t in Trait}
    roles = {fold(r.name) for s in rules.scenarios for r in s.roles}
    out = []
    for holder in holders(rules):
        for n, effect in enumerate(holder.effects):
            where = f"{holder.kind} {holder.name}, effect {n + 1} ({effect.kind})"
            names = [effect.at, effect.until, getattr(effect, "step", None)]
            for name in (x for x in names if x is not None):
                if fold(name) not in steps:
                    out.append(_found("check_effect_terms", f"effects:step:{holder.name}:{name}",
                                      holder, f"{where} names the phase or step '{name}', which "
                                      "no sequence has", effect))
            trait = trait_of(effect)
            tests = [t for c in _conditions(effect) for t in c.tests()]
            for test in tests:
                needs = PARAMETERS.get(test.pred, frozenset())
                allowed = needs | OPTIONAL.get(test.pred, frozenset())
                given = test.given()
                if not needs <= given or not given <= allowed:
                    out.append(_found("check_effect_terms",
                                      f"effects:test:{holder.name}:{test.pred.value}", holder,
                                      f"{where}: the test '{test.pred.value}' needs "
                                      f"{', '.join(sorted(needs)) or 'no parameters'} and gets "
                                      f"{', '.join(sorted(given)) or 'none'}", effect))
                if test.role is not None and fold(test.role) not in roles:
                    out.append(_found("check_effect_terms",
                                      f"effects:role:{holder.name}:{test.role}", holder,
                                      f"{where} names the role '{test.role}', which no "
                                      "scenario hands out", effect))
                if test.unit_type and test.pred is Predicate.UNIT_TYPE and \
                        fold(test.unit_type) not in types:
                    out.append(_found("check_effect_terms",
                                      f"effects:unit-type:{holder.name}:{test.unit_type}", holder,
                                      f"{where} names the unit type '{test.unit_type}'", effect))
            for name in [trait, getattr(effect, "except_trait", None),
                         *(t.trait for t in tests)]:
                if name is not None and fold(name) not in traits:
                    out.append(_found("check_effect_terms", f"effects:trait:{holder.name}:{name}",
                                      holder, f"{where} names the trait '{name}', which is not "
                                      "a keyword trait", effect))
        out += _tally_findings(holder)
    return out


def _tally_findings(holder: Holder) -> list[Finding]:
    """A rule that scores by its tally has an effect that adds ticks to it, and a rule that
    adds ticks has a test that reads them: one without the other says half of the rule."""
    reads = any(t.pred is Predicate.TALLY_AT_LEAST for e in holder.effects
                for c in _conditions(e) for t in c.tests())
    adds = any(e.kind == "tally" for e in holder.effects)
    if reads == adds:
        return []
    message = (f"{holder.kind} {holder.name} reads a tally that none of its effects adds to"
               if reads else f"{holder.kind} {holder.name} adds to a tally that none of its "
               "effects reads")
    return [_found("check_effect_terms", f"effects:tally:{holder.name}", holder, message)]


def named_keywords(effect: Effect) -> Iterator[tuple[str, str]]:
    """(keyword name, how it is named) for every keyword an effect gives, takes, forbids,
    ignores, mentions or tests for."""
    for written, how in written_keywords(effect):
        yield keyword_name(written), how


def _definitions(rules: Hobgoblin) -> dict[str, list[tuple[str, str]]]:
    """Folded keyword names (and aliases) to where each definition is printed: the words for
    a message and the full citation."""
    defs: dict[str, list[tuple[str, str]]] = {}
    inline = [(kw, s.name) for al in rules.allegiances for s in al.spells for kw in s.keywords]
    inline += [(kw, a.name) for a in rules.artefacts for kw in a.keywords]
    for kw, where in [*((k, "the keyword index") for k in rules.keywords), *inline]:
        for name in (kw.name, *kw.aliases):
            defs.setdefault(fold(name), []).append((f"{where} ({kw.cite.short()})",
                                                    str(kw.cite)))
    return defs


def check_defined_once(rules: Hobgoblin) -> list[Finding]:
    """A keyword that an effect gives, takes, forbids, ignores, mentions or tests for is
    defined at most once (in the index, or inline by one spell or artefact). Whether it is
    defined at all, and as a keyword, is the engine's reference check
    (:mod:`rulesref_verify.references`, over :mod:`rulesref.games.hobgoblin.references`)."""
    defs = _definitions(rules)
    out = []
    reported: set[str] = set()
    for holder in holders(rules):
        for effect in holder.effects:
            for name, _how in named_keywords(effect):
                key = fold(name)
                count = len(defs.get(key, ()))
                if count <= 1 or key in reported:
                    continue
                reported.add(key)
                out.append(Finding(
                    f"effects:defined-twice:{name}", "check_defined_once",
                    f"'{name}' is defined {count} times: "
                    + "; ".join(words for words, _ in defs[key]),
                    str(holder.cite_of(effect)), holder.file, holder.key,
                    kind=Kind.CONFLICT,
                    citations=(str(holder.cite_of(effect)),
                               *(cite for _, cite in defs[key]))))
    return out


def check_reserved(rules: Hobgoblin) -> list[Finding]:
    """No Reserved keyword can be bought: a Reserved keyword that a printing of the cost
    table prices and that army building (the cost table and the army rules, as the validator
    applies them) lets some unit type buy is a finding. The check exempts nothing; where the
    model resolves the conflict, the finding names the reading it takes."""
    index = {fold(n): kw for kw in rules.keywords for n in (kw.name, *kw.aliases)}
    readings = {fold(r.about): r for r in rules.readings if r.about}
    priced: dict[str, list[tuple[CostPrinting, CostEntry]]] = {}
    for printing in rules.cost_printings:
        for entry in printing.entries:
            kw = index.get(fold(keyword_name(entry.keyword)))
            if kw is not None and kw.reserved:
                priced.setdefault(kw.name, []).append((printing, entry))
    out = []
    for name, where in priced.items():
        kw = index[fold(name)]
        allowed = sorted({o.unit_type for o in buying.buyers(rules, kw) if o.allowed})
        if not allowed:
            continue
        prices = "; ".join(
            f"{e.keyword} at {e.cost}" + (" once per army" if e.once_per_army else "")
            + f" on p. {p.cite.page} ({p.printing})" for p, e in where)
        reading = readings.get(fold(kw.name))
        note = (f"; the model reads it as {reading.reading} (reading {reading.id})"
                if reading else "; the model records no reading")
        buyers = ("every unit type" if len(allowed) == len(rules.unit_types)
                  else ", ".join(allowed))
        printing, entry = where[0]
        out.append(Finding(
            f"effects:reserved-purchasable:{kw.name}", "check_reserved",
            f"{kw.name} is Reserved ({kw.cite.short()}), yet the cost table prices it "
            f"({prices}) and army building lets {buyers} buy it" + note,
            str(printing.cite), "keyword_costs.yaml", entry.keyword,
            facts=facts(keyword=kw.name, reserved=kw.cite.short(), buyers=allowed,
                        prices=[f"{p.printing}:{e.keyword}:{e.cost}:{e.once_per_army}"
                                for p, e in where],
                        reading=reading.id if reading else ""), kind=Kind.CONFLICT,
            citations=(*(str(p.cite) for p, _ in where), str(kw.cite),
                       *(str(r.cite) for r in rules.game_rules if r.id == "reserved_keywords"))))
    return out


# ---------------------------------------------------------------- can apply

#: Predicates that one unit cannot meet at the same time, and what a predicate implies.
_EXCLUSIVE = ((Predicate.SET_ASIDE, Predicate.IN_PLAY), (Predicate.SET_ASIDE, Predicate.ENGAGED))
_IMPLIES = ((Predicate.ENGAGED_WITH, Predicate.ENGAGED),
            (Predicate.FLANK_OR_REAR_CONTACT, Predicate.ENGAGED))

def satisfiable(tests_all: Iterable[Test], tests_any: Iterable[Test],
                tests_none: Iterable[Test]) -> bool:
    """Whether one unit can meet every test of ``all``, one of ``any`` and none of ``none``
    at once, under the exclusions and implications between predicates."""
    must, some, never = list(tests_all), list(tests_any), list(tests_none)
    atoms = sorted({str(t) for t in (*must, *some, *never)})
    by_atom = {str(t): t for t in (*must, *some, *never)}
    for values in itertools.product((False, True), repeat=len(atoms)):
        world = dict(zip(atoms, values, strict=True))
        if not all(world[str(t)] for t in must) or any(world[str(t)] for t in never):
            continue
        if some and not any(world[str(t)] for t in some):
            continue
        held = {by_atom[a].pred for a, v in world.items() if v}
        held |= {b for a, b in _IMPLIES if a in held}
        denied = {by_atom[a].pred for a, v in world.items() if not v and not by_atom[a].given()}
        if held & denied or any(a in held and b in held for a, b in _EXCLUSIVE):
            continue
        return True
    return False


def _dead_timing(effect: Effect, order: tuple[str, ...]) -> str | None:
    """Why the effect's timing comes before what its condition needs, if it does."""
    if effect.at is None or fold(effect.at) not in order:
        return None
    at = order.index(fold(effect.at))
    for cond in _conditions(effect):
        for test in (*cond.all, *cond.any):
            need = producer(test)
            if need and fold(need) in order and order.index(fold(need)) > at:
                return (f"it happens in {effect.at}, but '{test}' can only hold once "
                        f"{need} has happened, later in the round")
    return None


def check_can_apply(rules: Hobgoblin) -> list[Finding]:
    """Every effect can apply in some reachable state: its conditions can hold together and
    its timing does not come before what they need; and no record both gives and forbids a
    keyword to the same units at the same time."""
    order = round_order(rules)
    out = []
    for holder in holders(rules):
        for n, effect in enumerate(holder.effects):
            conds = list(_conditions(effect))
            joint = effect.scope in (Scope.SELF, Scope.TARGET) and len(conds) == 2
            groups = [conds] if joint else [[c] for c in conds]
            for group in groups:
                if not satisfiable([t for c in group for t in c.all],
                                   [t for c in group for t in c.any],
                                   [t for c in group for t in c.none]):
                    out.append(_found("check_can_apply", f"effects:dead:{holder.name}:{n + 1}",
                                      holder, f"{holder.kind} {holder.name}, effect {n + 1} "
                                      f"({effect.kind}) can never apply: its conditions "
                                      "contradict each other", effect))
            why = _dead_timing(effect, order)
            if why:
                out.append(_found("check_can_apply", f"effects:dead-timing:{holder.name}:{n + 1}",
                                  holder, f"{holder.kind} {holder.name}, effect {n + 1} "
                                  f"({effect.kind}) can never apply: {why}", effect))
        given = {(fold(keyword_name(k)), e.scope, e.at) for e in holder.effects
                 if e.kind == "grant" and (k := keyword_of(e))}
        for effect in holder.effects:
            written = keyword_of(effect)
            if effect.kind != "forbid" or written is None:
                continue
            key = (fold(keyword_name(written)), effect.scope, effect.at)
            if key in given:
                out.append(_found("check_can_apply",
                                  f"effects:grant-and-forbid:{holder.name}:{key[0]}", holder,
                                  f"{holder.kind} {holder.name} both gives and forbids "
                                  f"{written} to {effect.scope.value} at the same time",
                                  effect))
    return out


# ---------------------------------------------------------------- consistent summaries

_DISTANCE = re.compile(r"\bwithin (\d+)\s*(?:\"|”|″| ?inch(?:es)?\b)")
_VALUE = re.compile(r"\b([A-Z][\w-]*(?: [A-Z][\w-]*)?) \[\+?(-?\d+)\]")
_ROUND_WORDS = ("until the round ends", "until the round is over", "rest of the round",
                "until the end of the round", "rest of the battle round")


def _effect_numbers(holder: Holder) -> set[int]:
    nums: set[int] = set(holder.numbers)
    for effect in holder.effects:
        for field in ("within", "distance", "min_distance", "amount", "rounds", "cap"):
            value = getattr(effect, field, None)
            if isinstance(value, int) and not isinstance(value, bool):
                nums.add(value)
        for cond in _conditions(effect):
            nums |= {t.distance for t in cond.tests() if t.distance is not None}
            nums |= {t.value for t in cond.tests() if t.value is not None}
    return nums


def check_summaries(rules: Hobgoblin) -> list[Finding]:
    """Each summary agrees with its effects on the numbers it states: distances in inches,
    keyword values (``Swift [+4]``) and durations (until the round ends)."""
    out = []
    for holder in holders(rules):
        if not holder.effects or not holder.summary:
            continue
        nums = _effect_numbers(holder)
        text = " ".join(holder.summary.split())
        for match in _DISTANCE.finditer(text):
            value = int(match.group(1))
            if value not in nums:
                out.append(_found("check_summaries", f"summary:distance:{holder.name}:{value}",
                                  holder, f"the summary of {holder.kind} {holder.name} states "
                                  f"a reach of {value} inches; its effects give "
                                  f"{', '.join(map(str, sorted(nums))) or 'no distance'}"))
        granted = {fold(k): k for e in holder.effects if e.kind == "grant"
                   and (k := keyword_of(e))}
        for match in _VALUE.finditer(text):
            written = match.group(0).split(" ", 1)[-1] if " " in match.group(1) else match.group(0)
            names = [fold(written), fold(match.group(0))]
            same_name = [g for f, g in granted.items()
                         if keyword_name(g).casefold() in fold(match.group(1))]
            if same_name and not any(n in granted for n in names):
                out.append(_found("check_summaries",
                                  f"summary:value:{holder.name}:{match.group(0)}", holder,
                                  f"the summary of {holder.kind} {holder.name} says "
                                  f"{match.group(0)}; its effects grant {', '.join(same_name)}"))
        says_round = any(w in text.casefold() for w in _ROUND_WORDS)
        lasts_round = any(e.duration.value == "end_of_round" for e in holder.effects)
        if says_round and not lasts_round:
            out.append(_found("check_summaries", f"summary:duration:{holder.name}", holder,
                              f"the summary of {holder.kind} {holder.name} says it lasts until "
                              "the round ends; none of its effects does"))
    return out


CHECKS = (check_effect_terms, check_defined_once, check_reserved, check_can_apply,
          check_summaries, effect_order.check_modifier_order, effect_order.check_stat_floors)
