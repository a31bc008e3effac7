"""Every installed ruleset's errata register: each entry has its own ``why`` (no boilerplate
copied across entries, in one register or between two), a fingerprint of 16 hex digits, and
an id no other entry has."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rulesref.core import registry
from rulesref.core.names import fold
from rulesref_verify.errata import ErrataEntry, load_register

REGISTERS = [(r.name, load_register(r.errata).entries) for r in registry.rulesets()]


def test_no_why_repeats_across_entries() -> None:
    whys = Counter(" ".join(fold(e.why).split()) for _, entries in REGISTERS for e in entries)
    repeated = [w for w, n in whys.items() if n > 1]
    assert repeated == []


def test_no_reading_repeats_either() -> None:
    readings = Counter(fold(e.reading) for _, entries in REGISTERS for e in entries)
    assert [r for r, n in readings.items() if n > 1] == []


@pytest.mark.parametrize(("game", "entries"), REGISTERS, ids=[g for g, _ in REGISTERS])
def test_entries_are_well_formed(game: str, entries: tuple[ErrataEntry, ...]) -> None:
    ids = [e.id for e in entries]
    assert len(ids) == len(set(ids)), game
    for entry in entries:
        assert re.fullmatch(r"[0-9a-f]{16}", entry.fingerprint), entry
        assert len(entry.why.split()) >= 8, f"{game}: {entry.id}: say why, for this entry"
        assert not re.match(r"(as for|same as|see above|as above)\b", fold(entry.why)), entry
