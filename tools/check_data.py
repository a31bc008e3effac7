"""Validate one data file on its own, for transcribers:
``python tools/check_data.py [--game NAME] FILE.yaml...`` (default game: hobgoblin).

Checks each top-level key of the file against its field of the game's root model.
"""

from __future__ import annotations

import importlib
import sys
import typing
from pathlib import Path

from rulesref.core.loader import fill_citations, validate
from rulesref.core.yamlio import Document, load_file
from rulesref.errors import RulesError


def main(argv: list[str]) -> int:
    game = "hobgoblin"
    if argv[:1] == ["--game"] and len(argv) > 1:
        game, argv = argv[1], argv[2:]
    loading = importlib.import_module(f"rulesref.games.{game}.loading")
    root = loading.LOADER.root
    hints = typing.get_type_hints(root)
    status = 0
    for name in argv:
        try:
            doc = load_file(Path(name))
            fill_citations(doc.data, loading.BOOK)
            for key, value in doc.data.items():
                if key not in hints:
                    print(f"{name}: unknown top-level key {key!r}; expected one of {sorted(hints)}")
                    status = 1
                    continue
                inner = {p[1:]: v for p, v in doc.positions.items() if p[:1] == (key,)}
                validate(hints[key], value, Document(doc.name, value, inner))
                count = len(value) if isinstance(value, list) else 1
                print(f"{name}: {key}: ok ({count} item(s))")
        except RulesError as exc:
            print(f"error: {exc}")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
