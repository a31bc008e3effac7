"""Document forms: how a ruleset's file-reading command takes its file as a JSON object.

The MCP server's tools take no file paths, so a command that reads a file (``validate``
reads army lists) is offered with the document itself instead. A ruleset names its forms in
:attr:`rulesref.core.registry.Ruleset.documents`; the server finds them there and never
names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

Runner = Callable[[Mapping[str, Any], Mapping[str, Any]], tuple[int, dict[str, Any]]]
"""Reads a document in memory: (document, the command's converted options) to (exit code as
the command's, the JSON the command prints)."""


@dataclass(frozen=True, slots=True)
class DocumentForm:
    """One file-reading command's document form."""

    command: str
    """``"module:attribute"`` of the ``click`` command whose file the document replaces."""
    param: str
    """The command's path parameter that the document replaces."""
    property: str
    """The tool's property holding the document (and its name in messages)."""
    description: str
    """What the document is, for the tool's description."""
    schema: Callable[[], dict[str, Any]]
    """The document's JSON Schema."""
    run: Runner
    """Validates or otherwise reads the document in memory.

    :raises RulesError: when the document is not what the command reads at all."""
