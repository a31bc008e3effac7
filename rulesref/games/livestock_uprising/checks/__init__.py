"""Every check ``rulesref verify`` runs on Livestock Uprising, in report order: the engine's
phase-graph, term and reading checks, and the game's own (:mod:`.components`, :mod:`.terms`,
:mod:`.play`). Each takes the loaded ruleset (the shipped one by default) and returns
findings with stable ids (``livestock.<check>.<thing>``).

Where the book does not print a fact a rule needs (which troops harvest Corn), that gap is
the finding: it names the missing fact and the question it leaves open. Where the model
lacks a fact the components themselves show (how many cards of each troop the deck holds),
the check reports a gap in the model, listed apart for the maintainers. Inconclusive is
kept for checks that could not run or whose solver gave up. The readings the model takes
where the book is silent or ambiguous are listed by the report apart from the findings.
"""

from __future__ import annotations

from rulesref.games.livestock_uprising.checks.components import (
    check_board,
    check_components,
    check_costs,
    check_limits,
)
from rulesref.games.livestock_uprising.checks.play import check_economy, check_state
from rulesref.games.livestock_uprising.checks.support import Check
from rulesref.games.livestock_uprising.checks.terms import check_terms
from rulesref.games.livestock_uprising.states import END, START, state_graph, turn_graph
from rulesref_verify import graphs
from rulesref_verify.citations import check_citations
from rulesref_verify.readings import check_readings

CHECKS: tuple[Check, ...] = (
    *graphs.CHECKS,
    check_components,
    check_costs,
    check_limits,
    check_board,
    check_terms,
    check_citations,
    check_readings,
    check_economy,
    check_state,
)
"""Every Livestock Uprising check, in the order a report lists them."""

__all__ = [
    "CHECKS", "END", "START", "check_board", "check_citations", "check_components",
    "check_costs", "check_economy", "check_limits", "check_readings", "check_state",
    "check_terms", "state_graph", "turn_graph",
]
