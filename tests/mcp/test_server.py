"""``rulesref mcp`` through a real MCP client over stdio: tools, errors, resources, prompt."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tests.mcp.conftest import Client, cli_json, tool_name

ROOT = Path(__file__).parent.parent.parent
EXIT_CODE = "rulesref/exit_code"


def test_tool_list_has_every_lookup_of_every_game(client: Client) -> None:
    tools = {t.name: t for t in client.run("list_tools").tools}
    for words in [("tn",), ("cost",), ("unit",), ("keyword",), ("odds",), ("validate",),
                  ("verify",), ("search",), ("hogs", "range"), ("hogs", "can"),
                  ("livestock", "odds"), ("hoarde", "deal-odds")]:
        assert tool_name(*words) in tools, words
    assert "mcp" not in tools
    assert tools["tn"].input_schema["required"] == ["attacker", "defender"]
    assert tools["tn"].annotations.read_only_hint is True


def test_no_tool_takes_a_file_or_a_text_only_option(client: Client) -> None:
    for tool in client.run("list_tools").tools:
        properties = set(tool.input_schema["properties"])
        assert not properties & {"file", "paths", "table", "data", "junit", "plot", "github",
                                 "json"}, tool.name
        assert tool.input_schema["type"] == "object"


def test_target_number_light_infantry_against_monster(client: Client) -> None:
    result = client.call("tn", {"attacker": "Light Infantry", "defender": "Monster"})
    assert not result.is_error
    data = result.structured_content
    assert data["target_number"] == 6  # p. 14: the chart's Light Infantry row, Monster column
    assert "p. 14" in data["citation"]
    assert result.meta[EXIT_CODE] == 0


def test_validate_an_illegal_list(client: Client) -> None:
    army = yaml.safe_load((ROOT / "examples/armies/illegal-everything.yaml").read_text())
    result = client.call(tool_name("validate"), {"army": army})
    assert not result.is_error  # an illegal list is an answer, not a tool error
    data = result.structured_content
    assert data["valid"] is False and data["file"] == "army"
    assert result.meta[EXIT_CODE] == 1
    # The violations the example's comments announce, one per broken rule.
    assert {v["code"] for v in data["violations"]} == {
        "HG002", "HG003", "HG004", "HG008", "HG010", "HG011", "HG012", "HG013", "HG016",
        "HG017", "HG018", "HG020"}
    # Warlord's allegiance: Nullify bars its Wizard, so the choice does nothing (p. 29 asks
    # only Wizards to choose): a warning, not a broken rule
    assert [w["code"] for w in data["warnings"]] == ["HGW03"]
    for violation in data["violations"]:
        assert violation["path"]
        assert violation["rule"]["citation"].startswith("Hobgoblin (early access v2), p. ")
    unknown = next(v for v in data["violations"] if v["code"] == "HG020")
    assert unknown["path"] == "units[6].type"
    assert "did you mean 'Heavy Cavalry'" in unknown["message"]


def test_validate_checks_options_as_the_command_does(client: Client) -> None:
    army = {"game": "hobgoblin", "name": "Tiny", "points_limit": 500, "units": []}
    result = client.call(tool_name("validate"), {"army": army, "points_limit": 0})
    assert result.is_error
    assert result.content[0].text == ("Invalid value for '--points-limit': 0 is not in the "
                                      "range x>=1.")
    result = client.call(tool_name("validate"), {"army": {"game": "hobgoblin"}})
    assert result.is_error and result.content[0].text.startswith("army:1:1: ")


def test_odds_match_the_command_line(client: Client) -> None:
    result = client.call("odds", {"attacker": "Heavy Infantry", "defender": "Light Infantry",
                                  "with": ["Brutal"], "defender_doom": 2})
    code, expected, _ = cli_json("odds", "Heavy Infantry", "Light Infantry", "--with",
                                 "Brutal", "--defender-doom", "2")
    assert code == 0
    assert result.structured_content == expected
    assert "p. 14" in expected["citation"]  # the chart's Heavy Infantry row


def test_unknown_name_is_a_tool_error_with_did_you_mean(client: Client) -> None:
    result = client.call("tn", {"attacker": "Light Infantri", "defender": "Monster"})
    assert result.is_error
    text = result.content[0].text
    assert "did you mean 'Light Infantry'" in text
    code, _, stderr = cli_json("tn", "Light Infantri", "Monster")
    assert code == 2
    assert f"Error: {text}" in stderr  # the command line's one-line cause, word for word
    assert result.structured_content == {"error": text, "exit_code": 2}


@pytest.mark.parametrize(("words", "arguments", "cause"), [
    (("hogs", "range"), {"lane_a": "x", "lane_b": 2}, "'x' is not a valid integer"),
    (("hogs", "hand-size"), {"round_number": 0, "seat": "first"}, "0 is not in the range"),
    (("hogs", "hand-size"), {"round_number": 1, "seat": "third"}, "'third' is not one of"),
    (("tn",), {"attacker": "Light Infantry"}, "missing required argument 'defender'"),
    (("tn",), {"attacker": ["Light Infantry"], "defender": "Monster"}, "not a list"),
    (("tn",), {"attacker": "Light Infantry", "defender": "Monster", "shoting": True},
     "did you mean 'shooting'?"),
    (("tn",), {"attacker": "Light Infantry", "defender": "Monster", "shooting": "yes"},
     "expected true or false"),
])
def test_malformed_arguments_are_tool_errors(client: Client, words: tuple[str, ...],
                                             arguments: dict[str, object], cause: str) -> None:
    result = client.call(tool_name(*words), arguments)
    assert result.is_error
    assert cause in result.content[0].text


def test_unknown_tool_is_an_error_and_the_server_stays_up(client: Client) -> None:
    from mcp import MCPError

    with pytest.raises(MCPError, match="unknown tool 'tnn'; did you mean 'tn'"):
        client.call("tnn", {})
    result = client.call("tn", {"attacker": "Heavy Cavalry", "defender": "Artillery"})
    assert not result.is_error and result.structured_content["target_number"] >= 2


def test_resources_glossaries_and_the_army_schema(client: Client) -> None:
    import json

    uris = {str(r.uri) for r in client.run("list_resources").resources}
    assert "rulesref://schema/army" in uris
    assert {"rulesref://hobgoblin/glossary", "rulesref://hoarde/glossary"} <= uris
    schema = client.run("read_resource", "rulesref://schema/army").contents[0].text
    _, expected, _ = cli_json("schema", "army")
    assert json.loads(schema) == expected
    glossary = json.loads(
        client.run("read_resource", "rulesref://hobgoblin/glossary").contents[0].text)
    light = next(o for o in glossary["objects"] if o["name"] == "Light Infantry")
    assert light["kind"] == "unit-type" and "p. 10" in light["citation"]


def test_prompt_asks_for_citations_and_for_gaps(client: Client) -> None:
    prompts = client.run("list_prompts").prompts
    assert [p.name for p in prompts] == ["rules_question"]
    got = client.run("get_prompt", "rules_question", {"question": "Can Artillery fly?"})
    text = got.messages[0].content.text
    assert "Can Artillery fly?" in text
    assert "citation" in text and "do not cover" in text
