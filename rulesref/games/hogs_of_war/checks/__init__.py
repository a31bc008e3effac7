"""Every check ``rulesref verify`` runs on Hogs of War: The Card Game, small ``check_*``
functions that return findings with stable ids (the game's own start with ``hogs:``):

- the engine's phase-graph, reading and term checks (a term the rulebook never explains is
  reported as a reading);
- counts the rulebook states in words agree with the model, and every token has a component,
  a beginning and an end (:mod:`.counts`); named cards use known kinds and classes
  (:mod:`.terms`);
- action requirements agree with the Remove Stun and Hide rules, and hand sizes cover each
  round and seat once (:mod:`.actions`);
- setup provides every fact the first round reads, and every status ends (:mod:`.sequences`);
- the state check: game end is reachable and no state is a dead end (:mod:`.states`, over
  the state graph of :mod:`rulesref.games.hogs_of_war.states`).
"""

from __future__ import annotations

from rulesref.games.hogs_of_war.checks.actions import check_actions, check_hand_sizes
from rulesref.games.hogs_of_war.checks.counts import check_components, check_stated_counts
from rulesref.games.hogs_of_war.checks.sequences import check_lifecycles, check_turn_structure
from rulesref.games.hogs_of_war.checks.states import check_states
from rulesref.games.hogs_of_war.checks.terms import check_card_names, check_terms
from rulesref.games.hogs_of_war.states import END, state_graph
from rulesref_verify import graphs
from rulesref_verify.readings import check_readings

CHECKS = (*graphs.CHECKS, check_readings, check_terms, check_stated_counts, check_components,
          check_card_names, check_actions, check_hand_sizes, check_turn_structure,
          check_lifecycles, check_states)
"""The checks in report order."""

__all__ = [
    "CHECKS", "END", "check_actions", "check_card_names", "check_components",
    "check_hand_sizes", "check_lifecycles", "check_readings", "check_stated_counts",
    "check_states", "check_terms", "check_turn_structure", "state_graph",
]
