"""Records: the frozen value objects of every rules model.

A record is a standard frozen dataclass with slots (``dataclasses.dataclass(frozen=True,
slots=True, kw_only=True)``), so it behaves the same on every supported Python: equality
and hashing by value, a readable repr, no attribute assignment, and
``dataclasses.fields``/``replace``/``asdict`` work on it.

Equality, hashing and the repr come from one small shared base class rather than from code
that ``dataclasses`` generates for each class (``eq=False, repr=False``): they behave as the
generated ones do (compare the tuple of field values when both sides are of the same class,
hash that tuple, print ``Name(field=value, ...)``), and each class then costs about half as
much to create, which matters for a lookup's start-up (a model of sixty records).

A root record (the one object holding a ruleset) may also have fields that are filled in when
first read (:func:`defer`): the ruleset cache hands back its sections undecoded, and a lookup
decodes only those it reads. Its base class adds one private slot for that and nothing the
type checker sees; the record stays a standard frozen dataclass.

Pydantic validates records at the loading boundary only, through
``__get_pydantic_core_schema__``: unknown keys are rejected (``extra_behavior="forbid"``),
numbers and booleans are strict (``true`` is not the number 1, ``"5"`` is not 5), and the
validated mapping becomes the record. Nothing past the loader sees pydantic.
"""

from __future__ import annotations

import contextlib
import dataclasses
import reprlib
import types
from collections.abc import Callable, Iterator
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar, dataclass_transform

T = TypeVar("T")

#: Raised on an attempt to change a record.
FrozenRecordError = dataclasses.FrozenInstanceError


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A fast function from a record to the tuple of its field values."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


class _Record:
    """What every record shares: its repr. (Slots only, so records stay dict-free.)"""

    __slots__ = ()
    __record_fields__: tuple[str, ...] = ()
    __record_values__: Callable[[Any], tuple[Any, ...]] = staticmethod(_getter(()))

    @reprlib.recursive_repr()
    def __repr__(self) -> str:
        values = type(self).__record_values__(self)
        inner = ", ".join(f"{name}={value!r}"
                          for name, value in zip(self.__record_fields__, values, strict=True))
        return f"{type(self).__qualname__}({inner})"


class _Root(_Record):
    """What root records add: fields that may be filled in when first read (a snapshot leaves
    each section of a ruleset undecoded until a lookup reads it; see :func:`defer`)."""

    __slots__ = ("__later",)

    if not TYPE_CHECKING:  # for the type checker a record has its fields and nothing else

        def __getattr__(self, name: str) -> Any:
            # reached only when ordinary lookup fails: a field not filled in yet, or no field
            if not name.startswith("_Root__"):
                try:
                    fill = self.__later
                    return fill(self, name)
                except AttributeError:
                    pass
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}",
                                 name=name, obj=self)


def defer(obj: Any, fill: Callable[[Any, str], Any] | None) -> None:
    """Have the fields of root record ``obj`` that are not set yet filled in on first read:
    ``fill(obj, name)`` sets the field (with ``object.__setattr__``) and returns its value, or
    raises :class:`AttributeError` for a name it cannot fill. ``fill=None`` ends it.

    :raises TypeError: when ``obj`` is not a root record.
    """
    if not isinstance(obj, _Root):
        raise TypeError(f"{type(obj).__name__} is not a root record")
    if fill is None:
        with contextlib.suppress(AttributeError):
            object.__delattr__(obj, "_Root__later")
    else:
        object.__setattr__(obj, "_Root__later", fill)


