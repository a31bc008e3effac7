"""Build a copy of the shipped HOARDE data with some concept files replaced by fixtures."""

from __future__ import annotations

import shutil
from pathlib import Path

from rulesref.games.hoarde.loading import DATA_DIR, load_uncached
from rulesref.games.hoarde.model import Hoarde

FIXTURES = Path(__file__).parent / "fixtures"


def target_of(fixture: str) -> str:
    """The shipped file a fixture replaces: the longest shipped name it starts with."""
    stems = sorted((p.stem for p in DATA_DIR.glob("*.yaml")), key=len, reverse=True)
    return next(f"{s}.yaml" for s in stems if fixture.startswith(f"{s}_"))


def data_with(tmp_path: Path, *fixtures: str) -> Path:
    """A data directory: the shipped files, with each fixture over the file it replaces."""
    data = tmp_path / "data"
    if not data.exists():
        shutil.copytree(DATA_DIR, data)
    for fixture in fixtures:
        shutil.copy(FIXTURES / fixture, data / target_of(fixture))
    return data


def rules_with(tmp_path: Path, *fixtures: str) -> Hoarde:
    """The ruleset loaded from :func:`data_with`."""
    return load_uncached(data_with(tmp_path, *fixtures))
