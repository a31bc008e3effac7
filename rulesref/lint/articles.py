"""An article capitalised inside a sentence before a name the book prints after a small
``the`` elsewhere (``known as The Reedwarden`` beside ``the Reedwarden``).

Code: RL482. A name's article is part of the name only where the book always prints it so;
a book that prints ``the Law of the Pond`` shows that its ``the`` is an ordinary article,
and a ``The`` inside a sentence before the same name is a stray capital. Inside a sentence
means straight after a word in small letters, a single space away, no mark between, and
not where two columns of run-together text may join (:meth:`Text.at_column_join`). The
name is the run of capitalised words after ``The`` (small linking words such as ``of``
between them): on the line, or where the column's text goes on when ``The`` ends its line
(:func:`rulesref.lint.seams.runs`). The whole run must be printed after a small ``the``
elsewhere (``The Rust Book`` is no printing of ``the Rust compiler``'s name), at least as
often as after such a ``The``.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

from rulesref.lint.known import Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.seams import runs

#: A name: capitalised words, small linking words allowed between them (``Rule of the
#: Pond``).
_NAME_PATTERN = r"[A-Z][^\W\d_]+(?:(?: (?:of|the|and|de))* [A-Z][^\W\d_]+)*"
_SMALL_THE = re.compile(rf"\bthe ({_NAME_PATTERN})")
_NAME = re.compile(_NAME_PATTERN)


def check_capital_articles(text: Text) -> Iterator[LintFinding]:
    """RL482: each ``The`` inside a sentence before a name the book prints after a small
    ``the``, at its line."""
    small: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for index, line in enumerate(text.manuscript.lines):
        for match in _SMALL_THE.finditer(line.text):
            small[match.group(1)].append((index, match.group(0)))
    capital: dict[str, list[tuple[int, str, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        printed = text.manuscript.lines[index].text
        for at in range(1, len(toks)):
            word, before = toks[at], toks[at - 1]
            if word.text != "The" or not before.text.islower() \
                    or printed[before.end:word.start] != " " \
                    or text.at_column_join(index, word.start):
                continue
            names = [n for n in _names_after(text, index, at) if n in small]
            if names:
                capital[names[0]].append((index, before.text, names[0]))
    for name, places in capital.items():
        if len(small[name]) < len(places):
            continue
        for index, opener, _ in places:
            shown = f"{opener} The {name}"
            yield text.finding(
                "RL482", index, shown,
                f"'The' is capitalised inside a sentence, but the book prints the name "
                f"after a small article, {printings(text, small[name])}; print "
                f"'{opener} the {name}'", 0.6)


def _names_after(text: Text, index: int, at: int) -> Iterator[str]:
    """The name after the ``at``-th word of a line: its capitalised run on the line, a
    single space away and not across a column join; or, where the word ends its line, the
    run opening each place the line's text may go on."""
    toks = text.tokens[index]
    printed = text.manuscript.lines[index].text
    if at + 1 < len(toks):
        after = toks[at + 1]
        match = _NAME.match(printed, after.start)
        if match and printed[toks[at].end:after.start] == " " \
                and not any(text.at_column_join(index, w.start)
                            for w in toks[at + 1:] if w.start < match.end()):
            yield match.group(0)
        return
    for run in runs(text, index):
        if run.seam is None:
            continue
        match = _NAME.match(run.chars, run.seam)
        if match:
            yield match.group(0)
