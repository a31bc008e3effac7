"""Mutating the frozen model for checker tests: replace one nested record at a time."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any


def replace_where(items: tuple[Any, ...], match: Callable[[Any], bool],
                  change: Callable[[Any], Any]) -> tuple[Any, ...]:
    """``items`` with every item that matches replaced by ``change(item)``."""
    found = False
    out = []
    for item in items:
        if match(item):
            found = True
            item = change(item)
        out.append(item)
    assert found, "the mutation matched nothing"
    return tuple(out)


def with_field(obj: Any, **changes: Any) -> Any:
    """A copy of a frozen record with fields changed."""
    return dataclasses.replace(obj, **changes)
