"""Hobgoblin's references by kind through the engine's reference check: what it finds in the
shipped model, and that a planted fault is found and the corrected record is silent."""

from __future__ import annotations

from rulesref.core.effects import Grant, StatEffect
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref_verify.findings import Kind
from rulesref_verify.references import check_references
from tests.verify.mutate import with_field


def _found(rules: Hobgoblin) -> dict[str, object]:
    return {f.id: f for f in check_references(rules)}


def test_shipped_findings(rules) -> None:  # type: ignore[no-untyped-def]
    found = {f.id: f for f in check_references(rules)}
    # Huddled Together (p. 43) tests units "with the Infantry keyword"; Burn Them Out
    # (p. 41) gives its buildings an Objective keyword; neither is in any keyword list.
    # Hold! (p. 29) and Stone Heart (p. 33) grant Courage [+2] and [+1], and Courage is a
    # unit statistic (p. 10). Scroll Of Occult Knowledge (p. 29) and Tome of Magic (p. 34)
    # speak of schools of magic, where the magic rules group spells by Abyssal Allegiance.
    # Four terrain examples (p. 27) have the unit keyword Large (test_consistency.py).
    assert set(found) == {"reference:kind:terrain keyword:Large",
                          "reference:undefined:keyword:Infantry",
                          "reference:undefined:keyword:Objective",
                          "reference:kind:keyword:Courage",
                          "reference:undefined-kind:school of magic"}
    school = found["reference:undefined-kind:school of magic"]
    assert school.kind is Kind.UNDEFINED
    assert {c.split(", ")[1] for c in school.cited} == {"p. 29", "p. 34"}
    infantry = found["reference:undefined:keyword:Infantry"]
    assert infantry.kind is Kind.UNDEFINED and "p. 43" in infantry.citation
    assert "p. 41" in found["reference:undefined:keyword:Objective"].citation
    courage = found["reference:kind:keyword:Courage"]
    assert courage.kind is Kind.CONFLICT and "statistic" in courage.message
    assert {c.split(", ")[1] for c in courage.cited} == {"p. 29", "p. 33", "p. 10"}
    assert "Courage [+2]" in courage.message and "Courage [+1]" in courage.message
    assert courage.message.endswith("(reading courage-in-keyword-form)")


def test_a_planted_undefined_keyword_is_found(rules) -> None:  # type: ignore[no-untyped-def]
    cards = tuple(with_field(c, effects=(*c.effects, Grant(keyword="Hastey")))
                  if c.name == "Famous Blade" else c for c in rules.fortune.cards)
    bad = with_field(rules, fortune=with_field(rules.fortune, cards=cards))
    finding = _found(bad)["reference:undefined:keyword:Hastey"]
    assert "Famous Blade" in finding.message  # type: ignore[attr-defined]


def test_courage_given_to_the_statistic_is_silent(rules) -> None:  # type: ignore[no-untyped-def]
    def as_stat(effect):  # type: ignore[no-untyped-def]
        if isinstance(effect, Grant) and (effect.keyword or "").startswith("Courage"):
            return StatEffect(stat="courage", op="add", amount=2, scope=effect.scope,
                              duration=effect.duration)
        return effect

    cards = tuple(with_field(c, effects=tuple(as_stat(e) for e in c.effects))
                  for c in rules.fortune.cards)
    allegiances = tuple(with_field(a, spells=tuple(
        with_field(s, effects=tuple(as_stat(e) for e in s.effects)) for s in a.spells))
        for a in rules.allegiances)
    fixed = with_field(rules, allegiances=allegiances,
                       fortune=with_field(rules.fortune, cards=cards))
    assert "reference:kind:keyword:Courage" not in _found(fixed)
    assert "reference:undefined:keyword:Infantry" in _found(fixed)


def test_a_kind_the_book_has_is_silent(rules) -> None:  # type: ignore[no-untyped-def]
    # corrected: both rules speak of an abyssal allegiance, as the magic rules do
    refs = tuple(with_field(r, kind="abyssal allegiance") for r in rules.kind_references)
    fixed = with_field(rules, kind_references=refs)
    assert not any(i.startswith("reference:undefined-kind") for i in _found(fixed))


#: Worked by hand from the unit types (pp. 10-11): Huddled Together (p. 43) binds "units with
#: the Infantry keyword", read as the unit types with Infantry in their name.
HUDDLED_BOUND = {"Light Infantry": True, "Ranged Infantry": True, "Heavy Infantry": True,
                 "Monstrous Infantry": True, "Light Cavalry": False, "Heavy Cavalry": False,
                 "Chariot": False, "War Wagon": False, "Monster": False, "Beasts": False,
                 "Artillery": False}


def test_huddled_together_follows_its_reading(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.core.conditions import Predicate
    from rulesref.games.hobgoblin.effect_sources import holders
    from rulesref.games.hobgoblin.situation import UnitFacts

    holder = next(h for h in holders(rules) if h.name.endswith("Huddled Together"))
    distance = next(e for e in holder.effects if e.kind == "parameter")
    assert distance.reading == "infantry-keyword-as-unit-type"
    assert any(r.id == distance.reading and r.about == "Infantry" for r in rules.readings)
    tests = [t for t in distance.condition.tests() if t.pred is not Predicate.DOES_NOT_FIT]
    bound = {u.name: all(UnitFacts(unit_type=u.name).decide(t) for t in tests)
             for u in rules.unit_types}
    assert bound == HUDDLED_BOUND
    # The printed reference stays as printed, so the finding is still computed from it.
    printed = [(r.name, r.kind, r.cite.page) for r in rules.printed_references()
               if r.by.endswith("Huddled Together") and r.name != "Reinforcements"]
    assert printed == [("Infantry", "keyword", 43)]


def test_huddled_together_is_shown_with_its_reading() -> None:
    from rulesref.core.show import show

    (item,) = show("Huddled Together").shown
    # the marker each player places is not about infantry; every other effect is
    units = [e for e in item.effects if "places 1 small marker" not in e.does]
    assert len(units) == len(item.effects) - 1
    for effect in units:
        assert "its unit type's name includes Infantry" in effect.condition
        assert "reading infantry-keyword-as-unit-type" in effect.condition
