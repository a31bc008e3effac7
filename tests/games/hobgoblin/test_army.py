"""Army validation: each rule has a list that breaks it and one that passes."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.core.yamlio import parse
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army import validate
from rulesref.games.hobgoblin.army_list import parse_army
from tests.games.hobgoblin.armies import (
    SAFE_WEAKNESSES,
    UNIT_TYPES,
    army,
    from_yaml,
    legal_army,
    legal_units,
)

BASE: dict[str, Any] = {
    "game": "hobgoblin",
    "name": "Test Host",
    "points_limit": 3000,
    "units": [
        {"name": "Guard", "type": "Heavy Infantry", "keywords": ["General"]},
        {"name": "Banner", "type": "Light Infantry", "keywords": ["Battle Standard"]},
    ],
}


def codes(rules, data: dict[str, Any], **options: Any) -> list[str]:  # type: ignore[no-untyped-def]
    return [p.code for p in validate(rules, army(data), **options).violations]


def with_unit(**unit: Any) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    data["units"].append({"name": "Extra", **unit})
    return data


def test_base_list_is_legal(rules) -> None:  # type: ignore[no-untyped-def]
    report = validate(rules, army(BASE))
    assert report.valid and report.total_points == 650
    assert report.mercury_per_round == 3


@pytest.mark.parametrize(
    ("code", "broken", "passing"),
    [
        ("HG001", {**BASE, "points_limit": 649}, {**BASE, "points_limit": 650}),
        ("HG002", with_unit(type="Beasts", keywords=["General"]), with_unit(type="Beasts")),
        ("HG003", with_unit(type="Beasts", keywords=["Battle Standard"]),
         with_unit(type="Beasts")),
        ("HG004", with_unit(type="Light Infantry", keywords=["Cowardly", "Berserk", "Unruly"]),
         with_unit(type="Light Infantry", keywords=["Cowardly", "Berserk"])),
        ("HG005", with_unit(type="Chariot", keywords=["Fragile"]),
         with_unit(type="Light Infantry", keywords=["Fragile"])),
        ("HG006", with_unit(type="Monster", keywords=["Elite", "elite"]),
         with_unit(type="Monster", keywords=["Ranged [+6]", "Ranged [+12]"])),
        ("HG007", with_unit(type="Light Infantry", keywords=["Narrow Footprint", "Horde"]),
         with_unit(type="Light Infantry", keywords=["Narrow Footprint"])),
        ("HG008", with_unit(type="Chariot", keywords=["Narrow Footprint"]),
         with_unit(type="Beasts", keywords=["Narrow Footprint"])),
        ("HG009", with_unit(type="Light Infantry", keywords=["Wide Footprint"]),
         with_unit(type="War Wagon", keywords=["Wide Footprint"])),
        ("HG010", with_unit(type="Beasts", keywords=["Horde"]),
         with_unit(type="Heavy Infantry", keywords=["Horde"])),
        ("HG011", with_unit(type="Beasts", keywords=["Command [+1]"]),
         with_unit(type="Beasts", keywords=["Stubborn"])),
        ("HG012", with_unit(type="Artillery", keywords=["Cowardly"]),
         with_unit(type="Artillery", keywords=["Self-Destructive", "Short-Ranged"])),
        ("HG013", with_unit(type="Light Infantry", keywords=["Short-Ranged"]),
         with_unit(type="Light Infantry", keywords=["Ranged [+6]", "Short-Ranged"])),
        ("HG017", with_unit(type="Beasts", keywords=["Swift [+4]"]),
         with_unit(type="Beasts", keywords=["Swift [+2]"])),
        ("HG020", with_unit(type="Heavy Cavalery"), with_unit(type="heavy cavalry")),
        ("HG021", with_unit(type="Beasts", keywords=["Bloodthursty"]),
         with_unit(type="Beasts", keywords=["BLOODTHIRSTY"])),
    ],
)
def test_rule(rules, code: str, broken: dict[str, Any], passing: dict[str, Any]) -> None:  # type: ignore[no-untyped-def]
    assert code in codes(rules, broken)
    assert code not in codes(rules, passing)
    assert codes(rules, passing) == []


def test_general_and_standard_share_a_unit(rules) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(BASE)
    data["units"] = [{"name": "Both", "type": "Monster",
                      "keywords": ["General", "Battle Standard"]}]
    report = validate(rules, army(data))
    assert report.valid and report.total_points == 600
    prof = report.units[0].profile
    assert prof is not None
    assert "Command [2]" in prof.keywords and "Hero [3]" in prof.keywords


def test_missing_general_and_standard(rules) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(BASE)
    data["units"] = [{"name": "Alone", "type": "Beasts"}]
    assert codes(rules, data) == ["HG002", "HG003"]


def test_wizard_needs_one_allegiance(rules) -> None:  # type: ignore[no-untyped-def]
    assert "HG014" in codes(rules, with_unit(type="Monster", keywords=["Wizard"]))
    assert codes(rules, with_unit(type="Monster", keywords=["Wizard"], allegiance="Gomb")) == []
    assert "HG014" in codes(rules, with_unit(type="Monster", keywords=["Wizard"],
                                             allegiance=["Gomb", "Atare"]))
    # an allegiance on a unit with no Wizard does nothing: legal, but worth a warning (p. 29
    # asks each Wizard to choose one and says nothing of other units)
    report = validate(rules, army(with_unit(type="Monster", allegiance="Gomb")))
    assert report.valid and [w.code for w in report.warnings] == ["HGW03"]
    assert "HG022" in codes(rules, with_unit(type="Monster", keywords=["Wizard"],
                                             allegiance="Gom"))
    assert codes(rules, with_unit(type="Monster", keywords=["Wizard"],
                                  allegiance="ljudlos")) == []


def test_staff_of_ruin_wizard_takes_two_allegiances(rules) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(BASE) | {"artefact": "the staff of ruin"}
    assert codes(rules, data) == ["HG014"]
    data["units"][0]["allegiance"] = ["Gomb", "Polyceus"]
    report = validate(rules, army(data))
    assert report.valid
    # the artefact's keywords are free, and its Wizard adds Mercury (plus Mystic Roots)
    assert report.units[0].points == 350
    assert report.mercury_per_round == 3 + 1 + 1


# Tome of Magic (The Staff of Ruin, p. 34): the unit "may select two schools of magic"; every
# Wizard must select a single Abyssal Allegiance (p. 29). So one or two, and two schools are
# two different ones. The Staff makes the General's unit (Guard) a Wizard.
@pytest.mark.parametrize(
    ("allegiance", "expected"),
    [
        (None, ["HG014"]),  # a Wizard with no allegiance at all
        ("Gomb", []),  # one: the base rule, which Tome of Magic does not take away
        (["Gomb"], []),
        (["Gomb", "Polyceus"], []),  # two different schools
        (["Gomb", "Gomb"], ["HG014"]),  # the same school twice is not two schools
        (["gomb", "GOMB"], ["HG014"]),  # names match case-insensitively
        (["Gomb", "Polyceus", "Atare"], ["HG014"]),  # three is more than two
    ],
)
def test_tome_of_magic_allows_one_or_two_different_schools(  # type: ignore[no-untyped-def]
        rules, allegiance: str | list[str] | None, expected: list[str]) -> None:
    data = copy.deepcopy(BASE) | {"artefact": "The Staff of Ruin"}
    if allegiance is not None:
        data["units"][0]["allegiance"] = allegiance
    report = validate(rules, army(data))
    assert [p.code for p in report.violations] == expected
    for problem in report.violations:
        assert problem.rule.cite.page == 29 and problem.path[:2] == ("units", 0)
    if allegiance == ["Gomb", "Gomb"]:
        (problem,) = report.violations
        assert "Gomb twice" in problem.message and problem.path == ("units", 0, "allegiance", 1)


def test_without_tome_of_magic_a_wizard_takes_exactly_one(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 29: "a single Abyssal Allegiance"; no Tome of Magic here, so two is one too many
    two = with_unit(type="Monster", keywords=["Wizard"], allegiance=["Gomb", "Polyceus"])
    report = validate(rules, army(two))
    (problem,) = report.violations
    assert problem.code == "HG014" and "exactly 1" in problem.message
    assert "2 selected" in problem.message


def test_artefact_rules(rules) -> None:  # type: ignore[no-untyped-def]
    assert "HG023" in codes(rules, copy.deepcopy(BASE) | {"artefact": "Staff of Ruins"})
    blade = copy.deepcopy(BASE) | {"artefact": "The Ferric Blade"}
    blade["units"][0]["keywords"].append("Wizard")
    blade["units"][0]["allegiance"] = "Gomb"
    assert "HG016" in codes(rules, blade)
    box = copy.deepcopy(BASE) | {"artefact": "The Obsidian Puzzle Box"}
    report = validate(rules, army(box))
    assert report.valid
    prof = report.units[0].profile
    assert prof is not None and not prof.has("Command") and prof.has("Hero")
    no_general = copy.deepcopy(BASE) | {"artefact": "The Ferric Blade"}
    no_general["units"][0]["keywords"] = []
    assert "HG015" in codes(rules, no_general)


def test_base_sizes(rules) -> None:  # type: ignore[no-untyped-def]
    ok = with_unit(type="Light Infantry", base={"width_mm": 100, "depth_mm": 40})
    assert codes(rules, ok) == []
    assert codes(rules, with_unit(type="Light Infantry",
                                  base={"width_mm": 99, "depth_mm": 40})) == ["HG018"]
    horde = with_unit(type="Light Infantry", keywords=["Horde"],
                      base={"width_mm": 160, "depth_mm": 80})
    assert codes(rules, horde) == ["HG018"]  # Horde needs 100mm depth
    narrowed = with_unit(type="Light Infantry", keywords=["Narrow Footprint"],
                         base={"width_mm": 60, "depth_mm": 60})
    assert codes(rules, narrowed) == []


def test_solo_opponent(rules) -> None:  # type: ignore[no-untyped-def]
    data = with_unit(type="Monster", keywords=["Wizard"], allegiance="Gomb")
    assert codes(rules, data) == []
    assert codes(rules, data, solo_opponent=True) == ["HG019"]


def test_points_limit_option_wins(rules) -> None:  # type: ignore[no-untyped-def]
    assert codes(rules, BASE, points_limit=600) == ["HG001"]
    assert validate(rules, army(BASE), points_limit=600).points_limit == 600


def test_redundant_strength_is_a_warning(rules) -> None:  # type: ignore[no-untyped-def]
    report = validate(rules, army(with_unit(type="Monster", keywords=["Large"])))
    assert report.valid
    assert [w.code for w in report.warnings] == ["HGW01"]


def test_reserved_but_priced_reading_is_a_warning(rules) -> None:  # type: ignore[no-untyped-def]
    report = validate(rules, army(with_unit(type="Beasts", keywords=["Ravenous"])))
    assert report.valid
    assert [w.code for w in report.warnings] == ["HGW02"]
    assert "errata" in report.warnings[0].message


def test_never_stops_at_the_first_problem(rules) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(BASE)
    data["units"] += [
        {"name": "A", "type": "Beasts", "keywords": ["Horde"]},
        {"name": "B", "type": "Nope"},
        {"name": "C", "type": "Artillery", "keywords": ["Cowardly"]},
    ]
    assert codes(rules, data) == ["HG010", "HG020", "HG012"]


def test_yaml_positions(rules) -> None:  # type: ignore[no-untyped-def]
    text = """game: hobgoblin
