"""The ruleset cache: snapshots that cannot run code; forged, planted, stale or mismatched
entries are ignored and rebuilt; writes are atomic; stale entries are pruned."""

from __future__ import annotations

import marshal
import os
import pickle
from pathlib import Path
from typing import Any

import pytest

import rulesref
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
    return folder / f"tiny-{source}-{key}{cache.SUFFIX}"


def test_a_stored_entry_is_served_without_building(folder: Path) -> None:
    build = Builds()
    assert cache.cached("tiny", "0000abcd", "00ff", build, Tiny) is TINY
    assert build.calls == 1
    again = cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    assert build.calls == 1 and again is not TINY
    assert again.title == TINY.title and again.items == TINY.items
    header = _entry(folder).read_bytes().split(b"\n", 1)[0].decode()
    assert header.split()[:3] == ["rulesref-cache", str(cache.FORMAT), rulesref.__version__]


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
    (entry,) = folder.glob(f"{loader.name}-*{cache.SUFFIX}")
    entry.write_bytes(pickle.dumps(Payload(marker)))
    rules = loader.load_from(loader.data_dir)
    assert not marker.exists()
    assert snapshot.dump_json(rules) == snapshot.dump_json(loader.load_uncached())


def _snapshot(entry: Path) -> tuple[Any, tuple[bytes, ...]]:
    """An entry's snapshot part, unmarshalled, and the parts of its sections after it."""
    payload = entry.read_bytes().split(b"\n", 1)[1]
    head, *sections = marshal.loads(payload)
    return marshal.loads(head), tuple(sections)


def _bytes(data: Any, sections: tuple[bytes, ...]) -> bytes:
    """A snapshot's bytes from its (changed) head and its sections' parts."""
    return marshal.dumps((marshal.dumps(data), *sections))


def _resigned(payload: bytes) -> bytes:
    """A payload with a correct header, as a forger would write it."""
    return cache._header(payload) + payload


def _rewrite(entry: Path, change: Any, *, resign: bool = True) -> None:
    """Change an entry's snapshot, with a correct header (as a forger would) or not."""
    header = entry.read_bytes().split(b"\n", 1)[0]
    data, sections = _snapshot(entry)
    change(data)
    new_payload = _bytes(data, sections)
    entry.write_bytes(_resigned(new_payload) if resign else header + b"\n" + new_payload)


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
        snapshot.load_bytes(_bytes(forged, sections), Tiny)


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"not marshal at all",
        b'{"checksum": "0", "format": 1, "rulesref": "0.1.0"}\n{}',  # a format 1 entry
        b"rulesref-cache 2 0.1.0 0\n" + marshal.dumps(()),
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
    assert names == [f"tiny-0000abcd-0002{cache.SUFFIX}", f"tiny-1111abcd-0001{cache.SUFFIX}",
                     f"tinyer-0000abcd-0001{cache.SUFFIX}"]


def test_at_most_max_entries_per_ruleset_are_kept(folder: Path) -> None:
    for index in range(cache.MAX_ENTRIES + 3):
        cache.cached("tiny", f"{index:08x}", "0001", Builds(), Tiny)
        entry = folder / f"tiny-{index:08x}-0001{cache.SUFFIX}"
        os.utime(entry, (1_000_000 + index, 1_000_000 + index))
    names = sorted(p.name for p in folder.iterdir())
    assert names == [f"tiny-{i:08x}-0001{cache.SUFFIX}"
                     for i in range(3, cache.MAX_ENTRIES + 3)]


