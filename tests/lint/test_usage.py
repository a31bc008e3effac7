"""The usage checks on small invented books: a real word printed once where the book's own
phrase has a word a small edit away (RL408), a confused idiom (RL409) and a sentence whose
first word lost its first letter (RL410) are found and named; the corrected books are
silent, and so are a plural beside a singular and a word of a name the model holds."""

from __future__ import annotations

import dataclasses

from rulesref.lint.model import Term
from tests.lint.vocab import VOCABULARY, cite
from tests.lint.vocab import findings as _found

RANGES = """Bog Rules
A wisp within 4" of a lantern glows. A frog within 6" of a wisp croaks.
Reeds within 2" of water sway, and a heron within 8" of reeds waits.
No enemy model may stand with 4" of the totem.
A toad within 3" of the totem sleeps.
"""
CARDS = """Cards
Deal the cards face down. Keep spent cards face down beside the deck.
A drawn card stays face down until it is played.
Defeated frogs remain faced down and take no turns.
"""
IDIOM = """Tricks
A rogue may palm a card by slight of hand when the keeper looks away.
"""
LOST = """Keywords
Swift. At the start of a turn this unit moves first.
Stubborn. At the start of a melee it stands firm.
Wild. At the start of each round roll a die.
Grim. t the start of a melee it scares one foe.
"""



def test_a_word_short_of_the_books_distance_phrase_is_found() -> None:
    (finding,) = _found(RANGES, "RL408")
    assert (finding.line, finding.words) == (4, "with 4 of")
    assert finding.message == ("'with 4 of': the book prints 'within N of' here 5 times of "
                               "6; 'with' looks like a slip for 'within'")


def test_the_corrected_distance_phrase_is_silent() -> None:
    assert _found(RANGES.replace("stand with 4", "stand within 4"), "RL408") == []


def test_a_word_run_on_by_a_letter_in_a_set_phrase_is_found() -> None:
    (finding,) = _found(CARDS, "RL408")
    assert (finding.line, finding.words) == (4, "faced down")
    assert "'face down' here 3 times of 4" in finding.message


def test_the_corrected_set_phrase_is_silent() -> None:
    assert _found(CARDS.replace("faced down", "face down"), "RL408") == []


def test_a_plural_beside_the_books_singular_is_grammar_not_a_slip() -> None:
    plural = CARDS.replace("faced down", "face down") + "Deal the card faces down.\n"
    assert _found(plural.replace("card faces", "cards faces"), "RL408") == []


def test_a_verbs_tense_after_its_subject_or_auxiliary_is_grammar_not_a_slip() -> None:
    # the book's habit is "face down" and "you want to"; after "they", "you", or "have" and
    # an adverb, the verb's tense is the grammar of the sentence
    book = CARDS.replace("Defeated frogs remain faced down and take no turns.",
                         "Twice they faced down a heron.") + (
        "If you want to hop, spend a pad. When you want to croak, say so.\n"
        "Once you want to rest, sit. Before you wanted to swim, the frog hopped.\n")
    assert _found(book, "RL408") == []
    assert _found(book.replace("Twice they faced", "Frogs have often faced"), "RL408") == []
    # after a verb that takes no tense from it, the run-on word is still a slip
    slip = book.replace("Twice they faced", "Twice frogs remain faced")
    assert [f.words for f in _found(slip, "RL408")] == ["faced down"]


def test_a_word_of_a_name_the_model_holds_is_never_a_slip() -> None:
    held = dataclasses.replace(VOCABULARY, terms=(
        *VOCABULARY.terms, Term(name="Faced Frog", kind="unit type", cite=cite(9, "Units"))))
    capital = CARDS.replace("remain faced down", "remain Faced down")
    assert _found(capital, "RL408", held) == []


def test_a_confused_idiom_is_found_with_the_idiom() -> None:
    (finding,) = _found(IDIOM, "RL409")
    assert (finding.line, finding.words) == (2, "slight of hand")
    assert finding.message == ("'slight of hand' is a confused idiom; the idiom is "
                               "'sleight of hand'")
    assert _found(IDIOM.replace("slight", "sleight"), "RL409") == []
    earnest = "Notes\nThe work began in ernest once the frogs agreed.\n"
    (finding,) = _found(earnest, "RL409")
    assert finding.message == "'in ernest' is a confused idiom; the idiom is 'in earnest'"
    assert _found(earnest.replace("ernest", "earnest"), "RL409") == []


def test_a_sentence_that_lost_its_first_letter_is_found() -> None:
    (finding,) = _found(LOST, "RL410")
    assert (finding.line, finding.words) == (5, "t the")
    assert finding.message == ("the sentence starts 't the': 't' looks like 'at' without its "
                               "first letter (the book prints 'at the' 3 times)")


def test_the_restored_sentence_is_silent() -> None:
    assert _found(LOST.replace("Grim. t the", "Grim. At the"), "RL410") == []


AMOUNTS = """Pond Size
Count the number of frogs before play.
The pond grows with the amount of frogs, and the amount of water is fixed.
The amount of reeds varies with the season.
"""


