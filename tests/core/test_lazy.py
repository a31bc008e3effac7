"""Names imported on first use (:mod:`rulesref.core.lazy`): the module is imported when the
name is first read and the value kept; every lazy table in rulesref names real definitions,
each also imported under ``TYPE_CHECKING`` (what the type checker and the builder's bundle
read); annotations that name lazy names resolve."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

import rulesref
from rulesref.core import lazy, registry, snapshot

PACKAGE = Path(rulesref.__file__).parent


@pytest.fixture
def module() -> Iterator[types.ModuleType]:
    """A module ``lazy_demo`` whose ``dumps`` and ``JSONDecoder`` come from :mod:`json`."""
    demo = types.ModuleType("lazy_demo")
    sys.modules["lazy_demo"] = demo
    getter, lister = lazy.exports("lazy_demo", {"dumps": "json", "JSONDecoder": "json"})
    vars(demo).update(__getattr__=getter, __dir__=lister, own=1)
    yield demo
    del sys.modules["lazy_demo"]


def test_a_lazy_name_is_imported_when_first_read_and_kept(module: types.ModuleType) -> None:
    import json

    assert "dumps" not in vars(module)
    assert module.dumps is json.dumps
    assert vars(module)["dumps"] is json.dumps  # later reads never reach __getattr__
    from lazy_demo import JSONDecoder  # type: ignore[import-not-found]

    assert JSONDecoder is json.JSONDecoder


def test_an_unknown_name_is_an_attribute_error(module: types.ModuleType) -> None:
    with pytest.raises(AttributeError, match="'lazy_demo' has no attribute 'loads'"):
        _ = module.loads
    assert getattr(module, "loads", None) is None


def test_dir_lists_lazy_names_with_the_others(module: types.ModuleType) -> None:
    assert {"dumps", "JSONDecoder", "own"} <= set(dir(module))


def test_load_all_fills_the_module_dict(module: types.ModuleType) -> None:
    lazy.load_all(module)
    assert {"dumps", "JSONDecoder"} <= set(vars(module))


def _lazy_modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == Path(lazy.__file__):
            continue  # its docstring shows the call
        if "lazy.exports(" in path.read_text(encoding="utf-8"):
            parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            out.append((name, path))
    return out


LAZY = _lazy_modules()


def _type_checking_imports(path: Path) -> set[tuple[str, str]]:
    """``(module, name)`` of every ``from module import name`` under ``if TYPE_CHECKING``."""
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
            for stmt in node.body:
                if isinstance(stmt, ast.ImportFrom) and stmt.module:
                    found |= {(stmt.module, alias.name) for alias in stmt.names}
    return found


def test_lazy_tables_are_found() -> None:
    assert "rulesref.core.keywords" in {name for name, _ in LAZY}


@pytest.mark.parametrize(("name", "path"), LAZY, ids=[name for name, _ in LAZY])
def test_every_lazy_name_is_defined_and_seen_by_the_type_checker(name: str, path: Path) -> None:
    module = importlib.import_module(name)
    table = getattr(module, lazy.TABLE)
    assert table, name
    seen = _type_checking_imports(path)
    for attribute, source in table.items():
        assert hasattr(importlib.import_module(source), attribute), (attribute, source)
        assert (source, attribute) in seen, f"{name}: {attribute} from {source}"
        assert getattr(module, attribute) is getattr(importlib.import_module(source), attribute)


@pytest.mark.parametrize("ruleset", registry.rulesets(), ids=registry.names())
def test_every_records_annotations_resolve(ruleset: registry.Ruleset) -> None:
    """typing's own resolution, through :func:`lazy.type_hints`, for every record a model
    reaches (pydantic and the pure-Python checker read the hints this way)."""
    for cls in snapshot.reachable_types(ruleset.load_loader().root).values():
        if dataclasses.is_dataclass(cls):
            hints = lazy.type_hints(cls, include_extras=True)
            assert set(hints) >= {f.name for f in dataclasses.fields(cls)}, cls
