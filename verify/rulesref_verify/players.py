"""The player-count check: a game with a set-up deals to, or seats, a number of players, so
the book must say how many may play. Game-agnostic: any model whose ``structure`` names a
set-up sequence gets it, and reads the :class:`rulesref.core.sequences.PlayerCount` records
the structure transcribes, one for each passage that prints a number of players.
"""

from __future__ import annotations

from typing import Any

from rulesref_verify.findings import Finding, Kind, facts


def check_player_count(rules: Any) -> list[Finding]:
    """A game whose set-up is transcribed prints at least one number of players."""
    structure = getattr(rules, "structure", None)
    if structure is None or structure.setup is None or structure.players:
        return []
    setup = next((s for s in getattr(rules, "sequences", ()) if s.id == structure.setup), None)
    if setup is None:
        return []
    steps = [step.name for step in setup.steps]
    return [Finding(
        "players:never-fixed", "check_player_count",
        f"{setup.name} gets the players ready ({', '.join(steps)}), but no passage says how "
        "many may play, fewest or most (print the number of players the game is for)",
        str(setup.cite), None, "structure.players", kind=Kind.MISSING,
        facts=facts(setup=setup.name, steps=steps))]


CHECKS = (check_player_count,)
"""The player-count checks, in report order."""
