"""The army builder page in Debian's headless Chromium at a 390 px phone: a legal list built
by taps, an illegal list with each problem at its unit, share links, export to the command
line and import from it (a failed import said next to its control, in sight at a phone and a
desktop), hostile links, offline use, a start from the memory snapshot and
the fallback when it does not fit, and a differential run of generated lists whose reports
must be the command line's, byte for byte.

Every request outside the local server is blocked and reported. Never timed: speed is in
``benchmarks/bench_builder.py``.
"""

from __future__ import annotations

import gzip
import json
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings

from tests.docs.builder_support import (
    PHONE,
    READY,
    REPORT,
    START,
    act,
    intact,
    new_context,
    open_builder,
    seq,
    settle,
)
from tests.documents import STRICT_NUMBERS, fragment
from tests.games.hobgoblin.army_documents import army_documents
from tests.games.hobgoblin.builder_cases import EVERY_RULE, cli_line, page_form, text_of
from tests.site import ROOT, require

pytestmark = pytest.mark.slow

EXAMPLES = ROOT / "examples" / "armies"
PAGE = "games/hobgoblin/builder.html"
def open_page(context: Any, site_url: str, hash_: str = "") -> Any:
    return open_builder(context, site_url, f"{PAGE}{hash_}")


@pytest.fixture
def context(browser: Any, site_url: str) -> Iterator[Any]:
    context = new_context(browser, site_url)
    yield context
    context.close()
    assert not context.guard.outside, f"requests outside the site: {context.guard.outside}"


@pytest.fixture(scope="module")
def shared(browser: Any, site_url: str) -> Iterator[Any]:
    """One page for many lists, opened through the page's own hook."""
    context = new_context(browser, site_url)
    page = open_page(context, site_url)
    yield page
    context.close()
    assert not context.guard.outside, f"requests outside the site: {context.guard.outside}"
    assert not page.errors, page.errors


def started(page: Any) -> str:
    """How the page's Python started: "snapshot" or "python"."""
    return str(page.evaluate("window.rulesrefBuilder.state.startup.started"))


def open_list(page: Any, raw: bytes) -> str:
    return str(page.evaluate("(f) => window.rulesrefBuilder.open(f)", fragment(raw)))


# --------------------------------------------------------------------------- building


def test_a_legal_list_by_taps(context: Any, site_url: str) -> None:
    page = open_page(context, site_url)
    act(page, lambda: page.fill("#rb-limit", "1500") or page.press("#rb-limit", "Tab"))
    page.select_option("#rb-add-type", "Heavy Infantry")
    act(page, lambda: page.click("[data-key=add]"))
    act(page, lambda: page.check('[data-key="once-0-General"]'))
    act(page, lambda: page.check('[data-key="once-0-Battle Standard"]'))
    act(page, lambda: page.select_option("#rb-buy-0", "Tough [+1]"))
    page.select_option("#rb-add-type", "Light Infantry")
    act(page, lambda: page.click("[data-key=add]"))
    report = json.loads(act(page, lambda: page.select_option("#rb-buy-1", "Horde")))
    # Heavy Infantry 350 + Tough [+1] 75, Light Infantry 300 + Horde 100 (pp. 26, 28)
    assert report["valid"] is True and report["total_points"] == 825
    bar = page.inner_text(".rb-bar")
    assert "825" in bar and "675 left" in bar and "Mercury 1/round" in bar and "Legal" in bar
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], "the page scrolls sideways on a phone"
    assert not page.errors


def test_an_illegal_list_shows_each_problem_at_its_unit(context: Any, site_url: str) -> None:
    data = yaml.safe_load((EXAMPLES / "illegal-everything.yaml").read_text())
    page = open_page(context, site_url, "#list=" + fragment(text_of(data)))
    report = json.loads(page.eval_on_selector(REPORT, "r => r.textContent"))
    assert report["violations"]
    for problem in report["violations"] + report["warnings"]:
        path = problem["path"]
        if path.startswith("units["):
            unit = path[len("units["):path.index("]")]
            where = page.locator(f'.rb-unit[data-unit="{unit}"]')
        else:
            where = page.locator(".rb-army, .rb-units > .rb-problems")
        assert problem["message"] in " ".join(where.all_inner_texts()), problem
    link = page.locator('.rb-code[href*="army-building.html#rule-hg004"]').first
    assert link.count() == 1
    assert "Illegal" in page.inner_text(".rb-bar")


