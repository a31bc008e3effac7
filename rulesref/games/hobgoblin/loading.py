"""Load the Hobgoblin data files into one frozen :class:`~.model.Hobgoblin`."""

from __future__ import annotations

from rulesref.core.ruleset import RulesetLoader
from rulesref.games.hobgoblin.model import Hobgoblin

LOADER = RulesetLoader("hobgoblin", Hobgoblin, "Hobgoblin (early access v2)", __file__)
DATA_DIR = LOADER.data_dir
BOOK = LOADER.book
data_files = LOADER.data_files
load_uncached = LOADER.load_uncached
load_from = LOADER.load_from
load = LOADER.load
