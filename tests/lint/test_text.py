"""The lint's view of prose: words, capitalised phrases, forms of a name, column order."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rulesref.lint.model import fingerprint
from rulesref.lint.reading import column_lines
from rulesref.lint.text import (
    base_form,
    edit_distance,
    is_abbreviation,
    phrases,
    singular,
    spelling_key,
    squeeze,
    tokens,
)


def test_phrases_keep_connectors_inside_and_break_at_punctuation() -> None:
    found = [(p.text, p.sentence_start) for p in phrases(
        "Roll on the Chaos of War table, then the Doom Phase. Units rest.")]
    assert found == [("Roll", True), ("Chaos of War", False), ("Doom Phase", False),
                     ("Units", True)]


def test_a_line_start_and_text_after_a_full_stop_may_start_a_sentence() -> None:
    starts = [t.sentence_start for t in tokens("Wild units. Brave “Heroes” too")]
    assert starts == [True, False, True, False, False]


def test_forms_of_a_name() -> None:
    assert singular("Tokens") == "Token"
    assert singular("Enemies") == "Enemy"
    assert singular("Dice") == "Die"
    assert singular("Class") == "Class"
    assert base_form("The Doom Tokens") == base_form("doom token")
    assert base_form("General’s") == "general"
    assert base_form("Who’s Next?") == base_form("Who's Next")
    assert spelling_key("Manoeuvre") == spelling_key("maneuver")
    assert spelling_key("Defence") == spelling_key("defense")
    assert spelling_key("Colour") == spelling_key("color")
    assert is_abbreviation("Mstr", "Monstrous")
    assert not is_abbreviation("Mtsr", "Monstrous")
    assert squeeze("Critical H its") == squeeze("critical hits")


def test_edit_distance_counts_a_swap_once() -> None:
    assert edit_distance("alwyas", "always") == 1
    assert edit_distance("stuborn", "stubborn") == 1
    assert edit_distance("cat", "dog", limit=2) == 3


@given(st.text("abcde", max_size=8), st.text("abcde", max_size=8))
def test_edit_distance_is_symmetric_and_zero_only_for_equals(a: str, b: str) -> None:
    assert edit_distance(a, b, 10) == edit_distance(b, a, 10)
    assert (edit_distance(a, b, 10) == 0) == (a == b)


def test_fingerprints_are_short_and_stable() -> None:
    assert fingerprint("Doom Token") == fingerprint("  doom   TOKEN ")
    assert len(fingerprint("Doom Token")) == 12


@given(st.lists(st.tuples(st.integers(0, 1), st.integers(0, 40)), min_size=1, max_size=60,
                unique=True))
def test_column_order_keeps_every_word_once(cells: list[tuple[int, int]]) -> None:
    words = [{"text": f"c{column}r{row}", "x0": 20.0 + 300 * column,
              "x1": 200.0 + 300 * column, "top": 12.0 * row, "bottom": 12.0 * row + 9}
             for column, row in cells]
    lines = column_lines(words, 520.0)
    read = " ".join(lines).split()
    assert sorted(read) == sorted(str(w["text"]) for w in words)
    left = [w for w in read if w.startswith("c0")]
    if len(read) >= 4 and min(len(left), len(read) - len(left)) >= 0.2 * len(read):
        # two columns: the whole left one, top to bottom, before the right one
        assert read[: len(left)] == sorted(left, key=lambda w: int(w.split("r")[1]))


def test_a_tokens_capitals_are_worked_out_with_it() -> None:
    toks = tokens("WILD Hero a I x-Ray")
    assert [(t.text, t.capitalised, t.shouting) for t in toks] == [
        ("WILD", False, True), ("Hero", True, False), ("a", False, False),
        ("I", True, False), ("x-Ray", False, False)]
