"""Shared fixtures: a CLI runner, an isolated cache, the website, hypothesis profiles."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, settings

from tests.rulebooks import books
from tests.site import browser, built_site, site_url

# the website fixtures and the real books, for every test folder
__all__ = ["books", "browser", "built_site", "site_url"]

settings.register_profile(
    "ci", derandomize=True, deadline=None, max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", deadline=None, max_examples=40)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

ROOT = Path(__file__).parent.parent


@pytest.fixture(autouse=True, scope="session")
def _isolated_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    os.environ["RULESREF_CACHE_DIR"] = str(tmp_path_factory.mktemp("cache"))
    # tests change models in memory and patch solvers, which no key of stored check results
    # can see: every check runs (tests/verify/test_results.py turns the store back on)
    os.environ["RULESREF_NO_RESULT_CACHE"] = "1"


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture(scope="session")
def mcp_client() -> Iterator[Any]:
    """One ``rulesref mcp`` server and SDK client for the whole run (skipped without the
    SDK): the tests of tests/mcp and each game's MCP tests share it."""
    pytest.importorskip("mcp")
    from tests.mcp.conftest import connect

    with connect() as connected:
        yield connected
