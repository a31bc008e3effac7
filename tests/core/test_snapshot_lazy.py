"""Lazy snapshots: a root record's sections are decoded when first read, and the lazy model
is the eager one, whatever is read first; a malformed section is found when read and then
comes from the rebuild (so a forged cache entry is still at worst ignored)."""

from __future__ import annotations

import dataclasses
import json
import marshal
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.core import cache, registry, snapshot
from rulesref.core.record import defer, is_root_record, record, root_record
from rulesref.errors import SnapshotError
from tests.core.records import Item, Kind

from .test_snapshot import assert_same_tree

RULESETS = registry.rulesets()
GAMES = pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])


@record
class Branch:
    """A record of records."""

    leaves: tuple[Item, ...]
    best: Item | None = None


@root_record
class Tree:
    """A test root record: plain fields and sections."""

    title: str
    count: int
    branches: tuple[Branch, ...]
    trunk: Branch
    tags: frozenset[str] = frozenset()
    note: str | None = None


def _pending(obj: Any) -> list[str]:
    """The fields of ``obj`` not decoded yet."""
    out = []
    for field in dataclasses.fields(obj):
        try:
            object.__getattribute__(obj, field.name)
        except AttributeError:
            out.append(field.name)
    return out


def _fields(obj: Any) -> list[str]:
    return [f.name for f in dataclasses.fields(obj)]


LINES = pytest.mark.parametrize("lines", [False, True], ids=["one-line", "a-line-each"])


@GAMES
@LINES
def test_the_lazy_model_is_the_eager_one(ruleset: registry.Ruleset, lines: bool) -> None:
    text = snapshot.dump_json(ruleset.load_loader().load_uncached(), lines=lines)
    eager = snapshot.load_json(text, ruleset.load_loader().root)
    lazy = snapshot.load_json(text, ruleset.load_loader().root, lazy=True)
    assert not _pending(eager)
    assert _pending(lazy)  # nothing read yet: the sections wait
    assert_same_tree(eager, lazy)
    assert not _pending(lazy)
    assert snapshot.dump_json(lazy, lines=lines) == text
    assert (text.count("\n") > 0) is lines


@GAMES
@LINES
def test_sections_read_in_any_order_are_the_same(ruleset: registry.Ruleset,
                                                 lines: bool) -> None:
    text = snapshot.dump_json(ruleset.load_loader().load_uncached(), lines=lines)
    eager = snapshot.load_json(text, ruleset.load_loader().root)
    lazy = snapshot.load_json(text, ruleset.load_loader().root, lazy=True)
    names = _fields(lazy)
    for name in reversed(names):
        first = getattr(lazy, name)
        assert_same_tree(first, getattr(eager, name), name)
        assert getattr(lazy, name) is first  # decoded once, then kept
    assert repr(lazy) == repr(eager)


