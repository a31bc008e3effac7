"""Five questions a Livestock Uprising player asks an assistant, answered through the MCP
server and checked against the book (sections in each comment)."""

from __future__ import annotations

from tests.mcp.conftest import Client
from tests.mcp.questions import Question, wrong_answers

QUESTIONS = [
    # Marshaling Phase > Troops: Sacrificial Sheep cost 2 Grass each
    Question("What do two Sheep cost?", "livestock_uprising_cost", {"units": ["2x Sheep"]},
             lambda d: d["total"] == {"Grass": 4}),
    # Board Setup: three players start on a 3x3 board and end on a 7x7 one
    Question("How big is the board for three players?", "livestock_uprising_board",
             {"players": 3}, lambda d: (d["starting"], d["final"]) == ("3x3", "7x7")),
    # Battle Resolution (one six-sided die each, a recorded reading): attack 3 against
    # defence 2 wins when the attacker's die is at least the defender's, 21 of 36
    Question("Attack 3 against defence 2: how likely do I win?", "livestock_uprising_odds",
             {"attack": 3, "defense": 2},
             lambda d: d["attacker_wins"]["fraction"] == "7/12"),
    # The turn: the Action Phase comes first
    Question("What happens first in a turn?", "livestock_uprising_turn", {},
             lambda d: d["phases"][0]["name"] == "Action Phase"),
    # Super Army: the Generals first gather in their own barn
    Question("How do I form a Super Army?", "livestock_uprising_super_army", {},
             lambda d: d["steps"][0]["name"] == "Gather in Barn", cited=False),
]


def test_a_player_s_questions_are_answered_right_in_full(mcp_client: Client) -> None:
    assert wrong_answers(mcp_client, QUESTIONS) == []
