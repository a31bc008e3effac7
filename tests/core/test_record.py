"""Records behave as standard frozen dataclasses: value equality and hashing, repr, no
assignment, dataclasses' own functions; root records compare by identity; validation at the
boundary is strict about numbers and booleans."""

from __future__ import annotations

import dataclasses
import enum
from typing import ClassVar

import pytest

from rulesref.core.loader import validate
from rulesref.core.record import FrozenRecordError, fields, record, replace, result, root_record
from rulesref.core.yamlio import parse
from rulesref.errors import RulesDataError


class Colour(enum.Enum):
    """A test enum."""

    RED = "red"
    """Red."""


@record
class Point:
    """A test record."""

    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


@record
class Other:
    """Another record with the same fields."""

    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


@record
class Single:
    """A record of one field."""

    only: str


@result
class Pair:
    """A result built positionally."""

    left: int
    right: float


@root_record
class Root:
    """A root record."""

    points: tuple[Point, ...]
    flag: bool = False


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PlainPoint:
    """The same fields as a plain frozen dataclass, for comparison."""

    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


def test_equality_and_hash_by_value() -> None:
    a, b = Point(x=1, tags=("a",)), Point(x=1, tags=("a",))
    assert a == b and hash(a) == hash(b) and a is not b
    assert a != Point(x=2) and a != Other(x=1, tags=("a",))  # type: ignore[comparison-overlap]
    assert a != (1, 0, ("a",))  # type: ignore[comparison-overlap]
    assert len({a, b, Point(x=2)}) == 2
    assert Single(only="s") == Single(only="s") and hash(Single(only="s")) == hash(("s",))
    assert Point.__eq__(a, "x") is NotImplemented


def test_repr_is_the_dataclass_repr() -> None:
    plain = repr(PlainPoint(x=1, tags=("a",))).replace("PlainPoint", "Point")
    assert repr(Point(x=1, tags=("a",))) == plain == "Point(x=1, y=0, tags=('a',))"
    assert repr(Pair(1, 2.5)) == "Pair(left=1, right=2.5)"


def test_records_are_frozen_slotted_dataclasses() -> None:
    p = Point(x=1)
    with pytest.raises(FrozenRecordError):
        p.x = 2  # type: ignore[misc]
    with pytest.raises(FrozenRecordError):
        del p.x
    assert FrozenRecordError is dataclasses.FrozenInstanceError
    assert not hasattr(p, "__dict__")
    cls: object = Point
    assert dataclasses.is_dataclass(cls)
    assert Point.__dataclass_params__.frozen  # type: ignore[attr-defined]
    assert dataclasses.asdict(p) == {"x": 1, "y": 0, "tags": ()}
    assert dataclasses.replace(p, y=3) == Point(x=1, y=3)
    assert replace(p, y=3) == Point(x=1, y=3)
    assert fields(Point) == ("x", "y", "tags")
    with pytest.raises(TypeError):
        Point(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="has no field"):
        replace(p, z=1)


def test_results_take_positional_arguments() -> None:
    assert Pair(1, 2.0) == Pair(left=1, right=2.0)


def test_root_records_compare_by_identity() -> None:
    a, b = Root(points=(Point(x=1),)), Root(points=(Point(x=1),))
    assert a == a and a != b
    assert {a: 1}[a] == 1 and b not in {a: 1}
    assert repr(a) == "Root(points=(Point(x=1, y=0, tags=()),), flag=False)"


def test_a_record_may_extend_only_a_record() -> None:
    @record
    class Point3(Point):
        """A record extending another."""

        z: int = 0

    p = Point3(x=1, z=2)
    assert fields(Point3) == ("x", "y", "tags", "z")
    assert p == Point3(x=1, z=2) and p != Point(x=1) and hash(p) == hash((1, 0, (), 2))
    assert repr(p).endswith("Point3(x=1, y=0, tags=(), z=2)")
    with pytest.raises(TypeError, match="can only extend another record"):
        @record
        class Sub(PlainPoint):
            """Not allowed."""


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("points: [{x: true}]", "t.yaml:1:14: points[0].x: Input should be a valid integer "
                                "(got True)"),
        ("points: [{x: '5'}]", "t.yaml:1:14: points[0].x: Input should be a valid integer "
                               "(got '5')"),
        ("points: [{x: 1.0}]", "t.yaml:1:14: points[0].x: Input should be a valid integer "
                               "(got 1.0)"),
        ("points: []\nflag: 1", "t.yaml:2:7: flag: Input should be a valid boolean (got 1)"),
        ("points: []\nflag: yes", "t.yaml:2:7: flag: Input should be a valid boolean "
                                  "(got 'yes')"),
    ],
)
def test_validation_is_strict_about_numbers_and_booleans(text: str, message: str) -> None:
    doc = parse(text, "t.yaml")
    with pytest.raises(RulesDataError) as info:
        validate(Root, doc.data, doc)
    assert str(info.value) == message


