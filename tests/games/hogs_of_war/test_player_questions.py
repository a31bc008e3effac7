"""Five questions a Hogs of War player asks an assistant, answered through the MCP server and
checked against the book (sections in each comment)."""

from __future__ import annotations

from tests.mcp.conftest import Client
from tests.mcp.questions import Question, wrong_answers

QUESTIONS = [
    # Range: lanes 1 and 3 across the table are 3 apart
    Question("How far is it from my lane 1 to their lane 3?", "hogs_of_war_range",
             {"lane_a": 1, "lane_b": 3}, lambda d: d["range"] == 3),
    # Setup: only the first player's first-round hand is five; six is the default
    Question("How many cards does the first player hold in round one?",
             "hogs_of_war_hand_size", {"round_number": 1, "seat": "first"},
             lambda d: (d["hand_size"], d["default"]) == (5, 6)),
    # Remove Stun: a stunned Hog can only remove its Stun token
    Question("Can my stunned Hog move?", "hogs_of_war_can",
             {"action": "move", "stunned": True}, lambda d: d["legal"] is False,
             exit_code=1),
    # Remove Stun: the token goes with the Remove Stun action
    Question("How do I get rid of a Stun token?", "hogs_of_war_token",
             {"name": "Stun token"}, lambda d: "Remove Stun" in d["removed_by"]),
    # Placing a Deployable: Minefield is a Deployable of range 1 into an enemy lane
    Question("What is a Minefield?", "hogs_of_war_card", {"name": "Minefield"},
             lambda d: d["kind"] == "Deployable card" and d["range"] == 1),
]


def test_a_player_s_questions_are_answered_right_in_full(mcp_client: Client) -> None:
    assert wrong_answers(mcp_client, QUESTIONS) == []
