"""Doubled punctuation (RL415) on a small invented book: a doubled full stop and a doubled
comma are found at their lines with the word they follow; the corrected text, an ellipsis,
an abbreviation's stop before another mark, a range and two columns run together are
silent."""

from __future__ import annotations

from rulesref.lint.model import LintFinding
from tests.lint.vocab import findings

BOOK = """Reeds
The marsh is wide and the reeds grow tall around them..
Herons wait, watch,, and strike.
Frogs croak at dusk.
"""


def _found(text: str) -> list[LintFinding]:
    return findings(text, "RL415")


def test_a_doubled_stop_and_a_doubled_comma_are_found() -> None:
    found = _found(BOOK)
    assert [(f.line, f.words) for f in found] == [(2, "them.."), (3, "watch,,")]
    assert found[0].message == "'them..': '..' prints two marks where one belongs"


def test_a_double_colon_joining_a_settings_name_is_no_doubled_mark() -> None:
    # a program's setting names its parts with ::, no space after; a stop run into the
    # next word is still a doubled stop
    text = "Setup\nSet Marsh::Depth to 3 in the pond file. The reeds grow..Then herons wade.\n"
    assert [f.words for f in _found(text)] == ["grow.."]


def test_the_corrected_text_is_silent() -> None:
    assert _found(BOOK.replace("them..", "them.").replace("watch,,", "watch,")) == []


def test_an_ellipsis_an_abbreviation_and_a_range_are_silent() -> None:
    text = ("The frogs wait...\nThe frogs wait....\nSmall beasts (e.g.. newts) hide.\n"
            "Herons, i.e., tall birds, eat.\nRoll 1..6 on the die.\nThe pond…. Then.\n")
    assert _found(text) == []


def test_a_mark_after_a_space_is_left_alone() -> None:
    assert _found("The column ends here. . The next column starts.\n") == []


DASHES = """Reeds
Herons are rare - if one lands, every frog hides.
The "Frogs - Masters of the Marsh" group meets at dusk, and a 2 - 3 split is fair.
"""


def test_a_spaced_hyphen_between_words_is_found() -> None:
    (found,) = findings(DASHES, "RL428")
    assert (found.line, found.words) == (2, "rare - if")
    assert found.message == "'rare - if': a hyphen spaced on both sides stands for a dash; " \
        "print a dash ('rare – if')"
    # the quoted title and the numbers are left alone, before and after the fix
    assert findings(DASHES.replace("rare - if", "rare – if"), "RL428") == []


ITEMS = """Reeds

1. Pick up a reed from the pile
2. Lay a reed on the bank. You cannot lay the reed you picked up
3. Count your reeds. Five reeds win!

• A frog (e.g. Kermit) hops
"""


def test_a_list_item_left_without_its_closing_stop_is_found() -> None:
    (found,) = findings(ITEMS, "RL432")
    assert (found.line, found.words) == (4, "reed you picked up")
    assert found.message == "'reed you picked up': the item's last sentence has no " \
        "closing full stop, while its earlier sentences have one"
    assert findings(ITEMS.replace("picked up\n", "picked up.\n"), "RL432") == []


def test_an_item_that_goes_on_in_the_next_line_is_left_alone() -> None:
    text = "Reeds\n\n2. Lay a reed on the bank. You cannot lay the reed\nyou picked up.\n"
    assert findings(text, "RL432") == []


SEMICOLONS = """Reeds
The heron hoards treasure; including shells, pebbles and reeds.
A frog may hop over reeds and logs; but may not end on a log.
The toads wait; the frogs hop; nothing moves the heron; during the day, it sleeps.
"""


def test_a_semicolon_before_a_phrase_that_is_no_clause_is_found() -> None:
    found = findings(SEMICOLONS, "RL436")
    assert [(f.line, f.words) for f in found] == [(2, "treasure; including shells"),
                                                  (3, "logs; but may")]
    assert found[1].message == ("'logs; but may': a semicolon joins two clauses, but 'but "
                                "may' opens no clause; a comma, colon or dash belongs there")
    fixed = SEMICOLONS.replace("; including", ", including").replace("; but may", ", but may")
    # clauses after a semicolon, a noun in -ing and a preposition in -ing stay silent
    assert findings(fixed, "RL436") == []


