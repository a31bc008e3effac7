"""Safe YAML and JSON reading with positions, size and node limits.

Used for both the shipped rules data and users' files (army lists), so that every error can
name the file, the path inside it, and for YAML the line and column.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulesref.errors import RulesDataError

#: Largest file read, in bytes: far above any real army list or data file.
MAX_BYTES = 2_000_000
#: Most YAML nodes visited (aliases counted at each use): stops alias bombs.
MAX_NODES = 200_000

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
    """A parsed file: its data, its name, and where each path starts (1-based line, column)."""

    name: str
    data: Any
    positions: dict[PathKey, tuple[int, int]]

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


def read_bytes(path: Path, display: str | None = None) -> bytes:
    """Read a file with the size cap.

    :raises RulesDataError: when it cannot be read or is too large.
    """
    name = display or str(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise RulesDataError(name, "", f"file is too large ({size} bytes; limit {MAX_BYTES})")
        with path.open("rb") as fh:
            return fh.read(MAX_BYTES + 1)
    except IsADirectoryError:
        raise RulesDataError(name, "", "is a directory, not a file") from None
    except FileNotFoundError:
        raise RulesDataError(name, "", "no such file") from None
    except OSError as exc:
        raise RulesDataError(name, "", f"cannot read: {exc.strerror or exc}") from None


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
    """Parse YAML (or JSON, which is YAML) text into a :class:`Document`.

    :raises RulesDataError: for a syntax error, several documents, or an alias bomb.
    """
    if name.lower().endswith(".json"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RulesDataError(
                name, "", f"invalid JSON: {exc.msg}", line=exc.lineno, column=exc.colno
            ) from None
        return Document(name, data, {})
    import yaml  # JSON needs no PyYAML (the builder page reads JSON without it)

    loader_cls = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        loader = loader_cls(text)
        try:
            node = loader.get_single_node()
            positions: dict[PathKey, tuple[int, int]] = {}
            if node is not None:
                _walk(node, (), positions, [0])
                data = loader.construct_document(node)
            else:
                data = None
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "syntax error"
        raise RulesDataError(
            name, "", f"invalid YAML: {problem}",
            line=mark.line + 1 if mark else None, column=mark.column + 1 if mark else None,
        ) from None
    except yaml.YAMLError as exc:
        raise RulesDataError(name, "", f"invalid YAML: {exc}") from None
    return Document(name, data, positions)


def _walk(node: Any, path: PathKey, out: dict[PathKey, tuple[int, int]], count: list[int]) -> None:
    import yaml

    count[0] += 1
    if count[0] > MAX_NODES:
        raise yaml.YAMLError(f"too many nodes (over {MAX_NODES}); aliases nested too deeply?")
    out.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node.value)
            _walk(value_node, (*path, key), out, count)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _walk(item, (*path, index), out, count)


def load_file(path: Path, display: str | None = None) -> Document:
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
