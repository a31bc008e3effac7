"""Nothing outside what was asked, through the installed binary: ``validate DIR`` never
leaves DIR (links out of it and mount points inside it are reported, never read, and no
other file's content is printed); ``export battlescribe OUTDIR`` writes new files in OUTDIR
(never through a link planted there, never blocking on a FIFO); ``export roster -o`` never
writes onto its input, whatever path names it. The subprocess timeout only guards against a
hang; nothing is timed.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.badinput.runbin import run
from tests.games.hobgoblin.badinput.corpus import EXAMPLES

LEGAL = (EXAMPLES / "copper-host.yaml").read_bytes()
SECRET = "root:$6$not-a-real-hash:19000:0:99999:7:::"
"""What a file outside the directory holds: it must never be printed."""


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A folder beside the searched one, holding a file that looks like an army list."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    (folder / "shadow.yaml").write_text(SECRET + "\n", encoding="utf-8")
    (folder / "list.yaml").write_bytes(LEGAL)
    return folder


def test_validate_dir_reads_no_link_that_leaves_it(tmp_path: Path, outside: Path) -> None:
    top = tmp_path / "lists"
    top.mkdir()
    (top / "mine.yaml").write_bytes(LEGAL)
    (top / "shadow.yaml").symlink_to(outside / "shadow.yaml")
    (top / "out").symlink_to(outside)
    (top / "root").symlink_to("/")
    (top / "sub").mkdir()
    (top / "sub" / "up.yaml").symlink_to("../../elsewhere/list.yaml")
    (top / "sibling").symlink_to("sub")  # a link inside the directory is followed
    result = run(["validate", "lists"], cwd=tmp_path)
    assert SECRET not in result.stdout + result.stderr
    assert "$6$" not in result.stdout + result.stderr
    assert result.returncode == 2
    assert result.stdout.splitlines()[0].startswith("lists/mine.yaml: legal")
    assert sorted(result.stderr.splitlines()) == [
        f"error: lists/{name}: not read: a symbolic link to a place outside lists"
        for name in ("out", "root", "shadow.yaml", "sibling/up.yaml", "sub/up.yaml")]
    assert result.stdout.splitlines()[-1] == "6 lists: 1 legal, 0 illegal, 5 unreadable"


@contextlib.contextmanager
def _mounted(where: Path) -> Iterator[bool]:
    """A fresh tmpfs mounted at ``where``, where this process may mount one."""
    done = subprocess.run(["mount", "-t", "tmpfs", "rulesref-test", str(where)],
                          capture_output=True, check=False)
    try:
        yield done.returncode == 0
    finally:
        if done.returncode == 0:
            subprocess.run(["umount", str(where)], check=False)


def test_validate_dir_does_not_cross_a_mount_point(tmp_path: Path) -> None:
    top = tmp_path / "lists"
    (top / "disk").mkdir(parents=True)
    (top / "mine.yaml").write_bytes(LEGAL)
    with _mounted(top / "disk") as mounted:
        if not mounted:
            pytest.skip("this process may not mount a file system (the in-process test in "
                        "tests/core/test_safefiles.py covers the same rule)")
        (top / "disk" / "other.yaml").write_bytes(LEGAL)
        result = run(["validate", "lists"], cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "error: lists/disk: not read: on another file system (a mount point inside lists)"]
    assert "other.yaml" not in result.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_export_battlescribe_replaces_links_and_fifos_as_names(tmp_path: Path,
                                                               outside: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    os.mkfifo(out / "Hobgoblin.gst")
    (out / "Hobgoblin.cat").symlink_to(outside / "list.yaml")
    (out / "index.xml").hardlink_to(outside / "shadow.yaml")
    result = run(["export", "battlescribe", "out"], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (outside / "list.yaml").read_bytes() == LEGAL
    assert (outside / "shadow.yaml").read_text(encoding="utf-8") == SECRET + "\n"
    for name in ("Hobgoblin.gst", "Hobgoblin.cat", "index.xml"):
        path = out / name
        assert path.is_file() and not path.is_symlink(), name
        assert path.stat().st_nlink == 1, name
        assert path.read_bytes().startswith(b"<?xml"), name
    assert sorted(p.name for p in out.iterdir()) == [
        "Hobgoblin.cat", "Hobgoblin.catz", "Hobgoblin.gst", "Hobgoblin.gstz", "index.bsi",
        "index.xml"]  # no temporary file left behind


def test_export_battlescribe_refuses_a_directory_at_a_files_name(tmp_path: Path) -> None:
    (tmp_path / "out" / "Hobgoblin.gst").mkdir(parents=True)
    result = run(["export", "battlescribe", "out"], cwd=tmp_path)
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert "out/Hobgoblin.gst: cannot write: a directory has that name" in line


@pytest.mark.parametrize("how", ["hard link", "symbolic link", "other spelling"])
def test_export_roster_never_writes_onto_its_input(tmp_path: Path, how: str) -> None:
    army = tmp_path / "army.yaml"
    army.write_bytes(LEGAL)
    (tmp_path / "sub").mkdir()
    if how == "hard link":
        output = "army.ros"
        (tmp_path / output).hardlink_to(army)
    elif how == "symbolic link":
        output = "army.ros"
        (tmp_path / output).symlink_to(army)
    else:
        output = "sub/../army.yaml"
    result = run(["export", "roster", "army.yaml", "-o", output], cwd=tmp_path)
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert f"{output}: the output would overwrite the army file army.yaml" in line
    assert army.read_bytes() == LEGAL


def test_export_roster_replaces_a_link_to_elsewhere_not_its_target(tmp_path: Path,
                                                                   outside: Path) -> None:
    (tmp_path / "army.yaml").write_bytes(LEGAL)
    (tmp_path / "army.ros").symlink_to(outside / "shadow.yaml")
    result = run(["export", "roster", "army.yaml", "-o", "army.ros"], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (outside / "shadow.yaml").read_text(encoding="utf-8") == SECRET + "\n"
    assert not (tmp_path / "army.ros").is_symlink()
    assert run(["validate", "army.ros"], cwd=tmp_path).returncode == 0


def test_validate_dir_refuses_a_link_swapped_in_after_the_search(
        tmp_path: Path, outside: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # in process: the gap between the directory search and the read is where a stranger
    # with write access to the folder swaps a vetted file for a link to elsewhere
    from click.testing import CliRunner

    from rulesref.cli import cli
    from rulesref.core import safefiles

    top = tmp_path / "lists"
    top.mkdir()
    (top / "mine.yaml").write_bytes(LEGAL)
    search = safefiles.find_files

    def search_then_swap(folder: Path, suffixes: Any) -> list[safefiles.Found]:
        found = search(folder, suffixes)
        (top / "mine.yaml").unlink()
        (top / "mine.yaml").symlink_to(outside / "shadow.yaml")
        return found

    monkeypatch.setattr(safefiles, "find_files", search_then_swap)
    with contextlib.chdir(tmp_path):
        result = CliRunner().invoke(cli, ["validate", "lists"])
    assert result.exit_code == 2
    assert SECRET not in result.output and "$6$" not in result.output
    assert result.stderr.splitlines() == [
        "error: lists/mine.yaml: not read: it changed after the directory search (now a "
        "symbolic link, not the file found)"]
