"""JSON text is spelled the same on every Python: the command line's CPython and the builder
page's Pyodide know different Unicode versions, and the page must print what the command
prints, byte for byte."""

from __future__ import annotations

import json

import pytest

from rulesref.core.jsontext import dumps


@pytest.mark.parametrize(("value", "spelled"), [
    ("é→ Ljudlös", '"é→ Ljudlös"'),              # printable since Unicode 1.1: as itself
    ("\U00013440", '"\\ud80d\\udc40"'),          # assigned in Unicode 15: escaped everywhere
    ("\U0001f417", '"\\ud83d\\udc17"'),          # assigned in Unicode 6.0: escaped too
    ("\U000e0001", '"\\udb40\\udc01"'),          # a format character
    ("a\u202eb", '"a\\u202eb"'),                 # a bidirectional override
    ("\x85", '"\\u0085"'),                       # a C1 control
    ("abc\x7f", '"abc\\u007f"'),                  # DEL in otherwise ASCII text
])
def test_a_character_is_spelled_by_a_fixed_unicode_version(value: str, spelled: str) -> None:
    text = dumps({"n": value}, indent=None)
    assert text == '{"n": ' + spelled + "}"
    assert json.loads(text) == {"n": value}


def test_indenting_newlines_stay() -> None:
    assert dumps({"a": ["\U00013440"]}) == '{\n  "a": [\n    "\\ud80d\\udc40"\n  ]\n}'
