"""Load the Hogs of War card game data files into one frozen :class:`~.model.HogsOfWar`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from rulesref.core.ruleset import data_files as _data_files
from rulesref.core.ruleset import load_cached, load_data_dir
from rulesref.games.hogs_of_war.model import HogsOfWar

DATA_DIR = Path(__file__).parent / "data"
BOOK = "Hogs of War: The Card Game"


def data_files(data_dir: Path = DATA_DIR) -> list[Path]:
    """The data files, one per concept."""
    return _data_files(data_dir)


def load_uncached(data_dir: Path = DATA_DIR) -> HogsOfWar:
    """Read and validate every data file in ``data_dir``.

    :raises RulesDataError: naming the file and the path inside it.
    """
    return load_data_dir(data_dir, HogsOfWar, BOOK)


def load_from(data_dir: Path) -> HogsOfWar:
    """The ruleset in another data directory (a test's copy), cached like :func:`load`.

    :raises RulesDataError: naming the file and the path inside it.
    """
    return load_cached("hogs_of_war", data_dir, HogsOfWar, BOOK,
                       [Path(__file__).parent / "model.py"])


@cache
def load() -> HogsOfWar:
    """The shipped Hogs of War ruleset (validated once, then served from a cache).

    :raises RulesDataError: when a shipped data file is malformed.
    """
    return load_from(DATA_DIR)
