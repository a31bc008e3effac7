"""Load the Livestock Uprising data files into one frozen :class:`~.model.LivestockUprising`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from rulesref.core.ruleset import data_files as _data_files
from rulesref.core.ruleset import load_cached, load_data_dir
from rulesref.games.livestock_uprising.model import LivestockUprising

DATA_DIR = Path(__file__).parent / "data"
BOOK = "Livestock Uprising"


def data_files(data_dir: Path = DATA_DIR) -> list[Path]:
    """The data files, one per concept."""
    return _data_files(data_dir)


def load_uncached(data_dir: Path = DATA_DIR) -> LivestockUprising:
    """Read and validate every data file in ``data_dir``.

    :raises RulesDataError: naming the file and the path inside it.
    """
    return load_data_dir(data_dir, LivestockUprising, BOOK)


@cache
def load() -> LivestockUprising:
    """The shipped Livestock Uprising ruleset (validated once, then served from a cache).

    :raises RulesDataError: when a shipped data file is malformed.
    """
    return load_cached("livestock_uprising", DATA_DIR, LivestockUprising, BOOK,
                       [Path(__file__).parent / "model.py"])
