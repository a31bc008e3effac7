"""Quoting in messages is the same on every Python: the command line (CPython 3.11 to 3.13)
and the builder page (Pyodide) word an error about the same input alike."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from rulesref.core.quoting import quoted, shown_everywhere
from rulesref.errors import UnknownNameError


def test_a_character_newer_than_unicode_3_2_is_escaped_on_every_python() -> None:
    # U+13440 was assigned in Unicode 15: CPython 3.11's repr escapes it, 3.13's does not
    assert quoted("Heavy \U00013440") == "'Heavy \\U00013440'"
    assert quoted("🐗 Boar Riders") == "'\\U0001f417 Boar Riders'"  # emoji came in Unicode 6
    assert str(UnknownNameError("unit type", "Heavy \U00013440", ["Heavy Cavalry"])) == (
        "unknown unit type 'Heavy \\U00013440'; did you mean 'Heavy Cavalry'?")


def test_plain_text_reads_as_repr_does() -> None:
    for text in ("Light Infantry", "it's", 'say "hi"', "both ' and \"", "tab\there",
                 "back\\slash", "Ljudlös", "a\u0000b", "\u202eevil", "\x1b[2J"):
        assert quoted(text) == repr(text), text
    assert quoted(5) == "5" and quoted(None) == "None"


@given(st.text())
def test_quoted_text_reads_back_as_the_same_string(text: str) -> None:
    shown = quoted(text)
    assert eval(shown) == text
    # every character shown as itself is one every Python shows as itself
    assert all(shown_everywhere(ch) or ch.isascii() for ch in shown)


@given(st.text(st.characters(codec="utf-8")))
def test_stable_text_is_quoted_as_repr_quotes_it(text: str) -> None:
    old = all(ch.isascii() or unicodedata.ucd_3_2_0.category(ch) != "Cn" for ch in text)
    same_print = all(ch.isprintable() == shown_everywhere(ch) for ch in text)
    if old and same_print:
        assert quoted(text) == repr(text)
