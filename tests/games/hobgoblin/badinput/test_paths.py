"""Places that are not army files: FIFOs, devices, sockets, symlink loops, directories that
cannot be listed, and directories of lists where some files are bad.

A FIFO is the dangerous one: opening it for reading waits for a writer forever. These runs
use the installed binary with a hang guard (a timeout, never a timing assertion).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from tests.badinput.runbin import run
from tests.games.hobgoblin.badinput.corpus import EXAMPLES

LEGAL = (EXAMPLES / "copper-host.yaml").read_bytes()
ILLEGAL = (EXAMPLES / "over-points.yaml").read_bytes()

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


@needs_fifo
@pytest.mark.parametrize("args", [("validate",), ("validate", "--json"), ("roster",),
                                  ("verify", "target-table", "--table")])
def test_fifo_is_refused_without_opening_it(tmp_path: Path, args: tuple[str, ...]) -> None:
    os.mkfifo(tmp_path / "pipe.yaml")
    result = run([*args, "pipe.yaml"], cwd=tmp_path)
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert "pipe.yaml" in line and "not a regular file: a FIFO" in line
    if "--json" in args:
        assert json.loads(result.stdout)["error"].endswith("a FIFO (named pipe)")


@needs_fifo
def test_fifo_in_a_directory_is_reported_and_the_rest_validated(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "b-pipe.yaml")
    (tmp_path / "a.yaml").write_bytes(LEGAL)
    result = run(["validate", "."], cwd=tmp_path)
    assert result.returncode == 2
    assert "a.yaml: legal" in result.stdout
    assert result.stdout.splitlines()[-1] == "2 lists: 1 legal, 0 illegal, 1 unreadable"
    (line,) = result.stderr.splitlines()
    assert "b-pipe.yaml: not a regular file: a FIFO" in line


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null")
def test_device_is_refused(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["validate", "/dev/null"])
    assert result.exit_code == 2
    assert result.stderr.strip() == "error: /dev/null: not a regular file: a character device"
    table = runner.invoke(cli, ["verify", "target-table", "--table", "/dev/null", "--json"])
    assert table.exit_code == 2
    assert json.loads(table.stdout)["error"].endswith("a character device")


@pytest.fixture
def short_dir() -> Iterator[Path]:
    """A directory with a short path (a socket path has a small length limit)."""
    path = Path(tempfile.mkdtemp(prefix="rr", dir="/tmp" if Path("/tmp").is_dir() else None))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets here")
def test_socket_is_refused(runner: CliRunner, short_dir: Path) -> None:
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(short_dir / "s.yaml"))
        assert stat.S_ISSOCK(os.stat(short_dir / "s.yaml").st_mode)
        result = runner.invoke(cli, ["roster", str(short_dir / "s.yaml")])
    assert result.exit_code == 2
    assert "s.yaml: not a regular file: a socket" in result.stderr


def test_symlink_loops_get_one_line_each(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_bytes(LEGAL)
    (tmp_path / "back").symlink_to(".")              # a directory link to its own directory
    (tmp_path / "self.yaml").symlink_to("self.yaml")  # a file link to itself
    (tmp_path / "ping.yaml").symlink_to("pong.yaml")
    (tmp_path / "pong.yaml").symlink_to("ping.yaml")
    result = run(["validate", "."], cwd=tmp_path)
    assert result.returncode == 2
    assert "a.yaml: legal" in result.stdout
    assert result.stdout.splitlines()[-1] == "5 lists: 1 legal, 0 illegal, 4 unreadable"
    lines = sorted(result.stderr.splitlines())
    assert lines == [
        "error: back: symlink loop: a link back to the directory .",
        "error: ping.yaml: symlink loop (too many levels of symbolic links)",
        "error: pong.yaml: symlink loop (too many levels of symbolic links)",
        "error: self.yaml: symlink loop (too many levels of symbolic links)",
    ]
    alone = run(["validate", "self.yaml", "--json"], cwd=tmp_path)
    assert alone.returncode == 2
    assert json.loads(alone.stdout)["error"] == ("self.yaml: symlink loop (too many levels "
                                                 "of symbolic links)")


def test_symlinked_directories_are_followed_once(tmp_path: Path) -> None:
    (tmp_path / "lists").mkdir()
    (tmp_path / "lists" / "a.yaml").write_bytes(LEGAL)
    (tmp_path / "alias").symlink_to("lists")
    result = run(["validate", "."], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "alias/a.yaml: legal - The Copper Host: 2500/3000 pts, 4 Mercury per round",
        "lists/a.yaml: legal - The Copper Host: 2500/3000 pts, 4 Mercury per round",
        "2 lists: 2 legal, 0 illegal, 0 unreadable",
    ]


def test_unreadable_subdirectory_is_reported(runner: CliRunner, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "a.yaml").write_bytes(LEGAL)
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "hidden.yaml").write_bytes(LEGAL)
    real = os.scandir

    def scandir(path: str | os.PathLike[str]) -> object:  # as if chmod 000 (tests may be root)
        if Path(path) == locked:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr("rulesref.games.hobgoblin.answers.army.os.scandir", scandir)
    result = runner.invoke(cli, ["validate", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stdout.splitlines()[-1] == "2 lists: 1 legal, 0 illegal, 1 unreadable"
    assert result.stderr.strip() == (f"error: {locked}: cannot list this directory: "
                                     "Permission denied")


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root reads any directory")
def test_unreadable_subdirectory_for_real(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_bytes(LEGAL)
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0)
    try:
        result = run(["validate", "."], cwd=tmp_path)
    finally:
        locked.chmod(0o755)
    assert result.returncode == 2
    assert result.stderr.strip() == "error: locked: cannot list this directory: Permission denied"


def test_one_bad_file_and_the_rest_still_validated(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_bytes(LEGAL)
    (tmp_path / "b.yaml").write_bytes(b"units: [")
    (tmp_path / "c.yaml").write_bytes(ILLEGAL)
    (tmp_path / "empty").mkdir()
    (tmp_path / "notes.txt").write_bytes(b"not an army file, not looked at")
    result = run(["validate", ".", "empty", "missing.yaml"], cwd=tmp_path)
    assert result.returncode == 2  # something was unreadable, even with an illegal list
    out = result.stdout.splitlines()
    assert out[0].startswith("a.yaml: legal")
    assert out[1].startswith("c.yaml: ILLEGAL")
    assert out[-1] == "5 lists: 1 legal, 1 illegal, 3 unreadable"
    assert result.stderr.splitlines() == [
        "error: b.yaml:2:1: invalid YAML: did not find expected node content",
        "error: empty: no army files (.yaml, .yml, .json, .ros, .rosz) in this directory",
        "error: missing.yaml: no such file",
    ]
    as_json = run(["validate", ".", "empty", "missing.yaml", "--json"], cwd=tmp_path)
    objects = [json.loads(line) for line in as_json.stdout.splitlines()]
    assert [o.get("file") for o in objects[:-1]] == ["a.yaml", "b.yaml", "c.yaml", "empty",
                                                     "missing.yaml"]
    assert objects[-1] == {"summary": {"lists": 5, "legal": 1, "illegal": 1,
                                       "unreadable": 3}}


def test_readable_but_illegal_directory_exits_1(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_bytes(LEGAL)
    (tmp_path / "c.yaml").write_bytes(ILLEGAL)
    result = run(["validate", "."], cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout.splitlines()[-1] == "2 lists: 1 legal, 1 illegal, 0 unreadable"
    assert result.stderr == ""


def test_empty_directory_alone(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(cli, ["validate", str(tmp_path), "--json"])
    assert result.exit_code == 2
    first, summary = (json.loads(line) for line in result.stdout.splitlines())
    assert first["error"].endswith("no army files (.yaml, .yml, .json, .ros, .rosz) in this "
                                   "directory")
    assert summary == {"summary": {"lists": 1, "legal": 0, "illegal": 0, "unreadable": 1}}
