"""How numbers are printed: numbers of one length both with a thousands separator and
without one (``4,000 points`` and ``1000 points``), and a number hyphened to a plural unit of
measure (``3-feet``).

Code: RL479. Either style is English (``1000`` and ``1,000``); a book that prints numbers
of the same number of digits both ways is inconsistent. Lengths are compared apart: many
house styles set four-digit numbers solid and longer ones with commas (``1000`` beside
``10,000``), so that mix is no fault. A solid number counts only where the word after it
is one a separated number of the book is also followed by (``points``, a plural and its
singular counting together): a solid number before any other word may be a year, a code
or a page (``2023``), which takes no separator.

The rarer form is reported, once, at its first printing, with both forms' printings (on a
tie, the solid form, since the book shows it knows the separator).

Code: RL480. A number joined to its unit by a hyphen makes a modifier, and a modifier takes
the unit in the singular (``a 3-foot table``); a plural unit stands open after its number
(``3 feet long``). So a number hyphened to a plural unit of measure (:data:`PLURAL_UNITS`)
is wrong in either use: ``3-feet`` is ``3 feet`` or ``3-foot``. Reported once a line, at its
first such printing, with how many the line holds.

Code: RL484. The other side of the same rule: after a determiner, a number above one and a
unit in the singular (:data:`SINGULAR_UNITS`) before another word make a modifier that
needs its hyphen (``a 4,000 point game`` is ``a 4,000-point game``): a count above one
standing alone would take the plural. The determiner (``a``, ``an``, ``the``, ``each``,
``any``, ``every``) marks the number as a count inside a noun phrase, not a label (``rule 4
turn order``).
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
#: English units of measure in the plural (a general list of length, weight and time units).
PLURAL_UNITS = ("feet", "inches", "yards", "miles", "metres", "meters", "centimetres",
                "centimeters", "millimetres", "millimeters", "kilometres", "kilometers",
                "pounds", "ounces", "grams", "kilograms", "tons", "tonnes", "seconds",
                "minutes", "hours", "days", "weeks", "months", "years")
#: Numbers spelt as words that may open a hyphened measure (``six-foot``).
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve", "twenty", "thirty", "forty", "fifty", "hundred")
_PLURAL_MEASURE = re.compile(
    r"(?<![\w-])(?:\d+(?:\.\d+)?|" + "|".join(_NUMBER_WORDS) + r")-(?:" + "|".join(PLURAL_UNITS)
    + r")(?![\w-])", re.IGNORECASE)
#: English countable units in the singular, which a number above one takes only as a
#: hyphened modifier (``a 6-foot table``, ``a 3-round game``).
SINGULAR_UNITS = ("foot", "inch", "yard", "mile", "metre", "meter", "centimetre",
                  "millimetre", "hour", "minute", "day", "week", "month", "year", "point",
                  "round", "turn", "player", "card", "page")
_OPEN_MODIFIER = re.compile(
    r"\b(?:[Aa]n?|[Tt]he|[Ee]ach|[Aa]ny|[Ee]very) ((?:[2-9]|[1-9]\d+|\d{1,3}(?:,\d{3})+|"
    + "|".join(n for n in _NUMBER_WORDS if n != "one") + r") (?:" + "|".join(SINGULAR_UNITS)
    + r")) [a-z]+")
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


def check_plural_measures(text: Text) -> Iterator[LintFinding]:
    """RL480: a number hyphened to a plural unit of measure, once a line."""
    for index, line in enumerate(text.manuscript.lines):
        found = _PLURAL_MEASURE.findall(line.text)
        if found:
            number, unit = found[0].split("-", 1)
            yield text.finding(
                "RL480", index, found[0],
                f"a number hyphened to its unit makes a modifier, which takes the unit in "
                f"the singular; print '{number} {unit}' (a measure) or "
                f"'{number}-{_singular_unit(unit)}' (a modifier)", 0.65,
                occurrences=len(found))


def check_open_modifiers(text: Text) -> Iterator[LintFinding]:
    """RL484: a number above one and a singular unit before a noun, with no hyphen."""
    for index, line in enumerate(text.manuscript.lines):
        for match in _OPEN_MODIFIER.finditer(line.text):
            if text.at_column_join(index, match.end(1)):
                continue
            shown = match.group(1)
            number, unit = shown.rsplit(" ", 1)
            yield text.finding(
                "RL484", index, shown,
                f"a number above one with its unit in the singular before a noun is a "
                f"modifier, which takes a hyphen: print '{number}-{unit}'", 0.6)


def _singular_unit(unit: str) -> str:
    """A plural unit's singular (``feet`` -> ``foot``, ``inches`` -> ``inch``)."""
    folded = unit.lower()
    if folded == "feet":
        return unit[0] + "oot"
    if folded.endswith("ches"):
        return unit[:-2]
    return unit[:-1]
