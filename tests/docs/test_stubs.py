"""Page stubs: written only when their text changes; stale generated stubs are removed."""

from __future__ import annotations

from pathlib import Path

from tests.site import require


def test_write_stubs(tmp_path: Path) -> None:
    require("sphinx")
    from rulesref.docs.games import Page
    from rulesref.docs.sphinxext.pages import stub_text, write_stubs

    pages = [Page("index", "index", "Demo"), Page("units/big-one", "unit-type", "Big One",
                                                  "Big One")]
    written = write_stubs(tmp_path, "demo", pages)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == [
        "index.rst", "units/big-one.rst"]
    assert (tmp_path / "units/big-one.rst").read_text(encoding="utf-8") == stub_text(
        "demo", pages[1])
    assert ".. rules:page:: unit-type\n   :game: demo\n   :key: Big One\n" in stub_text(
        "demo", pages[1])
    assert write_stubs(tmp_path, "demo", pages) == []  # unchanged: nothing rewritten
    (tmp_path / "notes.rst").write_text("Hand-written\n", encoding="utf-8")
    write_stubs(tmp_path, "demo", pages[:1])
    assert not (tmp_path / "units/big-one.rst").exists()
    assert (tmp_path / "notes.rst").exists()


def test_the_downloads_key_follows_what_they_are_made_from(tmp_path: Path) -> None:
    import os

    from rulesref.docs.games import GameDocs
    from rulesref.docs.sphinxext.pages import downloads_key

    data = tmp_path / "units.yaml"
    data.write_text("a: 1\n", encoding="utf-8")
    game = GameDocs(name="toy", title="Toy", load=lambda: None, sources=lambda: [data],
                    pages=lambda rules: (), render=lambda rules, page: iter(()))
    key = downloads_key(game)
    assert str(data) in key and key == downloads_key(game)  # nothing changed: same key
    stat = data.stat()
    os.utime(data, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert downloads_key(game) != key  # the data file changed: the downloads are made again
    data.unlink()
    assert str(data) not in downloads_key(game)  # a missing source is left out, not an error
