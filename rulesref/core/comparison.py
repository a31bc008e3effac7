"""Comparisons: how a number a rule prints bounds another ("more than 16 inches", "at most
12", "at least 3"), for any ruleset.

A rulebook often states a bound rather than a value: a marker set more than so far from
another, a distance kept at most so far from a line. The bound is a :class:`Comparison` with
the number, so "more than 16" and "at least 16" stay two different rules.
"""

from __future__ import annotations

import enum


class Comparison(enum.Enum):
    """How a value compares with the number a rule prints."""

    MORE_THAN = "more_than"
    """Greater than the number, never equal to it."""
    AT_LEAST = "at_least"
    """The number or greater."""
    AT_MOST = "at_most"
    """The number or smaller."""
    LESS_THAN = "less_than"
    """Smaller than the number, never equal to it."""
    EXACTLY = "exactly"
    """The number itself."""

    def words(self, amount: object) -> str:
        """The bound in words: ``more than 16``, ``at most 12``."""
        return f"{_WORDS[self]} {amount}".lstrip()

    def holds(self, value: float, amount: float) -> bool:
        """Whether ``value`` meets the bound set by ``amount``."""
        return {
            Comparison.MORE_THAN: value > amount, Comparison.AT_LEAST: value >= amount,
            Comparison.AT_MOST: value <= amount, Comparison.LESS_THAN: value < amount,
            Comparison.EXACTLY: value == amount,
        }[self]


_WORDS = {Comparison.MORE_THAN: "more than", Comparison.AT_LEAST: "at least",
          Comparison.AT_MOST: "at most", Comparison.LESS_THAN: "less than",
          Comparison.EXACTLY: "exactly"}

__all__ = ["Comparison"]
