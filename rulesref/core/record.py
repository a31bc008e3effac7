"""Records: the frozen value objects of every rules model.

A record is a standard frozen dataclass with slots (``dataclasses.dataclass(frozen=True,
slots=True, kw_only=True)``), so it behaves the same on every supported Python:
equality and hashing by value, a readable repr, no attribute assignment, and
``dataclasses.fields``/``replace``/``asdict`` work on it.

Pydantic validates records at the loading boundary only, through
``__get_pydantic_core_schema__``: unknown keys are rejected (``extra_behavior="forbid"``),
and the validated mapping becomes the record. Nothing past the loader sees pydantic.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")

#: Raised on an attempt to change a record.
FrozenRecordError = dataclasses.FrozenInstanceError


def _core_schema(cls: type[Any], source: Any, handler: Any) -> Any:
    """The pydantic schema of a record: a typed dict with no extra keys, then the record."""
    import typing

    from pydantic_core import core_schema as cs

    hints = typing.get_type_hints(cls, include_extras=True)  # keep Annotated metadata
    fields = {}
    for field in dataclasses.fields(cls):
        schema = handler.generate_schema(hints[field.name])
        required = field.default is dataclasses.MISSING
        if field.default_factory is not dataclasses.MISSING:
            schema = cs.with_default_schema(schema, default_factory=field.default_factory)
            required = False
        elif not required:
            schema = cs.with_default_schema(schema, default=field.default)
        fields[field.name] = cs.typed_dict_field(schema, required=required)
    mapping = cs.typed_dict_schema(fields, cls_name=cls.__name__, extra_behavior="forbid",
                                   ref=f"{cls.__module__}.{cls.__qualname__}:mapping")
    return cs.no_info_after_validator_function(lambda data: cls(**data), mapping)


def _build(cls: type[T], *, eq: bool, kw_only: bool) -> type[T]:
    new_cls: type[T] = dataclasses.dataclass(
        frozen=True, slots=True, kw_only=kw_only, eq=eq)(cls)
    new_cls.__get_pydantic_core_schema__ = classmethod(_core_schema)  # type: ignore[attr-defined]
    return new_cls


@dataclass_transform(frozen_default=True, kw_only_default=True)
def record(cls: type[T]) -> type[T]:
    """Make ``cls`` a frozen, keyword-only record compared and hashed by value."""
    return _build(cls, eq=True, kw_only=True)


@dataclass_transform(frozen_default=True)
def result(cls: type[T]) -> type[T]:
    """A record that may also be built with positional arguments in field order: for the
    small result objects that lookups return."""
    return _build(cls, eq=True, kw_only=False)


@dataclass_transform(frozen_default=True, kw_only_default=True, eq_default=False)
def root_record(cls: type[T]) -> type[T]:
    """Like :func:`record`, but compared and hashed by identity.

    For the one object that holds a whole ruleset: lookups cache on it, and hashing every
    nested field on each call would cost more than the lookup.
    """
    return _build(cls, eq=False, kw_only=True)


def fields(obj_or_cls: Any) -> tuple[str, ...]:
    """The field names of a record (instance or class), in declaration order."""
    return tuple(f.name for f in dataclasses.fields(obj_or_cls))


def replace(obj: T, **changes: Any) -> T:
    """A copy of a record with some fields changed.

    :raises TypeError: for a name that is not a field.
    """
    unknown = set(changes) - set(fields(obj))
    if unknown:
        raise TypeError(f"{type(obj).__name__} has no field(s) {', '.join(sorted(unknown))}")
    return dataclasses.replace(obj, **changes)  # type: ignore[type-var]


def items(obj: Any) -> Iterator[tuple[str, Any]]:
    """(field name, value) pairs of a record."""
    for name in fields(obj):
        yield name, getattr(obj, name)


def is_record(obj: Any) -> bool:
    """Whether ``obj`` is a record instance or class."""
    return dataclasses.is_dataclass(obj)
