"""The website at the table (issue 15), in Debian's headless Chromium at a 390x844 phone and a
1366x900 desktop: popovers on a tap, no sideways scrolling, ranked object search, chart
cells that land with their header in view, offline after one visit, and axe-core's
accessibility rules in light and dark mode.

Every request outside the local server is blocked and reported. Never timed: speed is in
``benchmarks/bench_site.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.site import ROOT, missing

pytestmark = pytest.mark.slow

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}
SIZES = {"phone": PHONE, "desktop": DESKTOP}
AXE = ROOT / "frontend" / "node_modules" / "axe-core" / "axe.min.js"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
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


def test_a_tap_on_a_keyword_shows_its_popover_and_does_not_navigate(page: Any,
                                                                    site_url: str) -> None:
    url = f"{site_url}/games/hobgoblin/units/monster.html"
    page.goto(url)
    # in the profile table, at the edge of the phone's screen
    link = page.locator("article table.rules-profile a.rules-keyword").last
    link.scroll_into_view_if_needed()
    tap(page, link)
    popover = page.locator("#rules-popover")
    popover.wait_for(state="visible")
    assert page.url == url
    inside_viewport(page, "#rules-popover")
    # the summary, the kind and game, the citation, and a way to go there
    assert link.get_attribute("data-rules-tip") in popover.inner_text()
    assert "keyword · Hobgoblin" in popover.inner_text()
    assert "p. " in popover.locator(".rules-popover-facts").inner_text()
    go = popover.locator("a.rules-popover-go")
    assert go.evaluate("a => a.href") == link.evaluate("a => a.href")
    page.keyboard.press("Escape")
    popover.wait_for(state="hidden")
    # a keyword in running text: the popover has its cost; a second tap navigates
    wild = page.locator("article a.rules-keyword", has_text=re.compile(r"^Wild$")).first
    tap(page, wild)
    popover.wait_for(state="visible")
    inside_viewport(page, "#rules-popover")
    assert "Printed" in popover.inner_text()
    assert page.url == url
    tap(page, wild)
    page.wait_for_url(re.compile(r"/keywords\.html#keyword-wild$"))


def test_focus_shows_the_popover_and_escape_closes_it(page: Any, site_url: str) -> None:
    if page.viewport_size["width"] < 600:
        pytest.skip("keyboard focus is checked at the desktop size")
    page.goto(f"{site_url}/games/hobgoblin/units/monster.html")
    link = page.locator("article a[data-rules-tip]").first
    link.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # a keyboard focus, so :focus-visible
    popover = page.locator("#rules-popover")
    popover.wait_for(state="visible")
    assert link.get_attribute("aria-describedby") == "rules-popover"
    page.keyboard.press("Escape")
    popover.wait_for(state="hidden")
    assert page.evaluate("document.activeElement.hasAttribute('data-rules-tip')")


def test_without_javascript_a_rules_link_is_a_plain_link(browser: Any, site_url: str) -> None:
    context = new_context(browser, site_url, PHONE, java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{site_url}/games/hobgoblin/units/monster.html")
    page.locator("article a.rules-keyword", has_text=re.compile(r"^Wild$")).first.tap()
    page.wait_for_url(re.compile(r"/keywords\.html#keyword-wild$"))
    # and the search page still has its box, which submits to itself
    page.goto(f"{site_url}/search.html")
    assert page.locator("form.rules-search-form input[name=q]").is_visible()
    context.close()
    assert not context.guard.outside


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
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > PHONE["width"]:
            wide.append(f"{rel}: {width} px")
    context.close()
    assert not wide, "\n".join(wide)
    assert not context.guard.outside


def test_the_chart_keeps_its_header_and_attacker_column_on_a_phone(browser: Any,
                                                                   site_url: str) -> None:
    context = new_context(browser, site_url, PHONE)
    page = context.new_page()
    page.goto(f"{site_url}/games/hobgoblin/target-chart.html")
    box = page.locator(".table-wrapper:has(> table.rules-chart)")
    assert box.evaluate("e => e.classList.contains('rules-scrolls')")
    assert page.locator(".rules-scroll-hint").first.is_visible()
    box.scroll_into_view_if_needed()
    first = page.locator("table.rules-chart tbody tr").nth(6).locator("th, td").first
    header = page.locator("table.rules-chart thead th").nth(3)
    before = (first.bounding_box()["x"], header.bounding_box()["y"])
    # the whole chart is one screen high on a phone; only its width scrolls
    assert box.evaluate("e => e.scrollHeight <= e.clientHeight")
    box.evaluate("e => { e.scrollLeft = 400; }")
    assert box.evaluate("e => e.scrollLeft") > 100
    # the attacker column stays at the left edge and the header row at the top
    assert abs(first.bounding_box()["x"] - before[0]) <= 1
    assert abs(header.bounding_box()["y"] - before[1]) <= 1
    # every cell is a tap target of 24 px or more
    sizes = page.eval_on_selector_all(
        "table.rules-chart td a", "els => els.map(a => [a.offsetWidth, a.offsetHeight])")
    assert sizes and min(min(w, h) for w, h in sizes) >= 24
    context.close()


def test_a_chart_cell_lands_on_its_explanation_with_the_header_in_view(
        page: Any, site_url: str) -> None:
    page.goto(f"{site_url}/games/hobgoblin/target-chart.html")
    cell = page.locator('table.rules-chart a[href*="#hobgoblin-tn-light-infantry-monster"]')
    cell.scroll_into_view_if_needed()
    tap(page, cell)
    page.wait_for_url(re.compile(r"hidden-logic\.html#hobgoblin-tn-light-infantry-monster$"))
    page.wait_for_load_state("load")
    page.wait_for_timeout(100)
    target = page.locator("#hobgoblin-tn-light-infantry-monster")
    row = page.locator("tr:has(#hobgoblin-tn-light-infantry-monster)")
    header = row.locator("xpath=ancestor::table[1]/thead")
    view = page.viewport_size["height"]
    for part in (header, row):
        box = part.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= view, box
    mark = row.locator("td").nth(1).evaluate("e => getComputedStyle(e).backgroundColor")
    plain = page.locator("tr:not(:has(:target)) td").nth(1).evaluate(
        "e => getComputedStyle(e).backgroundColor")
    assert mark != plain  # the row is highlighted
    assert target.count() == 1


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


def test_search_forgives_a_typo_and_a_value_in_brackets(page: Any, site_url: str) -> None:
    hits = search(page, site_url, "Devestating")
    assert hits[0]["name"] == "Devastating Charge"
    assert "keyword" in hits[0]["tags"] and "Hobgoblin" in hits[0]["tags"]
    assert hits[0]["href"].endswith(
        "/games/hobgoblin/keywords.html#keyword-devastating-charge")
    hits = search(page, site_url, "Hero [+1]")
    assert hits[0]["name"] == "Hero" and "keyword" in hits[0]["tags"]
    # results as you type, the box on the page, and the query kept in the address
    assert "q=Hero" in page.url
    assert page.locator("#rules-search-q").is_visible()


def test_search_filters_by_game_and_kind(page: Any, site_url: str) -> None:
    search(page, site_url, "card")
    page.select_option("#rules-search-game", label="Hogs of War: The Card Game")
    page.wait_for_timeout(100)
    tags = page.eval_on_selector_all("#rules-search-results .rules-search-tags",
                                     "els => els.map(e => e.textContent)")
    assert tags and all("Hogs of War" in t for t in tags)
    page.select_option("#rules-search-kind", label="unit type")
    page.select_option("#rules-search-game", label="Hobgoblin")
    page.locator("#rules-search-q").fill("cavalry")
    page.wait_for_timeout(200)
    names = page.eval_on_selector_all("#rules-search-results li > a",
                                      "els => els.map(e => e.textContent)")
    assert names[:2] and set(names[:2]) <= {"Light Cavalry", "Heavy Cavalry"}


def test_the_site_works_offline_after_one_visit(browser: Any, site_url: str) -> None:
    context = new_context(browser, site_url, PHONE, service_workers="allow")
    page = context.new_page()
    page.goto(f"{site_url}/index.html")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    context.set_offline(True)
    for rel in ("games/hobgoblin/keywords.html", "games/hoarde/odds.html",
                "games/hobgoblin/units/monster.html"):
        response = page.goto(f"{site_url}/{rel}")
        assert response is not None and response.ok, rel
        assert page.locator("article h1").count() == 1
    hits = search(page, site_url, "Devestating")  # the search index is cached too
    assert hits[0]["name"] == "Devastating Charge"
    context.close()
    assert not context.guard.outside


def axe_problems(page: Any) -> list[str]:
    """axe-core's critical and serious violations on the current page."""
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


def test_a_step_permalink_copies_its_link(browser: Any, site_url: str) -> None:
    context = new_context(browser, site_url, DESKTOP)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    page = context.new_page()
    page.goto(f"{site_url}/games/hobgoblin/battle-round.html")
    link = page.locator("a.rules-permalink[id^='hobgoblin-step-']").first
    step = link.get_attribute("id")
    link.click()
    page.locator(".rules-toast", has_text="Link copied").wait_for()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == f"{site_url}/games/hobgoblin/battle-round.html#{step}"
    assert page.evaluate("document.querySelector(':target').id") == step
    context.close()
    assert not context.guard.outside
