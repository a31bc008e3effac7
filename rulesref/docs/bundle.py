"""The files an army builder page loads, made at build time: rulesref's own code as a zip,
a snapshot of the rules model, PyYAML's pure-Python code (loaded only to import or export
a YAML file) for Pyodide; the game's drawing script for the page; and a manifest naming them.

The code zip holds exactly the modules the game's builder module imports, directly or
through others, found by reading their ``import`` statements (top level and inside
functions): the modules that import pydantic, PyYAML or click are never among them, which a
test checks. File names carry a digest of everything that goes into them, so a browser never
mixes an old zip with a new snapshot, and a build whose inputs did not change writes
nothing. Pure: no Sphinx here.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib.util
import json
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import rulesref

if TYPE_CHECKING:
    from rulesref.docs.games import GameDocs

PACKAGE_DIR = Path(rulesref.__file__).parent
#: Where a game's files go under the site's ``_static``.
FOLDER = "builder"
#: A fixed time for every zip entry, so the same code gives the same bytes.
_EPOCH = (2024, 1, 1, 0, 0, 0)


def module_path(name: str) -> Path:
    """The source file of a ``rulesref`` module (a package's ``__init__.py``).

    :raises LookupError: for a module that is not part of the installed rulesref.
    """
    parts = name.split(".")
    if parts[0] != "rulesref":
        raise LookupError(f"{name} is not a rulesref module")
    base = PACKAGE_DIR.joinpath(*parts[1:])
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    raise LookupError(f"no source for {name}")


def _statements(body: Iterable[ast.stmt]) -> Iterable[ast.stmt]:
    """Every statement in ``body`` and in the blocks nested in it (function and class
    bodies, branches, handlers, cases): the only places an import can be."""
    for node in body:
        yield node
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            block = getattr(node, field, None)
            if isinstance(block, list):
                yield from _statements(block)


@functools.cache
def _imports_of(path: Path, module: str, stamp: tuple[int, int]) -> frozenset[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = {m for node in _statements(tree.body) for m in imported(node, package)}
    return frozenset(m for m in found if m == "rulesref" or m.startswith("rulesref."))


def imported(node: ast.AST, package: str) -> set[str]:
    """The modules (or module attributes) an import statement in ``package`` names; nothing
    for any other node."""
    if isinstance(node, ast.Import):
        return {a.name for a in node.names}
    if isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            base = importlib.util.resolve_name("." * node.level + base, package)
        return {base, *(f"{base}.{a.name}" for a in node.names)}
    return set()


def _imports(path: Path, module: str) -> set[str]:
    """The rulesref modules one source file imports (anywhere in the file). Read once per
    version of the file (its modification time and size), as every game's closure shares
    most of the modules."""
    status = path.stat()
    return set(_imports_of(path, module, (status.st_mtime_ns, status.st_size)))


def closure(entry: Iterable[str]) -> dict[str, Path]:
    """Every rulesref module the ``entry`` modules need, with its parent packages, by name."""
    out: dict[str, Path] = {}
    todo = list(entry)
    while todo:
        name = todo.pop()
        if name in out:
            continue
        try:
            path = module_path(name)
        except LookupError:
            continue  # ``from package import name`` where name is not a module
        out[name] = path
        parent = name.rpartition(".")[0]
        if parent:
            todo.append(parent)
        todo.extend(_imports(path, name))
    return out


def _zip(files: Iterable[tuple[str, bytes]]) -> bytes:
    """A reproducible zip of (name inside the zip, contents)."""
    import io

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in sorted(files):
            info = zipfile.ZipInfo(name, _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data, compresslevel=9)
    return buffer.getvalue()


def _digest(parts: Iterable[tuple[str, bytes]]) -> str:
    h = hashlib.sha256(f"rulesref {rulesref.__version__} bundle 1".encode())
    for name, data in sorted(parts):
        h.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    return h.hexdigest()[:16]


def yaml_files() -> list[tuple[str, bytes]]:
    """PyYAML's pure-Python modules and its licence, as (name inside the zip, contents).

    :raises LookupError: when PyYAML is not installed.
    """
    spec = importlib.util.find_spec("yaml")
    if spec is None or spec.origin is None:
        raise LookupError("PyYAML is not installed")
    folder = Path(spec.origin).parent
    files = [(f"yaml/{p.name}", p.read_bytes()) for p in sorted(folder.glob("*.py"))]
    from importlib import metadata

    try:
        dist = metadata.distribution("PyYAML")
        licence = next((f for f in dist.files or () if f.name in ("LICENSE", "LICENSE.txt")),
                       None)
        if licence is not None:
            files.append(("yaml/LICENSE", Path(str(dist.locate_file(licence))).read_bytes()))
    except metadata.PackageNotFoundError:
        pass
    return files


@dataclass(frozen=True)
class Bundle:
    """The builder files of one game, before they are written."""

    game: str
    module: str
    """The game's builder module (``rulesref.games.<game>.builder``)."""
    code: list[tuple[str, bytes]]
    """The code zip's files."""
    sources: list[tuple[str, bytes]]
    """Everything the snapshot is made from besides the code (the data files)."""
    model: Callable[[], Any]
    """Loads the rules model the snapshot is made of."""
    script: bytes
    """The game's drawing script for the page (:attr:`GameDocs.builder_script
    <rulesref.docs.games.GameDocs.builder_script>`)."""

    @property
    def code_name(self) -> str:
        """The code zip's file name."""
        return f"rulesref-{_digest(self.code)}.zip"

    @property
    def rules_name(self) -> str:
        """The snapshot's file name."""
        return f"{self.game}-{_digest([*self.code, *self.sources])}.json"

    @property
    def script_name(self) -> str:
        """The drawing script's file name."""
        return f"{self.game}-{_digest([('script', self.script)])}.js"


def plan(game: str, module: str, model: Callable[[], Any], sources: Iterable[Path],
         script: Path) -> Bundle:
    """The bundle of ``game``, whose builder is ``module`` and whose page draws with
    ``script``: reads the code, the data files and the script (cheap), but builds nothing
    yet."""
    modules = closure([module, "rulesref.core.snapshot", "rulesref.docs.browser"])
    code = [(str(path.relative_to(PACKAGE_DIR.parent).as_posix()), path.read_bytes())
            for path in modules.values()]
    data = [(f"data/{p.name}", p.read_bytes()) for p in sorted(sources)]
    return Bundle(game, module, code, data, model, script.read_bytes())


def for_game(docs: GameDocs) -> Bundle:
    """:func:`plan` for a game's website plug-in.

    :raises ValueError: when the game has no builder page.
    """
    if not docs.builder or docs.builder_script is None:
        raise ValueError(f"{docs.name} has no army builder")
    return plan(docs.name, docs.builder, docs.load, docs.sources(), docs.builder_script)


def write(bundle: Bundle, folder: Path, pyodide: str = "../pyodide/") -> dict[str, Any]:
    """Write the bundle's files into ``folder`` (the site's ``_static/builder``) unless
    they are there already, remove the game's older snapshots, and return its manifest
    (written by :func:`write_manifest`): the builder module, where Pyodide is (relative to
    ``folder``), the file names and their sizes."""
    from rulesref.core import snapshot

    folder.mkdir(parents=True, exist_ok=True)
    yaml_zip = _zip(yaml_files())
    names = {"code": bundle.code_name, "rules": bundle.rules_name,
             "yaml": f"pyyaml-{_digest([('yaml.zip', yaml_zip)])}.zip",
             "script": bundle.script_name}
    makers: dict[str, Callable[[], bytes]] = {
        "code": lambda: _zip(bundle.code),
        "rules": lambda: snapshot.dump_json(bundle.model()).encode("ascii"),
        "yaml": lambda: yaml_zip,
        "script": lambda: bundle.script,
    }
    for key, name in names.items():
        target = folder / name
        if not target.exists():
            tmp = target.with_suffix(".tmp")
            tmp.write_bytes(makers[key]())
            tmp.replace(target)
    keep = set(names.values())
    for old in [*folder.glob(f"{bundle.game}-*.json"), *folder.glob(f"{bundle.game}-*.js")]:
        if old.name not in keep:
            old.unlink()
    return {"game": bundle.game, "module": bundle.module, "pyodide": pyodide,
            "files": names,
            "sizes": {k: (folder / n).stat().st_size for k, n in names.items()}}


def write_manifest(folder: Path, manifest: dict[str, Any]) -> Path:
    """Write a game's manifest as ``<game>.json`` in ``folder`` (when it changed)."""
    text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"
    target = folder / f"{manifest['game']}.json"
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    return target


def prune(folder: Path, manifests: Iterable[dict[str, Any]]) -> None:
    """Remove code and PyYAML zips no manifest names (left by earlier builds)."""
    keep = {name for m in manifests for name in m["files"].values()}
    for old in [*folder.glob("rulesref-*.zip"), *folder.glob("pyyaml-*.zip")]:
        if old.name not in keep:
            old.unlink()


__all__ = ["FOLDER", "Bundle", "closure", "for_game", "module_path", "plan", "prune", "write",
           "write_manifest", "yaml_files"]
