"""Every cache keyed by what a list says (or a command's argument) has a bound: the MCP server
and the builder page read strangers' lists for hours, and purchases combine without end
(``Hero [+n]`` passes for any n). Each cache is fed more distinct inputs than its bound; it
never grows past it, and an answer worked out again after eviction is a fresh computation's.
(:func:`.army_index.resolve_purchase` and :func:`.army_index.plan` are tested in
``test_army_facts.py``.)"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from rulesref.core import names
from rulesref.core.keywords import KeywordRef
from rulesref.games.hobgoblin import (
    army_facts,
    army_list,
    army_magic,
    army_units,
    builder,
    buying,
    lookups,
    profiles,
)
from rulesref.games.hobgoblin.army_index import Purchase, resolve_purchase
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.situation import UnitFacts

#: No keyword blocked besides what the unit's own keywords forbid.
UNBLOCKED: frozenset[str] = frozenset()


def _fills_within_bound(cached: Any, calls: Sequence[tuple[Any, ...]]) -> None:
    """Call ``cached`` with each argument tuple (more than its bound, all distinct); its size
    never passes the bound, and the first answer, evicted, is worked out again as before."""
    bound = cached.cache_info().maxsize
    assert bound is not None and len(set(calls)) == len(calls) > bound
    first = cached(*calls[0])
    for args in calls:
        cached(*args)
        assert cached.cache_info().currsize <= bound
    assert cached.cache_info().currsize == bound
    misses = cached.cache_info().misses
    again = cached(*calls[0])
    assert cached.cache_info().misses == misses + 1  # it had been evicted
    assert again == first == cached.__wrapped__(*calls[0])


def _keys(rules: Hobgoblin) -> list[str]:
    """Every purchase's key, as the validator passes it on (folded, canonical)."""
    found = [resolve_purchase(rules, e.keyword) for e in lookups.canonical_costs(rules).entries]
    return sorted({p.key for p in found if isinstance(p, Purchase)})


def _combinations(rules: Hobgoblin, count: int) -> list[tuple[str, ...]]:
    """``count`` distinct sorted combinations of three purchase keys."""
    return list(itertools.islice(itertools.combinations(_keys(rules), 3), count))


def _heroes(count: int) -> list[KeywordRef]:
    """``Hero [+1]``, ``Hero [+2]``, ...: a value above the minimum passes for any n."""
    return [KeywordRef.parse(f"Hero [+{n}]") for n in range(1, count + 1)]


def _over(cached: Any, extra: int = 40) -> int:
    bound = cached.cache_info().maxsize
    assert bound is not None
    return int(bound) + extra


def test_keyword_checks_when_reading_a_list_are_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = army_list.keyword_problem
    calls = [(rules, f"Hero [+{n}]") for n in range(1, _over(cached) + 1)]
    _fills_within_bound(cached, calls)
    # a value below the book's minimum (Numerical Keywords) is a problem, cached alike
    assert army_list.keyword_problem(rules, "Hero [+0]") is not None


def test_unit_cores_are_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = army_facts._core
    calls = [(rules, "Light Infantry", texts) for texts in _combinations(rules, _over(cached))]
    _fills_within_bound(cached, calls)


def test_extra_keywords_are_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = army_facts._extra
    calls = [(rules, names.fold(str(ref))) for ref in _heroes(_over(cached))]
    _fills_within_bound(cached, calls)


def test_unit_facts_are_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = buying.facts_for
    calls = [(rules, "Heavy Infantry", (ref,), False) for ref in _heroes(_over(cached))]
    _fills_within_bound(cached, calls)
    assert buying.facts_for(rules, "Heavy Infantry", (_heroes(1)[0],), False).keywords >= {
        "hero"}


def test_what_a_unit_is_given_is_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = profiles._held
    calls = [(rules, "Monster", (ref,), UNBLOCKED) for ref in _heroes(_over(cached))]
    _fills_within_bound(cached, calls)


def test_keyword_sets_are_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = profiles.keyword_set
    calls = [(rules, "Chariot", (ref,), UNBLOCKED) for ref in _heroes(_over(cached))]
    _fills_within_bound(cached, calls)


def test_profiles_are_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = profiles._profile_cached
    calls = [(rules, "Light Cavalry", (ref,), UNBLOCKED) for ref in _heroes(_over(cached))]
    _fills_within_bound(cached, calls)
    # through the public lookup too: Hero [+n] for a large n is a legal profile
    unit = lookups.find_unit_type(rules, "Light Cavalry")
    assert lookups.profile_of(rules, unit, [calls[-1][2][0]]) == \
        profiles._profile_cached.__wrapped__(*calls[-1])


def _wizard_facts(rules: Hobgoblin, count: int) -> list[UnitFacts]:
    """Distinct facts of Wizards: the Wizard keyword with three other real keywords."""
    folded = sorted({names.fold(k.name) for k in lookups.all_keyword_defs(rules)} - {"wizard"})
    combos = itertools.islice(itertools.combinations(folded, 3), count)
    return [buying.facts_of(rules, ["wizard", *c]) for c in combos]


@pytest.mark.parametrize("cached", [army_magic.allegiance_limits, army_magic._unit_mercury],
                         ids=["allegiance_limits", "unit_mercury"])
def test_what_a_units_facts_give_is_bounded(rules, cached: Callable[..., Any]  # type: ignore[no-untyped-def]
                                            ) -> None:
    calls = [(rules, facts) for facts in _wizard_facts(rules, _over(cached))]
    _fills_within_bound(cached, calls)


def _spellings(count: int, word: str = "Elite") -> list[str]:
    """``count`` distinct ways to write one keyword (spaces around it)."""
    return [" " * (n % 7) + word + " " * (n // 7) for n in range(count)]


def test_builder_prices_are_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = builder._price
    calls = [(rules, "Heavy Infantry", text) for text in _spellings(_over(cached))]
    _fills_within_bound(cached, calls)
    assert builder._price(rules, "Heavy Infantry", calls[0][2]) == \
        lookups.unit_cost(rules, "Heavy Infantry", ["Elite"]).lines[0].points


def test_builder_values_are_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = builder._values
    calls = [(rules, text) for text in _spellings(_over(cached), "Hero")]
    _fills_within_bound(cached, calls)
    assert builder._values(rules, calls[0][1]) == ("Hero [+1]", "Hero [+2]")


def test_unit_types_by_name_are_bounded(rules) -> None:  # type: ignore[no-untyped-def]
    cached = army_units._unit_type_named
    calls = [(rules, text) for text in _spellings(_over(cached), "Light Infantry")]
    _fills_within_bound(cached, calls)
    assert army_units._unit_type_named(rules, calls[0][1]) == \
        lookups.find_unit_type(rules, "Light Infantry")
    assert army_units._unit_type_named(rules, "Light Infantryman") is None