PARTICIPLES = """Reeds
Below the pond the frogs of the marsh swarm; held in check by an old dam that groans.
The toads wait; the frogs hop; nothing moves the heron; during the day, it sleeps.
The old dam is unused; kept in repair by the toads. Each frog hops (at dusk; driven by hunger).
Be quick; be sure to count them; processing the herons is slow; reading it back gives one.
The toads hop; driven by hunger, the frogs hop too.
"""


def test_a_semicolon_before_a_past_participle_phrase_is_found() -> None:
    (found,) = findings(PARTICIPLES, "RL436")
    assert (found.line, found.words) == (2, "swarm; held in")
    assert found.message == ("'swarm; held in': a semicolon joins two clauses, but 'held in' "
                             "opens no clause; a comma, colon or dash belongs there")
    # a comma is right; a participle sharing the 'is' of the clause before it, a list's
    # semicolon inside brackets, a participle phrase leading into its clause after a
    # comma, a command's 'be' and gerunds that are subjects stay silent
    assert findings(PARTICIPLES.replace("swarm; held", "swarm, held"), "RL436") == []


def test_a_gerund_subject_whose_verb_is_in_the_next_line_is_no_phrase() -> None:
    # one column: the clause after the semicolon goes on past the line's end to its verb
    text = "Reeds\nThe frogs count the reeds; counting the\nreeds gives the score.\n"
    assert findings(text, "RL436") == []
    # a negated verb is its clause's verb too
    assert findings(text.replace("gives", "doesn't give"), "RL436") == []
    # so for a word that opens phrases, and a participle phrase a comma closes before its
    # clause leads into it
    for clause in ("The toads rest; including them in the count is optional.",
                   "It rains; seeing the sun, the frogs cheer."):
        assert findings(f"Reeds\n{clause}\n", "RL436") == [], clause
    # with no verb of its own there, the -ing word opens a phrase
    slip = text.replace("reeds gives the score", "reeds by the score")
    assert [f.words for f in findings(slip, "RL436")] == ["reeds; counting the"]


THAT = """Reeds
Some cards are special, e.g. Heron cards, that have range 1 and fly over the pond.
Frogs that have eaten rest; herons, that is, the tall birds, wait. Toads, that has no end.
If the frogs win, that is the end. Toads, which are slow, wait.
"""


def test_a_comma_before_that_opening_a_clause_about_a_plural_noun_is_found() -> None:
    (found,) = findings(THAT, "RL471")
    assert (found.line, found.words) == (2, "cards, that have")
    assert found.message == ("'cards, that have': a comma before 'that', which opens a clause "
                             "about 'cards': drop the comma ('cards that have'), or make it an "
                             "aside with which ('cards, which have')")
    # no comma, 'that is' (a restatement or a demonstrative) and 'which' stay silent
    assert findings(THAT.replace("cards, that", "cards that"), "RL471") == []


VOCATIVES = """Reeds
Well met adventurer! The marsh awaits a bold adventurer. Farewell forever!
Welcome back! Hello again. The sign says "Hello world!" in paint. Farewell, traveller.
"""


def test_a_greeting_without_the_comma_before_the_one_addressed_is_found() -> None:
    (found,) = findings(VOCATIVES, "RL473")
    assert (found.line, found.words) == (2, "Well met adventurer!")
    assert found.message == ("'Well met adventurer!': the one addressed after 'Well met' is "
                             "set off by a comma ('Well met, adventurer!')")
    # adverbs after a greeting, a word the book never uses as a noun (forever), a quoted
    # string and a greeting with its comma stay silent
    assert findings(VOCATIVES.replace("met adventurer", "met, adventurer"), "RL473") == []
    # the one addressed must be named by a word the book uses as a noun
    assert findings(VOCATIVES.replace("a bold adventurer", "boldly"), "RL473") == []


