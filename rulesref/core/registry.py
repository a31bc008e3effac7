"""The rulesets: each one package that describes itself in one :class:`Ruleset` object, found
through the entry-point group ``rulesref.rulesets`` (as pytest finds plug-ins).

A package registers a ruleset with one line in its ``pyproject.toml``::

    [project.entry-points."rulesref.rulesets"]
    toy = "toy_ruleset:RULESET"

Everything a ruleset offers (model, checks, pages, commands) is named as a lazy
``"module:attribute"`` string, so finding the rulesets imports only their small package
``__init__`` modules, and a lookup pays for its own game alone. The entry points found are
remembered in the cache folder under a key made of the import path's folders and their
modification times (installing or removing a package changes them), together with the time and
size of every distribution's ``entry_points.txt`` (checked on each start, so an edited file is
seen too), and a start-up does not import :mod:`importlib.metadata`; when another finder could
add distributions, they are read afresh. There is no registry to add to at run time: the
installed entry points are the only list of rulesets.
"""

# No ``from __future__ import annotations`` here: every start makes :class:`Ruleset`, and
# :class:`typing.NamedTuple` compiles each annotation written as a string.
import functools
import importlib
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from rulesref.errors import RulesError, UnknownNameError

if TYPE_CHECKING:
    from pathlib import Path

GROUP = "rulesref.rulesets"


class Ruleset(NamedTuple):
    """What one ruleset package offers, as lazy ``"module:attribute"`` references.

    A ruleset package exposes one of these (conventionally ``RULESET`` in its
    ``__init__``) and names it in the ``rulesref.rulesets`` entry-point group. (A named
    tuple, immutable and compared by value, rather than a record: it is no rules fact, and
    every start makes the class, which costs a dataclass about a millisecond.)
    """

    name: str
    """The one name of the game: the package's name, the command group, ``verify --game``,
    the website folder (``toy_game``). Lower case, words joined by ``_``."""
    title: str
    """The book's title for people: ``Toy Game: The Card Game``."""
    summary: str
    """One line saying what the command group and the site section offer."""
    loader: str
    """``"module:attribute"`` of the :class:`~rulesref.core.ruleset.RulesetLoader`."""
    checks: str
    """``"module:attribute"`` of the tuple of checks ``rulesref verify`` runs (each a
    function from the model to findings)."""
    package_dir: str | os.PathLike[str]
    """The package's folder (``os.path.dirname(__file__)``; a ``Path`` does too): its
    ``errata.yaml`` register lives there, and reports give paths of its data files from it.
    (A string spares a lookup the import of :mod:`pathlib`.)"""
    pages: str | None = None
    """``"module:attribute"`` of the website plug-in (``rulesref.docs.games.GameDocs``)."""
    commands: str | None = None
    """``"module:attribute"`` of the ``click`` group of the game's commands."""
    verify_commands: tuple[str, ...] = ()
    """``"module:attribute"`` of extra ``click`` commands under ``rulesref verify``."""
    aliases: tuple[str, ...] = ()
    """Other spellings that find this ruleset (``toy``); hyphens, underscores, spaces and
    case never matter."""
    shortcuts: bool = False
    """Its commands are also the top-level commands (``rulesref tn`` for the default game).
    At most one installed ruleset should say so; if several do, the first by name wins."""
    errata_file: str | os.PathLike[str] | None = None
    """The errata register, when not ``errata.yaml`` in the package folder (the file need not
    exist when nothing is acknowledged)."""
    lint: str | None = None
    """``"module:attribute"`` of its :class:`rulesref.lint.model.LintRuleset`, for ``rulesref
    lint`` (none: the ruleset's text cannot be linted)."""
    answers: str | None = None
    """``"module:attribute"`` of the tuple of :class:`~rulesref.core.commands.Command` specs:
    the game's command functions, which the command line, the MCP server and the site
    adapt."""
    details: str | None = None
    """``"module:attribute"`` of its details hook for ``rulesref show``: a function from its
    model and one of its search objects (:class:`~rulesref.core.search.RulesObject`) to
    :class:`~rulesref.core.show.Details` (printed facts, effects, parts), or ``None`` when
    it knows nothing more of that object."""

    @property
    def errata(self) -> "Path":
        """The errata register's file."""
        from pathlib import Path

        return Path(self.errata_file or os.path.join(self.package_dir, "errata.yaml"))

    def names(self) -> tuple[str, ...]:
        """The name and every alias."""
        return (self.name, *self.aliases)

    def matches(self, name: str) -> bool:
        """Whether ``name`` is this ruleset's name or an alias, in any spelling."""
        return normalise(name) in {normalise(n) for n in self.names()}

    def load_loader(self) -> Any:
        """The ruleset's loader (``RulesetLoader``)."""
        return resolve(self.loader)

    def load(self) -> Any:
        """The shipped rules model (validated once, then served from the cache).

        :raises RulesDataError: when a shipped data file is malformed.
        """
        return self.load_loader().load()

    def load_checks(self) -> tuple[Callable[[Any], Any], ...]:
        """The checks ``rulesref verify`` runs."""
        return tuple(resolve(self.checks))

    def load_pages(self) -> Any | None:
        """The website plug-in, or ``None``."""
        return resolve(self.pages) if self.pages else None

    def load_answers(self) -> tuple[Any, ...]:
        """The :class:`~rulesref.core.commands.Command` specs of its command functions."""
        return tuple(resolve(self.answers)) if self.answers else ()

    def load_commands(self) -> Any | None:
        """The ``click`` group of the game's commands, or ``None``."""
        return resolve(self.commands) if self.commands else None


