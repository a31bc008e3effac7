"""Loading a ruleset's data directory: one YAML file per concept, merged into one root record.

Each file is a mapping whose top-level keys are fields of the root record; a key may appear
in one file only. The validated result is cached as a snapshot (see :mod:`rulesref.core.cache`).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Generic, TypeVar

from rulesref.core.cache import StrPath, cached, digest, source_id

if TYPE_CHECKING:
    from pathlib import Path

    from rulesref.core.vocabulary import Vocabulary

T = TypeVar("T")
#: The folder of the core model (its sources are part of every cache key).
CORE_DIR = os.path.dirname(os.path.abspath(__file__))

# Paths are strings on the way to a cached model: a lookup then never imports pathlib
# (about 4 ms of a start-up where no Path is needed); the functions that hand paths to other
# code still return Path objects.


def data_files(data_dir: StrPath) -> list[Path]:
    """The data files of a ruleset (``*.yaml``), sorted by name."""
    from pathlib import Path

    return [Path(name) for name in _files(os.fspath(data_dir), ".yaml")]


def core_sources() -> list[str]:
    """The source files of the core model and its loading (part of every cache key)."""
    return python_sources(CORE_DIR)


def python_sources(path: StrPath) -> list[str]:
    """The Python files of a module: ``path`` itself, or every ``.py`` file of the package
    folder ``path`` and of its subpackages (none when it does not exist)."""
    path = os.fspath(path)
    if path.endswith(".py"):
        return [path] if os.path.isfile(path) else []
    try:  # one listing per folder: a lookup lists these on every start
        with os.scandir(path) as entries:
            listed = sorted((e.name, e.is_dir()) for e in entries)
    except (FileNotFoundError, NotADirectoryError):
        return []
    found = [os.path.join(path, name) for name, folder in listed
             if not folder and name.endswith(".py")]
    for name, folder in listed:
        if folder and os.path.isfile(os.path.join(path, name, "__init__.py")):
            found += python_sources(os.path.join(path, name))
    return found


def _files(folder: str, suffix: str) -> list[str]:
    # os.scandir rather than Path.glob (a lookup lists folders on every start); like glob,
    # a folder that does not exist has no files
    try:
        with os.scandir(folder) as entries:
            return sorted(os.path.join(folder, e.name) for e in entries
                          if e.name.endswith(suffix))
    except (FileNotFoundError, NotADirectoryError):
        return []


def load_data_dir(data_dir: StrPath, root: type[T], book: str,
                  vocabulary: Vocabulary | None = None) -> T:
    """Read and validate every data file in ``data_dir`` into ``root``. A selection or a
    use of a roll that contradicts itself is an error; with a ``vocabulary``, so is an
    effect naming a token, deck, stat or trait the ruleset has not registered.

    :raises RulesDataError: naming the file and the path inside it.
    """
    from rulesref.core.loader import fill_citations, validate
    from rulesref.core.vocabulary import (
        placement_problems,
        roll_problems,
        selection_problems,
        unknown_names,
    )
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

    result = validate(root, merged, locate)
    problems = [*selection_problems(merged), *roll_problems(merged),
                *placement_problems(merged)]
    if vocabulary is not None:
        problems += unknown_names(merged, vocabulary)
    for where, message in problems[:1]:
        holder = locate(where)
        if holder is None:  # pragma: no cover - every top-level key has its file
            raise RulesDataError("<data>", ".".join(map(str, where)), message)
        raise holder.error(where, message)
    return result


def load_cached(
    name: str, data_dir: StrPath, root: type[T], book: str, model_sources: Iterable[StrPath],
    vocabulary: Vocabulary | None = None,
) -> T:
    """:func:`load_data_dir`, served from the cache while data and model are unchanged."""
    sources = [*_files(os.fspath(data_dir), ".yaml"), *model_sources, *core_sources()]
    return cached(name, source_id(data_dir), digest(sources),
                  lambda: load_data_dir(data_dir, root, book, vocabulary), root)


class RulesetLoader(Generic[T]):
    """Loading for one ruleset package: its data directory, its root record and its book.

    A game's ``loading`` module makes one and exposes its methods as module functions.
    """

    def __init__(self, name: str, root: type[T], book: str, package_file: str,
                 vocabulary: Vocabulary | None = None) -> None:
        self.name = name
        self.vocabulary = vocabulary
        """The ruleset's own nouns, which its effects' names are checked against (keep it in
        the model package, so a change to it refreshes the cache)."""
        self.root = root
        self.book = book
        self._package_dir = os.path.dirname(os.path.abspath(package_file))
        self._data_dir = os.path.join(self._package_dir, "data")
        self._shipped: T | None = None

    @property
    def package_dir(self) -> Path:
        """The ruleset package's folder."""
        from pathlib import Path

        return Path(self._package_dir)

    @property
    def data_dir(self) -> Path:
        """The shipped data folder."""
        from pathlib import Path

        return Path(self._data_dir)

    def module_attribute(self, name: str) -> Path:
        """A game's ``loading`` module's ``__getattr__``: its ``DATA_DIR``, made when first
        read (so importing the module does not import pathlib)."""
        if name == "DATA_DIR":
            return self.data_dir
        raise AttributeError(f"the {self.name} loading module has no attribute {name!r}",
                             name=name)

    def data_files(self, data_dir: StrPath | None = None) -> list[Path]:
        """The data files, one per concept."""
        return data_files(data_dir or self._data_dir)

    def load_uncached(self, data_dir: StrPath | None = None) -> T:
        """Read and validate every data file (the shipped ones by default).

        :raises RulesDataError: naming the file and the path inside it.
        """
        return load_data_dir(data_dir or self._data_dir, self.root, self.book,
                             self.vocabulary)

    def load_from(self, data_dir: StrPath) -> T:
        """The ruleset in another data directory (a user's or a test's copy), cached like
        :meth:`load`.

        :raises RulesDataError: naming the file and the path inside it.
        """
        return load_cached(self.name, data_dir, self.root, self.book,
                           self.model_sources(), self.vocabulary)

    def model_sources(self) -> list[str]:
        """The source files of the model: ``model.py``, or the ``model`` package's."""
        return [*python_sources(os.path.join(self._package_dir, "model.py")),
                *python_sources(os.path.join(self._package_dir, "model"))]

    def load(self) -> T:
        """The shipped ruleset (validated once, then served from a cache).

        :raises RulesDataError: when a shipped data file is malformed.
        """
        if self._shipped is None:
            self._shipped = self.load_from(self._data_dir)
        return self._shipped