QUOTES = """Reeds
The frog asks not ‘Will I hop?’, but ‘Where shall I hop?” before dusk.
A toad’s ‘lily pad within 4” of the bank’ is safe, and ‘x” of water’ is deep.
"""


def test_a_quotation_closed_with_the_wrong_mark_is_found() -> None:
    (found,) = findings(QUOTES, "RL440")
    assert (found.line, found.words) == (2, "‘Where shall I hop?”")
    assert found.message == ("'‘Where shall I hop?”': the quotation opens with a single "
                             "mark (‘) and closes with a double one (”); close it with ’")
    # apostrophes and inch marks inside single quotation marks are read past
    assert findings(QUOTES.replace("hop?” before", "hop?’ before"), "RL440") == []


def test_a_comma_before_an_opening_bracket_is_found() -> None:
    text = "Frogs\nIf the pond is dry, (as in high summer) the frogs sleep.\n"
    (finding,) = findings(text, "RL465")
    assert (finding.line, finding.words) == (2, "dry, (as")
    assert finding.message == (
        "'dry, (as': a comma before an opening bracket: the bracket sets the aside off, so "
        "drop the comma or move it after the closing bracket ('dry (as')")
    assert findings(text.replace("dry, (as in high summer)", "dry (as in high summer),"),
                    "RL465") == []
    # a comma after the closing bracket, or before a bracketed number, is no slip
    assert findings("Frogs\nA frog (a small one), (2) and a toad.\n", "RL465") == []


def test_a_comma_before_a_bracketed_list_label_is_no_slip() -> None:
    # the comma closes one item of a run-in list; the bracket labels the next item
    text = "Frogs\nFrogs sing (i) in the reeds at dusk, (ii) in the rain, and (iii) alone.\n"
    assert findings(text, "RL465") == []
    assert findings(text.replace("(ii)", "(b)"), "RL465") == []
    # a bracketed word that is no label, or a label's letters opening a longer aside, is
    # still an aside after a comma
    assert [f.words for f in findings(text.replace("(ii)", "(often)"), "RL465")] \
        == ["dusk, (often"]
    assert [f.words for f in findings(text.replace("(ii)", "(ii and iii"), "RL465")] \
        == ["dusk, (ii"]


def test_a_comma_ending_one_column_before_the_next_columns_bracket_is_no_slip() -> None:
    # two columns run together: the left column's line fills its width and ends with a
    # comma, the right column's starts with a bracket
    left = "the herons wade into the reeds at dawn and they wait,"
    row = f"{left} (see the Marsh Table) frogs croak loudly at dusk\n"
    filler = "frogs and toads sing together in the marsh at the dusk\n" * 40
    text = "Marsh\n" + filler + row * 12
    assert findings(text, "RL465") == []
    # the same comma in a short line, mid-paragraph, is a slip
    short = text.replace(f"{left} (see", "they wait, (see", 1)
    assert [f.words for f in findings(short, "RL465")] == ["wait, (see"]


def test_two_words_joined_by_two_marks_are_found() -> None:
    text = ("Links\nJoin the “Marsh - Frog Wars” group online.\n"
            "Ask in the “Marsh–Frog Wars” group.\n")
    (finding,) = findings(text, "RL468")
    assert (finding.line, finding.words) == (3, "Marsh–Frog")
    assert finding.message == ("'Marsh–Frog': the words are joined by another mark elsewhere, "
                               "'Marsh - Frog' (1: line 2); print one mark for one name")
    assert findings(text.replace("Marsh - Frog", "Marsh–Frog"), "RL468") == []
    # the mark most printed is the book's: the odd one is reported
    three = text + "The “Marsh–Frog Wars” group meets weekly.\n"
    assert [f.words for f in findings(three, "RL468")] == ["Marsh - Frog"]