def normalise(name: str) -> str:
    """The form ruleset names are compared in: case-folded, with hyphens and spaces as ``_``."""
    from rulesref.core.names import fold

    return "_".join(fold(name).replace("-", " ").replace("_", " ").split())


def resolve(reference: str) -> Any:
    """The object a ``"module:attribute"`` string names.

    :raises RulesError: when the module or the attribute does not exist.
    """
    module, _, attribute = reference.partition(":")
    try:
        target: Any = importlib.import_module(module)
        for part in attribute.split(".") if attribute else ():
            target = getattr(target, part)
    except (ImportError, AttributeError) as exc:
        raise RulesError(f"cannot load {reference!r}: {exc}") from None
    return target


# --------------------------------------------------------------------------- discovery


#: Where a distribution's metadata lives in an import-path folder (``importlib.metadata``
#: finds distributions by these folders' names).
_METADATA_SUFFIXES = (".dist-info", ".egg-info")

#: One file's ``(path, modification time in ns, size)``; ``(path, -1, -1)`` when it is missing.
Stamp = tuple[str, int, int]


def _path_key() -> str | None:
    """A key that changes when a package is installed or removed anywhere on the import path:
    each path entry with its modification time.

    ``None`` when the key cannot be trusted: another finder on ``sys.meta_path`` may find
    distributions where this does not look.
    """
    from importlib.machinery import PathFinder

    for finder in sys.meta_path:
        if finder is not PathFinder and getattr(finder, "find_distributions", None):
            return None
    parts = []
    for entry in sys.path:
        folder = _folder(entry)
        try:
            stamp = os.stat(folder).st_mtime_ns
        except OSError:
            stamp = 0
        parts.append(f"{folder}\0{stamp}")
    import zlib

    text = "\n".join(parts).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}{len(text):x}"


def _folder(entry: str) -> str:
    """The folder an import path entry names, from here (``""`` is the working folder)."""
    return os.path.abspath(entry or ".")


def _stamp(path: str) -> Stamp:
    try:
        info = os.stat(path)
    except OSError:
        return (path, -1, -1)
    return (path, info.st_mtime_ns, info.st_size)


def _entry_point_stamps() -> tuple[Stamp, ...]:
    """The ``entry_points.txt`` of every distribution on the import path, present or not,
    with its :data:`Stamp` (a zip file or a missing folder has none: its own time is in
    :func:`_path_key`)."""
    out = []
    for entry in sys.path:
        folder = _folder(entry)
        try:
            with os.scandir(folder) as entries:
                found = sorted(e.name for e in entries if e.name.endswith(_METADATA_SUFFIXES))
        except OSError:
            continue
        out += [_stamp(os.path.join(folder, name, "entry_points.txt")) for name in found]
    return tuple(out)


def entry_points() -> tuple[tuple[str, str], ...]:
    """The installed ``(name, "module:attribute")`` pairs of the ``rulesref.rulesets`` group,
    sorted by name: the one place rulesets are discovered."""
    import importlib.metadata

    found = {(ep.name, ep.value) for ep in importlib.metadata.entry_points(group=GROUP)}
    return tuple(sorted(found))


