"""RL402 for a word with a letter struck three times (a key held down): too far from any
English word for the spelling list's own suggestions, it is judged with each run made one
letter."""

from __future__ import annotations

from rulesref.lint.reading import manuscript_text
from rulesref.lint.runner import lint
from tests.lint.vocab import VOCABULARY


def _misspelt(text: str) -> list[tuple[str, str]]:
    found = lint([manuscript_text(text, "notes.txt")], VOCABULARY, min_confidence=0.0)
    return [(f.words, f.message) for f in found if f.code == "RL402"]


def test_a_letter_struck_three_times_is_a_misspelling_with_its_word() -> None:
    assert _misspelt("The designer wanted someteeehing quick to play.\n") == [
        ("someteeehing", "'someteeehing' is not an English word; perhaps 'something'")]


def test_the_word_typed_right_and_a_doubled_letter_are_fine() -> None:
    assert _misspelt("The designer wanted something quick to play, and a good book.\n") == []
