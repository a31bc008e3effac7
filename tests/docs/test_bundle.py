"""The builder bundle finds a module's imports by walking statements only
(:mod:`rulesref.docs.bundle`), without a build."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rulesref.docs import bundle


def every_import(path: Path, module: str) -> set[str]:
    """The plain reference: every node anywhere in the tree, not only statements."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = {m for node in ast.walk(tree) for m in bundle.imported(node, package)}
    return {m for m in found if m == "rulesref" or m.startswith("rulesref.")}


def modules() -> list[tuple[Path, str]]:
    out = []
    for path in sorted(bundle.PACKAGE_DIR.rglob("*.py")):
        parts = path.relative_to(bundle.PACKAGE_DIR.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out.append((path, ".".join(parts)))
    return out


def test_the_statement_walk_finds_every_import_in_every_module() -> None:
    checked = modules()
    assert len(checked) > 100
    for path, module in checked:
        assert bundle._imports(path, module) == every_import(path, module), module


def test_imports_nested_in_every_kind_of_block_are_found(tmp_path: Path) -> None:
    source = tmp_path / "nested.py"
    source.write_text(
        "try:\n    import rulesref.a\nexcept ImportError:\n    import rulesref.b\n"
        "else:\n    import rulesref.c\nfinally:\n    import rulesref.d\n"
        "class K:\n    def f(self):\n        if x:\n            from rulesref import e\n"
        "        else:\n            import rulesref.f\n"
        "with open('x'):\n    for _ in ():\n        while False:\n            import rulesref.g\n"
        "match y:\n    case 1:\n        import rulesref.h\n", encoding="utf-8")
    found = bundle._imports(source, "rulesref.nested")
    assert found == every_import(source, "rulesref.nested")
    assert {"rulesref.a", "rulesref.d", "rulesref.e", "rulesref.g", "rulesref.h"} <= found


def test_an_edited_file_is_read_again(tmp_path: Path) -> None:
    source = tmp_path / "edited.py"
    source.write_text("import rulesref.a\n", encoding="utf-8")
    assert bundle._imports(source, "rulesref.edited") == {"rulesref.a"}
    source.write_text("import rulesref.bb\n", encoding="utf-8")
    assert bundle._imports(source, "rulesref.edited") == {"rulesref.bb"}


def builder_modules() -> list[str]:
    """The builder module of every installed game that has an army builder page."""
    from rulesref.docs.games import documented, find_game

    return [m for m in (find_game(name).builder for name in documented()) if m]


@pytest.mark.parametrize("module", builder_modules())
def test_a_closure_holds_its_entry_and_parents(module: str) -> None:
    found = bundle.closure([module])
    parents = [module.rsplit(".", n)[0] for n in range(module.count(".") + 1)]
    assert set(parents) <= set(found)
    assert "rulesref" in found