def test_an_open_unit_shows_problems_at_their_fields(context: Any, site_url: str) -> None:
    page = open_page(context, site_url, "#list=" + fragment(text_of(EVERY_RULE[5])))
    act(page, lambda: page.click('[data-key="head-1"]'))
    chip = page.locator('.rb-unit[data-unit="1"] .rb-chip', has_text="Swift [+4]")
    assert "HG017" in chip.inner_text()
    base = page.locator('.rb-unit[data-unit="1"] .rb-field', has_text="Base")
    assert "HG018" in base.inner_text()


def test_share_link_round_trip(context: Any, site_url: str) -> None:
    page = open_page(context, site_url, "#list=" + fragment(text_of(EVERY_RULE[3])))
    act(page, lambda: page.click('[data-key="head-0"]'))
    act(page, lambda: page.fill("#rb-un-0", "Renamed «unit» <b>") or page.press("#rb-un-0",
                                                                                "Tab"))
    report = page.eval_on_selector(REPORT, "r => r.textContent")
    text = page.evaluate("window.rulesrefBuilder.state.text")
    page.click("summary:has-text('Share, save, export')")
    # the section fills its fields when it has opened (its toggle event comes after the click)
    field = page.locator("#rb-link")
    shared_link = re.compile("^" + re.escape(f"{site_url}/{PAGE}#list="))
    require("playwright.sync_api").expect(field).to_have_value(shared_link)
    link = field.input_value()
    assert link.startswith(f"{site_url}/{PAGE}#list=~")  # the compressed form
    other = context.new_page()
    other.goto(link)
    other.wait_for_function(READY, arg=0, timeout=START)
    assert other.eval_on_selector(REPORT, "r => r.textContent") == report
    assert other.evaluate("window.rulesrefBuilder.state.text") == text
    assert "Renamed «unit» <b>" in other.inner_text('.rb-unit[data-unit="0"]')


def test_a_six_unit_share_link_is_short(context: Any, site_url: str) -> None:
    raw = (EXAMPLES / "copper-host.json").read_bytes()
    assert len(json.loads(raw)["units"]) == 6
    page = open_page(context, site_url, "#list=" + fragment(raw))  # a link of the old form
    page.click("summary:has-text('Share, save, export')")
    field = page.locator("#rb-link")
    require("playwright.sync_api").expect(field).to_have_value(re.compile("#list=~"))
    link = field.input_value()
    old = f"{site_url}/{PAGE}#list={fragment(raw)}"
    # the fragment: 495 characters against 1,428 (test_builder.py), plus this address
    assert len(link) * 5 < len(old) * 2, (len(link), len(old))
    report = page.eval_on_selector(REPORT, "r => r.textContent")
    other = context.new_page()
    other.goto(link)
    other.wait_for_function(READY, arg=0, timeout=START)
    assert other.eval_on_selector(REPORT, "r => r.textContent") == report
    assert other.evaluate("window.rulesrefBuilder.state.text") == raw.decode()


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(army_documents(junk=1))
def test_compressed_links_round_trip_in_the_page(shared: Any, data: Any) -> None:
    raw = json.dumps(data, ensure_ascii=False, indent=2).encode()
    report = open_list(shared, raw)
    text = shared.evaluate("window.rulesrefBuilder.state.text")
    link = shared.evaluate("window.rulesrefBuilder.state.view.link")
    assert link.startswith("~") or len(link) <= len(fragment(raw))
    assert shared.evaluate("(f) => window.rulesrefBuilder.open(f)", link) == report
    assert shared.evaluate("window.rulesrefBuilder.state.text") == text == raw.decode()


def test_export_then_cli_gives_the_same_report(context: Any, site_url: str, runner: CliRunner,
                                              tmp_path: Path) -> None:
    page = open_page(context, site_url, "#list=" + fragment(text_of(EVERY_RULE[5])))
    page.click("summary:has-text('Share, save, export')")
    report = page.eval_on_selector(REPORT, "r => r.textContent")
    with page.expect_download() as download:
        page.click("button:has-text('Export JSON')")
    raw = Path(download.value.path()).read_bytes()
    assert page_form(cli_line(runner, raw, tmp_path)) == report
    with page.expect_download() as download:
        page.click("button:has-text('Export YAML')")
    assert download.value.suggested_filename == "every-rule.yaml"
    exported = Path(download.value.path()).read_bytes()
    assert yaml.safe_load(exported) == json.loads(raw)
    line = json.loads(cli_line(runner, exported, tmp_path, "every-rule.yaml"))
    assert line["total_points"] == json.loads(report)["total_points"]
    assert sorted(p["message"] for p in line["violations"]) == sorted(
        p["message"] for p in json.loads(report)["violations"])


