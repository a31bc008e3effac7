"""The core file helpers in process: a search that stays in its directory, and atomic
writing of new files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulesref.core import safefiles
from rulesref.core.safefiles import Vetted, find_files, same_file, write_new
from rulesref.core.yamlio import read_bytes
from rulesref.errors import RulesDataError


def _names(found: list[safefiles.Found], top: Path) -> list[str]:
    return [str(f.path.relative_to(top)) if isinstance(f, Vetted) else f"! {f}"
            for f in found]


def test_search_follows_links_inside_and_reports_links_outside(tmp_path: Path) -> None:
    top = tmp_path / "top"
    (top / "a").mkdir(parents=True)
    (top / "a" / "x.yaml").write_text("x", encoding="utf-8")
    (top / "b.txt").write_text("not wanted", encoding="utf-8")
    (top / "link").symlink_to("a")
    (tmp_path / "far.yaml").write_text("far", encoding="utf-8")
    (top / "far.yaml").symlink_to(tmp_path / "far.yaml")
    (top / "far.txt").symlink_to(tmp_path / "far.yaml")  # not wanted: ignored, not reported
    found = find_files(top, [".YAML"])
    assert _names(found, top) == [  # a directory's files first, then its directories
        f"! {top}/far.yaml: not read: a symbolic link to a place outside {top}",
        "a/x.yaml",
        "link/x.yaml",
    ]


def test_a_folder_whose_name_starts_like_the_top_is_outside(tmp_path: Path) -> None:
    (tmp_path / "top").mkdir()
    (tmp_path / "top-other").mkdir()
    (tmp_path / "top-other" / "x.yaml").write_text("x", encoding="utf-8")
    (tmp_path / "top" / "sneak").symlink_to(tmp_path / "top-other")
    (found,) = find_files(tmp_path / "top", [".yaml"])
    assert isinstance(found, RulesDataError) and "outside" in found.message


def test_search_reports_another_file_system(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "disk").mkdir()
    (tmp_path / "x.yaml").write_text("x", encoding="utf-8")
    real = os.stat

    class Moved:
        """The top's status as if it were on another device than everything in it."""

        def __init__(self, status: os.stat_result) -> None:
            self.st_mode, self.st_ino = status.st_mode, status.st_ino
            self.st_dev = status.st_dev + 1

    monkeypatch.setattr(os, "stat", lambda p, *a, **k: Moved(real(p)))
    assert [str(f) for f in find_files(tmp_path, [".yaml"])] == [
        f"{tmp_path}/disk: not read: on another file system (a mount point inside "
        f"{tmp_path})",
        f"{tmp_path}/x.yaml: not read: on another file system (a mount point inside "
        f"{tmp_path})"]


def test_same_file_compares_device_and_inode(tmp_path: Path) -> None:
    a = tmp_path / "a"
    a.write_text("a", encoding="utf-8")
    (tmp_path / "hard").hardlink_to(a)
    (tmp_path / "soft").symlink_to(a)
    (tmp_path / "copy").write_text("a", encoding="utf-8")
    assert same_file(tmp_path / "hard", a) and same_file(tmp_path / "soft", a)
    assert same_file(tmp_path / "." / "a", a)
    assert not same_file(tmp_path / "copy", a)
    assert not same_file(tmp_path / "missing", a)


def test_write_new_replaces_a_link_as_a_name(tmp_path: Path) -> None:
    target = tmp_path / "target"
    target.write_text("keep", encoding="utf-8")
    (tmp_path / "out").symlink_to(target)
    write_new(tmp_path / "out", b"new")
    assert target.read_text(encoding="utf-8") == "keep"
    assert (tmp_path / "out").read_bytes() == b"new"
    assert not (tmp_path / "out").is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "target"]


def test_write_new_names_the_file_when_it_cannot(tmp_path: Path) -> None:
    with pytest.raises(RulesDataError, match="missing/x: cannot write: No such file"):
        write_new(tmp_path / "missing" / "x", b"")
    (tmp_path / "d").mkdir()
    with pytest.raises(RulesDataError, match="d: cannot write: a directory has that name"):
        write_new(tmp_path / "d", b"")


def _vetted(top: Path) -> dict[str, Vetted]:
    return {str(f.path.relative_to(top)): f for f in find_files(top, [".yaml"])
            if isinstance(f, Vetted)}


@pytest.fixture
def searched(tmp_path: Path) -> tuple[Path, Path]:
    """A searched folder (``top``, with ``a.yaml``, ``sub/b.yaml`` and ``alias.yaml``, a
    link to ``a.yaml``) and a file outside it."""
    top = tmp_path / "top"
    (top / "sub").mkdir(parents=True)
    (top / "a.yaml").write_text("mine: a", encoding="utf-8")
    (top / "sub" / "b.yaml").write_text("mine: b", encoding="utf-8")
    (top / "alias.yaml").symlink_to("a.yaml")
    secret = tmp_path / "secret.yaml"
    secret.write_text("root: SECRET", encoding="utf-8")
    return top, secret


def test_a_vetted_file_reads_while_it_is_the_file_found(searched: tuple[Path, Path]
                                                        ) -> None:
    top, _secret = searched
    found = _vetted(top)
    assert sorted(found) == ["a.yaml", "alias.yaml", "sub/b.yaml"]
    assert read_bytes(found["a.yaml"]) == b"mine: a"
    assert read_bytes(found["alias.yaml"]) == b"mine: a"  # a link inside: its target
    assert read_bytes(found["sub/b.yaml"]) == b"mine: b"


def test_a_link_swapped_in_after_the_search_is_not_followed(searched: tuple[Path, Path]
                                                            ) -> None:
    top, secret = searched
    found = _vetted(top)
    # the gap between the search and the read: the file becomes a link to elsewhere
    (top / "a.yaml").unlink()
    (top / "a.yaml").symlink_to(secret)
    for name in ("a.yaml", "alias.yaml"):
        with pytest.raises(RulesDataError) as caught:
            read_bytes(found[name])
        assert str(caught.value) == (f"{top / name}: not read: it changed after the "
                                     "directory search (now a symbolic link, not the file "
                                     "found)")
        assert "SECRET" not in str(caught.value)


def test_a_folder_swapped_for_a_link_is_caught_by_device_and_inode(
        searched: tuple[Path, Path]) -> None:
    top, secret = searched
    found = _vetted(top)
    # the last part is still a regular file, so only the identity check can tell
    elsewhere = secret.parent / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "b.yaml").write_text("root: SECRET", encoding="utf-8")
    (top / "sub").rename(secret.parent / "old-sub")
    (top / "sub").symlink_to(elsewhere)
    with pytest.raises(RulesDataError, match="now another file, not the file found"):
        read_bytes(found["sub/b.yaml"])


def test_another_file_renamed_over_the_vetted_one_is_refused(searched: tuple[Path, Path]
                                                             ) -> None:
    top, secret = searched
    found = _vetted(top)
    os.replace(secret, top / "a.yaml")
    with pytest.raises(RulesDataError, match="now another file"):
        read_bytes(found["a.yaml"])
