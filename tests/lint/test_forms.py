"""One word in two forms on small invented books: a place name printed with and without
its diacritics (RL417) and a noun given two plurals (RL418) are found with both forms, their
counts and lines; the corrected text is silent, and so are forms differing only in
capitals, a ``-ves`` word the book also prints as a verb, and two forms the model holds.
A word without the diacritics its ending has in every other word (RL450) is found with the
family; the marked word, a single marked word and an ending printed plain twice are
silent."""

from __future__ import annotations

import dataclasses

from rulesref.lint.model import LintFinding, Term
from tests.lint.vocab import VOCABULARY, cite, findings

PLACES = """Realms
The marsh of Grönvik lies north.
Herons nest in Grönvik.
Frogs flee Gronvik at dusk.
"""

PLURALS = """Beasts
The dwarves wade into the marsh.
Two dwarves hold the ford.
The dwarfs retreat.
"""


def _found(text: str, code: str) -> list[LintFinding]:
    return findings(text, code)


def test_a_name_with_and_without_diacritics_is_found() -> None:
    (finding,) = _found(PLACES, "RL417")
    assert (finding.line, finding.words) == (4, "Grönvik / Gronvik")
    assert finding.message == (
        "one word printed with and without its diacritics: 'Grönvik' (2: line 2, line 3) "
        "and 'Gronvik' (1: line 4); the book mostly prints 'Grönvik'")


def test_the_corrected_places_are_silent() -> None:
    assert _found(PLACES.replace("Gronvik", "Grönvik"), "RL417") == []


def test_the_form_the_model_holds_is_never_the_odd_one() -> None:
    held = dataclasses.replace(VOCABULARY, words=(*VOCABULARY.words, "Gronvik"))
    (finding,) = findings(PLACES, "RL417", held)
    assert (finding.line, finding.words) == (2, "Gronvik / Grönvik")


def test_two_forms_the_model_holds_are_silent() -> None:
    held = dataclasses.replace(VOCABULARY, terms=(
        *VOCABULARY.terms, Term(name="Grönvik", kind="place", cite=cite(3, "Realms"),
                                variants=("Gronvik",))))
    assert findings(PLACES, "RL417", held) == []


def test_two_plurals_are_found() -> None:
    (finding,) = _found(PLURALS, "RL418")
    assert (finding.line, finding.words) == (4, "dwarves / dwarfs")
    assert finding.message == (
        "one word printed with two plurals: 'dwarves' (2: line 2, line 3) and 'dwarfs' "
        "(1: line 4); the book mostly prints 'dwarves'")


def test_staves_and_indices_are_found() -> None:
    text = "Two staves.\nThree staffs.\nThe indices.\nThe indexes.\n"
    assert [f.words for f in _found(text, "RL418")] == ["staffs / staves",
                                                        "indexes / indices"]


def test_the_corrected_plurals_are_silent() -> None:
    assert _found(PLURALS.replace("dwarfs", "dwarves"), "RL418") == []


def test_capitals_and_a_verb_are_silent() -> None:
    assert _found(PLURALS.replace("dwarfs", "Dwarves"), "RL418") == []
    verb = "A frog leaves the pond.\nThe leafs float.\nHerons leave at dawn.\n"
    assert _found(verb, "RL418") == []


def test_quotes_and_capitals_are_no_diacritics() -> None:
    text = "The heron’s nest.\nThe heron's nest.\nGrönvik and GRÖNVIK and grönvik.\n"
    assert _found(text, "RL417") == []


FAMILY = """Realms
The upper realm is Norrhöljan, cold and dark.
Below lies Södhöljan, where the rivers steam.
Traders cross Södhöljan by raft.
Deepest of all is Eldhöljan.
The spell Light of Varmholjan warms a unit.
"""


def test_a_word_without_the_marks_of_its_family_is_found() -> None:
    (finding,) = _found(FAMILY, "RL450")
    assert (finding.line, finding.words) == (6, "Varmholjan")
    assert finding.message == (
        "'Varmholjan': the book prints the ending '-höljan' with its diacritics in every "
        "other word that has it ('Eldhöljan' (1: line 5), 'Norrhöljan' (1: line 2), "
        "'Södhöljan' (2: line 3, line 4)), 4 printings in all; print it 'Varmhöljan'")


def test_the_word_with_its_family_marks_is_silent() -> None:
    assert _found(FAMILY.replace("Varmholjan", "Varmhöljan"), "RL450") == []


def test_one_marked_word_is_no_family() -> None:
    book = FAMILY.replace("Norrhöljan", "Norrhavet").replace("Eldhöljan", "Eldhavet")
    assert _found(book, "RL450") == []


def test_an_ending_printed_plain_in_two_words_is_a_spelling_of_its_own() -> None:
    book = FAMILY + "Smugglers hide in Nattholjan.\n"
    assert _found(book, "RL450") == []
