"""Livestock Uprising: a tile-board game of farm-animal factions, modelled from its rulebook.

The package describes itself in :data:`RULESET` (found through the ``rulesref.rulesets`` entry
point); importing it loads nothing else, so finding the rulesets stays cheap.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from rulesref.core.registry import Ruleset

if TYPE_CHECKING:
    from rulesref.games.livestock_uprising.model import LivestockUprising

RULESET = Ruleset(
    name="livestock_uprising",
    title="Livestock Uprising",
    summary="Livestock Uprising: battle odds, marshalling costs, army checks.",
    package_dir=os.path.dirname(__file__),
    loader="rulesref.games.livestock_uprising.loading:LOADER",
    lint="rulesref.games.livestock_uprising.lint:LINT",
    checks="rulesref.games.livestock_uprising.checks:CHECKS",
    pages="rulesref.games.livestock_uprising.docs:DOCS",
    commands="rulesref.games.livestock_uprising.cli:livestock_group",
    answers="rulesref.games.livestock_uprising.answers:COMMANDS",
    aliases=("livestock",),
    details="rulesref.games.livestock_uprising.details:details",
)


def load() -> LivestockUprising:
    """The shipped rules model (validated once, then served from the cache).

    :raises RulesDataError: when a shipped data file is malformed.
    """
    from rulesref.games.livestock_uprising.loading import load as load_model

    return load_model()


__all__ = ["RULESET", "load"]
