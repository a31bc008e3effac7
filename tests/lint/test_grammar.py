"""The grammar checks on small invented books: an article that does not fit the next word's
sound (RL419), a small word lost after a word that needs it (RL420), a plural subject with
a singular verb (RL421) and a clause opener capitalised after a comma (RL424) are found and
named at their lines; the corrected books are silent, and so are the forms English allows
(a unit, an hour, want a, each of the units has, a column join of two-column text)."""

from __future__ import annotations

from rulesref.lint.grammar import plural_noun, vowel_sound
from tests.lint.vocab import findings

ARTICLES = """Marsh Rules
A frog may hop onto a lily pad. It spends an action to do so.
Each unit is a unit of frogs; an hour passes each round, and a one-eyed toad waits.
A heron is a usual sight, and a egret is a rare one.
Roll an die for each frog, and an 8 or more is a hit.
Option a or b: a is the safer. Set an rlimit first. If package A includes it, pass.
"""


def test_an_article_that_does_not_fit_the_next_sound_is_found() -> None:
    found = [(f.line, f.words) for f in findings(ARTICLES, "RL419")]
    assert found == [(4, "a egret"), (5, "an die")]
    (egret, die) = findings(ARTICLES, "RL419")
    assert egret.message == "'a egret': 'egret' is said with a vowel first, so the article " \
        "is 'an'"
    assert "consonant first, so the article is 'a'" in die.message
    fixed = ARTICLES.replace("a egret", "an egret").replace("an die", "a die")
    assert findings(fixed, "RL419") == []


def test_first_sounds_by_spelling() -> None:
    # worked out by ear: yoo-nit, ow-er, won, ee-gret, eight, eleven, a hundred and ten
    assert (vowel_sound("unit"), vowel_sound("hour"), vowel_sound("one")) == (False, True,
                                                                               False)
    assert (vowel_sound("egret"), vowel_sound("unarmed"), vowel_sound("honest")) == (
        True, True, True)
    assert (vowel_sound("8"), vowel_sound("11"), vowel_sound("7")) == (True, True, False)
    assert vowel_sound("110") is None  # a hundred and ten, or eleven hundred


def test_a_lone_letter_takes_the_article_of_its_name() -> None:
    # ef, aitch and ex start with a vowel sound; bee and you do not
    text = "Markers\nAn f marks a ford, an h marks a hill, and a u marks a ruin.\n"
    assert findings(text, "RL419") == []
    assert [f.words for f in findings(text.replace("an h marks", "a h marks"), "RL419")] \
        == ["a h"]
    # x2 is a multiplier, said times two; a run of letters or a cut line names nothing
    other = "Keys\nFords have a x2 cost. Press a s d f in turn. The toads hid a s\n"
    assert findings(other, "RL419") == []
    assert (vowel_sound("f"), vowel_sound("x"), vowel_sound("b"), vowel_sound("u")) == (
        True, True, False, False)


LOST = """Notes
Frogs croak due to the damp. Toads sleep due to the cold.
Herons leave due to the noise. Some rounds end early due an extended drought.
If you want a quicker game, play fewer rounds.
"""


def test_a_small_word_lost_after_a_word_that_needs_it_is_found() -> None:
    (finding,) = findings(LOST, "RL420")
    assert (finding.line, finding.words) == (3, "due an")
    assert finding.message == ("'due an': the book prints 'due to' every other time "
                               "(3 times); 'to' looks lost")
    assert findings(LOST.replace("due an", "due to an"), "RL420") == []
    # the phrase printed twice is the book's usage; printed once, it is not
    assert findings(LOST.replace("Frogs croak due to the damp. ", ""), "RL420") != []
    once = "Notes\nHerons leave due to the noise. Rounds end due an extended drought.\n"
    assert findings(once, "RL420") == []


AGREEMENT = """Skirmishers
These frogs are quick, but their loose formations makes them easy to scatter.
Each of the frogs has a lily pad. The side with the most points has the first turn.
The toads is slow. This class of frogs makes no noise. The means is a net.
A name the model lacks is a gap. After those fixes has come a calm. The order of
the four players is not given.
"""


