"""The validator's indexed answers (:mod:`~rulesref.games.hobgoblin.army_facts`,
:mod:`~rulesref.games.hobgoblin.army_index`) are the plain path's, on varied units: every unit
type, purchases from the whole cost table, what the artefacts convey (grants, removes, forbids,
bans), in the shipped model and in one where every keyword is made to add something. Both
read what a unit is given from :func:`lookups.held_keywords`, which is checked here against a
plain reading of the keywords' effects."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.core import names
from rulesref.core.effects import Forbid, Grant, Remove
from rulesref.core.keywords import KeywordRef
from rulesref.core.record import replace
from rulesref.errors import UnknownNameError
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army_facts import unit_info
from rulesref.games.hobgoblin.army_index import Plan, Purchase, Refusal, plan, resolve_purchase
from rulesref.games.hobgoblin.army_limits import AllowRule, OnlyRule, limits, type_matches
from rulesref.games.hobgoblin.army_magic import allegiance_limits
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.profiles import after_removals, forbidden_by
from rulesref.games.hobgoblin.situation import conveyed, standing_grants, standing_names


def _keys(rules: Hobgoblin) -> list[str]:
    """Every extra keyword a unit can have, as the validator keys it: each purchasable entry,
    and each keyword an artefact conveys."""
    bought = [resolve_purchase(rules, e.keyword) for e in lookups.canonical_costs(rules).entries]
    keys = [p.key for p in bought if isinstance(p, Purchase)]
    keys += [names.fold(str(lookups.canonical_ref(rules, KeywordRef.parse(k))))
             for a in rules.artefacts for k in conveyed(a)]
    return sorted(set(keys))


def plain_unit_info(rules: Hobgoblin, unit_name: str, texts: tuple[str, ...],
                    automated: bool) -> dict[str, Any]:
    """What the validator asked of the plain lookups, one step after another, before the
    index (issue 13)."""
    key = lookups.profile_key(lookups.canonical_ref(rules, KeywordRef.parse(t)) for t in texts)
    unit = lookups.find_unit_type(rules, unit_name)
    held = lookups.held_keywords(rules, unit, key)
    facts = buying.facts_of(rules, [r.name for r in held], unit_type=unit.name,
                            automated=automated)
    bans = {}
    for ref in key:
        folded = names.fold(ref.name)
        barred = tuple(b for b in buying.bans_for(rules, folded, facts)
                       if b.rule.constraint is None and not b.effect.only_buying)
        if barred:
            bans[folded] = barred
    refs, footprint = after_removals(rules, unit, held)
    return {"key": key, "facts": facts,
            "keywords": lookups.KeywordSet(frozenset(names.fold(r.name) for r in refs),
                                           footprint),
            "forbids": list(forbidden_by(rules, facts.keywords).items()),
            "bans": list(bans.items()),
            "wizard": allegiance_limits(rules, facts) is not None}


def _fast(rules: Hobgoblin, unit_name: str, texts: tuple[str, ...], automated: bool
          ) -> dict[str, Any]:
    info = unit_info(rules, unit_name, texts, automated)
    return {"key": info.key, "facts": info.facts, "keywords": info.keywords,
            "forbids": list(info.forbids.items()), "bans": list(info.bans.items()),
            "wizard": info.wizard}


def _units(rules: Hobgoblin) -> st.SearchStrategy[tuple[str, tuple[str, ...], bool]]:
    keys = _keys(rules)
    return st.tuples(st.sampled_from([u.name for u in rules.unit_types]),
                     st.lists(st.sampled_from(keys), max_size=7).map(lambda k: tuple(sorted(k))),
                     st.booleans())


def _with(rules: Hobgoblin, added: dict[str, tuple[Any, ...]]) -> Hobgoblin:
    """The model with effects added to some keywords."""
    return replace(rules, keywords=tuple(
        replace(k, effects=(*k.effects, *added[k.name])) if k.name in added else k
        for k in rules.keywords))


def _everything_adds(rules: Hobgoblin) -> Hobgoblin:
    """Every keyword grants Command (which Unreliable Master forbids), so that no keyword
    adds only itself and every unit takes the index's long way."""
    return _with(rules, {k.name: (Grant(keyword="Command"),) for k in rules.keywords
                         if k.name != "Command"})


