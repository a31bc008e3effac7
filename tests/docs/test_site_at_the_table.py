"""The website at the table (issue 15), in Debian's headless Chromium at a 390x844 phone and a
1366x900 desktop: popovers on a tap, no sideways scrolling, ranked object search, chart
cells that land with their header in view, offline after one visit, and axe-core's
accessibility rules in light and dark mode.

Every request outside the local server is blocked and reported. Never timed: speed is in
``benchmarks/bench_site.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulesref.core import registry
from tests.docs.builder_support import START
from tests.site import ROOT, missing

pytestmark = pytest.mark.slow

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}
SIZES = {"phone": PHONE, "desktop": DESKTOP}
AXE = ROOT / "frontend" / "node_modules" / "axe-core" / "axe.min.js"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
#: Whether the page shows what its scripts draw once loaded: on the army builder's page, its
#: first report (or why it could not start), which takes a while; any other page at once.
DRAWN = """() => { const builder = document.getElementById('rulesref-builder');
  const r = builder && builder.querySelector('[data-rulesref-report]');
  return !builder || (!!r && r.dataset.rulesrefState === 'ready'); }"""


class Guard:
    """Blocks and records every request that leaves the local server."""

    def __init__(self, site_url: str) -> None:
        self.site_url = site_url
        self.outside: list[str] = []

    def __call__(self, route: Any) -> None:
        url = route.request.url
        if url.startswith(self.site_url):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()


def new_context(browser: Any, site_url: str, size: dict[str, int], **options: Any) -> Any:
    """A browser context at ``size`` that may only talk to the local server (a phone gets
    touch), with service workers blocked unless asked for."""
    phone = size["width"] < 600
    context = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone,
                                  **{"service_workers": "block", **options})
    guard = Guard(site_url)
    context.route("**/*", guard)
    context.guard = guard
    return context


@pytest.fixture(params=sorted(SIZES))
def page(request: pytest.FixtureRequest, browser: Any, site_url: str) -> Iterator[Any]:
    """A fresh page at each size."""
    context = new_context(browser, site_url, SIZES[request.param])
    page = context.new_page()
    page.set_default_timeout(20_000)
    yield page
    context.close()
    assert not context.guard.outside, f"requests outside the site: {context.guard.outside}"


def inside_viewport(page: Any, selector: str) -> None:
    box = page.locator(selector).bounding_box()
    view = page.evaluate("({w: document.documentElement.clientWidth, h: innerHeight})")
    assert box is not None
    top = page.evaluate("scrollY")
    assert box["x"] >= 0 and box["x"] + box["width"] <= view["w"], box
    assert box["y"] >= 0 and box["y"] + box["height"] <= view["h"], (box, top)


def tap(page: Any, locator: Any) -> None:
    """A tap on a phone, a click on the desktop."""
    if page.viewport_size["width"] < 600:
        locator.tap()
    else:
        locator.click()


def test_no_page_scrolls_sideways_on_a_phone(browser: Any, site_url: str,
                                             built_site: Path) -> None:
    context = new_context(browser, site_url, PHONE)
    page = context.new_page()
    wide = []
    pages = sorted(p.relative_to(built_site).as_posix() for p in built_site.rglob("*.html")
                   if not p.relative_to(built_site).as_posix().startswith("_"))
    assert len(pages) > 60
    for rel in pages:
        page.goto(f"{site_url}/{rel}")
        page.wait_for_function(DRAWN, timeout=START)
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > PHONE["width"]:
            wide.append(f"{rel}: {width} px")
    context.close()
    assert not wide, "\n".join(wide)
    assert not context.guard.outside


def search(page: Any, site_url: str, query: str) -> list[dict[str, str]]:
    page.goto(f"{site_url}/search.html")
    box = page.locator("#rules-search-q")
    box.fill(query)
    page.locator("#rules-search-results li").first.wait_for()
    hits: list[dict[str, str]] = page.eval_on_selector_all(
        "#rules-search-results li", """els => els.map(li => ({
        name: li.querySelector('a').textContent, href: li.querySelector('a').href,
        tags: li.querySelector('.rules-search-tags').textContent}))""")
    return hits


def test_every_game_works_offline_after_one_visit(browser: Any, site_url: str) -> None:
    context = new_context(browser, site_url, PHONE, service_workers="allow")
    page = context.new_page()
    page.goto(f"{site_url}/index.html")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    context.set_offline(True)
    for ruleset in registry.rulesets():
        for rel in (f"games/{ruleset.name}/index.html", f"games/{ruleset.name}/verification.html"):
            response = page.goto(f"{site_url}/{rel}")
            assert response is not None and response.ok, rel
            assert page.locator("article h1").count() == 1
    context.close()
    assert not context.guard.outside


def axe_problems(page: Any) -> list[str]:
    """axe-core's critical and serious violations on the current page, once it shows what
    its scripts draw (read while the army builder is still starting, the check would pass or
    fail with the builder's speed)."""
    page.wait_for_function(DRAWN, timeout=START)
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async (tags) => {
        const result = await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                                resultTypes: ['violations']});
        return result.violations.filter(v => v.impact === 'critical' || v.impact === 'serious')
            .map(v => `${v.id} (${v.impact}) x${v.nodes.length}: ` +
                 v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '));
    }""", AXE_TAGS)
    return list(found)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_axe_on_every_page_in_light_and_dark(browser: Any, site_url: str, built_site: Path,
                                             size: str) -> None:
    """Every page of the site at one size, in light and in dark mode (each page is loaded
    in its scheme: switched after loading, the theme's colour transitions would still be
    running when axe reads the colours)."""
    if not AXE.exists():
        missing("axe-core in frontend/node_modules (npm ci --prefix frontend)")
    context = new_context(browser, site_url, SIZES[size])
    page = context.new_page()
    problems = []
    pages = [p.relative_to(built_site).as_posix() for p in sorted(built_site.rglob("*.html"))]
    pages = [rel for rel in pages if not rel.startswith("_")]
    assert len(pages) > 50  # every game's pages, not a sample
    for rel in pages:
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            page.goto(f"{site_url}/{rel}")
            problems += [f"{rel} ({scheme}): {p}" for p in axe_problems(page)]
    context.close()
    assert not context.guard.outside, context.guard.outside
    assert not problems, "\n".join(problems)




def test_the_page_puts_the_game_you_came_from_first(page: Any, site_url: str) -> None:
    """A name two games share: coming from either game's pages, that game's object is
    first."""
    from rulesref.core.search import installed_index, normalize

    index = installed_index()
    games_of: dict[str, set[str]] = {}
    for o in index.objects:
        games_of.setdefault(normalize(o.name), set()).add(o.game)
    name, games = next((n, g) for n, g in sorted(games_of.items()) if len(g) > 1)
    for game in sorted(games):
        page.goto(f"{site_url}/search.html?q={name}",
                  referer=f"{site_url}/games/{game}/index.html")
        page.locator("#rules-search-status", has_text="“").wait_for()
        href = page.locator("#rules-search-results li .rules-search-hit").first \
            .get_attribute("href")
        assert href is not None and f"/games/{game}/" in href, (name, game)
