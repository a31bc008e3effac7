"""The record classes and enums a record type's annotations name, found without evaluating
anything: each name in an annotation is resolved as an attribute of the module that defines
the class using it (as ``typing.get_type_hints`` resolves it, so a module's lazy names count:
:mod:`rulesref.core.lazy`). Snapshots may name only these types (:mod:`.snapshot`)."""

from __future__ import annotations

import dataclasses
import enum
import sys
from typing import Any

from rulesref.errors import SnapshotError


def tag(cls: type[Any]) -> str:
    """The name a snapshot uses for a record class or enum: ``module.QualifiedName``."""
    return f"{cls.__module__}.{cls.__qualname__}"


def reachable_types(root: type[Any], only: str | None = None) -> dict[str, type[Any]]:
    """Every record class and enum reachable from ``root``'s field annotations, by tag
    (with ``only``, from that one field of ``root``; ``root`` itself is always included).

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
            if only is not None and cls is root and field.name != only:
                continue
            module_name = owners.get(field.name, cls).__module__
            module = sys.modules.get(module_name)
            hint = field.type
            if isinstance(hint, str):
                targets = seen.get((hint, module_name))
                if targets is None:
                    targets = seen[hint, module_name] = _named_types(hint, module)
            else:
                targets = _named_types(hint, module)
            for target in targets:
                key = tag(target)
                if key not in found:
                    found[key] = target
                    if dataclasses.is_dataclass(target):
                        todo.append(target)
    return found


def _named_types(hint: Any, module: Any, depth: int = 0) -> list[type[Any]]:
    """The record classes and enums that one annotation names (a string or a type), its
    names resolved as attributes of ``module`` (so a module's lazy names count:
    :mod:`rulesref.core.lazy`)."""
    if depth > 20:
        return []
    if isinstance(hint, str):
        out: list[type[Any]] = []
        for name in _identifiers(hint):
            obj = _resolve(name, module)
            if obj is not None:
                out += _named_types(obj, module, depth + 1)
        return out
    if isinstance(hint, type):
        if dataclasses.is_dataclass(hint) or issubclass(hint, enum.Enum):
            return [hint]
        return []
    forward = getattr(hint, "__forward_arg__", None)  # typing.ForwardRef
    if isinstance(forward, str):
        return _named_types(forward, module, depth + 1)
    value = getattr(hint, "__value__", None)  # a 3.12 ``type X = ...`` alias
    if value is not None:
        return _named_types(value, module, depth + 1)
    out = []
    for arg in getattr(hint, "__args__", ()):
        out += _named_types(arg, module, depth + 1)
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


def _resolve(name: str, module: Any) -> Any:
    if module is None:
        return None
    first, *rest = name.split(".")
    obj = getattr(module, first, None)
    for part in rest:
        obj = getattr(obj, part, None)
    return obj
