"""The spelling checks for slips a word list misses, on small invented books: a capitalised
misspelling of an English word (RL407) and a stutter that is no exact double (RL411) are
found and named; the corrected books are silent, and so are names: a name the model holds,
a word printed as a label or in a list of names, and a word capitalised mid-sentence."""

from __future__ import annotations

import dataclasses

from rulesref.lint.model import Section, Term
from tests.lint.vocab import VOCABULARY, cite
from tests.lint.vocab import findings as _found

CHANT = """Spells
Entoning a low dirge, the priest walks to the altar and lights the lamp.
"""
HEADING = """Contents
  • Transfering Frogs

Transfering Frogs
A frog may move to a lily pad next to its own.
"""
STUTTER = """Set Up
Place the totem 8" away from another other marker in the bog.
"""



def test_a_capitalised_misspelling_opening_a_sentence_is_found() -> None:
    (finding,) = _found(CHANT, "RL407")
    assert (finding.line, finding.words) == (2, "Entoning")
    assert finding.message == ("'Entoning' opens a sentence or heading and is not an English "
                               "word or a name the book uses; perhaps 'Intoning'")
    assert _found(CHANT.replace("Entoning", "Intoning"), "RL407") == []


def test_a_heading_misspelling_is_found_though_the_model_indexes_the_heading() -> None:
    headed = dataclasses.replace(VOCABULARY, sections=(
        *VOCABULARY.sections, Section(name="Transfering Frogs"),))
    (finding,) = _found(HEADING, "RL407", headed)
    assert (finding.line, finding.words, finding.occurrences) == (2, "Transfering", 2)
    assert finding.message.endswith("perhaps 'Transferring'")
    assert _found(HEADING.replace("Transfering", "Transferring"), "RL407", headed) == []


def test_a_name_the_model_holds_is_never_a_misspelling() -> None:
    held = dataclasses.replace(VOCABULARY, terms=(
        *VOCABULARY.terms, Term(name="Entoning Chant", kind="spell", cite=cite(21, "Magic"))))
    assert _found(CHANT, "RL407", held) == []


def test_names_in_the_places_names_stand_are_left_alone() -> None:
    label = "Spells\nMolash. Dragon.\nFalse Names: Ianna, The Mother.\n"
    mid = "Spells\nThe priest of Entoning lights the lamp at dusk.\n"
    assert _found(label, "RL407") == []
    assert _found(mid, "RL407") == []


def test_a_names_possessive_and_a_hyphenated_english_word_are_no_misspellings() -> None:
    # the name is printed on its own too; the compound is an English word with a hyphen
    names = "Scores\nAt the end, Tobin counts his frogs.\nTobin's score: 4 frogs and 2 toads.\n"
    compound = "Tactics\nPre-game plans are made before the game, when each player hides a frog.\n"
    assert _found(names, "RL407") == [] and _found(compound, "RL407") == []
    # a possessive printed once, its name nowhere else, is still judged
    assert [f.words for f in _found(names.replace("Tobin counts", "he counts"), "RL407")] \
        == ["Tobin's"]


def test_a_word_followed_by_its_own_ending_is_found() -> None:
    (finding,) = _found(STUTTER, "RL411")
    assert (finding.line, finding.words) == (2, "another other")
    assert finding.message == "'another other': 'other' repeats the end of 'another'"
    assert _found(STUTTER.replace("another other", "another"), "RL411") == []


def test_the_stutter_is_found_across_a_line_break() -> None:
    broken = STUTTER.replace("another other", "another\nother")
    assert [(f.line, f.words) for f in _found(broken, "RL411")] == [(3, "another other")]


def test_two_determiners_in_a_row_are_a_stutter_and_a_short_ending_is_not() -> None:
    assert [f.words for f in _found("Set Up\nPlace the a totem by the pond.\n", "RL411")] \
        == ["the a"]
    assert _found("Set Up\nTake a hand and a brand and go.\n", "RL411") == []


def test_the_english_word_lists_membership_is_pyspellcheckers() -> None:
    """The word list answers ``in`` straight from its words (for speed); it must answer as
    pyspellchecker's own test does: case aside, text or bytes."""
    from spellchecker import SpellChecker

    from rulesref.lint.spelling import english

    library = SpellChecker(language="en", distance=1)
    words: list[str | bytes] = ["the", "The", "THE", "colour", "Maneuver", "xqzt", "", "don't",
                                b"the", b"xqzt"]
    assert [w in english() for w in words] == [w in library for w in words]
    assert [w in english() for w in ("The", "xqzt", b"the")] == [True, False, True]
