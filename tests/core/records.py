"""Small records the core tests share (a test enum and a leaf record)."""

from __future__ import annotations

import enum

from rulesref.core.record import record


class Kind(enum.Enum):
    """A test enum."""

    BIG = "big"
    """Big."""
    SMALL = "small"
    """Small."""


@record
class Item:
    """A test record."""

    name: str
    kinds: frozenset[Kind] = frozenset()
    size: float | None = None
