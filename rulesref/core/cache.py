"""A cache of validated rulesets as snapshots, so a lookup does not pay for YAML and pydantic.

An entry is a snapshot in bytes (:func:`rulesref.core.snapshot.dump_bytes`): plain data in
:mod:`marshal`'s format that loading turns back into records without running anything the
file says, so a file planted in the cache folder can at worst be ignored. Each entry starts
with a one-line header holding the format version, the installed rulesref version and a
checksum of the snapshot keyed to both; an entry whose header, checksum or snapshot does not
match is ignored and rebuilt.

(``marshal`` rather than JSON: :mod:`marshal` is built into the interpreter, while importing
:mod:`json` compiles six regular expressions, a good part of a lookup's start-up.
Unmarshalling makes data and perhaps code objects, never runs them, and loading refuses
every value that is not plain data. The ``marshal`` manual warns that crafted bytes may make
it fail; bytes that fail are refused like any malformed entry.)

The key covers the data files and the model's source, so any edit invalidates it
(:func:`digest`: a file is read only while recently changed; else its stamp stands in).
Entries are written atomically (a temporary file, then ``os.replace``); writing an entry
removes the stale entries of the same ruleset and source folder, and keeps at most
:data:`MAX_ENTRIES` entries per ruleset. Any failure to read or write the cache falls back
to loading; the cache is never required.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import stat
import time
import zlib
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")

#: A file or folder, as a path string or an ``os.PathLike`` (such as a ``pathlib.Path``).
#: The cache works on strings throughout: a lookup then need not import :mod:`pathlib`.
StrPath = str | os.PathLike[str]

#: Version of the entry layout (header line, then a snapshot). Format 1 entries (JSON) are
#: pruned as stale.
FORMAT = 2
#: Most entries kept per ruleset name (for data folders other than the shipped one).
MAX_ENTRIES = 8
#: Largest entry read, in bytes (the biggest shipped ruleset's is about 130 kB).
MAX_ENTRY_BYTES = 20_000_000
#: An entry's name: ``<ruleset>-<source folder id>-<key>.marshal``.
SUFFIX = ".marshal"


def cache_dir() -> str:
    """Where cached rulesets live: ``$RULESREF_CACHE_DIR``, else the user's cache folder for
    rulesref as :mod:`platformdirs` finds it on this system (``$XDG_CACHE_HOME/rulesref`` or
    ``~/.cache/rulesref`` on Linux, ``~/Library/Caches/rulesref`` on macOS, the local
    application data folder on Windows)."""
    explicit = os.environ.get("RULESREF_CACHE_DIR")
    if explicit:
        return explicit
    import platformdirs  # here: with the folder given, a lookup need not import it

    return platformdirs.user_cache_dir("rulesref", appauthor=False)


#: A file changed less than this long ago (in nanoseconds) is keyed by its contents rather
#: than its stamp: a second write within the file system's timestamp granularity (a few
#: milliseconds, up to two seconds on FAT) could leave its size and times as they were. This
#: is git's "racily clean" rule.
RECENT_NS = 3_000_000_000


def digest(paths: Iterable[StrPath], now_ns: int | None = None) -> str:
    """A key of the files' names and contents (CRC-32 and Adler-32 together: cheap to import
    and compute, and ample to notice an edited file).

    A file last changed more than :data:`RECENT_NS` before ``now_ns`` (default: now) stands in
    by its stamp: size, inode, and modification and status-change times. Writing a file
    changes both times, and setting its modification time back (``touch -d``, ``cp -p``) sets
    its status-change time to the present, so any edit changes the stamp, as for Python's own
    byte-code cache but stricter; the file need not then be read. A newer file is read.
    """
    now = time.time_ns() if now_ns is None else now_ns
    crc, adler, size = 0, 1, 0
    for path in sorted(os.fspath(p) for p in paths):
        for chunk in (os.path.basename(path).encode(), _stamp_or_contents(path, now)):
            crc = zlib.crc32(chunk, crc)
            adler = zlib.adler32(chunk, adler)
            size += len(chunk)
    return f"{crc:08x}{adler:08x}{size:x}"


def _stamp_or_contents(path: str, now: int) -> bytes:
    """A file's stamp (``stamp`` and four numbers) when it last changed long enough ago,
    else ``contents`` and its bytes (the two can never be taken for each other)."""
    info = os.stat(path)
    if now - max(info.st_mtime_ns, info.st_ctime_ns) > RECENT_NS:
        return (f"stamp {info.st_size} {info.st_ino} {info.st_mtime_ns} "
                f"{info.st_ctime_ns}").encode()
    return b"contents " + _contents(path)


def _contents(path: str) -> bytes:
    """A file's bytes, read without a buffered file object."""
    fd = os.open(path, os.O_RDONLY)
    try:
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks)