BROKEN_FILE = b'{"game": "hobgoblin", "name": ["x"], "points_limit": 5, "units": []}'
#: Hand the file picked in a scratch input of the page's to the builder's own file input, as
#: the browser's file chooser would (the page reads it only then).
HAND_OVER = """() => {
  const picked = document.getElementById("scratch-import");
  const files = new DataTransfer();
  files.items.add(picked.files[0]);
  const input = document.getElementById("rb-import");
  input.files = files.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}"""


def picked_file(tmp_path: Path, name: str, raw: bytes) -> Path:
    """A file to pick, in a folder of its own, so that nothing writes it again once it is
    picked (``cli_line`` writes its own copy in ``tmp_path``)."""
    folder = tmp_path / "picked"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_bytes(raw)
    return path


def import_yaml(page: Any, hobgoblin_rules: Any) -> None:
    """Import the YAML example through the page's file input; check its report."""
    from rulesref.games.hobgoblin import builder

    before = seq(page)
    page.set_input_files("#rb-import", str(EXAMPLES / "copper-host.yaml"))
    report = settle(page, before)
    assert json.loads(report)["name"] == "The Copper Host"
    assert report == builder.report_text(hobgoblin_rules, page.evaluate(
        "window.rulesrefBuilder.state.text"))


#: Where a failed import says why: next to the import control.
IMPORT_NOTE = ".rb-import-note"


def import_error(page: Any) -> str:
    """The import error the page shows (it waits as long as a report does)."""
    page.wait_for_selector(f"{IMPORT_NOTE} .rb-error-box[role=alert]", timeout=60_000)
    return str(page.inner_text(IMPORT_NOTE))


def test_import_reads_files_as_the_cli(context: Any, site_url: str, runner: CliRunner,
                                       tmp_path: Path, hobgoblin_rules: Any) -> None:
    page = open_page(context, site_url)
    page.click("summary:has-text('Share, save, export')")
    import_yaml(page, hobgoblin_rules)
    # then a broken file through the same input, on the same page
    expected = json.loads(cli_line(runner, BROKEN_FILE, tmp_path, "broken.json"))["error"]
    page.set_input_files("#rb-import", str(picked_file(tmp_path, "broken.json", BROKEN_FILE)))
    assert expected in import_error(page)
    report = json.loads(page.eval_on_selector(REPORT, "r => r.textContent"))
    assert report["name"] == "The Copper Host" and report["valid"] is True
    assert not page.errors