name: Positions
points_limit: 3000
units:
  - name: Guard
    type: Heavy Infantry
    keywords: [General, Battle Standard, Bloodthursty]
"""
    parsed, doc = from_yaml(text)
    report = validate(rules, parsed, document=doc)
    (problem,) = report.violations
    assert problem.code == "HG021"
    assert problem.path == ("units", 0, "keywords", 2)
    assert (problem.line, problem.column) == (7, 42)
    assert "Bloodthirsty" in problem.message and "Guard" in problem.message


def test_json_positions_come_from_re_reading_the_file(rules) -> None:  # type: ignore[no-untyped-def]
    text = """{
  "game": "hobgoblin",
  "name": "Positions",
  "points_limit": 3000,
  "units": [
    {"name": "Guard", "type": "Heavy Infantry",
     "keywords": ["General", "Battle Standard", "Bloodthursty"]}
  ]
}"""
    doc = parse(text, "test.json")
    report = validate(rules, parse_army(doc).army, document=doc)
    (problem,) = report.violations
    assert problem.code == "HG021"
    assert problem.path == ("units", 0, "keywords", 2)
    # line 7: five spaces and `"keywords": ["General", "Battle Standard", ` (43 characters)
    # come before the third keyword's opening quote, at column 49
    assert (problem.line, problem.column) == (7, 49)


@given(legal_units())
def test_generated_legal_armies_validate_clean(rules, units) -> None:  # type: ignore[no-untyped-def]
    report = validate(rules, army(legal_army(units)))
    assert report.violations == ()


@given(legal_units())
def test_unit_cost_is_base_plus_listed_times_multiplier(rules, units) -> None:  # type: ignore[no-untyped-def]
    listed = {e.keyword.casefold(): e.cost for e in lookups.canonical_costs(rules).entries}
    base = {u.name: (u.points, u.cost_multiplier) for u in rules.unit_types}
    report = validate(rules, army(legal_army(units)))
    for unit, result in zip(units, report.units, strict=True):
        points, mult = base[unit["type"]]
        expected = points + sum(listed[k.casefold()] * mult for k in unit["keywords"])
        assert result.points == expected


def _mutate(units: list[dict[str, Any]], code: str, total: int) -> dict[str, Any]:
    units = copy.deepcopy(units)
    data = legal_army(units)
    target = units[-1]
    if code == "HG001":
        data["points_limit"] = total - 1
    elif code == "HG002":
        if "General" in target["keywords"]:
            units.append({"name": "Extra", "type": "Beasts", "keywords": []})
            target = units[-1]
        target["keywords"].append("General")
    elif code == "HG004":
        units.append({"name": "Extra", "type": "Light Infantry",
                      "keywords": SAFE_WEAKNESSES[:3]})
    elif code == "HG006":
        units.append({"name": "Extra", "type": "Beasts", "keywords": ["Elite", "Elite"]})
    elif code == "HG011":
        target["keywords"].append("Broken")
    elif code == "HG017":
        target["keywords"].append("Hero [+3]")
    elif code == "HG010":
        units.append({"name": "Extra", "type": "Monster", "keywords": ["Horde"]})
    return data


@given(legal_units(), st.sampled_from(["HG001", "HG002", "HG004", "HG006", "HG010", "HG011",
                                       "HG017"]))
def test_one_mutation_gives_exactly_that_violation(rules, units, code) -> None:  # type: ignore[no-untyped-def]
    total = validate(rules, army(legal_army(units))).total_points
    if code == "HG001":
        assert total > 0
    data = _mutate(units, code, total)
    if code == "HG001":
        data["points_limit"] = total - 1
    assert codes(rules, data) == [code]


def test_validate_many(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.army import validate_many

    reports = validate_many(rules, [army(BASE), army(with_unit(type="Beasts",
                                                               keywords=["Horde"]))],
                            points_limit=5000)
    assert [r.valid for r in reports] == [True, False]
    assert all(r.points_limit == 5000 for r in reports)


# --------------------------------------------------------------------------- strict values


@pytest.mark.parametrize(("keyword", "message"), [
    ("Hero [-50]", "'Hero [-50]': the X of Hero [X] must be a whole number of at least 1 "
                   "[Hobgoblin (early access v2), p. 9, Numerical Keywords]"),
    ("Hero [0]", "the X of Hero [X] must be a whole number of at least 1"),
    ("Tough [+0]", "the X of Tough [+X] must be a whole number of at least 1"),
    ("Wild [3]", "'Wild [3]': Wild is not a numerical keyword, so it takes no value in "
                 "brackets [Hobgoblin (early access v2), p. 67, Index of Keywords]"),
    ("Hero [+1", "not a keyword: 'Hero [+1'"),
])
def test_keyword_values_out_of_bounds_are_bad_input(keyword: str, message: str) -> None:
    from rulesref.errors import RulesDataError

    text = f"""game: hobgoblin
