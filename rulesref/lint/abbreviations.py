"""An abbreviation the book never spells out.

Code: RL482 a run of three capitals or more (``TTRPG``), with no English word in it (in
small letters, nor its singular), no name the model holds, printed in running text after
an article or a determiner on its line (``play a TTRPG``: a thing, so no one's name in
capitals, such as an artist's) where the book never spells it out: no printing of it
in brackets after words (``... (TTRPG)``), none with words in brackets after it, and no run
of words whose first letters (each part of a hyphenated word counting) spell it. A reader
who does not know the abbreviation has nothing to go by; spell it out at its first
printing. Reported once, at the first printing in running text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding
from rulesref.lint.spelling import english
from rulesref.lint.text import base_form

#: Words before a common noun: after one, a run of capitals is a thing, not a name.
DETERMINERS = frozenset({"a", "an", "the", "any", "each", "every", "your", "their", "our",
                         "this", "that", "another", "no"})
#: Three capitals or more, alone, with a plural ``s`` perhaps.
_CAPITALS = re.compile(r"(?<![\w’'-])([A-Z]{3,})s?(?![\w’'-])")
_WORD = re.compile(r"[^\W\d_]+")


def _initials(words: list[str]) -> list[str]:
    """The first letters of the words, each part of a hyphenated word counting."""
    return [part[0].casefold() for word in words for part in word.split("-") if part]


def _spelt_out(text: Text, short: str, initials: list[str]) -> bool:
    """Whether the book prints ``short`` beside its expansion, or its words anywhere (the
    lines' ``initials``, one letter a word, hold its letters in a row)."""
    bracketed = re.compile(rf"\(\s*{short}s?\s*\)|\b{short}s?\s*\(\s*[A-Za-z]")
    letters = short.casefold()
    return any(letters in line for line in initials) or any(
        bracketed.search(line.text) for line in text.manuscript.lines)


def _determiner(word: str) -> bool:
    """Whether a word is a determiner in small letters, or one opening a sentence (``Any``;
    a capital letter alone is as often a fragment of a heading in capitals)."""
    return word.casefold() in DETERMINERS and (
        word.islower() or (len(word) > 1 and word[0].isupper() and word[1:].islower()))


def check_abbreviations(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL482: each abbreviation printed in running text that the book never spells out."""
    words = english()
    first: dict[str, tuple[int, int]] = {}
    for index, line in enumerate(text.manuscript.lines):
        for match in _CAPITALS.finditer(line.text):
            short = match.group(1)
            lower = short.casefold()
            if lower in words or lower.rstrip("s") in words or known.is_known(short) \
                    or base_form(short) in known.words:
                continue
            before = _WORD.findall(line.text[:match.start()])
            if not before or not _determiner(before[-1]):
                continue
            seen = first.get(short)
            first[short] = (seen[0], seen[1] + 1) if seen else (index, 1)
    if not first:
        return
    initials = ["".join(_initials(re.findall(r"[^\W\d_][\w-]*", line.text)))
                for line in text.manuscript.lines]
    for short, (index, times) in first.items():
        if _spelt_out(text, short, initials):
            continue
        yield text.finding("RL482", index, short,
                           "an abbreviation the book never spells out (no expansion beside it "
                           "or anywhere else); spell it out at its first printing", 0.6,
                           occurrences=times)
