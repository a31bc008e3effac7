"""The Livestock Uprising army builder page in Debian's headless Chromium at a 390 px phone:
an army built by taps, a violation at its General, hostile links, and generated lists whose
reports must be what ``rulesref livestock army list.json --json`` prints, byte for byte."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings

from rulesref.core.docedit import canonical
from tests.docs.builder_support import START, act, intact, new_context
from tests.documents import fragment
from tests.games.livestock_uprising.builder_cases import armies, cli_output

pytestmark = pytest.mark.slow

PAGE = "games/livestock_uprising/builder.html"
READY = ("(seq) => { const r = document.querySelector('[data-rulesref-report]');"
         " return r && r.dataset.rulesrefState === 'ready'"
         " && Number(r.dataset.rulesrefSeq || 0) > seq; }")


def open_page(context: Any, site_url: str, hash_: str = "") -> Any:
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{site_url}/{PAGE}{hash_}")
    page.wait_for_function(READY, arg=0, timeout=START)
    return page


@pytest.fixture(scope="module")
def shared(browser: Any, site_url: str) -> Iterator[Any]:
    context = new_context(browser, site_url)
    page = open_page(context, site_url)
    yield page
    context.close()
    assert not context.guard.outside, f"requests outside the site: {context.guard.outside}"


def test_an_army_by_taps(browser: Any, site_url: str) -> None:
    context = new_context(browser, site_url)
    page = open_page(context, site_url)
    act(page, lambda: page.select_option("#rb-lu-faction", "Chickens"))
    for _ in range(2):
        page.select_option("#rb-lu-add-0", "Sacrificial Sheep")
        act(page, lambda: page.click('[data-key="lu-add-button-0"]'))
    assert page.evaluate("window.rulesrefBuilder.state.startup.started") == "snapshot"
    report = json.loads(page.eval_on_selector("[data-rulesref-report]", "r => r.textContent"))
    # two Sacrificial Sheep at 2 Grass each (Troop Recruitment card)
    assert report["legal"] is True and report["groups"][0]["cost"] == {"Grass": 4}
    assert "Cost: 4 Grass" in page.inner_text(".rb-bar") and "Legal" in page.inner_text(".rb-bar")
    context.close()
    assert not context.guard.outside


def test_a_violation_at_its_general(shared: Any) -> None:
    data = {"generals": [{"name": "Clucky", "units": ["Sheep"]},
                         {"name": "Big Boss", "units": ["6x Sheep"]}]}
    shared.evaluate("(f) => window.rulesrefBuilder.open(f)", fragment(canonical(data)))
    assert "LU001" in shared.inner_text('.rb-unit[data-unit="1"]')
    assert "LU001" not in shared.inner_text('.rb-unit[data-unit="0"]')
    intact(shared)


@pytest.mark.parametrize("raw", [b"{", b"[]", b'{"generals": [{"units": ["<img src=x>"]}]}',
                                 b'{"generals": "x"}'])
def test_hostile_lists(shared: Any, runner: CliRunner, tmp_path: Path, raw: bytes) -> None:
    report = shared.evaluate("(f) => window.rulesrefBuilder.open(f)", fragment(raw))
    assert report == cli_output(runner, raw, tmp_path)
    intact(shared)


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(armies())
def test_generated_armies_match_the_cli(shared: Any, runner: CliRunner, tmp_path: Path,
                                        data: Any) -> None:
    raw = canonical(data).encode()
    report = shared.evaluate("(f) => window.rulesrefBuilder.open(f)", fragment(raw))
    assert report == cli_output(runner, raw, tmp_path)