def test_a_plural_subject_with_a_singular_verb_is_found() -> None:
    found = [(f.line, f.words) for f in findings(AGREEMENT, "RL421")]
    assert found == [(2, "formations makes"), (4, "toads is")]
    assert findings(AGREEMENT, "RL421")[0].message == (
        "'formations makes': the subject 'formations' is plural but the verb 'makes' is "
        "singular")
    fixed = AGREEMENT.replace("formations makes", "formations make").replace("toads is",
                                                                             "toads are")
    assert findings(fixed, "RL421") == []


def test_the_verb_may_open_the_next_line() -> None:
    text = "Skirmishers\nThese frogs are quick, but their loose formations\nmakes them " \
           "easy to scatter.\n"
    assert [(f.line, f.words) for f in findings(text, "RL421")] == [(2, "formations makes")]


def test_an_amount_or_a_gerunds_object_before_a_singular_verb_is_no_slip() -> None:
    # a bare number and a plural name one amount; after an -ing verb the noun phrase is its
    # object, and the gerund is the subject
    text = ("Ponds\nOne ripple means a frog. Two ripples means a toad, and three ripples is "
            "a heron.\nMoving the frogs makes noise, and hitting the toads gives a point.\n"
            "Using the reeds becomes easy in spring.\n")
    assert findings(text, "RL421") == []
    # the same nouns after a determiner, with no gerund before it, are still subjects
    slips = text.replace("Two ripples means", "The ripples means").replace(
        "Moving the frogs", "Later the frogs").replace("Using the reeds", "Each evening the "
                                                        "reeds")
    assert [f.words for f in findings(slips, "RL421")] == ["ripples means", "frogs makes",
                                                           "reeds becomes"]


def test_plural_nouns_by_the_dictionary() -> None:
    assert plural_noun("formations") and plural_noun("toads") and plural_noun("armies")
    assert not plural_noun("class") and not plural_noun("bonus") and not plural_noun("this")


CAPITAL = """Artefacts
Clockwork Heart. While this unit is in play, At the end of the round it heals.
Iron Crown. While this unit is in play, at the end of the round it rallies.
Tin Mask. For the avoidance of doubt, You may wear it.
"""


def test_a_clause_opener_capitalised_after_a_comma_is_found() -> None:
    (finding,) = findings(CAPITAL, "RL424")
    assert (finding.line, finding.words) == (2, "play, At the")
    assert "'At' is capitalised in mid-sentence, after a comma" in finding.message
    assert findings(CAPITAL.replace(", At the", ", at the"), "RL424") == []


def _two_columns(left: list[str], right: list[str]) -> str:
    """Two columns run together line by line, as a two-column page extracts, with enough
    plain lines around for the text to read as two columns."""
    filler = ["frogs hop and toads wait by the pond"] * 60
    rows = [f"{a.ljust(44)} {b}".rstrip() for a, b in zip(left, right, strict=True)]
    return "\n".join(["Marsh", *filler, *rows, *filler]) + "\n"


def test_words_where_two_columns_meet_are_left_alone() -> None:
    # a left column line ending with a comma and a right column line opening a sentence,
    # and a left line ending in an article beside a right line opening with a vowel
    left = ["frogs spend points to recruit their units,", "then each frog receives a"]
    right = ["To start a game, shuffle the lily pad deck now.",
             "egret token and a heron card for every pond it holds."]
    text = _two_columns(left, right)
    assert findings(text, "RL424") == [] and findings(text, "RL419") == []
    # a short stray in one column line is still found
    assert findings(_two_columns(["frogs wait,"], ["while it sleeps, At the end of"]),
                    "RL424") != []


SINGULAR_SUBJECTS = """Marsh Rules
If the sum of the attack points on a frog's cards are zero, the frog flees.
Each heron have a nest by the pond.
Every toad were once a frog, and the rest of the toads are asleep.
One of the frogs that are awake may hop. Each of the herons are hungry.
Roll for each of the frogs are awake, and the side of the pond you are on wins.
A unit of trolls are hungry, and each round do this.
"""


