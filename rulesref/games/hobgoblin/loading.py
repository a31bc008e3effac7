"""Load the Hobgoblin data files into one frozen :class:`~.model.Hobgoblin`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesref.core.ruleset import RulesetLoader
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.vocabulary import VOCABULARY

if TYPE_CHECKING:
    from pathlib import Path

    DATA_DIR: Path

LOADER = RulesetLoader("hobgoblin", Hobgoblin, "Hobgoblin (early access v2)", __file__,
                        VOCABULARY)
__getattr__ = LOADER.module_attribute  # DATA_DIR, a Path made when first read
BOOK = LOADER.book
data_files = LOADER.data_files
load_uncached = LOADER.load_uncached
load_from = LOADER.load_from
load = LOADER.load
