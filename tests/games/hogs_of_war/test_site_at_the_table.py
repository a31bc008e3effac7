"""The Hogs of War pages at the table: search filtered to the game."""

from __future__ import annotations

from typing import Any

import pytest

from tests.docs import test_site_at_the_table as at_the_table
from tests.docs.test_site_at_the_table import search

pytestmark = pytest.mark.slow

page = at_the_table.page
"""A fresh page at each size (the fixture of :mod:`tests.docs.test_site_at_the_table`)."""




def test_search_filters_by_game(page: Any, site_url: str) -> None:
    search(page, site_url, "card")
    page.select_option("#rules-search-game", label="Hogs of War: The Card Game")
    # the results are drawn again on the change, which also puts the game in the address
    page.wait_for_function("new URLSearchParams(location.search).has('game')")
    tags = page.eval_on_selector_all("#rules-search-results .rules-search-tags",
                                     "els => els.map(e => e.textContent)")
    assert tags and all("Hogs of War" in t for t in tags)
