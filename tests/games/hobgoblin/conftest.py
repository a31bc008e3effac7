"""Fixtures of the Hobgoblin tests: the loaded ruleset."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def rules():  # type: ignore[no-untyped-def]
    from rulesref.games import hobgoblin

    return hobgoblin.load()


@pytest.fixture(scope="session")
def hobgoblin_rules():  # type: ignore[no-untyped-def]
    """The shipped model, by the name the builder tests use."""
    from rulesref.games import hobgoblin

    return hobgoblin.load()
