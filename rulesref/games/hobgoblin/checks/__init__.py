"""Every check ``rulesref verify`` runs on Hobgoblin: the consistency checks, the engine's
phase-graph checks, and the z3 proofs about the target number chart."""

from __future__ import annotations

from rulesref.games.hobgoblin.checks import consistency, target_table
from rulesref_verify import graphs

CHECKS = (*consistency.CHECKS, *graphs.CHECKS, target_table.check_target_table)
"""The checks in report order."""
