"""The short ways army validation takes give the long ways' answers, on varied units: the
purchase rules skipped when every purchase is quiet (:func:`.army_units._nothing_to_say`), and
what a unit holds worked out from its extra keywords in whatever order a list gives them
(:func:`.army_facts.info_of`). The saved corpus (``test_validate_corpus``) checks whole
reports."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from rulesref.core import names
from rulesref.core.keywords import KeywordRef
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_facts import extra_of, info_of, unit_info
from rulesref.games.hobgoblin.army_index import Plan, Purchase, resolve_purchase
from rulesref.games.hobgoblin.army_limits import limits
from rulesref.games.hobgoblin.army_list import UnitEntry
from rulesref.games.hobgoblin.army_units import (
    Collector,
    _check_purchases,
    _nothing_to_say,
    _purchase_rules,
    look_up,
)
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.situation import conveyed


def _entries(rules: Hobgoblin) -> list[str]:
    return [e.keyword for e in lookups.canonical_costs(rules).entries]


def _resolved(rules: Hobgoblin, unit: UnitEntry) -> list[tuple[int, Plan]]:
    """A unit's plans as :func:`.army_units.check_unit` passes them on (refusals left out)."""
    utype, plans = look_up(rules, unit)
    assert not isinstance(utype, Exception)
    return [(j, p) for j, p in enumerate(plans) if isinstance(p, Plan)]


def _problems(out: Collector) -> tuple[list[Any], list[Any]]:
    return out.violations, out.warnings


def test_the_purchase_rules_short_way_is_the_long_ways(rules) -> None:  # type: ignore[no-untyped-def]
    types = [u.name for u in rules.unit_types]
    # duplicates, weaknesses past the limit, footprints, starting keywords, allow-lists
    written = st.lists(st.sampled_from([*_entries(rules), "Hero [+3]", "Eilte"]), max_size=6)

    @given(st.sampled_from(types), written)
    def check(unit_type: str, keywords: list[str]) -> None:
        unit = UnitEntry(name="Trial", type=unit_type, keywords=tuple(keywords))
        resolved = _resolved(rules, unit)
        short, long = Collector(rules, None), Collector(rules, None)
        at = ("units", 0)
        utype = lookups.find_unit_type(rules, unit_type)
        refused = _check_purchases(rules, short, at, unit, utype, resolved)
        assert refused == _purchase_rules(rules, long, at, unit, utype, resolved)
        assert _problems(short) == _problems(long)
        if _nothing_to_say(limits(rules), resolved):
            assert refused == set() and _problems(long) == ([], [])

    check()


def test_the_short_way_is_taken_only_when_nothing_is_to_say(rules) -> None:  # type: ignore[no-untyped-def]
    def quiet(unit_type: str, *keywords: str) -> bool:
        unit = UnitEntry(name="Trial", type=unit_type, keywords=keywords)
        return _nothing_to_say(limits(rules), _resolved(rules, unit))

    assert quiet("Light Infantry")
    assert quiet("Light Infantry", "Elite", "Brutal", "Cowardly", "Unruly")
    assert not quiet("Light Infantry", "Elite", "Elite")  # bought twice
    assert not quiet("Light Infantry", "Cowardly", "Unruly", "Berserk")  # three weaknesses
    assert not quiet("Light Infantry", "Wide Footprint")  # limited with the other footprints


def _keys(rules: Hobgoblin) -> list[str]:
    """Every extra keyword's key: each purchase's, and each keyword an artefact conveys."""
    found = [resolve_purchase(rules, text) for text in _entries(rules)]
    keys = [p.key for p in found if isinstance(p, Purchase)]
    keys += [names.fold(str(lookups.canonical_ref(rules, KeywordRef.parse(k))))
             for a in rules.artefacts for k in conveyed(a)]
    return sorted(set(keys))


def test_a_units_extras_in_any_order_give_what_sorted_keys_give(rules) -> None:  # type: ignore[no-untyped-def]
    keys = _keys(rules)

    @given(st.sampled_from([u.name for u in rules.unit_types]),
           st.lists(st.sampled_from(keys), max_size=7), st.booleans(), st.randoms())
    def check(unit_type: str, texts: list[str], automated: bool, rnd: Any) -> None:
        shuffled = list(texts)
        rnd.shuffle(shuffled)
        extras = [extra_of(rules, t) for t in shuffled]
        fast = info_of(rules, unit_type, extras, automated)
        plain = unit_info(rules, unit_type, tuple(sorted(texts)), automated)
        assert fast == plain
        assert fast.facts == plain.facts
        assert fast.facts.keywords == fast.names and fast.facts.automated is automated

    check()
