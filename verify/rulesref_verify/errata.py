"""The errata register: acknowledged findings, each with the reading the model follows.

One YAML file per ruleset, ``errata.yaml`` in its package. An entry acknowledges a finding by
its id *and* by the fingerprint of the facts the finding rests on, so a finding whose facts
change is new again instead of staying acknowledged silently. ``rulesref verify`` passes
when every finding is acknowledged, and fails on a new or changed finding or on an entry that
matches no finding (stale). Each entry's ``why`` is its own: no two entries share one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rulesref.core.loader import validate
from rulesref.core.record import record
from rulesref.core.yamlio import load_file


@record
class ErrataEntry:
    """An acknowledged finding."""

    id: str
    """The finding's stable id."""
    fingerprint: str
    """The fingerprint of the facts the finding rested on when it was acknowledged
    (``rulesref verify`` prints it with every new finding)."""
    reading: str
    """The reading the model follows, in our own words."""
    why: str
    """Why that reading, for this entry alone."""


@record
class Register:
    """A game's errata register."""

    errata: tuple[ErrataEntry, ...]
    """The acknowledged findings."""


@dataclass(frozen=True, slots=True)
class LoadedRegister:
    """A register with the line of each entry (for annotations)."""

    file: Path
    entries: tuple[ErrataEntry, ...]
    lines: dict[str, int]


def load_register(path: Path, display: str | None = None) -> LoadedRegister:
    """The errata register in ``path`` (empty when the file does not exist).

    :raises RulesDataError: when the register file is malformed.
    """
    if not path.exists():
        return LoadedRegister(path, (), {})
    doc = load_file(path, display=display or str(path))
    register = validate(Register, doc.data if doc.data is not None else {"errata": []}, doc)
    lines = {}
    for index, entry in enumerate(register.errata):
        pos = doc.where(("errata", index))
        lines[entry.id] = pos[0] if pos else 1
    return LoadedRegister(path, register.errata, lines)
