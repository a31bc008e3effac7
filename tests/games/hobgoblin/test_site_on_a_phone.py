"""The site on a phone, second pass (issue 30), in Debian's headless Chromium at a 390 px
phone and a 1366 px desktop: no "¶" after every heading on a phone, a unit profile's pinned
column hides what scrolls under it, a chart cell has a popover (its summary and the chart's
citation) and lands on its explanation with the explanation's heading in view, the
printable roster fits its frame, and "Keep every page offline" keeps pages never read.

Every request outside the local server is blocked and reported. Never timed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.docs.builder_support import READY, START
from tests.docs.test_site_at_the_table import SIZES, new_context

pytestmark = pytest.mark.slow

SHOTS = Path(__file__).resolve().parents[3] / "build" / "screenshots"


@pytest.fixture(params=sorted(SIZES))
def page(request: pytest.FixtureRequest, browser: Any, site_url: str) -> Iterator[Any]:
    context = new_context(browser, site_url, SIZES[request.param])
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.size = request.param
    yield page
    context.close()
    assert not context.guard.outside, f"requests outside the site: {context.guard.outside}"


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}-{page.size}.png"))


def test_no_pilcrow_after_every_heading_on_a_phone(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}/games/hobgoblin/army-building.html")
    shown = page.eval_on_selector_all(
        "a.headerlink", "els => els.filter(a => a.offsetParent !== null &&"
        " getComputedStyle(a).visibility === 'visible').length")
    assert shown == 0
    if page.size == "desktop":  # a mouse still finds each heading's link on hover
        page.hover("article h1")
        assert page.eval_on_selector("article h1 > a.headerlink",
                                     "a => getComputedStyle(a).visibility") == "visible"


def test_a_pinned_column_hides_what_scrolls_under_it(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}/games/hobgoblin/units/heavy-infantry.html")
    wrap = ".table-wrapper.rules-profile"
    scrolls = page.eval_on_selector(wrap, "w => w.scrollWidth > w.clientWidth")
    if page.size == "desktop":
        assert not scrolls
        return
    assert scrolls
    page.eval_on_selector(wrap, "w => { w.scrollIntoView({block: 'center'}); w.scrollLeft = 120; }")
    page.wait_for_timeout(100)
    # every point left of the pinned cell's right edge belongs to the pinned cell
    covered = page.eval_on_selector(wrap, """w => {
        const th = w.querySelector('thead th');
        const box = th.getBoundingClientRect(), edge = w.getBoundingClientRect().left;
        const y = box.top + box.height / 2;
        const xs = [edge + 1, edge + 3, box.left + 2, box.right - 2];
        return xs.every(x => th.contains(document.elementFromPoint(x, y)))
          && getComputedStyle(th).backgroundColor.replace(/ /g, '').match(/^rgb\\(/) !== null;
    }""")
    assert covered
    shot(page, "pinned-column")


def test_a_chart_cell_has_a_popover_with_its_summary_and_citation(page: Any,
                                                                  site_url: str) -> None:
    page.goto(f"{site_url}/games/hobgoblin/target-chart.html")
    cell = page.locator('table.rules-chart a[href*="hobgoblin-tn-monster-artillery"]')
    cell.scroll_into_view_if_needed()
    cell.tap() if page.size == "phone" else cell.click()
    popover = page.locator(".rules-popover")
    popover.wait_for()
    # Target Number Chart, p. 14: a Monster needs 2+ against Artillery, 5/6 per die
    assert cell.inner_text() == "2+"
    assert popover.locator(".rules-popover-name").inner_text() == "Monster attacking Artillery"
    assert popover.locator(".rules-popover-kind").inner_text() == "Chart cell · Hobgoblin"
    assert "Hits on 2+: a 5/6 chance per die" in popover.inner_text()
    assert "p. 14, Target Number Chart" in popover.locator("dd").inner_text()
    box, width = popover.bounding_box(), page.evaluate("document.documentElement.clientWidth")
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    shot(page, "chart-cell-popover")


#: Where a landed row and its section's heading are: the heading's top below the phone's
#: header (0 on a desktop), the row's top below the heading, the row's bottom in the window.
LANDING = """(id) => {
  const row = document.getElementById(id).closest('tr');
  const heading = row.closest('section').querySelector(':scope > h3');
  const header = document.querySelector('.mobile-header');
  const top = header && getComputedStyle(header).display !== 'none'
    ? header.getBoundingClientRect().bottom : 0;
  const h = heading.getBoundingClientRect(), r = row.getBoundingClientRect();
  return {heading: h.top - top, row: r.top - h.bottom, bottom: innerHeight - r.bottom,
          text: heading.textContent};
}"""


def test_a_chart_cell_lands_with_its_heading_in_view(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}/games/hobgoblin/target-chart.html")
    cell = page.locator('table.rules-chart a[href*="hobgoblin-tn-monster-artillery"]')
    cell.scroll_into_view_if_needed()
    cell.tap() if page.size == "phone" else cell.click()
    page.click(".rules-popover-go")  # the popover's "Go to" link
    page.wait_for_url("**/hidden-logic.html#hobgoblin-tn-monster-artillery")
    page.wait_for_timeout(300)
    where = page.evaluate(LANDING, "hobgoblin-tn-monster-artillery")
    assert where["heading"] >= 0 and where["row"] >= 0 and where["bottom"] >= 0, where
    assert "Monster attacking" in where["text"]
    shot(page, "chart-cell-landing")
    # the last row of every section, the farthest from its heading, lands the same way
    labels = page.eval_on_selector_all(
        "section.rules-cells tr:last-child [id^='hobgoblin-tn-']", "els => els.map(e => e.id)")
    assert len(labels) == 11
    for label in labels:
        page.goto(f"{site_url}/games/hobgoblin/hidden-logic.html#{label}")
        page.wait_for_load_state("load")
        page.wait_for_timeout(200)
        where = page.evaluate(LANDING, label)
        assert where["heading"] >= 0 and where["row"] >= 0 and where["bottom"] >= 0, (label,
                                                                                   where)


def test_the_printable_roster_fits_its_frame(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}/games/hobgoblin/builder.html")
    page.wait_for_function(READY, arg=0, timeout=START)
    for unit_type in ("Heavy Infantry", "Monstrous Infantry", "Light Cavalry"):
        page.select_option("#rb-add-type", unit_type)
        page.click("[data-key=add]")
        page.evaluate("() => window.rulesrefBuilder.idle()")
    page.click("summary:has-text('Share, save, export')")
    page.click("text=Printable roster")
    frame = page.frame_locator(".rb-roster iframe")
    frame.locator("table").wait_for()
    widths = page.eval_on_selector(".rb-roster iframe", """f => {
        const d = f.contentDocument.documentElement;
        return [d.scrollWidth, d.clientWidth, f.getBoundingClientRect().width]; }""")
    assert widths[0] <= widths[1], widths
    shot(page, "roster")


def test_the_service_worker_precaches_only_the_shell(built_site: Path) -> None:
    import re

    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    urls = re.findall(r'url:"([^"]+)"', worker)
    assert "offline.html" in urls and "index.html" in urls
    assert "rules-search.json" not in urls  # kept by the pages' script: fetched once
    assert not [u for u in urls if u.startswith(("_static/pyodide/", "_static/builder/"))]
    assert not [u for u in urls if u.endswith(".html") and u.startswith("games/")]
    size = sum((built_site / u).stat().st_size for u in urls)
    assert size < 1024 * 1024, size
    largest = max(built_site.rglob("*.html"), key=lambda p: p.stat().st_size)
    assert largest.stat().st_size <= 300 * 1024, largest


def test_keep_every_page_offline_opens_pages_never_read(browser: Any, site_url: str,
                                                        built_site: Path) -> None:
    import json

    listed = json.loads((built_site / "offline-pages.json").read_text(encoding="utf-8"))
    never_read = ("games/hobgoblin/terrain.html", "games/hobgoblin/chaos-of-war.html",
                  "games/hobgoblin/keywords/other.html")
    assert set(never_read) <= set(listed["pages"])
    assert listed["bytes"] == sum((built_site / p).stat().st_size for p in listed["pages"])
    context = new_context(browser, site_url, SIZES["phone"], service_workers="allow")
    page = context.new_page()
    page.size = "phone"
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto(f"{site_url}/index.html")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.wait_for_timeout(500)
    # nothing of it is fetched before it is asked for: the first visit stays light
    assert not [url for url in asked if url.endswith("offline-pages.json")]
    button = page.locator("#rules-keep-all button")
    assert button.inner_text() == "Keep every page offline"
    button.scroll_into_view_if_needed()
    button.tap()
    note = page.locator("#rules-keep-all [role=status]")
    page.wait_for_function("() => document.querySelector('#rules-keep-all [role=status]')"
                           ".textContent.startsWith('All ')", timeout=120_000)
    assert f"All {len(listed['pages'])} pages" in note.inner_text()
    shot(page, "keep-every-page")
    context.set_offline(True)
    for rel in never_read:
        response = page.goto(f"{site_url}/{rel}")
        assert response is not None and response.ok, rel
        heading = page.locator("article h1").inner_text()
        assert not heading.startswith("You are offline"), rel
    # the next visit says the pages are kept
    assert page.locator("#rules-keep-all [role=status]").inner_text().startswith("All ")
    context.close()
    assert not context.guard.outside, f"requests outside the site: {context.guard.outside}"
