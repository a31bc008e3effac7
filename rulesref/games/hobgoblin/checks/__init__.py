"""Every check ``rulesref verify`` runs on Hobgoblin: the table checks (:mod:`.tables`), the
keyword checks (:mod:`.keywords`), the engine's phase-graph checks, and the z3 proofs about
the target number chart (:mod:`.target_table`), and the checks that derive from the
typed effects (:mod:`.effects`)."""

from __future__ import annotations

from rulesref.games.hobgoblin.checks import army_rules, effects, target_table
from rulesref.games.hobgoblin.checks.examples import check_purchase_examples
from rulesref.games.hobgoblin.checks.keywords import (
    check_cost_traits,
    check_keyword_names,
    check_keyword_printings,
)
from rulesref.games.hobgoblin.checks.tables import (
    check_dice_tables,
    check_printings_agree,
    check_spells,
    check_stated_counts,
)
from rulesref_verify import graphs
from rulesref_verify.citations import check_citations

CONSISTENCY = (check_dice_tables, check_keyword_names, check_cost_traits, check_spells,
               check_stated_counts, check_printings_agree, check_keyword_printings)
"""The checks of the data against itself, in report order."""

CHECKS = (*CONSISTENCY, *graphs.CHECKS, check_citations, target_table.check_target_table,
          *effects.CHECKS, army_rules.check_army_rules, check_purchase_examples)
"""The checks in report order (the engine adds its checks over records any ruleset may
hold: printings, scenarios and play variants, claims, references by kind; the keywords of
the terrain examples are checked there)."""