def test_a_singular_subject_with_a_plural_verb_is_found() -> None:
    found = findings(SINGULAR_SUBJECTS, "RL426")
    assert [(f.line, f.words) for f in found] == [
        (2, "the sum of the attack … are"),
        (3, "Each heron have"), (4, "Every toad were"), (5, "Each of the herons are")]
    assert found[1].message == ("'Each heron have': the subject 'heron' is singular but the "
                                "verb 'have' is plural")


def test_the_corrected_subjects_and_verbs_are_silent() -> None:
    # the rest of the toads are, one of the frogs that are, a phrase after 'for', a clause
    # of its own after 'of' ('you are'), a collective noun ('a unit of trolls are') and a
    # command ('each round do') stay silent before and after
    fixed = (SINGULAR_SUBJECTS.replace("cards are zero", "cards is zero")
             .replace("heron have", "heron has").replace("toad were", "toad was")
             .replace("herons are hungry", "herons is hungry"))
    assert findings(fixed, "RL426") == []


AGREEING = """Marsh Rules
The frogs hop as if each pad were sinking under them.
The heron of the east pond doesn't have a nest, and nor does the heron of the reeds.
Does each toad have a pad? Let each frog have one card. Each must have one.
The first pond, the second pond and the edge of the reeds are all wet.
The toads make a copy of the given
card. Rules of the marsh are read aloud. The last of the toads are gone.
People talk and frogs croak, all night.
"""


def test_subjects_whose_verb_is_right_or_elsewhere_are_silent() -> None:
    # the subjunctive after 'if', a bare verb after an auxiliary or 'let', a subject joined
    # to others by 'and', and an of-phrase ending in no plural noun (the verb in the next
    # line belongs to another sentence's subject) are no slips
    assert findings(AGREEING, "RL426") == []
    # the same subjects as plain statements with a plural noun before the verb are slips
    slips = (AGREEING.replace("as if each pad were", "when each pad were")
             .replace("doesn't have", "of the banks have")
             .replace("Let each frog have", "Each frog have")
             .replace("pond and the edge of the reeds", "pond. The edge of the reeds"))
    assert [f.words for f in findings(slips, "RL426")] == [
        "each pad were", "The heron of the east … have",
        "Each frog have", "The edge of the reeds are"]


BARE_VERBS = """Marsh Rules
A patchwork of black pools punctuate a rough floor, and reeds line the bank.
A number of frogs leap a fence. The rest of the toads guard a nest.
One of the herons
watch the pond at dusk.
"""


def test_a_bare_verb_after_a_singular_head_of_an_of_phrase_is_found() -> None:
    found = findings(BARE_VERBS, "RL426")
    assert [(f.line, f.words) for f in found] == [
        (2, "A patchwork of black pools punctuate"), (4, "One of the herons watch")]
    assert found[0].message == ("'A patchwork of black pools punctuate': the subject "
                                "'patchwork' is singular but the verb 'punctuate' is plural")
    # parts and amounts ('a number of', 'the rest of') take the plural and stay silent
    fixed = BARE_VERBS.replace("punctuate", "punctuates").replace("watch the", "watches the")
    assert findings(fixed, "RL426") == []


def test_an_of_phrase_whose_verb_is_in_the_right_columns_next_line_is_found() -> None:
    from tests.lint.test_columns import _two_columns

    # the right column's 'one of the frog's' goes on, past a blank line extraction set
    # between the rows, with 'Lily Pads are left' in the next row's right column; the
    # left column's rows are read into no sentence of the right
    left = ["frogs spend points to recruit their units", "then each frog is moved to the pad",
            "the toads wait by the pond and hop on"]
    right = ["At the end, if only one of the frog's", "Lily Pads are left, it scores 1VP.",
             "Roll a die for each frog on the bank."]
    rows = _two_columns(left, right).split("\n")
    text = "\n".join([*rows[:62], "", *rows[62:]])
    (found,) = findings(text, "RL426")
    assert (found.line, found.words) == (62, "one of the frog's … are")
    assert found.message == ("'one of the frog's … are': the subject 'one' is singular but "
                             "the verb 'are' is plural")
    assert findings(text.replace("Pads are left", "Pads is left"), "RL426") == []


