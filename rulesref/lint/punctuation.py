"""Doubled punctuation: a full stop printed twice (``them..``), or two marks that never
stand together in English prose (``,,``, ``;;``, ``,.``).

Code: RL415. An ellipsis (three stops or more, or ``…``) is no slip, nor is the stop that
closes an abbreviation before another mark (``e.g..``, ``i.e.,``, ``etc.,``: the stop is
the abbreviation's), nor marks after a digit (a range ``1..6``). Marks separated by
a space are left alone: in two-column text run together a line may end one column with a
stop and go on with another column's stray mark.

The scan looks at each character once, so it runs in time linear in the text.
"""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.lint.known import Text
from rulesref.lint.model import LintFinding

#: Marks a doubling is looked for in.
MARKS = frozenset(".,;:?!")
#: Pairs that English prose never prints (``!!`` and ``?!`` are emphasis, an ellipsis has
#: three stops): read as a slip.
SLIPS = frozenset({"..", ",,", ";;", "::", ",.", ";.", ":.", ",;", ";,", ".;", ",:", ":,"})


def check_punctuation(text: Text) -> Iterator[LintFinding]:
    """RL415: every doubled mark, at its line, with the word it follows."""
    for index, line in enumerate(text.manuscript.lines):
        chars = line.text
        start = 0
        while start < len(chars):
            if chars[start] not in MARKS:
                start += 1
                continue
            end = start
            while end < len(chars) and chars[end] in MARKS:
                end += 1
            run = chars[start:end]
            if run in SLIPS and _after_word(chars, start):
                word = _word_before(chars, start)
                sure = not text.at_column_join(index, start)
                yield LintFinding(
                    "RL415", text.manuscript.file, line.number, f"{word}{run}",
                    f"'{word}{run}': '{run}' prints two marks where one belongs",
                    0.85 if sure else 0.5, page=line.page)
            start = end


def _after_word(chars: str, at: int) -> bool:
    """Whether the mark follows a word (or its closing bracket or quote) that is no
    abbreviation: a word with a stop inside (``e.g``), or a single letter (``p.``)."""
    before = at - 1
    while before >= 0 and chars[before] in ")]”’\"'":
        before -= 1
    if before < 0 or not chars[before].isalpha():
        return False
    word = _word_before(chars, before + 1)
    return len(word) > 1 and not _abbreviated(chars, before + 1 - len(word))


def _abbreviated(chars: str, start: int) -> bool:
    """Whether the word starting at ``start`` is the end of a dotted abbreviation
    (``i.e``: a stop right before it)."""
    return start > 0 and chars[start - 1] == "."


def _word_before(chars: str, end: int) -> str:
    """The letters right before ``end`` (closing brackets and quotes included)."""
    start = end
    while start > 0 and (chars[start - 1].isalpha() or chars[start - 1] in ")]”’\"'"):
        start -= 1
    return chars[start:end]

