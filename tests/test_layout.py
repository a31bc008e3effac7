"""The layout holds: layers import one way (core, then the verification engine, then the
rulesets, then the command line and the site), only command-line modules import click, no
library code prints, the engine is never imported as ``verify``, and a game's name appears
nowhere outside its own package and its own tests (the README, the entry-point table, and
a game's example files and benchmarks, which are about that game, excepted). Games are read
from the registry, so this test names none."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulesref.core import registry

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "verify" / "rulesref_verify"
GAMES = ROOT / "rulesref" / "games"
RULESETS = [r for r in registry.rulesets() if GAMES in Path(r.package_dir).parents]


def modules(folder: Path) -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(folder.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), str(path))


def imports(tree: ast.Module) -> set[str]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


def layer(path: Path) -> str:
    rel = path.relative_to(ROOT).parts
    if rel[0] == "verify":
        return "engine"
    if rel == ("rulesref", "__main__.py"):
        return "cli"
    if rel[1] == "games" and len(rel) > 3:
        part = rel[3].removesuffix(".py")
        return "game-ui" if part in ("cli", "docs") else "game"
    return {"core": "core", "cli": "cli", "mcp": "mcp", "docs": "site",
            "lint": "lint"}.get(rel[1], "core")


def test_no_module_imports_verify_by_its_folder_name() -> None:
    for folder in ("rulesref", "verify", "tests", "benchmarks", "tools"):
        for path, tree in modules(ROOT / folder):
            bad = {m for m in imports(tree) if m == "verify" or m.startswith("verify.")}
            assert not bad, f"{path}: import rulesref_verify, never verify ({bad})"


@pytest.mark.parametrize("folder", ["rulesref", "verify"])
def test_layers_import_one_way(folder: str) -> None:
    may = {
        "core": ("rulesref.core", "rulesref.errors", "rulesref"),
        "engine": ("rulesref.core", "rulesref.errors", "rulesref_verify"),
        "lint": ("rulesref.core", "rulesref.errors", "rulesref.lint"),
        "game": ("rulesref.core", "rulesref.errors", "rulesref_verify", "rulesref.lint",
                 "rulesref.games"),
        "game-ui": ("rulesref.core", "rulesref.errors", "rulesref_verify", "rulesref.games",
                    "rulesref.cli", "rulesref.docs"),
        "cli": ("rulesref.core", "rulesref.errors", "rulesref_verify", "rulesref.lint",
                "rulesref.cli", "rulesref.mcp", "rulesref"),
        "mcp": ("rulesref.core", "rulesref.errors", "rulesref.cli", "rulesref.mcp",
                "rulesref"),
        "site": ("rulesref.core", "rulesref.errors", "rulesref_verify", "rulesref.lint",
                 "rulesref.docs",
                 "rulesref"),
    }
    for path, tree in modules(ROOT / folder):
        kind = layer(path)
        for name in imports(tree):
            if not (name.startswith("rulesref") or name == "verify"):
                continue
            allowed = may[kind]
            ok = any(name == a or name.startswith(a + ".") for a in allowed if a != "rulesref")
            ok = ok or ("rulesref" in allowed and name == "rulesref")
            assert ok, f"{path.relative_to(ROOT)} ({kind}) imports {name}"


@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
def test_a_ruleset_imports_no_other_ruleset(ruleset: registry.Ruleset) -> None:
    own = f"rulesref.games.{ruleset.name}"
    for path, tree in modules(Path(ruleset.package_dir)):
        for name in imports(tree):
            if name.startswith("rulesref.games."):
                assert name == own or name.startswith(own + "."), f"{path}: {name}"


def test_only_command_line_modules_import_click_and_nothing_else_prints() -> None:
    for folder in ("rulesref", "verify"):
        for path, tree in modules(ROOT / folder):
            kind = layer(path)
            rel = path.relative_to(ROOT)
            if "click" in imports(tree):
                assert (kind in ("cli", "mcp") or rel.parts[-1] == "cli.py"
                        or "cli" in rel.parts), rel
            if kind not in ("cli", "mcp") and "cli" not in rel.parts and rel.name != "cli.py":
                calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
                         and isinstance(n.func, ast.Name) and n.func.id == "print"]
                assert not calls, f"{rel}: print outside the command line"


def _spellings(ruleset: registry.Ruleset) -> re.Pattern[str]:
    words = {ruleset.name, ruleset.name.replace("_", "-"), ruleset.name.replace("_", " "),
             *ruleset.aliases, ruleset.title.split(":")[0].split(" (")[0]}
    return re.compile("|".join(rf"\b{re.escape(w)}" for w in sorted(words, key=len,
                                                                    reverse=True)), re.I)


GENERATED = re.compile(r"(^|/)(__pycache__|_build|[^/]*\.egg-info)/|^docs/games/")


def _sources() -> list[str]:
    """Every source file in the checkout (generated pages and caches left out)."""
    out = []
    for top in ("rulesref", "verify", "docs", "tests", "tools", "noxfile.py", "pyproject.toml"):
        path = ROOT / top
        files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
        out += [p.relative_to(ROOT).as_posix() for p in files]
    return [name for name in out if not GENERATED.search(name)]


SCANNED = re.compile(r"(rulesref|verify|docs|tests|tools)/.*\.(py|rst|yaml|toml|txt|css)$|"
                     r"(noxfile\.py|pyproject\.toml)$")


@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
def test_a_games_name_appears_only_in_its_own_package(ruleset: registry.Ruleset) -> None:
    pattern = _spellings(ruleset)
    mine = (f"rulesref/games/{ruleset.name}/", f"tests/games/{ruleset.name}/")
    entry_point = re.compile(rf"^{ruleset.name} = \"rulesref\.games\.{ruleset.name}:RULESET\"$")
    found = []
    for name in _sources():
        if not SCANNED.match(name) or name.startswith(mine):
            continue
        for number, line in enumerate((ROOT / name).read_text(encoding="utf-8").splitlines(),
                                      1):
            if pattern.search(line) and not entry_point.match(line):
                found.append(f"{name}:{number}: {line.strip()}")
    assert found == []


def test_the_engine_installs_as_rulesref_verify_not_verify(tmp_path: Path) -> None:
    """Run from a folder outside the checkout, as an installed user would."""
    code = ("import importlib.util, rulesref_verify.runner as r; "
            "print(importlib.util.find_spec('verify') is None, "
            "r.__name__)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                         text=True, env=env, check=True)
    assert out.stdout.split() == ["True", "rulesref_verify.runner"]


def _string_constants(tree: ast.Module) -> set[str]:
    """The string values core code assigns (enum members, table entries), docstrings left out."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            found |= {c.value for c in ast.walk(node.value)
                      if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    return found


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.name)
def test_core_defines_none_of_a_rulesets_nouns(ruleset: registry.Ruleset) -> None:
    """Core defines the mechanism; each ruleset registers its own nouns (its tokens, decks
    and keyword traits) from its own package. No core module spells one of them as a value
    (a trait enum of one game's traits in core would be a leak)."""
    vocabulary = registry.resolve(ruleset.loader).vocabulary
    if vocabulary is None:
        pytest.skip(f"{ruleset.name} registers no nouns")
    nouns = vocabulary.tokens | vocabulary.decks | vocabulary.traits
    for path, tree in modules(ROOT / "rulesref" / "core"):
        leaked = nouns & _string_constants(tree)
        assert not leaked, (path.relative_to(ROOT), sorted(leaked))
