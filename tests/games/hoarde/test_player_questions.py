"""Five questions a HOARDE player asks an assistant, answered through the MCP server and
checked against the page (sections in each comment)."""

from __future__ import annotations

from tests.mcp.conftest import Client
from tests.mcp.questions import Question, wrong_answers

QUESTIONS = [
    # Well met adventurer!: three cards of one colour are a set
    Question("Is pink dagger 10, pink sword 3, pink bow 7 a set?", "hoarde_is_set",
             {"cards": ["PINK/DAGGER/10", "PINK/SWORD/3", "PINK/BOW/7"]},
             lambda d: d["is_set"] is True and d["wins"][0]["attribute"] == "COLOUR"),
    # Three colours, no shared item or value: no set
    Question("Is pink dagger 10, blue sword 3, green bow 7 a set?", "hoarde_is_set",
             {"cards": ["PINK/DAGGER/10", "BLUE/SWORD/3", "GREEN/BOW/7"]},
             lambda d: d["is_set"] is False, exit_code=1),
    # The odds: 144 of the C(48, 3) = 17,296 hands of three are sets, 9/1081
    Question("How likely is a set in my opening hand?", "hoarde_deal_odds", {},
             lambda d: d["any_set"]["probability"]["fraction"] == "9/1081"),
    # Set Up: each player is dealt three cards
    Question("How many cards do I start with?", "hoarde_turn", {},
             lambda d: any(s["name"] == "Deal" and "3 cards" in s["summary"]
                           for s in d["setup"]["steps"])),
    # the turn: pick up a card, place a card, end the turn
    Question("What do I do on my turn?", "hoarde_turn", {},
             lambda d: [s["name"] for s in d["turn"]["steps"]] == [
                 "1. Pick up a card", "2. Place a card", "3. End of turn"]),
]


def test_a_player_s_questions_are_answered_right_in_full(mcp_client: Client) -> None:
    assert wrong_answers(mcp_client, QUESTIONS) == []
