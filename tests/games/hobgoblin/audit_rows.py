"""How an audit row of Hobgoblin effects is checked against the model (issue 26).

A row is one rule object: its name as the model holds it, the page, the audit's verdict, and
each of its effects as the book gives it, worked out by hand. An expected effect is a dict of
fields: ``kind`` and any frame or effect field (enum fields by their value). Nested records
are reached with dotted names (``select.pick``, ``trigger.event``, ``per.count``), and the
items of a tuple field by their index (``spacing.0.inches``; one past the end is ``None``).
``if`` and ``needs`` give the condition and the ``requires`` test as sets of ``group:words`` strings
(``all:has keyword Wizard``, ``none:enemy within 4``), each test as
:class:`~rulesref.core.conditions.Test` prints it. ``words`` is a phrase the plain-words
rendering (``show``) must contain.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from rulesref.core.conditions import Condition
from rulesref.core.effect_words import describe
from rulesref.core.effects import Effect
from rulesref.games.hobgoblin.effect_sources import holders

Spec = dict[str, Any]
Row = tuple[str, int, str, list[Spec]]


def _field(effect: object, path: str) -> object:
    value = effect
    for part in path.split("."):
        if part.isdigit():  # an item of a tuple field (``spacing.0.inches``); past its end: None
            value = value[int(part)] if isinstance(value, tuple) and int(part) < len(value) \
                else None
        else:
            value = getattr(value, part, None)
    return getattr(value, "value", value)


def _tests(condition: Condition | None) -> set[str]:
    if condition is None:
        return set()
    return ({f"all:{t}" for t in condition.all} | {f"any:{t}" for t in condition.any}
            | {f"none:{t}" for t in condition.none})


def mismatches(effect: Effect, spec: Spec) -> list[str]:
    """The fields of ``effect`` that differ from ``spec``, in words (empty: it matches)."""
    wrong = []
    for path, want in spec.items():
        if path == "if":
            got: object = _tests(effect.condition)
        elif path == "needs":
            got = _tests(effect.requires)
        elif path == "words":
            got = describe(effect)
            if want not in str(got):
                wrong.append(f"words: {got!r}")
            continue
        else:
            got = _field(effect, path)
        if got != want:
            wrong.append(f"{path}: {got!r} != {want!r}")
    return wrong


def assert_row(rules: Any, name: str, page: int, specs: list[Spec]) -> None:
    """The object printed on ``page`` has exactly the effects ``specs`` lists, each matched
    by one of its effects field by field."""
    (holder,) = [h for h in holders(rules) if h.name == name and h.cite.page == page]
    effects = list(holder.effects)
    assert len(effects) == len(specs), (name, effects)
    for spec in specs:
        tried = {i: mismatches(e, spec) for i, e in enumerate(effects)}
        hits = [i for i, wrong in tried.items() if not wrong]
        assert hits, (name, spec, tried)
        effects.pop(hits[0])


def taken_over(earlier: list[Row], own: list[Row]) -> list[Row]:
    """An earlier audit's rows as a later audit of the same slice keeps them: in the same
    order, each replaced by the later audit's ``own`` row of that name where it wrote one
    (its own checks or fixes); every other row is the earlier audit's, which the later
    audit's verdicts agree with."""
    by_name = {row[0]: row for row in own}
    unknown = set(by_name) - {row[0] for row in earlier}
    assert not unknown, f"rows the earlier audit lacks: {sorted(unknown)}"
    return [by_name.get(row[0], row) for row in earlier]


def audit_tests(rows: list[Row]) -> tuple[Callable[..., None], Callable[[], None]]:
    """The two tests an audit module runs on its rows: each row as the book says (the
    verdict one of ``right`` or ``fixed``), and at least 200 effects in all (issue 26's
    goal). Bind them to module names starting ``test_`` for pytest to collect them."""

    @pytest.mark.parametrize(("name", "page", "verdict", "specs"), rows,
                             ids=[row[0] for row in rows])
    def as_the_book_says(rules: Any, name: str, page: int, verdict: str,
                         specs: list[Spec]) -> None:
        assert verdict in ("right", "fixed")
        assert_row(rules, name, page, specs)

    def two_hundred_effects() -> None:
        assert sum(len(specs) for *_, specs in rows) >= 200

    return as_the_book_says, two_hundred_effects


def open_and_coverage_tests(rows: list[Row], open_rows: list[Row], kind: str,
                            count: int) -> tuple[Callable[..., None], Callable[..., None]]:
    """Two more tests for an audit that covers every record of one ``kind`` of holder: the
    known-open rows (verdict ``open``, another helper's fix) keep the parts the book and the
    model agree on; and the rows, open ones included, name each of the ``count`` records of
    that kind once. Bind them to module names starting ``test_``."""

    @pytest.mark.parametrize(("name", "page", "verdict", "specs"), open_rows,
                             ids=[row[0] for row in open_rows])
    def known_open_keep_what_is_right(rules: Any, name: str, page: int, verdict: str,
                                      specs: list[Spec]) -> None:
        assert verdict == "open"
        assert_row(rules, name, page, specs)

    def every_record_audited(rules: Any) -> None:
        held = sorted(h.name for h in holders(rules) if h.kind == kind)
        assert sorted(name for name, *_ in [*rows, *open_rows]) == held
        assert len(held) == count

    return known_open_keep_what_is_right, every_record_audited
