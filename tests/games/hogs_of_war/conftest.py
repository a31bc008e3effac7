"""Fixtures for the Hogs of War tests: the shipped ruleset, loaded once."""

from __future__ import annotations

import pytest

from rulesref.games.hogs_of_war.model import HogsOfWar


@pytest.fixture(scope="session")
def hogs() -> HogsOfWar:
    from rulesref.games import hogs_of_war

    return hogs_of_war.load()