name: Bounds
points_limit: 3000
units:
  - name: Guard
    type: Heavy Infantry
    keywords: [General, Battle Standard, {keyword!r}]
"""
    with pytest.raises(RulesDataError) as caught:
        from_yaml(text)
    error = caught.value
    assert (error.line, error.column, error.path) == (7, 42, "units[0].keywords[2]")
    assert error.message.startswith("Guard: ") and message in error.message


def test_an_unknown_keyword_with_a_value_is_still_a_broken_rule(rules) -> None:  # type: ignore[no-untyped-def]
    assert codes(rules, with_unit(type="Beasts", keywords=["Gloom [-5]"])) == ["HG021"]


def test_refused_purchases_are_still_priced(rules) -> None:  # type: ignore[no-untyped-def]
    # Points are the sum of what is written, legal or not, as a roster adds them up: Beasts
    # cost 200 (x1, p. 27); Cowardly, Berserk, Unruly are -25 each and Cursed -50 (p. 28).
    # Only two purchased weaknesses are allowed, yet all four are priced: 200 - 75 - 50 = 75.
    report = validate(rules, army(with_unit(type="Beasts", keywords=[
        "Cowardly", "Berserk", "Unruly", "Cursed"])))
    assert [p.code for p in report.violations] == ["HG004", "HG004"]
    assert report.units[2].points == 75
    assert "each is priced, only the first two take effect" in report.violations[0].message
    # a keyword bought five times is priced five times: 200 - 5 x 25
    twice = validate(rules, army(with_unit(type="Beasts", keywords=["Cowardly"] * 5)))
    assert twice.units[2].points == 75
    assert {p.code for p in twice.violations} == {"HG006"}
    # Light Infantry with Narrow Footprint (+25) and Horde (+100, Footprint too): only one
    # Footprint keyword may be bought, and only the first shapes the unit, but both are
    # priced: 300 + 25 + 100 = 425.
    feet = validate(rules, army(with_unit(type="Light Infantry",
                                          keywords=["Narrow Footprint", "Horde"])))
    assert feet.units[2].points == 425 and feet.units[2].profile is not None
    assert feet.units[2].profile.footprint == "Narrow"


def test_a_refused_purchase_can_break_the_points_limit(rules) -> None:  # type: ignore[no-untyped-def]
    # the limit is what the list costs with Brutal bought once; bought twice, the second copy
    # breaks HG006 and is priced too (a strength costs points, p. 28), which puts the list
    # over its limit (issue 28: what an app adds up, validate adds up)
    data = with_unit(type="Beasts", keywords=["Brutal", "Brutal"])
    data["points_limit"] = validate(rules, army(with_unit(type="Beasts", keywords=[
        "Brutal"]))).total_points
    report = validate(rules, army(data))
    assert {p.code for p in report.violations} == {"HG006", "HG001"}


ALL_LISTED = sorted({"Berserk", "Cowardly", "Cursed", "Fragile", "Hollow", "Ravenous",
                     "Self-Destructive", "Short-Ranged", "Slow [+2]", "Unruly", "Weak [+2]",
                     "Wide Footprint", "Narrow Footprint", "Horde", "Brutal", "Hero [+1]"})


@given(st.lists(st.tuples(st.sampled_from(UNIT_TYPES),
                          st.lists(st.sampled_from(ALL_LISTED), max_size=30)),
                min_size=1, max_size=5))
def test_points_are_the_sum_of_what_is_written(rules, units) -> None:  # type: ignore[no-untyped-def]
    # each unit: its type's points plus every keyword written, at its listed cost times the
    # type's multiplier, however illegal the purchases (the cost table's numbers, p. 28)
    data = {**BASE, "units": [*BASE["units"], *({"name": f"U{n}", "type": t, "keywords": k}
                                               for n, (t, k) in enumerate(units))]}
    report = validate(rules, army(data))
    for unit, written in zip(report.units[len(BASE["units"]):], units, strict=True):
        utype = lookups.find_unit_type(rules, written[0])
        assert unit.points == utype.points + sum(
            lookups.find_cost_entry(rules, k).cost * utype.cost_multiplier for k in written[1])
    assert report.total_points == sum(u.points for u in report.units)


NUMERIC = ["Hero", "Swift", "Slow", "Weak", "Ranged", "Tough", "Command"]


@given(st.sampled_from(["Artillery", "Beasts", "Light Infantry", "Monster", "War Wagon"]),
       st.lists(st.tuples(st.sampled_from(NUMERIC), st.sampled_from(["", "+"]),
                          st.integers(1, 500)), max_size=8),
       st.lists(st.sampled_from(["Short-Ranged", "Fragile", "Horde", "Unruly"]), max_size=3))
def test_derived_stats_are_never_negative(rules, unit_type, numeric, plain) -> None:  # type: ignore[no-untyped-def]
    keywords = [f"{name} [{sign}{value}]" for name, sign, value in numeric] + plain
    prof = lookups.profile(rules, unit_type, keywords)
    for stat in (prof.speed, prof.range, prof.strikes, prof.courage, prof.breaks_at,
                 prof.close_combat_strikes):
        assert stat is None or stat >= 0


@pytest.mark.parametrize("text", ["Hero [-1]", "Ranged [-24]", "Brutal [2]"])
def test_lookups_refuse_values_out_of_bounds(rules, text: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(lookups.KeywordValueError, match="Hobgoblin"):
        lookups.profile(rules, "Monster", [text])
    with pytest.raises(lookups.KeywordValueError):
        lookups.unit_cost(rules, "Monster", [text])
    with pytest.raises(lookups.KeywordValueError):
        lookups.target_number(rules, "Monster", "Beasts", attacker_keywords=[text])


def test_a_negative_increment_is_refused(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.errors import KeywordSyntaxError

    # refused either as a value below 1 or, by a stricter parser, as not a keyword at all
    with pytest.raises((lookups.KeywordValueError, KeywordSyntaxError)):
        lookups.profile(rules, "Monster", ["Slow [+-3]"])


def test_roster_lists_keywords_gained_only_sometimes(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.roster import roster_html, roster_markdown

    report = validate(rules, army(with_unit(type="Light Infantry", keywords=["Sneaky"])))
    text = roster_markdown(rules, report)
    # Sneaky (p. 67): the unit is Distracted only on arrival, so not in its keywords column
    row = next(line for line in text.splitlines() if line.startswith("| Extra |"))
    assert "Distracted" not in row and "Sneaky" in row
    assert "## Gained only sometimes" in text
    assert ("- **Extra** gains Distracted (from Sneaky) each time its player rolls a D6, at "
            "the end of the Movement Phase") in text
    assert "<h2>Gained only sometimes</h2>" in roster_html(rules, report)
    assert "Gained only sometimes" not in roster_markdown(rules, validate(rules, army(BASE)))


def test_artefact_weaknesses_are_not_purchases(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 27 limits the weaknesses *purchased* for Artillery; the Staff of Ruin's Ruinous
    # Price (p. 34) is conveyed, not bought, so an Artillery General may carry it.
    data = copy.deepcopy(BASE) | {"artefact": "The Staff of Ruin"}
    data["units"][0] = {"name": "Guns", "type": "Artillery", "keywords": ["General"],
                        "allegiance": "Gomb"}
    assert codes(rules, data) == []


def test_the_solo_opponent_may_not_have_wizard_however_gained(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 50: He may not take the Wizard strength; the model reads an artefact's Wizard as
    # taken too (reading solo-wizard-however-gained).
    data = copy.deepcopy(BASE) | {"artefact": "The Staff of Ruin"}
    data["units"][0]["allegiance"] = "Gomb"
    assert codes(rules, data) == []
    report = validate(rules, army(data), solo_opponent=True)
    (problem,) = report.violations
    assert problem.code == "HG019" and "conveyed by The Staff of Ruin" in problem.message
    assert "solo-wizard-however-gained" in problem.message


def test_mercury_per_round_reads_the_effects(rules) -> None:  # type: ignore[no-untyped-def]
    # Mercury Tokens (p. 19): 1 per full 1000 points of the limit and 1 per Wizard; the
    # Staff of Ruin's Mystic Roots (p. 34) adds 1. 3000 points, two Wizards (the Staff's
    # and a bought one) and Mystic Roots: 3 + 2 + 1.
    data = copy.deepcopy(BASE) | {"artefact": "The Staff of Ruin"}
    data["units"][0]["allegiance"] = "Gomb"
    data["units"].append({"name": "Mage", "type": "Beasts", "keywords": ["Wizard"],
                          "allegiance": "Atare"})
    report = validate(rules, army(data))
    assert report.valid and report.mercury_per_round == 6
    assert validate(rules, army({**BASE, "points_limit": 4999})).mercury_per_round == 4
