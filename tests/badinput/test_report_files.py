"""Report files (``lint --junit``, ``verify --junit``/``--sarif``) written as the exports
write: a new file at the name asked for, atomically, never through a link planted there,
never blocking on a FIFO, and never over one of the command's own inputs (compared by
device and inode, so a hard link is caught too). Found by the fuzz campaign
(``benchmarks/fuzz_campaign.py``): ``--junit`` onto a link replaced the file outside, and
``--junit`` naming the manuscript overwrote it. Through the installed binary; the
subprocess timeout only guards against a hang.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulesref.core.registry import names
from rulesref.lint.rulesets import rulesets
from tests.badinput.runbin import run

GAME = min(rulesets())
"""A ruleset to lint against (any: the report file is what is checked)."""
VERIFIED = min(names())
"""A ruleset whose book checks run (any)."""
SECRET = b"root:SECRET:0:0\n"
TEXT = b"A plain sentence of prose.\n"


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A file beside the working folder that a planted link points to."""
    (tmp_path / "elsewhere").mkdir()
    target = tmp_path / "elsewhere" / "secret.txt"
    target.write_bytes(SECRET)
    return target


def _work(tmp_path: Path) -> Path:
    work = tmp_path / "work"
    work.mkdir()
    (work / "book.txt").write_bytes(TEXT)
    return work


COMMANDS = [["lint", "book.txt", "--game", GAME, "--junit"],
            ["verify", "--game", VERIFIED, "--junit"],
            ["verify", "--game", VERIFIED, "--sarif"]]
IDS = ["lint-junit", "verify-junit", "verify-sarif"]


@pytest.mark.parametrize("command", COMMANDS, ids=IDS)
def test_a_link_at_the_report_name_is_replaced_not_followed(tmp_path: Path, outside: Path,
                                                            command: list[str]) -> None:
    work = _work(tmp_path)
    (work / "report.xml").symlink_to(outside)
    result = run([*command, "report.xml"], cwd=work)
    assert result.returncode in (0, 1), result.stderr
    assert outside.read_bytes() == SECRET
    assert not (work / "report.xml").is_symlink()
    assert (work / "report.xml").read_bytes().startswith((b"<?xml", b"{"))


@pytest.mark.parametrize("command", COMMANDS, ids=IDS)
def test_a_fifo_at_the_report_name_never_blocks(tmp_path: Path, command: list[str]) -> None:
    work = _work(tmp_path)
    os.mkfifo(work / "report.xml")
    result = run([*command, "report.xml"], cwd=work)
    assert result.returncode in (0, 1), result.stderr
    assert (work / "report.xml").is_file()


@pytest.mark.parametrize("name", ["book.txt", "hard.txt", "soft.txt"])
def test_lint_never_writes_its_report_over_an_input(tmp_path: Path, name: str) -> None:
    work = _work(tmp_path)
    (work / "hard.txt").hardlink_to(work / "book.txt")
    (work / "soft.txt").symlink_to("book.txt")
    result = run(["lint", "book.txt", "--game", GAME, "--junit", name], cwd=work)
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert f"{name}: --junit would overwrite the input book.txt" in line
    assert (work / "book.txt").read_bytes() == TEXT
