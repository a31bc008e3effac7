"""The army list as a document: ``rulesref validate`` for a list given as a JSON object (the
MCP server's ``validate`` tool), with the functions the command calls and the JSON it prints,
so no file is written or read."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rulesref.core.documents import DocumentForm

NAME = "army"
"""The name an army document goes by in messages and in the ``file`` field."""


def _schema() -> dict[str, Any]:
    from rulesref.games.hobgoblin.army import army_schema

    return army_schema()


def _validate(document: Mapping[str, Any], options: Mapping[str, Any]
              ) -> tuple[int, dict[str, Any]]:
    """Validate an army document as ``rulesref validate`` validates a JSON file.

    :raises RulesError: when the document is not an army list at all.
    """
    from rulesref.core.yamlio import Document, parse
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.army import parse_army, validate
    from rulesref.games.hobgoblin.cli.army import report_json

    # the document as the one-line JSON file the command would read, so that positions (and
    # so the order of the violations) are the command's own
    parsed = parse(json.dumps(dict(document), ensure_ascii=False), f"{NAME}.json")
    loaded = parse_army(Document(NAME, parsed.data, parsed.positions))
    report = validate(hobgoblin.load(), loaded.army, points_limit=options.get("points_limit"),
                      solo_opponent=bool(options.get("solo_opponent")),
                      document=loaded.document)
    return (0 if report.valid else 1), report_json(NAME, report)


ARMY = DocumentForm(
    command="rulesref.games.hobgoblin.cli.army:validate_command",
    param="paths", property=NAME,
    description="The army list is given as a JSON object in the army file format (the "
                "rulesref://schema/army resource); the result's `file` is \"army\".",
    schema=_schema, run=_validate)
"""``validate``'s document form."""
