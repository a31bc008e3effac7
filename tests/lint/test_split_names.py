"""RL106 for a name the model holds whose two words the text prints once as one word, where
the text never prints the two-word form itself (a heading whose letters extraction split)."""

from __future__ import annotations

import dataclasses

from rulesref.lint.model import LintFinding, Term
from rulesref.lint.reading import manuscript_text
from rulesref.lint.runner import lint
from tests.lint.vocab import VOCABULARY, cite

BOOK = """T H E EM BER LA NTERN
The Emberlantern lights every unit within 6 inches of its bearer.
"""
HELD = dataclasses.replace(VOCABULARY, terms=(
    *VOCABULARY.terms, Term(name="The Ember Lantern", kind="artefact", cite=cite(7, "Relics"))))


def _split(text: str = BOOK) -> list[LintFinding]:
    found = lint([manuscript_text(text, "book.txt")], HELD, min_confidence=0.0)
    return [f for f in found if f.code == "RL106"]


def test_the_one_word_printing_of_a_held_two_word_name_is_found_and_cited() -> None:
    (finding,) = _split()
    assert (finding.line, finding.words) == (2, "Ember Lantern / Emberlantern")
    assert finding.message == ("'Ember Lantern' (in the name 'The Ember Lantern') is also "
                               "printed as one word, 'Emberlantern'")
    assert finding.citation == "Marsh Wars (invented), p. 7, Relics"


def test_the_book_printing_the_name_as_held_has_no_finding() -> None:
    assert _split(BOOK.replace("Emberlantern", "Ember Lantern")) == []


def test_a_one_word_form_the_model_holds_too_is_not_judged_here() -> None:
    both = dataclasses.replace(HELD, terms=(
        *HELD.terms, Term(name="Emberlantern", kind="token", cite=cite(8, "Relics"))))
    found = lint([manuscript_text(BOOK, "book.txt")], both, min_confidence=0.0)
    assert [f for f in found if f.code == "RL106"] == []


def test_a_name_printed_apart_with_a_verbs_ending_is_found() -> None:
    """Mutation: ``Firepot`` as one word, then ``Fire Potting`` apart (the name made a verb
    and split); the book that keeps it one word is silent."""
    book = ("Relics\nHow does throwing the Firepot work?\n"
            "The Fire Potting Frog hurls it 6 inches.\n")
    found = lint([manuscript_text(book, "book.txt")], VOCABULARY, min_confidence=0.0)
    assert [(f.line, f.words) for f in found if f.code == "RL106"] == [
        (3, "Fire Potting / Firepot")]
    fixed = lint([manuscript_text(book.replace("Fire Potting", "Firepotting"), "book.txt")],
                 VOCABULARY, min_confidence=0.0)
    assert [f for f in fixed if f.code == "RL106"] == []
