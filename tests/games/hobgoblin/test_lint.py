"""Hobgoblin's lint vocabulary, and invented chapters linted against the real model."""

from __future__ import annotations

from pathlib import Path

from rulesref.games.hobgoblin.lint import LINT, vocabulary
from rulesref.lint.model import LintFinding
from rulesref.lint.reading import read_manuscript
from rulesref.lint.runner import lint


def _lint(tmp_path: Path, text: str) -> list[tuple[str, int, str]]:
    page = tmp_path / "chapter.txt"
    page.write_text(text, encoding="utf-8")
    found: list[LintFinding] = lint([read_manuscript(page)], vocabulary())
    return [(f.code, f.line, f.words) for f in found]


def test_the_spell_classes_cost_what_the_book_prints() -> None:
    # p. 33: Cantrips 2, Makings 4, Cataclysms 6 Mercury Tokens (worked out from the book)
    costs = {f.entity: f.value for f in vocabulary().facts if f.quantity == "Mercury cost"}
    assert costs == {"Cantrip": 2, "Making": 4, "Cataclysm": 6}


def test_the_vocabulary_holds_the_defined_names() -> None:
    v = vocabulary()
    kinds = {(t.name, t.kind) for t in v.terms}
    assert {("Light Infantry", "unit type"), ("Brutal", "keyword"), ("Doom Phase", "step"),
            ("Cantrip", "spell class")} <= kinds
    numeric = {t.name: t.numeric for t in v.terms if t.kind == "keyword"}
    assert numeric["Hero"] is True and numeric["Brutal"] is False
    assert v.pages == (1, 70)
    assert LINT.book == "hobgoblin.txt"


def test_planted_faults_against_the_hobgoblin_model(tmp_path: Path) -> None:
    found = _lint(tmp_path, "\n".join([
        "A warband of Light Infantry may buy Hero [+1] and Brutal before the battle.",
        "Its champion, though, takes Brutal [2] as well.",
        "A Cataclysm needs 5 Mercury to cast.",
        "Casting the Making (3) is cheaper.",
        "The Mstr. Infantry column of the chart is the Monstrous Infantry type.",
        "The rules for sorcery are elsewhere (see Necromancy).",
        "More tables follow at the end (p. 75).",
    ]) + "\n")
    assert found == [("RL104", 2, "Brutal [2]"), ("RL301", 3, "Cataclysm ... 5 Mercury"),
                     ("RL301", 4, "Making (3)"),
                     ("RL105", 5, "Monstrous Infantry / Mstr. Infantry"),
                     ("RL201", 6, "see Necromancy"),
                     ("RL202", 7, "p. 75")]


def test_a_clean_chapter_against_the_hobgoblin_model(tmp_path: Path) -> None:
    assert _lint(tmp_path, "Light Infantry may gain Hero [+1]; see Cursed Artefacts and the "
                           "Doom Phase.\nA Cantrip (2) costs 2 Mercury.\n") == []
