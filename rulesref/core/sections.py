"""Root records read section by section: what ``snapshot.load(lazy=True)`` returns.

A ruleset's root record holds a dozen or more sections (unit types, keywords, sequences...),
and a lookup reads a few of them. A lazily loaded root has its plain fields set and keeps each
other field's snapshot value undecoded until it is first read (through
:func:`rulesref.core.record.defer`); then it is decoded once, under a lock, and kept.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from rulesref.core import record
from rulesref.core.snapshot import _MALFORMED, _SCALARS, _malformed, _no_gc
from rulesref.errors import SnapshotError


def lazy_root(raw: list[Any], entry: tuple[type[Any], tuple[str, ...]],
              decode: Callable[[Any], Any], open_section: Callable[[str], None],
              rebuild: Callable[[], Any] | None) -> Any:
    """The root record of the snapshot value ``raw`` (a record whose checked snapshot type
    entry is ``entry``: its class and field names), with its plain fields set and the others
    decoded by ``decode`` when first read, after ``open_section(name)`` has allowed that
    field's types; one found malformed then comes from ``rebuild()`` (called at most once)
    or, without it, raises :class:`SnapshotError`. The root's own shape is checked at once,
    as the decoder would."""
    cls, names = entry
    if len(raw) != len(names) + 2:
        raise SnapshotError(f"{cls.__name__} needs {len(names)} values")
    obj = object.__new__(cls)
    pending: dict[str, Any] = {}
    plain = _SCALARS
    for name, item in zip(names, raw[2:]):  # noqa: B905 - length checked above
        if type(item) in plain:
            object.__setattr__(obj, name, item)
        else:
            pending[name] = item
    if not pending:
        return obj
    lock = threading.Lock()
    rebuilt: list[Any] = []

    def fill(owner: Any, name: str) -> Any:
        with lock:
            try:
                return object.__getattribute__(owner, name)  # filled meanwhile
            except AttributeError:
                pass
            if name not in pending:
                raise AttributeError(name)
            try:
                open_section(name)
                with _no_gc():
                    value = decode(pending[name])
            except (SnapshotError, *_MALFORMED) as exc:
                if rebuild is None:
                    raise exc if isinstance(exc, SnapshotError) else _malformed(exc) from None
                if not rebuilt:
                    rebuilt.append(rebuild())
                value = getattr(rebuilt[0], name)
            object.__setattr__(owner, name, value)
            del pending[name]
            if not pending:
                record.defer(owner, None)
            return value

    record.defer(obj, fill)
    return obj
