"""The army list files page's BattleScribe part, and the exported files the site offers."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.games.hobgoblin import docs as site
from rulesref.games.hobgoblin.battlescribe.export import files
from tests.site import require


def test_page_explains_the_workflow_with_download_links(rules) -> None:  # type: ignore[no-untyped-def]
    page = "\n".join(site.render(rules, next(p for p in site.pages(rules)
                                             if p.kind == "army-file")))
    assert "BattleScribe and New Recruit" in page
    for name in ("Hobgoblin.gst", "Hobgoblin.cat", "Hobgoblin.gstz", "Hobgoblin.catz"):
        assert f":download:`{name} <downloads/{name}>`" in page
    assert "``rulesref validate army.rosz``" in page
    assert ":rules:rule:`HG018` Base size" in page


def test_the_site_offers_the_exported_files(rules) -> None:  # type: ignore[no-untyped-def]
    assert site.DOCS.downloads is not None
    offered = dict(site.DOCS.downloads(rules))
    exported = {f.name: f.data for f in files(rules)}
    assert offered == {k: v for k, v in exported.items() if k.startswith("Hobgoblin.")}


def test_write_downloads(tmp_path: Path) -> None:
    require("sphinx")
    from rulesref.docs.sphinxext.pages import write_downloads

    assert write_downloads(tmp_path, [("a.gst", b"1")]) == [tmp_path / "downloads" / "a.gst"]
    assert write_downloads(tmp_path, [("a.gst", b"1")]) == []  # unchanged: not rewritten
    with pytest.raises(ValueError, match="plain file name"):
        write_downloads(tmp_path, [("../x", b"")])


@pytest.mark.slow
def test_built_site_links_the_downloads(built_site: Path, rules) -> None:  # type: ignore[no-untyped-def]
    html = (built_site / "games" / "hobgoblin" / "army-file.html").read_text(encoding="utf-8")
    exported = {f.name: f.data for f in files(rules)}
    for name in ("Hobgoblin.gst", "Hobgoblin.catz"):
        (found,) = (built_site / "_downloads").glob(f"*/{name}")
        assert found.read_bytes() == exported[name]
        assert f"_downloads/{found.parent.name}/{name}" in html