def _tangled(rules: Hobgoblin) -> Hobgoblin:
    """Plain keywords forbidden and removed by others: Elite forbids Fearless, Stubborn removes
    Hero, and Command (which General grants, after every purchase) removes Wide Footprint
    without setting a footprint of its own."""
    return _with(rules, {"Elite": (Forbid(keyword="Fearless"),),
                         "Stubborn": (Remove(keyword="Hero"),),
                         "Command": (Remove(keyword="Wide Footprint"),)})


@pytest.mark.parametrize("change", [None, _everything_adds, _tangled])
def test_unit_info_is_the_plain_paths(rules, change) -> None:  # type: ignore[no-untyped-def]
    model = rules if change is None else change(rules)

    @given(_units(model))
    def check(unit: tuple[str, tuple[str, ...], bool]) -> None:
        assert _fast(model, *unit) == plain_unit_info(model, *unit)

    check()


def test_the_changed_models_change_what_units_hold(rules) -> None:  # type: ignore[no-untyped-def]
    assert "command" in unit_info(_everything_adds(rules), "Light Infantry", ("elite",),
                                  False).facts.keywords
    tangled = _tangled(rules)
    assert "fearless" not in unit_info(tangled, "Light Infantry", ("elite", "fearless"),
                                       False).facts.keywords
    assert "hero" not in unit_info(tangled, "Light Infantry", ("hero [+1]", "stubborn"),
                                   False).keywords.names
    # a Narrow type buying Wide Footprint, then losing it to Command: its own footprint again
    held = unit_info(tangled, "Chariot", ("general", "wide footprint"), False).keywords
    assert held.footprint == "Narrow"
    assert "wide footprint" not in held.names


def test_a_keyword_that_names_or_is_named_is_not_added_alone(rules) -> None:  # type: ignore[no-untyped-def]
    # Horde removes and sets a footprint; Wizard is forbidden by Nullify and banned in solo
    # play; General grants; Elite does none of these
    from rulesref.games.hobgoblin.army_facts import _extra

    assert {t: _extra(rules, t).alone for t in ("horde", "wizard", "general", "elite")} == {
        "horde": False, "wizard": False, "general": False, "elite": True}


@given(st.sampled_from(["Hero [+1]", "hero [+1]", "  Hero   [+1] ", "Wide Footprint", "Horde",
                        "Short-Ranged", "Self-Destructive", "Berserk", "Wizard", "General",
                        "Large", "Command", "Hero [+3]", "Eilte", "Hero ["]),
       st.sampled_from(["Artillery", "Light Infantry", "Monster", "Chariot", "War Wagon",
                        "Heavy Cavalry"]))
def test_a_purchase_plan_is_the_rules_read_one_by_one(rules, text: str, unit_name: str  # type: ignore[no-untyped-def]
                                                      ) -> None:
    found = plan(rules, unit_name, text)
    resolved = resolve_purchase(rules, text)
    if not isinstance(found, Plan):
        assert found == resolved
        return
    assert found.purchase == resolved
    unit = lookups.find_unit_type(rules, unit_name)
    assert found.line == lookups.unit_cost(rules, unit_name, [text]).lines[0]
    allow = [r for r in limits(rules).all
             if isinstance(r, AllowRule) and found.purchase.folded in r.keywords]
    barred = bool(allow) and not type_matches(allow[0].constraint.unit_types, unit)
    assert (found.barred_by is not None) == barred
    only = [r.code for r in limits(rules).all
            if isinstance(r, OnlyRule) and r.column == found.purchase.entry.column
            and type_matches(r.constraint.unit_types, unit)
            and found.purchase.folded not in r.keywords]
    assert [code for code, _ in found.notes if code in only] == only