def test_a_file_that_cannot_be_read_says_so(context: Any, site_url: str, runner: CliRunner,
                                           tmp_path: Path, hobgoblin_rules: Any) -> None:
    """The sequence that once failed in the full suite: a YAML import, then a JSON file that
    changed on disk after it was picked and before the page read it (the old test wrote it
    again straight after picking it). Chromium then refuses to read it (NotReadableError);
    the page used to drop that error, showing nothing at all."""
    page = open_page(context, site_url)
    page.click("summary:has-text('Share, save, export')")
    import_yaml(page, hobgoblin_rules)
    bad = picked_file(tmp_path, "broken.json", BROKEN_FILE)
    page.evaluate("""() => { const input = document.createElement("input");
      input.type = "file"; input.id = "scratch-import"; document.body.append(input); }""")
    page.set_input_files("#scratch-import", str(bad))
    # Chromium may note a picked file's size and time only when first asked for them; ask
    # now, so that what it noted is the file as picked, not as rewritten below.
    noted = page.evaluate("""() => { const f = document.getElementById("scratch-import").files[0];
      return [f.size, f.lastModified]; }""")
    assert noted == [len(BROKEN_FILE), bad.stat().st_mtime_ns // 10**6]
    bad.write_bytes(BROKEN_FILE)
    changed = bad.stat()
    os.utime(bad, ns=(changed.st_atime_ns, changed.st_mtime_ns + 10**9))  # a second later
    page.evaluate(HAND_OVER)
    shown = import_error(page)
    assert "Import failed: broken.json: this browser could not read the file" in shown
    assert not page.errors
    report = json.loads(page.eval_on_selector(REPORT, "r => r.textContent"))
    assert report["name"] == "The Copper Host"
    # picked again, the same file is read, and the command line's error replaces the note
    expected = json.loads(cli_line(runner, BROKEN_FILE, tmp_path, "broken.json"))["error"]
    page.set_input_files("#rb-import", str(bad))
    page.wait_for_function("([note, t]) => document.querySelector(note).innerText"
                           ".includes(t)", arg=[IMPORT_NOTE, expected], timeout=60_000)
    assert "could not read" not in page.inner_text(IMPORT_NOTE)
    assert not page.errors


#: Resolves once the page has not scrolled for three frames (a smooth scroll has ended).
STILL = """() => new Promise((done) => {
  let last = null, same = 0;
  const step = () => {
    const now = window.scrollY;
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= 3) done(now); else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})"""


#: Whether the element is what the page shows at its top, middle and bottom (in the viewport
#: and under no sticky header or footer).
UNCOVERED = """(selector) => {
  const el = document.querySelector(selector);
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2;
  return [box.top + 1, (box.top + box.bottom) / 2, box.bottom - 1].every(
    (y) => el.contains(document.elementFromPoint(x, y)));
}"""


#: Scroll the element to the bottom of what the page shows (above the sticky footer if that
#: covers it), as a player who has just scrolled down to it.
TO_THE_BOTTOM = """(selector) => {
  const el = document.querySelector(selector);
  // instant, not the site's smooth scrolling: the second step measures where the first left
  const by = (top) => window.scrollBy({ top, behavior: "instant" });
  by(el.getBoundingClientRect().bottom - window.innerHeight + 4);
  const f = document.querySelector(".rb-footer").getBoundingClientRect();
  const box = el.getBoundingClientRect();
  if (f.top < box.bottom && f.bottom > box.top) by(box.bottom - f.top + 4);
}"""


def _box(page: Any, selector: str) -> dict[str, float]:
    box = page.locator(selector).bounding_box()
    assert box is not None, f"{selector} is not shown"
    return dict(box)


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_failed_import_shows_where_the_player_looks(browser: Any, site_url: str,
                                                     runner: CliRunner, tmp_path: Path,
                                                     size: str) -> None:
    """A long list, scrolled down to "Import file…", then a broken file: the error is in
    the viewport, clear of the sticky footer, just below the import control, announced
    once, and the list is as it was. The messages at the top of the builder, where the
    error used to be drawn, are out of sight (so the old place would show nothing)."""
    from tests.docs.test_site_at_the_table import SIZES, axe_problems
    from tests.docs.test_site_at_the_table import new_context as sized_context

    viewport = SIZES[size]
    context = sized_context(browser, site_url, viewport)
    data = yaml.safe_load((EXAMPLES / "every-unit-type.yaml").read_text())
    page = open_page(context, site_url, "#list=" + fragment(text_of(data)))
    assert page.locator(".rb-unit").count() >= 5, "not the long list meant"
    before = page.eval_on_selector(REPORT, "r => r.textContent")
    text = page.evaluate("window.rulesrefBuilder.state.text")
    page.click("summary:has-text('Share, save, export')")
    control = page.locator("label[for=rb-import]")
    control.scroll_into_view_if_needed()
    expected = json.loads(cli_line(runner, BROKEN_FILE, tmp_path, "broken.json"))["error"]
    page.set_input_files("#rb-import", str(picked_file(tmp_path, "broken.json", BROKEN_FILE)))
    assert f"Import failed: {expected}" in import_error(page)
    page.evaluate(STILL)
    page.screenshot(path=str(tmp_path / f"import-error-{size}.png"))
    error = _box(page, f"{IMPORT_NOTE} .rb-error-box")
    label = _box(page, "label[for=rb-import]")
    assert error["y"] >= 0 and error["y"] + error["height"] <= viewport["height"], error
    assert page.evaluate(UNCOVERED, f"{IMPORT_NOTE} .rb-error-box"), "the error is covered"
    assert page.evaluate(UNCOVERED, "label[for=rb-import]"), "the import control is not in sight"
    gap = error["y"] - (label["y"] + label["height"])
    assert 0 <= gap <= 80, (label, error)  # just below the control (its row may wrap)
    top = page.locator(".rb-messages").bounding_box()
    assert top is None or top["y"] + top["height"] <= 0, "the old place is in sight too"
    alerts = page.locator("[role=alert]", has_text=expected)
    assert alerts.count() == 1
    assert page.eval_on_selector(REPORT, "r => r.textContent") == before
    assert page.evaluate("window.rulesrefBuilder.state.text") == text
    assert not axe_problems(page)
    assert not page.errors
    context.close()
    assert not context.guard.outside


@pytest.mark.parametrize("size", ["phone"])
def test_a_failed_import_below_the_screen_is_scrolled_into_sight(
        browser: Any, site_url: str, runner: CliRunner, tmp_path: Path, size: str) -> None:
    """The import control at the bottom edge of the screen: the error, which falls below
    it, is scrolled into sight with the control, and announced once. (At the desktop size
    the page ends too soon below the control for it to sit at the bottom edge clear of the
    sticky footer, so there the error is in sight whenever the control is, as the test
    above shows.)"""
    from tests.docs.test_site_at_the_table import SIZES
    from tests.docs.test_site_at_the_table import new_context as sized_context

    context = sized_context(browser, site_url, SIZES[size])
    data = yaml.safe_load((EXAMPLES / "every-unit-type.yaml").read_text())
    page = open_page(context, site_url, "#list=" + fragment(text_of(data)))
    before = page.eval_on_selector(REPORT, "r => r.textContent")
    page.click("summary:has-text('Share, save, export')")
    page.evaluate(STILL)
    page.evaluate(TO_THE_BOTTOM, "label[for=rb-import]")
    scrolled = page.evaluate(STILL)
    assert page.evaluate(UNCOVERED, "label[for=rb-import]")
    expected = json.loads(cli_line(runner, BROKEN_FILE, tmp_path, "broken.json"))["error"]
    page.set_input_files("#rb-import", str(picked_file(tmp_path, "broken.json", BROKEN_FILE)))
    assert f"Import failed: {expected}" in import_error(page)
    assert page.evaluate(STILL) > scrolled, "the page did not scroll to the error"
    assert page.evaluate(UNCOVERED, f"{IMPORT_NOTE} .rb-error-box"), "not scrolled into sight"
    assert page.evaluate(UNCOVERED, "label[for=rb-import]")
    assert page.locator("[role=alert]", has_text=expected).count() == 1
    assert page.eval_on_selector(REPORT, "r => r.textContent") == before
    page.screenshot(path=str(tmp_path / f"import-error-{size}-scrolled.png"))
    assert not page.errors
    context.close()
    assert not context.guard.outside


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_list_with_problems_reads_in_either_colour_scheme(browser: Any, site_url: str,
                                                            scheme: str) -> None:
    """axe-core finds no serious problem in the builder drawing a list with problems, a unit
    open and the tools shown, in light and in dark mode (in dark mode its reds, its status
    and the text on its blue buttons were once too faint)."""
    from tests.docs.test_site_at_the_table import axe_problems
    from tests.docs.test_site_at_the_table import new_context as sized_context

    context = sized_context(browser, site_url, PHONE, color_scheme=scheme)
    page = open_page(context, site_url, "#list=" + fragment(text_of(EVERY_RULE[5])))
    act(page, lambda: page.click('[data-key="head-0"]'))
    page.click("summary:has-text('Share, save, export')")
    assert page.locator(".rb-badge").count() and "Illegal" in page.inner_text(".rb-bar")
    assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches") == (
        scheme == "dark")
    assert not axe_problems(page)
    assert not page.errors
    context.close()
    assert not context.guard.outside


