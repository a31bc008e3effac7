"""Each army rule is one object doing three jobs (issue 28): its check, what the builder may
offer under it, and its BattleScribe form or why it has none. The validator, the builder's
offers, the export and the coverage report all read the same objects, so a rule planted in
a copy of the data reaches every one of them."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from rulesref.core.citation import Citation
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army import UnitEntry, validate
from rulesref.games.hobgoblin.army_limits import (
    STAGES,
    AllowRule,
    ArmyCountRule,
    CodeRule,
    Rule,
    engine,
    limits,
    takes_part,
)
from rulesref.games.hobgoblin.army_quick import quiet_unit
from rulesref.games.hobgoblin.army_units import Collector, check_unit, look_up
from rulesref.games.hobgoblin.battlescribe.catalogue import build, purchasable
from rulesref.games.hobgoblin.battlescribe.coverage import coverage
from rulesref.games.hobgoblin.battlescribe.entries import FORCE_ID, keyword_id, unit_id
from rulesref.games.hobgoblin.battlescribe.export import files
from rulesref.games.hobgoblin.battlescribe.roster_write import roster_bytes
from rulesref.games.hobgoblin.battlescribe.xmlwrite import child_list
from rulesref.games.hobgoblin.model import (
    ArmyConstraint,
    ArmyRule,
    ConstraintKind,
    Hobgoblin,
    PurchaseFilter,
    TypeFilter,
)
from tests.games.hobgoblin.armies import army
from tests.games.hobgoblin.battlescribe.evaluator import Evaluator
from tests.games.hobgoblin.test_army_limits import find_entry, limits_of


def _offers(rules: Hobgoblin) -> list[buying.Offer]:
    return [o for u in rules.unit_types for o in buying.options(rules, u.name)]


def test_every_rule_object_does_three_jobs(rules) -> None:  # type: ignore[no-untyped-def]
    objects = engine(rules)
    assert [o.code for o in objects] == [r.code for r in rules.army_rules]
    offers = _offers(rules)
    refused = {o.code for o in offers if not o.allowed}
    expressed = build(rules).expressed
    for obj in objects:
        # (a) its check: it takes part in at least one stage of the validator's check
        stages = [s for s in STAGES if takes_part(obj, s)]
        assert stages, f"{obj.code} checks nothing"
        # (b) the builder: a rule refusing single purchases refuses some offer; any other
        # (one that counts, or a rule kept as code) refuses none on its own
        refuses = isinstance(obj, Rule) and obj.refuses_purchases
        assert (obj.code in refused) == refuses, obj.code
        # (c) its BattleScribe form, or why the format has none: one, never both
        assert (obj.code in expressed) != bool(obj.inexpressible), obj.code
    # the builder offers only what the cost table sells, so the rules on names refuse none
    table = {e.keyword for e in lookups.canonical_costs(rules).entries}
    assert {o.entry for o in offers} == table


def test_the_builder_and_the_validator_read_the_same_refusals(rules) -> None:  # type: ignore[no-untyped-def]
    # every refusal the builder gives, validate gives for a unit buying that one entry
    for offer in _offers(rules):
        if offer.allowed:
            continue
        data = {"game": "hobgoblin", "name": "T", "points_limit": 9000,
                "units": [{"name": "U", "type": offer.unit_type, "keywords": [offer.entry]}]}
        codes = {p.code for p in validate(rules, army(data)).violations}
        assert offer.code in codes, (offer.unit_type, offer.entry, offer.code, codes)


def test_each_kind_of_rule_is_its_own_class(rules) -> None:  # type: ignore[no-untyped-def]
    # nothing outside the rule objects asks a rule for its shape: one class per shape
    shapes: dict[ConstraintKind, set[type]] = {}
    for obj in limits(rules).all:
        shapes.setdefault(obj.constraint.kind, set()).add(type(obj))
    assert all(len(v) == 1 for k, v in shapes.items() if k is not ConstraintKind.UNIT_COUNT)
    assert len(shapes[ConstraintKind.UNIT_COUNT]) == 3  # each entry, a column, a list
    assert all(isinstance(o, CodeRule) for o in engine(rules) if not isinstance(o, Rule))


# --------------------------------------------------------------------------- a planted rule

CITE = Citation(book="Test", page=1, section="Planted")
FLYING_FOR_MONSTERS = ArmyRule(
    code="HGT01", name="Flying for monsters", summary="Only a Monster may buy Flying.",
    cite=CITE, constraint=ArmyConstraint(
        kind=ConstraintKind.ALLOW, purchases=PurchaseFilter(keywords=("Flying",)),
        unit_types=TypeFilter(names=("Monster",))))
TWO_ELITE = ArmyRule(
    code="HGT02", name="Two elite units", summary="At most two units buy Elite.",
    cite=CITE, constraint=ArmyConstraint(
        kind=ConstraintKind.ARMY_COUNT, purchases=PurchaseFilter(keywords=("Elite",)),
        max=2))


@pytest.fixture(scope="module")
def planted(rules: Hobgoblin) -> Hobgoblin:
    """A copy of the model with two rules the book does not have."""
    return dataclasses.replace(rules, army_rules=(*rules.army_rules, FLYING_FOR_MONSTERS,
                                                  TWO_ELITE))


def _list(*units: dict[str, Any]) -> dict[str, Any]:
    chief = {"name": "Chief", "type": "Heavy Infantry",
             "keywords": ["General", "Battle Standard"]}
    return {"game": "hobgoblin", "name": "T", "points_limit": 9000, "units": [chief, *units]}


FLYING_MOB = {"name": "Mob", "type": "Light Infantry", "keywords": ["Flying"]}
ELITES = [{"name": f"E{n}", "type": "Beasts", "keywords": ["Elite"]} for n in range(3)]


def test_a_planted_rule_reaches_the_validator(rules, planted) -> None:  # type: ignore[no-untyped-def]
    doc = _list(FLYING_MOB, *ELITES)
    assert validate(rules, army(doc)).valid  # the book has neither rule
    found = [(p.code, p.path, p.message) for p in validate(planted, army(doc)).violations]
    assert found == [
        ("HGT02", ("units", 4, "keywords", 0), "E2: more than two Elite (the first is E0)"),
        ("HGT01", ("units", 1, "keywords", 0),
         "Mob: Flying is only for Monster, not Light Infantry"),
    ]
    kinds = {o.code: type(o) for o in engine(planted)}
    assert kinds["HGT01"] is AllowRule and kinds["HGT02"] is ArmyCountRule


def test_a_planted_rule_reaches_the_builder(rules, planted) -> None:  # type: ignore[no-untyped-def]
    entry = next(e for e in lookups.canonical_costs(rules).entries if e.keyword == "Flying")
    mob = lookups.find_unit_type(rules, "Light Infantry")
    monster = lookups.find_unit_type(rules, "Monster")
    assert buying.offer(rules, mob, entry).allowed
    offer = buying.offer(planted, mob, entry)
    assert (offer.allowed, offer.code, offer.cite) == (False, "HGT01", CITE)
    assert offer.reason == "Only a Monster may buy Flying. (HGT01 Flying for monsters)"
    assert buying.offer(planted, monster, entry).allowed
    # a rule counting over the army refuses no single purchase: Elite is still offered
    assert all(o.allowed for o in buying.options(planted, "Beasts") if o.entry == "Elite")


def test_a_planted_rule_reaches_the_export(planted) -> None:  # type: ignore[no-untyped-def]
    export = build(planted)
    assert {"HGT01", "HGT02"} <= set(export.expressed)
    flying = find_entry(export.catalogue, keyword_id("Light Infantry", "Flying"))
    assert flying.attrib["hidden"] == "true"
    assert ("HGT01", "max", "0") in limits_of(flying)
    assert find_entry(export.catalogue, keyword_id("Monster", "Flying")).attrib["hidden"] == "false"
    force = find_entry(export.game_system, FORCE_ID)
    elite = next(link for link in child_list(force, "categoryLinks")
                 if link.attrib["name"] == "Elite")
    assert ("HGT02", "max", "2") in limits_of(elite)
    rows = {c.rule.code: c for c in coverage(planted, export.expressed)}
    assert rows["HGT01"].expressed and rows["HGT02"].expressed
    assert find_entry(export.catalogue, unit_id("Monster")) is not None


def test_a_planted_rule_reaches_the_apps(planted) -> None:  # type: ignore[no-untyped-def]
    made = {f.name: f.data for f in files(planted)}
    apps = Evaluator(made["Hobgoblin.gst"], made["Hobgoblin.cat"])
    for doc, legal in ((_list(FLYING_MOB), False), (_list(*ELITES), False),
                       (_list(*ELITES[:2]), True),
                       (_list({**FLYING_MOB, "type": "Monster"}), True)):
        the_army = army(doc)
        assert validate(planted, the_army).valid == legal
        assert apps.check(roster_bytes(planted, the_army)).valid == legal, doc


def test_the_fast_path_follows_the_rule_objects(rules) -> None:  # type: ignore[no-untyped-def]
    # a Wizard must choose an allegiance only while a rule object counts choices: without
    # one, the short way takes the unit, and gives what the long way gives
    loose = dataclasses.replace(rules, army_rules=tuple(
        dataclasses.replace(r, constraint=None) if r.code == "HG014" else r
        for r in rules.army_rules))
    assert not limits(loose).stages["check_choices"]
    unit = UnitEntry(name="Trial", type="Light Infantry", keywords=("Wizard",))
    for model, taken, codes in ((rules, False, ["HG014"]), (loose, True, [])):
        utype, plans = look_up(model, unit)
        assert not isinstance(utype, Exception)
        short = quiet_unit(model, unit, utype, plans, False)
        out = Collector(model, None)
        long = check_unit(model, out, 0, unit, (utype, plans), None, False)
        assert [p.code for p in out.violations] == codes
        assert (short is not None) == taken
        if short is not None:
            assert short == long


# --------------------------------------------------------------------------- rules on names,
# the bans, the reading: each decided by its own object

#: Keywords as written, with the rule that refuses each at any price (p. 27: Reserved; p. 28:
#: only the cost table's entries; p. 65: the index's keywords).
WRITTEN = {"Command": "HG011", "Broken": "HG011", "Arcane": "HG017", "Hero [+3]": "HG017",
           "Eilte": "HG021"}


def _without(rules: Hobgoblin, code: str) -> Hobgoblin:
    return dataclasses.replace(rules, army_rules=tuple(r for r in rules.army_rules
                                                       if r.code != code))


def test_each_refusal_by_name_is_its_rule_objects(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.answers.lookups import purchases
    from rulesref.games.hobgoblin.army_index import Refusal, may_buy, resolve_purchase

    deciding = limits(rules).stages["refusal"]
    assert {o.code for o in deciding} == {"HG011", "HG017", "HG021"}
    for text, code in WRITTEN.items():
        found = resolve_purchase(rules, text)
        assert isinstance(found, Refusal) and found.code == code, text
        # exactly one object refuses it, in the words the lookup gives
        written = _written(rules, text)
        said = {o.code: m for o in deciding if (m := o.refusal(rules, written))}
        assert said == {code: found.message}, text
        # the validator and ``unit`` report the same rule
        data = {"game": "hobgoblin", "name": "T", "points_limit": 9000,
                "units": [{"name": "U", "type": "Light Infantry", "keywords": [text]}]}
        assert code in {p.code for p in validate(rules, army(data)).violations}
        assert may_buy(rules, "Light Infantry", text).code == code
        if code != "HG021":  # ``cost`` turns down an unknown name as bad input instead
            (refused,) = purchases(rules, "Light Infantry", [text]).refused
            assert refused.code == code
    # a malformed keyword, which a list file may not hold (bad input), is HG021's too
    malformed = resolve_purchase(rules, "Hero [")
    assert isinstance(malformed, Refusal) and malformed.code == "HG021"
    # HG011's message says when the unit type starts with the Reserved keyword (its own
    # words, asked of the object by ``unit`` and the validator alike)
    # (Artillery starts with Immobile, p. 12; Light Infantry does not)
    for unit_type, starts in (("Artillery", True), ("Light Infantry", False)):
        (refused,) = purchases(rules, unit_type, ["Immobile"]).refused
        assert refused.reason.endswith(f"(and {unit_type} already has it)") == starts
        data = {"game": "hobgoblin", "name": "T", "points_limit": 9000,
                "units": [{"name": "U", "type": unit_type, "keywords": ["Immobile"]}]}
        (problem,) = [p for p in validate(rules, army(data)).violations if p.code == "HG011"]
        assert problem.message == f"U: {refused.reason}"


def _written(rules: Hobgoblin, text: str) -> Any:
    """The keyword as written, looked up by hand (the test's own reading of the book)."""
    from rulesref.core.keywords import KeywordRef
    from rulesref.errors import RulesError
    from rulesref.games.hobgoblin.army_limits import Written

    try:
        kw = lookups.find_keyword(rules, text)
        ref = lookups.canonical_ref(rules, KeywordRef.parse(text))
    except RulesError as exc:
        return Written(text, None, None, exc, False)
    priced = any(e.keyword == text for e in lookups.keyword_costs(rules, kw))
    return Written(text, kw, ref, None, priced)


def test_without_its_object_no_one_refuses_a_reserved_keyword(rules) -> None:  # type: ignore[no-untyped-def]
    # nothing outside the objects decides: with HG011 gone, no other rule claims Command,
    # and the lookup says the model leaves it unsaid (a gap in the model, not the list's
    # fault); HG017 still refuses what is not Reserved
    from rulesref.errors import RulesDataError
    from rulesref.games.hobgoblin.army_index import Refusal, resolve_purchase

    loose = _without(rules, "HG011")
    with pytest.raises(RulesDataError, match="no army rule refuses 'Command'"):
        resolve_purchase(loose, "Command")
    found = resolve_purchase(loose, "Arcane")
    assert isinstance(found, Refusal) and found.code == "HG017"
    command = lookups.find_keyword(rules, "Command")
    assert buying.not_for_sale(rules, command) is not None
    assert buying.not_for_sale(loose, command) is None


def test_the_solo_bans_are_one_objects(rules) -> None:  # type: ignore[no-untyped-def]
    # HG019 reads its bans from the effects of the record it enforces (p. 50, Army Lists)
    # and checks them on what a unit buys and what its artefact conveys; no other object
    # checks a ban on units
    bans = buying.bans(rules)
    checking = limits(rules).stages["check_bans"]
    assert [o.code for o in checking] == ["HG019"]
    (solo,) = checking
    assert {b.rule.code for b in bans if solo.enforces_ban(b)} == {"HG019"}
    wizard = _list({"name": "Mage", "type": "Monster", "keywords": ["Wizard"],
                    "allegiance": "Gomb"})
    found = validate(rules, army(wizard), solo_opponent=True).violations
    assert [(p.code, p.path) for p in found] == [("HG019", ("units", 1, "keywords", 0))]
    assert found[0].message.startswith("Mage: Wizard: ")
    # without the record to enforce, the object checks nothing, and nothing else does
    loose = dataclasses.replace(rules, army_rules=tuple(
        dataclasses.replace(r, enforces=None) if r.code == "HG019" else r
        for r in rules.army_rules))
    assert validate(loose, army(wizard), solo_opponent=True).valid


def test_the_reading_is_its_rule_objects(rules) -> None:  # type: ignore[no-untyped-def]
    # HGW02 words the reading about a Reserved keyword the cost table prices (Ravenous,
    # p. 66 Reserved, p. 28 priced); the validator and the builder give its words
    ravenous = lookups.find_keyword(rules, "Ravenous")
    (reader,) = limits(rules).stages["reading"]
    assert reader.code == "HGW02"
    words = reader.reading(rules, ravenous)
    assert words is not None and "Reserved" in words and "cost table" in words
    assert reader.reading(rules, lookups.find_keyword(rules, "Elite")) is None
    data = _list({"name": "Pack", "type": "Beasts", "keywords": ["Ravenous"]})
    (warning,) = validate(rules, army(data)).warnings
    assert (warning.code, warning.message) == ("HGW02", f"Pack: {words}")
    entry = next(e for e in lookups.keyword_costs(rules, ravenous))
    beasts = lookups.find_unit_type(rules, "Beasts")
    offer = buying.offer(rules, beasts, entry)
    assert (offer.allowed, offer.code, offer.reason) == (True, "HGW02", words)
    # without the object, neither gives a reading
    loose = _without(rules, "HGW02")
    assert validate(loose, army(data)).warnings == ()
    assert buying.offer(loose, beasts, entry).reason is None


def test_what_a_rule_on_names_refuses_reaches_every_consumer(rules, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # a rule on names that refused a priced keyword (HG011 reading Ravenous, Reserved on
    # p. 66, as unbuyable despite its price) would be refused by the lookup, the validator,
    # ``unit`` and the builder, and left out of the export: all ask the object
    from rulesref.games.hobgoblin.army_index import Refusal, may_buy, resolve_purchase
    from rulesref.games.hobgoblin.army_limits import ReservedRule

    strict = dataclasses.replace(rules)  # another model: the caches keyed by it start empty
    ravenous = lookups.find_keyword(rules, "Ravenous")
    assert buying.not_for_sale(rules, ravenous) is None  # as the book has it
    assert "Ravenous" in {e.keyword for e, _ in purchasable(rules)}
    monkeypatch.setattr(ReservedRule, "closes", lambda self, kw, priced: kw is not None and (
        (kw.reserved and not priced) or kw.name == "Ravenous"))
    found = resolve_purchase(strict, "Ravenous")
    assert isinstance(found, Refusal) and found.code == "HG011"
    data = _list({"name": "Pack", "type": "Beasts", "keywords": ["Ravenous"]})
    assert [p.code for p in validate(strict, army(data)).violations] == ["HG011"]
    assert may_buy(strict, "Beasts", "Ravenous").code == "HG011"
    assert buying.not_for_sale(strict, ravenous) is not None
    assert "Ravenous" not in {e.keyword for e, _ in purchasable(strict)}


def test_a_reading_about_no_one_thing_leaves_the_reading_rule_working(rules) -> None:  # type: ignore[no-untyped-def]
    # a reading may be about no one named thing (``about`` is optional, core.readings);
    # HGW02 must still find the one about Ravenous (p. 66 Reserved, p. 28 priced) and the
    # validator warn, instead of failing on the reading that names nothing
    general = dataclasses.replace(rules.readings[0], id="a-general-reading", about=None)
    mixed = dataclasses.replace(rules, readings=(general, *rules.readings))
    data = _list({"name": "Pack", "type": "Beasts", "keywords": ["Ravenous"]})
    (warning,) = validate(mixed, army(data)).warnings
    assert warning.code == "HGW02"
    assert warning.message.startswith("Pack: Ravenous is printed as Reserved")