def test_what_lists_write_is_cached_in_bounded_caches(rules) -> None:  # type: ignore[no-untyped-def]
    # a tournament's lists are strangers' text: many distinct spellings of Elite (and many
    # unknown keywords) never grow the caches past their bound, and each answer stays right
    bound, plan_bound = resolve_purchase.cache_info().maxsize, plan.cache_info().maxsize
    assert bound is not None and plan_bound is not None
    elite = resolve_purchase(rules, "Elite")
    texts = [" " * (n % 7) + "Elite" + " " * (n // 7) for n in range(bound + 300)]
    texts += [f"Hero [+{n}]" for n in range(3, 300)]
    for text in texts:
        found = resolve_purchase(rules, text)
        plan(rules, "Light Infantry", text)
        assert resolve_purchase.cache_info().currsize <= bound
        assert plan.cache_info().currsize <= plan_bound
    assert isinstance(found, Refusal) and found.code == "HG017"
    assert resolve_purchase.cache_info().currsize == bound
    assert resolve_purchase(rules, texts[0]) == elite  # worked out again after eviction


def _chained(rules: Hobgoblin) -> Hobgoblin:
    """Forbids that take away what grants a forbidder: Hero (which General grants) forbids
    Elite, Elite grants Stubborn, and Stubborn forbids Fearless, so that a General buying Elite
    is expanded again without Elite and Stubborn, Fearless still barred."""
    return _with(rules, {"Hero": (Forbid(keyword="Elite"),),
                         "Elite": (Grant(keyword="Stubborn"),),
                         "Stubborn": (Forbid(keyword="Fearless"),)})


def plain_held(rules: Hobgoblin, unit_name: str, extra: list[KeywordRef],
               blocked: frozenset[str]) -> list[KeywordRef]:
    """What a unit is given, read straight from the keywords' effects: its starting keywords,
    its footprint keyword and ``extra``, then in turn each one's standing grants (a keyword
    expanded once, however often it is held), all but what ``blocked`` and the standing
    forbids met so far bar, until a pass bars nothing new."""
    def definition(ref: KeywordRef) -> Any:
        try:
            return lookups.find_keyword(rules, ref.name)
        except UnknownNameError:
            return None

    unit = lookups.find_unit_type(rules, unit_name)
    written = [KeywordRef.parse(k) for k in unit.keywords]
    start = [lookups.canonical_ref(rules, r)
             for r in (*written, KeywordRef(unit.footprint_keyword), *extra)]
    barred = set(blocked)
    while True:
        out = [r for r in start if names.fold(r.name) not in barred]
        expanded: set[str] = set()
        for ref in out:  # grows as it goes
            if names.fold(ref.name) in expanded:
                continue
            expanded.add(names.fold(ref.name))
            kw = definition(ref)
            for text in standing_grants(kw) if kw is not None else ():
                given = lookups.canonical_ref(rules, KeywordRef.parse(text))
                if names.fold(given.name) not in barred:
                    out.append(given)
        found = {n for r in out if (kw := definition(r)) is not None
                 for n in standing_names(kw, "forbid")}
        if found <= barred:
            return out
        barred |= found


@pytest.mark.parametrize("change", [None, _everything_adds, _tangled, _chained])
def test_held_keywords_is_a_plain_reading_of_the_effects(rules, change) -> None:  # type: ignore[no-untyped-def]
    model = rules if change is None else change(rules)
    keys = _keys(model)
    folded = sorted(names.fold(k.name) for k in lookups.all_keyword_defs(model))

    @given(st.sampled_from([u.name for u in model.unit_types]),
           st.lists(st.sampled_from(keys), max_size=7),
           st.frozensets(st.sampled_from(folded), max_size=3) | st.just(frozenset()))
    def check(unit_name: str, texts: list[str], blocked: frozenset[str]) -> None:
        extra = [KeywordRef.parse(t) for t in texts]
        unit = lookups.find_unit_type(model, unit_name)
        assert (lookups.held_keywords(model, unit, extra, blocked)
                == plain_held(model, unit_name, extra, blocked))

    check()


def test_a_forbid_can_take_away_a_forbidder(rules) -> None:  # type: ignore[no-untyped-def]
    model = _chained(rules)
    unit = lookups.find_unit_type(model, "Light Infantry")
    held = {r.name for r in lookups.held_keywords(model, unit, [KeywordRef("Elite")])}
    assert {"Elite", "Stubborn"} <= held
    held = {r.name for r in lookups.held_keywords(
        model, unit, [KeywordRef("General"), KeywordRef("Elite"), KeywordRef("Fearless")])}
    assert {"General", "Command", "Hero"} <= held
    assert not held & {"Elite", "Stubborn", "Fearless"}
