"""The army builder at the table (issue 30), in Debian's headless Chromium at a 390 px phone
and a 1366 px desktop: the list is never lost (a refused edit keeps the last readable list
and says why at its field; half a base stays typed until the other half comes), Undo always
goes back, also after a reload; the summary bar stays in view on a phone; a new error is
said in the bar; a select moved by the keyboard changes nothing until the choice is made;
the focus goes to a unit just added; card headers say each thing once.

A property test drives random sequences of form edits through the page. Never timed: speed
is in ``benchmarks/bench_builder.py``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.docs.builder_support import READY, START, Guard, open_builder

pytestmark = pytest.mark.slow

PAGE = "games/hobgoblin/builder.html"
SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1366, "height": 900}}
SHOTS = Path(__file__).resolve().parents[3] / "build" / "screenshots"


def new_context(browser: Any, site_url: str, size: str) -> Any:
    phone = size == "phone"
    context = browser.new_context(viewport=SIZES[size], has_touch=phone, is_mobile=phone,
                                  service_workers="block")
    context.guard = Guard(site_url)
    context.route("**/*", context.guard)
    return context


def open_page(context: Any, site_url: str, page_path: str = PAGE) -> Any:
    return open_builder(context, site_url, page_path)


@pytest.fixture(params=sorted(SIZES))
def page(request: pytest.FixtureRequest, browser: Any, site_url: str) -> Iterator[Any]:
    """The Hobgoblin builder with an empty list, at each size."""
    context = new_context(browser, site_url, request.param)
    page = open_page(context, site_url)
    page.size = request.param
    yield page
    context.close()
    assert not context.guard.outside, f"requests outside the site: {context.guard.outside}"
    assert not page.errors, page.errors


def idle(page: Any) -> None:
    """Wait until the page has done everything asked of it so far."""
    page.evaluate("() => window.rulesrefBuilder.idle()")


def text(page: Any) -> str:
    return str(page.evaluate("() => window.rulesrefBuilder.state.text"))


def data(page: Any) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(text(page))
    return found


def readable(page: Any) -> bool:
    return bool(page.evaluate("() => window.rulesrefBuilder.state.view.readable"))


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}-{page.size}.png"))


def add_unit(page: Any, unit_type: str) -> None:
    page.select_option("#rb-add-type", unit_type)
    page.click("[data-key=add]")
    idle(page)


def in_view(page: Any, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    height = page.evaluate("innerHeight")
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


# --------------------------------------------------------------------------- the list


def test_a_base_size_through_the_form(page: Any) -> None:
    add_unit(page, "Heavy Infantry")
    page.fill("#rb-bw-0", "50")
    page.press("#rb-bw-0", "Tab")
    idle(page)
    # half a base: the list is as it was, the card is there, the width stays typed
    assert readable(page) and "base" not in data(page)["units"][0]
    assert page.locator('.rb-unit[data-unit="0"]').count() == 1
    assert page.input_value("#rb-bw-0") == "50"
    assert "depth" in page.inner_text("#rb-bn-0")
    shot(page, "half-a-base")
    # another edit meanwhile redraws the card: the half typed stays
    page.click('[data-key="once-0-General"]')
    idle(page)
    assert "General" in data(page)["units"][0]["keywords"]
    assert page.input_value("#rb-bw-0") == "50"
    page.fill("#rb-bd-0", "25")
    page.press("#rb-bd-0", "Tab")
    idle(page)
    assert data(page)["units"][0]["base"] == {"width_mm": 50, "depth_mm": 25}
    assert page.inner_text("#rb-bn-0") == ""


def test_a_refused_edit_keeps_the_list_and_says_why_at_its_field(page: Any) -> None:
    add_unit(page, "Light Infantry")
    before = text(page)
    page.fill("#rb-limit", "lots")
    page.press("#rb-limit", "Tab")
    idle(page)
    assert text(page) == before and readable(page)
    field = page.locator(".rb-field", has=page.locator("#rb-limit"))
    assert field.locator(".rb-field-error").count() == 1
    assert page.input_value("#rb-limit") == "lots"  # what was typed stays, to correct
    assert page.locator(".rb-unit").count() == 1
    shot(page, "refused-edit")
    page.fill("#rb-limit", "1500")
    page.press("#rb-limit", "Tab")
    idle(page)
    assert data(page)["points_limit"] == 1500
    assert page.locator(".rb-field-error").count() == 0
    page.click("[data-key=undo]")
    idle(page)
    assert text(page) == before


def test_the_address_names_the_list_once_the_edits_pause(page: Any) -> None:
    add_unit(page, "Monster")
    add_unit(page, "Chariot")
    # written a moment after the last edit (not in each edit, which it would slow down)
    page.wait_for_function("() => location.hash === '#list=' + document.querySelector("
                           "'[data-rulesref-report]').dataset.rulesrefLink", timeout=10_000)
    link = page.eval_on_selector("[data-rulesref-report]", "r => r.dataset.rulesrefLink")
    assert len(data(page)["units"]) == 2 and link
    page.reload()
    page.wait_for_function(READY, arg=0, timeout=START)
    assert len(data(page)["units"]) == 2


def test_undo_survives_a_reload(page: Any) -> None:
    first = text(page)
    add_unit(page, "Monster")
    second = text(page)
    page.reload()
    page.wait_for_function(READY, arg=0, timeout=START)
    assert text(page) == second
    assert page.is_enabled("[data-key=undo]")
    page.click("[data-key=undo]")
    idle(page)
    assert text(page) == first


VALUES = st.sampled_from(["", "50", "25", "120", "abc", "0", "-3", " 40 ", "1e3", "2.5"])
ACTIONS = st.one_of(
    st.tuples(st.just("add"), st.sampled_from(["Heavy Infantry", "Light Infantry", "Monster",
                                               "Chariot"])),
    st.tuples(st.just("open"), st.integers(0, 3)),
    st.tuples(st.just("limit"), VALUES),
    st.tuples(st.just("name"), st.sampled_from(["", "Grots", "«A» <b>"])),
    st.tuples(st.just("width"), VALUES),
    st.tuples(st.just("depth"), VALUES),
    st.tuples(st.just("buy"), st.integers(1, 3)),
    st.tuples(st.just("general"), st.just(0)),
    st.tuples(st.just("remove"), st.just(0)),
    st.tuples(st.just("undo"), st.just(0)),
)


def do(page: Any, action: tuple[str, Any]) -> None:
    """One edit through the form, if the form has the control for it now."""
    kind, arg = action
    open_unit = page.evaluate(
        "() => { const b = document.querySelector('.rb-unit-head[aria-expanded=true]');"
        " return b ? Number(b.closest('.rb-unit').dataset.unit) : null; }")
    controls = {"width": f"#rb-bw-{open_unit}", "depth": f"#rb-bd-{open_unit}",
                "name": f"#rb-un-{open_unit}", "limit": "#rb-limit"}
    if kind == "add":
        add_unit(page, arg)
    elif kind == "open":
        head = page.locator(f'[data-key="head-{arg}"]')
        if head.count():
            head.click()
    elif kind in controls and (kind == "limit" or open_unit is not None):
        page.fill(controls[kind], arg)
        page.press(controls[kind], "Tab")
    elif kind == "buy" and open_unit is not None:
        select = page.locator(f"#rb-buy-{open_unit}")
        if select.count() and select.locator("option").count() > arg:
            select.select_option(index=arg)
    elif kind == "general" and open_unit is not None:
        page.click(f'[data-key="once-{open_unit}-General"]')
    elif kind == "remove" and open_unit is not None:
        page.click(f'[data-key="remove-{open_unit}"]')
    idle(page)


@pytest.fixture(scope="module")
def phone(browser: Any, site_url: str) -> Iterator[Any]:
    context = new_context(browser, site_url, "phone")
    page = open_page(context, site_url)
    yield page
    context.close()
    assert not page.errors, page.errors


@settings(max_examples=8, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.lists(ACTIONS, min_size=1, max_size=12))
def test_the_list_is_never_lost_and_undo_always_goes_back(phone: Any,
                                                          actions: list[Any]) -> None:
    page = phone
    page.set_default_timeout(5_000)
    page.evaluate("() => window.rulesrefBuilder.newList()")
    idle(page)
    texts = [text(page)]
    for action in actions:
        if action[0] == "undo":
            if len(texts) < 2:
                continue
            page.click("[data-key=undo]")
            idle(page)
            texts.pop()
            assert text(page) == texts[-1], action
        else:
            do(page, action)
            if text(page) != texts[-1]:
                texts.append(text(page))
        assert readable(page), (action, text(page))
        assert page.locator(".rb-main").inner_text().count("cannot be read") == 0
        units = data(page)["units"]
        assert page.locator(".rb-unit").count() == len(units), action


# --------------------------------------------------------------------------- phone and keys


def test_the_summary_bar_stays_in_view(page: Any) -> None:
    page.fill("#rb-limit", "500")
    page.press("#rb-limit", "Tab")
    idle(page)
    for unit_type in ("Heavy Infantry", "Light Infantry", "Monster"):
        add_unit(page, unit_type)
    # the unit that broke the limit: its error is said in the bar, which is in view
    assert "over" in page.inner_text(".rb-bar")
    assert page.locator(".rb-bar .rb-news").count() == 1
    for y in (0, 600, 1200):
        page.evaluate(f"scrollTo(0, {y})")
        assert in_view(page, ".rb-footer"), y
    shot(page, "summary-bar")


def test_arrowing_through_a_select_buys_nothing(page: Any) -> None:
    add_unit(page, "Heavy Infantry")
    before = text(page)
    page.focus("#rb-buy-0")
    for _ in range(3):
        page.keyboard.press("ArrowDown")
    idle(page)
    assert text(page) == before
    page.keyboard.press("Enter")
    idle(page)
    assert len(data(page)["units"][0]["keywords"]) == 1


def test_the_focus_goes_to_the_new_card(page: Any) -> None:
    add_unit(page, "Heavy Infantry")
    add_unit(page, "Monster")
    inside = page.evaluate(
        "() => !!document.activeElement.closest('.rb-unit[data-unit=\"1\"]')")
    assert inside
    assert in_view(page, '.rb-unit[data-unit="1"] .rb-unit-head')


def test_a_card_header_says_each_thing_once(page: Any) -> None:
    add_unit(page, "Heavy Infantry")
    page.click('[data-key="once-0-General"]')
    idle(page)
    page.click('[data-key="head-0"]')
    idle(page)
    head = page.locator('[data-key="head-0"]')
    assert head.inner_text().count("Heavy Infantry") == 1
    assert "General" in head.locator(".rb-unit-keywords").inner_text()
    shot(page, "folded-card")