def source_id(folder: StrPath) -> str:
    """A short id of a data folder, so that entries of different folders do not replace
    each other."""
    return f"{zlib.crc32(os.path.abspath(folder).encode()):08x}"


def _checksum(payload: bytes) -> str:
    from rulesref import __version__

    keyed = f"rulesref {__version__} cache {FORMAT}\n".encode() + payload
    return f"{zlib.crc32(keyed):08x}{zlib.adler32(keyed):08x}"


def _header(payload: bytes) -> bytes:
    from rulesref import __version__

    return f"rulesref-cache {FORMAT} {__version__} {_checksum(payload)}\n".encode()


def _read_regular_file(path: StrPath, limit: int) -> bytes | None:
    """The bytes of a regular file of at most ``limit`` bytes, else ``None``: a planted
    FIFO, device or huge file is not waited on or read."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as fh:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
            return None
        raw = fh.read(limit + 1)
    return raw if len(raw) <= limit else None


def _read_payload(path: StrPath) -> bytes | None:
    """The payload of the entry at ``path`` if its header is this version's and its checksum
    matches, else ``None``."""
    raw = _read_regular_file(path, MAX_ENTRY_BYTES)
    if raw is None:
        return None
    header, sep, payload = raw.partition(b"\n")
    if not sep or header != _header(payload)[:-1]:
        return None
    return payload


def read_entry(path: StrPath, root: type[T], rebuild: Callable[[], T] | None = None
               ) -> T | None:
    """The ruleset stored at ``path``, or ``None`` when it is missing, unreadable, forged,
    or made by another version of rulesref or of the format.

    A root record's sections are decoded when first read (``snapshot.load(lazy=True)``); one
    found malformed then is taken from ``rebuild()`` (without it, reading it raises
    :class:`~rulesref.errors.SnapshotError`).
    """
    from rulesref.core import snapshot

    try:
        payload = _read_payload(path)
        if payload is None:
            return None
        return snapshot.load_bytes(payload, root, lazy=True, rebuild=rebuild)
    except Exception:  # any failure means: rebuild (a cache is never required)
        return None


def write_entry(path: StrPath, value: object) -> None:
    """Store ``value`` at ``path`` atomically; leave no temporary file behind on failure.

    :raises OSError: when the folder or file cannot be written.
    :raises SnapshotError: when ``value`` cannot be snapshotted.
    """
    from rulesref.core import snapshot

    _write_payload(path, snapshot.dump_bytes(value))


def _write_payload(path: StrPath, payload: bytes) -> None:
    import tempfile

    folder, name = os.path.split(os.fspath(path))
    os.makedirs(folder or ".", exist_ok=True)
    stem = os.path.splitext(name)[0]
    fd, tmp = tempfile.mkstemp(dir=folder or ".", prefix=f".{stem}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(_header(payload))
            fh.write(payload)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def prune(folder: StrPath, name: str, keep: StrPath) -> None:
    """Remove stale entries of ruleset ``name``: those of ``keep``'s source folder with
    another key, old-format entries (pickle, then JSON), and all but the newest
    :data:`MAX_ENTRIES`."""
    import re

    entry = re.compile(rf"{re.escape(name)}-([0-9a-f]{{8}})-[0-9a-f]+{re.escape(SUFFIX)}")
    legacy = re.compile(rf"{re.escape(name)}-(?:[0-9a-f]+\.pickle|[0-9a-f]{{8}}-[0-9a-f]+\.json)")
    keep_name = os.path.basename(os.fspath(keep))
    kept = entry.fullmatch(keep_name)
    others: list[tuple[float, str]] = []
    try:
        listing = list(os.scandir(folder))
    except OSError:
        return
    for item in listing:
        if item.name == keep_name:
            continue
        if legacy.fullmatch(item.name):
            _remove(item.path)
            continue
        match = entry.fullmatch(item.name)
        if match is None:
            continue
        if kept is not None and match.group(1) == kept.group(1):
            _remove(item.path)
            continue
        try:
            others.append((item.stat().st_mtime, item.path))
        except OSError:
            continue
    others.sort(reverse=True)
    for _, path in others[MAX_ENTRIES - 1:]:
        _remove(path)


def _remove(path: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def cached(name: str, source: str, key: str, build: Callable[[], T], root: type[T],
           valid: Callable[[T], bool] | None = None) -> T:
    """Return the cached ``root`` for ``name``/``source``/``key``, or build, store and
    return it. ``source`` tells data folders apart (:func:`source_id`); ``key`` hashes
    their contents (:func:`digest`); a stored value for which ``valid`` says ``False`` is
    built and stored again."""

    def read(path: str, rebuild: Callable[[], T]) -> T | None:
        value = read_entry(path, root, rebuild=rebuild)
        return None if value is None or (valid is not None and not valid(value)) else value

    return _cached(name, source, key, build, read, write_entry)


def cached_data(name: str, source: str, key: str, build: Callable[[], T],
                parse: Callable[[Any], T], valid: Callable[[T], bool] | None = None,
                keep: Callable[[T], bool] | None = None) -> T:
    """As :func:`cached`, for a value made of plain data (strings, numbers, tuples) rather
    than a record: it is stored with :mod:`marshal`, tuples as lists, and ``parse`` turns the
    stored lists back into the value, raising on anything it does not expect (a forged or
    stale entry is then built again, like a value for which ``valid`` says ``False``). A
    built value for which ``keep`` says ``False`` is returned but not stored."""

    def read(path: str, rebuild: Callable[[], T]) -> T | None:
        try:
            payload = _read_payload(path)
            value = None if payload is None else parse(marshal.loads(payload))
        except Exception:  # any failure means: rebuild (a cache is never required)
            return None
        return None if value is None or (valid is not None and not valid(value)) else value

    def write(path: str, value: T) -> None:
        from rulesref.core.snapshot import MARSHAL_VERSION

        if keep is not None and not keep(value):
            raise ValueError("not to be kept")  # returned, not stored
        _write_payload(path, marshal.dumps(_as_lists(value), MARSHAL_VERSION))

    return _cached(name, source, key, build, read, write)


def _as_lists(value: Any) -> Any:
    """``value`` with every tuple in it made a list (what ``parse`` is given back).

    :raises ValueError: for anything but lists, tuples, strings, numbers, booleans and None.
    """
    if type(value) in (list, tuple):
        return [_as_lists(item) for item in value]
    if type(value) in (str, int, float, bool, type(None)):
        return value
    raise ValueError(f"cannot store a {type(value).__name__} as plain data")


def _cached(name: str, source: str, key: str, build: Callable[[], T],
            read: Callable[[str, Callable[[], T]], T | None],
            write: Callable[[str, T], None]) -> T:
    if os.environ.get("RULESREF_NO_CACHE"):
        return build()
    try:
        folder = cache_dir()
    except ImportError:  # no platformdirs (a browser's Python): the cache is never required
        return build()
    path = os.path.join(folder, f"{name}-{source}-{key}{SUFFIX}")

    def build_and_store() -> T:
        value = build()
        try:
            write(path, value)
        except (OSError, ValueError):  # ValueError: SnapshotError, which is one
            return value
        prune(folder, name, path)
        return value

    value = read(path, build_and_store)
    return build_and_store() if value is None else value
