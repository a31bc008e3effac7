"""The Hobgoblin army list and glossary through the MCP server: ``validate`` takes the list
as a JSON object and answers as the command line does."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from tests.mcp.conftest import Client, cli_json, tool_name

ROOT = Path(__file__).parent.parent.parent.parent
EXIT_CODE = "rulesref/exit_code"


def test_validate_an_illegal_list(mcp_client: Client) -> None:
    army = yaml.safe_load((ROOT / "examples/armies/illegal-everything.yaml").read_text())
    result = mcp_client.call(tool_name("validate"), {"army": army})
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


def test_validate_checks_options_as_the_command_does(mcp_client: Client) -> None:
    army = {"game": "hobgoblin", "name": "Tiny", "points_limit": 500, "units": []}
    result = mcp_client.call(tool_name("validate"), {"army": army, "points_limit": 0})
    assert result.is_error
    assert result.content[0].text == "points_limit: must be at least 1 and at most 100000"
    result = mcp_client.call(tool_name("validate"), {"army": {"game": "hobgoblin"}})
    assert result.is_error and result.content[0].text.startswith("army:1:1: ")


def test_validate_equals_the_command_line_on_the_same_list(mcp_client: Client,
                                                           tmp_path: Path) -> None:
    army = {"game": "hobgoblin", "name": "Copper", "points_limit": 1000, "units": [
        {"name": "Boss", "type": "Heavy Cavalry", "keywords": ["General", "Hero [+1]"]},
        {"name": "Flag", "type": "Light Infantry", "keywords": ["Battle Standard", "Horde"]},
        {"name": "Oops", "type": "Artillery", "keywords": ["Cowardly"]}]}
    path = tmp_path / "copper.json"
    path.write_text(json.dumps(army))
    code, expected, _ = cli_json("validate", str(path), "--points-limit", "900")
    result = mcp_client.call(tool_name("validate"), {"army": army, "points_limit": 900})
    data = dict(result.structured_content)
    assert data.pop("file") == "army" and expected.pop("file") == str(path)
    assert data == expected
    assert code == result.meta["rulesref/exit_code"] == 1


def test_the_glossary_resource(mcp_client: Client) -> None:
    import json

    glossary = json.loads(
        mcp_client.run("read_resource", "rulesref://hobgoblin/glossary").contents[0].text)
    light = next(o for o in glossary["objects"] if o["name"] == "Light Infantry")
    assert light["kind"] == "unit-type" and "p. 10" in light["citation"]


def test_validate_text_is_escaped_json() -> None:
    """Issue 31: the tool's text came from a plain ``json.dumps``, which keeps ESC, BEL, DEL
    and bidirectional overrides raw."""
    from rulesref.mcp.server import RulesrefTools

    army = {"game": "hobgoblin", "name": "Bad\x1b]0;title\x07\u202e\x7f", "points_limit": 500,
            "units": []}
    outcome = RulesrefTools().call(tool_name("validate"), {"army": army})
    assert outcome.exit_code == 1 and outcome.data is not None
    assert outcome.data["name"] == army["name"]
    assert all(ch not in outcome.text for ch in "\x1b\x07\u202e\x7f")
    assert "\\u001b" in outcome.text and "\\u202e" in outcome.text
    assert json.loads(outcome.text) == outcome.data
