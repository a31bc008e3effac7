"""Check results kept between runs: ``rulesref verify`` on data and code that have not
changed gives the findings of the last run without proving everything again.

The findings of a ruleset's checks are a function of its data files and of the code that
checks them, so they are stored in the ruleset cache (:func:`rulesref.core.cache.
cached_data`, plain data in :mod:`marshal`'s format) under a key of: the data files, the
Python sources of ``rulesref``, of this engine and of the ruleset's package, the module of
every check, the installed z3 and networkx (their files' stamps), and the checks' names in
order. Any edit to any of them runs the checks again. Findings that could not be decided
(inconclusive: a solver that gave up) are never stored, and ``RULESREF_NO_CACHE`` (every
cache) or ``RULESREF_NO_RESULT_CACHE`` (this one) runs every check every time.
"""

from __future__ import annotations

import os
import sys
import zlib
from collections.abc import Callable, Sequence
from typing import Any

from rulesref_verify.findings import Finding, Kind

#: The environment variable that turns this cache off (tests that change a model in memory
#: or patch a solver set it).
NO_RESULT_CACHE = "RULESREF_NO_RESULT_CACHE"
#: Libraries whose answers the findings depend on.
LIBRARIES = ("z3", "networkx")

_KINDS = {k.value: k for k in Kind}


def _library_files() -> list[str]:
    """The ``__init__`` file of each installed library the checks use (an upgrade rewrites
    it, so its stamp changes); found without importing the library."""
    from importlib.util import find_spec

    found = []
    for name in LIBRARIES:
        try:
            spec = find_spec(name)
        except (ImportError, ValueError):
            continue
        if spec is not None and spec.origin and os.path.isfile(spec.origin):
            found.append(spec.origin)
    return found


def _key(data_dir: str, package_dir: str, checks: Sequence[Callable[..., Any]]) -> str:
    """The key of one ruleset's results (see the module's docstring)."""
    import rulesref_verify
    from rulesref.core.cache import digest
    from rulesref.core.ruleset import CORE_DIR, data_files, python_sources

    modules = {getattr(sys.modules.get(c.__module__), "__file__", None) for c in checks}
    paths = {str(p) for p in data_files(data_dir)}
    for folder in (os.path.dirname(CORE_DIR), os.path.dirname(rulesref_verify.__file__),
                   package_dir):  # the whole rulesref package, the engine, the ruleset
        paths.update(python_sources(folder))
    paths.update(m for m in modules if m and os.path.isfile(m))
    paths.update(_library_files())
    names = "\n".join(f"{c.__module__}:{c.__qualname__}" for c in checks)
    return f"{digest(paths)}{zlib.crc32(names.encode()):08x}"


def _plain(finding: Finding) -> tuple[Any, ...]:
    return (finding.id, finding.check, finding.message, finding.citation, finding.file,
            finding.key, finding.inconclusive, finding.facts,
            finding.kind.value if finding.kind is not None else None, finding.citations,
            finding.assumes, finding.gap)


def _text(value: Any) -> str:
    if type(value) is not str:
        raise ValueError("a stored finding is malformed")
    return value


def _optional(value: Any) -> str | None:
    return None if value is None else _text(value)


def _finding(row: Any) -> Finding:
    """A finding back from its stored row.

    :raises ValueError: for a row that is not one (a forged or stale entry: run again).
    """
    (ident, check, message, citation, file, key, inconclusive, found, kind, citations,
     assumes, gap) = row
    if type(inconclusive) is not bool or type(gap) is not bool \
            or (kind is not None and kind not in _KINDS):
        raise ValueError("a stored finding is malformed")
    return Finding(_text(ident), _text(check), _text(message), _text(citation),
                   _optional(file), _optional(key), inconclusive,
                   tuple((_text(a), _text(b)) for a, b in found),
                   _KINDS[kind] if kind is not None else None,
                   tuple(_text(c) for c in citations), _optional(assumes), gap)


def _parse(stored: Any) -> list[Finding]:
    if type(stored) is not list:
        raise ValueError("stored findings are malformed")
    return [_finding(row) for row in stored]


def findings(name: str, data_dir: str, package_dir: str,
             checks: Sequence[Callable[..., Any]], run: Callable[[], list[Finding]]
             ) -> list[Finding]:
    """The findings ``run()`` gives for the ruleset ``name``, from the cache while its data
    and code are unchanged (``run()`` is called otherwise, and its findings stored when
    every one of them is conclusive). Either way they come as stored, so a first run and a
    cached one report the same."""
    if os.environ.get(NO_RESULT_CACHE):
        return run()
    from rulesref.core.cache import cached_data, source_id

    try:
        key = _key(data_dir, package_dir, checks)
    except OSError:  # a source that vanished while listed: no key, so no cache
        return run()
    rows = cached_data(f"{name}-findings", source_id(data_dir), key,
                       lambda: [_plain(f) for f in run()], _rows,
                       keep=lambda found: not any(row[6] for row in found))
    return [_finding(row) for row in rows]


def _rows(stored: Any) -> list[tuple[Any, ...]]:
    """The stored rows, each checked to read back as a finding.

    :raises ValueError: for anything else.
    """
    _parse(stored)
    return [tuple(row) for row in stored]
