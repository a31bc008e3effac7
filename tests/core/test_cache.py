"""The ruleset cache: snapshots that cannot run code; forged, planted, stale or mismatched
entries are ignored and rebuilt; writes are atomic; stale entries are pruned."""

from __future__ import annotations

import json
import os
import pickle
from pathlib import Path
from typing import Any

import pytest

from rulesref.core import cache, registry, snapshot
from rulesref.core.record import root_record
from rulesref.errors import SnapshotError
from tests.core.records import Item, Kind


@root_record
class Tiny:
    """A tiny ruleset."""

    title: str
    items: tuple[Item, ...]


TINY = Tiny(title="t", items=(Item(name="a", kinds=frozenset({Kind.BIG, Kind.SMALL})),
                              Item(name="b", size=1.5)))


class Payload:
    """Unpickling this creates a file: proof that the cache ran code."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[Any, ...]:
        return (open, (str(self.marker), "w"))


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RULESREF_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("RULESREF_NO_CACHE", raising=False)
    return tmp_path / "cache"


class Builds:
    """A build function that counts its calls."""

    def __init__(self, value: Any = TINY) -> None:
        self.value, self.calls = value, 0

    def __call__(self) -> Any:
        self.calls += 1
        return self.value


def _entry(folder: Path, key: str = "00ff", source: str = "0000abcd") -> Path:
    return folder / f"tiny-{source}-{key}.json"


def test_a_stored_entry_is_served_without_building(folder: Path) -> None:
    build = Builds()
    assert cache.cached("tiny", "0000abcd", "00ff", build, Tiny) is TINY
    assert build.calls == 1
    again = cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    assert build.calls == 1 and again is not TINY
    assert again.title == TINY.title and again.items == TINY.items
    header = _entry(folder).read_bytes().split(b"\n", 1)[0]
    assert json.loads(header)["format"] == cache.FORMAT


def test_the_payload_is_live(tmp_path: Path) -> None:
    marker = tmp_path / "payload-ran"
    pickle.loads(pickle.dumps(Payload(marker))).close()  # what the old pickle cache did
    assert marker.exists()


def test_a_planted_pickle_is_ignored_and_runs_nothing(folder: Path, tmp_path: Path) -> None:
    marker = tmp_path / "payload-ran"
    folder.mkdir()
    planted = pickle.dumps(Payload(marker))
    _entry(folder).write_bytes(planted)
    (folder / "tiny-00ff.pickle").write_bytes(planted)  # where the old cache looked
    build = Builds()
    value = cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    assert value is TINY and build.calls == 1
    assert not marker.exists()
    assert not (folder / "tiny-00ff.pickle").exists()  # old-format entries are pruned
    assert _entry(folder).read_bytes() != planted  # replaced by a real entry


@pytest.mark.parametrize("ruleset", registry.rulesets(), ids=registry.names())
def test_a_planted_pickle_in_the_real_loaders_cache_runs_nothing(
    folder: Path, tmp_path: Path, ruleset: registry.Ruleset
) -> None:
    marker = tmp_path / "payload-ran"
    loader = ruleset.load_loader()
    loader.load_from(loader.data_dir)  # find the entry's name
    (entry,) = folder.glob(f"{loader.name}-*.json")
    entry.write_bytes(pickle.dumps(Payload(marker)))
    rules = loader.load_from(loader.data_dir)
    assert not marker.exists()
    assert snapshot.dump_json(rules) == snapshot.dump_json(loader.load_uncached())


def _snapshot(entry: Path) -> tuple[Any, bytes]:
    """An entry's snapshot line, parsed, and the lines of its sections after it."""
    payload = entry.read_bytes().split(b"\n", 1)[1]
    head, sep, sections = payload.partition(b"\n")
    return json.loads(head), sep + sections


def _rewrite(entry: Path, change: Any, *, resign: bool = True) -> None:
    """Change an entry's snapshot, with a correct header (as a forger would) or not."""
    header = entry.read_bytes().split(b"\n", 1)[0]
    data, sections = _snapshot(entry)
    change(data)
    new_payload = json.dumps(data).encode() + sections
    new_header = cache._header(new_payload) if resign else header + b"\n"
    entry.write_bytes(new_header + new_payload)


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(data=[3, 0]),
        lambda d: d.update(root="subprocess.Popen"),
    ],
)
def test_a_forged_snapshot_is_ignored_and_rebuilt(folder: Path, change: Any) -> None:
    build = Builds()
    cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    _rewrite(_entry(folder), change)
    value = cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    assert value is TINY and build.calls == 2


