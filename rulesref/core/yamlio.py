"""Safe YAML and JSON reading with positions, and limits on size, nodes, nesting and numbers.

Used for both the shipped rules data and users' files (army lists), so that every error can
name the file, the path inside it, and the line and column.

Only plain data comes out: mappings (with text or number keys, each key once), lists, text,
integers, floats, booleans and null. YAML is read with the YAML 1.2 core schema, so
``yes``/``no``/``on``/``off`` are text, not booleans, and ``50:00`` is text, not a number;
explicit tags other than the core ones (``!!timestamp``, ``!!binary``, ``!!set``, ``!!omap``,
``!python/...``, ``!custom``) are refused, and so is a core tag whose value does not parse.
Every problem is a :class:`~rulesref.errors.RulesDataError`, never another exception.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulesref.core.quoting import quoted
from rulesref.errors import RulesDataError

if TYPE_CHECKING:
    from rulesref.core.safefiles import Vetted

#: Largest file read, in bytes: far above any real army list or data file.
MAX_BYTES = 2_000_000
#: Most YAML nodes visited (aliases counted at each use): stops alias bombs.
MAX_NODES = 200_000
#: Deepest nesting of mappings and lists: real data nests a dozen levels at most, and this
#: stays far below both libyaml's own limit (1,000) and Python's recursion limit.
MAX_DEPTH = 100
#: Most digits in an integer: Python's limit for converting between int and text.
MAX_INT_DIGITS = 4300

PathKey = tuple[str | int, ...]


def format_path(path: PathKey) -> str:
    """``("units", 2, "keywords", 1)`` as ``units[2].keywords[1]``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


@dataclass(frozen=True, slots=True)
class Document:
    """A parsed file: its data, its name, and where each path starts (1-based line, column;
    for JSON worked out only when first asked:
    :class:`~rulesref.core.jsonread.LazyPositions`)."""

    name: str
    data: Any
    positions: Mapping[PathKey, tuple[int, int]]

    def where(self, path: PathKey) -> tuple[int, int] | None:
        """The line and column of ``path``, or of its nearest parent that has one."""
        for cut in range(len(path), -1, -1):
            pos = self.positions.get(path[:cut])
            if pos is not None:
                return pos
        return None

    def error(self, path: PathKey, message: str) -> RulesDataError:
        """A :class:`RulesDataError` located at ``path``."""
        pos = self.where(path)
        return RulesDataError(
            self.name, format_path(path), message,
            line=pos[0] if pos else None, column=pos[1] if pos else None,
        )


def read_bytes(path: Path | Vetted, display: str | None = None) -> bytes:
    """Read a regular file with the size cap; anything else is refused before it is opened.

    A FIFO, a device or a socket is never opened (opening a FIFO for reading waits for a
    writer); the file is opened non-blocking and checked again once open, so one swapped in
    after the first check cannot hang the read either. The file is only read, never written.

    A file a directory search found (:class:`~rulesref.core.safefiles.Vetted`) is opened
    without following a link (``O_NOFOLLOW`` where the system has it), and only read when
    the file opened is the one vetted (the same device and inode): a link, or another file,
    swapped in between the search and the read is refused.

    :raises RulesDataError: when it is missing, not a regular file, too large or unreadable,
        or not the file that was vetted.
    """
    # local imports: only this function needs them
    import errno
    import os
    import stat

    from rulesref.core.safefiles import Vetted

    name = display or str(path)
    vetted = path if isinstance(path, Vetted) else None
    opened = vetted.real if vetted is not None else path
    assert isinstance(opened, Path)

    def regular(status: os.stat_result) -> int:
        mode = status.st_mode
        if stat.S_ISDIR(mode):
            raise RulesDataError(name, "", "is a directory, not a file")
        if not stat.S_ISREG(mode):
            kind = ("a FIFO (named pipe)" if stat.S_ISFIFO(mode)
                    else "a character device" if stat.S_ISCHR(mode)
                    else "a block device" if stat.S_ISBLK(mode)
                    else "a socket" if stat.S_ISSOCK(mode) else "not a file")
            raise RulesDataError(name, "", f"not a regular file: {kind}")
        if status.st_size > MAX_BYTES:
            raise RulesDataError(name, "", f"file is too large ({status.st_size} bytes; "
                                 f"limit {MAX_BYTES})")
        return status.st_size

    flags = os.O_RDONLY
    for flag in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):
        flags |= getattr(os, flag, 0)
    if vetted is not None:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    swapped = "not read: it changed after the directory search (now {}, not the file found)"
    try:
        if vetted is None:
            regular(os.stat(opened))
        elif stat.S_ISLNK(os.lstat(opened).st_mode):
            raise RulesDataError(name, "", swapped.format("a symbolic link"))
        fd = os.open(opened, flags)
        try:
            status = os.fstat(fd)
            if vetted is not None and (status.st_dev, status.st_ino) != (vetted.device,
                                                                          vetted.inode):
                raise RulesDataError(name, "", swapped.format("another file"))
            size = regular(status)
            # one read of the size the file has (a buffer of MAX_BYTES, allocated for every
            # small file, costs more than reading it; so does a buffered file object), then
            # more only after a short read, or should the file have grown meanwhile
            data = os.read(fd, size + 1)
            while len(data) != size and len(data) <= MAX_BYTES:
                more = os.read(fd, MAX_BYTES + 1 - len(data))
                if not more:
                    break
                data += more
        finally:
            os.close(fd)
    except FileNotFoundError:
        raise RulesDataError(name, "", "no such file") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP and vetted is not None:  # O_NOFOLLOW met a link
            raise RulesDataError(name, "", swapped.format("a symbolic link")) from None
        if exc.errno == errno.ELOOP:
            raise RulesDataError(name, "", "symlink loop (too many levels of symbolic "
                                 "links)") from None
        raise RulesDataError(name, "", f"cannot read: {exc.strerror or exc}") from None
    if len(data) > MAX_BYTES:  # it grew after the check
        raise RulesDataError(name, "", f"file is too large (over {MAX_BYTES} bytes)")
    return data