def test_floats_accept_integers_but_not_booleans() -> None:
    doc = parse("left: 1\nright: 2", "t.yaml")
    assert validate(Pair, doc.data, doc) == Pair(1, 2.0)
    doc = parse("left: 1\nright: false", "t.yaml")
    with pytest.raises(RulesDataError, match=r"t.yaml:2:8: right: Input should be a valid "
                                             r"number \(got False\)"):
        validate(Pair, doc.data, doc)


def test_strict_numbers_for_plain_targets_too() -> None:
    doc = parse("[1, true]", "t.yaml")
    with pytest.raises(RulesDataError, match=r"t.yaml:1:5: \[1\]: Input should be a valid "
                                             r"integer \(got True\)"):
        validate(tuple[int, ...], doc.data, doc)


def test_records_copy_and_pickle_like_dataclasses() -> None:
    import copy
    import pickle

    p = Point(x=1, tags=("a",))
    assert copy.copy(p) == p and copy.deepcopy(p) == p
    assert pickle.loads(pickle.dumps(p)) == p  # the cache does not pickle, but users may


@dataclasses.dataclass(frozen=True, slots=True)
class PlainPair:
    """Pair's fields as a plain frozen dataclass, for comparison."""

    left: int
    right: float


@pytest.mark.parametrize(("made", "plain"), [(Point, PlainPoint), (Pair, PlainPair)],
                         ids=["keyword-only", "positional"])
def test_a_records_init_is_the_dataclass_init(made: type, plain: type) -> None:
    # records store their fields through the slots directly, with the generated __init__'s
    # signature, annotations and errors
    import inspect

    assert inspect.signature(made) == inspect.signature(plain)
    assert made.__dict__["__init__"].__qualname__ == f"{made.__qualname__}.__init__"
    calls: list[tuple[tuple[object, ...], dict[str, object]]] = [
        ((), {}), ((1,), {}), ((1, 2, 3), {}), ((), {"x": 1, "z": 2}), ((), {"left": 1}),
        ((1,), {"left": 1, "right": 2.0})]
    for args, kwargs in calls:
        with pytest.raises(TypeError) as mine:
            made(*args, **kwargs)
        with pytest.raises(TypeError) as theirs:
            plain(*args, **kwargs)
        assert str(mine.value) == str(theirs.value).replace(plain.__name__, made.__name__)


def test_a_record_with_a_post_init_keeps_the_dataclass_init() -> None:
    seen: list[int] = []

    @record
    class Checked:
        """A record that checks itself after it is made."""

        n: int

        def __post_init__(self) -> None:
            seen.append(self.n)

    assert Checked(n=3).n == 3 and seen == [3]


def test_class_variables_keep_the_fast_init_and_init_only_variables_do_not() -> None:
    """A class variable is no parameter, so the record keeps the direct ``__init__``; an
    init-only variable is one, so the record gets the ``__init__`` dataclasses writes, which
    passes it to ``__post_init__``."""
    @record
    class Counted:
        kind: ClassVar[str] = "counted"
        n: int

    assert Counted(n=2).n == 2 and Counted.kind == "counted"
    assert "Counted.__init__" in Counted.__init__.__qualname__
    assert "_set_n" in Counted.__init__.__code__.co_names

    @record
    class Scaled:
        n: int
        factor: dataclasses.InitVar[int] = 1

        def __post_init__(self, factor: int) -> None:
            object.__setattr__(self, "n", self.n * factor)

    assert Scaled(n=2, factor=3).n == 6
    assert "_set_n" not in Scaled.__init__.__code__.co_names
    with pytest.raises(TypeError):
        Scaled(2)  # type: ignore[call-arg]
