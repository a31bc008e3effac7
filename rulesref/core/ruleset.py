"""Loading a ruleset's data directory: one YAML file per concept, merged into one root record.

Each file is a mapping whose top-level keys are fields of the root record; a key may appear
in one file only. The validated result is cached (see :mod:`rulesref.core.cache`).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TypeVar

from rulesref.core.cache import cached, digest

T = TypeVar("T")
CORE_DIR = Path(__file__).parent


def data_files(data_dir: Path) -> list[Path]:
    """The data files of a ruleset, sorted by name."""
    return sorted(data_dir.glob("*.yaml"))


def load_data_dir(data_dir: Path, root: type[T], book: str) -> T:
    """Read and validate every data file in ``data_dir`` into ``root``.

    :raises RulesDataError: naming the file and the path inside it.
    """
    from rulesref.core.loader import fill_citations, validate
    from rulesref.core.yamlio import Document, PathKey, load_file
    from rulesref.errors import RulesDataError

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
    fill_citations(merged, book)

    def locate(path: PathKey) -> Document | None:
        return owner.get(str(path[0])) if path else None

    return validate(root, merged, locate)


def load_cached(
    name: str, data_dir: Path, root: type[T], book: str, model_sources: Iterable[Path]
) -> T:
    """:func:`load_data_dir`, served from the cache while data and model are unchanged."""
    sources = [*data_files(data_dir), *model_sources, *sorted(CORE_DIR.glob("*.py"))]
    return cached(name, digest(sources), lambda: load_data_dir(data_dir, root, book))
