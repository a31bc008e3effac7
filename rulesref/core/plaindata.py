"""Plain data from parsed YAML and JSON, with positions: the strict half of :mod:`yamlio`.

For YAML, PyYAML (libyaml when present) only scans and composes; :class:`Builder` turns the
node tree into plain data itself, using the YAML 1.2 core schema (``true``/``false``,
decimal, ``0o`` and ``0x`` integers, floats, ``null``; everything else plain is text) and
refusing any tag that is not plain data, duplicate keys, deep nesting and huge integers.

For JSON, :func:`parse_json` lets the C :func:`json.loads` build the data, refusing
duplicate keys, huge integers and ``NaN`` through its hooks; :func:`scan_json`, the slow
scan that tracks positions, re-reads the text only when a message needs a position.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Iterator, Mapping
from typing import Any

from rulesref.core.quoting import quoted
from rulesref.core.yamlio import (
    MAX_DEPTH,
    MAX_NODES,
    Document,
    PathKey,
    format_path,
    int_digits_limit,
    iter_paths,
    text_error,
    too_many_digits,
)
from rulesref.errors import RulesDataError

CORE = "tag:yaml.org,2002:"
STR, INT, FLOAT, BOOL, NULL = (CORE + t for t in ("str", "int", "float", "bool", "null"))
SEQ, MAP = CORE + "seq", CORE + "map"
#: The tag the loader gives an untagged plain scalar, so the builder resolves it itself.
PLAIN = "tag:rulesref,2024:plain"

_NULLS = frozenset({"", "~", "null", "Null", "NULL"})
_BOOLS = {"true": True, "True": True, "TRUE": True,
          "false": False, "False": False, "FALSE": False}
_DECIMAL = re.compile(r"[-+]?[0-9]+")
_OCT_HEX = re.compile(r"0o[0-7]+|0x[0-9a-fA-F]+")
_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?")
_SPECIAL = {**{s + v: float(s + "inf") for s in ("", "+", "-")
               for v in (".inf", ".Inf", ".INF")},
            ".nan": math.nan, ".NaN": math.nan, ".NAN": math.nan}

_REFUSED = {
    "timestamp": "dates and times are not plain army data; write them as quoted text",
    "binary": "binary data is not plain army data",
    "set": "sets are not plain army data; write a list",
    "omap": "ordered mappings are not plain army data; write a mapping",
    "pairs": "pairs are not plain army data; write a mapping",
    "merge": "merge keys are not supported; write the keys out",
    "value": "value keys are not plain army data",
}


class _Bad(Exception):
    """A scalar that is not acceptable, with the reason."""


@functools.cache
def loader_class() -> Any:
    """A safe PyYAML loader (libyaml's when available) that tags every untagged plain
    scalar :data:`PLAIN`, so none of YAML 1.1's implicit types (``yes``, ``50:00``,
    ``2024-01-01``, ``0b1``, ``1_000``) applies."""
    import yaml

    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return type("PlainLoader", (base,), {
        "yaml_implicit_resolvers": {None: [(PLAIN, re.compile(""))]},
        "yaml_path_resolvers": {},
    })


def short_tag(tag: str) -> str:
    """``tag:yaml.org,2002:set`` as ``!!set``."""
    return "!!" + tag[len(CORE):] if tag.startswith(CORE) else tag


def refused_tag(tag: str) -> str:
    """Why a tag is not allowed."""
    reason = _REFUSED.get(tag[len(CORE):]) if tag.startswith(CORE) else None
    reason = reason or ("only plain YAML is allowed: text, numbers, true/false, null, "
                        "lists and mappings")
    return f"tag {short_tag(tag)} is not allowed: {reason}"


def to_int(text: str) -> int:
    """A YAML 1.2 core integer (decimal, ``0o``, ``0x``), within the digit limit.

    :raises _Bad: for more digits than :func:`~rulesref.core.yamlio.int_digits_limit`.
    """
    limit = int_digits_limit()
    if text[:2] in ("0o", "0x"):
        value = int(text[2:], 8 if text[1] == "o" else 16)
        if value.bit_length() > limit * 3.3219:  # log2(10): more decimal digits than allowed
            raise _Bad(f"integer has more than {limit} digits")
        return value
    digits = len(text.lstrip("+-"))
    if digits > limit:
        raise _Bad(too_many_digits(digits))
    return int(text)


def resolve_plain(text: str) -> Any:
    """An untagged plain scalar under the YAML 1.2 core schema."""
    if text in _NULLS:
        return None
    if text[0] not in "+-.0123456789":
        return _BOOLS.get(text, text)
    if _DECIMAL.fullmatch(text) or _OCT_HEX.fullmatch(text):
        return to_int(text)
    if _FLOAT.fullmatch(text):
        return float(text)
    return _SPECIAL.get(text, text)


def resolve_tagged(tag: str, text: str) -> Any:
    """A scalar with an explicit core tag: its value must parse as that type.

    :raises _Bad: when it does not.
    """
    if tag == STR:
        return text
    if tag == INT:
        if _DECIMAL.fullmatch(text) or _OCT_HEX.fullmatch(text):
            return to_int(text)
        raise _Bad(f"{quoted(text)} is not an integer (tag !!int)")
    if tag == FLOAT:
        if _DECIMAL.fullmatch(text) or _OCT_HEX.fullmatch(text):
            try:
                return float(to_int(text))
            except OverflowError:
                raise _Bad(f"{quoted(text)} is too large for a number (tag !!float)") from None
        if _FLOAT.fullmatch(text) or text in _SPECIAL:
            return _SPECIAL.get(text) or float(text)
        raise _Bad(f"{quoted(text)} is not a number (tag !!float)")
    if tag == BOOL:
        if text in _BOOLS:
            return _BOOLS[text]
        raise _Bad(f"{quoted(text)} is not true or false (tag !!bool)")
    if tag == NULL:
        if text in _NULLS:
            return None
        raise _Bad(f"{quoted(text)} is not null (tag !!null)")
    if tag in (SEQ, MAP):
        raise _Bad(f"tag {short_tag(tag)} cannot be given to a single value")
    raise _Bad(refused_tag(tag))


def _collection_tag(tag: str, is_list: bool) -> str:
    if tag in (SEQ, MAP, STR, INT, FLOAT, BOOL, NULL):
        kind = "a list" if is_list else "a mapping"
        return f"tag {short_tag(tag)} cannot be given to {kind}"
    return refused_tag(tag)


class Builder:
    """Plain data and positions from a composed YAML node tree."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.positions: dict[PathKey, tuple[int, int]] = {}
        self.count = 0
        self.open: set[int] = set()  # the lists and mappings being built: catches cycles
        import yaml

        self._scalar, self._sequence = yaml.ScalarNode, yaml.SequenceNode

    def error(self, node: Any, path: PathKey, message: str) -> RulesDataError:
        """A :class:`RulesDataError` at ``node``."""
        mark = node.start_mark
        return RulesDataError(self.name, format_path(path), message,
                              line=mark.line + 1, column=mark.column + 1)

    def build(self, node: Any, path: PathKey = (), depth: int = 0) -> Any:
        """The plain data of ``node`` (and of everything under it).

        :raises RulesDataError: for anything that is not plain data.
        """
        self.count += 1
        if self.count > MAX_NODES:
            raise self.error(node, path, f"too many nodes (over {MAX_NODES}); "
                             "aliases nested too deeply?")
        mark = node.start_mark
        self.positions.setdefault(path, (mark.line + 1, mark.column + 1))
        if isinstance(node, self._scalar):
            return self.scalar(node, path)
        if id(node) in self.open:
            raise self.error(node, path, "an alias refers to a list or mapping that contains "
                             "it (recursive data)")
        if depth >= MAX_DEPTH:
            raise self.error(node, path, f"nested too deeply (more than {MAX_DEPTH} levels)")
        is_list = isinstance(node, self._sequence)
        if node.tag != (SEQ if is_list else MAP):
            raise self.error(node, path, _collection_tag(node.tag, is_list))
        self.open.add(id(node))
        try:
            if is_list:
                return [self.build(item, (*path, index), depth + 1)
                        for index, item in enumerate(node.value)]
            return self.mapping(node, path, depth)
        finally:
            self.open.discard(id(node))

    def mapping(self, node: Any, path: PathKey, depth: int) -> dict[Any, Any]:
        """The dict of a mapping node, refusing duplicate and non-scalar keys."""
        out: dict[Any, Any] = {}
        lines: dict[Any, int] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, self._scalar):
                raise self.error(key_node, path, "a mapping key must be text or a number")
            key = self.scalar(key_node, path)
            line = key_node.start_mark.line + 1
            if key == "<<" and key_node.tag == PLAIN:
                raise self.error(key_node, path, refused_tag(CORE + "merge"))
            if key in lines:
                raise self.error(key_node, (*path, key),
                                 f"duplicate key {quoted(key)} (lines {lines[key]} and {line})")
            lines[key] = line
            out[key] = self.build(value_node, (*path, key), depth + 1)
        return out

    def scalar(self, node: Any, path: PathKey) -> Any:
        """The value of a scalar node."""
        try:
            if node.tag == PLAIN:
                value = resolve_plain(node.value)
            else:
                value = resolve_tagged(node.tag, node.value)
        except _Bad as exc:
            raise self.error(node, path, str(exc)) from None
        if type(value) is str:
            problem = text_error(value)
            if problem:
                raise self.error(node, path, problem)
        return value


# --------------------------------------------------------------------------- JSON

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
        data = json.loads(text, object_pairs_hook=_pairs, parse_int=_integer,
                          parse_constant=_constant)
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
    if (text.count("[") + text.count("{") > MAX_DEPTH and _deeper_than(data, MAX_DEPTH)):
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
