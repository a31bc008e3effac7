"""Snapshots: a validated rules model as plain data (lists, strings, numbers), and back.

:func:`dump` turns a tree of records, tuples, frozensets, enums, ``str``, ``int``,
``float``, ``bool`` and ``None`` into JSON-able plain data; :func:`load` turns it back into
the same tree without pydantic or PyYAML, so a snapshot can serve as the ruleset cache and
load the rules model in the browser (Pyodide).

Loading cannot run anything a stranger wrote: the data is only ever lists, strings, numbers,
booleans and ``None`` (anything else is refused), and a snapshot may name only the record
classes and enums reachable from the root type's field annotations
(:func:`~rulesref.core.typewalk.reachable_types`); nothing is ever imported or looked up by
a name taken from the data. A lazily loaded root checks each entry of ``types`` when the data
first uses it, against the types reachable from the sections read so far, so reading one
section imports only the modules of that section's records.

The format (``FORMAT``)::

    {"format": 1, "root": "<tag of the root type>",
     "types": [["<tag>", ["field", ...]] or ["<tag>", null] for an enum, ...],
     "data": <value>}

where a value is ``None``, a bool, an int, a float or a str as itself, or a list whose first
item says what it is: ``[0, item, ...]`` a tuple, ``[1, item, ...]`` a frozenset,
``[2, type, value]`` an enum member (``type`` indexes ``types``; ``value`` is the member's
value), ``[3, type, field value, ...]`` a record (values in the order of that type's fields).
A tag is ``module.QualifiedName``.

As JSON text (:func:`dump_json`), a root record's sections may each take a line of their own
after the snapshot's line, the root then holding ``[4, k]`` for the section on line ``k``
(only there): a lazy load parses a section's line when the section is first read, so a
lookup does not parse (nor the garbage collector walk) the sections it never reads.

As bytes (:func:`dump_bytes`, the cache's form), the snapshot and each section are marshal
data in a marshalled tuple, so a lookup needs no JSON parser. Loading refuses every value
that is not plain data (marshal can hold code objects) and bytes that fail to unmarshal.
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import gc
import marshal
import math
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from rulesref.core.record import is_root_record
from rulesref.core.typewalk import reachable_types as reachable_types
from rulesref.core.typewalk import tag as tag
from rulesref.errors import SnapshotError

T = TypeVar("T")

#: Version of the snapshot format; a snapshot of another version is refused.
FORMAT = 1

_TUPLE, _FROZENSET, _ENUM, _RECORD, _LINE = 0, 1, 2, 3, 4
_SCALARS = (str, int, float, bool, type(None))
#: The :mod:`marshal` format written: version 4 reads alike on every supported Python.
MARSHAL_VERSION = 4


# --------------------------------------------------------------------------- dump


def dump(root: Any) -> dict[str, Any]:
    """The plain-data snapshot of a record tree.

    :raises SnapshotError: for a value of a type a snapshot cannot hold (a list, a dict, a
        record type not reachable from the root's annotations...).
    """
    root_type = type(root)
    allowed = reachable_types(root_type)
    index: dict[type[Any], int] = {}
    types: list[list[Any]] = []

    def type_index(cls: type[Any]) -> int:
        found = index.get(cls)
        if found is None:
            if allowed.get(tag(cls)) is not cls:
                raise SnapshotError(f"{tag(cls)} is not reachable from {tag(root_type)}")
            found = index[cls] = len(types)
            names = None if issubclass(cls, enum.Enum) else [
                f.name for f in dataclasses.fields(cls)]
            types.append([tag(cls), names])
        return found

    def encode(value: Any) -> Any:
        kind = type(value)
        if isinstance(value, enum.Enum):
            return [_ENUM, type_index(kind), value.value]
        if kind in _SCALARS:
            if kind is float and not math.isfinite(value):  # JSON could not hold it
                raise SnapshotError(f"cannot snapshot the number {value!r}")
            return value
        if kind is tuple:
            return [_TUPLE, *(encode(item) for item in value)]
        if kind is frozenset:
            items = [encode(item) for item in value]
            items.sort(key=repr)  # the same snapshot for the same model, whatever the order
            return [_FROZENSET, *items]
        if dataclasses.is_dataclass(value):
            return [_RECORD, type_index(kind),
                    *(encode(getattr(value, f.name)) for f in dataclasses.fields(value))]
        raise SnapshotError(f"cannot snapshot a {kind.__name__}: {value!r:.60}")

    data = encode(root)
    return {"format": FORMAT, "root": tag(root_type), "types": types, "data": data}


# --------------------------------------------------------------------------- load


def load(data: Any, root_type: type[T], *, lazy: bool = False,
         rebuild: Callable[[], T] | None = None) -> T:
    """The record tree of a snapshot made by :func:`dump`, as an instance of ``root_type``.

    With ``lazy``, a root record (:func:`~rulesref.core.record.root_record`) comes back with
    the fields that hold records or collections (its sections) still undecoded: each is
    decoded when first read, so a lookup pays only for the sections it reads. Everything
    else (the format, the types, the root's own shape) is checked at once. A section found
    malformed when read is taken from ``rebuild()`` instead (called at most once) or, without
    it, raises :class:`SnapshotError` then.

    :raises SnapshotError: for anything that is not a well-formed snapshot of ``root_type``:
        another format, a type not reachable from ``root_type``, fields that differ from the
        class's, a value that is not plain data.
    """
    return _checked_load(data, root_type, lazy, rebuild, None)


_MALFORMED = (TypeError, ValueError, KeyError, IndexError, RecursionError)


def _malformed(exc: BaseException) -> SnapshotError:
    return SnapshotError(f"malformed snapshot ({type(exc).__name__}: {exc})")


def _checked_load(data: Any, root_type: type[T], lazy: bool,
                  rebuild: Callable[[], T] | None, line: Callable[[int], Any] | None) -> T:
    """:func:`_load`, any malformation of the data raised as :class:`SnapshotError`."""
    try:
        return _load(data, root_type, lazy, rebuild, line)
    except SnapshotError:
        raise
    except _MALFORMED as exc:
        raise _malformed(exc) from None


def _load(data: Any, root_type: type[T], lazy: bool, rebuild: Callable[[], T] | None,
          line: Callable[[int], Any] | None) -> T:
    if type(data) is not dict or set(data) != {"format", "root", "types", "data"}:
        raise SnapshotError("not a snapshot (expected format, root, types and data)")
    if data["format"] != FORMAT or type(data["format"]) is not int:
        raise SnapshotError(f"snapshot format {data['format']!r}, expected {FORMAT}")
    if data["root"] != tag(root_type):
        raise SnapshotError(f"a snapshot of {data['root']!r}, not of {tag(root_type)}")
    entries = data["types"]
    if type(entries) is not list:
        raise SnapshotError("snapshot types must be a list")
    for entry in entries:
        if type(entry) is not list or len(entry) != 2 or type(entry[0]) is not str:
            raise SnapshotError(f"malformed snapshot type entry {entry!r:.60}")
    raw = data["data"]

    def section(item: Any) -> Any:
        """A root field's value, read from its own line when it has one."""
        if type(item) is list and item and item[0] == _LINE and type(item[0]) is int:
            if line is None or len(item) != 2 or type(item[1]) is not int or item[1] < 1:
                raise SnapshotError(f"malformed snapshot section {item!r:.60}")
            return line(item[1])
        return item

    if lazy and type(raw) is list and is_root_record(root_type):
        from rulesref.core.sections import lazy_root

        # a section's types are worked out (and their modules imported) when it is first read
        types = _Types(entries, root_type, reachable_types(root_type, only=""))
        decode = _decoder(types)
        root = lazy_root(raw, types.root_entry(raw), lambda item: decode(section(item)),
                         types.open_section, rebuild)
    else:
        types = _Types(entries, root_type, reachable_types(root_type))
        for index in range(len(entries)):
            types.get(index)
        if type(raw) is list and raw and raw[0] == _RECORD:
            raw = [*raw[:2], *map(section, raw[2:])]
        with _no_gc():  # thousands of new objects, none in a cycle: skip the collector's passes
            root = _decoder(types)(raw) if type(raw) is list else raw
    if type(root) is not root_type:
        raise SnapshotError(f"the snapshot's data is not a {tag(root_type)}")
    return root


@contextlib.contextmanager
def _no_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector (restoring its state afterwards)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class _Types:
    """The ``types`` of a snapshot, each checked against the allowed types when first used: a
    record type becomes ``(class, field names)``, an enum a table of its members by value."""

    def __init__(self, entries: list[list[Any]], root_type: type[Any],
                 allowed: dict[str, type[Any]]) -> None:
        self.entries = entries
        self.root_type = root_type
        self.allowed = allowed
        self.resolved: list[Any] = [None] * len(entries)

    def get(self, index: int) -> Any:
        """Entry ``index`` (in range), checked."""
        name, names = self.entries[index]
        cls = self.allowed.get(name)
        if cls is None:
            raise SnapshotError(f"snapshot names {name!r}, which the model does not use")
        if issubclass(cls, enum.Enum):
            if names is not None:
                raise SnapshotError(f"snapshot gives fields for the enum {name}")
            found: Any = {m.value: m for m in cls}
        else:
            expected = [f.name for f in dataclasses.fields(cls)]
            if names != expected:
                raise SnapshotError(f"snapshot fields of {name} differ from the model's")
            found = (cls, tuple(expected))
        self.resolved[index] = found
        return found

    def root_entry(self, raw: list[Any]) -> tuple[type[Any], tuple[str, ...]]:
        """The root record's entry for the snapshot value ``raw`` (a record), checked."""
        if not raw or raw[0] != _RECORD or type(raw[0]) is not int:
            raise SnapshotError(f"the snapshot's data is not a {tag(self.root_type)}")
        entry = self.get(_index(raw, len(self.entries)))
        if type(entry) is not tuple or entry[0] is not self.root_type:
            raise SnapshotError(f"the snapshot's data is not a {tag(self.root_type)}")
        return entry

    def open_section(self, name: str) -> None:
        """Allow the types reachable from the root's field ``name`` too."""
        self.allowed.update(reachable_types(self.root_type, only=name))


def _decoder(types: _Types) -> Callable[[Any], Any]:
    """The function that decodes one snapshot value, given its types."""
    plain = frozenset(_SCALARS)
    resolved = types.resolved
    resolve = types.get
    count = len(resolved)
    new = object.__new__
    assign = object.__setattr__

    def decode(value: Any) -> Any:
        if type(value) is not list:
            raise SnapshotError(f"a snapshot holds only plain data, not a {type(value).__name__}")
        code = value[0]
        if type(code) is not int:
            raise SnapshotError(f"malformed snapshot value {value!r:.60}")
        if code == _RECORD:
            index = _index(value, count)
            entry = resolved[index] or resolve(index)
            if type(entry) is not tuple:
                raise SnapshotError(f"malformed snapshot record {value!r:.60}")
            cls, names = entry
            if len(value) != len(names) + 2:
                raise SnapshotError(f"{cls.__name__} needs {len(names)} values")
            # as the dataclass's own __init__ does for a frozen record (none has __post_init__)
            obj = new(cls)
            for name, item in zip(names, value[2:]):  # noqa: B905 - length checked above
                assign(obj, name, item if type(item) in plain else decode(item))
            return obj
        if code == _TUPLE:
            return tuple([item if type(item) in plain else decode(item) for item in value[1:]])
        if code == _ENUM:
            index = _index(value, count)
            table = resolved[index] or resolve(index)
            if type(table) is not dict or len(value) != 3 or value[2] not in table:
                raise SnapshotError(f"malformed snapshot enum {value!r:.60}")
            return table[value[2]]
        if code == _FROZENSET:
            return frozenset([item if type(item) in plain else decode(item)
                              for item in value[1:]])
        raise SnapshotError(f"unknown snapshot value kind {code!r}")

    return decode


def _index(value: list[Any], count: int) -> int:
    """The type index of an enum or record value, checked."""
    index = value[1] if len(value) > 1 else None
    if type(index) is not int or not 0 <= index < count:
        raise SnapshotError(f"malformed snapshot type index in {value!r:.60}")
    return index


# --------------------------------------------------------------------------- text, bytes


def _parts(root: Any, sections: bool) -> list[Any]:
    """:func:`dump`; with ``sections``, a root's sections apart (``[4, k]``: part ``k``)."""
    data = dump(root)
    parts: list[Any] = [data]
    raw = data["data"]
    if sections and is_root_record(type(root)):
        for index, item in enumerate(raw[2:], 2):
            if type(item) is list:
                parts.append(item)
                raw[index] = [_LINE, len(parts) - 1]
    return parts


def dump_json(root: Any, *, lines: bool = False) -> str:
    """:func:`dump` as compact JSON text (ASCII, so lone surrogates survive); ``lines``: a
    root's sections on lines of their own (see the module's notes).

    :raises SnapshotError: as :func:`dump`.
    """
    import json
    return "\n".join(json.dumps(part, ensure_ascii=True, allow_nan=False,
                                 separators=(",", ":")) for part in _parts(root, lines))


def dump_bytes(root: Any) -> bytes:
    """:func:`dump` as marshal bytes, a root's sections apart (see the module's notes).

    :raises SnapshotError: as :func:`dump`.
    """
    parts = _parts(root, True)
    return marshal.dumps(tuple(marshal.dumps(part, MARSHAL_VERSION) for part in parts),
                         MARSHAL_VERSION)


def load_bytes(data: bytes, root_type: type[T], *, lazy: bool = False,
               rebuild: Callable[[], T] | None = None) -> T:
    """:func:`load` from :func:`dump_bytes`'s bytes; ``lazy``: a section read when first used.

    :raises SnapshotError: for bytes that are not such a snapshot.
    """
    parts = _unmarshal(data, "bytes")
    if type(parts) is not tuple or not parts:
        raise SnapshotError("not a snapshot (expected its parts)")

    def line(number: int) -> Any:
        return _unmarshal(parts[number] if number < len(parts) else None, f"section {number}")

    return _checked_load(_unmarshal(parts[0], "head"), root_type, lazy, rebuild, line)


def _unmarshal(raw: Any, what: str) -> Any:
    if type(raw) is not bytes:
        raise SnapshotError(f"snapshot {what} is missing or not marshal data")
    try:
        with _no_gc():
            return marshal.loads(raw)
    except (ValueError, EOFError, TypeError, RecursionError, MemoryError) as exc:
        raise SnapshotError(f"snapshot {what} is not valid marshal data: {exc}") from None


def load_json(text: str | bytes, root_type: type[T], *, lazy: bool = False,
              rebuild: Callable[[], T] | None = None) -> T:
    """:func:`load` from JSON text made by :func:`dump_json` (``lazy`` and ``rebuild`` as
    there); with ``lazy``, a section on a line of its own is parsed when first read.

    :raises SnapshotError: for text that is not such a snapshot.
    """
    import json

    decoder = json.JSONDecoder(parse_constant=_no_constant)
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        with _no_gc():
            head, end = decoder.raw_decode(text, len(text) - len(text.lstrip()))
    except (ValueError, RecursionError) as exc:
        raise SnapshotError(f"snapshot is not valid JSON: {exc}") from None
    rest = text[end:]
    if rest.strip() and not rest.startswith("\n"):
        raise SnapshotError(f"snapshot is not valid JSON: extra data at {end}")
    lines = rest[1:].split("\n")

    def line(number: int) -> Any:
        try:
            with _no_gc():
                return decoder.decode(lines[number - 1])
        except (ValueError, RecursionError) as exc:
            raise SnapshotError(f"snapshot line {number} is not valid JSON: {exc}") from None

    return _checked_load(head, root_type, lazy, rebuild, line)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")