def test_amount_of_a_plural_the_book_counts_is_found() -> None:
    (found,) = _found(AMOUNTS, "RL431")
    assert (found.line, found.words) == (3, "amount of frogs")
    assert found.message == ("'amount of frogs': 'frogs' are counted ('number of frogs' "
                             "elsewhere in the book), so 'number of', not 'amount of'")
    # water is no plural, and the book never counts reeds with 'number of'
    assert _found(AMOUNTS.replace("amount of frogs", "number of frogs"), "RL431") == []


CONFUSED = """Pond Rules
A heron is faster then a frog, and each toad guards it's own lily pad.
Frogs could of hopped. Their are three ponds, and a frog moves passed the reeds.
Weather or not it rains, the rain may effect the frogs; the affect is small.
Roll one or more then move. Its a rule worth keeping, and the toad's turn has past.
"""


def test_a_word_confused_with_its_sound_alike_is_found() -> None:
    found = [(f.line, f.words) for f in _found(CONFUSED, "RL433")]
    assert found == [(2, "faster then"), (2, "it's own"), (3, "could of"), (3, "Their are"),
                     (3, "moves passed"), (4, "Weather or"), (4, "may effect the"),
                     (4, "the affect"), (5, "Its a"), (5, "has past")]
    (first, *_) = _found(CONFUSED, "RL433")
    assert first.message == "'faster then': here the word is 'than', not 'then'"


def test_the_corrected_sound_alikes_are_silent() -> None:
    fixed = (CONFUSED.replace("faster then", "faster than").replace("it's own", "its own")
             .replace("could of", "could have").replace("Their are", "There are")
             .replace("moves passed", "moves past").replace("Weather or", "Whether or")
             .replace("may effect", "may affect").replace("the affect", "the effect")
             .replace("Its a", "It's a").replace("has past", "has passed"))
    # 'one or more then move' ends a condition and starts a step: never reported
    assert _found(fixed, "RL433") == []


ABBREVIATIONS = """Pond Rules
A pond of 3 frogs must share the same colour (i.e. all frogs are 'GREEN').
A frog may hop to either bank (e.g. not the heron's bank) at dusk.
The pond holds the DECK (i.e. the DRAW PILE). Roll a die (e.g. a D6) or a coin.
"""


def test_ie_before_one_example_and_eg_before_a_restatement_are_found() -> None:
    found = _found(ABBREVIATIONS, "RL435")
    assert [(f.line, f.words) for f in found] == [
        (2, "i.e. all frogs are 'GREEN'"), (3, "e.g. not the heron's")]
    assert found[0].message == ("'i.e. all frogs are 'GREEN'': one example of the sameness "
                                "just described ('GREEN'), so 'e.g.'")
    assert found[1].message.endswith("a restatement by exclusion, not an example, so 'i.e.'")
    fixed = ABBREVIATIONS.replace("(i.e. all", "(e.g. all").replace("(e.g. not", "(i.e. not")
    # a restatement in capitals with no sameness before it, and a true example: silent
    assert _found(fixed, "RL435") == []


APOSTROPHES = """Pond Rules
The heron's nest is tall. A frog may not enter the heron's nest.
The herons nest is guarded, and the heron's nest is old. The herons' nests are many.
The frogs hop.
"""


def test_a_possessive_that_lost_its_apostrophe_is_found() -> None:
    (found,) = _found(APOSTROPHES, "RL437")
    assert (found.line, found.words) == (3, "herons nest")
    assert found.message == ("'herons nest': the book prints 'heron's nest' 3 times; the "
                             "possessive's apostrophe looks lost")
    # the plural possessive and a plural subject stay silent after the fix
    assert _found(APOSTROPHES.replace("herons nest", "heron's nest"), "RL437") == []


PLURAL_POSSESSIVES = """Cards
Keep the cards in the players’ hands until the end.
If the deck is empty because the cards sit in players hands, shuffle the discards.
Frogs hop. The frogs leap at dawn, and frogs leap again at dusk.
"""


def test_a_plural_possessive_that_lost_its_apostrophe_is_found() -> None:
    (found,) = _found(PLURAL_POSSESSIVES, "RL437")
    assert (found.line, found.words) == (3, "players hands")
    assert found.message == ("'players hands': the book prints 'players' hands' with the "
                             "plural's apostrophe (1 time); here it looks lost")
    assert _found(PLURAL_POSSESSIVES.replace("players hands", "players’ hands"),
                  "RL437") == []
    # with no printing of the possessive, two plurals side by side are left alone
    assert _found(PLURAL_POSSESSIVES.replace("players’ hands", "hands"), "RL437") == []


MODIFIERS = """Pond Rules
Read the lily pad chart. The lily pad chart lists hops; the lily pad chart is short.
Check the lily pads chart before a hop. Lily pads float, and frogs sit on lily pads.
"""


def test_a_plural_modifier_in_the_books_own_compound_is_found() -> None:
    (found,) = _found(MODIFIERS, "RL439")
    assert (found.line, found.words) == (3, "lily pads chart")
    assert found.message == ("'lily pads chart': the book prints 'lily pad chart' 3 times; "
                             "'pads' modifies 'chart', so it is singular")
    # plural heads ('lily pads float', 'on lily pads') stay silent
    assert _found(MODIFIERS.replace("lily pads chart", "lily pad chart"), "RL439") == []
