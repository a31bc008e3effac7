"""Editing a plain-data document (an army list) one small operation at a time, and the
forms it travels in: its canonical JSON text and a share link.

The builder page keeps a list as the text of its JSON file; every edit is an operation
(set a value, insert, remove, move or copy a list item) that Python applies to that text,
so numbers stay exact whatever the browser would make of them. An operation that does not
fit the document is refused with an :class:`EditError`, and the text is left as it was.

A share link carries the file's bytes after ``#list=``: ``~`` then the bytes compressed
with raw deflate (RFC 1951), in base64url (RFC 4648, no padding), which makes a six-unit
list's link about a third as long; or, as links did before, the bytes themselves in base64url
(still read, and written when that is shorter). Opening one gives those bytes back, to be
read exactly as the file would be.
"""

from __future__ import annotations

import base64
import binascii
import copy
import json
import re
import zlib
from collections.abc import Callable, Mapping
from typing import Any

from rulesref.core.quoting import quoted
from rulesref.core.yamlio import MAX_BYTES
from rulesref.errors import RulesDataError, RulesError

#: Most digits a number typed into a field may have.
MAX_DIGITS = 18
_INTEGER = re.compile(rf"[-+]?[0-9]{{1,{MAX_DIGITS}}}")
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")


class EditError(RulesError):
    """An edit that does not fit the document (a path that is not there, a bad number)."""


def canonical(data: Any) -> str:
    """The JSON text the builder writes for a document: two-space indents, text as is."""
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def parse_number(text: str) -> int:
    """A whole number typed into a field.

    :raises EditError: for anything but an optional sign and up to :data:`MAX_DIGITS`
        ASCII digits.
    """
    cleaned = text.strip()
    if not _INTEGER.fullmatch(cleaned):
        raise EditError(f"{quoted(text)} is not a whole number")
    return int(cleaned)


def _check_text(value: Any) -> None:
    """Refuse text the file could not hold (a lone surrogate)."""
    if type(value) is str:
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise EditError("text that cannot be encoded as UTF-8 (a lone surrogate: "
                            f"{quoted(value[exc.start])})") from None
    elif type(value) is list:
        for item in value:
            _check_text(item)
    elif type(value) is dict:
        for key, item in value.items():
            _check_text(key)
            _check_text(item)


def _parent(data: Any, path: list[Any]) -> tuple[Any, Any]:
    """The container holding the last step of ``path``, and that step."""
    if not path:
        raise EditError("an edit needs a path")
    node = data
    for step in path[:-1]:
        node = _step(node, step)
    return node, path[-1]


def _step(node: Any, step: Any) -> Any:
    if type(node) is dict and type(step) is str and step in node:
        return node[step]
    if type(node) is list and type(step) is int and 0 <= step < len(node):
        return node[step]
    raise EditError(f"nothing at {quoted(step)} in this list")


def _index(items: list[Any], value: Any, *, end: bool = False) -> int:
    """A list position from an edit; ``-1`` is the end when ``end`` is allowed."""
    if type(value) is not int:
        raise EditError(f"{quoted(value)} is not a position in the list")
    limit = len(items) if end else len(items) - 1
    if end and value == -1:
        return len(items)
    if not 0 <= value <= limit:
        raise EditError(f"position {value} is outside the list (0 to {limit})")
    return value


def _set(data: Any, op: Mapping[str, Any]) -> None:
    parent, key = _parent(data, list(op.get("path", [])))
    value = op.get("value")
    if "number" in op:
        value = parse_number(str(op["number"]))
    elif "numbers" in op:
        numbers = op["numbers"]
        if type(numbers) is not dict:
            raise EditError("numbers must be a mapping of names to typed numbers")
        # a field left empty is left out: the file then says it is missing
        value = {str(k): parse_number(str(v)) for k, v in numbers.items() if str(v).strip()}
    _check_text(value)
    if type(parent) is dict and type(key) is str:
        parent[key] = value
    elif type(parent) is list:
        parent[_index(parent, key)] = value
    else:
        raise EditError(f"cannot set {quoted(key)} here")


def _delete(data: Any, op: Mapping[str, Any]) -> None:
    parent, key = _parent(data, list(op.get("path", [])))
    if type(parent) is dict and type(key) is str:
        parent.pop(key, None)
    elif type(parent) is list:
        del parent[_index(parent, key)]
    else:
        raise EditError(f"cannot remove {quoted(key)} here")


def _items(data: Any, op: Mapping[str, Any], *, create: bool = False) -> list[Any]:
    path = list(op.get("path", []))
    if create and path:
        parent, key = _parent(data, path)
        if type(parent) is dict and type(key) is str and key not in parent:
            parent[key] = []
    node = data
    for step in path:
        node = _step(node, step)
    if type(node) is not list:
        raise EditError("this edit needs a list")
    return node


