"""The army builder's memory snapshots: keyed by everything they are made of, and made with
nothing of the build machine in them (a planted environment variable, the home folder, the
build folder and the project's paths are not in the bytes)."""

from __future__ import annotations

import dataclasses
import gzip
import json
import os
import secrets
import socket
from pathlib import Path

import pytest

from tests.docs.builder_support import PYODIDE, require_pyodide, write_bundle
from tests.site import ROOT


def _a_builder_game() -> str:
    """A documented game that has a builder page."""
    from rulesref.docs.games import documented, find_game

    return next(name for name in documented() if find_game(name).builder)


def _fake_pyodide(folder: Path) -> Path:
    from rulesref.docs import memsnapshot

    folder.mkdir()
    for name in memsnapshot.PYODIDE_INPUTS:
        (folder / name).write_bytes(name.encode())
    return folder


def test_the_key_follows_every_input(tmp_path: Path) -> None:
    from rulesref.docs import bundle, memsnapshot
    from rulesref.docs.games import find_game

    pyodide = _fake_pyodide(tmp_path / "pyodide")
    game = _a_builder_game()
    planned = bundle.for_game(find_game(game))
    key = memsnapshot.key(planned, pyodide)
    assert memsnapshot.key(bundle.for_game(find_game(game)), pyodide) == key
    assert memsnapshot.file_name(game, key) == f"{game}-{key}.bin"
    name, data = planned.code[0]
    other_code = dataclasses.replace(planned, code=[(name, data + b"\n"), *planned.code[1:]])
    name, data = planned.sources[0]
    other_data = dataclasses.replace(planned, sources=[(name, data + b"\n"),
                                                       *planned.sources[1:]])
    keys = {key, memsnapshot.key(other_code, pyodide), memsnapshot.key(other_data, pyodide)}
    (pyodide / "pyodide.asm.wasm").write_bytes(b"another build")
    keys.add(memsnapshot.key(planned, pyodide))
    assert len(keys) == 4


def test_node_gets_a_bare_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesref.docs import memsnapshot

    monkeypatch.setenv("RULESREF_PLANTED", "x")
    monkeypatch.setenv("TZ", "Pacific/Auckland")
    assert memsnapshot.environment() == {"PATH": os.environ["PATH"], "TZ": "UTC"}


@pytest.mark.slow
def test_nothing_of_the_build_machine_in_the_snapshot(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    require_pyodide()
    marker = f"planted-{secrets.token_hex(8)}"
    home = tmp_path / f"home-{marker}"
    build = tmp_path / f"build-{marker}"
    home.mkdir()
    build.mkdir()
    monkeypatch.setenv("RULESREF_PLANTED", marker)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(build)
    manifest = write_bundle(build, _a_builder_game(), snapshot=True)
    first, _, packed = (build / manifest["files"]["snapshot"]).read_bytes().partition(b"\n")
    version = json.loads((PYODIDE / "package.json").read_text())["version"]
    assert first.decode() == (f"rulesref-pyodide-snapshot 1 {manifest['snapshot']['key']} "
                              f"{version}")
    memory = gzip.decompress(packed)
    assert len(memory) >= 16 * 2**20  # Pyodide's whole memory
    assert b"rulesref_builder_session" in memory  # the kept Session's global
    leaks = [marker, str(tmp_path), str(ROOT), str(PYODIDE.resolve()), str(Path.cwd())]
    if len(socket.gethostname()) >= 6:
        leaks.append(socket.gethostname())
    assert [leak for leak in leaks if leak.encode() in memory] == []
