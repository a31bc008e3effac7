"""The site on a phone, second pass (issue 30), in Debian's headless Chromium at a 390 px
phone and a 1366 px desktop: no "¶" after every heading on a phone, a unit profile's pinned
column hides what scrolls under it, a chart cell lands on its explanation with the
explanation's heading in view, and the printable roster fits its frame.

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


def test_a_chart_cell_lands_with_its_heading_in_view(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}/games/hobgoblin/target-chart.html")
    cell = page.locator('table.rules-chart a[href*="hobgoblin-tn-monster-artillery"]')
    cell.click()
    page.wait_for_url("**/hidden-logic.html#hobgoblin-tn-monster-artillery")
    page.wait_for_timeout(300)
    row = page.locator("tr:has(#hobgoblin-tn-monster-artillery)")
    heading = page.locator("section:has(#hobgoblin-tn-monster-artillery) > h3")
    height = page.evaluate("innerHeight")
    for what in (row, heading):
        box = what.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, box
    assert "Monster" in heading.inner_text()
    shot(page, "chart-cell-landing")


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
