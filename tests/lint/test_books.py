"""Where the real books come from: configuration only, never a guess beside the package;
and the tests that need them fail in CI when they are missing."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.lint.books import book_path, books_folder
from tests import rulebooks


def test_the_folder_comes_from_the_variable_or_the_caller(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RULESREF_RULEBOOKS", raising=False)
    assert books_folder() is None
    assert books_folder(tmp_path) == tmp_path
    monkeypatch.setenv("RULESREF_RULEBOOKS", str(tmp_path))
    assert books_folder() == tmp_path
    assert book_path("book.txt") is None  # configured, but the book is not there
    (tmp_path / "book.txt").write_text("A BOOK\n", encoding="utf-8")
    assert book_path("book.txt") == tmp_path / "book.txt"
    assert book_path(None) is None


def test_the_library_names_no_folder_outside_the_package() -> None:
    import rulesref

    package = Path(rulesref.__file__).parent
    for path in package.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert '"shared" / "rulebooks"' not in text and 'shared/rulebooks"' not in text, path


def test_a_missing_book_skips_a_developer_and_fails_ci(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rulebooks, "BOOKS", tmp_path)
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception):
        rulebooks.book("book.txt")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI runs every check on the real books"):
        rulebooks.book("book.txt")
    (tmp_path / "book.txt").write_text("A BOOK\n", encoding="utf-8")
    assert rulebooks.book("book.txt") == tmp_path / "book.txt"
