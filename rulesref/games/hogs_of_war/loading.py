"""Load the Hogs of War card game data files into one frozen :class:`~.model.HogsOfWar`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesref.core.ruleset import RulesetLoader
from rulesref.games.hogs_of_war.model import VOCABULARY, HogsOfWar

if TYPE_CHECKING:
    from pathlib import Path

    DATA_DIR: Path

LOADER = RulesetLoader("hogs_of_war", HogsOfWar, "Hogs of War: The Card Game", __file__,
                        VOCABULARY)
__getattr__ = LOADER.module_attribute  # DATA_DIR, a Path made when first read
BOOK = LOADER.book
data_files = LOADER.data_files
load_uncached = LOADER.load_uncached
load_from = LOADER.load_from
load = LOADER.load
