"""Snapshots: a validated rules model as plain data (lists, strings, numbers), and back.

:func:`dump` turns a tree of records, tuples, frozensets, enums, ``str``, ``int``,
``float``, ``bool`` and ``None`` into JSON-able plain data; :func:`load` turns it back into
the same tree without pydantic or PyYAML, so a snapshot can serve as the ruleset cache and
load the rules model in the browser (Pyodide).

Loading cannot run anything a stranger wrote: the data is only ever lists, strings, numbers,
booleans and ``None`` (anything else is refused), and a snapshot may name only the record
classes and enums reachable from the root type's field annotations. Those are found by
walking the annotations from the root type, resolving each name in the module that defines
the class that uses it (as ``typing.get_type_hints`` does, but without evaluating anything);
nothing is ever imported or looked up by a name taken from the data.

The format (``FORMAT``)::

    {"format": 1, "root": "<tag of the root type>",
     "types": [["<tag>", ["field", ...]] or ["<tag>", null] for an enum, ...],
     "data": <value>}

where a value is ``None``, a bool, an int, a float or a str as itself, or a list whose first
item says what it is: ``[0, item, ...]`` a tuple, ``[1, item, ...]`` a frozenset,
``[2, type, value]`` an enum member (``type`` indexes ``types``; ``value`` is the member's
value), ``[3, type, field value, ...]`` a record (values in the order of that type's fields).
A tag is ``module.QualifiedName``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import gc
import sys
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from rulesref.core.record import is_root_record
from rulesref.errors import SnapshotError

T = TypeVar("T")

#: Version of the snapshot format; a snapshot of another version is refused.
FORMAT = 1

_TUPLE, _FROZENSET, _ENUM, _RECORD = 0, 1, 2, 3
_SCALARS = (str, int, float, bool, type(None))


def tag(cls: type[Any]) -> str:
    """The name a snapshot uses for a record class or enum: ``module.QualifiedName``."""
    return f"{cls.__module__}.{cls.__qualname__}"


# --------------------------------------------------------------------------- the types


def reachable_types(root: type[Any]) -> dict[str, type[Any]]:
    """Every record class and enum reachable from ``root``'s field annotations, by tag.

    :raises SnapshotError: when ``root`` is not a record class.
    """
    if not (isinstance(root, type) and dataclasses.is_dataclass(root)):
        raise SnapshotError(f"{root!r} is not a record class")
    found: dict[str, type[Any]] = {tag(root): root}
    todo = [root]
    # the same annotation text in the same module names the same types (many fields share
    # ``Citation``, ``str | None``...): worked out once per walk
    seen: dict[tuple[str, str], list[type[Any]]] = {}
    while todo:
        cls = todo.pop()
        owners: dict[str, type[Any]] = {}
        for c in cls.__mro__:  # an inherited field's annotation is written in its own module
            for name in vars(c).get("__annotations__", {}):
                owners.setdefault(name, c)
        for field in dataclasses.fields(cls):
            module_name = owners.get(field.name, cls).__module__
            module = sys.modules.get(module_name)
            namespace = vars(module) if module is not None else {}
            hint = field.type
            if isinstance(hint, str):
                targets = seen.get((hint, module_name))
                if targets is None:
                    targets = seen[hint, module_name] = _named_types(hint, namespace)
            else:
                targets = _named_types(hint, namespace)
            for target in targets:
                key = tag(target)
                if key not in found:
                    found[key] = target
                    if dataclasses.is_dataclass(target):
                        todo.append(target)
    return found


def _named_types(hint: Any, namespace: dict[str, Any], depth: int = 0) -> list[type[Any]]:
    """The record classes and enums that one annotation names (a string or a type)."""
    if depth > 20:
        return []
    if isinstance(hint, str):
        out: list[type[Any]] = []
        for name in _identifiers(hint):
            obj = _resolve(name, namespace)
            if obj is not None:
                out += _named_types(obj, namespace, depth + 1)
        return out
    if isinstance(hint, type):
        if dataclasses.is_dataclass(hint) or issubclass(hint, enum.Enum):
            return [hint]
        return []
    forward = getattr(hint, "__forward_arg__", None)  # typing.ForwardRef
    if isinstance(forward, str):
        return _named_types(forward, namespace, depth + 1)
    value = getattr(hint, "__value__", None)  # a 3.12 ``type X = ...`` alias
    if value is not None:
        return _named_types(value, namespace, depth + 1)
    out = []
    for arg in getattr(hint, "__args__", ()):
        out += _named_types(arg, namespace, depth + 1)
    return out


_SEPARATORS = str.maketrans({ch: " " for ch in "[](),|=*:~!<>+-/&^%@'\""})


def _identifiers(text: str) -> list[str]:
    """The (dotted) names in an annotation's source text.

    Quoted text counts too, so a quoted forward reference is found; a word inside a
    ``Literal`` can at most add a record class or enum that the module itself names.
    (String methods rather than a regular expression: compiling one costs more than this
    whole walk.)"""
    return [word for word in text.translate(_SEPARATORS).split()
            if word[0].isalpha() or word[0] == "_"]


def _resolve(name: str, namespace: dict[str, Any]) -> Any:
    first, *rest = name.split(".")
    obj = namespace.get(first)
    for part in rest:
        obj = getattr(obj, part, None)
    return obj


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
    try:
        return _load(data, root_type, lazy, rebuild)
    except SnapshotError:
        raise
    except _MALFORMED as exc:
        raise _malformed(exc) from None


_MALFORMED = (TypeError, ValueError, KeyError, IndexError, RecursionError)


def _malformed(exc: BaseException) -> SnapshotError:
    return SnapshotError(f"malformed snapshot ({type(exc).__name__}: {exc})")


def _load(data: Any, root_type: type[T], lazy: bool = False,
          rebuild: Callable[[], T] | None = None) -> T:
    if type(data) is not dict or set(data) != {"format", "root", "types", "data"}:
        raise SnapshotError("not a snapshot (expected format, root, types and data)")
    if data["format"] != FORMAT or type(data["format"]) is not int:
        raise SnapshotError(f"snapshot format {data['format']!r}, expected {FORMAT}")
    if data["root"] != tag(root_type):
        raise SnapshotError(f"a snapshot of {data['root']!r}, not of {tag(root_type)}")
    allowed = reachable_types(root_type)
    if type(data["types"]) is not list:
        raise SnapshotError("snapshot types must be a list")
    classes = [_check_type(entry, allowed) for entry in data["types"]]
    raw = data["data"]
    decode = _decoder(classes)
    if lazy and type(raw) is list and is_root_record(root_type):
        from rulesref.core.sections import lazy_root

        root = lazy_root(raw, classes, decode, rebuild)
    else:
        with _no_gc():  # thousands of new objects, none in a cycle: skip the collector's passes
            root = decode(raw) if type(raw) is list else raw
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


def _check_type(entry: Any, allowed: dict[str, type[Any]]) -> Any:
    """One entry of ``types``: the class it names, checked against the allowed ones."""
    if type(entry) is not list or len(entry) != 2 or type(entry[0]) is not str:
        raise SnapshotError(f"malformed snapshot type entry {entry!r:.60}")
    name, names = entry
    cls = allowed.get(name)
    if cls is None:
        raise SnapshotError(f"snapshot names {name!r}, which the model does not use")
    if issubclass(cls, enum.Enum):
        if names is not None:
            raise SnapshotError(f"snapshot gives fields for the enum {name}")
        return cls
    expected = [f.name for f in dataclasses.fields(cls)]
    if names != expected:
        raise SnapshotError(f"snapshot fields of {name} differ from the model's")
    return (cls, tuple(expected))


def _decoder(classes: list[Any]) -> Callable[[Any], Any]:
    """The function that decodes one snapshot value, given the checked types."""
    plain = frozenset(_SCALARS)
    count = len(classes)
    members = [None if type(c) is tuple else {m.value: m for m in c} for c in classes]
    new = object.__new__
    assign = object.__setattr__

    def decode(value: Any) -> Any:
        if type(value) is not list:
            raise SnapshotError(f"a snapshot holds only plain data, not a {type(value).__name__}")
        code = value[0]
        if type(code) is not int:
            raise SnapshotError(f"malformed snapshot value {value!r:.60}")
        if code == _RECORD:
            cls, names = classes[_index(value, count)]
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
            table = members[_index(value, count)]
            if table is None or len(value) != 3 or value[2] not in table:
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


# --------------------------------------------------------------------------- JSON


def dump_json(root: Any) -> str:
    """:func:`dump` as compact JSON text (ASCII, so lone surrogates survive).

    :raises SnapshotError: as :func:`dump`, and for a float that JSON cannot hold (NaN).
    """
    import json

    try:
        return json.dumps(dump(root), ensure_ascii=True, allow_nan=False,
                          separators=(",", ":"))
    except ValueError as exc:
        raise SnapshotError(f"cannot write the snapshot as JSON: {exc}") from None


def load_json(text: str | bytes, root_type: type[T], *, lazy: bool = False,
              rebuild: Callable[[], T] | None = None) -> T:
    """:func:`load` from JSON text made by :func:`dump_json` (``lazy`` and ``rebuild`` as
    there).

    :raises SnapshotError: for text that is not such a snapshot.
    """
    import json

    try:
        with _no_gc():
            data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise SnapshotError(f"snapshot is not valid JSON: {exc}") from None
    return load(data, root_type, lazy=lazy, rebuild=rebuild)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")
