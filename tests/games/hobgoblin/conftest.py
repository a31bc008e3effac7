"""Fixtures of the Hobgoblin tests: the loaded ruleset."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def rules():  # type: ignore[no-untyped-def]
    from rulesref.games import hobgoblin

    return hobgoblin.load()
