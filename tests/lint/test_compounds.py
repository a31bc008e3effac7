"""Split compounds (RL416) on small invented books: ``any where`` is found (a split form
general English never prints), and so is ``river bank`` split where the book prints
``riverbank`` more often; the corrected text is silent, and so are split forms that are
ordinary English (``may be``, ``set up``, ``in to``), a split the book prints more often
than the joined word, letter-spaced headings and a name the model holds."""

from __future__ import annotations

import dataclasses

from rulesref.lint.model import LintFinding, Term
from tests.lint.vocab import VOCABULARY, cite, findings

BOOK = """Reeds
A heron may stand any where in the marsh.
The heron hides in the riverbank.
A frog leaves the riverbank at dusk.
The riverbank is Difficult terrain.
A newt crosses the river bank slowly.
"""


def _found(text: str) -> list[LintFinding]:
    return findings(text, "RL416")


def test_split_compounds_are_found_with_their_counts() -> None:
    found = _found(BOOK)
    assert [(f.line, f.words) for f in found] == [(2, "any where"), (6, "river bank")]
    assert found[1].message == (
        "'river bank' is the English word 'riverbank' split in two: printed split "
        "'river bank' (1: line 6), joined 3 times")


def test_the_corrected_text_is_silent() -> None:
    assert _found(BOOK.replace("any where", "anywhere").replace("river bank", "riverbank")) == []


def test_ordinary_split_forms_are_silent() -> None:
    text = ("It may be wet. Maybe not.\nSet up the board. The setup takes a minute.\n"
            "Walk in to the pond. Jump into it.\nEvery one of them. Everyone waits.\n")
    assert _found(text) == []


def test_a_split_the_book_prints_more_than_the_joined_word_is_silent() -> None:
    found = _found(BOOK.replace("the riverbank", "the river bank", 2))
    assert [f.words for f in found] == ["any where"]


def test_a_letter_spaced_heading_is_silent() -> None:
    assert _found("Com mand\nThe command is given.\nA command ends.\n") == []


def test_a_held_name_is_never_a_slip() -> None:
    held = dataclasses.replace(VOCABULARY, terms=(
        *VOCABULARY.terms, Term(name="river bank", kind="terrain", cite=cite(20, "Terrain"))))
    assert findings(BOOK.replace("any where", "anywhere"), "RL416", held) == []



def test_a_split_only_where_two_columns_meet_is_silent() -> None:
    """Two columns run together: the left column's line ends with ``any``, the right one's
    starts with ``where``; the pair is no printing of ``any where``."""
    from rulesref.lint.compounds import check_compounds
    from rulesref.lint.known import analyse, build_known
    from rulesref.lint.model import Line, Manuscript

    left = "The heron waits by the bank for any"
    joined = f"{left} where the frogs sit in the reeds, it waits and waits."
    lines = ["The heron waits by the riverbank at dusk."] * 50 + [joined] * 10
    text = analyse(Manuscript("two.txt", tuple(Line(i + 1, s) for i, s in enumerate(lines))))
    assert text.at_column_join(50, len(left))
    assert list(check_compounds(text, build_known(VOCABULARY))) == []
    sure = [*lines, "A frog may sit any where."]
    text = analyse(Manuscript("two.txt", tuple(Line(i + 1, s) for i, s in enumerate(sure))))
    (finding,) = check_compounds(text, build_known(VOCABULARY))
    assert (finding.line, finding.occurrences) == (61, 11)


def test_a_line_printing_the_split_twice_is_named_once() -> None:
    # found on the real book: 'line 422, line 422' when one line prints the split twice
    text = BOOK.replace("A newt crosses the river bank slowly.",
                        "A newt crosses the river bank to the river bank.")
    (found,) = [f for f in _found(text) if f.words == "river bank"]
    assert "'river bank' (2: line 6)," in found.message
    assert found.occurrences == 2


def test_the_report_says_what_its_own_count_counts() -> None:
    # the text report used to add "(32 times)" after a message that ends with another count
    # ("joined 146 times (32 times)"); it now says the number counts the printings
    from pathlib import Path

    from rulesref.cli.lint import report_text
    from rulesref.lint.register import LintRegister
    from rulesref.lint.runner import LintReport, Triaged

    text = BOOK.replace("A newt crosses the river bank slowly.",
                        "A newt crosses the river bank to the river bank.")
    (found,) = [f for f in _found(text) if f.words == "river bank"]
    report = LintReport("toy", ("book.txt",), (Triaged(found, None),), (),
                        LintRegister(Path("register.yaml"), (), {}), 0.0)
    line = report_text(report).splitlines()[0]
    assert line.endswith("joined 3 times; 2 printings in all")


HYPHENS = """Reeds
A frog may re-roll a hop. A toad may re-roll a croak, and a newt may re-roll once.
A frog may reroll a splash. A frog in lily-pad contact hides; one in lily-pad contact waits.
A toad in lily-pad contact croaks. A newt in lily pad contact swims.
Frogs fight in close combat, in close combat, in close combat; close-combat frogs win.
"""


def test_a_compound_with_and_without_its_hyphen_is_found() -> None:
    found = findings(HYPHENS, "RL438")
    assert [(f.line, f.words) for f in found] == [(3, "reroll"), (4, "lily pad contact")]
    assert found[0].message == ("'reroll': the book prints 're-roll' with its hyphen 3 times "
                                "and run together once")
    assert found[1].message.endswith("with its hyphen 3 times and as two words once")
    fixed = HYPHENS.replace("reroll", "re-roll").replace("lily pad contact",
                                                         "lily-pad contact")
    # 'close combat' (a noun) beside 'close-combat frogs' (an adjective) stays silent
    assert findings(fixed, "RL438") == []
