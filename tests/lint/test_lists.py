"""The list check (RL414) on a small invented book: a list that names one item twice, also
across a line that ends with a comma, is found at the second printing; the corrected list,
and a short run of commas in prose, are silent."""

from __future__ import annotations

from rulesref.lint.model import LintFinding
from tests.lint.vocab import findings

BOOK = """Aspects
The Marsh God rules over reeds, herons, mist, frogs, rain,
herons, lilies and dusk.
"""


def _found(text: str) -> list[LintFinding]:
    return findings(text, "RL414")


def test_an_item_named_twice_is_found_at_its_second_printing() -> None:
    (finding,) = _found(BOOK)
    assert (finding.line, finding.words) == (
        3, "reeds, herons, mist, frogs, rain, herons, lilies, dusk")
    assert finding.message == ("the list 'reeds, herons, mist, frogs, rain, herons, lilies, "
                               "dusk' names 'herons' twice (also line 2)")


def test_the_corrected_list_is_silent() -> None:
    assert _found(BOOK.replace("\nherons,", "\ntoads,")) == []


def test_commas_in_prose_make_no_list() -> None:
    prose = "Rules\nIf a frog, once it has moved, moves again, it must, as ever, rest.\n"
    assert _found(prose) == []
