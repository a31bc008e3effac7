"""Parser limits: every malformed or hostile file is a RulesDataError naming file, path, line
and column, never another exception, and YAML means only plain data (YAML 1.2 core schema)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.core.yamlio import MAX_DEPTH, parse
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.army import load_army
from rulesref.games.hobgoblin.loading import DATA_DIR, load_uncached
from tests.datafiles import data_with

FIXTURES = Path(__file__).parent / "fixtures"
TOO_DEEP = f"nested too deeply (more than {MAX_DEPTH} levels)"
NOT_PLAIN = "only plain YAML is allowed: text, numbers, true/false, null, lists and mappings"


def _data_error(tmp_path: Path, fixture: str) -> str:
    target = fixture.split("_")[0] + ".yaml"
    with pytest.raises(RulesDataError) as info:
        load_uncached(data_with(tmp_path, DATA_DIR, target, FIXTURES / fixture))
    return str(info.value)


@pytest.mark.parametrize(
    ("fixture", "expected"),
    [
        ("footprints_huge_integer_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: integer has 5000 digits; "
         "at most 4300 are allowed"),
        ("footprints_int_tag_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: 'abc' is not an integer (tag !!int)"),
        ("footprints_float_tag_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: 'abc' is not a number (tag !!float)"),
        ("footprints_timestamp_tag_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: tag !!timestamp is not allowed: "
         "dates and times are not plain army data; write them as quoted text"),
        ("footprints_binary_tag_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: tag !!binary is not allowed: "
         "binary data is not plain army data"),
        ("footprints_set_tag_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: tag !!set is not allowed: "
         "sets are not plain army data; write a list"),
        ("footprints_omap_tag_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: tag !!omap is not allowed: "
         "ordered mappings are not plain army data; write a mapping"),
        ("footprints_custom_tag_invalid.yaml",
         f"footprints.yaml:3:16: footprints[0].min_width: tag !wide is not allowed: {NOT_PLAIN}"),
        ("footprints_python_tag_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: tag !!python/object/apply:os.system "
         f"is not allowed: {NOT_PLAIN}"),
        ("footprints_duplicate_key_invalid.yaml",
         "footprints.yaml:5:5: footprints[0].max_width: duplicate key 'max_width' "
         "(lines 4 and 5)"),
        ("footprints_recursive_alias_invalid.yaml",
         "footprints.yaml:1:13: footprints[0]: an alias refers to a list or mapping that "
         "contains it (recursive data)"),
        # YAML 1.1 coercions are gone: these are text, which an int or bool field refuses
        ("footprints_sexagesimal_number_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: Input should be a valid integer "
         "(got '50:00')"),
        ("footprints_boolean_number_invalid.yaml",
         "footprints.yaml:3:16: footprints[0].min_width: Input should be a valid integer "
         "(got True)"),
        ("keywords_yes_boolean_invalid.yaml",
         "keywords.yaml:4:14: keywords[0].numeric: Input should be a valid boolean (got 'yes')"),
    ],
)
def test_bad_data_files_name_file_path_line_and_column(
    tmp_path: Path, fixture: str, expected: str
) -> None:
    assert _data_error(tmp_path, fixture) == expected


def test_a_python_tag_runs_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    message = _data_error(tmp_path, "footprints_python_tag_invalid.yaml")
    assert "is not allowed" in message
    assert not (tmp_path / "rulesref-payload-ran").exists()


def test_nesting_too_deep_in_a_data_file(tmp_path: Path) -> None:
    message = _data_error(tmp_path, "footprints_deep_nesting_invalid.yaml")
    # the file's mapping, the footprints list and its first item are the first 3 levels
    assert message == ("footprints.yaml:3:113: footprints[0].min_width" + "[0]" * 97
                       + ": " + TOO_DEEP)


@pytest.mark.parametrize(
    ("fixture", "expected"),
    [
        ("army_boolean_points_invalid.yaml",
         "army_boolean_points_invalid.yaml:3:15: points_limit: "
         "Input should be a valid integer (got True)"),
        ("army_boolean_points_invalid.json",
         "army_boolean_points_invalid.json:4:19: points_limit: "
         "Input should be a valid integer (got True)"),
        ("army_text_points_invalid.yaml",
         "army_text_points_invalid.yaml:3:15: points_limit: "
         "Input should be a valid integer (got '500')"),
        ("army_sexagesimal_points_invalid.yaml",
         "army_sexagesimal_points_invalid.yaml:3:15: points_limit: "
         "Input should be a valid integer (got '50:00')"),
        ("army_huge_points_invalid.yaml",
         "army_huge_points_invalid.yaml:3:15: points_limit: "
         "integer has 4301 digits; at most 4300 are allowed"),
        ("army_huge_points_invalid.json",
         "army_huge_points_invalid.json:4:19: points_limit: "
         "integer has 4301 digits; at most 4300 are allowed"),
        ("army_duplicate_key_invalid.yaml",
         "army_duplicate_key_invalid.yaml:6:1: name: duplicate key 'name' (lines 2 and 6)"),
        ("army_duplicate_key_invalid.json",
         "army_duplicate_key_invalid.json:5:3: points_limit: "
         "duplicate key 'points_limit' (lines 3 and 5)"),
        ("army_lone_surrogate_invalid.json",
         "army_lone_surrogate_invalid.json:3:11: name: "
         "text that cannot be encoded as UTF-8 (a lone surrogate) ('\\ud800')"),
        ("army_nan_points_invalid.json",
         "army_nan_points_invalid.json:4:19: points_limit: NaN is not valid JSON (write a number)"),
    ],
)
def test_bad_army_files_name_file_path_line_and_column(fixture: str, expected: str) -> None:
    with pytest.raises(RulesDataError) as info:
        load_army(FIXTURES / fixture)
    assert str(info.value) == expected.replace(fixture, str(FIXTURES / fixture))


def test_json_nested_a_thousand_levels_is_refused_before_parsing() -> None:
    path = FIXTURES / "army_deep_nesting_invalid.json"
    with pytest.raises(RulesDataError) as info:
        load_army(path)
    error = info.value
    assert (error.file, error.line, error.column) == (str(path), 5, 111)
    # the file's object and the units list are the first 2 of the 100 levels allowed
    assert error.path == "units" + "[0]" * 99
    assert error.message == TOO_DEEP


# --------------------------------------------------------------------------- YAML 1.2


def test_yaml_1_1_booleans_and_numbers_are_text() -> None:
    text = "\n".join([
        "a: yes", "b: no", "c: on", "d: off", "e: y", "f: n", "g: 50:00", "h: 2024-01-01",
        "i: 1_000", "j: 0b11", "k: Yes", "l: ~", "m: true", "n: FALSE", "o: 010", "p: 0o17",
        "q: 0x1F", "r: .5", "s: 1e3", "t: -.inf", "u: +12", "v:",
    ])
    assert parse(text, "t.yaml").data == {
        "a": "yes", "b": "no", "c": "on", "d": "off", "e": "y", "f": "n", "g": "50:00",
        "h": "2024-01-01", "i": "1_000", "j": "0b11", "k": "Yes", "l": None, "m": True,
        "n": False, "o": 10, "p": 15, "q": 31, "r": 0.5, "s": 1000.0, "t": float("-inf"),
        "u": 12, "v": None,
    }


def test_core_tags_that_parse_are_accepted() -> None:
    text = "a: !!str 5\nb: !!float 5\nc: !!int '7'\nd: !!bool true\ne: !!null\nf: !!map {}\n"
    assert parse(text, "t.yaml").data == {"a": "5", "b": 5.0, "c": 7, "d": True, "e": None,
                                          "f": {}}


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("a: !!bool yes", (1, 4), "a: 'yes' is not true or false (tag !!bool)"),
        ("a: !!null x", (1, 4), "a: 'x' is not null (tag !!null)"),
        ("a: !!int 1.5", (1, 4), "a: '1.5' is not an integer (tag !!int)"),
        ("a: !!map [1]", (1, 4), "a: tag !!map cannot be given to a list"),
        ("a: !!seq x", (1, 4), "a: tag !!seq cannot be given to a single value"),
        ("a: !!pairs [x: 1]", (1, 4),
         "a: tag !!pairs is not allowed: pairs are not plain army data; write a mapping"),
        ("<<: {a: 1}", (1, 1),
         "tag !!merge is not allowed: merge keys are not supported; write the keys out"),
        ("? [a]\n: 1", (1, 3), "a mapping key must be text or a number"),
        ("a:\n  b: 1\n  c: 2\n  b: 3\n", (4, 3), "a.b: duplicate key 'b' (lines 2 and 4)"),
        ("a: 0x" + "f" * 4000, (1, 4), "a: integer has more than 4300 digits"),
        ("a: !!float " + "9" * 4400, (1, 4),
         "a: integer has 4400 digits; at most 4300 are allowed"),
        ("a: [" + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "]", (1, 3 + MAX_DEPTH),
         "a" + "[0]" * (MAX_DEPTH - 1) + ": " + TOO_DEEP),
        ("[" * 1001 + "]" * 1001, (1, 1001), "invalid YAML: " + TOO_DEEP),
    ],
)
def test_yaml_problems(text: str, where: tuple[int, int], message: str) -> None:
    with pytest.raises(RulesDataError) as info:
        parse(text, "t.yaml")
    error = info.value
    assert (error.line, error.column) == where
    assert str(error) == f"t.yaml:{where[0]}:{where[1]}: {message}"


def test_nesting_at_the_limit_is_fine() -> None:
    depth = MAX_DEPTH
    assert parse("[" * depth + "]" * depth, "t.yaml").data is not None
    assert parse("[" * depth + "]" * depth, "t.json").data is not None


def test_an_alias_bomb_is_refused() -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for n in range(1, 9):
        prev, name = chr(ord("a") + n - 1), chr(ord("a") + n)
        bomb += f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 7) + "]\n"
    with pytest.raises(RulesDataError) as info:
        parse(bomb, "bomb.yaml")
    assert info.value.line is not None
    assert "too many nodes (over 200000); aliases nested too deeply?" in str(info.value)


# --------------------------------------------------------------------------- JSON


def test_json_positions_follow_the_text() -> None:
    doc = parse('{\n  "a": [1,\n    {"b": true}],\n  "c": "x"\n}', "t.json")
    assert doc.data == {"a": [1, {"b": True}], "c": "x"}
    assert doc.positions == {(): (1, 1), ("a",): (2, 8), ("a", 0): (2, 9),
                             ("a", 1): (3, 5), ("a", 1, "b"): (3, 11), ("c",): (4, 8)}


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ('{"a": "\\ud800"}', (1, 7),
         "a: text that cannot be encoded as UTF-8 (a lone surrogate) ('\\ud800')"),
        ('{"\\udfff": 1}', (1, 1),
         "text that cannot be encoded as UTF-8 (a lone surrogate) ('\\udfff') in a key"),
        ('{"a": {"b": 1, "\\u0062": 2}}', (1, 16), "a.b: duplicate key 'b' (lines 1 and 1)"),
        ('{"a": -' + "1" * 4301 + "}", (1, 7),
         "a: integer has 4301 digits; at most 4300 are allowed"),
        ('[Infinity]', (1, 2), "[0]: Infinity is not valid JSON (write a number)"),
        ("[" * 1000 + "]" * 1000, (1, MAX_DEPTH + 1), "[0]" * MAX_DEPTH + ": " + TOO_DEEP),
        ('{"a": 1 "b": 2}', (1, 9), "invalid JSON: Expecting ',' delimiter"),
    ],
)
def test_json_problems(text: str, where: tuple[int, int], message: str) -> None:
    with pytest.raises(RulesDataError) as info:
        parse(text, "t.json")
    assert str(info.value) == f"t.json:{where[0]}:{where[1]}: {message}"


def test_a_long_json_float_is_fine() -> None:
    assert parse('{"a": 1.' + "5" * 5000 + "}", "t.json").data == {"a": 1.5555555555555556}


def test_raw_lone_surrogate_in_text() -> None:
    with pytest.raises(RulesDataError) as info:
        parse("a: b\nc: \ud800\n", "t.yaml")
    assert str(info.value) == ("t.yaml:2:4: text that cannot be encoded as UTF-8 "
                               "(a lone surrogate) ('\\ud800')")


@given(st.text(alphabet=st.sampled_from(list("[]{}:,-?&*!|>'\"\\ \n\tax01.#%@`~u")),
               max_size=60))
def test_any_text_gives_data_or_a_rules_data_error(text: str) -> None:
    for name in ("fuzz.yaml", "fuzz.json"):
        try:
            parse(text, name)
        except RulesDataError as exc:
            assert exc.file == name


def test_limits_hold_under_a_lower_python_digit_limit() -> None:
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(640)
    try:
        with pytest.raises(RulesDataError, match="integer has 700 digits; at most 640"):
            parse("a: " + "1" * 700, "t.yaml")
    finally:
        sys.set_int_max_str_digits(old)


def test_the_pure_python_parser_keeps_the_same_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    import yaml

    from rulesref.core import plaindata

    pure = type("PurePlainLoader", (yaml.SafeLoader,), {
        "yaml_implicit_resolvers": plaindata.loader_class().yaml_implicit_resolvers,
        "yaml_path_resolvers": {},
    })
    monkeypatch.setattr(plaindata, "loader_class", lambda: pure)
    assert parse("a: yes\nb: 50:00\nc: !!int 5", "t.yaml").data == {
        "a": "yes", "b": "50:00", "c": 5}
    cases = {
        "[" * 3000 + "]" * 3000: "t.yaml: invalid YAML: " + TOO_DEEP,
        'a: "\\ud800"': "t.yaml:1:4: a: text that cannot be encoded as UTF-8 (a lone "
                        "surrogate) ('\\ud800')",
        "a: 1\na: 2": "t.yaml:2:1: a: duplicate key 'a' (lines 1 and 2)",
    }
    for text, message in cases.items():
        with pytest.raises(RulesDataError) as info:
            parse(text, "t.yaml")
        assert str(info.value) == message