#: The ``rulesref.rulesets`` entry points found on one import path, with the
#: :data:`Stamp` of every distribution's ``entry_points.txt`` as it was just before they were
#: read (cached, so that a lookup does not scan every installed distribution; if a file has
#: changed since, edited in place, which leaves its folders' times alone, they are read again).
Found = tuple[tuple[tuple[str, str], ...], tuple[Stamp, ...]]


def _found() -> Found:
    stamps = _entry_point_stamps()  # first: a file edited meanwhile is then seen next time
    return entry_points(), stamps


def _parse_found(data: Any) -> Found:
    """The stored :data:`Found` (lists, as the cache keeps it) as tuples, checked.

    :raises ValueError: when it is anything else.
    """
    def row(item: Any, *kinds: type) -> tuple[Any, ...]:
        if (type(item) is not list or len(item) != len(kinds)
                or any(type(v) is not kind for v, kind in zip(item, kinds, strict=True))):
            raise ValueError(f"not an entry point or stamp: {item!r}")
        return tuple(item)

    if type(data) is not list or len(data) != 2 or not all(type(d) is list for d in data):
        raise ValueError("not a list of entry points and a list of stamps")
    return (tuple(row(pair, str, str) for pair in data[0]),
            tuple(row(stamp, str, int, int) for stamp in data[1]))


def _unchanged(found: Found) -> bool:
    return all(_stamp(path) == (path, mtime, size) for path, mtime, size in found[1])


def _cached_entry_points() -> tuple[tuple[str, str], ...]:
    """:func:`entry_points`, remembered under :func:`_path_key` while no distribution's
    entry points file has changed (read afresh when there is no trustworthy key)."""
    from rulesref.core.cache import cached_data, source_id

    key = _path_key()
    if key is None:
        return entry_points()
    # one entry per import path as resolved here (``rulesref`` and ``python -m rulesref``
    # differ in their first folder; a relative entry, such as an editable install's path
    # hook, names another folder in each working folder), so that runs from different places
    # keep entries of their own rather than replacing each other's
    source = source_id(os.pathsep.join([sys.prefix, *map(_folder, sys.path)]))
    pairs, _ = cached_data("rulesets", source, key, _found, _parse_found, valid=_unchanged)
    return pairs


def _load(name: str, reference: str) -> Ruleset:
    found = resolve(reference)
    if not isinstance(found, Ruleset):
        raise RulesError(f"the ruleset plug-in {name!r} ({reference}) is not a Ruleset")
    if normalise(found.name) != normalise(name):
        raise RulesError(f"the ruleset plug-in {name!r} ({reference}) calls itself "
                         f"{found.name!r}; the entry point and the Ruleset must agree")
    return found


def rulesets() -> tuple[Ruleset, ...]:
    """Every installed ruleset: the default game (if any) first, then by name.

    :raises RulesError: when a registered plug-in cannot be loaded.
    """
    return _rulesets(tuple(sys.path))


@functools.lru_cache(maxsize=4)
def _rulesets(path: tuple[str, ...]) -> tuple[Ruleset, ...]:
    """The rulesets found on one import path (remembered per path)."""
    try:
        found = [_load(n, r) for n, r in _cached_entry_points()]
    except RulesError:
        found = [_load(n, r) for n, r in entry_points()]  # the cache was stale
    found.sort(key=lambda r: (not r.shortcuts, r.name))
    return tuple(found)


def names() -> tuple[str, ...]:
    """The name of every installed ruleset."""
    return tuple(r.name for r in rulesets())


def find_ruleset(name: str) -> Ruleset:
    """The ruleset called ``name`` or one of its aliases, in any spelling.

    :raises UnknownNameError: with close matches among the names and aliases.
    """
    for ruleset in rulesets():
        if ruleset.matches(name):
            return ruleset
    from rulesref.core.names import suggest

    choices = [n for r in rulesets() for n in r.names()]
    raise UnknownNameError("game", name, suggest(name.replace("-", "_"), choices)) from None


def default_ruleset() -> Ruleset | None:
    """The ruleset whose commands are also the top-level commands, if one says so."""
    return next((r for r in rulesets() if r.shortcuts), None)