def test_saved_lists_and_roster(context: Any, site_url: str) -> None:
    page = open_page(context, site_url, "#list=" + fragment(
        (EXAMPLES / "copper-host.json").read_bytes()))
    page.click("summary:has-text('Share, save, export')")
    page.fill("#rb-save-name", "Mine")
    page.click("button:has-text('Save')")
    act(page, lambda: page.click("button:has-text('Start a new list')"))
    assert json.loads(page.eval_on_selector(REPORT, "r => r.textContent"))["units"] == []
    page.select_option("#rb-saved", "Mine")
    report = json.loads(act(page, lambda: page.click("button:has-text('Open')")))
    assert report["name"] == "The Copper Host (JSON)"
    page.click("button:has-text('Printable roster')")
    frame = page.frame_locator(".rb-roster iframe")
    assert "Iron Guard" in frame.locator("table").inner_text()


# --------------------------------------------------------------------------- hostile input


HOSTILE = {
    "not-base64": "@@@!!",
    "one-char": "A",
    "nul-bytes": fragment(b"\x00\x00"),
    "not-utf8": fragment(b"\xff\xfe\xfd"),
    "not-json": fragment(b"{nope"),
    "a-list": fragment(b"[1, 2, 3]"),
    "wrong-types": fragment(b'{"game": "hobgoblin", "name": ["x"], "points_limit": {},'
                            b' "units": "all"}'),
    "huge-numbers": fragment(b'{"game": "hobgoblin", "name": "x", "points_limit": '
                             + b"9" * 4000 + b', "units": []}'),
    "control-characters": fragment(json.dumps({
        "game": "hobgoblin", "name": "a\u0000b\u001b[2J\u202e", "points_limit": 500,
        "units": [{"name": "\u0007\u0008", "type": "Monster"}]}).encode()),
    "markup": fragment(json.dumps({
        "game": "hobgoblin", "name": "<img src=x onerror=alert(1)>", "points_limit": 500,
        "artefact": "<script>alert(2)</script>",
        "units": [{"name": "<b onmouseover=alert(3)>x</b>", "type": "<i>Monster</i>",
                   "keywords": ["<svg onload=alert(4)>"], "allegiance": "</pre><script>"}]
    }).encode()),
}
if STRICT_NUMBERS:
    HOSTILE["float-limit"] = fragment(b'{"game": "hobgoblin", "name": "x", '
                                      b'"points_limit": 1e999, "units": []}')


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_links(shared: Any, runner: CliRunner, tmp_path: Path, name: str) -> None:
    from rulesref.core.docedit import from_link
    from rulesref.errors import RulesDataError

    link = HOSTILE[name]
    report = shared.evaluate("(f) => window.rulesrefBuilder.open(f)", link)
    intact(shared)
    try:
        raw = from_link(link, "list.json")
    except RulesDataError:
        raw = None  # not a file at all: no command line to compare with
    if raw is not None:
        assert report == page_form(cli_line(runner, raw, tmp_path))
    found = json.loads(report)
    if "error" in found:
        assert found["error"] in shared.inner_text(".rb-main")
    if name == "markup":
        assert "<img src=x onerror=alert(1)>" in shared.input_value("#rb-name")
        assert "<b onmouseover=alert(3)>x</b>" in shared.inner_text(".rb-units")


