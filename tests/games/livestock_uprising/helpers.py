"""Load the Livestock Uprising data with one data file swapped for a broken fixture."""

from __future__ import annotations

import shutil
from pathlib import Path

from rulesref.games.livestock_uprising.loading import DATA_DIR, load_uncached
from rulesref.games.livestock_uprising.model import LivestockUprising

FIXTURES = Path(__file__).parent / "fixtures"


def with_fixture(tmp_path: Path, concept: str, fixture: str) -> LivestockUprising:
    """The shipped data with ``<concept>.yaml`` replaced by ``fixtures/<fixture>``."""
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    shutil.copyfile(FIXTURES / fixture, data / f"{concept}.yaml")
    return load_uncached(data)
