"""The ``record`` decorator: frozen, keyword-only dataclasses that the loader validates strictly.

Model classes are plain standard-library dataclasses, so importing the model is cheap and the
objects pickle well. Pydantic validates them at the loading boundary only: the
``__pydantic_config__`` attribute below makes it reject unknown keys.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")

#: The pydantic configuration every record carries (a plain dict, so pydantic is not imported).
RECORD_CONFIG: dict[str, Any] = {"extra": "forbid", "strict": False, "frozen": True}


@dataclass_transform(frozen_default=True, kw_only_default=True)
def record(cls: type[T]) -> type[T]:
    """Turn ``cls`` into a frozen, keyword-only, slotted dataclass that forbids unknown keys."""
    new_cls: type[T] = dataclasses.dataclass(frozen=True, kw_only=True, slots=True)(cls)
    new_cls.__pydantic_config__ = RECORD_CONFIG  # type: ignore[attr-defined]
    return new_cls


@dataclass_transform(frozen_default=True, kw_only_default=True)
def root_record(cls: type[T]) -> type[T]:
    """Like :func:`record`, but compared and hashed by identity.

    For the one object that holds a whole ruleset: lookups cache on it, and hashing every
    nested field on each call would cost more than the lookup.
    """
    new_cls: type[T] = dataclasses.dataclass(
        frozen=True, kw_only=True, slots=True, eq=False
    )(cls)
    new_cls.__pydantic_config__ = RECORD_CONFIG  # type: ignore[attr-defined]
    return new_cls


def records_field(default_factory: Callable[[], Any]) -> Any:
    """A dataclass field with a default factory (for tuple defaults that read well)."""
    return dataclasses.field(default_factory=default_factory)
