"""Readings in a report: every :class:`~rulesref.core.readings.Reading` the model records, and
every term the book never explains (its assumed meaning is a reading too), collected from
any ruleset's model; and the one check over them, :func:`check_readings`.

A reading is reported as a reading, never as a finding: the check finds only what is wrong
with the readings themselves (two with one id, a rule naming a reading nobody recorded, a
choice listed among its own alternatives).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from rulesref.core.names import fold
from rulesref.core.readings import Reading, ReadingKind
from rulesref.core.terms import Term
from rulesref_verify.findings import Finding, Kind, facts

Path = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class Recorded:
    """A reading found in the model, with where it is (a path of field names and indices)."""

    reading: Reading
    path: Path

    @property
    def key(self) -> str:
        """The path as ``hand_sizes.rules[2].readings[0]``."""
        return _key(self.path)

    @property
    def field(self) -> str:
        """The model's top-level field the reading sits under (names its data file)."""
        return str(self.path[0]) if self.path else ""


def _key(path: Path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else ("." if out else "") + str(part)
    return out


def _walk(node: Any, path: Path) -> Iterator[tuple[Any, Path]]:
    """Every record in the model with its path, parents first."""
    if isinstance(node, tuple):
        for index, item in enumerate(node):
            yield from _walk(item, (*path, index))
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        yield node, path
        for f in dataclasses.fields(node):
            yield from _walk(getattr(node, f.name), (*path, f.name))


def term_reading(term: Term) -> Reading:
    """The reading a term the book never explains stands for: the meaning assumed."""
    return Reading(id=f"term:{term.name}", kind=ReadingKind.SILENT, topic=term.name,
                   question=f"The book uses {term.name!r} but never says what it means.",
                   reading=term.summary, cite=term.cite)


def recorded_readings(rules: Any) -> tuple[Recorded, ...]:
    """Every reading in the model (each record once, in model order), and a reading for
    every term the book does not explain."""
    seen: set[int] = set()
    out = []
    for node, path in _walk(rules, ()):
        if id(node) in seen:
            continue
        if isinstance(node, Reading):
            seen.add(id(node))
            out.append(Recorded(node, path))
        elif isinstance(node, Term) and not node.defined:
            seen.add(id(node))
            out.append(Recorded(term_reading(node), path))
    return tuple(out)


def reading_references(rules: Any) -> Iterator[tuple[str, Path, Any]]:
    """(reading id, path of the field, the record) for every text field named ``reading`` or
    ending in ``_reading`` on a record that is not itself a reading: the rules that depend on
    a reading."""
    for node, path in _walk(rules, ()):
        if isinstance(node, Reading):
            continue
        for f in dataclasses.fields(node):
            value = getattr(node, f.name)
            if (f.name == "reading" or f.name.endswith("_reading")) and isinstance(value, str):
                yield value, (*path, f.name), node


def check_readings(rules: Any) -> list[Finding]:
    """Every reading has its own id, every rule that names a reading names a recorded one,
    and no reading lists its own choice among the alternatives."""
    out: list[Finding] = []
    recorded = [r for r in recorded_readings(rules) if not r.reading.id.startswith("term:")]
    first: dict[str, Recorded] = {}
    for item in recorded:
        reading = item.reading
        if reading.id in first:
            out.append(Finding(
                f"reading:duplicate:{reading.id}", "check_readings",
                f"two readings share the id {reading.id!r} ({first[reading.id].key} and "
                f"{item.key})", str(reading.cite), None, item.key,
                facts=facts(id=reading.id, places=[first[reading.id].key, item.key]),
                kind=Kind.DATA))
            continue
        first[reading.id] = item
        if reading.choice and fold(reading.choice) in {fold(a) for a in reading.alternatives}:
            out.append(Finding(
                f"reading:choice-is-alternative:{reading.id}", "check_readings",
                f"the reading {reading.id!r} takes {reading.choice!r} and also lists it among "
                "the other readings", str(reading.cite), None, item.key,
                facts=facts(id=reading.id, choice=reading.choice), kind=Kind.DATA))
    reported: set[str] = set()
    for ref, path, node in reading_references(rules):
        if ref in first or ref in reported:
            continue
        reported.add(ref)
        cite = getattr(node, "cite", None)
        out.append(Finding(
            f"reading:unknown:{ref}", "check_readings",
            f"{_key(path)} depends on the reading {ref!r}, which is not recorded",
            str(cite) if cite is not None else "", None, _key(path),
            facts=facts(reading=ref, field=_key(path)), kind=Kind.DATA))
    return out
