"""Lookups checked against values read off the printed book by hand (never the formula)."""

from __future__ import annotations

import pytest

from rulesref.errors import UnknownNameError
from rulesref.games.hobgoblin import lookups


# Cells read from the Target Number Chart, page 14.
@pytest.mark.parametrize(
    ("attacker", "defender", "printed"),
    [
        ("Light Infantry", "Monster", 6),
        ("Light Infantry", "Beasts", 2),
        ("Ranged Infantry", "Light Infantry", 6),
        ("Monster", "Light Infantry", 2),
        ("Monster", "Monster", 3),
        ("Chariot", "Light Infantry", 2),
        ("Artillery", "Artillery", 4),
        ("Beasts", "Chariot", 3),
        ("War Wagon", "Ranged Infantry", 5),
        ("Monstrous Infantry", "Ranged Infantry", 2),
        ("Light Cavalry", "Artillery", 2),
    ],
)
def test_chart_cells(rules, attacker: str, defender: str, printed: int) -> None:  # type: ignore[no-untyped-def]
    assert lookups.target_number(rules, attacker, defender).value == printed


def test_names_are_case_insensitive(rules) -> None:  # type: ignore[no-untyped-def]
    assert lookups.target_number(rules, "light infantry", "MONSTER").value == 6
    assert lookups.find_unit_type(rules, "Mstr. Infantry").name == "Monstrous Infantry"


def test_unknown_name_suggests(rules) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UnknownNameError) as info:
        lookups.find_unit_type(rules, "Heavy Cavalery")
    assert "Heavy Cavalry" in info.value.suggestions


def test_elite_clamps_at_two(rules) -> None:  # type: ignore[no-untyped-def]
    # Monster hits Light Infantry on 2+; Elite cannot take it below 2.
    result = lookups.target_number(rules, "Monster", "Light Infantry", attacker_keywords=["Elite"])
    assert result.value == 2
    assert lookups.target_number(rules, "Light Infantry", "Monster",
                                 attacker_keywords=["Elite"]).value == 5


def test_close_combat_modifiers_ignore_shooting_keywords(rules) -> None:  # type: ignore[no-untyped-def]
    result = lookups.target_number(rules, "Light Infantry", "Monster",
                                   attacker_keywords=["Deadly Shots"], defender_keywords=["Cover"])
    assert result.value == 6 and result.modifiers == ()


def test_shooting_with_cover_and_deadly_shots(rules) -> None:  # type: ignore[no-untyped-def]
    # Ranged Infantry vs Light Infantry is 6+; Cover cannot raise it past 6, Deadly Shots -1.
    result = lookups.target_number(rules, "Ranged Infantry", "Light Infantry", shooting=True,
                                   defender_keywords=["Cover"])
    assert result.value == 6
    both = lookups.target_number(rules, "Ranged Infantry", "Light Infantry", shooting=True,
                                 attacker_keywords=["Deadly Shots"], defender_keywords=["Cover"])
    assert both.value == 5  # Rule of Carnage: the order that gives the lower number
    artillery = lookups.target_number(rules, "Artillery", "Light Cavalry", shooting=True,
                                      attacker_keywords=["Deadly Shots"])
    assert artillery.value == 5


def test_hit_chance_bounds(rules) -> None:  # type: ignore[no-untyped-def]
    assert lookups.target_number(rules, "Monster", "Light Infantry").hit_chance == 5 / 6
    assert lookups.target_number(rules, "Light Infantry", "Monster").hit_chance == 1 / 6


# Costs worked out by hand from the Keyword Costs table (page 28) and Unit Statistics.
@pytest.mark.parametrize(
    ("unit", "keywords", "total"),
    [
        ("Heavy Cavalry", ["Bloodthirsty"], 550),  # the book's own example: +100
        ("Light Infantry", ["Bloodthirsty"], 350),  # the book's own example: +50
        ("Light Infantry", ["Cowardly"], 275),
        ("Heavy Cavalry", ["Cowardly"], 400),
        ("Monster", ["Wizard", "Hero [+2]"], 600 + 400 + 200),
        ("Ranged Infantry", ["Ranged [+12]", "Short-Ranged"], 300 + 75 - 25),
        ("Artillery", ["Self-Destructive", "Short-Ranged"], 350 - 50 - 50),
        ("Chariot", ["General", "Battle Standard"], 350),
        ("Beasts", [], 200),
    ],
)
def test_costs(rules, unit: str, keywords: list[str], total: int) -> None:  # type: ignore[no-untyped-def]
    assert lookups.unit_cost(rules, unit, keywords).total == total


