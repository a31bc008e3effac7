"""End to end in Debian's headless Chromium: search, follow a link to a keyword's entry,
hover for a tooltip, and crawl every page for broken internal links (slow: about 20 s).

The site is served from 127.0.0.1 and every request elsewhere is blocked and reported, so
the test also proves the site works offline.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest

from rulesref.games.hobgoblin import lookups
from tests.site import require

pytestmark = pytest.mark.slow

LINKS_AND_IDS = """() => ({
  links: Array.from(document.querySelectorAll('a[href]'),
                    a => new URL(a.getAttribute('href'), document.baseURI).href),
  ids: Array.from(document.querySelectorAll('[id], a[name]'), e => e.id || e.getAttribute('name')),
})"""
AFTER = "(el) => { const s = getComputedStyle(el, '::after'); return [s.display, s.content]; }"


@pytest.fixture
def page(browser: Any, site_url: str) -> Iterator[Any]:
    """A fresh page that may only talk to the local server."""
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  service_workers="block")
    outside: list[str] = []

    def local_only(route: Any) -> None:
        url = route.request.url
        if url.startswith(site_url):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    context.route("**/*", local_only)
    page = context.new_page()
    page.set_default_timeout(20_000)
    yield page
    context.close()
    assert not outside, f"requests outside the site: {outside}"


def test_search_page_finds_a_keyword(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}/index.html")
    box = page.locator("input[name=q]").first
    box.fill("Wild")
    box.press("Enter")
    page.wait_for_url(re.compile(r"/search\.html\?q=Wild"))
    hit = page.locator('#search-results a[href*="keywords/unit-m-w.html#keyword-wild"]').first
    hit.wait_for()
    assert hit.inner_text().strip() == "Wild"


def test_unit_type_page_links_to_the_keyword_entry(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}/games/hobgoblin/units/monster.html")
    link = page.locator("article a.rules-keyword", has_text=re.compile(r"^Wild$")).first
    link.click()  # the first click shows the popover, its "Go to" link navigates
    page.locator("#rules-popover a.rules-popover-go").click()
    page.wait_for_url(re.compile(r"/games/hobgoblin/keywords/unit-m-w\.html#keyword-wild$"))
    entry = page.locator("#keyword-wild")
    require("playwright.sync_api").expect(entry).to_be_in_viewport()  # scrolled to it
    assert page.evaluate("document.querySelector(':target').id") == "keyword-wild"
    assert entry.inner_text().startswith("Wild")


def test_hovering_a_keyword_link_shows_its_summary(page: Any, site_url: str, rules: Any) -> None:
    page.goto(f"{site_url}/games/hobgoblin/units/monster.html")
    link = page.locator("article a[data-rules-tip]", has_text=re.compile(r"^Wild$")).first
    link.hover()
    popover = page.locator("#rules-popover")
    popover.wait_for(state="visible")
    summary = lookups.find_keyword(rules, "Wild").summary
    assert popover.locator(".rules-popover-summary").inner_text() == summary
    # the script's popover replaces the stylesheet's tooltip, which stays for no-script
    assert link.evaluate(AFTER)[0] == "none"
    assert json.loads(link.evaluate(AFTER)[1]) == summary


def test_no_broken_internal_link_on_any_page(page: Any, site_url: str,
                                             built_site: Path) -> None:
    pages = sorted(p.relative_to(built_site).as_posix() for p in built_site.rglob("*.html"))
    assert len(pages) > 30
    ids: dict[str, set[str]] = {}
    links: dict[str, list[str]] = {}
    for rel in pages:
        response = page.goto(f"{site_url}/{rel}")
        assert response is not None and response.ok, rel
        found = page.evaluate(LINKS_AND_IDS)
        ids[rel] = set(found["ids"])
        links[rel] = found["links"]
    broken = []
    checked = 0
    for rel, hrefs in links.items():
        for href in hrefs:
            if not href.startswith(site_url):
                continue
            parts = urlsplit(href)
            target = unquote(parts.path).lstrip("/") or "index.html"
            if target.endswith("/"):
                target += "index.html"
            checked += 1
            if not (built_site / target).is_file():
                broken.append(f"{rel}: {href} (no such file)")
            elif parts.fragment and target.endswith(".html") and \
                    unquote(parts.fragment) not in ids.get(target, set()):
                broken.append(f"{rel}: {href} (no such anchor)")
    assert checked > 2000
    assert not broken, "\n".join(broken[:50])