def _insert(data: Any, op: Mapping[str, Any]) -> None:
    items = _items(data, op, create=True)
    value = op.get("value")
    _check_text(value)
    items.insert(_index(items, op.get("index", -1), end=True), value)


def _move(data: Any, op: Mapping[str, Any]) -> None:
    items = _items(data, op)
    start = _index(items, op.get("from"))
    to = _index(items, op.get("to"))
    items.insert(to, items.pop(start))


def _copy(data: Any, op: Mapping[str, Any]) -> None:
    items = _items(data, op)
    index = _index(items, op.get("index"))
    duplicate = copy.deepcopy(items[index])
    drop = {str(d) for d in op.get("drop", ())}
    if drop and type(duplicate) is dict and type(duplicate.get("keywords")) is list:
        duplicate["keywords"] = [k for k in duplicate["keywords"] if k not in drop]
    items.insert(index + 1, duplicate)


OPERATIONS: Mapping[str, Callable[[Any, Mapping[str, Any]], None]] = {
    "set": _set, "delete": _delete, "insert": _insert, "move": _move, "copy": _copy,
}
"""Every edit by name: ``set`` (``path``, and ``value``, or ``number``: a typed whole number,
or ``numbers``: a mapping of typed whole numbers, empty ones left out), ``delete`` (``path``),
``insert`` (``path`` of a list, ``index``, ``value``), ``move`` (``path``, ``from``,
``to``) and ``copy`` (``path``, ``index``, and ``drop``: keywords the copy leaves out)."""


def apply(text: str, op: Mapping[str, Any]) -> str:
    """The canonical text of the document after one edit.

    :raises EditError: when the text is not a JSON document or the edit does not fit it.
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise EditError("the list is not JSON; fix it as text first") from None
    action = OPERATIONS.get(str(op.get("op")))
    if action is None:
        raise EditError(f"unknown edit {quoted(op.get('op'))}")
    action(data, op)
    return canonical(data)


def try_apply(text: str, op: Mapping[str, Any]) -> tuple[str, str | None]:
    """The text after one edit and ``None``, or the text as it was and why the edit does not
    fit (what a builder page shows beside the list)."""
    try:
        return apply(text, op), None
    except RulesError as exc:
        return text, str(exc)


# --------------------------------------------------------------------------- share links


#: The mark that starts a compressed share link; not a base64url character, so a link of the
#: plain form never starts with it.
DEFLATED = "~"
_DAMAGED = "the share link is damaged ({}); copy the whole link again"


def _base64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def to_link(text: str) -> str:
    """The share-link form of a file's text: its UTF-8 bytes deflated, or as they are when
    that is shorter (a tiny list), in unpadded base64url."""
    raw = text.encode("utf-8", "surrogatepass")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = DEFLATED + _base64url(packer.compress(raw) + packer.flush())
    plain = _base64url(raw)
    return packed if len(packed) < len(plain) else plain


def _unpack(packed: bytes, name: str) -> bytes:
    """The bytes a compressed link holds, never more than ``MAX_BYTES`` of them."""
    unpacker = zlib.decompressobj(-15)
    try:
        raw = unpacker.decompress(packed, MAX_BYTES + 1)
    except zlib.error:
        raise RulesDataError(name, "", _DAMAGED.format("its compressed data cannot be "
                                                       "read")) from None
    if len(raw) > MAX_BYTES:
        raise RulesDataError(name, "", f"file is too large (over {MAX_BYTES} bytes; limit "
                             f"{MAX_BYTES})")
    if not unpacker.eof or unpacker.unused_data:
        raise RulesDataError(name, "", _DAMAGED.format("its compressed data is cut short "
                             "or has more after its end"))
    return raw


def from_link(fragment: str, name: str) -> bytes:
    """The file bytes a share link carries, of either form.

    :raises RulesDataError: (for the file ``name``) when the link is not base64url (after
        the mark, for a compressed one), its compressed data is damaged, or it holds more
        than :data:`~rulesref.core.yamlio.MAX_BYTES` bytes.
    """
    packed = fragment.startswith(DEFLATED)
    body = fragment[len(DEFLATED):] if packed else fragment
    if len(body) > (MAX_BYTES * 4) // 3 + 4:
        size = len(body) * 3 // 4
        raise RulesDataError(name, "", f"file is too large ({size} bytes; limit {MAX_BYTES})")
    if not _BASE64URL.fullmatch(body) or len(body) % 4 == 1:
        raise RulesDataError(name, "", _DAMAGED.format("it is not base64url text"))
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise RulesDataError(name, "", _DAMAGED.format("it is not base64url text")) from None
    if packed:
        return _unpack(raw, name)
    if len(raw) > MAX_BYTES:
        raise RulesDataError(name, "", f"file is too large ({len(raw)} bytes; limit "
                             f"{MAX_BYTES})")
    return raw


__all__ = ["DEFLATED", "OPERATIONS", "EditError", "apply", "canonical", "from_link",
           "parse_number", "to_link"]