def test_cost_accepts_the_index_name_of_quick_shot(rules) -> None:  # type: ignore[no-untyped-def]
    assert lookups.unit_cost(rules, "Light Infantry", ["Quick Fire"]).total == 325


def test_unlisted_versions_are_not_purchasable(rules) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UnknownNameError, match="purchasable keyword"):
        lookups.unit_cost(rules, "Light Infantry", ["Swift [+4]"])


# Profiles: the book's clarifying examples (page 27) and keyword definitions.
def test_profile_examples(rules) -> None:  # type: ignore[no-untyped-def]
    ri = lookups.profile(rules, "Ranged Infantry", ["Ranged [+12]"])
    assert ri.range == 36 and "Ranged [36]" in ri.keywords
    hi = lookups.profile(rules, "Heavy Infantry", ["Tough [+1]"])
    assert "Tough [2]" in hi.keywords
    horde = lookups.profile(rules, "Light Infantry", ["Horde"])
    assert horde.courage == 20 and horde.footprint == "Horde"
    assert "Wide Footprint" not in horde.keywords
    hero = lookups.profile(rules, "Light Infantry", ["Hero [+1]", "Hero [+2]"])
    assert hero.strikes == 13
    assert lookups.profile(rules, "Heavy Infantry", ["Swift [+2]"]).speed == 8
    assert lookups.profile(rules, "Heavy Infantry", ["Slow [+2]"]).speed == 4
    assert lookups.profile(rules, "Ranged Infantry", ["Short-Ranged"]).range == 12
    assert lookups.profile(rules, "Light Cavalry", ["Short-Ranged"]).range == 4
    # Short-Ranged halves after Ranged [+12] adds: (24 + 12) / 2
    assert lookups.profile(rules, "Ranged Infantry", ["Short-Ranged", "Ranged [+12]"]).range == 18


def test_general_and_battle_standard_stack(rules) -> None:  # type: ignore[no-untyped-def]
    both = lookups.profile(rules, "Heavy Infantry", ["General", "Battle Standard"])
    assert "Command [2]" in both.keywords and "Hero [3]" in both.keywords
    assert both.strikes == 13
    assert both.courage == 12  # a Command unit is in range of itself


def test_unruly_gets_no_command(rules) -> None:  # type: ignore[no-untyped-def]
    assert lookups.profile(rules, "Light Infantry", ["General", "Unruly"]).courage == 10


def test_fragile_breaks_at_half(rules) -> None:  # type: ignore[no-untyped-def]
    assert lookups.profile(rules, "Chariot").breaks_at == 5
    assert lookups.profile(rules, "Light Infantry").breaks_at == 10


def test_artillery_speed_stays_a_dash(rules) -> None:  # type: ignore[no-untyped-def]
    assert lookups.profile(rules, "Artillery", ["Swift [+2]"]).speed is None


