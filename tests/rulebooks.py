"""The real rulebooks' texts for the tests that need them.

They are not part of the project: the folder comes from ``RULESREF_RULEBOOKS`` (as the
library reads it, :mod:`rulesref.lint.books`), and for a developer's checkout, where that is
not set, from ``../shared/rulebooks`` beside the repository. A test that needs a book skips
when it is missing, except in CI (``CI`` set), where a missing book fails the test: CI must
not pass by skipping the checks on the real books.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulesref.lint.books import BOOKS_VARIABLE, books_folder

ROOT = Path(__file__).resolve().parent.parent
BOOKS: Path = books_folder() or ROOT.parent / "shared" / "rulebooks"
"""The books' folder: configured, else the developers' default beside the checkout."""


def book(name: str) -> Path:
    """The real book ``name`` (a ruleset's ``book``); skips the test when it is missing, and
    fails it in CI."""
    path = BOOKS / name
    if not path.is_file():
        why = (f"the real rulebook {name} is not at {BOOKS} (set {BOOKS_VARIABLE} to the "
               "folder of the books' texts)")
        if os.environ.get("CI"):
            pytest.fail(f"{why}; CI runs every check on the real books")
        pytest.skip(why)
    return path


@pytest.fixture
def books() -> Path:
    """The books' folder, every book the lint knows present (else skip, or fail in CI)."""
    from rulesref.lint.rulesets import rulesets

    for ruleset in rulesets().values():
        if ruleset.book is not None:
            book(ruleset.book)
    return BOOKS


needs_books = pytest.mark.usefixtures("books")
"""Marks a test that reads the real books."""
