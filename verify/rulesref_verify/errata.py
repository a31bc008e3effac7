"""The errata register: acknowledged findings, each with the reading the model follows.

One YAML file per ruleset, ``errata.yaml`` in its package. An entry acknowledges a finding by
its id *and* by the fingerprint of the facts the finding rests on, so a finding whose facts
change is new again instead of staying acknowledged silently. ``rulesref verify`` passes
when every finding is acknowledged, and fails on a new or changed finding or on an entry that
matches no finding (stale). Each entry's ``why`` is its own: no two entries share one.

A register read once is served from the ruleset cache (:mod:`rulesref.core.cache`) while the
file and the code that reads it are unchanged, so ``rulesref verify`` pays for neither YAML
nor pydantic when the rulesets are cached too.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rulesref.core.record import record


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


@record
class ReadRegister:
    """A register as read from its file, with the line of each entry (what the cache keeps)."""

    errata: tuple[ErrataEntry, ...]
    """The acknowledged findings."""
    lines: tuple[tuple[str, int], ...]
    """``(entry id, line)`` in the order of the entries."""


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
    from rulesref.core.cache import cached, digest, source_id
    from rulesref.core.ruleset import core_sources

    if not path.exists():
        return LoadedRegister(path, (), {})
    found = cached("errata", source_id(path), digest([path, Path(__file__), *core_sources()]),
                   lambda: read_register(path, display), ReadRegister)
    return LoadedRegister(path, found.errata, dict(found.lines))


def read_register(path: Path, display: str | None = None) -> ReadRegister:
    """The errata register in ``path``, read and validated (no cache).

    :raises RulesDataError: when the register file is malformed.
    """
    from rulesref.core.loader import validate
    from rulesref.core.yamlio import load_file

    doc = load_file(path, display=display or str(path))
    register = validate(Register, doc.data if doc.data is not None else {"errata": []}, doc)
    lines = []
    for index, entry in enumerate(register.errata):
        pos = doc.where(("errata", index))
        lines.append((entry.id, pos[0] if pos else 1))
    return ReadRegister(errata=register.errata, lines=tuple(lines))
