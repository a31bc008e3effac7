"""The synonym head-noun check (RL108) on an invented book: a named component printed once
with another noun for the same kind of thing is found at its line, naming both forms; a
noun of another kind (a card is not a deck), a form the model holds as a name of its own,
and the corrected text are silent. Also RL105 on a variant whose head noun is printed in small
letters (``General token``), which is no capitalised phrase."""

from __future__ import annotations

import dataclasses

from rulesref.lint.model import LintFinding, Term, Vocabulary
from rulesref.lint.reading import manuscript_text
from rulesref.lint.runner import lint
from tests.lint.vocab import VOCABULARY, cite

BOOK = """Setup
Shuffle the Fate cards into the Fate Deck and put it beside the Spent Pile.
Each player takes a Doom Token for each wound.
Turn
Draw from the Fate Deck. Played cards go face up on the Spent Pile.
Nobody may look through the Spent Pile, only at its top card.
A unit with three Doom Tokens flees.
Nobody may look through the Spent Deck either.
Put a Doom marker on a unit that flees.
"""


def _rl108(text: str = BOOK, vocabulary: Vocabulary = VOCABULARY) -> list[LintFinding]:
    found = lint([manuscript_text(text, "synonyms.txt")], vocabulary, min_confidence=0.0)
    return [f for f in found if f.code == "RL108"]


def test_the_planted_synonyms_are_found_with_both_forms() -> None:
    found = {f.words: f for f in _rl108()}
    assert set(found) == {"Spent Deck", "Doom marker"}
    deck = found["Spent Deck"]
    assert deck.line == 8 and "'Spent Pile' (3 times, from line 2)" in deck.message
    assert "the book names" in deck.message and deck.citation is None
    # the model holds Doom Token (p. 14): the finding cites it
    marker = found["Doom marker"]
    assert marker.line == 9 and "the model names 'Doom Token'" in marker.message
    assert marker.citation == str(cite(14, "Tokens"))


def test_the_corrected_text_is_silent() -> None:
    fixed = BOOK.replace("Spent Deck", "Spent Pile").replace("Doom marker", "Doom Token")
    assert _rl108(fixed) == []


def test_a_form_the_model_holds_is_a_thing_of_its_own() -> None:
    held = dataclasses.replace(VOCABULARY, terms=(
        *VOCABULARY.terms, Term(name="Doom Marker", kind="marker", cite=cite(15, "Markers"))))
    assert {f.words for f in _rl108(vocabulary=held)} == {"Spent Deck"}


def test_nouns_of_different_kinds_are_different_things() -> None:
    # Fate cards and the Fate Deck: a card is not a deck
    assert all("Fate" not in f.words for f in _rl108())


def test_no_established_form_no_finding() -> None:
    # printed twice each way, and the model holds neither: which is the odd one is unknown
    tied = BOOK.replace("Spent Pile", "Spent Deck", 1)
    assert {f.words for f in _rl108(tied)} == {"Doom marker"}
    # printed three times one way, once the other: the rare form is the odd one
    flipped = tied.replace("Spent Pile.", "Spent Deck.", 1)
    assert {f.words for f in _rl108(flipped)} == {"Spent Pile", "Doom marker"}


def test_a_variant_with_a_small_head_noun_is_a_second_name() -> None:
    # the model records Army Token and General token as one component; the rules print the
    # second with a small t. A Pawn and its Pawn card are one thing named by its piece.
    army = Term(name="Army Token", kind="component", cite=cite(2, "Components"),
                variants=("General token",))
    pawn = Term(name="Pawn", kind="piece", cite=cite(3, "Pawns"), variants=("Pawn card",))
    vocabulary = dataclasses.replace(VOCABULARY, terms=(*VOCABULARY.terms, army, pawn))
    text = "Components\n12 Army Tokens and a Pawn for each player.\nPlay\n" \
           "Move the General token of a General.\nTurn the Pawn card over.\n"
    found = lint([manuscript_text(text, "army.txt")], vocabulary, min_confidence=0.0)
    two = [f for f in found if f.code == "RL105"]
    assert [(f.line, f.words) for f in two] == [(4, "Army Token / General token")]
    fixed = text.replace("General token", "Army Token")
    found = lint([manuscript_text(fixed, "army.txt")], vocabulary, min_confidence=0.0)
    assert [f for f in found if f.code == "RL105"] == []


def test_a_short_form_of_a_name_is_not_a_second_name() -> None:
    # the model records short forms of two names: the card without its noun (a Spirit Card
    # is also a Spirit; 3 Spirits in a hand), the troop by its last word (a Grey Goose is a
    # Goose, or a Goose Troop). A word dropped from the middle of the name, or a word
    # inserted, is a second name, and the check still finds it.
    spirit = Term(name="Spirit Card", kind="component", cite=cite(2, "Components"),
                  variants=("Spirit", "Spirit Ghost Card"))
    goose = Term(name="Grey Goose", kind="troop", cite=cite(5, "Troops"),
                 variants=("Goose", "Goose Troop"))
    price = Term(name="Troop Price Buy Card", kind="component", cite=cite(2, "Components"),
                 variants=("Troop Price Card",))
    vocabulary = dataclasses.replace(VOCABULARY, terms=(*VOCABULARY.terms, spirit, goose,
                                                        price))
    text = ("Components\n6 Spirit Cards, 12 Grey Goose cards and a Troop Price Buy Card.\n"
            "Setup\nEach player holds 3 Spirits and a Goose Troop.\n"
            "Play\nA Goose may harvest. Spend as the Troop Price Card shows.\n")
    found = lint([manuscript_text(text, "short.txt")], vocabulary, min_confidence=0.0)
    two = [(f.line, f.words) for f in found if f.code == "RL105"]
    assert two == [(6, "Troop Price Buy Card / Troop Price Card")]
    inserted = text.replace("holds 3 Spirits", "holds 3 Spirit Ghost Cards")
    found = lint([manuscript_text(inserted, "short.txt")], vocabulary, min_confidence=0.0)
    two = [(f.line, f.words) for f in found if f.code == "RL105"]
    assert two == [(4, "Spirit Card / Spirit Ghost Card"),
                   (6, "Troop Price Buy Card / Troop Price Card")]
