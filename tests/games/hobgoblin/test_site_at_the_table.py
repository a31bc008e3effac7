"""The Hobgoblin pages at the table, in headless Chromium at a phone and a desktop size:
popovers, the chart on a phone, search, permalinks, offline (axe runs on every page in
:mod:`tests.docs.test_site_at_the_table`)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.docs import test_site_at_the_table as at_the_table
from tests.docs.test_site_at_the_table import (
    DESKTOP,
    PHONE,
    inside_viewport,
    new_context,
    search,
    tap,
)

pytestmark = pytest.mark.slow

#: Resolves once the page has loaded and drawn a frame after its load event: the site's
#: script lands a link into a table in the first frame after the load event.
LANDED = """() => new Promise((done) => {
  const after = () => requestAnimationFrame(() => requestAnimationFrame(done));
  if (document.readyState === "complete") after();
  else addEventListener("load", after, { once: true });
})"""

page = at_the_table.page
"""A fresh page at each size (the fixture of :mod:`tests.docs.test_site_at_the_table`)."""


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
    page.wait_for_url(re.compile(r"/keywords/unit-m-w\.html#keyword-wild$"))


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
    page.wait_for_url(re.compile(r"/keywords/unit-m-w\.html#keyword-wild$"))
    # and the search page still has its box, which submits to itself
    page.goto(f"{site_url}/search.html")
    assert page.locator("form.rules-search-form input[name=q]").is_visible()
    context.close()
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
    tap(page, cell)  # the cell's popover
    page.locator(".rules-popover").wait_for()
    tap(page, cell)  # a second tap follows the link
    page.wait_for_url(re.compile(r"hidden-logic\.html#hobgoblin-tn-light-infantry-monster$"))
    page.evaluate(LANDED)
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


def test_search_forgives_a_typo_and_a_value_in_brackets(page: Any, site_url: str) -> None:
    hits = search(page, site_url, "Devestating")
    assert hits[0]["name"] == "Devastating Charge"
    assert "keyword" in hits[0]["tags"] and "Hobgoblin" in hits[0]["tags"]
    assert hits[0]["href"].endswith(
        "/games/hobgoblin/keywords/unit-b-l.html#keyword-devastating-charge")
    hits = search(page, site_url, "Hero [+1]")
    assert hits[0]["name"] == "Hero" and "keyword" in hits[0]["tags"]
    # results as you type, the box on the page, and the query kept in the address
    assert "q=Hero" in page.url
    assert page.locator("#rules-search-q").is_visible()


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


def test_search_filters_by_game_and_kind(page: Any, site_url: str) -> None:
    search(page, site_url, "card")
    page.select_option("#rules-search-kind", label="unit type")
    page.select_option("#rules-search-game", label="Hobgoblin")
    page.locator("#rules-search-q").fill("cavalry")
    # the results are drawn a moment after typing stops; the status names the query drawn
    page.locator("#rules-search-status", has_text="“cavalry”").wait_for()
    names = page.eval_on_selector_all("#rules-search-results li > a",
                                      "els => els.map(e => e.textContent)")
    assert names[:2] and set(names[:2]) <= {"Light Cavalry", "Heavy Cavalry"}


def test_the_pages_read_work_offline(browser: Any, site_url: str) -> None:
    context = new_context(browser, site_url, PHONE, service_workers="allow")
    page = context.new_page()
    page.goto(f"{site_url}/index.html")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    read = ("games/hobgoblin/keywords.html", "games/hobgoblin/units/monster.html")
    for rel in read:
        page.goto(f"{site_url}/{rel}")
    context.set_offline(True)
    for rel in ("index.html", *read):
        response = page.goto(f"{site_url}/{rel}")
        assert response is not None and response.ok, rel
        assert page.locator("article h1").count() == 1
    # a page not read yet: the offline page says so, and what works
    response = page.goto(f"{site_url}/games/hobgoblin/terrain.html")
    assert response is not None and response.ok
    assert page.locator("article h1").inner_text().startswith("You are offline")
    styled = page.evaluate("""() => [...document.styleSheets].some((sheet) => {
        try { return sheet.cssRules.length > 0; } catch (_) { return false; } })""")
    assert styled, "the offline page's styles did not load"
    hits = search(page, site_url, "Devestating")  # the search index is cached too
    assert hits[0]["name"] == "Devastating Charge"
    context.close()
    assert not context.guard.outside


def test_the_page_ranks_a_players_words_as_the_command_line_does(page: Any,
                                                                 site_url: str) -> None:
    """The search page and ``rulesref search`` give the same first result and kind label
    for a player's questions (one index, one ranking), coming from a Hobgoblin page."""
    from rulesref.core.search import installed_index
    from tests.games.hobgoblin.test_search import PLAYER_QUERIES

    came_from = f"{site_url}/games/hobgoblin/index.html"
    for query, kind, name in PLAYER_QUERIES:
        page.goto(f"{site_url}/search.html?q={query}", referer=came_from)
        page.locator("#rules-search-status", has_text="“").wait_for()
        first = page.locator("#rules-search-results li").first
        shown = first.locator(".rules-search-hit").inner_text()
        tags = first.locator(".rules-search-tags").inner_text()
        best = installed_index().search(query, prefer="hobgoblin")[0].object
        assert (shown, best.name) == (name, name), query
        assert kind.label in tags and "Hobgoblin" in tags, query
