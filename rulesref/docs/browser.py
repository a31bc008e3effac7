"""The Python side of the army builder page: runs in the page's worker under Pyodide.

The worker loads the rules model from its snapshot (:mod:`rulesref.core.snapshot`, no
pydantic), then passes each call from the page here as a name and JSON arguments, and gets
JSON back (ASCII, so no text can break the hand-over). Every answer comes from the game's
builder module (``options``, ``view``, ``update``, ``open_link``, ``import_file``,
``export``, ``roster``, ``report_text``). A failure of any kind is an answer too
(``{"error": ...}``), so the page always has something to show.

Before the site build keeps a started Python as a memory snapshot, :func:`warm` makes the
calls a page makes as it opens, so a page restoring it does none of that work again.
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


def warm(session: Session) -> None:
    """Make the calls a page makes as it opens (the options, a new list and its view), so a
    page restoring the snapshot finds what they import and build already done.

    Only these, and not every module of the code zip: Pyodide restores a snapshot only into
    its first 30 MB of memory (pyodide/pyodide#6254), and importing the whole zip (the
    BattleScribe writers among it) took the heap past that, so no page could restore it."""
    session.call("options", "[]")
    found = json.loads(session.call("new_list", "[]"))
    if found.get("ok"):
        session.call("view", json.dumps([found["result"]]))


__all__ = ["CALLS", "Session", "warm"]
