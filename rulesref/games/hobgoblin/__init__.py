"""Hobgoblin (Electi Studio, early access v2, 2023): the flagship ruleset.

The package describes itself in :data:`RULESET` (found through the ``rulesref.rulesets`` entry
point); importing it loads nothing else, so finding the rulesets stays cheap.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from rulesref.core.registry import Ruleset

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.model import Hobgoblin

RULESET = Ruleset(
    name="hobgoblin",
    title="Hobgoblin (early access v2)",
    summary="Hobgoblin: target numbers, costs, profiles, army lists, odds.",
    package_dir=os.path.dirname(__file__),
    loader="rulesref.games.hobgoblin.loading:LOADER",
    lint="rulesref.games.hobgoblin.lint:LINT",
    checks="rulesref.games.hobgoblin.checks:CHECKS",
    pages="rulesref.games.hobgoblin.docs:DOCS",
    commands="rulesref.games.hobgoblin.cli:hobgoblin_group",
    verify_commands=("rulesref.games.hobgoblin.cli.target_table:target_table_command",),
    answers="rulesref.games.hobgoblin.answers:COMMANDS",
    details="rulesref.games.hobgoblin.details:details",
    shortcuts=True,
)


def load() -> Hobgoblin:
    """The shipped rules model (validated once, then served from the cache).

    :raises RulesDataError: when a shipped data file is malformed.
    """
    from rulesref.games.hobgoblin.loading import load as load_model

    return load_model()


__all__ = ["RULESET", "load"]
