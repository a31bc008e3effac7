"""HOARDE: a three-card set-collecting game played alongside a tabletop roleplaying game.

The package describes itself in :data:`RULESET` (found through the ``rulesref.rulesets`` entry
point); importing it loads nothing else, so finding the rulesets stays cheap.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from rulesref.core.registry import Ruleset

if TYPE_CHECKING:
    from rulesref.games.hoarde.model import Hoarde

RULESET = Ruleset(
    name="hoarde",
    title="HOARDE",
    summary="HOARDE: deal odds, odds check, turn, readings.",
    package_dir=os.path.dirname(__file__),
    loader="rulesref.games.hoarde.loading:LOADER",
    lint="rulesref.games.hoarde.lint:LINT",
    checks="rulesref.games.hoarde.checks:CHECKS",
    pages="rulesref.games.hoarde.docs:DOCS",
    commands="rulesref.games.hoarde.cli:hoarde_group",
    details="rulesref.games.hoarde.details:details",
    answers="rulesref.games.hoarde.answers:COMMANDS",
)


def load() -> Hoarde:
    """The shipped rules model (validated once, then served from the cache).

    :raises RulesDataError: when a shipped data file is malformed.
    """
    from rulesref.games.hoarde.loading import load as load_model

    return load_model()


__all__ = ["RULESET", "load"]