@pytest.mark.parametrize(
    ("change", "used"),
    [
        (lambda d: d["types"].append(["os.system", None]), False),
        (lambda d: d["types"].__setitem__(1, ["builtins.eval", ["x"]]), True),
    ],
)
def test_forged_type_entries_are_never_used(folder: Path, change: Any, used: bool) -> None:
    """The cache loads a root lazily, so a type entry is checked when the data first uses
    it: a forged entry the data uses makes that section come from a rebuild; one it does not
    use is never looked up. The eager loader refuses both at once."""
    build = Builds()
    cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    _rewrite(_entry(folder), change)
    value = cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    assert value.title == TINY.title and value.items == TINY.items
    assert build.calls == (2 if used else 1)
    forged, sections = _snapshot(_entry(folder))
    assert len(forged["types"]) >= 2
    change(forged)
    with pytest.raises(SnapshotError, match="which the model does not use"):
        snapshot.load_json(json.dumps(forged).encode() + sections, Tiny)


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"not json at all",
        b'{"checksum": "0", "format": 1, "rulesref": "0.1.0"}\n{}',
        b"\x80\x04\x95" + b"\x00" * 20,
        b"[" * 200_000,
    ],
)
def test_an_unreadable_entry_is_ignored_and_rebuilt(folder: Path, raw: bytes) -> None:
    folder.mkdir()
    _entry(folder).write_bytes(raw)
    build = Builds()
    assert cache.cached("tiny", "0000abcd", "00ff", build, Tiny) is TINY
    assert build.calls == 1


def test_an_edited_payload_fails_its_checksum(folder: Path) -> None:
    build = Builds()
    cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    _rewrite(_entry(folder), lambda d: d["data"].__setitem__(2, "edited"), resign=False)
    assert cache.read_entry(_entry(folder), Tiny) is None
    assert cache.cached("tiny", "0000abcd", "00ff", build, Tiny) is TINY
    assert build.calls == 2


def test_an_entry_of_another_rulesref_version_is_ignored(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rulesref

    build = Builds()
    cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    monkeypatch.setattr(rulesref, "__version__", "99.0")
    assert cache.read_entry(_entry(folder), Tiny) is None
    assert cache.cached("tiny", "0000abcd", "00ff", build, Tiny) is TINY
    assert build.calls == 2


def test_a_failed_write_leaves_no_temporary_file(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("rulesref.core.cache.os.replace", broken_replace)
    build = Builds()
    assert cache.cached("tiny", "0000abcd", "00ff", build, Tiny) is TINY
    assert list(folder.iterdir()) == []
    with pytest.raises(OSError, match="disk full"):
        cache.write_entry(_entry(folder), TINY)
    assert list(folder.iterdir()) == []


def test_a_value_that_cannot_be_snapshotted_is_returned_uncached(folder: Path) -> None:
    @root_record
    class Holder:
        """Holds anything."""

        value: object

    odd = Holder(value=[1])
    assert cache.cached("odd", "0000abcd", "00ff", Builds(odd), Holder) is odd
    assert not folder.exists() or list(folder.iterdir()) == []


def test_stale_entries_of_the_same_ruleset_and_folder_are_pruned(folder: Path) -> None:
    cache.cached("tiny", "0000abcd", "0001", Builds(), Tiny)
    cache.cached("tiny", "1111abcd", "0001", Builds(), Tiny)  # another data folder
    cache.cached("tinyer", "0000abcd", "0001", Builds(), Tiny)  # another ruleset
    cache.cached("tiny", "0000abcd", "0002", Builds(), Tiny)  # the data was edited
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["tiny-0000abcd-0002.json", "tiny-1111abcd-0001.json",
                     "tinyer-0000abcd-0001.json"]


def test_at_most_max_entries_per_ruleset_are_kept(folder: Path) -> None:
    for index in range(cache.MAX_ENTRIES + 3):
        cache.cached("tiny", f"{index:08x}", "0001", Builds(), Tiny)
        entry = folder / f"tiny-{index:08x}-0001.json"
        os.utime(entry, (1_000_000 + index, 1_000_000 + index))
    names = sorted(p.name for p in folder.iterdir())
    assert names == [f"tiny-{i:08x}-0001.json"
                     for i in range(3, cache.MAX_ENTRIES + 3)]


def test_no_cache_means_no_files(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESREF_NO_CACHE", "1")
    build = Builds()
    cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    assert build.calls == 2 and not folder.exists()


def test_an_entry_is_a_json_snapshot(folder: Path) -> None:
    cache.cached("tiny", "0000abcd", "00ff", Builds(), Tiny)
    payload = _entry(folder).read_bytes().split(b"\n", 1)[1]
    again = snapshot.load_json(payload, Tiny)
    assert again.items == TINY.items
    head, *sections = payload.split(b"\n")  # the section on a line of its own
    assert json.loads(head)["data"] == [3, 0, "t", [4, 1]]
    assert [json.loads(line) for line in sections] == [snapshot.dump(TINY)["data"][3]]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_planted_fifo_is_not_waited_on(folder: Path) -> None:
    folder.mkdir()
    os.mkfifo(_entry(folder))
    assert cache.read_entry(_entry(folder), Tiny) is None


def test_an_oversized_entry_is_not_read(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache.cached("tiny", "0000abcd", "00ff", Builds(), Tiny)
    monkeypatch.setattr(cache, "MAX_ENTRY_BYTES", 100)
    assert cache.read_entry(_entry(folder), Tiny) is None