def test_the_shipped_models_cache_is_read_lazily(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESREF_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("RULESREF_NO_CACHE", raising=False)
    loader = next(r for r in RULESETS if r.shortcuts).load_loader()
    built = loader.load_from(loader.data_dir)  # builds and stores the entry
    assert not _pending(built)
    model = loader.load_from(loader.data_dir)  # read from the entry
    assert _pending(model)
    assert_same_tree(model, built)


trees = st.builds(
    Tree,
    title=st.text(max_size=5),
    count=st.integers(),
    branches=st.lists(st.builds(Branch, leaves=st.lists(st.builds(
        Item, name=st.text(max_size=3), kinds=st.frozensets(st.sampled_from(Kind)),
        size=st.none() | st.floats(allow_nan=False, allow_infinity=False))).map(tuple),
        best=st.none() | st.builds(Item, name=st.text(max_size=3))), max_size=3).map(tuple),
    trunk=st.builds(Branch, leaves=st.just(())),
    tags=st.frozensets(st.text(max_size=2), max_size=3),
    note=st.none() | st.text(max_size=4),
)


@given(trees, st.permutations(["title", "count", "branches", "trunk", "tags", "note"]),
       st.booleans())
def test_lazy_loads_of_varied_trees_equal_the_eager_ones(tree: Tree, order: list[str],
                                                         lines: bool) -> None:
    text = snapshot.dump_json(tree, lines=lines)
    eager = snapshot.load_json(text, Tree)
    lazy = snapshot.load_json(text, Tree, lazy=True)
    for name in order:
        assert getattr(lazy, name) == getattr(eager, name) == getattr(tree, name)
    assert_same_tree(lazy, eager)
    assert snapshot.dump_json(lazy, lines=lines) == text


def test_each_section_has_a_line_parsed_when_first_read() -> None:
    text = snapshot.dump_json(TREE, lines=True)
    head, *sections = text.split("\n")
    # title and count are plain; branches, trunk and tags each on a line (note is None)
    assert json.loads(head)["data"][2:] == ["t", 2, [4, 1], [4, 2], [4, 3], None]
    assert [json.loads(line) for line in sections] == snapshot.dump(TREE)["data"][4:7]
    broken = "\n".join([head, sections[0], "{not json", sections[2]])
    lazy = snapshot.load_json(broken, Tree, lazy=True)
    assert lazy.branches == TREE.branches and lazy.tags == TREE.tags
    with pytest.raises(SnapshotError, match="snapshot line 2 is not valid JSON"):
        _ = lazy.trunk
    with pytest.raises(SnapshotError, match="snapshot line 2 is not valid JSON"):
        snapshot.load_json(broken, Tree)  # eager: at once
    rebuilt = snapshot.load_json(broken, Tree, lazy=True, rebuild=lambda: TREE)
    assert rebuilt.trunk is TREE.trunk


@pytest.mark.parametrize(("text", "message"), [
    ('{"format": 1}\n[0]x', "expected format, root, types and data"),
    ('{"format": 1} [0]', "extra data"),
])
def test_text_after_the_snapshot_must_be_its_lines(text: str, message: str) -> None:
    with pytest.raises(SnapshotError, match=message):
        snapshot.load_json(text, Tree)


@pytest.mark.parametrize("where", ["out of range", "not at the root", "not a number"])
def test_a_line_reference_is_checked(where: str) -> None:
    text = snapshot.dump_json(TREE, lines=True)
    head, *sections = text.split("\n")
    data = json.loads(head)
    if where == "out of range":
        data["data"][4] = [4, 9]
    elif where == "not at the root":
        data["data"][4] = [0, [4, 1]]
    else:
        data["data"][4] = [4, "1"]
    forged = "\n".join([json.dumps(data), *sections])
    with pytest.raises(SnapshotError):
        snapshot.load_json(forged, Tree)
    lazy = snapshot.load_json(forged, Tree, lazy=True)
    assert lazy.trunk == TREE.trunk
    with pytest.raises(SnapshotError):
        _ = lazy.branches


def test_a_snapshot_written_over_several_lines_still_loads() -> None:
    pretty = json.dumps(snapshot.dump(TREE), indent=2)
    assert_same_tree(snapshot.load_json(pretty, Tree), TREE)
    assert_same_tree(snapshot.load_json(pretty.encode(), Tree, lazy=True), TREE)


TREE = Tree(title="t", count=2, branches=(Branch(leaves=(Item(name="a"),)),),
            trunk=Branch(leaves=(Item(name="b", kinds=frozenset({Kind.BIG})),)))


def _forged_section() -> dict[str, Any]:
    """A snapshot of ``TREE`` whose ``branches`` section holds what no snapshot may."""
    data = snapshot.dump(TREE)
    data["data"][4] = [0, [9, 0]]  # branches: a tuple of an unknown kind of value
    return data


def test_a_malformed_section_is_found_when_read() -> None:
    data = _forged_section()
    with pytest.raises(SnapshotError, match="unknown snapshot value kind 9"):
        snapshot.load(data, Tree)  # eager: at once
    lazy = snapshot.load(data, Tree, lazy=True)
    assert lazy.trunk == TREE.trunk
    with pytest.raises(SnapshotError, match="unknown snapshot value kind 9"):
        _ = lazy.branches


def test_a_malformed_section_comes_from_the_rebuild_once() -> None:
    calls = []

    def rebuild() -> Tree:
        calls.append(1)
        return TREE

    lazy = snapshot.load(_forged_section(), Tree, lazy=True, rebuild=rebuild)
    assert lazy.branches == TREE.branches and lazy.trunk == TREE.trunk
    assert lazy.branches is TREE.branches and calls == [1]


def test_a_signed_entry_with_a_malformed_section_is_rebuilt_and_repaired(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESREF_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("RULESREF_NO_CACHE", raising=False)
    calls = []

    def build() -> Tree:
        calls.append(1)
        return TREE

    cache.cached("tree", "0000abcd", "00ff", build, Tree)
    entry = tmp_path / f"tree-0000abcd-00ff{cache.SUFFIX}"
    payload = marshal.dumps((marshal.dumps(_forged_section()),))
    entry.write_bytes(cache._header(payload) + payload)  # as a forger would sign it
    value = cache.cached("tree", "0000abcd", "00ff", build, Tree)
    assert calls == [1]
    assert value.branches == TREE.branches and calls == [1, 1]
    again = cache.cached("tree", "0000abcd", "00ff", build, Tree)  # the entry was rewritten
    assert again.branches == TREE.branches and calls == [1, 1]


def test_an_attribute_that_is_no_field_is_an_attribute_error() -> None:
    lazy = snapshot.load(snapshot.dump(TREE), Tree, lazy=True)
    with pytest.raises(AttributeError, match="'Tree' object has no attribute 'nothing'"):
        _ = lazy.nothing  # type: ignore[attr-defined]
    assert not hasattr(lazy, "nothing") and not hasattr(TREE, "nothing")
    assert getattr(lazy, "_Root__later", None) is not None
    assert [getattr(lazy, name) for name in _fields(lazy)] == [
        getattr(TREE, name) for name in _fields(TREE)]
    assert getattr(lazy, "_Root__later", None) is None  # all read: nothing left to fill


def test_threads_reading_one_section_get_one_object() -> None:
    for _ in range(20):
        lazy = snapshot.load(snapshot.dump(TREE), Tree, lazy=True)
        seen: list[Any] = []
        start = threading.Barrier(4)

        def read(model: Tree = lazy, seen: list[Any] = seen,
                 start: threading.Barrier = start) -> None:
            start.wait()
            seen.append(model.branches)

        threads = [threading.Thread(target=read) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len({id(s) for s in seen}) == 1 and seen[0] == TREE.branches


def test_only_root_records_defer() -> None:
    assert is_root_record(Tree) and not is_root_record(Item) and not is_root_record(TREE)
    with pytest.raises(TypeError, match="Item is not a root record"):
        defer(Item(name="x"), None)
    lazy = snapshot.load(snapshot.dump(Branch(leaves=())), Branch, lazy=True)
    assert lazy == Branch(leaves=())  # an ordinary record decodes at once
