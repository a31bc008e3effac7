"""Validate one data file on its own, for transcribers:
``python tools/check_data.py [--game NAME] FILE.yaml...`` (default: the default ruleset).

Checks each top-level key of the file against its field of the game's root model.
"""

from __future__ import annotations

import sys
from pathlib import Path

from rulesref.core.lazy import type_hints
from rulesref.core.loader import fill_citations, validate
from rulesref.core.yamlio import Document, load_file
from rulesref.errors import RulesError


def main(argv: list[str]) -> int:
    from rulesref.core.registry import default_ruleset, find_ruleset

    try:
        if argv[:1] == ["--game"] and len(argv) > 1:
            ruleset = find_ruleset(argv[1])
            argv = argv[2:]
        else:
            found = default_ruleset()
            if found is None:
                print("error: no default ruleset is installed; name one with --game")
                return 2
            ruleset = found
    except RulesError as exc:
        print(f"error: {exc}")
        return 2
    loader = ruleset.load_loader()
    hints = type_hints(loader.root)
    status = 0
    for name in argv:
        try:
            doc = load_file(Path(name))
            fill_citations(doc.data, loader.book)
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
