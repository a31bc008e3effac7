"""The loading boundary: plain data from YAML into frozen records, validated by pydantic.

Pydantic is imported here only (and by records' schema hook, which this module triggers);
everything past this module receives plain frozen records. Validation is strict about
numbers and booleans: a boolean is never accepted as a number, nor text as either.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from rulesref.core.quoting import quoted
from rulesref.core.yamlio import Document, PathKey
from rulesref.errors import RulesDataError

T = TypeVar("T")


def fill_citations(data: Any, book: str) -> None:
    """Give every citation mapping (a key ``cite`` or ending ``_cite``) the book's title."""
    if isinstance(data, dict):
        for key, value in data.items():
            if (key == "cite" or str(key).endswith("_cite")) and isinstance(value, dict):
                value.setdefault("book", book)
            else:
                fill_citations(value, book)
    elif isinstance(data, list):
        for item in data:
            fill_citations(item, book)


def validate(
    target: type[T], data: Any, locate: Callable[[PathKey], Document | None] | Document,
) -> T:
    """Validate plain data into ``target`` (a record type).

    :param locate: the document the data came from, or a function from a path to the
        document holding it (for data merged from several files).
    :raises RulesDataError: naming the file and the path of the first problem.
    """
    from pydantic import ValidationError

    try:
        adapter: Any = _adapter(target)  # type: ignore[arg-type]
        return adapter.validate_python(data)  # type: ignore[no-any-return]
    except ValidationError as exc:
        raise first_error(exc.errors(include_url=False), data, locate) from None


def first_error(
    errors: Sequence[Mapping[str, Any]], data: Any,
    locate: Callable[[PathKey], Document | None] | Document,
) -> RulesDataError:
    """The error to report for a non-empty list of validation errors shaped as pydantic's
    (``type``, ``loc``, ``msg``, ``input``): the first, with how many more there are.

    Shared by :func:`validate` and :mod:`rulesref.core.typecheck`, so both word an error
    the same way.
    """
    ordered = list(errors)
    # an unknown key usually explains the "missing" error next to it: report it first
    ordered.sort(key=lambda e: e["type"] not in _UNKNOWN_KEY)
    first = ordered[0]
    path: PathKey = tuple(p for p in first["loc"] if isinstance(p, (str, int)))
    path = _drop_union_tags(path, data)
    doc = locate(path) if callable(locate) else locate
    message = _message(first)
    if len(ordered) > 1:
        message += f" (and {len(ordered) - 1} more problem(s))"
    if doc is None:
        return RulesDataError("<data>", ".".join(map(str, path)), message)
    return doc.error(path, message)


@functools.cache
def _adapter(target: type[Any]) -> Any:
    """One pydantic ``TypeAdapter`` per target type (building one is costly). Numbers and
    booleans are strict (:func:`~rulesref.core.record.strict_hint`): ``true`` is not 1 and
    ``"5"`` is not 5; records make their own fields strict the same way."""
    from pydantic import TypeAdapter

    from rulesref.core.record import strict_hint

    return TypeAdapter(strict_hint(target))


def _drop_union_tags(path: PathKey, data: Any) -> PathKey:
    """Keep the parts of a pydantic error location that are real keys and indices.

    Union member names are dropped; a final field name (missing or unknown) is kept.
    """
    out: list[str | int] = []
    node = data
    for index, part in enumerate(path):
        in_dict = isinstance(node, dict) and part in node
        in_list = isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)
        if in_dict or in_list:
            out.append(part)
            node = node[part]
        elif index == len(path) - 1 and isinstance(part, str):
            out.append(part)
    return tuple(out)


_UNKNOWN_KEY = frozenset({"extra_forbidden", "unexpected_keyword_argument"})


def _message(error: Mapping[str, Any]) -> str:
    kind = error.get("type", "")
    if kind in _UNKNOWN_KEY:
        return "unknown key (check its spelling)"
    if kind in {"missing", "missing_keyword_only_argument", "missing_argument"}:
        return "required key is missing"
    msg = str(error.get("msg", "invalid value"))
    value = error.get("input")
    if isinstance(value, (str, int, float, bool)) or value is None:
        return f"{msg} (got {quoted(value)})"
    return msg
