"""The short ways army validation takes give the long ways' answers, on varied units: the
purchase rules skipped when every purchase is quiet (:func:`.army_units._nothing_to_say`),
what a unit holds worked out from its extra keywords in whatever order a list gives them
(:func:`.army_facts.info_of`), and the one pass over a unit no rule has anything to say about
(:func:`.army_quick.quiet_unit`), unit by unit and over whole lists. The saved corpus
(``test_validate_corpus``) checks whole reports."""

from __future__ import annotations

from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from rulesref.core import names
from rulesref.core.keywords import KeywordRef
from rulesref.core.yamlio import Document
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin import army, lookups
from rulesref.games.hobgoblin.army_facts import extra_of, info_of, unit_info
from rulesref.games.hobgoblin.army_index import Plan, Purchase, resolve_purchase
from rulesref.games.hobgoblin.army_limits import limits
from rulesref.games.hobgoblin.army_list import Base, UnitEntry, parse_army
from rulesref.games.hobgoblin.army_quick import quiet_unit
from rulesref.games.hobgoblin.army_units import (
    Collector,
    _check_purchases,
    _nothing_to_say,
    _purchase_rules,
    check_unit,
    look_up,
)
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.situation import conveyed
from tests.games.hobgoblin.army_documents import army_documents


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


#: What the quiet unit's short way must turn down: refusals, purchases an ``allow`` or
#: ``requires`` rule or a starting keyword speaks of, footprints, a Wizard, duplicates.
_AWKWARD = ["Hero [+3]", "Eilte", "Wizard", "Tome of Magic", "Short-Ranged", "Horde",
            "Wide Footprint", "Large", "General", "Battle Standard", "Elite", "Elite"]


def test_a_quiet_units_short_way_is_check_units(rules) -> None:  # type: ignore[no-untyped-def]
    types = [u.name for u in rules.unit_types]
    taken: list[bool] = []

    # from a few keywords, so that duplicates and weaknesses past the limit are common
    few = st.lists(st.sampled_from(["Elite", "Cowardly", "Unruly", "Berserk", "Cursed"]),
                   max_size=5)

    carried: list[bool] = []  # whether a unit carrying an artefact took the short way

    @given(st.sampled_from(types),
           st.one_of(st.lists(st.sampled_from([*_entries(rules), *_AWKWARD]), max_size=6), few),
           st.sampled_from([None, None, None, "Gomb", ("Gomb", "Atare")]),
           st.integers(0, 3).map(lambda n: n == 0), st.booleans(),
           st.one_of(st.none(), st.sampled_from(rules.artefacts)))
    @example("Light Infantry", ["Cowardly", "Unruly", "Berserk"], None, False, False, None)
    @example("Heavy Cavalry", ["Elite", "Brutal", "Elite"], None, False, True, None)
    @example("Heavy Cavalry", ["General", "Elite"], None, False, False, rules.artefacts[2])
    @example("Light Infantry", ["General", "Wizard"], None, False, True, rules.artefacts[8])
    @settings(max_examples=400)
    def check(unit_type: str, keywords: list[str], allegiance: Any, base: bool,
              automated: bool, artefact: Any) -> None:
        unit = UnitEntry(name="Trial", type=unit_type, keywords=tuple(keywords),
                         allegiance=allegiance,
                         base=Base(width_mm=25, depth_mm=50) if base else None)
        utype, plans = look_up(rules, unit)
        assert not isinstance(utype, Exception)
        short = quiet_unit(rules, unit, utype, plans, automated, artefact=artefact)
        out = Collector(rules, None)
        long = check_unit(rules, out, 0, unit, (utype, plans), artefact, automated)
        taken.append(short is not None)
        if artefact is not None:
            carried.append(short is not None)
        if short is not None:  # taken only when the long way finds nothing to say
            assert short == long
            assert short[0].profile_args == long[0].profile_args
            assert _problems(out) == ([], [])

    check()
    assert any(taken) and not all(taken)  # both ways were taken
    assert any(carried) and not all(carried)  # by units carrying an artefact too


