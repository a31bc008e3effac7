"""The lookup commands through click's runner: exit codes, text and JSON."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesref.cli import cli


def test_tn_prints_six_plus(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["tn", "Light Infantry", "Monster"])
    assert result.exit_code == 0
    assert result.output.startswith("6+")
    assert "natural 6 always hits" in result.output


def test_tn_json(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["tn", "light infantry", "monster", "--json"])
    data = json.loads(result.output)
    assert data["target_number"] == 6 and isinstance(data["target_number"], int)
    assert "p. 14" in data["citation"]


def test_tn_with_modifiers(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["tn", "Ranged Infantry", "Monster", "--shooting",
                                 "--with", "Deadly Shots", "--defender-with", "Cover", "--json"])
    data = json.loads(result.output)
    assert data["chart_value"] == 5 and data["target_number"] == 5
    assert [m["keyword"] for m in data["modifiers"]] == ["Deadly Shots", "Cover"]


def test_unknown_unit_type_exits_2_with_suggestion(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["tn", "Light Infantery", "Monster"])
    assert result.exit_code == 2
    assert "unknown unit type 'Light Infantery'" in result.output
    assert "Light Infantry" in result.output
    assert "Traceback" not in result.output


def test_unknown_keyword_json_error(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["cost", "Monster", "Bloodthursty", "--json"])
    assert result.exit_code == 2
    assert "Bloodthirsty" in result.output


def test_cost(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["cost", "Heavy Cavalry", "Bloodthirsty", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["total"] == 550
    assert data["keywords"] == [{"keyword": "Bloodthirsty", "listed": 50, "points": 100}]
    text = runner.invoke(cli, ["cost", "Heavy Cavalry", "Bloodthirsty"]).output
    assert text.startswith("550 pts")


def test_unit(runner: CliRunner) -> None:
    data = json.loads(runner.invoke(cli, ["unit", "Ranged Infantry", "Ranged [+12]",
                                          "--json"]).output)
    assert data["range"] == 36 and "Ranged [36]" in data["keywords"]
    assert data["points"] == 375
    for field in ("speed", "range", "strikes", "courage", "keywords", "points"):
        assert field in data
    hi = json.loads(runner.invoke(cli, ["unit", "Heavy Infantry", "Tough [+1]", "--json"]).output)
    assert "Tough [2]" in hi["keywords"]


def test_keyword(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["keyword", "wild"])
    assert result.exit_code == 0
    assert result.output.startswith("Wild")
    assert "Reserved" in result.output and "Monster" in result.output
    data = json.loads(runner.invoke(cli, ["keyword", "Hero [+1]", "--json"]).output)
    assert data["name"] == "Hero" and data["numeric"]
    assert {c["keyword"] for c in data["costs"]} == {"Hero [+1]", "Hero [+2]"}


def test_bad_keyword_syntax(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["unit", "Monster", "Hero [+"])
    assert result.exit_code == 2
    assert "not a keyword" in result.output


def test_the_top_level_shortcuts_are_the_hobgoblin_group(runner: CliRunner) -> None:
    short = runner.invoke(cli, ["tn", "Light Infantry", "Monster"])
    grouped = runner.invoke(cli, ["hobgoblin", "tn", "Light Infantry", "Monster"])
    assert short.exit_code == grouped.exit_code == 0
    assert short.output == grouped.output and short.output.startswith("6+")
    target = runner.invoke(cli, ["verify", "target-table", "--help"])
    assert target.exit_code == 0 and "designer's hidden stats with z3" in target.output


def test_a_keyword_named_twice_counts_once(runner: CliRunner) -> None:
    # Light Infantry needs 6+ against a Monster (chart, p. 14); Elite takes 1 off in close
    # combat: 5+. A unit has only one copy of a keyword (Duplicate Keywords, p. 9), so naming
    # it again changes nothing (and twelve copies must not try 12! orders of applying them).
    once = json.loads(runner.invoke(cli, ["tn", "Light Infantry", "Monster", "--with", "Elite",
                                          "--json"]).output)
    many = runner.invoke(cli, ["tn", "Light Infantry", "Monster", *["--with", "elite"] * 12,
                               "--json"])
    assert many.exit_code == 0
    assert once["target_number"] == json.loads(many.output)["target_number"] == 5
    assert len(json.loads(many.output)["modifiers"]) == 1


def test_keyword_values_are_checked(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["unit", "Monster", "Hero [-50]"])
    assert result.exit_code == 2
    assert result.stderr == ("Error: 'Hero [-50]': the X of Hero [X] must be a whole number of "
                             "at least 1 [Hobgoblin (early access v2), p. 9, Numerical "
                             "Keywords]\n")


def test_tn_refuses_a_unit_that_cannot_shoot(runner: CliRunner) -> None:
    # Light Infantry has no Range (p. 10); Who shoots (p. 20) needs the Ranged keyword.
    result = runner.invoke(cli, ["tn", "Light Infantry", "Beasts", "--shooting"])
    assert result.exit_code == 2
    assert "Light Infantry cannot make a shooting attack" in result.output
    assert "Who shoots (p. 20, Shooting)" in result.output
    assert "Traceback" not in result.output
    ok = runner.invoke(cli, ["tn", "Light Infantry", "Beasts", "--shooting",
                             "--with", "Ranged [+12]"])
    assert ok.exit_code == 0 and ok.output.startswith("2+")  # 2+ on the chart (p. 14)


def test_unit_lists_conditional_keywords_apart(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["unit", "Light Infantry", "Sneaky"])
    assert result.exit_code == 0
    assert "Keywords: Wide Footprint, Sneaky\n" in result.output
    # Sneaky (p. 67): the D6 its player rolls at the end of a Movement Phase brings it on
    assert ("Also gains Distracted (from Sneaky) each time its player rolls a D6, at the end "
            "of the Movement Phase") in result.output
    data = json.loads(runner.invoke(cli, ["unit", "Monster", "Ravenous", "--json"]).output)
    assert "Devour" not in data["keywords"]
    assert data["conditional_keywords"] == [{
        "keyword": "Devour", "from": "Ravenous",
        "when": "when it is engaged with a Broken enemy",
        "citation": "Hobgoblin (early access v2), p. 66, Index of Keywords"}]


def test_unit_options_give_prices_and_reasons(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["unit", "Artillery", "--options"])
    assert result.exit_code == 0
    # Artillery's multiplier is x2 (p. 10): Wizard 200 -> 400, Self-Destructive -25 -> -50.
    assert "    Wizard: +400 pts\n" in result.output
    assert "    Self-Destructive: -50 pts\n" in result.output
    assert "    Cowardly: Artillery weaknesses bars it" in result.output  # p. 27
    data = json.loads(runner.invoke(cli, ["unit", "Beasts", "--options", "--json"]).output)
    horde = next(o for o in data["options"] if o["keyword"] == "Horde")
    assert (horde["allowed"], horde["rule"], horde["points"]) == (False, "HG010", 100)


def test_keyword_shows_four_source_lists_and_buyers(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["keyword", "Distracted"])
    assert result.exit_code == 0
    out = result.output
    for heading in ("Granted by:", "Removed or ignored by:", "Forbidden by:", "Mentioned by:"):
        assert f"\n  {heading}" in out
    granted = out.split("Granted by:")[1].split("Removed or ignored by:")[0]
    assert "spell: Scuttle" not in granted and "keyword: Cowardly" in granted
    assert "spell: Scuttle (the target: ignores Distracted" in out  # p. 33
    assert "Who may buy it: nobody; Distracted is Reserved" in out
    data = json.loads(runner.invoke(cli, ["keyword", "Horde", "--json"]).output)
    assert set(data["sources"]) == {"granted", "removed", "forbidden", "mentioned"}
    prices = {(b["unit_type"], b["points"], b["allowed"]) for b in data["buyers"]}
    # Horde is listed at 100 (p. 28): x1 for Light Infantry, x2 for Monstrous Infantry;
    # Beasts may not buy it (p. 66).
    assert {("Light Infantry", 100, True), ("Monstrous Infantry", 200, True),
            ("Beasts", 100, False)} <= prices
    text = runner.invoke(cli, ["keyword", "Horde"]).output
    assert "    Horde, +100 pts: Light Infantry, Ranged Infantry, Heavy Infantry\n" in text
    assert "    Horde, +200 pts: Monstrous Infantry\n" in text
    assert "    Horde, not Beasts: Horde bars it unless its unit type's name includes " \
           "Infantry" in text


def test_tn_lists_the_unit_types_own_charge(runner: CliRunner) -> None:
    # p. 14: 3+; Devastating Charge (p. 65), Heavy Cavalry's own (p. 10): 2+ after 6".
    result = runner.invoke(cli, ["tn", "Heavy Cavalry", "Light Infantry"])
    assert result.exit_code == 0
    assert result.output.startswith("3+  Heavy Cavalry attacking Light Infantry")
    assert ("Devastating Charge (attacker's own): 2+ if it advanced 6\" or more this round"
            in result.output)


@pytest.mark.parametrize(
    ("unit_type", "keyword", "code"),
    [("Artillery", "Cowardly", "HG012"), ("Light Cavalry", "Horde", "HG010"),
     ("Heavy Cavalry", "Wide Footprint", "HG009"), ("Beasts", "Wild", "HG011")],
)
@pytest.mark.parametrize("command", ["cost", "unit"])
def test_cost_and_unit_refuse_with_the_rule(runner: CliRunner, command: str, unit_type: str,
                                            keyword: str, code: str) -> None:
    result = runner.invoke(cli, [command, unit_type, keyword])
    assert result.exit_code == 1
    assert f"REFUSED {keyword}" in result.output and code in result.output
    assert "p. " in result.output
    data = json.loads(runner.invoke(cli, [command, unit_type, keyword, "--json"]).output)
    assert data["legal"] is False and data["refused"][0]["rule"] == code


def test_cost_of_a_reserved_keyword_says_reserved(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["cost", "Beasts", "Wild"])
    assert result.exit_code == 1
    assert "Wild is Reserved and cannot be purchased" in result.output
    assert "unknown" not in result.output and "Wizard" not in result.output


def test_cost_of_a_legal_purchase_exits_0(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["cost", "Light Infantry", "Horde"])  # 300 + 100 (p. 10, 28)
    assert result.exit_code == 0 and result.output.startswith("400 pts  Light Infantry")