def test_a_hostile_link_on_arrival(context: Any, site_url: str) -> None:
    page = open_page(context, site_url, "#list=" + HOSTILE["markup"])
    intact(page)
    page = open_page(context, site_url, "#list=" + HOSTILE["not-base64"])
    intact(page)
    assert "share link is damaged" in page.inner_text(".rb-main")


def test_thousands_of_units(shared: Any, runner: CliRunner, tmp_path: Path) -> None:
    units = [{"name": f"<u>{i}</u>", "type": "Light Infantry", "keywords": ["Elite"]}
             for i in range(3000)]
    raw = text_of({"game": "hobgoblin", "name": "Horde", "points_limit": 1000,
                   "units": units}).encode()
    assert open_list(shared, raw) == page_form(cli_line(runner, raw, tmp_path))
    intact(shared)
    assert "Showing the first 300 of 3000 units" in shared.inner_text(".rb-units")


# --------------------------------------------------------------------------- differential


def test_every_rule_in_the_page(shared: Any, runner: CliRunner, tmp_path: Path) -> None:
    seen: set[str] = set()
    for data in EVERY_RULE:
        raw = text_of(data).encode()
        report = open_list(shared, raw)
        assert report == page_form(cli_line(runner, raw, tmp_path))
        found = json.loads(report)
        seen |= {p["code"] for p in found["violations"] + found["warnings"]}
    from rulesref.games import hobgoblin

    codes = {r.code for r in hobgoblin.load().army_rules} - {"HG019"}  # --solo-opponent only
    assert codes <= seen


