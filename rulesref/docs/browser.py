"""The Python side of the army builder page: runs in the page's worker under Pyodide.

The worker loads the rules model from its snapshot (:mod:`rulesref.core.snapshot`, no
pydantic), then passes each call from the page here as a name and JSON arguments, and gets
JSON back (ASCII, so no text can break the hand-over). Every answer comes from the game's
builder module (``options``, ``view``, ``update``, ``open_link``, ``import_file``,
``export``, ``roster``, ``report_text``). A failure of any kind is an answer too
(``{"error": ...}``), so the page always has something to show.

Before the site build keeps a started Python as a memory snapshot, :func:`preload` imports
the rest of the code zip, so a page restoring it compiles no module on its first calls.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

from rulesref.core import snapshot
from rulesref.core.quoting import quoted

#: What the page may call, with the builder function's arguments after the model.
CALLS = frozenset({"options", "view", "update", "open_link", "import_file", "export",
                   "roster", "report_text", "new_list"})
#: The calls whose builder function takes no model.
WITHOUT_MODEL = frozenset({"export", "new_list"})


class Session:
    """One game's builder module and rules model, loaded once per page."""

    def __init__(self, module: str, snapshot_text: str | bytes) -> None:
        self.builder: Any = importlib.import_module(module)
        self.rules = snapshot.load_json(snapshot_text, self.builder.ROOT)

    def call(self, name: str, args_json: str, raw: Any = None) -> str:
        """The JSON answer to one call (``raw``: a file's bytes, for ``import_file``)."""
        try:
            if name not in CALLS:
                raise LookupError(f"unknown call {quoted(name)}")
            args = json.loads(args_json)
            if not isinstance(args, list):
                raise TypeError("arguments must be a JSON list")
            if raw is not None:  # a JavaScript Uint8Array under Pyodide
                to_bytes = getattr(raw, "to_bytes", None)
                args.append(to_bytes() if callable(to_bytes) else bytes(raw))
            function = getattr(self.builder, name)
            found = function(*args) if name in WITHOUT_MODEL else function(self.rules, *args)
            return json.dumps({"ok": True, "result": found})
        except Exception as exc:  # the page shows any failure instead of hanging
            return json.dumps({"ok": False, "error": f"{type(exc).__name__}: {exc}"})


def preload(code_zip: str) -> None:
    """Import every module of the code zip at ``code_zip`` that is not imported yet (some
    are imported only inside functions); one that fails is left to fail as it would on
    first use."""
    import zipfile

    with zipfile.ZipFile(code_zip) as archive:
        names = sorted(archive.namelist())
    for name in names:
        if not name.endswith(".py"):
            continue
        module = name[:-3].replace("/", ".").removesuffix(".__init__")
        try:
            importlib.import_module(module)
        except Exception:  # the same error comes back when the page first needs it
            continue


__all__ = ["CALLS", "Session", "preload"]
