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


class Kind(enum.Enum):
    """What kind of fault of the book a finding is (its report says it in these words)."""

    CONFLICT = "conflict"
    """Two printings or two rules say different things (it cites both)."""
    VARIANT = "variant"
    """One thing printed under two names (it cites both)."""
    UNDEFINED = "undefined"
    """A name used that the book never defines."""
    MISSING = "missing"
    """Something the rules need that the book never states (a step, an owner, a count)."""
    OVERLAP = "overlap"
    """A table or range that gives two results for one value, or none for another."""
    MISCOUNT = "miscount"
    """A total or count the book states that its own parts do not add up to."""
    DEAD_END = "dead end"
    """A state of play the rules reach and cannot leave, or a game that cannot end."""
    ORDER = "order"
    """A sequence that uses something before the step that makes it."""
    ONE_POINT = "single value"
    """Constraints that together leave exactly one value where the book offers a range."""
    REVERSED = "reversed outcome"
    """An outcome that turns against a side for doing better by the book's own measure (one
    more objective kept, and the win goes to the other side)."""
    REPEAT = "repeated item"
    """A list that prints one item twice."""
    FLIP = "status flip"
    """A status gained and lost in turn: some state meets the condition that gives it and the
    one that takes it away at once (it cites both rules)."""
    EXCLUSIVE = "exclusive requirements"
    """A rule whose requirements exclude each other, so that it can never apply."""
    CIRCULAR = "circular condition"
    """A condition over a defined class that asks of its members what the definition rules
    out, so it holds only when the class is empty and says so by way of its own definition."""
    DANGLING = "dangling reference"
    """A reference to a component, section or page the book does not contain."""
    DATA = "data"
    """The model's own data could not be checked (inconclusive, or malformed)."""


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
    kind: Kind | None = None
    """What kind of fault it is; ``None`` only for a check that has not said (the report
    then shows ``data`` for an inconclusive finding)."""
    citations: tuple[str, ...] = ()
    """Every citation the finding rests on, the first one :attr:`citation`: two or more for a
    conflict or a variant. Empty means :attr:`citation` alone."""
    assumes: str | None = None
    """The id of a reading whose *rejected* alternative this consequence follows from: then
    it is not a fault of the book but what the book would mean read that way, and the report
    lists it with that reading, apart from the findings."""
    gap: bool = False
    """The check could not decide because the model lacks a fact the book need not print
    (how a deck splits by card type, which the cards themselves show): a gap in the model,
    for its maintainers. The report lists it apart, never as a finding of the book."""

    @property
    def cited(self) -> tuple[str, ...]:
        """Every citation the finding rests on, without repeats (at least its own)."""
        found = [c for c in (self.citation, *self.citations) if c]
        return tuple(dict.fromkeys(found))

    @property
    def kind_name(self) -> str:
        """The kind in words (``data`` for an inconclusive finding that names none)."""
        if self.kind is not None:
            return self.kind.value
        return Kind.DATA.value if self.inconclusive else "unclassified"

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