def decode(raw: bytes, name: str) -> str:
    """Decode UTF-8 text, rejecting binary files.

    :raises RulesDataError: for a NUL byte or text that is not UTF-8.
    """
    if b"\x00" in raw:
        raise RulesDataError(name, "", "is a binary file, not YAML or JSON text")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RulesDataError(
            name, "", f"is not UTF-8 text (bad byte at offset {exc.start})"
        ) from None


def parse(text: str, name: str) -> Document:
    """Parse YAML (or, for a ``.json`` name, JSON) text into a :class:`Document`.

    :raises RulesDataError: for a syntax error, several documents, a duplicate key, an
        alias bomb, nesting deeper than :data:`MAX_DEPTH`, an integer of more than
        :data:`MAX_INT_DIGITS` digits, a tag that is not plain data, or text that cannot be
        encoded as UTF-8 (a lone surrogate).
    """
    _check_encodable(text, name)
    if name.lower().endswith(".json"):
        from rulesref.core.jsonread import parse_json

        return parse_json(text, name)
    return _parse_yaml(text, name)


def _line_column(text: str, offset: int) -> tuple[int, int]:
    """The 1-based line and column of a character offset."""
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _check_encodable(text: str, name: str) -> None:
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        line, column = _line_column(text, exc.start)
        raise RulesDataError(name, "", _SURROGATE + f" ({quoted(text[exc.start])})",
                             line=line, column=column) from None


_SURROGATE = "text that cannot be encoded as UTF-8 (a lone surrogate)"


def int_digits_limit() -> int:
    """The most digits an integer may have: :data:`MAX_INT_DIGITS`, or Python's own limit
    when that is set lower (``PYTHONINTMAXSTRDIGITS``)."""
    limit = sys.get_int_max_str_digits()
    return min(MAX_INT_DIGITS, limit) if limit else MAX_INT_DIGITS


def too_many_digits(digits: int) -> str:
    """The message for an integer that is too long."""
    return f"integer has {digits} digits; at most {int_digits_limit()} are allowed"


def text_error(value: str) -> str | None:
    """Why ``value`` is not acceptable text (a lone surrogate), or ``None``."""
    if value.isascii():
        return None
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        return _SURROGATE + f" ({quoted(value[exc.start])})"
    return None


# --------------------------------------------------------------------------- YAML


def _parse_yaml(text: str, name: str) -> Document:
    import yaml

    from rulesref.core.plaindata import Builder, loader_class

    try:
        loader = loader_class()(text)
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "syntax error"
        if "maximum nesting depth" in problem:
            problem = f"nested too deeply (more than {MAX_DEPTH} levels)"
        raise RulesDataError(
            name, "", f"invalid YAML: {problem}",
            line=mark.line + 1 if mark else None, column=mark.column + 1 if mark else None,
        ) from None
    except yaml.YAMLError as exc:
        raise RulesDataError(name, "", f"invalid YAML: {exc}") from None
    except RecursionError:  # only the pure-Python parser recurses (libyaml stops at 1,000)
        raise RulesDataError(
            name, "", f"invalid YAML: nested too deeply (more than {MAX_DEPTH} levels)"
        ) from None
    if node is None:
        return Document(name, None, {})
    builder = Builder(name)
    data = builder.build(node)
    return Document(name, data, builder.positions)


def load_file(path: Path | Vetted, display: str | None = None) -> Document:
    """Read and parse one YAML or JSON file; see :func:`parse`.

    :raises RulesDataError: for any problem, with the file's name.
    """
    name = display or str(path)
    return parse(decode(read_bytes(path, name), name), name)


def iter_paths(data: Any, path: PathKey = ()) -> Iterator[tuple[PathKey, Any]]:
    """Every (path, value) pair of a plain data tree, parents first."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from iter_paths(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from iter_paths(value, (*path, index))
