"""Test helper: a copy of a ruleset's data directory with one file replaced by a fixture."""

from __future__ import annotations

import shutil
from pathlib import Path


def data_with(tmp_path: Path, data_dir: Path, target: str, fixture: Path) -> Path:
    """Copy ``data_dir`` under ``tmp_path`` and put ``fixture`` in place of ``target``."""
    data = tmp_path / "data"
    shutil.copytree(data_dir, data)
    shutil.copy(fixture, data / target)
    return data
