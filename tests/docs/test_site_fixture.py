"""The suite's shared site build (tests/site.py): keyed by a digest of what a build reads, so
every test run of the same sources reuses one build, and any change to them makes a new one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import site


def test_the_shared_build_is_keyed_by_its_sources(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("sphinx")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.rst").write_text("Home\n====\n", encoding="utf-8")
    (tmp_path / "rulesref" / "__pycache__").mkdir(parents=True)
    (tmp_path / "rulesref" / "a.py").write_text("A = 1\n", encoding="utf-8")
    monkeypatch.setattr(site, "ROOT", tmp_path)
    first = site.sources_digest()
    assert site.sources_digest() == first  # the same sources, the same build
    (tmp_path / "rulesref" / "__pycache__" / "a.pyc").write_bytes(b"compiled")
    assert site.sources_digest() == first  # byte-code is no source
    (tmp_path / "rulesref" / "a.py").write_text("A = 2\n", encoding="utf-8")
    changed = site.sources_digest()
    assert changed != first
    (tmp_path / "docs" / "new.rst").write_text("New\n===\n", encoding="utf-8")
    assert site.sources_digest() not in (first, changed)
