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


ORDER = """Deployment
Split the ford into three parts from
left to right (i.e., left bank, right bank, middle). Place a frog in each.
"""


def test_a_list_out_of_its_announced_order_is_found() -> None:
    (finding,) = findings(ORDER, "RL464")
    assert (finding.line, finding.words) == (
        3, "left to right (left bank, right bank, middle)")
    assert finding.message == (
        "'left to right (left bank, right bank, middle)': the list is announced from left to "
        "right, but its items do not run in that order; reorder them or the announcement")


def test_a_list_in_its_announced_order_is_silent() -> None:
    assert findings(ORDER.replace("right bank, middle", "middle, right bank"), "RL464") == []
    # the other way round, announced so
    assert findings(ORDER.replace("left to right (i.e., left bank, right bank, middle)",
                                  "right to left: right bank, middle, left bank"),
                    "RL464") == []
    # an item off the scale, or too few items: nothing to judge
    assert findings(ORDER.replace("middle", "the ford"), "RL464") == []
    assert findings(ORDER.replace(", middle", ""), "RL464") == []
    # ranks: the third before the second is out of order
    ranks = "Order\nScore them first to last: first, third, second.\n"
    assert [f.code for f in findings(ranks, "RL464")] == []
    ranks = "Order\nScore them from first to third: first, third, second.\n"
    assert [f.words for f in findings(ranks, "RL464")] == [
        "first to third (first, third, second)"]
