"""Plain data from parsed YAML, with positions: the strict half of :mod:`yamlio`.

For YAML, PyYAML (libyaml when present) only scans and composes; :class:`Builder` turns the
node tree into plain data itself, using the YAML 1.2 core schema (``true``/``false``,
decimal, ``0o`` and ``0x`` integers, floats, ``null``; everything else plain is text) and
refusing any tag that is not plain data, duplicate keys, deep nesting and huge integers.

JSON is read by :mod:`rulesref.core.jsonread`.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any

from rulesref.core.quoting import quoted
from rulesref.core.yamlio import (
    MAX_DEPTH,
    MAX_NODES,
    PathKey,
    format_path,
    int_digits_limit,
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
