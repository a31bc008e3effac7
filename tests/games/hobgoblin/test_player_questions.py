"""Ten questions a Hobgoblin player asks an assistant, answered through the MCP server and
checked against the book (pages in each comment)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tests.conftest import ROOT
from tests.mcp.conftest import Client
from tests.mcp.questions import Question, wrong_answers


def _army() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(
        Path(ROOT / "examples" / "armies" / "copper-host.yaml").read_text(encoding="utf-8"))
    return data


def _first(data: dict[str, Any], key: str = "results") -> dict[str, Any]:
    found: dict[str, Any] = data[key][0]
    return found


QUESTIONS = [
    # p. 14: the chart gives Light Infantry 6+ against a Monster
    Question("What do my Light Infantry need to hit a Monster?", "hobgoblin_tn",
             {"attacker": "Light Infantry", "defender": "Monster"},
             lambda d: d["target_number"] == 6),
    # p. 14 and p. 65: 3+ on the chart; Devastating Charge makes it 2+ after a 6" advance
    Question("My Heavy Cavalry charge Light Infantry: what do they need?", "hobgoblin_tn",
             {"attacker": "Heavy Cavalry", "defender": "Light Infantry"},
             lambda d: d["target_number"] == 3 and "Devastating Charge" in str(d)),
    # pp. 10 and 27-28: Heavy Cavalry 400 points, Bloodthirsty 75 at its multiplier x2
    Question("What does Heavy Cavalry with Bloodthirsty cost?", "hobgoblin_cost",
             {"unit_type": "Heavy Cavalry", "keywords": ["Bloodthirsty"]},
             lambda d: d["total"] == 550),
    # p. 10 and p. 66: Ranged Infantry's Range 24, raised by 12
    Question("How far do Ranged Infantry shoot with Ranged [+12]?", "hobgoblin_unit",
             {"unit_type": "Ranged Infantry", "keywords": ["Ranged [+12]"]},
             lambda d: d["range"] == 36),
    # p. 28: Artillery may not buy Cowardly (HG012)
    Question("Can my Artillery take Cowardly?", "hobgoblin_cost",
             {"unit_type": "Artillery", "keywords": ["Cowardly"]},
             lambda d: "HG012" in str(d), exit_code=1),
    # p. 19: one Mercury per full 1000 points and one per Wizard, each Magic Phase
    Question("How many Mercury tokens do I get each round?", "search",
             {"query": "how many Mercury tokens do I get each round", "prefer": "hobgoblin"},
             lambda d: _first(d)["name"] == "Mercury" and "p. 19" in _first(d)["citation"]),
    # p. 27: Cover
    Question("What does Cover do?", "show", {"name": "Cover", "game": "hobgoblin"},
             lambda d: any("p. 27" in r["citation"] for r in d["results"])),
    # p. 18: the battle round's six phases in order
    Question("What happens in a battle round, in order?", "hobgoblin_turn", {},
             lambda d: [p["name"] for p in d["round"]["phases"]] == [
                 "Initiative Phase", "Magic Phase", "Shooting Phase", "Movement Phase",
                 "Combat Phase", "Doom Phase"]),
    # pp. 27-29: the Copper Host is legal at 2500 of 3000 points
    Question("Is my list legal?", "hobgoblin_validate", {"army": _army()},
             lambda d: d["valid"] is True and d["total_points"] == 2500, cited=False),
    # p. 19: 3000-point limit gives 3 Mercury, plus 1 for its Wizard
    Question("How much Mercury will my list get?", "hobgoblin_explain", {"army": _army()},
             lambda d: d["mercury_per_round"] == 4 and bool(d["mercury_rules"])),
]


def test_a_player_s_questions_are_answered_right_in_full(mcp_client: Client) -> None:
    assert wrong_answers(mcp_client, QUESTIONS) == []