def test_no_cache_means_no_files(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESREF_NO_CACHE", "1")
    build = Builds()
    cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    assert build.calls == 2 and not folder.exists()


def test_an_entry_is_a_marshalled_snapshot(folder: Path) -> None:
    cache.cached("tiny", "0000abcd", "00ff", Builds(), Tiny)
    payload = _entry(folder).read_bytes().split(b"\n", 1)[1]
    again = snapshot.load_bytes(payload, Tiny)
    assert again.items == TINY.items
    head, sections = _snapshot(_entry(folder))  # the section in a part of its own
    assert head["data"] == [3, 0, "t", [4, 1]]
    assert [marshal.loads(part) for part in sections] == [snapshot.dump(TINY)["data"][3]]
    assert snapshot.dump_bytes(again) == payload  # the same model gives the same bytes


def test_a_json_entry_of_the_first_format_is_pruned(folder: Path) -> None:
    folder.mkdir()
    old = folder / "tiny-0000abcd-00ff.json"
    old.write_bytes(b'{"checksum": "0", "format": 1, "rulesref": "0.1.0"}\n{}')
    other = folder / "tinyer-0000abcd-00ff.json"  # another ruleset's: left to its own writes
    other.write_bytes(b"{}")
    cache.cached("tiny", "0000abcd", "00ff", Builds(), Tiny)
    assert not old.exists() and other.exists() and _entry(folder).exists()


def _code() -> Any:
    return compile("open('/tmp/never', 'w')", "<planted>", "exec")


@pytest.mark.parametrize(
    "forge",
    [
        # a code object, a set, bytes, a tuple and a dict where the data holds a value
        lambda head, parts: (marshal.dumps({**head, "data": _code()}), *parts),
        lambda head, parts: (marshal.dumps({**head, "data": [3, 0, {"t"}, [4, 1]]}), *parts),
        lambda head, parts: (marshal.dumps({**head, "data": [3, 0, b"t", [4, 1]]}), *parts),
        lambda head, parts: (marshal.dumps({**head, "data": (3, 0, "t", [4, 1])}), *parts),
        lambda head, parts: (marshal.dumps(head), marshal.dumps({"0": _code()})),
        lambda head, parts: (marshal.dumps(head), marshal.dumps([0, [3, 1, _code()]])),
        # parts that are not bytes, not marshal data, or missing
        lambda head, parts: (marshal.dumps(head), _code()),
        lambda head, parts: (marshal.dumps(head), b"\xff\x00"),
        lambda head, parts: (marshal.dumps(head),),
        lambda head, parts: (marshal.dumps(head)[:-3], *parts),
        lambda head, parts: [marshal.dumps(head), *parts],
    ],
)
def test_forged_marshal_data_is_refused_and_runs_nothing(
    folder: Path, forge: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever a forger marshals, with a correct header, is refused (the section or the
    entry then comes from a rebuild) unless it is plain data; no code object is run."""
    ran: list[Any] = []
    monkeypatch.setattr("builtins.exec", lambda *a, **k: ran.append(a))
    monkeypatch.setattr("builtins.eval", lambda *a, **k: ran.append(a))
    build = Builds()
    cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    head, parts = _snapshot(_entry(folder))
    _entry(folder).write_bytes(_resigned(marshal.dumps(forge(head, parts))))
    value = cache.cached("tiny", "0000abcd", "00ff", build, Tiny)
    assert value.title == TINY.title and value.items == TINY.items
    assert build.calls == 2 and ran == []
    with pytest.raises(SnapshotError):
        snapshot.load_bytes(marshal.dumps(forge(head, parts)), Tiny)


def test_a_number_json_could_not_hold_is_not_stored(folder: Path) -> None:
    """Both forms of a snapshot hold the same data: no NaN or infinity."""

    @root_record
    class Measure:
        """Holds a number."""

        size: float

    for odd in (float("nan"), float("inf")):
        value = Measure(size=odd)
        with pytest.raises(SnapshotError, match="cannot snapshot the number"):
            snapshot.dump_bytes(value)
        assert cache.cached("measure", "0000abcd", "00ff", Builds(value), Measure) is value
        assert not folder.exists() or list(folder.iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_planted_fifo_is_not_waited_on(folder: Path) -> None:
    folder.mkdir()
    os.mkfifo(_entry(folder))
    assert cache.read_entry(_entry(folder), Tiny) is None


def test_an_oversized_entry_is_not_read(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache.cached("tiny", "0000abcd", "00ff", Builds(), Tiny)
    monkeypatch.setattr(cache, "MAX_ENTRY_BYTES", 100)
    assert cache.read_entry(_entry(folder), Tiny) is None


# --------------------------------------------------------------------------- the key


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_a_recently_changed_file_is_keyed_by_its_contents(tmp_path: Path) -> None:
    """Within :data:`cache.RECENT_NS` of a change a rewrite could keep size and times, so
    the file's contents make the key: an edit of the same length, its time set back, still
    changes it."""
    data = _write(tmp_path / "units.yaml", "speed: 4\n")
    before = os.stat(data)
    now = before.st_ctime_ns  # "now" is given, so that a slow machine is no different
    key = cache.digest([data], now_ns=now)
    assert cache.digest([data], now_ns=now) == key
    _write(data, "speed: 5\n")
    os.utime(data, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = os.stat(data)
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    assert cache.digest([data], now_ns=after.st_ctime_ns) != key


def test_an_older_file_is_keyed_by_its_stamp_without_being_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = _write(tmp_path / "units.yaml", "speed: 4\n")
    later = max(os.stat(data).st_mtime_ns, os.stat(data).st_ctime_ns) + cache.RECENT_NS + 1

    def no_read(path: str) -> bytes:
        raise AssertionError(f"read {path}")

    monkeypatch.setattr(cache, "_contents", no_read)
    key = cache.digest([data], now_ns=later)
    assert cache.digest([str(data)], now_ns=later) == key  # a path string or a Path
    assert cache.digest([data], now_ns=later + 10**12) == key  # the same as it ages
    monkeypatch.undo()
    recent = os.stat(data).st_mtime_ns
    assert cache.digest([data], now_ns=recent) != key  # read while recent: never the same


@pytest.mark.parametrize("field", ["st_size", "st_ino", "st_mtime_ns", "st_ctime_ns"])
def test_each_part_of_a_stamp_changes_the_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, field: str
) -> None:
    """Size, inode and both times: setting the modification time back (``touch -d``,
    ``cp -p``) leaves the status-change time at the present, which changes the key."""
    import types

    data = _write(tmp_path / "units.yaml", "speed: 4\n")
    real = os.stat(data)
    stamp = {name: getattr(real, name) for name in
             ("st_size", "st_ino", "st_mtime_ns", "st_ctime_ns")}
    later = max(real.st_mtime_ns, real.st_ctime_ns) + 10 * cache.RECENT_NS

    def keyed(**changed: int) -> str:
        fake = types.SimpleNamespace(**{**stamp, **changed})
        monkeypatch.setattr(os, "stat", lambda path: fake)  # as digest sees it
        try:
            return cache.digest([data], now_ns=later)
        finally:
            monkeypatch.undo()

    assert keyed() == keyed()
    assert keyed(**{field: stamp[field] + 1}) != keyed()


def test_the_key_covers_names_and_every_file(tmp_path: Path) -> None:
    one = _write(tmp_path / "a.yaml", "x: 1\n")
    two = _write(tmp_path / "b.yaml", "x: 1\n")
    assert cache.digest([one, two]) == cache.digest([two, one])  # in any order
    assert cache.digest([one]) != cache.digest([two])  # the same contents, another name
    assert cache.digest([one, two]) != cache.digest([one])


def test_the_folder_given_in_the_environment_wins(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    monkeypatch.setenv("RULESREF_CACHE_DIR", str(tmp_path / "here"))
    assert cache.cache_dir() == str(tmp_path / "here")


def test_else_the_folder_is_the_user_cache_folder_platformdirs_finds(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import platformdirs

    monkeypatch.delenv("RULESREF_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.cache_dir() == platformdirs.user_cache_dir("rulesref", appauthor=False)
    if platformdirs.PlatformDirs.__name__ == "Unix":  # the XDG convention (Linux, BSD)
        assert cache.cache_dir() == str(tmp_path / "xdg" / "rulesref")
    assert not (tmp_path / "xdg").exists()  # finding the folder creates nothing


def test_without_platformdirs_the_value_is_built_and_not_cached(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.delenv("RULESREF_CACHE_DIR", raising=False)
    monkeypatch.delenv("RULESREF_NO_CACHE", raising=False)
    monkeypatch.setitem(sys.modules, "platformdirs", None)  # import platformdirs fails
    built: list[Tiny] = []

    def build() -> Tiny:
        built.append(TINY)
        return TINY

    assert cache.cached("tiny", "src", "key", build, Tiny) == TINY
    assert built == [TINY]
