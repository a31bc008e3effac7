"""The HOARDE pages at the table: axe."""

from __future__ import annotations

from typing import Any

import pytest

from tests.docs import test_site_at_the_table as at_the_table
from tests.docs.test_site_at_the_table import assert_axe_passes

pytestmark = pytest.mark.slow

page = at_the_table.page
"""A fresh page at each size (the fixture of :mod:`tests.docs.test_site_at_the_table`)."""


AXE_SAMPLE = ("games/hoarde/odds.html", "games/hoarde/turn.html")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_critical_or_serious(page: Any, site_url: str, scheme: str) -> None:
    assert_axe_passes(page, site_url, scheme, AXE_SAMPLE)
