"""Records: the frozen value objects of every rules model.

A record is declared like a dataclass (annotated fields, defaults, docstrings after fields)
and behaves like a frozen, keyword-only one: equality and hashing by value, a readable repr,
no attribute assignment. It is built without code generation, so a model of sixty records
imports in a few milliseconds (a lookup's start-up time matters on a phone at the table),
and it pickles compactly for the ruleset cache.

Pydantic validates records at the loading boundary only, through
``__get_pydantic_core_schema__``: unknown keys are rejected (``extra_behavior="forbid"``),
and the validated mapping becomes the record. Nothing past the loader sees pydantic.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Iterator
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")

_MISSING: Any = object()
_set = object.__setattr__


class FrozenRecordError(AttributeError):
    """Raised on an attempt to change a record."""


def _init(self: Any, *args: Any, **kwargs: Any) -> None:
    cls = type(self)
    names = cls.__record_fields__
    if args and not kwargs and len(args) == len(names) and cls.__record_positional__:
        for name, value in zip(names, args):  # noqa: B905 - lengths checked above
            _set(self, name, value)
        return
    if args:
        if not cls.__record_positional__ or len(args) > len(cls.__record_fields__):
            raise TypeError(f"{cls.__name__}() takes keyword arguments only")
        for name, value in zip(cls.__record_fields__, args, strict=False):
            if name in kwargs:
                raise TypeError(f"{cls.__name__}() got two values for {name!r}")
            kwargs[name] = value
    defaults = cls.__record_defaults__
    for name in cls.__record_fields__:
        if name in kwargs:
            value = kwargs.pop(name)
        else:
            value = defaults.get(name, _MISSING)
            if value is _MISSING:
                raise TypeError(f"{cls.__name__}() missing keyword argument {name!r}")
        object.__setattr__(self, name, value)
    if kwargs:
        raise TypeError(f"{cls.__name__}() got unexpected keyword argument(s) "
                        f"{', '.join(map(repr, kwargs))}")


def _values(self: Any) -> tuple[Any, ...]:
    return tuple(getattr(self, name) for name in type(self).__record_fields__)


def _repr(self: Any) -> str:
    inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in type(self).__record_fields__)
    return f"{type(self).__qualname__}({inner})"


def _eq(self: Any, other: object) -> Any:
    if other.__class__ is not self.__class__:
        return NotImplemented
    return _values(self) == _values(other)


def _hash(self: Any) -> int:
    return hash((type(self).__qualname__, *_values(self)))


def _setattr(self: Any, name: str, value: Any) -> None:
    raise FrozenRecordError(f"cannot assign to field {name!r} of a frozen record")


def _delattr(self: Any, name: str) -> None:
    raise FrozenRecordError(f"cannot delete field {name!r} of a frozen record")


def _rebuild(cls: type[T], values: tuple[Any, ...]) -> T:
    """Recreate a record from its field values (used by pickle)."""
    obj = object.__new__(cls)
    for name, value in zip(cls.__record_fields__, values, strict=True):  # type: ignore[attr-defined]
        object.__setattr__(obj, name, value)
    return obj


def _reduce(self: Any) -> tuple[Callable[..., Any], tuple[Any, ...]]:
    return (_rebuild, (type(self), _values(self)))


def _core_schema(cls: type[Any], source: Any, handler: Any) -> Any:
    """The pydantic schema of a record: a typed dict with no extra keys, then the record."""
    from pydantic_core import core_schema as cs

    hints = typing.get_type_hints(cls)
    fields = {}
    for name in cls.__record_fields__:
        schema = handler.generate_schema(hints[name])
        required = name not in cls.__record_defaults__
        if not required:
            schema = cs.with_default_schema(schema, default=cls.__record_defaults__[name])
        fields[name] = cs.typed_dict_field(schema, required=required)
    mapping = cs.typed_dict_schema(fields, cls_name=cls.__name__, extra_behavior="forbid",
                                   ref=f"{cls.__module__}.{cls.__qualname__}:mapping")
    return cs.no_info_after_validator_function(lambda data: cls(**data), mapping)


_PARAMS = dataclasses._DataclassParams(  # type: ignore[attr-defined]
    init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=True)


def _dataclass_fields(
    names: list[str], defaults: dict[str, Any], annotations: dict[str, Any]
) -> dict[str, dataclasses.Field[Any]]:
    """``dataclasses.Field`` descriptions, so ``dataclasses.fields``, ``replace`` and
    ``asdict`` work on records as on frozen dataclasses."""
    out: dict[str, dataclasses.Field[Any]] = {}
    for name in names:
        f: dataclasses.Field[Any] = (
            dataclasses.field(default=defaults[name], kw_only=True) if name in defaults
            else dataclasses.field(kw_only=True))
        f.name = name
        f.type = annotations.get(name, Any)
        f._field_type = dataclasses._FIELD  # type: ignore[attr-defined]
        out[name] = f
    return out


def _build(cls: type[T], identity: bool, positional: bool = False) -> type[T]:
    # not inspect.get_annotations: importing inspect would cost more than the whole model
    own = cls.__dict__.get("__annotations__", {})  # noqa: RUF063
    fields: list[str] = []
    defaults: dict[str, Any] = {}
    for base in reversed(cls.__mro__[1:]):
        fields += [f for f in getattr(base, "__record_fields__", ()) if f not in fields]
        defaults.update(getattr(base, "__record_defaults__", {}))
    namespace = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    for name, annotation in own.items():
        if "ClassVar" in str(annotation):
            continue
        if name not in fields:
            fields.append(name)
        if name in namespace:
            defaults[name] = namespace.pop(name)
    annotations = {}
    for base in reversed(cls.__mro__):
        annotations.update(base.__dict__.get("__annotations__", {}))  # noqa: RUF063
    namespace.update(
        __dataclass_fields__=_dataclass_fields(fields, defaults, annotations),
        __dataclass_params__=_PARAMS,
        __slots__=tuple(n for n in own if n in fields),
        __record_fields__=tuple(fields),
        __record_defaults__=defaults,
        __match_args__=tuple(fields),
        __record_positional__=positional,
        __init__=_init,
        __repr__=_repr,
        __eq__=_eq if not identity else object.__eq__,
        __hash__=_hash if not identity else object.__hash__,
        __setattr__=_setattr,
        __delattr__=_delattr,
        __reduce__=_reduce,
        __get_pydantic_core_schema__=classmethod(_core_schema),
    )
    metaclass: Any = type(cls)
    new_cls: type[T] = metaclass(cls.__name__, cls.__bases__, namespace)
    new_cls.__qualname__ = cls.__qualname__
    return new_cls


@dataclass_transform(frozen_default=True, kw_only_default=True)
def record(cls: type[T]) -> type[T]:
    """Make ``cls`` a frozen, keyword-only record compared and hashed by value."""
    return _build(cls, identity=False)


@dataclass_transform(frozen_default=True)
def result(cls: type[T]) -> type[T]:
    """A record that may also be built with positional arguments in field order: for the
    small result objects that lookups return."""
    return _build(cls, identity=False, positional=True)


@dataclass_transform(frozen_default=True, kw_only_default=True)
def root_record(cls: type[T]) -> type[T]:
    """Like :func:`record`, but compared and hashed by identity.

    For the one object that holds a whole ruleset: lookups cache on it, and hashing every
    nested field on each call would cost more than the lookup.
    """
    return _build(cls, identity=True)


def fields(obj_or_cls: Any) -> tuple[str, ...]:
    """The field names of a record (instance or class), in declaration order."""
    cls: Any = obj_or_cls if isinstance(obj_or_cls, type) else type(obj_or_cls)
    return tuple(cls.__record_fields__)


def replace(obj: T, **changes: Any) -> T:
    """A copy of a record with some fields changed.

    :raises TypeError: for a name that is not a field.
    """
    current = {name: getattr(obj, name) for name in fields(obj)}
    unknown = set(changes) - set(current)
    if unknown:
        raise TypeError(f"{type(obj).__name__} has no field(s) {', '.join(sorted(unknown))}")
    current.update(changes)
    return type(obj)(**current)


def items(obj: Any) -> Iterator[tuple[str, Any]]:
    """(field name, value) pairs of a record."""
    for name in fields(obj):
        yield name, getattr(obj, name)


def is_record(obj: Any) -> bool:
    """Whether ``obj`` is a record instance or class."""
    return hasattr(obj, "__record_fields__")
