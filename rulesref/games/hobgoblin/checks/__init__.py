"""Every check ``rulesref verify`` runs on Hobgoblin: the consistency checks, the engine's
phase-graph checks, the z3 proofs about the target number chart, and the checks that
derive from the typed effects."""

from __future__ import annotations

from rulesref.games.hobgoblin.checks import army_rules, consistency, effects, target_table
from rulesref_verify import graphs

CHECKS = (*consistency.CHECKS, *graphs.CHECKS, target_table.check_target_table,
          *effects.CHECKS, army_rules.check_army_rules)
"""The checks in report order."""
