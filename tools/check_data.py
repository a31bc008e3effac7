"""Validate one Hobgoblin data file on its own: ``python tools/check_data.py FILE.yaml``.

For transcribers: checks each top-level key against its field of the Hobgoblin model.
"""

from __future__ import annotations

import sys
import typing
from pathlib import Path

from rulesref.core.loader import fill_citations, validate
from rulesref.core.yamlio import Document, load_file
from rulesref.errors import RulesError
from rulesref.games.hobgoblin.loading import BOOK
from rulesref.games.hobgoblin.model import Hobgoblin


def main(argv: list[str]) -> int:
    hints = typing.get_type_hints(Hobgoblin)
    status = 0
    for name in argv:
        try:
            doc = load_file(Path(name))
            fill_citations(doc.data, BOOK)
            for key, value in doc.data.items():
                if key not in hints:
                    print(f"{name}: unknown top-level key {key!r}; expected one of {sorted(hints)}")
                    status = 1
                    continue
                inner = {p[1:]: v for p, v in doc.positions.items() if p[:1] == (key,)}
                sub = Document(doc.name, value, inner)
                validate(hints[key], value, sub)  # type: ignore[arg-type]
                count = len(value) if isinstance(value, list) else 1
                print(f"{name}: {key}: ok ({count} item(s))")
        except RulesError as exc:
            print(f"error: {exc}")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
