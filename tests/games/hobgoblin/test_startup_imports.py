"""What ``rulesref tn`` imports on a warm start (issue 11: a lookup starts about as fast as
``import click``): nothing it does not use.

The run is made as after a plain ``pip install .``: without ``site`` (``-S``), with the
checkout and the installed packages on the path, so that an editable install's path hook
(which itself imports :mod:`pathlib`) does not hide what rulesref's own code imports.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

CODE = """
import sys
before = set(sys.modules)
sys.argv = ["rulesref", *sys.argv[1:]]
from rulesref.cli import main
try:
    main()
except SystemExit as exc:
    code = exc.code
new = sorted(set(sys.modules) - before)
import json
print(json.dumps({"code": code, "new": new}), file=sys.stderr)
"""

#: Modules a plain lookup has no use for: paths are strings on its way (pathlib, with
#: urllib.parse and ipaddress behind it); click's texts are given (gettext's locale
#: search); the entry points are cached (importlib.metadata); the model is cached (no YAML
#: or pydantic) in marshal's format (no json, whose import compiles six regular
#: expressions); names are plain ASCII (no unicodedata); nothing is verified.
UNUSED = ("pathlib", "locale", "urllib", "ipaddress", "importlib.metadata", "yaml",
          "ruamel", "pydantic", "json", "unicodedata", "z3", "networkx")


def _run(tmp_path: Path, *args: str) -> tuple[str, dict[str, object]]:
    paths = [str(ROOT), sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]]
    env = {**os.environ, "RULESREF_CACHE_DIR": str(tmp_path / "cache"),
           "PYTHONPATH": os.pathsep.join(dict.fromkeys(paths))}
    env.pop("RULESREF_NO_CACHE", None)
    work = tmp_path / "work"  # on the import path (``-c``): the cache is not written there
    work.mkdir(exist_ok=True)
    for _ in range(2):  # the first run fills the caches; the second is a warm start
        out = subprocess.run([sys.executable, "-S", "-c", CODE, *args], capture_output=True,
                             text=True, env=env, check=True, cwd=work)
    report: dict[str, object] = json.loads(out.stderr.strip().splitlines()[-1])
    return out.stdout, report


def test_a_warm_lookup_imports_only_what_it_uses(tmp_path: Path) -> None:
    stdout, report = _run(tmp_path, "tn", "Light Infantry", "Monster")
    assert report["code"] == 0
    assert stdout.startswith("6+  Light Infantry attacking Monster")  # p. 14
    new = report["new"]
    assert isinstance(new, list)
    assert "rulesref.games.hobgoblin.lookups" in new  # the run did the lookup here
    assert [m for m in new if m.split(".")[0] in UNUSED or m.startswith(UNUSED)] == []


def test_help_and_version_still_answer(tmp_path: Path) -> None:
    stdout, report = _run(tmp_path, "--version")
    assert report["code"] == 0
    assert stdout.strip() == f"rulesref, version {importlib.metadata.version('rulesref')}"
    stdout, report = _run(tmp_path, "tn", "-h")
    assert report["code"] == 0
    assert "-h, --help" in stdout and "Show this message and exit." in stdout
