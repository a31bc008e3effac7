"""Livestock Uprising's lint vocabulary, and invented texts linted against the real model."""

from __future__ import annotations

from pathlib import Path

from rulesref.games.livestock_uprising.lint import vocabulary
from rulesref.lint.reading import read_manuscript
from rulesref.lint.runner import lint


def _lint(tmp_path: Path, text: str) -> list[tuple[str, int, str]]:
    page = tmp_path / "rules.txt"
    page.write_text(text, encoding="utf-8")
    return [(f.code, f.line, f.words) for f in lint([read_manuscript(page)], vocabulary())]


def test_troop_costs_are_what_the_book_prints() -> None:
    # the Troop Recruitment Card: a Sacrificial Sheep costs 2 Grass
    costs = {(f.entity, f.quantity): f.value for f in vocabulary().facts}
    assert costs[("Sacrificial Sheep", "cost in Grass")] == 2


def test_planted_faults_against_livestock_uprising(tmp_path: Path) -> None:
    found = _lint(tmp_path, "During the Marshaling Phase you buy units.\n"
                            "A Sacrificial Sheep costs 3 Grass there.\n"
                            "Later the Marshalling Phase ends the turn.\n")
    assert found == [("RL301", 2, "Sacrificial Sheep ... 3 Grass"),
                     ("RL105", 3, "Marshaling Phase / Marshalling Phase")]


def test_a_clean_text_against_livestock_uprising(tmp_path: Path) -> None:
    assert _lint(tmp_path, "In the Marshaling Phase a Sacrificial Sheep costs 2 Grass.\n") == []


def test_the_real_book_reads_as_one_column_with_no_seam() -> None:
    """The book prints one column, each paragraph on one long line: it has no seam where
    two columns meet, so no check leaves words out near one (issue 27)."""
    from rulesref.lint.known import analyse
    from tests.rulebooks import book

    manuscript = read_manuscript(book("livestock-uprising.txt"), "livestock-uprising.txt")
    assert analyse(manuscript).column_width is None
