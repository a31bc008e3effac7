"""Every check ``rulesref verify`` runs on HOARDE: the engine's phase-graph and reading checks,
the odds statements (z3, :mod:`.odds`), the game's states (networkx, :mod:`.states`) and the
turn data (:mod:`.data`). Each is a small ``check_*`` function from the loaded ruleset
(:class:`~rulesref.games.hoarde.model.Hoarde`) to findings with stable ids.
"""

from __future__ import annotations

from rulesref.games.hoarde.checks.data import check_dealt_set, check_references, check_turn_facts
from rulesref.games.hoarde.checks.literal import check_literal_likelihood, check_literal_sets
from rulesref.games.hoarde.checks.odds import (
    check_odds_composition,
    check_odds_consistency,
    check_odds_readings,
)
from rulesref.games.hoarde.checks.odds_encoding import (
    ODDS_READINGS,
    OddsReadings,
    odds_readings,
    statement_label,
)
from rulesref.games.hoarde.checks.odds_model import (
    DeckShape,
    OddsResult,
    odds_check,
    recorded_shapes,
)
from rulesref.games.hoarde.checks.states import (
    check_dead_ends,
    check_endless_play,
    check_game_end_reachable,
)
from rulesref_verify import graphs
from rulesref_verify.citations import check_citations
from rulesref_verify.readings import check_readings

CHECKS = (
    *graphs.CHECKS, check_citations,
    check_odds_consistency, check_odds_composition, check_odds_readings,
    check_game_end_reachable, check_dead_ends, check_endless_play,
    check_turn_facts, check_references, check_readings, check_dealt_set, check_literal_sets,
    check_literal_likelihood,
)
"""The checks in report order."""

__all__ = [
    "CHECKS", "ODDS_READINGS", "DeckShape", "OddsReadings", "OddsResult", "check_dead_ends",
    "check_dealt_set", "check_endless_play", "check_game_end_reachable",
    "check_literal_likelihood", "check_literal_sets",
    "check_odds_composition", "check_odds_consistency", "check_odds_readings",
    "check_readings", "check_references", "check_turn_facts", "odds_check", "odds_readings",
    "recorded_shapes", "statement_label",
]