PARALLEL = """Marsh Rules
The heron lands. Wing beat and reeds bend, first fast, then slow.
Roll dice and frogs hop, then count them. Frogs croak and herons wait.
"""


def test_a_singular_subject_beside_a_plural_one_in_parallel_clauses_is_found() -> None:
    (found,) = findings(PARALLEL, "RL426")
    assert (found.line, found.words) == (2, "Wing beat and reeds bend")
    assert found.message == ("'Wing beat and reeds bend': 'beat' agrees with a plural, as "
                             "'bend' does with 'reeds', but the subject 'Wing' is singular "
                             "('Wings beat')")
    # a command ('Roll dice and') and two plural subjects stay silent
    assert findings(PARALLEL.replace("Wing beat", "Wings beat"), "RL426") == []


LOST_OF = """Marsh Rules
Each frog may eat a maximum 2 flies a turn, and a minimum of one.
A maximum of 3 frogs may share a lily pad.
A frog with hunger equal or above its size croaks; a toad with equal or more than 3 sleeps.
A frog must equal or beat the heron, and an equal or greater number of toads wait.
"""


def test_a_small_word_lost_from_a_fixed_construction_is_found() -> None:
    found = findings(LOST_OF, "RL427")
    assert [(f.line, f.words) for f in found] == [(2, "a maximum 2"), (4, "equal or above"),
                                                  (4, "equal or more than")]
    assert found[0].message == "'a maximum 2': 'a maximum' takes 'of' before a number " \
        "('a maximum of 2')"
    assert found[1].message == "'equal or above': 'equal' takes its own 'to' before 'or' " \
        "('equal to or above')"
    fixed = LOST_OF.replace("maximum 2", "maximum of 2").replace("equal or", "equal to or")
    # a verb ('equal or beat') and two adjectives ('an equal or greater number') stay silent
    fixed = fixed.replace("must equal to or beat", "must equal or beat").replace(
        "an equal to or greater", "an equal or greater")
    assert findings(fixed, "RL427") == []
    assert findings(fixed.replace("equal to or above", "equal or above"), "RL427") != []


OTHER = """Marsh Rules
Frogs may not hop onto reeds, logs or other frog's lily pads.
The other frog's pad is safe, and each other frog's croak is loud.
Both toad's eggs hatch, and both men's boats float.
"""


def test_a_singular_possessive_of_a_plural_noun_is_found() -> None:
    found = findings(OTHER, "RL429")
    assert [(f.line, f.words) for f in found] == [(2, "other frog's"), (4, "Both toad's")]
    assert found[0].message == "'other frog's': a bare 'other' takes a plural noun, so the " \
        "possessive is 'other frogs''"
    assert found[1].message == "'Both toad's': 'Both' takes a plural noun, so the " \
        "possessive is 'Both toads''"
    fixed = OTHER.replace("or other frog's", "or other frogs'").replace("toad's", "toads'")
    assert findings(fixed, "RL429") == []


MODALS = """Marsh Rules
A frog may moves 2" and must gained a fly. A toad can carries one egg.
A heron will sometimes wait, may always strike, and can not exceed 6".
"""


def test_a_modal_before_an_inflected_verb_is_found() -> None:
    found = findings(MODALS, "RL434")
    assert [(f.line, f.words) for f in found] == [(2, "may moves"), (2, "must gained"),
                                                  (2, "can carries")]
    assert found[0].message == "'may moves': a modal verb takes the bare form: 'move', not " \
        "'moves'"
    assert found[2].message.endswith("'carry', not 'carries'")
    fixed = MODALS.replace("may moves", "may move").replace("must gained", "must gain") \
        .replace("can carries", "can carry")
    assert findings(fixed, "RL434") == []


def test_bare_forms_of_inflected_verbs_by_the_dictionary() -> None:
    from rulesref.lint.grammar import inflected_verb

    # worked out by hand: moves/moved from move, stopped from stop, carries from carry;
    # always, exceed and pass are no inflected forms
    assert [inflected_verb(w) for w in ("moves", "moved", "stopped", "carries")] == [
        "move", "move", "stop", "carry"]
    assert [inflected_verb(w) for w in ("always", "exceed", "pass")] == [None, None, None]
