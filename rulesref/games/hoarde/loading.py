"""Load the HOARDE data files into one frozen :class:`~.model.Hoarde`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from rulesref.core.ruleset import data_files as _data_files
from rulesref.core.ruleset import load_cached, load_data_dir
from rulesref.games.hoarde.model import Hoarde

DATA_DIR = Path(__file__).parent / "data"
BOOK = "HOARDE"


def data_files(data_dir: Path = DATA_DIR) -> list[Path]:
    """The data files, one per concept."""
    return _data_files(data_dir)


def load_uncached(data_dir: Path = DATA_DIR) -> Hoarde:
    """Read and validate every data file in ``data_dir``.

    :raises RulesDataError: naming the file and the path inside it.
    """
    return load_data_dir(data_dir, Hoarde, BOOK)


def load_from(data_dir: Path) -> Hoarde:
    """The ruleset in another data directory (a user's or a test's copy), cached like
    :func:`load`.

    :raises RulesDataError: naming the file and the path inside it.
    """
    return load_cached("hoarde", data_dir, Hoarde, BOOK, [Path(__file__).parent / "model.py"])


@cache
def load() -> Hoarde:
    """The shipped HOARDE ruleset (validated once, then served from a cache).

    :raises RulesDataError: when a shipped data file is malformed.
    """
    return load_from(DATA_DIR)
