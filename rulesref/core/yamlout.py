"""Writing plain data (an army list) as YAML without PyYAML, so that reading it back gives the
same data.

Mappings are written as blocks, lists of lists or mappings as block sequences, and lists of
plain values on one line (``keywords: [General, "Tough [+1]"]``). Text is double-quoted
JSON-style unless it is a plain word that every YAML reader takes as the same text; any
character YAML may not hold literally (control characters, ``\\x7f``, line and paragraph
separators, a byte order mark) is escaped. Numbers, ``true``/``false`` and ``null`` are
written as YAML 1.2 core reads them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Any

#: Text written without quotes: a letter first, then letters, digits, spaces and a few marks,
#: never ending in a space, and never a word YAML 1.1 reads as something else.
_PLAIN = re.compile(r"[A-Za-z][A-Za-z0-9 _.'()-]*[A-Za-z0-9_.')-]|[A-Za-z]")
_SPECIAL_WORDS = frozenset({
    "y", "n", "yes", "no", "on", "off", "true", "false", "null", "nan", "inf",
})
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r", "\0": "\\0"}


def _printable(ch: str) -> bool:
    """Whether YAML allows ``ch`` literally inside double quotes (and we keep it)."""
    code = ord(ch)
    if code < 0x20 or code == 0x7F or 0x80 <= code <= 0x9F:
        return False
    if code in (0x2028, 0x2029, 0xFEFF) or 0xD800 <= code <= 0xDFFF:
        return False
    return code not in (0xFFFE, 0xFFFF)


def quote(text: str) -> str:
    """``text`` as a YAML double-quoted scalar."""
    out = []
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif _printable(ch):
            out.append(ch)
        elif ord(ch) <= 0xFFFF:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(f"\\U{ord(ch):08x}")
    return '"' + "".join(out) + '"'


def scalar(value: Any) -> str:
    """A plain value (text, number, boolean, null) as YAML.

    :raises ValueError: for a float YAML would not read back exactly (NaN) or any other type.
    """
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if type(value) is int:
        return str(value)
    if type(value) is float:
        if math.isnan(value):
            raise ValueError("NaN cannot be written to an army file")
        if math.isinf(value):
            return ".inf" if value > 0 else "-.inf"
        text = repr(value)
        mantissa, e, exponent = text.partition("e")
        if "." not in mantissa:  # YAML 1.1 readers need the point: 1e+20 is 1.0e+20
            mantissa += ".0"
        return mantissa + e + exponent
    if type(value) is str:
        if _PLAIN.fullmatch(value) and value.casefold() not in _SPECIAL_WORDS and \
                ": " not in value and " #" not in value:
            return value
        return quote(value)
    raise ValueError(f"cannot write a {type(value).__name__} to an army file")


def _flow(value: Any) -> str:
    if type(value) is list:
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if type(value) is dict:
        return "{" + ", ".join(f"{scalar(k)}: {_flow(v)}" for k, v in value.items()) + "}"
    return scalar(value)


def _simple(value: Any) -> bool:
    """Whether a list or mapping is written on one line (it holds plain values only)."""
    items = value if type(value) is list else list(value.values())
    return all(type(v) not in (list, dict) for v in items)


def _lines(value: Any, indent: str) -> Iterator[str]:
    """The block lines of a mapping or a list."""
    if type(value) is dict:
        for key, item in value.items():
            head = f"{indent}{scalar(key)}:"
            if type(item) in (list, dict) and item and not _simple(item):
                yield head
                yield from _lines(item, indent + "  ")
            else:
                yield f"{head} {_flow(item)}"
    else:
        for item in value:
            if (type(item) is dict and item) or (type(item) is list and item and not _simple(item)):
                first, *rest = list(_lines(item, indent + "  "))
                yield f"{indent}- {first[len(indent) + 2:]}"
                yield from rest
            else:
                yield f"{indent}- {_flow(item)}"


def dump(data: Any) -> str:
    """``data`` (a mapping, as an army file holds) as a YAML document.

    :raises ValueError: for a value plain YAML cannot hold exactly.
    """
    if type(data) is dict and data:
        return "\n".join(_lines(data, "")) + "\n"
    return _flow(data) + "\n"


__all__ = ["dump", "quote", "scalar"]
