"""JSON read by the C :mod:`json` module with strict hooks: the same data and messages as the
position-tracking scan, which re-reads the text only when a message needs a position."""

from __future__ import annotations

import pytest

from rulesref.core.jsonread import LazyPositions, parse_json, scan_json
from rulesref.core.yamlio import MAX_DEPTH, parse
from rulesref.errors import RulesDataError

TOO_DEEP = f"nested too deeply (more than {MAX_DEPTH} levels)"


def _message(text: str) -> str:
    with pytest.raises(RulesDataError) as info:
        parse(text, "t.json")
    return str(info.value)


def test_a_clean_file_is_not_scanned_until_a_position_is_asked() -> None:
    text = '{\n  "a": [1, 2],\n  "b": "x"\n}'
    doc = parse_json(text, "t.json")
    assert doc.data == {"a": [1, 2], "b": "x"}
    positions = doc.positions
    assert isinstance(positions, LazyPositions)
    assert positions._found is None  # nothing needed a position yet
    # "b" is on line 3; its value starts after `  "b": `, at column 8
    assert doc.where(("b",)) == (3, 8)
    assert positions._found == scan_json(text, "t.json")


def test_nesting_the_c_parser_accepts_is_refused_at_the_first_level_too_deep() -> None:
    # 150 levels: json.loads reads them, so the depth comes from the data, the place from
    # the scan: the 101st "[" is at column 101, below 100 list levels
    text = "[" * 150 + "]" * 150
    assert _message(text) == f"t.json:1:{MAX_DEPTH + 1}: " + "[0]" * MAX_DEPTH + ": " + TOO_DEEP


def test_nesting_spread_over_many_brackets_at_the_limit_is_fine() -> None:
    # more than 100 brackets, none deeper than 100 levels: the data walk lets it through
    text = "[" + ", ".join(["[]"] * 200) + "]"
    assert parse(text, "t.json").data == [[]] * 200


def test_the_first_problem_in_the_text_wins_over_a_later_syntax_error() -> None:
    # the duplicate key (line 2) comes before the missing comma (line 3): as the scan found
    # it first before, it is still the message
    text = '{"a": 1,\n "a": 2,\n "b": 3 "c": 4}'
    assert _message(text) == "t.json:2:2: a: duplicate key 'a' (lines 1 and 2)"


def test_a_syntax_error_alone_is_json_s_own() -> None:
    assert _message('{"a": 1 "b": 2}') == "t.json:1:9: invalid JSON: Expecting ',' delimiter"


def test_an_escaped_backslash_before_u_is_not_a_surrogate() -> None:
    assert parse('{"a": "\\\\ud800"}', "t.json").data == {"a": "\\ud800"}


@pytest.mark.parametrize("token", ["-Infinity", "Infinity", "NaN"])
def test_every_json_constant_is_refused_where_it_stands(token: str) -> None:
    # the list opens at column 1, its second item starts at column 5
    assert _message(f"[1, {token}]") == (f"t.json:1:5: [1]: {token} is not valid JSON "
                                         "(write a number)")
