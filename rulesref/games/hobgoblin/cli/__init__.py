"""``rulesref hobgoblin``: the Hobgoblin commands. Hobgoblin is the default ruleset, so each
is also a top-level command (``rulesref tn`` is ``rulesref hobgoblin tn``).

The commands load lazily: ``rulesref tn`` imports the lookups and nothing else.
"""

from __future__ import annotations

import click

from rulesref.cli import RulesrefGroup

#: Every command, as ``name: "module:attribute"``.
COMMANDS: dict[str, str] = {
    "tn": "rulesref.games.hobgoblin.cli.lookups:tn_command",
    "cost": "rulesref.games.hobgoblin.cli.lookups:cost_command",
    "unit": "rulesref.games.hobgoblin.cli.lookups:unit_command",
    "keyword": "rulesref.games.hobgoblin.cli.lookups:keyword_command",
    "validate": "rulesref.games.hobgoblin.cli.army:validate_command",
    "roster": "rulesref.games.hobgoblin.cli.army:roster_command",
    "schema": "rulesref.games.hobgoblin.cli.army:schema_command",
    "odds": "rulesref.games.hobgoblin.cli.odds:odds_command",
    "export": "rulesref.games.hobgoblin.cli.export:export_group",
    "turn": "rulesref.games.hobgoblin.cli.play:turn_command",
    "explain": "rulesref.games.hobgoblin.cli.explain:explain_command",
}


@click.group("hobgoblin", cls=RulesrefGroup, lazy_commands=COMMANDS,
             short_help="Hobgoblin: target numbers, costs, profiles, army lists, odds.")
def hobgoblin_group() -> None:
    """Look up Hobgoblin rules and check army lists (each command also works without the
    ``hobgoblin`` prefix)."""
