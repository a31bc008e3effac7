"""The phrase checks on a small invented book: a name misspelt once among its correct
printings (RL405), and a name printed once where the same rule calls the thing otherwise
(RL107), are found at their lines; a name the model holds, or whose odd word another name
shares, is not."""

from __future__ import annotations

import dataclasses

from rulesref.lint.model import LintFinding, Term, Vocabulary
from rulesref.lint.reading import read_manuscript
from rulesref.lint.runner import GAP_CODES, lint
from tests.lint.vocab import MANUSCRIPTS, VOCABULARY, cite

PHRASE_CODES = {"RL405", "RL107"}


def _lint(vocabulary: Vocabulary = VOCABULARY, text: str | None = None) -> list[LintFinding]:
    manuscript = read_manuscript(MANUSCRIPTS / "phrases.txt", "phrases.txt")
    if text is not None:
        from rulesref.lint.reading import manuscript_text

        manuscript = manuscript_text(text, "phrases.txt")
    return lint([manuscript], vocabulary, min_confidence=0.0)


def test_the_planted_misspelt_and_stray_names_are_found_and_nothing_else() -> None:
    found = [(f.code, f.line, f.words) for f in _lint() if f.code in PHRASE_CODES]
    assert found == [("RL405", 5, "Bog Lantarn"), ("RL107", 10, "Fate Die")]


def test_the_messages_name_the_books_own_form() -> None:
    by_code = {f.code: f for f in _lint() if f.code in PHRASE_CODES}
    assert by_code["RL405"].message == (
        "'Bog Lantarn' looks like a misspelling of 'Bog Lantern' (printed 3 times); "
        "'Lantarn' is printed nowhere else")
    assert "calls it 'Ember Die' (2 times)" in by_code["RL107"].message


def test_a_stray_name_is_the_books_fault_not_a_gap_in_the_model() -> None:
    gaps = {f.words for f in _lint() if f.code in GAP_CODES}
    assert "Fate Die" not in gaps and "Ember Die" in gaps


def test_the_clean_text_has_no_phrase_finding() -> None:
    clean = (MANUSCRIPTS / "phrases.txt").read_text(encoding="utf-8")
    clean = clean.replace("Bog Lantarn", "Bog Lantern").replace("Fate Die", "Ember Die")
    assert [f for f in _lint(text=clean) if f.code in PHRASE_CODES] == []


def test_a_name_the_model_holds_is_never_called_a_misspelling() -> None:
    held = dataclasses.replace(VOCABULARY, terms=(
        *VOCABULARY.terms, Term(name="Bog Lantarn", kind="token", cite=cite(5, "Bog")),
        Term(name="Fate Die", kind="token", cite=cite(5, "Bog"))))
    assert [f for f in _lint(held) if f.code in PHRASE_CODES] == []
