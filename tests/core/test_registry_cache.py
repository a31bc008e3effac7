"""The registry's cache of entry points: it gives what ``importlib.metadata`` gives, and
installing or removing a distribution, or editing its entry points, is seen at once."""

from __future__ import annotations

import importlib.metadata
import json
import marshal
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from rulesref.core import registry

GROUP_LINE = "[rulesref.rulesets]\n"


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh cache folder and an empty folder at the front of the import path."""
    monkeypatch.setenv("RULESREF_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("RULESREF_NO_CACHE", raising=False)
    folder = tmp_path / "site"
    folder.mkdir()
    monkeypatch.syspath_prepend(str(folder))
    return folder


def _install(site: Path, name: str, entry_points: str) -> Path:
    """A minimal installed distribution, as pip leaves one."""
    info = site / f"{name}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(entry_points)
    return info


def _metadata_pairs() -> tuple[tuple[str, str], ...]:
    found = importlib.metadata.entry_points(group=registry.GROUP)
    return tuple(sorted({(ep.name, ep.value) for ep in found}))


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that grows by one each time the entry points are read from the metadata."""
    calls: list[int] = []
    real = registry.entry_points

    def counted() -> tuple[tuple[str, str], ...]:
        calls.append(1)
        return real()

    monkeypatch.setattr(registry, "entry_points", counted)
    return calls


def test_the_cached_entry_points_are_importlib_metadatas(site: Path) -> None:
    _install(site, "toy_extra", GROUP_LINE + "toy_extra = toy_extra:RULESET\n")
    first = registry._cached_entry_points()
    assert first == _metadata_pairs() == registry.entry_points()
    assert ("toy_extra", "toy_extra:RULESET") in first
    assert registry._cached_entry_points() == first  # now from the cache


def test_the_cache_is_read_without_importlib_metadata(
        site: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    expected = registry._cached_entry_points()

    def refuse() -> Any:
        raise AssertionError("importlib.metadata was asked")

    monkeypatch.setattr(registry, "entry_points", refuse)
    assert registry._cached_entry_points() == expected


def test_installing_and_removing_a_distribution_is_seen(site: Path) -> None:
    before = registry._cached_entry_points()
    info = _install(site, "toy_new", GROUP_LINE + "toy_new = toy_new:RULESET\n")
    assert registry._cached_entry_points() == tuple(sorted(
        {*before, ("toy_new", "toy_new:RULESET")})) == _metadata_pairs()
    for file in info.iterdir():
        file.unlink()
    info.rmdir()
    assert registry._cached_entry_points() == before == _metadata_pairs()


def test_an_edited_entry_points_file_is_seen(site: Path) -> None:
    info = _install(site, "toy_edit", "[console_scripts]\ntoy = toy:main\n")
    before = registry._cached_entry_points()
    assert all(name != "toy_edit" for name, _ in before)
    # edited in place: the folders' own times stay as they were
    folder_times = [(p, os.stat(p)) for p in (site, info)]
    file = info / "entry_points.txt"
    old = os.stat(file)
    file.write_text(GROUP_LINE + "toy_edit = toy_edit:RULESET\n")
    os.utime(file, ns=(old.st_atime_ns, old.st_mtime_ns + 1_000_000_000))
    for path, stat in folder_times:
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    after = registry._cached_entry_points()
    assert ("toy_edit", "toy_edit:RULESET") in after
    assert after == _metadata_pairs()


def test_another_distribution_finder_means_no_cache(
        site: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    class Finder:
        """A finder that could add distributions from anywhere."""

        @staticmethod
        def find_spec(*args: Any) -> None:
            return None

        @staticmethod
        def find_distributions(*args: Any) -> list[Any]:
            return []

    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, Finder])
    assert registry._path_key() is None
    calls = _count_reads(monkeypatch)
    assert registry._cached_entry_points() == _metadata_pairs()
    assert registry._cached_entry_points() == _metadata_pairs()
    assert len(calls) == 2
    assert not (site.parent / "cache").exists() or not any(
        p.name.startswith("rulesets-") for p in (site.parent / "cache").iterdir())


def test_an_entry_points_file_added_to_a_distribution_is_seen(site: Path) -> None:
    info = _install(site, "toy_late", "")
    (info / "entry_points.txt").unlink()
    before = registry._cached_entry_points()
    folder_times = [(p, os.stat(p)) for p in (site, info)]
    (info / "entry_points.txt").write_text(GROUP_LINE + "toy_late = toy_late:RULESET\n")
    for path, stat in folder_times:
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    after = registry._cached_entry_points()
    assert ("toy_late", "toy_late:RULESET") in after and ("toy_late", "toy_late:RULESET") \
        not in before
    assert after == _metadata_pairs()


def test_runs_from_different_folders_keep_their_own_entries(
        site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A relative import path entry (an editable install's path hook is one) names another
    folder in each working folder: runs from two places, by turns, read the cache once
    each has stored its entry, rather than each replacing the other's."""
    monkeypatch.syspath_prepend("relative-entry")
    places = [tmp_path / "here", tmp_path / "there"]
    for place in places:
        place.mkdir()
        monkeypatch.chdir(place)
        expected = registry._cached_entry_points()

    def refuse() -> Any:
        raise AssertionError("importlib.metadata was asked")

    monkeypatch.setattr(registry, "entry_points", refuse)
    for place in places * 2:
        monkeypatch.chdir(place)
        assert registry._cached_entry_points() == expected


#: Entries a forger might sign: marshal data that is not lists of entry points and stamps.
FORGED = [
    b"not marshal",
    *(marshal.dumps(json.loads(text)) for text in [
        "{}",
        "[]",
        '[[["a", "b"]]]',  # no stamps
        '[["ab"], []]',  # a pair that is a string
        '[[["a", 1]], []]',
        '[[["a", "b", "c"]], []]',
        '[[], [["p", 1]]]',  # a short stamp
        '[[], [["p", "1", 2]]]',
        '[[], [["p", true, 2]]]',  # a boolean is not a time
        '{"pairs": [], "stamps": []}',
    ]),
    marshal.dumps(((("a", "b"),), ())),  # tuples, where the cache stores lists
    marshal.dumps([[[b"a", "b"]], []]),  # bytes are not text
    marshal.dumps([[], [compile("1", "<planted>", "eval")]]),  # a code object
]


@pytest.mark.parametrize("payload", FORGED)
def test_a_forged_entry_is_read_afresh(site: Path, payload: bytes,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A signed entry whose content is not a list of entry points and stamps is not
    trusted: the entry points are read again and the entry is rewritten."""
    from rulesref.core import cache

    expected = registry._cached_entry_points()
    (entry,) = (site.parent / "cache").glob(f"rulesets-*{cache.SUFFIX}")
    entry.write_bytes(cache._header(payload) + payload)  # as a forger would sign it
    calls = _count_reads(monkeypatch)
    assert registry._cached_entry_points() == expected
    assert calls == [1]
    assert entry.read_bytes() != cache._header(payload) + payload
    assert registry._cached_entry_points() == expected  # the rewritten entry serves
    assert calls == [1]
