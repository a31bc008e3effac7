"""Load the Livestock Uprising data files into one frozen :class:`~.model.LivestockUprising`."""

from __future__ import annotations

from rulesref.core.ruleset import RulesetLoader
from rulesref.games.livestock_uprising.model import LivestockUprising

LOADER = RulesetLoader("livestock_uprising", LivestockUprising, "Livestock Uprising", __file__)
DATA_DIR = LOADER.data_dir
BOOK = LOADER.book
data_files = LOADER.data_files
load_uncached = LOADER.load_uncached
load_from = LOADER.load_from
load = LOADER.load
