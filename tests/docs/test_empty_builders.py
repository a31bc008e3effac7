"""Every game's army builder starts an empty list with the same verdict, "Empty", and neither
Legal nor Illegal (on a phone, in headless Chromium)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.docs.builder_support import Guard, open_builder

pytestmark = pytest.mark.slow


def test_an_empty_list_starts_with_the_same_verdict_in_every_builder(
        browser: Any, site_url: str, built_site: Path) -> None:
    pages = sorted(p.relative_to(built_site).as_posix()
                   for p in built_site.glob("games/*/builder.html"))
    assert len(pages) >= 2  # more than one game has a builder
    for page_path in pages:
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                      is_mobile=True, service_workers="block")
        context.guard = Guard(site_url)
        context.route("**/*", context.guard)
        page = open_builder(context, site_url, page_path)
        assert "Empty" in page.inner_text(".rb-bar"), page_path
        assert page.locator(".rb-bar .rb-status-bad, .rb-bar .rb-status-ok").count() == 0
        context.close()
        assert not context.guard.outside, context.guard.outside
