"""Findings and verdicts: what every check returns.

A finding is derived by a check from the model (two printings that disagree, an unreachable
state, a name used but defined nowhere, a z3 counterexample). It carries the facts it rests
on, and their :attr:`Finding.fingerprint` lets the errata register notice when they change.
"""

from __future__ import annotations

import enum
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass


class Verdict(enum.Enum):
    """The three-valued answer of a proof. UNKNOWN is never a pass."""

    CONFIRMED = "confirmed"
    """Proved to hold."""
    REFUTED = "refuted"
    """Proved not to hold, with a counterexample."""
    UNKNOWN = "unknown"
    """The solver gave up (timeout or resource limit), or the check could not decide."""


Facts = tuple[tuple[str, str], ...]


def facts(values: Mapping[str, object] | None = None, /, **more: object) -> Facts:
    """The facts a finding rests on, as sorted ``(name, value)`` text pairs: ``facts(cell=
    "Light Infantry→Monster", printed=6, explained=5)``."""
    merged = {**(values or {}), **more}
    return tuple(sorted((str(k), _text(v)) for k, v in merged.items()))


def _text(value: object) -> str:
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [_text(v) for v in value]
        return json.dumps(sorted(items) if isinstance(value, (set, frozenset)) else items,
                          ensure_ascii=False)
    return str(value)


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem a check found in the rules data.

    ``id`` is stable across runs (it names the check and the things involved, never a
    counter), so the errata register can acknowledge it; ``facts`` are what the finding rests
    on (cells, values, names), so an acknowledgement lapses when they change.
    """

    id: str
    check: str
    message: str
    citation: str
    file: str | None = None
    key: str | None = None
    inconclusive: bool = False
    facts: Facts = ()
    """The facts the finding rests on (see :func:`facts`); when empty, the message stands for
    them (it states the values involved)."""

    def sort_key(self) -> tuple[str, str]:
        """Findings print grouped by check, then by id."""
        return (self.check, self.id)

    @property
    def fingerprint(self) -> str:
        """A stable hash of the facts the finding rests on (16 hex digits): the errata
        register stores it, and a finding whose facts changed is new again."""
        basis = [list(p) for p in self.facts] if self.facts else [["message", self.message]]
        text = json.dumps(basis, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
