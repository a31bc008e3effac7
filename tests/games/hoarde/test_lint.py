"""HOARDE's lint vocabulary, and invented texts linted against the real model."""

from __future__ import annotations

from pathlib import Path

from rulesref.games.hoarde.lint import vocabulary
from rulesref.lint.reading import read_manuscript
from rulesref.lint.runner import lint


def _lint(tmp_path: Path, text: str) -> list[tuple[str, int, str]]:
    page = tmp_path / "rules.txt"
    page.write_text(text, encoding="utf-8")
    return [(f.code, f.line, f.words) for f in lint([read_manuscript(page)], vocabulary())]


def test_the_vocabulary_holds_attributes_and_decks() -> None:
    names = {t.name for t in vocabulary().terms}
    assert {"COLOUR", "CURSED", "enchanted DECK"} <= names


def test_planted_faults_against_hoarde(tmp_path: Path) -> None:
    found = _lint(tmp_path, "Shuffle the enchnted deck before you deal.\n"
                            "How to set up is explained above, see Dealing Rules.\n")
    assert sorted(found) == [("RL201", 2, "see Dealing Rules"), ("RL401", 1, "enchnted")]


def test_a_clean_text_against_hoarde(tmp_path: Path) -> None:
    assert _lint(tmp_path, "Shuffle the enchanted deck; see Set Up for the piles.\n") == []


def test_the_real_book_reads_as_one_column_with_no_seam() -> None:
    """The book prints one column, each paragraph on one long line: it has no seam where
    two columns meet, so no check leaves words out near one (issue 27)."""
    from rulesref.lint.known import analyse
    from tests.rulebooks import book

    manuscript = read_manuscript(book("hoarde.txt"), "hoarde.txt")
    assert analyse(manuscript).column_width is None
