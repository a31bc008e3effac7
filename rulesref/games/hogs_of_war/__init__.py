"""Hogs of War: The Card Game: lanes, range, the five actions and alternating rounds.

The package describes itself in :data:`RULESET` (found through the ``rulesref.rulesets`` entry
point); importing it loads nothing else, so finding the rulesets stays cheap.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from rulesref.core.registry import Ruleset

if TYPE_CHECKING:
    from rulesref.games.hogs_of_war.model import HogsOfWar

RULESET = Ruleset(
    name="hogs_of_war",
    title="Hogs of War: The Card Game",
    summary="Hogs of War: The Card Game: range, actions, hand size.",
    package_dir=os.path.dirname(__file__),
    loader="rulesref.games.hogs_of_war.loading:LOADER",
    lint="rulesref.games.hogs_of_war.lint:LINT",
    checks="rulesref.games.hogs_of_war.checks:CHECKS",
    pages="rulesref.games.hogs_of_war.docs:DOCS",
    commands="rulesref.games.hogs_of_war.cli:hogs_group",
    answers="rulesref.games.hogs_of_war.answers:COMMANDS",
    aliases=("hogs",),
    details="rulesref.games.hogs_of_war.details:details",
)


def load() -> HogsOfWar:
    """The shipped rules model (validated once, then served from the cache).

    :raises RulesDataError: when a shipped data file is malformed.
    """
    from rulesref.games.hogs_of_war.loading import load as load_model

    return load_model()


__all__ = ["RULESET", "load"]
