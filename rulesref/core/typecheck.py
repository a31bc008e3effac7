"""Plain data into records without pydantic, with the errors pydantic gives.

The army builder page runs rulesref in the browser (Pyodide), where pydantic is not loaded;
it reads army lists through :func:`validate` here, while every file read on the command
line still goes through pydantic (:func:`rulesref.core.loader.validate`). Both word an
error through :func:`rulesref.core.loader.first_error`, and a test feeds both the same
malformed documents, so a list gets the same message in the page and from the CLI.

Only the annotations army files use are supported, each as strict as the loading boundary
makes it: records (a mapping with exactly the record's keys, defaults optional), ``str``,
``int`` and ``bool`` (never each other, nor text), ``Literal`` of text, ``X | None``, a
union of ``str`` and ``tuple[str, ...]``, and ``tuple[X, ...]`` (written as a list). Any
other annotation is refused when a checker is first built (a :class:`TypeError`: a bug in
the record, not in the data).
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Callable, Hashable
from typing import Any, TypeVar, cast

from rulesref.core.lazy import type_hints
from rulesref.core.yamlio import Document, PathKey

T = TypeVar("T")

#: One validation error, shaped as pydantic's (``type``, ``loc``, ``msg``, ``input``).
Error = dict[str, Any]
#: A checker: the value, where it is, and the list its errors go to; returns the value
#: validated, or :data:`INVALID`.
Checker = Callable[[Any, tuple[Any, ...], list[Error]], Any]

INVALID: Any = object()


def _error(errors: list[Error], kind: str, loc: tuple[Any, ...], msg: str, value: Any) -> Any:
    errors.append({"type": kind, "loc": loc, "msg": msg, "input": value})
    return INVALID


def errors_of(target: type[Any], data: Any) -> tuple[Any, list[Error]]:
    """``data`` validated as ``target`` (or :data:`INVALID`), and every error found, in the
    order pydantic finds them.

    :raises TypeError: when ``target`` uses an annotation this module does not support.
    """
    errors: list[Error] = []
    value = checker(cast(Hashable, target))(data, (), errors)
    return value, errors


def validate(
    target: type[T], data: Any, locate: Callable[[PathKey], Document | None] | Document,
) -> T:
    """Validate plain data into ``target`` (a record type), as
    :func:`rulesref.core.loader.validate` does but without pydantic.

    :raises RulesDataError: naming the file and the path of the first problem.
    :raises TypeError: when ``target`` uses an annotation this module does not support.
    """
    from rulesref.core.loader import first_error

    value, errors = errors_of(target, data)
    if errors:
        raise first_error(errors, data, locate)
    return value  # type: ignore[no-any-return]


@functools.cache
def checker(hint: Any) -> Checker:
    """The checker of an annotation (a record class or a type hint).

    :raises TypeError: for an annotation this module does not support.
    """
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _record_checker(hint)
    if hint is str:
        return _scalar(str, "string_type", "Input should be a valid string")
    if hint is int:
        return _scalar(int, "int_type", "Input should be a valid integer")
    if hint is bool:
        return _scalar(bool, "bool_type", "Input should be a valid boolean")
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Literal and all(type(a) is str for a in args):
        return _literal(args)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _tuple(checker(args[0]))
    if origin in (types.UnionType, typing.Union):
        return _union(args)
    raise TypeError(f"typecheck does not support the annotation {hint!r}")


def _scalar(kind: type, error: str, msg: str) -> Checker:
    def check(value: Any, loc: tuple[Any, ...], errors: list[Error]) -> Any:
        if type(value) is kind:
            return value
        return _error(errors, error, loc, msg, value)

    return check


def _literal(allowed: tuple[str, ...]) -> Checker:
    quoted = [repr(a) for a in allowed]
    expected = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} or {quoted[-1]}"
    msg = f"Input should be {expected}"

    def check(value: Any, loc: tuple[Any, ...], errors: list[Error]) -> Any:
        if type(value) is str and value in allowed:
            return value
        return _error(errors, "literal_error", loc, msg, value)

    return check


def _tuple(item: Checker) -> Checker:
    def check(value: Any, loc: tuple[Any, ...], errors: list[Error]) -> Any:
        if type(value) not in (list, tuple):
            return _error(errors, "tuple_type", loc, "Input should be a valid tuple", value)
        out = [item(v, (*loc, i), errors) for i, v in enumerate(value)]
        return INVALID if any(v is INVALID for v in out) else tuple(out)

    return check


def _tag(hint: Any) -> str:
    """The name pydantic gives a union member in an error's location."""
    if hint in (str, int, bool):
        return str(hint.__name__)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return f"tuple[{_tag(args[0])}, ...]"
    raise TypeError(f"typecheck does not support {hint!r} in a union")


def _union(members: tuple[Any, ...]) -> Checker:
    others = tuple(m for m in members if m is not type(None))
    nullable = len(others) < len(members)
    if len(others) == 1:
        inner = checker(others[0])
    else:
        # pydantic's smart union: the member whose type the value has exactly, else every
        # member's errors under its tag (only members of distinct plain types are supported)
        checks = [(_tag(m), typing.get_origin(m) or m, checker(m)) for m in others]

        def inner(value: Any, loc: tuple[Any, ...], errors: list[Error]) -> Any:
            for _, kind, check in checks:
                if type(value) is kind or (kind is tuple and type(value) is list):
                    found: list[Error] = []
                    result = check(value, loc, found)
                    if not found:
                        return result
            for tag, _, check in checks:
                check(value, (*loc, tag), errors)
            return INVALID

    if not nullable:
        return inner

    def check(value: Any, loc: tuple[Any, ...], errors: list[Error]) -> Any:
        return None if value is None else inner(value, loc, errors)

    return check


def _record_checker(cls: type[Any]) -> Checker:
    hints = type_hints(cls)
    fields = [(f.name, f.default is dataclasses.MISSING
               and f.default_factory is dataclasses.MISSING)
              for f in dataclasses.fields(cls)]
    names = frozenset(name for name, _ in fields)
    # built on first use: a record may refer to itself, or to one defined later
    field_checks: list[tuple[str, bool, Checker]] = []

    def check(value: Any, loc: tuple[Any, ...], errors: list[Error]) -> Any:
        if not field_checks:
            field_checks.extend((name, required, checker(hints[name]))
                                for name, required in fields)
        if type(value) is not dict:
            return _error(errors, "dict_type", loc, "Input should be a valid dictionary", value)
        before = len(errors)
        out: dict[str, Any] = {}
        for name, required, check_field in field_checks:
            if name in value:
                out[name] = check_field(value[name], (*loc, name), errors)
            elif required:
                _error(errors, "missing", (*loc, name), "Field required", value)
        for key, item in value.items():
            if type(key) is not str:
                where = key if isinstance(key, (str, int)) else str(key)
                _error(errors, "invalid_key", (*loc, where), "Keys should be strings", key)
            elif key not in names:
                _error(errors, "extra_forbidden", (*loc, key), "Extra inputs are not permitted",
                       item)
        if len(errors) > before:
            return INVALID
        return cls(**out)

    return check


__all__ = ["INVALID", "Error", "checker", "errors_of", "validate"]
