"""Each check finds its planted fault at the right line, and a clean text gives nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulesref.lint.model import LintFinding
from rulesref.lint.reading import read_manuscript
from rulesref.lint.runner import lint
from tests.lint.vocab import MANUSCRIPTS, VOCABULARY


def _lint(name: str, **options: Any) -> list[LintFinding]:
    return lint([read_manuscript(MANUSCRIPTS / name, name)], VOCABULARY, **options)


PLANTED = [
    ("RL101", 4, "Glory Marker"),
    ("RL104", 6, "Wild [1]"),
    ("RL101", 7, "Fearless [+1]"),
    ("RL103", 8, "Maneuver Phase"),
    ("RL103", 9, "Mstr. Infantry"),
    ("RL105", 11, "Impassable / Impassible"),
    ("RL201", 13, "see Aerial Combat"),
    ("RL202", 14, "p. 95"),
    ("RL301", 15, "Cantrip ... 3 Mercury"),
    ("RL403", 16, "the the"),
    ("RL402", 17, "alwyas"),
    ("RL401", 18, "stuborn"),
    ("RL404", 19, "Sift"),
    ("RL101", 20, "Frenzy"),
]


@pytest.mark.parametrize(("code", "line", "words"), PLANTED, ids=[p[0] + " " + p[2]
                                                                   for p in PLANTED])
def test_each_planted_fault_is_found_at_its_line(code: str, line: int, words: str) -> None:
    found = [(f.code, f.line, f.words) for f in _lint("planted.txt")]
    assert (code, line, words) in found


def test_the_planted_text_has_no_other_finding() -> None:
    found = {(f.code, f.line, f.words) for f in _lint("planted.txt")}
    assert found == set(PLANTED)


def test_messages_say_what_and_cite_the_model() -> None:
    by_code = {f.code: f for f in _lint("planted.txt")}
    assert "no keyword 'Fearless'" in next(
        f.message for f in _lint("planted.txt") if f.words == "Fearless [+1]")
    assert "without [x]" in by_code["RL104"].message
    assert by_code["RL104"].citation == "Marsh Wars (invented), p. 31, Keywords"
    assert "Mercury cost of 3; the model has 2" in by_code["RL301"].message
    assert by_code["RL301"].citation == "Marsh Wars (invented), p. 20, Magic"
    assert "another spelling of the phase 'Manoeuvre Phase'" in next(
        f.message for f in _lint("planted.txt") if f.words == "Maneuver Phase")
    assert "'stubborn'" in by_code["RL401"].message
    assert "'always'" in by_code["RL402"].message
    assert "pages run 1-40" in by_code["RL202"].message


def test_a_clean_text_gives_no_finding() -> None:
    assert _lint("clean.txt") == []
    assert _lint("clean.txt", unused=True, min_confidence=0.0) == []


def test_unused_names_only_when_asked() -> None:
    found = _lint("planted.txt", unused=True)
    unused = {f.words for f in found if f.code == "RL102"}
    assert unused == {"Monstrous Infantry", "Manoeuvre Phase", "Rally Step"}
    assert all(f.line == 0 for f in found if f.code == "RL102")
    assert not any(f.code == "RL102" for f in _lint("planted.txt"))


def test_findings_carry_a_confidence_and_the_low_ones_can_be_shown() -> None:
    found = _lint("planted.txt", min_confidence=0.0)
    assert all(0 < f.confidence <= 1 for f in found)
    assert len(_lint("planted.txt", min_confidence=0.95)) == 0


def test_markdown_markup_and_code_blocks_are_not_prose() -> None:
    found = [(f.code, f.line, f.words) for f in _lint("planted.md")]
    # the code block's ``Wild [3]`` and ``teh`` are not read; the list item's fault is
    assert found == [("RL104", 11, "Wild [2]")]


def test_a_number_is_not_checked_where_the_sentence_is_ambiguous(tmp_path: Path) -> None:
    page = tmp_path / "ambiguous.txt"
    page.write_text("A Cantrip costs 3 Mercury or 5 Mercury, as the players agree.\n"
                    "Gaining 4 Mercury is easy.\n", encoding="utf-8")
    assert lint([read_manuscript(page)], VOCABULARY) == []


def test_a_reference_continued_on_the_next_line_resolves(tmp_path: Path) -> None:
    page = tmp_path / "refs.txt"
    page.write_text("The rules for tokens (see Tokens) and for spells, see\nMagic.\n"
                    "Another reference, see Movem\nent, is split by the layout.\n",
                    encoding="utf-8")
    assert lint([read_manuscript(page)], VOCABULARY) == []


def test_a_page_reference_to_the_wrong_page_of_a_section(tmp_path: Path) -> None:
    page = tmp_path / "pages.txt"
    page.write_text("The spell classes are listed under Magic (p. 25).\n", encoding="utf-8")
    found = lint([read_manuscript(page)], VOCABULARY)
    assert [(f.code, f.line, f.words) for f in found] == [("RL202", 1, "Magic p. 25")]
    assert "cited on p. 20" in found[0].message


def test_addresses_and_file_names_are_not_prose(tmp_path: Path) -> None:
    page = tmp_path / "web.txt"
    page.write_text("The rules at https://example.org/wrongg_spelling are alwyas new.\n"
                    "stuborn_picture.png\n"
                    "Write to rulez@example.org or see mapp.html for more.\n",
                    encoding="utf-8")
    found = lint([read_manuscript(page)], VOCABULARY)
    assert [(f.code, f.line, f.words) for f in found] == [("RL402", 1, "alwyas")]


def test_a_name_granted_twice_is_an_undefined_keyword(tmp_path: Path) -> None:
    page = tmp_path / "grants.txt"
    page.write_text("After a victory the unit gains Devour for a round.\n"
                    "At the next dawn it loses Devour again.\n", encoding="utf-8")
    found = lint([read_manuscript(page)], VOCABULARY)
    assert [(f.code, f.line, f.words, f.occurrences) for f in found] == [
        ("RL101", 1, "Devour", 2)]


def test_a_name_granted_far_into_a_long_line_is_found(tmp_path: Path) -> None:
    # the granting verb is read in a window before the phrase, not the whole line before
    # it: the window must still see the verb, and a word ending in one (regains) is none
    filler = "Then the unit moves on and fights. " * 400
    page = tmp_path / "long.txt"
    page.write_text(f"{filler}After a victory the unit gains Devour for a round.\n"
                    f"{filler}At the next dawn it loses  the Devour again.\n"
                    f"{filler}It regains Bluster once.\n"
                    f"{filler}Later it regains Bluster.\n", encoding="utf-8")
    found = lint([read_manuscript(page)], VOCABULARY)
    assert [(f.code, f.line, f.words, f.occurrences) for f in found] == [
        ("RL101", 1, "Devour", 2)]


def test_unused_names_are_judged_over_all_the_files(tmp_path: Path) -> None:
    one, two = tmp_path / "one.txt", tmp_path / "two.txt"
    one.write_text("The Rally Step ends a round.\n", encoding="utf-8")
    two.write_text("Monstrous Infantry and Light Infantry fight.\n", encoding="utf-8")
    found = lint([read_manuscript(one), read_manuscript(two)], VOCABULARY, unused=True)
    unused = {f.words for f in found if f.code == "RL102"}
    assert "Rally Step" not in unused and "Monstrous Infantry" not in unused
    assert "Doom Token" in unused


def _text(*lines: str) -> list[LintFinding]:
    from rulesref.lint.model import Line, Manuscript

    manuscript = Manuscript("book.txt", tuple(Line(n, t) for n, t in enumerate(lines, 1)))
    return [f for f in lint([manuscript], VOCABULARY) if f.code == "RL203"]


FILLER = tuple(f"Rules text {n} on moving and fighting." for n in range(12))


def test_a_part_the_back_of_the_book_lacks_is_found() -> None:
    # planted: a tally sheet placed at the back, where only a chart is printed
    found = _text("Keep score on the tally sheet at the back of this rulebook.",
                  "Look up rolls on the chart at the back of this book.", *FILLER,
                  "TA RG E T CH A RT", "Light Infantry 4+ 5+")
    assert [(f.line, f.words) for f in found] == [(1, "tally sheet at the back")]
    assert "no sheet" in found[0].message


def test_a_part_the_back_holds_is_not_found() -> None:
    found = _text("Keep score on the tally sheet at the back of this rulebook.", *FILLER,
                  "TALLY SHEETS", "Player Score")
    assert found == []


def _invited(*lines: str) -> list[LintFinding]:
    from rulesref.lint.model import Line, Manuscript

    manuscript = Manuscript("book.txt", tuple(Line(n, t) for n, t in enumerate(lines, 1)))
    return [f for f in lint([manuscript], VOCABULARY) if f.code == "RL204"]


def test_an_invitation_to_write_in_with_no_address_is_found() -> None:
    # planted: the book closes by asking for questions and ideas, and prints no address
    found = _invited(*FILLER, "Any questions about the rules? Want to suggest a relic?",
                     "", "bottom of page")
    assert [(f.line, f.words) for f in found] == [(13, "Any questions about the rules?")]
    assert "no address" in found[0].message


def test_an_invitation_with_an_address_or_a_named_place_is_not_found() -> None:
    # the address may be anywhere in the book, or the place may be named after the question
    assert _invited("Got feedback? Write to rules@example.org today.", *FILLER) == []
    assert _invited("Visit www.example.org for errata.", *FILLER,
                    "Have a question about the game?") == []
    assert _invited(*FILLER, "Have a question about the game?", "Ask on the Toy Forum.") == []
    # a question that asks for nothing to be sent is no invitation
    assert _invited(*FILLER, "How does the Mind Control card work?") == []


def _split(*lines: str) -> list[LintFinding]:
    from rulesref.lint.model import Line, Manuscript

    manuscript = Manuscript("book.txt", tuple(Line(n, t) for n, t in enumerate(lines, 1)))
    return [f for f in lint([manuscript], VOCABULARY) if f.code == "RL106"]


def test_a_name_split_by_a_space_is_found() -> None:
    # planted: the same box printed as two words and as one
    found = _split("Open the Puzzle Box when the round ends.",
                   "A player holding the Puzzlebox scores 2 points.")
    assert [(f.line, f.words) for f in found] == [(1, "Puzzle Box / Puzzlebox")]


def test_an_ordinary_word_or_an_extraction_split_is_not_a_variant() -> None:
    # "warhorn" in prose is a word, not a second name; "Streng th" is a split word
    assert _split("The War Horn sounds.", "They heard a distant warhorn.") == []
    assert _split("Streng th. This unit is Strength incarnate.") == []


def _lintable() -> list[str]:
    from rulesref.lint.rulesets import rulesets

    return sorted(rulesets())


@pytest.mark.parametrize("game", _lintable())
def test_no_name_the_model_holds_is_called_a_misspelling(game: str) -> None:
    from rulesref.lint.model import Line, Manuscript
    from rulesref.lint.rulesets import rulesets

    vocabulary = rulesets()[game].vocabulary()
    held = sorted({n for t in vocabulary.terms for n in (t.name, *t.variants)}
                  | set(vocabulary.recorded))
    manuscript = Manuscript("names.txt", tuple(Line(n, f"The rules name {name} here.")
                                               for n, name in enumerate(held, 1)))
    spelling = {"RL103", "RL106", "RL401", "RL402", "RL403", "RL404"}
    assert [(f.code, f.words) for f in lint([manuscript], vocabulary)
            if f.code in spelling] == []
