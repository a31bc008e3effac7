"""Load the Hobgoblin data files into one frozen :class:`~.model.Hobgoblin`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from rulesref.core.cache import cached, digest
from rulesref.core.loader import fill_citations, validate
from rulesref.core.yamlio import Document, PathKey, load_file
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.model import Hobgoblin

DATA_DIR = Path(__file__).parent / "data"
BOOK = "Hobgoblin (early access v2)"
_MODEL_SOURCES = ("model.py",)


def data_files(data_dir: Path = DATA_DIR) -> list[Path]:
    """The data files, one per concept."""
    return sorted(data_dir.glob("*.yaml"))


def load_uncached(data_dir: Path = DATA_DIR) -> Hobgoblin:
    """Read and validate every data file in ``data_dir``.

    Each file is a mapping whose top-level keys are fields of :class:`Hobgoblin`; a key may
    appear in one file only.

    :raises RulesDataError: naming the file and the path inside it.
    """
    merged: dict[str, object] = {}
    owner: dict[str, Document] = {}
    for path in data_files(data_dir):
        doc = load_file(path, display=path.name)
        if not isinstance(doc.data, dict):
            raise RulesDataError(path.name, "", "must be a mapping of top-level keys")
        for key, value in doc.data.items():
            if key in merged:
                raise doc.error((key,), f"also defined in {owner[key].name}")
            merged[key] = value
            owner[key] = doc
    fill_citations(merged, BOOK)

    def locate(path: PathKey) -> Document | None:
        return owner.get(str(path[0])) if path else None

    return validate(Hobgoblin, merged, locate)


@cache
def load() -> Hobgoblin:
    """The shipped Hobgoblin ruleset (validated once, then served from a cache).

    :raises RulesDataError: when a shipped data file is malformed.
    """
    here = Path(__file__).parent
    sources = [*data_files(), *(here / name for name in _MODEL_SOURCES)]
    core = here.parent.parent / "core"
    sources += sorted(core.glob("*.py"))
    return cached("hobgoblin", digest(sources), load_uncached)
