"""Every installed ruleset's errata register: each entry has its own ``why`` (no boilerplate
copied across entries, in one register or between two), a fingerprint of 16 hex digits, and
an id no other entry has."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

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


def test_a_register_is_read_once_and_again_after_an_edit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesref_verify import errata

    shipped = registry.rulesets()[0].errata
    path = tmp_path / "errata.yaml"
    shutil.copy(shipped, path)
    first = errata.load_register(path)
    assert first.entries == errata.read_register(path).errata
    reads: list[Path] = []
    real = errata.read_register

    def counted(p: Path, display: str | None = None) -> errata.ReadRegister:
        reads.append(p)
        return real(p, display)

    monkeypatch.setattr(errata, "read_register", counted)
    again = errata.load_register(path)
    assert (again.entries, again.lines) == (first.entries, first.lines) and reads == []
    text = path.read_text(encoding="utf-8")
    start = text.index("  - id:")
    path.write_text(text[:start] + text[text.index("  - id:", start + 5):], encoding="utf-8")
    edited = errata.load_register(path)
    assert reads == [path]  # the file changed: read again, not served from the cache
    assert edited.entries == first.entries[1:]
    # the entry that was second now starts where the removed one did
    assert edited.lines[first.entries[1].id] == first.lines[first.entries[0].id]
