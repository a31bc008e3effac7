"""Load the HOARDE data files into one frozen :class:`~.model.Hoarde`."""

from __future__ import annotations

from rulesref.core.ruleset import RulesetLoader
from rulesref.games.hoarde.model import Hoarde

LOADER = RulesetLoader("hoarde", Hoarde, "HOARDE", __file__)
DATA_DIR = LOADER.data_dir
BOOK = LOADER.book
data_files = LOADER.data_files
load_uncached = LOADER.load_uncached
load_from = LOADER.load_from
load = LOADER.load
