"""The British/American checks on small invented books. RL412: one word spelt both ways is
found, naming both spellings and their lines and suggesting the majority; a book with one
spelling, spellings that differ only in capitals, and words that merely look alike
(``four``/``for``, ``filled``/``filed``) are silent. RL451: a word spelt against the book's
own convention is found with the words that set it; a book of one convention, one without a
clear majority, pairs of two real words and a word printed only as a name are silent."""

from __future__ import annotations

from rulesref.lint.model import LintFinding
from rulesref.lint.variants import is_variant_pair
from tests.lint.vocab import findings

BOOK = """Deployment
Mark the centreline across the marsh.
Each army deploys 8" back from the centreline.
Scouts may deploy up to the centreline.
In a small bog, mark the centerline with reeds.
"""


def _found(text: str) -> list[LintFinding]:
    return findings(text, "RL412")


def test_a_word_spelt_both_ways_is_found_with_both_spellings() -> None:
    (finding,) = _found(BOOK)
    assert (finding.line, finding.words) == (5, "centreline / centerline")
    assert finding.message == (
        "one word spelt two ways: 'centreline' (3: line 2, line 3, line 4) and 'centerline' "
        "(1: line 5); the book mostly prints 'centreline'")


def test_the_book_with_one_spelling_is_silent() -> None:
    assert _found(BOOK.replace("centerline", "centreline")) == []


def test_spellings_differing_only_in_capitals_are_one_spelling() -> None:
    assert _found(BOOK.replace("centerline", "Centreline")) == []


def test_words_that_only_look_like_a_pair_are_not_variants() -> None:
    assert not is_variant_pair("four", "for")
    assert not is_variant_pair("filled", "filed")
    assert not is_variant_pair("prise", "prize")
    assert is_variant_pair("colour", "color")
    assert is_variant_pair("realise", "realize")
    assert is_variant_pair("marshalling", "marshaling")
    assert _found("Four frogs wait for the heron.\nThe pond is filled and filed away.\n") == []


def test_a_pair_two_held_names_of_one_concept_carry_is_left_to_rl105() -> None:
    import dataclasses

    from rulesref.lint.model import Term
    from tests.lint.vocab import VOCABULARY, cite

    held = dataclasses.replace(VOCABULARY, terms=(
        *VOCABULARY.terms, Term(name="Colour Step", kind="step", cite=cite(17, "Turn"),
                                variants=("Color Step",))))
    text = "Turn\nIn the Colour Step, paint.\nThe Colour Step ends.\nThe Color Step ends.\n"
    assert [f.words for f in findings(text, "RL105", held)] == ["Colour Step / Color Step"]
    assert findings(text, "RL412", held) == []
    assert [f.words for f in findings(text, "RL412")] == ["Colour / Color"]


AMERICAN = """Setup
Each player takes the colored tokens of one color.
Marshaling: pay for units in the marshaling step.
Units marshaled late fight at once.
Greet your neighbours before the harvest.
"""


def test_a_word_against_the_books_convention_is_found() -> None:
    (finding,) = findings(AMERICAN, "RL451")
    assert (finding.line, finding.words) == (5, "neighbours")
    assert finding.message == (
        "'neighbours': spelt the British way in a book that spells the American way "
        "(3 printings of 2 words: 'colored' (1: line 2), 'Marshaling' (2: line 3)); "
        "print it 'neighbors'")


def test_a_book_keeping_one_convention_is_silent() -> None:
    assert findings(AMERICAN.replace("neighbours", "neighbors"), "RL451") == []


def test_no_convention_without_a_clear_majority() -> None:
    book = AMERICAN + "Armoured units and their armoured carts fight on.\n"
    assert findings(book, "RL451") == []


def test_a_pair_with_a_rare_twin_sets_no_convention() -> None:
    # ``seize`` beside the rare ``seise`` is no British/American pair
    book = "Rules\nSeize the ford, then seize the hill, and seize the bridge.\n" \
           "Cross the ford at the centre.\n"
    assert findings(book, "RL451") == []


def test_two_english_words_that_only_look_like_spellings_are_no_pair() -> None:
    # ``canoe``/``cane`` and ``heroes``/``heres`` differ by a British ``oe``, yet are words
    assert findings(AMERICAN.replace("neighbours", "canoe and the heroes"), "RL451") == []


def test_a_word_printed_only_as_a_name_is_left_to_the_model() -> None:
    assert findings(AMERICAN.replace("your neighbours", "Harbour Town"), "RL451") == []


def test_an_american_spelling_in_a_british_book_is_found() -> None:
    book = """Setup
Each player takes the coloured tokens of one colour.
Marshalling: pay for units in the marshalling step.
The armoured carts fight on.
Greet the traveling merchants before the harvest.
"""
    (finding,) = findings(book, "RL451")
    assert (finding.line, finding.words) == (5, "traveling")
    assert finding.message == (
        "'traveling': spelt the American way in a book that spells the British way "
        "(5 printings of 4 words: 'armoured' (1: line 4), 'colour' (1: line 2), "
        "'coloured' (1: line 2), 'Marshalling' (2: line 3)); print it 'travelling'")
