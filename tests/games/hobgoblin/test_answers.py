"""Hobgoblin's command functions (``rulesref.games.hobgoblin.answers``) called directly:
values worked out by hand from the book, and the verdict each answer ends with."""

from __future__ import annotations

import pytest

from rulesref.core.commands import Verdict
from rulesref.errors import UnknownNameError
from rulesref.games.hobgoblin.answers import lookups as answers

# ------------------------------------------------------------------ tn: the unit types' own


def test_heavy_cavalry_charge_is_listed_with_its_condition() -> None:
    # Chart p. 14: Heavy Cavalry against Light Infantry 3+. Heavy Cavalry starts with
    # Devastating Charge (p. 10): -1 to a minimum of 2 after advancing 6" (p. 65): 2+.
    found = answers.tn("Heavy Cavalry", "Light Infantry")
    assert found.verdict is Verdict.OK
    assert found.found.value == 3 and found.found.modifiers == ()
    (charge,) = found.found.conditional
    assert (charge.keyword, charge.side, charge.delta, charge.clamp, charge.value) == (
        "Devastating Charge", "attacker", -1, 2, 2)
    assert "advanced 6\"" in charge.condition and charge.cite.page == 65
    data = found.to_json()
    assert data["target_number"] == 3
    assert data["conditional"][0]["target_number"] == 2
    assert data["conditional"][0]["source"] == "unit type"


@pytest.mark.parametrize(
    ("attacker", "defender", "chart", "charged"),
    [
        ("Heavy Cavalry", "Monster", 5, 4),       # p. 14: 5+; -1 (p. 65)
        ("Chariot", "Heavy Infantry", 3, 2),      # p. 14: 3+; -1
        ("Chariot", "Light Infantry", 2, 2),      # p. 14: 2+; cannot go below 2
    ],
)
def test_charge_of_own_keyword(attacker: str, defender: str, chart: int, charged: int) -> None:
    found = answers.tn(attacker, defender).found
    assert found.value == chart
    assert [(c.keyword, c.value) for c in found.conditional] == [
        ("Devastating Charge", charged)]


def test_named_keyword_applies_and_own_condition_stays_apart() -> None:
    # Heavy Cavalry against Monster: 5+ (p. 14); Elite -1 always in close combat (p. 65):
    # 4+; with the charge as well, 3+.
    found = answers.tn("Heavy Cavalry", "Monster", attacker_keywords=["Elite"]).found
    assert found.value == 4
    assert [(m.keyword, m.source) for m in found.modifiers] == [("Elite", "named")]
    assert [(c.keyword, c.value) for c in found.conditional] == [("Devastating Charge", 3)]


def test_naming_the_own_keyword_applies_it() -> None:
    found = answers.tn("Heavy Cavalry", "Light Infantry",
                       attacker_keywords=["Devastating Charge"]).found
    assert found.value == 2 and found.conditional == ()
    assert [(m.keyword, m.source) for m in found.modifiers] == [
        ("Devastating Charge", "named")]


def test_own_charge_is_not_a_shooting_change() -> None:
    # Light Cavalry shooting Artillery: 2+ (p. 14); none of its own keywords (Nimble,
    # Ranged [8], Skirmishers, p. 10) changes a target number.
    found = answers.tn("Light Cavalry", "Artillery", shooting=True).found
    assert (found.value, found.modifiers, found.conditional) == (2, (), ())


# ------------------------------------------------------------------ cost and unit refuse


@pytest.mark.parametrize(
    ("unit_type", "keyword", "code", "page", "total"),
    [
        # base points and multipliers p. 10, keyword costs p. 28; a refused keyword still
        # costs what is written, as validate adds it up; an unpriced one costs nothing
        ("Artillery", "Cowardly", "HG012", 27, 300),           # 350 - 25 x2
        ("Light Cavalry", "Horde", "HG010", 66, 550),          # 350 + 100 x2
        ("Heavy Cavalry", "Wide Footprint", "HG009", 67, 350),  # 450 - 50 x2
        ("Beasts", "Wild", "HG011", 27, 200),                  # Reserved, unpriced
    ],
)
def test_cost_refuses_what_validate_refuses(unit_type: str, keyword: str, code: str,
                                            page: int, total: int) -> None:
    found = answers.cost(unit_type, [keyword])
    assert found.verdict is Verdict.BROKEN
    (refused,) = found.purchases.refused
    assert (refused.keyword, refused.code, refused.cite.page) == (keyword, code, page)
    assert found.bill.total == total
    data = found.to_json()
    assert data["legal"] is False and data["refused"][0]["rule"] == code


def test_reserved_is_called_reserved() -> None:
    (refused,) = answers.cost("Beasts", ["Wild"]).purchases.refused
    assert "Reserved" in refused.reason and "unknown" not in refused.reason
    assert "Beasts already has it" in refused.reason
    assert refused.rule == "No Reserved keywords"


def test_cost_counts_what_is_written() -> None:
    # Artillery 350, x2 (p. 10); Self-Destructive -25, Cowardly -25 (p. 28): 250, with
    # Cowardly refused.
    found = answers.cost("Artillery", ["Self-Destructive", "Cowardly"])
    assert found.purchases.bought == ("Self-Destructive",)
    assert found.bill.total == 250 and found.verdict is Verdict.BROKEN
    # Light Infantry 300, x1; Horde +100 (p. 28): 400, legal.
    legal = answers.cost("Light Infantry", ["Horde"])
    assert legal.verdict is Verdict.OK and legal.bill.total == 400
    # Chariot (Narrow, 350, x1) may buy Wide Footprint -50: 300.
    assert answers.cost("Chariot", ["Wide Footprint"]).bill.total == 300


def test_unit_refuses_and_the_keyword_takes_no_effect() -> None:
    # Light Cavalry 350, x2 (p. 10); Elite +100 x2, Horde +100 x2 = 750; Horde refused
    # (p. 66) and takes no effect.
    found = answers.unit("Light Cavalry", ["Horde", "Elite"])
    assert found.verdict is Verdict.BROKEN
    assert found.points == 750
    assert "Horde" not in found.profile.keywords and "Elite" in found.profile.keywords
    assert found.profile.courage == 10  # Horde's +10 Courage is not bought (p. 66)
    assert [r.code for r in found.purchases.refused] == ["HG010"]


def test_unknown_keyword_is_bad_input_with_suggestion() -> None:
    with pytest.raises(UnknownNameError) as info:
        answers.cost("Beasts", ["Wizzard"])
    assert "Wizard" in info.value.suggestions


def test_keyword_answer_says_reserved() -> None:
    found = answers.keyword("Wild")
    data = found.to_json()
    assert data["reserved"] is True and data["costs"] == []
    assert data["not_for_sale"]["reason"] == "Wild is Reserved: no unit may buy it"
