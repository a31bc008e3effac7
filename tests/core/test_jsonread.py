"""JSON read by the C :mod:`json` module with strict hooks: the same data and messages as the
position-tracking scan, which re-reads the text only when a message needs a position."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.core.jsonread import LazyPositions, parse_json, scan_json
from rulesref.core.yamlio import MAX_DEPTH, Document, iter_paths, parse, text_error
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


def _scan_first(text: str) -> object:
    """What reading gave before the C fast path: the scan over the whole text first, then
    :func:`json.loads`, then every text checked; the data, or the message."""
    try:
        positions = scan_json(text, "t.json")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            return f"t.json:{exc.lineno}:{exc.colno}: invalid JSON: {exc.msg}"
        except (ValueError, RecursionError) as exc:
            return f"t.json: invalid JSON: {exc}"
        doc = Document("t.json", data, positions)
        for path, value in iter_paths(data):
            texts = [value] if type(value) is str else list(value) if type(value) is dict else []
            for item in texts:
                problem = text_error(item)
                if problem:
                    raise doc.error(path, problem + ("" if item is value else " in a key"))
    except RulesDataError as exc:
        return str(exc)
    return data


_JSONISH = st.text(alphabet=st.sampled_from(list('[]{}:," \n-0123456789.eE\\udtrueNaIfylsni')),
                   max_size=40)
_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
              st.text(max_size=5)),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.sampled_from("ab"), inner, max_size=2)),
    max_leaves=10)


@given(st.one_of(_JSONISH, _VALUES.map(lambda v: json.dumps(v, indent=1))))
def test_the_c_reading_gives_what_the_scan_first_gave(text: str) -> None:
    try:
        found: object = parse(text, "t.json").data
    except RulesDataError as exc:
        found = str(exc)
    expected = _scan_first(text)
    assert found == expected


@given(st.lists(st.sampled_from(['"a": 1', '"b": [2, {"a": 3}]', '"a": -9' + "9" * 4300,
                                 '"c": NaN', '"d": "\\ud800"', '"\\u0061": 4']),
                min_size=1, max_size=4))
def test_every_refusal_is_placed_as_the_scan_placed_it(members: list[str]) -> None:
    text = "{\n" + ",\n".join(members) + "\n}"
    try:
        found: object = parse(text, "t.json").data
    except RulesDataError as exc:
        found = str(exc)
    assert found == _scan_first(text)