def test_keyword_sources(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.sources import keyword_sources

    # Unit Types, pp. 12-13: Monster and Beasts start with Wild.
    kinds = {(s.role, s.kind, s.name) for s in keyword_sources(rules, "Wild")}
    assert ("granted", "unit type", "Monster") in kinds
    assert ("granted", "unit type", "Beasts") in kinds
    # General (p. 66): the unit gains Command [+1].
    granted = {(s.role, s.kind, s.name) for s in keyword_sources(rules, "Command")}
    assert ("granted", "keyword", "General") in granted


# Profiles show standing keywords only; the others are "gains X when ...".
def test_sneaky_profile_gains_distracted_only_on_arrival(rules) -> None:  # type: ignore[no-untyped-def]
    prof = lookups.profile(rules, "Light Infantry", ["Sneaky"])
    # Sneaky (p. 67): Distracted only when placed after a movement phase, for that round.
    assert "Distracted" not in prof.keywords and prof.keywords == ("Wide Footprint", "Sneaky")
    (gains,) = prof.conditional
    assert (gains.keyword, gains.source, gains.cite.page) == ("Distracted", "Sneaky", 67)
    assert "at the end of the Movement Phase" in gains.when
    assert "it is off the table" in gains.when and "until the round ends" in gains.when


def test_ravenous_profile_gains_devour_only_while_feeding(rules) -> None:  # type: ignore[no-untyped-def]
    prof = lookups.profile(rules, "Monster", ["Ravenous"])
    # Ravenous (p. 66): Devour only while engaged with a Broken enemy.
    assert "Devour" not in prof.keywords
    assert [(c.keyword, c.when) for c in prof.conditional] == [
        ("Devour", "when it is engaged with a Broken enemy")]


def test_standing_grants_stay_in_the_profile(rules) -> None:  # type: ignore[no-untyped-def]
    # General (p. 66) always gives Command [+1] and Hero [+2]: standing, not conditional.
    prof = lookups.profile(rules, "Light Infantry", ["General"])
    assert {"Command [1]", "Hero [2]"} <= set(prof.keywords) and prof.conditional == ()
    # The Obsidian Puzzle Box's Unreliable Master (p. 35) bars Command: General's Command
    # never arrives, its Hero does.
    boxed = lookups.profile(rules, "Light Infantry", ["General", "Unreliable Master"])
    assert not boxed.has("Command") and boxed.has("Hero") and boxed.courage == 10


# tn --shooting: only a unit with the Ranged keyword shoots (Who shoots, p. 20).
def test_shooting_refused_without_range(rules) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(lookups.CannotShoot) as info:
        lookups.target_number(rules, "Light Infantry", "Beasts", shooting=True)
    assert info.value.rule.id == "shooting_needs_ranged"
    assert "Who shoots" in str(info.value) and "p. 20" in str(info.value)
    # given a Ranged keyword it may shoot: Light Infantry needs 2+ against Beasts (p. 14)
    assert lookups.target_number(rules, "Light Infantry", "Beasts", shooting=True,
                                 attacker_keywords=["Ranged [+12]"]).value == 2
    # Light Cavalry starts with Ranged [8] (p. 10); Light Cavalry vs Artillery is 2+ (p. 14)
    assert lookups.target_number(rules, "Light Cavalry", "Artillery", shooting=True).value == 2


def test_modifiers_apply_only_when_their_condition_can_hold(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.core.conditions import Condition, Predicate, Test
    from rulesref.core.effects import TargetNumberEffect
    from tests.verify.mutate import replace_where, with_field

    # Devastating Charge (p. 65): -1 after advancing 6" this round; the combat comes after
    # the movement, so it can hold. Heavy Cavalry vs Light Infantry is 3+ (p. 14): 2+.
    charge = lookups.target_number(rules, "Heavy Cavalry", "Light Infantry",
                                   attacker_keywords=["Devastating Charge"])
    assert charge.value == 2 and charge.skipped == ()
    # A planted shooting change with the same condition cannot hold: shooting comes before
    # the movement in a round (p. 18).
    advanced = Condition(all=(Test(pred=Predicate.ADVANCED, distance=6),))
    planted = TargetNumberEffect(side="attacker", attack="shooting", delta=-1, clamp=2,
                                 condition=advanced)
    bad = with_field(rules, keywords=replace_where(
        rules.keywords, lambda k: k.name == "Deadly Shots",
        lambda k: with_field(k, effects=(planted,))))
    result = lookups.target_number(bad, "Ranged Infantry", "Light Infantry", shooting=True,
                                   attacker_keywords=["Deadly Shots"])
    assert result.value == 6 and result.modifiers == ()  # the chart's 6+ (p. 14)
    (skipped,) = result.skipped
    assert skipped.keyword == "Deadly Shots" and "advanced 6\"" in skipped.why
    # A change for another unit type cannot hold for this one.
    monster_only = Condition(all=(Test(pred=Predicate.UNIT_TYPE, unit_type="Monster"),))
    other = with_field(rules, keywords=replace_where(
        rules.keywords, lambda k: k.name == "Elite",
        lambda k: with_field(k, effects=(with_field(k.effects[0], condition=monster_only),))))
    assert lookups.target_number(other, "Light Infantry", "Monster",
                                 attacker_keywords=["Elite"]).value == 6
    assert lookups.target_number(other, "Monster", "Monster",
                                 attacker_keywords=["Elite"]).value == 2  # 3+ (p. 14), -1
