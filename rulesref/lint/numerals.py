"""Numbers of one length printed both with a thousands separator and without one (``4,000
points`` and ``1000 points``).

Code: RL479. Either style is English (``1000`` and ``1,000``); a book that prints numbers
of the same number of digits both ways is inconsistent. Lengths are compared apart: many
house styles set four-digit numbers solid and longer ones with commas (``1000`` beside
``10,000``), so that mix is no fault. A solid number counts only where the word after it
is one a separated number of the book is also followed by (``points``, a plural and its
singular counting together): a solid number before any other word may be a year, a code
or a page (``2023``), which takes no separator.

The rarer form is reported, once, at its first printing, with both forms' printings (on a
tie, the solid form, since the book shows it knows the separator).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.known import Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.text import singular

_SEPARATED = re.compile(r"(?<![\d,.])(\d{1,3}(?:,\d{3})+)(?![\d,]\d)(?:\s+([A-Za-z]+))?")
_SOLID = re.compile(r"(?<![\d,./£$€#@\w])(\d{4,})(?![\d/]|,\d|\.\d)(?:\s+([A-Za-z]+))?")


def check_thousands(text: Text) -> Iterator[LintFinding]:
    """RL479: numbers of one length printed with and without a thousands separator, at the
    rarer form's first printing."""
    separated: dict[int, list[tuple[int, str]]] = defaultdict(list)
    nouns: dict[int, set[str]] = defaultdict(set)
    solid: dict[int, list[tuple[int, str, str]]] = defaultdict(list)
    for index, line in enumerate(text.manuscript.lines):
        for match in _SEPARATED.finditer(line.text):
            digits = len(match.group(1).replace(",", ""))
            separated[digits].append((index, match.group(1)))
            if match.group(2):
                nouns[digits].add(_noun(match.group(2)))
        for match in _SOLID.finditer(line.text):
            if match.group(2):
                solid[len(match.group(1))].append((index, match.group(1),
                                                   _noun(match.group(2))))
    for digits, with_comma in separated.items():
        without = [(index, shown) for index, shown, noun in solid.get(digits, [])
                   if noun in nouns[digits]]
        if not without:
            continue
        few, many = (with_comma, without) if len(with_comma) < len(without) \
            else (without, with_comma)
        index, shown = few[0]
        yield text.finding(
            "RL479", index, shown,
            f"the book prints numbers of {digits} digits with a thousands separator, "
            f"{printings(text, with_comma)}, and without one, {printings(text, without)}; "
            f"print them one way, {'with' if many is with_comma else 'without'} it as the "
            f"book does {len(many)} times", 0.6,
            occurrences=len(few))


def _noun(word: str) -> str:
    """A word after a number, folded to its singular (``points`` -> ``point``)."""
    return singular(fold(word))
