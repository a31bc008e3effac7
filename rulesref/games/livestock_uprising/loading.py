"""Load the Livestock Uprising data files into one frozen :class:`~.model.LivestockUprising`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesref.core.ruleset import RulesetLoader
from rulesref.games.livestock_uprising.model import VOCABULARY, LivestockUprising

if TYPE_CHECKING:
    from pathlib import Path

    DATA_DIR: Path

LOADER = RulesetLoader("livestock_uprising", LivestockUprising, "Livestock Uprising", __file__,
                        VOCABULARY)
__getattr__ = LOADER.module_attribute  # DATA_DIR, a Path made when first read
BOOK = LOADER.book
data_files = LOADER.data_files
load_uncached = LOADER.load_uncached
load_from = LOADER.load_from
load = LOADER.load
