"""Load the Hobgoblin data files into one frozen :class:`~.model.Hobgoblin`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from rulesref.core.ruleset import data_files as _data_files
from rulesref.core.ruleset import load_cached, load_data_dir
from rulesref.games.hobgoblin.model import Hobgoblin

DATA_DIR = Path(__file__).parent / "data"
BOOK = "Hobgoblin (early access v2)"


def data_files(data_dir: Path = DATA_DIR) -> list[Path]:
    """The data files, one per concept."""
    return _data_files(data_dir)


def load_uncached(data_dir: Path = DATA_DIR) -> Hobgoblin:
    """Read and validate every data file in ``data_dir``.

    :raises RulesDataError: naming the file and the path inside it.
    """
    return load_data_dir(data_dir, Hobgoblin, BOOK)


@cache
def load() -> Hobgoblin:
    """The shipped Hobgoblin ruleset (validated once, then served from a cache).

    :raises RulesDataError: when a shipped data file is malformed.
    """
    return load_cached("hobgoblin", DATA_DIR, Hobgoblin, BOOK, [Path(__file__).parent / "model.py"])
