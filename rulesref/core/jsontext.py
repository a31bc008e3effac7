"""JSON text that is safe to print and to show: the one spelling of every JSON answer, shared
by the command line and by the army builder page (which shows, in the browser, exactly what
``--json`` prints)."""

from __future__ import annotations

from typing import Any

from rulesref.core.quoting import shown_everywhere
from rulesref.errors import RulesDataError


def dumps(data: Any, indent: int | None = 2) -> str:
    """``data`` as JSON that cannot disturb a terminal: besides the control characters
    :mod:`json` escapes, every other character that is not printable (a bidirectional
    override, a line separator, a lone surrogate from the input) is written as a ``\\u``
    escape, which JSON reads back as the same string.

    The same data gives the same text on every Python, whichever Unicode version its
    :mod:`unicodedata` knows (the command line's CPython and the builder page's Pyodide
    differ): a character is written as itself only when it is printable and was already
    assigned in Unicode 3.2, the version every Python also ships."""
    import json  # here, not at the top: a lookup's start-up need not import it

    text = json.dumps(data, indent=indent, ensure_ascii=False)
    # json.dumps escapes the C0 controls but not DEL, which is ASCII too
    if (text.isascii() and "\x7f" not in text) or all(_kept(ch) for ch in set(text)
                                                     if ch != "\n"):
        return text
    # outside strings json.dumps writes only printable characters and indenting newlines
    return "".join(ch if ch == "\n" or _kept(ch) else _json_escape(ch) for ch in text)


_kept = shown_everywhere
"""Whether JSON text shows a character as itself (see :func:`dumps`)."""


def _json_escape(ch: str) -> str:
    code = ord(ch)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000  # a UTF-16 surrogate pair, as JSON spells characters beyond the BMP
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def error_details(exc: BaseException) -> dict[str, Any]:
    """Where a :class:`RulesDataError` points (file, line, column, path), for JSON."""
    if isinstance(exc, RulesDataError):
        return {"file": exc.file, "line": exc.line, "column": exc.column,
                "path": exc.path or None}
    return {}


__all__ = ["dumps", "error_details"]
