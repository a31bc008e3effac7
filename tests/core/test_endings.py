"""Conditions of the end of a game, as transcribed: what :func:`parse_condition` reads, and a
one-line error quoting anything else."""

from __future__ import annotations

import pytest

from rulesref.core.endings import ConditionError, Expr, parse_condition


def test_a_comparison_of_a_sides_count() -> None:
    assert parse_condition("self.pieces >= 1") == Expr(
        op=">=", args=(Expr(op="name", name="self.pieces"), Expr(op="int", value=1)))


def test_connectives_chains_and_truth_values() -> None:
    parsed = parse_condition("not self.out and 0 < left <= 1 or true")
    assert parsed.op == "or"
    both, truth = parsed.args
    assert truth == Expr(op="bool", value=1)
    negation, chain = both.args
    assert negation == Expr(op="not", args=(Expr(op="name", name="self.out"),))
    assert [link.op for link in chain.args] == ["<", "<="]  # a chain is two comparisons
    assert parse_condition("a - -1 == 2").args[0].args[1] == Expr(op="int", value=-1)


@pytest.mark.parametrize("text", ["", "pieces ==", "f(pieces)", "pieces * 2 == 4", "a.b.c == 1",
                                  "'x' == 'x'", "2.5 > pieces", "x" * 401,
                                  "(" * 300 + "1" + ")" * 300, "__import__('os')"])
def test_anything_else_is_refused_quoting_it(text: str) -> None:
    with pytest.raises(ConditionError) as raised:
        parse_condition(text)
    assert "condition" in str(raised.value) and "\n" not in str(raised.value)
