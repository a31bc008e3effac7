"""JSON read strictly at C speed, with positions worked out only when a message needs one.

:func:`parse_json` lets the C :func:`json.loads` build the data, refusing through its hooks
what strict input refuses and :mod:`json` lets through: duplicate keys, integers of more
digits than allowed, and ``NaN``/``Infinity``; nesting deeper than
:data:`~rulesref.core.yamlio.MAX_DEPTH` is found in the data. :func:`scan_json`, a slower
scan of the text that tracks every path's line and column, re-reads the text only when
there is something to place: a refusal, a syntax error, or a message that asks where a path
is (:class:`LazyPositions`).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator, Mapping
from typing import Any

from rulesref.core.quoting import quoted
from rulesref.core.yamlio import (
    MAX_DEPTH,
    Document,
    PathKey,
    format_path,
    int_digits_limit,
    iter_paths,
    text_error,
    too_many_digits,
)
from rulesref.errors import RulesDataError

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}:,]|[^\s\[\]{}:,"]+')
_JSON_INT = re.compile(r"-?[0-9]+")
_CONSTANTS = frozenset({"NaN", "Infinity", "-Infinity"})


class _Frame:
    __slots__ = ("expect_key", "index", "is_object", "key", "lines", "path")

    def __init__(self, is_object: bool, path: PathKey) -> None:
        self.is_object = is_object
        self.path = path
        self.key: Any = None
        self.index = 0
        self.expect_key = is_object
        self.lines: dict[Any, int] = {}


def scan_json(text: str, name: str) -> dict[PathKey, tuple[int, int]]:
    """The position of every path of a JSON text, checking what :func:`json.loads` lets
    through: nesting depth, duplicate keys, huge integers and ``NaN``/``Infinity``.

    Tolerates invalid JSON (``json.loads`` reports that afterwards).

    :raises RulesDataError: for one of those problems, with path, line and column.
    """
    positions: dict[PathKey, tuple[int, int]] = {}
    stack: list[_Frame] = []
    line, line_start, last = 1, 0, 0
    for match in _TOKEN.finditer(text):
        token, offset = match.group(), match.start()
        newlines = text.count("\n", last, offset)
        if newlines:
            line += newlines
            line_start = text.rfind("\n", last, offset) + 1
        last = offset
        where = {"line": line, "column": offset - line_start + 1}
        first = token[0]
        top = stack[-1] if stack else None
        if first == ",":
            if top is not None:
                top.expect_key = top.is_object
                top.index += 1
            continue
        if first == ":":
            continue
        if first in "]}":
            if stack:
                stack.pop()
            continue
        if top is not None and top.expect_key:
            key = _json_key(token)
            if key in top.lines:
                raise RulesDataError(
                    name, format_path((*top.path, key)),
                    f"duplicate key {quoted(key)} (lines {top.lines[key]} and {line})", **where)
            top.lines[key] = line
            top.key, top.expect_key = key, False
            continue
        path = () if top is None else (*top.path, top.key if top.is_object else top.index)
        positions.setdefault(path, (where["line"], where["column"]))
        if first in "[{":
            if len(stack) >= MAX_DEPTH:
                raise RulesDataError(name, format_path(path),
                                     f"nested too deeply (more than {MAX_DEPTH} levels)",
                                     **where)
            stack.append(_Frame(first == "{", path))
        elif token in _CONSTANTS:
            raise RulesDataError(name, format_path(path),
                                 f"{token} is not valid JSON (write a number)", **where)
        elif _JSON_INT.fullmatch(token) and len(token.lstrip("-")) > int_digits_limit():
            raise RulesDataError(name, format_path(path),
                                 too_many_digits(len(token.lstrip("-"))), **where)
    return positions


def _json_key(token: str) -> Any:
    if token[:1] != '"' or "\\" not in token:
        return token[1:-1] if token[:1] == '"' else token
    try:
        return json.loads(token)
    except ValueError:
        return token


class _Refused(Exception):
    """Something :func:`json.loads` met that strict input refuses; :func:`scan_json` then
    re-reads the text to say where."""


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise _Refused("duplicate key")
    return out


def _integer(token: str) -> int:
    digits = len(token) - token.startswith("-")
    if digits > int_digits_limit():
        raise _Refused(too_many_digits(digits))
    return int(token)


def _constant(token: str) -> Any:
    raise _Refused(f"{token} is not valid JSON (write a number)")


def _deeper_than(data: Any, limit: int) -> bool:
    """Whether ``data`` nests lists and mappings more than ``limit`` levels deep."""
    level = [data]
    for _ in range(limit):
        level = [child for item in level
                 for child in (item.values() if type(item) is dict else item)
                 if type(child) in (dict, list)]
        if not level:
            return False
    return True


@functools.cache
def _decoder() -> json.JSONDecoder:
    """The C decoder with the strict hooks, made once (:func:`json.loads` makes one on each
    call that passes hooks)."""
    return json.JSONDecoder(object_pairs_hook=_pairs, parse_int=_integer,
                            parse_constant=_constant)


class LazyPositions(Mapping[PathKey, tuple[int, int]]):
    """The positions of a JSON text's paths, worked out by :func:`scan_json` only when a
    message first asks for one: reading a list that needs none costs no scan."""

    __slots__ = ("_found", "_name", "_text")

    def __init__(self, text: str, name: str) -> None:
        self._text, self._name = text, name
        self._found: dict[PathKey, tuple[int, int]] | None = None

    def _positions(self) -> dict[PathKey, tuple[int, int]]:
        if self._found is None:
            self._found = scan_json(self._text, self._name)
        return self._found

    def __getitem__(self, path: PathKey) -> tuple[int, int]:
        return self._positions()[path]

    def __iter__(self) -> Iterator[PathKey]:
        return iter(self._positions())

    def __len__(self) -> int:
        return len(self._positions())


def parse_json(text: str, name: str) -> Document:
    """Parse JSON text into a :class:`Document` whose positions are worked out on demand.

    The C :func:`json.loads` reads the text, refusing duplicate keys, huge integers and
    ``NaN``/``Infinity`` as it goes; only when it refuses something, or the text is invalid,
    does :func:`scan_json` re-read the text to place the problem (so the messages are those
    of the scan, the first problem in the text winning).

    :raises RulesDataError: for invalid JSON and for the problems :func:`scan_json` finds,
        and for text that cannot be encoded as UTF-8 (``"\\ud800"``).
    """
    try:
        if text.startswith("\ufeff"):  # as json.loads says it
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
        data = _decoder().decode(text)
    except _Refused as exc:
        scan_json(text, name)
        raise RulesDataError(name, "", str(exc)) from None  # the scan places every refusal
    except json.JSONDecodeError as exc:
        scan_json(text, name)
        raise RulesDataError(
            name, "", f"invalid JSON: {exc.msg}", line=exc.lineno, column=exc.colno
        ) from None
    except (ValueError, RecursionError) as exc:  # scan_json catches these
        scan_json(text, name)
        raise RulesDataError(name, "", f"invalid JSON: {exc}") from None
    positions = LazyPositions(text, name)
    if text.count("[") + text.count("{") > MAX_DEPTH and _deeper_than(data, MAX_DEPTH):
        scan_json(text, name)  # raises, at the first place nested too deeply
    doc = Document(name, data, positions)
    if "\\u" not in text:  # only a \u escape can make a lone surrogate here
        return doc
    for path, value in iter_paths(data):
        if type(value) is str:
            problem = text_error(value)
            if problem:
                raise doc.error(path, problem)
        elif type(value) is dict:
            for key in value:
                problem = text_error(key)
                if problem:
                    raise doc.error(path, problem + " in a key")
    return doc
