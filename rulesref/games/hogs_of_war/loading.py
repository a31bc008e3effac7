"""Load the Hogs of War card game data files into one frozen :class:`~.model.HogsOfWar`."""

from __future__ import annotations

from rulesref.core.ruleset import RulesetLoader
from rulesref.games.hogs_of_war.model import HogsOfWar

LOADER = RulesetLoader("hogs_of_war", HogsOfWar, "Hogs of War: The Card Game", __file__)
DATA_DIR = LOADER.data_dir
BOOK = LOADER.book
data_files = LOADER.data_files
load_uncached = LOADER.load_uncached
load_from = LOADER.load_from
load = LOADER.load
