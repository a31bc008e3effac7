"""A pickle cache of validated rulesets, so a lookup does not pay for YAML and pydantic.

The key hashes the data files and the model's source, so any edit invalidates it. Any
failure to read or write the cache falls back to loading; the cache is never required.
"""

from __future__ import annotations

import os
import pickle
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def cache_dir() -> Path:
    """Where cached rulesets live: ``$RULESREF_CACHE_DIR``, else the user's cache folder."""
    explicit = os.environ.get("RULESREF_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "rulesref"


def digest(paths: Iterable[Path]) -> str:
    """A checksum of the files' names and contents (CRC-32 and Adler-32 together: cheap to
    import and compute, and ample to notice an edited file)."""
    crc, adler, size = 0, 1, 0
    for path in sorted(paths):
        for chunk in (path.name.encode(), path.read_bytes()):
            crc = zlib.crc32(chunk, crc)
            adler = zlib.adler32(chunk, adler)
            size += len(chunk)
    return f"{crc:08x}{adler:08x}{size:x}"


def cached(name: str, key: str, build: Callable[[], T]) -> T:
    """Return the cached value for ``name``/``key``, or build, store and return it."""
    if os.environ.get("RULESREF_NO_CACHE"):
        return build()
    path = cache_dir() / f"{name}-{key}.pickle"
    try:
        with path.open("rb") as fh:
            value: T = pickle.load(fh)
        return value
    except Exception:
        pass
    value = build()
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass
    return value
