"""The card game's lint vocabulary, and invented texts linted against the real model."""

from __future__ import annotations

from pathlib import Path

from rulesref.games.hogs_of_war.lint import vocabulary
from rulesref.lint.reading import read_manuscript
from rulesref.lint.runner import lint


def _lint(tmp_path: Path, text: str) -> list[tuple[str, int, str]]:
    page = tmp_path / "faq.txt"
    page.write_text(text, encoding="utf-8")
    return [(f.code, f.line, f.words) for f in lint([read_manuscript(page)], vocabulary())]


def test_token_damage_is_what_the_book_prints() -> None:
    # the Burn token section: 10 damage each new round; the Dynamite token section: 40
    damage = {f.entity: f.value for f in vocabulary().facts}
    assert damage["Burn token"] == 10
    assert damage["Dynamite token"] == 40


def test_planted_faults_against_the_card_game(tmp_path: Path) -> None:
    found = _lint(tmp_path, "Every Burn token deals 20 damage when a round begins.\n"
                            "The hand limits are printed earlier (p. 3).\n")
    assert found == [("RL301", 1, "Burn token ... 20 damage"), ("RL202", 2, "p. 3")]


def test_a_clean_text_against_the_card_game(tmp_path: Path) -> None:
    assert _lint(tmp_path, "Each Burn token deals 10 damage at the start of a round.\n") == []


def test_the_real_book_reads_as_one_column_with_no_seam() -> None:
    """The book prints one column, each paragraph on one long line: it has no seam where
    two columns meet, so no check leaves words out near one (issue 27)."""
    from rulesref.lint.known import analyse
    from tests.rulebooks import book

    manuscript = read_manuscript(book("hogs-of-war-card-game.txt"), "hogs-of-war-card-game.txt")
    assert analyse(manuscript).column_width is None
