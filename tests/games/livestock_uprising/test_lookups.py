"""Lookups called directly: names, costs, board sizes and army checks."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.errors import RulesDataError, RulesError, UnknownNameError
from rulesref.games.livestock_uprising.lookups import (
    ArmyList,
    GeneralEntry,
    UnitCount,
    board_for,
    cite_text,
    expand_units,
    find_faction,
    find_reading,
    find_unit,
    load_army,
    marshal_cost,
    parse_resources,
    shortfall,
    validate_army,
)
from rulesref.games.livestock_uprising.model import LivestockUprising


@pytest.fixture(scope="module")
def rules() -> LivestockUprising:
    from rulesref.games import livestock_uprising

    return livestock_uprising.load()


def _amounts(bill_totals: tuple[object, ...]) -> dict[str, int]:
    return {a.resource: a.amount for a in bill_totals}  # type: ignore[attr-defined]


def test_find_unit_case_insensitive_and_book_alias(rules: LivestockUprising) -> None:
    assert find_unit(rules, "dynamite donkey").name == "Dynamite Donkey"
    assert find_unit(rules, "Sheep").name == "Sacrificial Sheep"
    assert find_unit(rules, "SHEEP TROOP").name == "Sacrificial Sheep"
    assert find_unit(rules, "corporal claw").name == "Corporal Claw"


def test_unknown_unit_suggests(rules: LivestockUprising) -> None:
    with pytest.raises(UnknownNameError) as err:
        find_unit(rules, "Dynamite Donkee")
    assert "Dynamite Donkey" in err.value.suggestions


def test_faction_alias(rules: LivestockUprising) -> None:
    assert find_faction(rules, "chicken").name == "Chickens"
    assert find_faction(rules, "Pigs").colour == "black"


def test_unit_counts(rules: LivestockUprising) -> None:
    assert UnitCount.parse("2x Dynamite Donkey") == UnitCount(2, "Dynamite Donkey")
    assert UnitCount.parse("Sheep x3") == UnitCount(3, "Sheep")
    assert UnitCount.parse("3 Sheep") == UnitCount(3, "Sheep")
    assert UnitCount.parse("Ornery Oxen") == UnitCount(1, "Ornery Oxen")
    assert expand_units(rules, ["2x Sheep", "Oxen"]) == ["Sheep", "Sheep", "Oxen"]
    with pytest.raises(RulesError, match="at least 1"):
        UnitCount.parse("0x Sheep")


def test_counts_are_bounded_by_the_cards_in_the_box(rules: LivestockUprising) -> None:
    # Components: 50 Troop Cards shared by every faction, 12 Special Force Cards.
    assert len(expand_units(rules, ["30x Sheep", "20x Oxen"])) == 50
    with pytest.raises(RulesError, match=r"51 units from the Troop Cards, but the game has 50 "
                       r"of them \(Livestock Uprising, Components\)"):
        expand_units(rules, ["30x Sheep", "21x Oxen"])
    assert len(expand_units(rules, ["12x Private Chugger", "50 Sheep"])) == 62
    with pytest.raises(RulesError, match="13 units from the Special Force Cards, but the game "
                       "has 12"):
        expand_units(rules, ["Private Chugger x13"])


@pytest.mark.parametrize("text", ["99999999999x Sheep", "10000000x Sheep", "9" * 5000 + " Sheep",
                                  "Sheep x" + "9" * 5000])
def test_a_huge_count_is_refused_before_it_is_expanded(rules: LivestockUprising,
                                                       text: str) -> None:
    with pytest.raises(RulesError, match="a unit count of"):
        expand_units(rules, [text])


def test_a_digit_of_another_script_is_no_count() -> None:
    # "\u0663" is ARABIC-INDIC DIGIT THREE: int() reads it, a count must not
    assert UnitCount.parse("\u0663x Sheep") == UnitCount(1, "\u0663x Sheep")


def test_an_army_is_bounded_across_its_generals(rules: LivestockUprising) -> None:
    army = ArmyList(generals=(GeneralEntry(name="A", units=("40x Sheep",)),
                              GeneralEntry(units=("11x Oxen",))))
    with pytest.raises(RulesError, match=r"^generals\[1\] \(General 2\): '11x Oxen': 51 "):
        validate_army(rules, army)


def test_marshal_cost_by_hand(rules: LivestockUprising) -> None:
    # 2 x (2 Grass) + (1 Grass, 2 Hay) + (1 Hay, 1 Corn) = 5 Grass, 3 Hay, 1 Corn.
    bill = marshal_cost(rules, ["Sheep", "Sacrificial Sheep", "Dynamite Donkey",
                                "Private Chugger"])
    assert _amounts(bill.totals) == {"Grass": 5, "Hay": 3, "Corn": 1}
    assert list(_amounts(bill.totals)) == ["Grass", "Hay", "Corn"]  # the book's order
    assert bill.tokens == 9
    assert [(ln.unit, ln.count) for ln in bill.lines] == [
        ("Sacrificial Sheep", 2), ("Dynamite Donkey", 1), ("Private Chugger", 1)]
    assert bill.lines[2].kind == "Chickens Special Force"


def test_marshal_cost_of_nothing(rules: LivestockUprising) -> None:
    bill = marshal_cost(rules, [])
    assert bill.totals == () and bill.tokens == 0


def test_shortfall(rules: LivestockUprising) -> None:
    bill = marshal_cost(rules, ["Ornery Oxen", "Lieutenant Frizzle"])  # 2 Carrot, 3 Apple
    have = parse_resources(rules, ["Carrot=2", "1 apple", "Apple=1"])
    assert _amounts(shortfall(rules, bill, have)) == {"Apple": 1}
    assert shortfall(rules, bill, parse_resources(rules, ["Carrot=2", "Apple=3"])) == ()
    with pytest.raises(RulesError, match="not a resource amount"):
        parse_resources(rules, ["lots of grass"])
    with pytest.raises(UnknownNameError):
        parse_resources(rules, ["Wheat=2"])


def test_board_for(rules: LivestockUprising) -> None:
    assert board_for(rules, 4).final == (8, 8)
    assert board_for(rules, 2).starting == (3, 3)
    with pytest.raises(UnknownNameError):
        board_for(rules, 5)


def test_cite_text_leaves_out_the_placeholder_page(rules: LivestockUprising) -> None:
    text = cite_text(rules, rules.battle.no_defense.cite)
    assert text == "Livestock Uprising, Action Phase > No Defense"
    assert find_reading(rules, "SUPER_ARMY_AUTO_CLASH").id == "super_army_auto_clash"


def test_legal_army(rules: LivestockUprising) -> None:
    army = ArmyList(faction="Chickens", generals=(
        GeneralEntry(name="Clucky", units=("5x Sheep",)),
        GeneralEntry(units=("Private Chugger", "Corporal Claw")),
        GeneralEntry()))
    report = validate_army(rules, army)
    assert report.legal and report.violations == ()
    assert [len(g.units) for g in report.groups] == [5, 2, 0]


def test_every_violation_at_once(rules: LivestockUprising) -> None:
    army = ArmyList(faction="Goats", generals=(
        GeneralEntry(name="Billy", units=("6x Sheep",)),
        GeneralEntry(units=("2x Private Chugger",)),
        GeneralEntry(), GeneralEntry()))
    report = validate_army(rules, army)
    codes = sorted(v.rule.code for v in report.violations)
    assert codes == ["LU001", "LU003", "LU004", "LU005"]
    over = next(v for v in report.violations if v.rule.code == "LU001")
    assert over.where == "Billy" and "6 units" in over.message
    assert over.rule.cite.section == "Marshaling Phase > Maximum Units"


def test_super_army_pools_units(rules: LivestockUprising) -> None:
    pooled = ArmyList(super_army=True, generals=(
        GeneralEntry(units=("5x Sheep",)), GeneralEntry(units=("5x Sheep",))))
    assert validate_army(rules, pooled).legal  # 10 units, no per-General limit
    big = ArmyList(super_army=True, generals=(GeneralEntry(units=("16x Sheep",)),))
    report = validate_army(rules, big)
    assert [v.rule.code for v in report.violations] == ["LU006"]
    assert report.violations[0].rule.reading == "super_army_unit_limit"


def test_army_file(tmp_path: Path, rules: LivestockUprising) -> None:
    path = tmp_path / "army.yaml"
    path.write_text("faction: Chickens\ngenerals:\n  - name: Clucky\n    units: [6x Sheep]\n",
                    encoding="utf-8")
    report = validate_army(rules, load_army(path))
    assert [v.rule.code for v in report.violations] == ["LU001"]
    bad = tmp_path / "bad.yaml"
    bad.write_text("generals:\n  - name: X\n    troops: [Sheep]\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="unknown key"):
        load_army(bad)


@settings(deadline=None)
@given(st.lists(st.one_of(
    st.from_regex(r"\A\s?[0-9\u0663\u00b2]{0,14}\s?[x×]?\s?(Sheep|Oxen|Private Chugger|x)\s?"
                  r"(x\s?[0-9]{0,12})?\Z"),
    st.text(max_size=20)), max_size=6))
def test_any_count_is_expanded_within_the_box_or_refused(rules: LivestockUprising,
                                                        texts: list[str]) -> None:
    # never more units than the box's 62 unit cards (Components), never another exception
    try:
        units = expand_units(rules, texts)
    except RulesError:
        return
    assert len(units) <= 62
