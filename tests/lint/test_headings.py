"""The heading check (RL406) on a small invented book: a heading word printed nowhere else,
one letter from another heading's word the prose uses, is found; the corrected book, a word
the prose uses itself, and a word of a name the model holds are not."""

from __future__ import annotations

import dataclasses

from rulesref.lint.model import LintFinding, Section, Term, Vocabulary
from rulesref.lint.reading import manuscript_text
from rulesref.lint.runner import lint
from tests.lint.vocab import VOCABULARY, cite, findings

BOOK = """RESOLVE MELEE BLOWS
Resolve each blow in turn. Players resolve blows one unit at a time,
and resolve ties by a die roll.

REVOLVE VOLLEY FIRE
A unit with bows shoots once per round.
"""
HEADINGS = dataclasses.replace(VOCABULARY, sections=(
    *VOCABULARY.sections, Section(name="Resolve Melee Blows", pages=(4,)),
    Section(name="Revolve Volley Fire", pages=(5,))))


def _headings(text: str = BOOK, vocabulary: Vocabulary = HEADINGS) -> list[LintFinding]:
    found = lint([manuscript_text(text, "book.txt")], vocabulary, min_confidence=0.0)
    return [f for f in found if f.code == "RL406"]


def test_the_slip_is_found_at_its_heading_with_both_headings_cited() -> None:
    (finding,) = _headings()
    assert (finding.line, finding.words) == (5, "Revolve Volley Fire")
    assert finding.message == (
        "the heading 'Revolve Volley Fire' has 'Revolve', printed nowhere else, one letter "
        "from 'Resolve' of the heading 'Resolve Melee Blows' (used 4 times)")
    assert finding.citation == "p. 5, Revolve Volley Fire; p. 4, Resolve Melee Blows"


def test_the_corrected_book_has_no_finding() -> None:
    assert _headings(BOOK.replace("REVOLVE", "RESOLVE"), dataclasses.replace(
        HEADINGS, sections=(*VOCABULARY.sections, Section(name="Resolve Melee Blows"),
                            Section(name="Resolve Volley Fire")))) == []


def test_a_word_the_prose_uses_is_no_slip() -> None:
    used = BOOK + "The wheel may revolve twice, and revolve again if the Sage allows.\n"
    assert _headings(used) == []


def test_a_word_of_a_name_the_model_holds_is_no_slip() -> None:
    held = dataclasses.replace(HEADINGS, terms=(
        *HEADINGS.terms, Term(name="Revolve Token", kind="token", cite=cite(6, "Tokens"))))
    assert _headings(vocabulary=held) == []


def _cut(text: str, vocabulary: Vocabulary = VOCABULARY, markdown: bool = False
         ) -> list[LintFinding]:
    return findings(text, "RL413", vocabulary, markdown=markdown)


def test_a_heading_cut_after_its_ampersand_is_found() -> None:
    text = "# Designer's Notes\n\n## Shooting &\n\nBows are rare in the marsh.\n"
    (finding,) = _cut(text, markdown=True)
    assert (finding.line, finding.words) == (3, "Shooting &")
    assert finding.message == "the heading 'Shooting &' ends with '&': its last term is missing"
    assert _cut(text.replace("Shooting &", "Shooting & Volleys"), markdown=True) == []


def test_a_heading_the_model_indexes_cut_after_a_conjunction_is_found() -> None:
    cut = dataclasses.replace(VOCABULARY, sections=(
        *VOCABULARY.sections, Section(name="Frogs and", pages=(7,))))
    (finding,) = _cut("Frogs and\nA frog hops.\n", cut)
    assert (finding.words, finding.page) == ("Frogs and", 7)


def test_a_capitals_line_that_goes_on_in_capitals_is_not_cut() -> None:
    # a warning set in capitals wraps after OR; its next line carries the sentence on
    text = "Warning\nNO FROG, TOAD OR\nHERON MAY CROSS THE FORD AT NIGHT.\nA frog hops.\n"
    assert _cut(text) == []
    # the same line with prose after it is a heading cut after its conjunction
    assert [f.words for f in _cut(text.replace("HERON MAY CROSS THE FORD AT NIGHT.\n", ""))] \
        == ["NO FROG, TOAD OR"]


def test_a_cut_heading_run_into_the_other_column_is_found() -> None:
    # two columns run together line by line: the left column's heading ends with '&', and
    # the right column's sentence follows it on the same line
    left = "A frog in the reeds waits for the heron to pass by."
    lines = [f"{left} {left}" if i % 3 == 0 else left[:40] for i in range(60)]
    lines[30] = "Shooting & Bows are rare in the marsh, so few models carry one."
    (finding,) = _cut("\n".join(lines) + "\n")
    assert (finding.line, finding.words) == (31, "Shooting &")
    lines[30] = "Shooting & Volleys"
    assert _cut("\n".join(lines) + "\n") == []


SCENARIOS = """Scenarios
4: THE FORD
Hold the ford.
5: THE BOG
Hold the bog.
6. THE REEDS
Hold the reeds.
7: THE POOL
Hold the pool.
"""


def test_a_numbered_heading_marked_unlike_its_neighbours_is_found() -> None:
    (finding,) = findings(SCENARIOS, "RL466")
    assert (finding.line, finding.words) == (6, "6. THE REEDS")
    assert finding.message == ("'6. THE REEDS': the number is set off by '.', but the headings "
                               "numbered before and after it (lines 4 and 8) use ':'; set it off "
                               "by ':' too")
    assert findings(SCENARIOS.replace("6. THE", "6: THE"), "RL466") == []


def test_two_series_side_by_side_are_not_judged() -> None:
    # a sequence's steps (``5 .``, ``7 .``) beside the table's rows: a neighbour's number
    # printed twice nearby leaves the heading unjudged; ranges count as their numbers
    steps = SCENARIOS + "5 . ROLL AGAIN\n7 . SCORE\n"
    assert findings(steps, "RL466") == []
    ranges = SCENARIOS.replace("4: THE FORD", "2-5: THE FORD").replace("5: THE BOG\n", "")
    assert [f.words for f in findings(ranges, "RL466")] == ["6. THE REEDS"]


CONTENTS = """Frog Wars
Table of Contents
Table of Contents
Goal
Take the ford.
Setup
Each player takes five frogs.
"""


def test_a_table_of_contents_without_entries_is_found() -> None:
    (finding,) = findings(CONTENTS, "RL467")
    assert (finding.line, finding.words) == (2, "Table of Contents")
    assert finding.message == (
        "'Table of Contents': the contents' heading (printed 2 times in a row) lists no "
        "entry: the next line, 'Goal', is printed nowhere else in the book, so it starts the "
        "text itself; list the sections under the heading, or drop it")
    listed = CONTENTS.replace("Table of Contents\nGoal", "• Goal\n• Setup\nGoal")
    assert findings(listed, "RL467") == []