class _ByValue(_Record):
    """Equality and hashing by the tuple of field values, as a dataclass's own."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            values = type(self).__record_values__
            return bool(values(self) == values(other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(type(self).__record_values__(self))


def strict_hint(hint: Any) -> Any:
    """``hint`` with every ``int``, ``float`` and ``bool`` in it made strict for pydantic, so
    a boolean is never a number, a number never a boolean, and text neither."""
    import types
    import typing

    from pydantic import Strict

    if hint in (int, float, bool):
        return typing.Annotated[hint, Strict()]
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Annotated:
        base = strict_hint(args[0])
        return hint if base is args[0] else typing.Annotated[(base, *args[1:])]
    if not args or origin is typing.Literal:
        return hint
    new = tuple(strict_hint(arg) for arg in args)
    if new == args:
        return hint
    if origin in (types.UnionType, typing.Union):
        return typing.Union[new]  # noqa: UP007 - built from a tuple of members
    return origin[new]


def _core_schema(cls: type[Any], source: Any, handler: Any) -> Any:
    """The pydantic schema of a record: a typed dict with no extra keys, then the record."""
    from pydantic_core import core_schema as cs

    from rulesref.core.lazy import type_hints

    hints = type_hints(cls, include_extras=True)  # keep Annotated metadata
    fields = {}
    for field in dataclasses.fields(cls):
        schema = handler.generate_schema(strict_hint(hints[field.name]))
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


def _fast_init(cls: type[Any]) -> bool:
    """Give the record class ``cls`` an ``__init__`` that stores each field through its slot
    directly, with the signature, defaults and errors of the one ``dataclasses`` wrote.

    A frozen dataclass's own ``__init__`` stores each field with ``object.__setattr__``,
    which looks the name up on the class again for every field of every record made: about
    half the cost of making one, and validation makes several for each unit of each list.
    A class with a ``__post_init__``, a default factory, an init-only variable, a field
    called ``self`` or starting with ``_``, or a field that is not a slot needs the one
    ``dataclasses`` writes: then this returns ``False`` and changes nothing.
    """
    fields = dataclasses.fields(cls)
    # init-only variables are the entries fields() leaves out besides class variables (read
    # through dataclasses' private marker; without it, every entry left out counts as one)
    marker = getattr(dataclasses, "_FIELD_INITVAR", None)
    init_only = [f for name, f in cls.__dataclass_fields__.items()
                 if all(name != g.name for g in fields)
                 and (marker is None or getattr(f, "_field_type", None) is marker)]
    if (hasattr(cls, "__post_init__") or init_only
            or any(not f.init or f.default_factory is not dataclasses.MISSING
                   or f.name == "self" or f.name.startswith("_") for f in fields)):
        return False
    setters: dict[str, Any] = {}
    for f in fields:
        slot = next((k.__dict__[f.name] for k in cls.__mro__ if f.name in k.__dict__), None)
        if not isinstance(slot, types.MemberDescriptorType):
            return False
        setters[f"_set_{f.name}"] = slot.__set__
        if f.default is not dataclasses.MISSING:
            setters[f"_default_{f.name}"] = f.default

    def parameter(f: dataclasses.Field[Any]) -> str:
        return f.name + ("" if f.default is dataclasses.MISSING else f"=_default_{f.name}")

    # as dataclasses orders them: the positional fields, then the keyword-only ones
    positional = [parameter(f) for f in fields if not f.kw_only]
    keyword = [parameter(f) for f in fields if f.kw_only]
    signature = ", ".join(["self", *positional, *(["*", *keyword] if keyword else [])])
    body = "".join(f"    _set_{f.name}(self, {f.name})\n" for f in fields) or "    pass\n"
    exec(f"def __init__({signature}):\n{body}", setters)  # as dataclasses writes its own
    init = setters["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__annotations__ = {**{f.name: f.type for f in fields}, "return": None}
    cls.__init__ = init
    return True


def _build(cls: type[T], *, base: type[_Record], kw_only: bool) -> type[T]:
    if cls.__bases__ == (object,):
        bases: tuple[type, ...] = (base,)  # the shared eq/hash/repr; the body is unchanged
    elif all(issubclass(b, _Record) for b in cls.__bases__):
        bases = cls.__bases__  # a record extending another record
    else:
        raise TypeError(f"{cls.__name__}: a record can only extend another record")
    body = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}

    def make(init: bool) -> type[T]:
        return dataclasses.dataclass(
            frozen=True, slots=True, kw_only=kw_only, eq=False, repr=False,
            init=init)(type(cls.__name__, bases, dict(body)))

    # Writing an __init__ is a third of what making a dataclass costs, so the one dataclasses
    # would write is only asked for when ours cannot be used (start-up makes ~150 records).
    new_cls = make(init=False)
    if not _fast_init(new_cls):
        new_cls = make(init=True)
    names = tuple(f.name for f in dataclasses.fields(new_cls))  # type: ignore[arg-type]
    new_cls.__record_fields__ = names  # type: ignore[attr-defined]
    new_cls.__record_values__ = staticmethod(_getter(names))  # type: ignore[attr-defined]
    new_cls.__get_pydantic_core_schema__ = classmethod(_core_schema)  # type: ignore[attr-defined]
    return new_cls


@dataclass_transform(frozen_default=True, kw_only_default=True)
def record(cls: type[T]) -> type[T]:
    """Make ``cls`` a frozen, keyword-only record compared and hashed by value."""
    return _build(cls, base=_ByValue, kw_only=True)


@dataclass_transform(frozen_default=True)
def result(cls: type[T]) -> type[T]:
    """A record that may also be built with positional arguments in field order: for the
    small result objects that lookups return."""
    return _build(cls, base=_ByValue, kw_only=False)


@dataclass_transform(frozen_default=True, kw_only_default=True, eq_default=False)
def root_record(cls: type[T]) -> type[T]:
    """Like :func:`record`, but compared and hashed by identity.

    For the one object that holds a whole ruleset: lookups cache on it, and hashing every
    nested field on each call would cost more than the lookup.
    """
    return _build(cls, base=_Root, kw_only=True)


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


def is_root_record(cls: Any) -> bool:
    """Whether ``cls`` is a root record class (:func:`root_record`)."""
    return isinstance(cls, type) and issubclass(cls, _Root)


def is_record(obj: Any) -> bool:
    """Whether ``obj`` is a record instance or class."""
    return dataclasses.is_dataclass(obj)
