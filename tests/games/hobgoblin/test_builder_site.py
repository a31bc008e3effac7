"""The Hobgoblin builder page in the built site: its mount point and rule links, and the
contract on the army file page."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def test_the_page_and_its_contract(built_site: Path) -> None:
    page = (built_site / "games/hobgoblin/builder.html").read_text(encoding="utf-8")
    assert 'id="rulesref-builder"' in page and 'data-manifest="builder/hobgoblin.json"' in page
    assert 'type="module" src="../../_static/rulesref-builder.js' in page
    assert 'href="army-building.html#rule-hg001"' in page
    assert "<noscript>" in page
    other = (built_site / "games/hobgoblin/keywords.html").read_text(encoding="utf-8")
    assert "rulesref-builder.js" not in other
    files = (built_site / "games/hobgoblin/army-file.html").read_text(encoding="utf-8")
    assert "data-rulesref-report" in files and "builder.html#list=" in files
