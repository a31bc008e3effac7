"""Files on disk handled so that nothing outside what was asked is read or written: a
directory search that never leaves its directory, and writing a new file atomically.

A search of a directory follows a symbolic link only to a place inside the directory (a link
to a sibling folder is searched, a link to ``/`` or to ``/etc/shadow`` is reported, never
read), and never crosses into another file system (a mount point inside the directory is
reported, not searched). Each place not searched is one :class:`RulesDataError`, so the
caller reports it like a file it cannot read.

A file is written by creating a temporary file beside it (``O_CREAT | O_EXCL``: never
through a link planted there, never opening a FIFO), writing and flushing it, then renaming
it over the name: a link, FIFO or file already at that name is replaced as a name, its target
untouched, and a reader never sees half a file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from rulesref.errors import RulesDataError


@dataclass(frozen=True)
class Vetted:
    """A file the directory search found and vetted, as reading it must find it again: a
    link swapped in for it (or for a folder above it) between the search and the read is
    refused, not followed (:func:`rulesref.core.yamlio.read_bytes`)."""

    path: Path
    """The name it was found under, as messages give it."""
    real: Path
    """The path to open: ``path`` with its links resolved at the search (inside the
    directory), so that the file is opened without following a link."""
    device: int
    """The device it is on, when vetted."""
    inode: int
    """Its inode, when vetted."""

    @property
    def suffix(self) -> str:
        """The suffix of the name it was found under."""
        return self.path.suffix

    def __str__(self) -> str:
        return str(self.path)


#: A file to read, or why a place found in a directory cannot be read.
Found = Vetted | RulesDataError


def _inside(target: str, top: str) -> bool:
    return target == top or target.startswith(top.rstrip(os.sep) + os.sep)


def find_files(top: Path, suffixes: Iterable[str]) -> list[Found]:
    """Every file under the directory ``top`` whose name ends with one of ``suffixes`` (any
    case), depth first in name order, with a problem in place of each place that cannot or
    may not be searched: a directory that cannot be listed, a symlink loop, a broken link,
    a link leading outside ``top``, a mount point. Nothing is opened but directories; each
    file comes with what it was when vetted (:class:`Vetted`), so that reading it refuses
    whatever was swapped in for it since.

    :raises OSError: when ``top`` itself cannot be examined.
    """
    wanted = tuple(s.lower() for s in suffixes)
    status = os.stat(top)
    real_top = os.path.realpath(top)
    out: list[Found] = []
    stack: list[tuple[Path, dict[tuple[int, int], Path]]] = [
        (top, {(status.st_dev, status.st_ino): top})]
    while stack:
        directory, ancestors = stack.pop()
        try:
            with os.scandir(directory) as listing:
                entries = sorted(listing, key=lambda e: e.name)
        except OSError as exc:
            out.append(RulesDataError(str(directory), "", "cannot list this directory: "
                                      f"{exc.strerror or exc}"))
            continue
        below = []
        for entry in entries:
            path = Path(entry.path)
            matches = path.suffix.lower() in wanted
            link = entry.is_symlink()
            try:
                inner = entry.stat()  # follows symbolic links
            except OSError as exc:
                if exc.errno == errno.ELOOP:
                    out.append(RulesDataError(str(path), "", "symlink loop (too many levels "
                                              "of symbolic links)"))
                elif matches or not link:
                    why = ("broken symbolic link" if link
                           else f"cannot read: {exc.strerror or exc}")
                    out.append(RulesDataError(str(path), "", why))
                continue
            is_dir = stat.S_ISDIR(inner.st_mode)
            if not (is_dir or matches):
                continue
            if link and not _inside(os.path.realpath(path), real_top):
                out.append(RulesDataError(str(path), "", "not read: a symbolic link to a "
                                          f"place outside {top}"))
                continue
            if inner.st_dev != status.st_dev:
                out.append(RulesDataError(str(path), "", "not read: on another file system "
                                          f"(a mount point inside {top})"))
                continue
            if is_dir:
                key = (inner.st_dev, inner.st_ino)
                if key in ancestors:
                    out.append(RulesDataError(str(path), "", "symlink loop: a link back to "
                                              f"the directory {ancestors[key]}"))
                else:
                    below.append((path, {**ancestors, key: path}))
            else:  # a FIFO or device among them is refused when read
                real = Path(os.path.realpath(path)) if link else path
                out.append(Vetted(path, real, inner.st_dev, inner.st_ino))
        stack.extend(reversed(below))
    return out


def same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` are the same file (device and inode, links followed): a hard
    link, a symbolic link or another spelling of a path is the same file. False when either
    does not exist."""
    try:
        return os.path.samestat(os.stat(a), os.stat(b))
    except OSError:
        return False


def write_new(path: Path, data: bytes) -> None:
    """Write ``data`` as the file ``path``, atomically, without following a link or opening
    anything already at that name (see the module's docstring).

    :raises RulesDataError: naming ``path`` when it cannot be written (its directory missing
        or read-only, a directory at that name, a full disk).
    """
    folder = path.parent
    try:
        if stat.S_ISDIR(os.lstat(path).st_mode):
            raise RulesDataError(str(path), "", "cannot write: a directory has that name")
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise RulesDataError(str(path), "", f"cannot write: {exc.strerror or exc}") from None
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp",
                                             dir=folder)
    except OSError as exc:
        raise RulesDataError(str(path), "", f"cannot write: {exc.strerror or exc}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o644 & ~_umask())
        os.replace(temporary, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise RulesDataError(str(path), "", f"cannot write: {exc.strerror or exc}") from None


def _umask() -> int:
    """The process's umask (read by setting it, then putting it back)."""
    mask = os.umask(0)
    os.umask(mask)
    return mask


__all__ = ["Found", "Vetted", "find_files", "same_file", "write_new"]