@settings(max_examples=200, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(army_documents(junk=2))
def test_generated_lists_match_the_cli(shared: Any, runner: CliRunner, tmp_path: Path,
                                       data: Any) -> None:
    raw = json.dumps(data, ensure_ascii=False, indent=2).encode()
    assert open_list(shared, raw) == page_form(cli_line(runner, raw, tmp_path))


# --------------------------------------------------------------------------- starting


def test_every_visit_restores_the_snapshot(context: Any, site_url: str, runner: CliRunner,
                                           tmp_path: Path) -> None:
    raw = text_of(EVERY_RULE[5]).encode()
    expected = page_form(cli_line(runner, raw, tmp_path))
    for visit in range(2):  # the second with the files in the browser's cache
        page = open_page(context, site_url, "#list=" + fragment(raw))
        assert started(page) == "snapshot", visit
        assert page.eval_on_selector(REPORT, "r => r.textContent") == expected
        assert json.loads(open_list(page, raw))["violations"]  # and it keeps working
        assert not page.errors
        if not visit:  # the first visit keeps the memory uncompressed for the next
            page.wait_for_function(KEPT_MEMORY, timeout=60_000)
        page.close()


#: Whether the worker has kept a snapshot's memory, uncompressed, in Cache Storage.
KEPT_MEMORY = """async () => {
  const kept = await (await caches.open("rulesref-builder-snapshot")).keys();
  return kept.some((r) => r.url.endsWith(".bin?memory"));
}"""


def _other_pyodide(file: bytes) -> bytes:
    """The snapshot file with another build id in Pyodide's header (bytes 16 to 48)."""
    first, _, packed = file.partition(b"\n")
    memory = bytearray(gzip.decompress(packed))
    memory[16:48] = bytes(32)
    return first + b"\n" + gzip.compress(bytes(memory), 1)


BROKEN: dict[str, Callable[[bytes], bytes | None]] = {
    "missing": lambda file: None,
    "damaged": lambda file: file[: len(file) // 2],
    "stale": lambda file: file.replace(b" 1 ", b" 1 0123456789abcdef", 1),
    "not-gzip": lambda file: file.partition(b"\n")[0] + b"\n" + bytes(4096),
    "other-pyodide": _other_pyodide,
}


@pytest.mark.parametrize("broken", sorted(BROKEN))
def test_a_snapshot_that_does_not_fit_falls_back(browser: Any, site_url: str,
                                                 built_site: Path, runner: CliRunner,
                                                 tmp_path: Path, broken: str) -> None:
    manifest = json.loads((built_site / "_static/builder/hobgoblin.json").read_text())
    name = manifest["files"]["snapshot"]
    body = BROKEN[broken]((built_site / "_static/builder" / name).read_bytes())

    def serve(route: Any) -> None:
        if body is None:
            route.fulfill(status=404, body="")
        else:
            route.fulfill(status=200, body=body, content_type="application/octet-stream")

    context = new_context(browser, site_url)
    page = context.new_page()
    page.set_default_timeout(30_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.route(f"**/{name}", serve)
    raw = text_of(EVERY_RULE[5]).encode()
    page.goto(f"{site_url}/{PAGE}#list={fragment(raw)}")
    page.wait_for_function(READY, arg=0, timeout=START)
    assert started(page) == "python"
    assert page.eval_on_selector(REPORT, "r => r.textContent") == page_form(
        cli_line(runner, raw, tmp_path))
    assert not errors
    assert not page.locator(".rb-error-box").count()
    context.close()
    assert not context.guard.outside


# --------------------------------------------------------------------------- offline


def test_offline_after_one_visit(browser: Any, site_url: str, built_site: Path,
                                 runner: CliRunner, tmp_path: Path) -> None:
    if not (built_site / "sw.js").exists():
        pytest.skip("the site has no service worker yet (it comes with the site front end)")
    context = new_context(browser, site_url, service_workers="allow")
    page = open_page(context, site_url)
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller",
                           timeout=120_000)
    page.evaluate("navigator.serviceWorker.ready")
    # opening the builder keeps its engine; the page says when it is kept
    page.locator('.rb-offline[data-offline="kept"]').wait_for(timeout=120_000)
    context.set_offline(True)
    data = text_of(EVERY_RULE[0])
    # a second visit, offline, in a page of its own: going to the same address with another
    # fragment would only change the list on the page already open, and its first report
    # would pass for the new one
    page = open_page(context, site_url, f"#list={fragment(data)}")
    report = page.eval_on_selector(REPORT, "r => r.textContent")
    assert json.loads(report)["valid"] is False
    assert report == page_form(cli_line(runner, data.encode(), tmp_path))
    assert started(page) == "snapshot"  # the service worker keeps the snapshot too
    assert not page.errors
    context.close()
