"""The keyword reference syntax and the numerical keyword algebra."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.core.keywords import KeywordRef, Mode, resolve
from rulesref.errors import KeywordSyntaxError


@pytest.mark.parametrize(
    ("text", "name", "mode", "value"),
    [
        ("Wild", "Wild", Mode.PLAIN, None),
        ("Tough [1]", "Tough", Mode.SET, 1),
        ("Hero [+1]", "Hero", Mode.ADD, 1),
        ("  ranged  [ +12 ]", "ranged", Mode.ADD, 12),
        ("Tough [x]", "Tough", Mode.VARIABLE, None),
        ("Narrow Footprint", "Narrow Footprint", Mode.PLAIN, None),
    ],
)
def test_parse(text: str, name: str, mode: Mode, value: int | None) -> None:
    ref = KeywordRef.parse(text)
    assert (ref.name, ref.mode, ref.value) == (name, mode, value)


@pytest.mark.parametrize("text", ["", "[3]", "Hero [+]", "Hero [one]", "Hero [1", 3, None])
def test_parse_rejects(text: object) -> None:
    with pytest.raises(KeywordSyntaxError, match="not a keyword"):
        KeywordRef.parse(text)  # type: ignore[arg-type]


def test_str_round_trips() -> None:
    for text in ("Wild", "Tough [1]", "Hero [+2]", "Tough [x]"):
        assert str(KeywordRef.parse(text)) == text


def test_book_examples() -> None:
    # Ranged [24] plus Ranged [+12] is Ranged [36] (Index of Keywords, Ranged).
    values = resolve([KeywordRef.parse("Ranged [24]"), KeywordRef.parse("Ranged [+12]")])
    assert values.value("Ranged") == 36
    # Tough [1] plus Tough [+1] is Tough [2] (Purchasing Keywords examples).
    values = resolve([KeywordRef.parse("Tough [+1]"), KeywordRef.parse("Tough [1]")])
    assert values.value("tough") == 2


def test_plain_duplicates_count_once() -> None:
    values = resolve([KeywordRef("Wild"), KeywordRef("wild"), KeywordRef("Large")])
    assert values.names == ("Wild", "Large")
    assert values.value("Wild") is None


def test_add_without_set_starts_from_zero() -> None:
    assert resolve([KeywordRef("Hero", Mode.ADD, 2), KeywordRef("Hero", Mode.ADD, 1)]
                   ).value("Hero") == 3


def test_several_sets_take_the_owners_best_pick() -> None:
    refs = [KeywordRef("Swift", Mode.SET, 2), KeywordRef("Swift", Mode.SET, 6)]
    assert resolve(refs).value("Swift") == 6
    slow = [KeywordRef("Slow", Mode.SET, 2), KeywordRef("Slow", Mode.SET, 4)]
    assert resolve(slow, weakness=frozenset({"Slow"})).value("Slow") == 2


copies = st.lists(
    st.tuples(st.sampled_from([Mode.SET, Mode.ADD]), st.integers(min_value=0, max_value=48)),
    min_size=1, max_size=8,
)


@given(copies, st.randoms(use_true_random=False))
def test_order_independent(items: list[tuple[Mode, int]], rnd) -> None:  # type: ignore[no-untyped-def]
    refs = [KeywordRef("Hero", mode, value) for mode, value in items]
    shuffled = list(refs)
    rnd.shuffle(shuffled)
    assert resolve(refs).value("Hero") == resolve(shuffled).value("Hero")


@given(copies)
def test_sets_apply_before_adds(items: list[tuple[Mode, int]]) -> None:
    refs = [KeywordRef("Hero", mode, value) for mode, value in items]
    sets = [v for m, v in items if m is Mode.SET]
    adds = [v for m, v in items if m is Mode.ADD]
    expected = (max(sets) if sets else 0) + sum(adds)
    assert resolve(refs).value("Hero") == expected
