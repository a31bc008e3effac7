"""A scripted assistant: player questions asked through a real MCP client, each answered by
the tool call an assistant would make and checked against facts worked out from the book.
Each game keeps its own questions (``tests/games/<game>/test_player_questions.py``); the goal
across the four games is at least 24 of 25 right in full."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from tests.mcp.conftest import Client


class Question(NamedTuple):
    """One player question, the call that answers it, and what a right answer holds."""

    asked: str
    tool: str
    arguments: dict[str, Any]
    right: Callable[[dict[str, Any]], bool]
    """Whether the tool's structured answer says what the book says."""
    exit_code: int = 0
    """The exit code the answer carries (1 for a refused purchase or a broken rule)."""
    cited: bool = True
    """Whether the answer must carry a citation (a legal list breaks no rule to cite)."""


def wrong_answers(client: Client, questions: Sequence[Question]) -> list[str]:
    """The questions not answered right in full (a tool error, a wrong exit code, a wrong
    fact, or an answer without a citation), each with what came back."""
    wrong = []
    for q in questions:
        result = client.call(q.tool, q.arguments)
        data = result.structured_content or {}
        cited = "citation" in json.dumps(data)
        code = (result.meta or {}).get("rulesref/exit_code")
        if (result.is_error or code != q.exit_code or (q.cited and not cited)
                or not q.right(data)):
            wrong.append(f"{q.asked}: {result.content[0].text[:300]}")
    return wrong
