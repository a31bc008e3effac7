"""Quoting a value in a message the same way on every Python.

``repr`` escapes the characters its Python's Unicode tables call unprintable, so a name with
a recent emoji reads ``'\\U0001face'`` on CPython 3.11 and as the character itself on newer
Pythons, and a message would differ between the command line and the builder page (Pyodide).
:func:`quoted` writes a character as itself only when it is printable and was already
assigned in Unicode 3.2, the version every Python ships; everything else is escaped as
``repr`` escapes it.
"""

from __future__ import annotations

import functools
from typing import Any

_NAMED = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"}


def shown_everywhere(ch: str) -> bool:
    """Whether every Python shows ``ch`` as itself (printable, and assigned in Unicode 3.2)."""
    return ch.isprintable() and (ch.isascii() or _ucd_3_2().category(ch) != "Cn")


@functools.cache
def _ucd_3_2() -> Any:
    """Unicode 3.2's tables (:mod:`unicodedata` is loaded only for text that needs them)."""
    import unicodedata

    return unicodedata.ucd_3_2_0


def _escape(ch: str) -> str:
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def quoted(value: object) -> str:
    """``repr(value)``, but for text the same on every Python (see the module's notes)."""
    if not isinstance(value, str):
        return repr(value)
    if all(shown_everywhere(ch) for ch in value) and "\\" not in value:
        return repr(value)  # nothing any Python would escape differently
    quote = '"' if "'" in value and '"' not in value else "'"
    body = "".join(
        _NAMED[ch] if ch in _NAMED
        else "\\" + ch if ch == quote
        else ch if shown_everywhere(ch) else _escape(ch) for ch in value)
    return quote + body + quote