def test_a_quiet_unit_is_taken_for_plain_purchases_only(rules) -> None:  # type: ignore[no-untyped-def]
    def short(unit_type: str, *keywords: str, **fields: Any) -> bool:
        unit = UnitEntry(name="Trial", type=unit_type, keywords=keywords, **fields)
        utype, plans = look_up(rules, unit)
        assert not isinstance(utype, Exception)
        return quiet_unit(rules, unit, utype, plans, False) is not None

    assert short("Light Infantry")
    assert short("Light Infantry", "Elite", "Hero [+1]", "Cowardly", "Unruly")
    assert short("Heavy Cavalry", "General", "Battle Standard", "Brutal")
    assert not short("Light Infantry", "Elite", "Elite")  # bought twice
    assert not short("Light Infantry", "Cowardly", "Unruly", "Berserk")  # three weaknesses
    assert not short("Light Infantry", "Eilte")  # refused
    assert not short("Light Infantry", "Wizard")  # must pick an allegiance
    assert not short("Light Infantry", allegiance="Gomb")
    assert not short("Light Infantry", base=Base(width_mm=25, depth_mm=50))


def test_a_unit_carrying_the_artefact_takes_the_short_way_when_no_rule_speaks(rules) -> None:  # type: ignore[no-untyped-def]
    # the artefact is only more keywords the unit holds: no hand-kept guard sends its
    # carrier the long way, the rule objects do when they have something to say
    def short(artefact: str, unit_type: str, *keywords: str) -> bool:
        unit = UnitEntry(name="Chief", type=unit_type, keywords=("General", *keywords))
        utype, plans = look_up(rules, unit)
        assert not isinstance(utype, Exception)
        found = next(a for a in rules.artefacts if a.name == artefact)
        quick = quiet_unit(rules, unit, utype, plans, False, artefact=found)
        out = Collector(rules, None)
        long = check_unit(rules, out, 0, unit, (utype, plans), found, False)
        if quick is not None:
            assert quick == long and _problems(out) == ([], [])
        return quick is not None

    assert short("The Horn of the Manticore", "Heavy Cavalry", "Elite")
    assert short("The Cursed Mantle", "Light Infantry")
    # it conveys Wizard, so the unit must pick an allegiance (HG014)
    assert not short("The Staff of Ruin", "Heavy Cavalry")
    # Nullify forbids Wizard, which the unit buys (HG016)
    assert not short("The Ferric Blade", "Light Infantry", "Wizard")
    # Unreliable Master forbids Command, which General grants but does not buy: quiet
    assert short("The Obsidian Puzzle Box", "Heavy Cavalry")


def test_lists_validated_the_long_way_give_the_same_reports(rules, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def reports(doc: Any) -> list[Any]:
        loaded = parse_army(Document("list.yaml", doc, {}), rules)
        return [army.validate(rules, loaded.army, **variant)
                for variant in ({}, {"solo_opponent": True}, {"points_limit": 1000})]

    @given(army_documents())
    def check(doc: Any) -> None:
        try:
            short = reports(doc)
        except RulesDataError:
            return
        with monkeypatch.context() as patched:
            patched.setattr(army, "quiet_unit", lambda *args: None)  # every unit the long way
            long = reports(doc)
        assert short == long
        assert [[u.profile_args for u in r.units] for r in short] == \
            [[u.profile_args for u in r.units] for r in long]

    check()


def test_the_fast_path_looks_at_every_field_a_rule_reads(rules) -> None:  # type: ignore[no-untyped-def]
    # derived from the rule objects: each field of a unit besides its name, type and
    # keywords is read by some army rule (the base by HG018, the allegiance by HG014, HG022
    # and HGW03), so a unit setting one takes the long way
    import dataclasses

    from rulesref.games.hobgoblin.army import UnitEntry
    from rulesref.games.hobgoblin.army_limits import engine, unit_fields_read

    fields = {f.name for f in dataclasses.fields(UnitEntry)} - {"name", "type", "keywords"}
    assert set(unit_fields_read(rules)) == fields
    readers = {o.code for o in engine(rules) if o.reads}
    assert readers == {"HG014", "HG018", "HG022", "HGW03"}
