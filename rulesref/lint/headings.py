"""Heading checks: a word of one heading misspelt as another word, and a heading cut off.

Code: RL406 a misspelt heading word (a book with the headings ``Resolve Close Combat Attacks``
and ``Revolve Shooting Attacks``). A spelling check cannot see this slip, because the odd word
is an English word; what gives it away is the book itself. The odd word is printed nowhere in
the book but in its heading, and it is one edit from a word of another heading that the
book's prose uses again and again.

The headings are the model's sections (:attr:`~rulesref.lint.model.Vocabulary.sections`, the
index of the book's structure); the counts and the heading's place are the book's own text.
A heading the text does not print is not judged. A word of a name the model holds is never
called a slip.

Code: RL413 a heading that ends with a conjunction or an ampersand (``Shooting &``): a
heading the model indexes or the text prints (a Markdown heading, a line in capitals), or,
in two-column text, a line that opens with a short capitalised run and an ampersand whose
next word opens a sentence of the other column (``Shooting & Implacable missile fire
...``): the heading's second term is missing.

Code: RL466 a numbered heading in capitals whose number is set off by another mark than the
headings numbered one before and one after it, which agree (``8: ...``, ``9. ...``,
``10: ...``). In two-column text the series' headings need not come in order, so each
heading's neighbours are the headings with the numbers before and after its own within
:data:`SERIES` lines; where two series run side by side (a sequence's steps beside a
table's rows) and a neighbour's number is printed twice there, the heading is not judged.

Code: RL467 a table of contents with no entries: a line that is only the contents' heading
(printed once or more in a row), and the next line of text is no entry, since it is
printed nowhere else in the book (an entry names a heading the book prints again).
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from collections.abc import Iterator

from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding, Section
from rulesref.lint.text import edit_distance, squeeze

#: Shortest heading word judged (shorter words are too easily another word).
SHORTEST = 5
#: Times the prose must use the other heading's word for it to count as the book's own.
USED = 3
#: Times the odd word may be printed in all (its heading, perhaps printed twice).
ONCE = 2

_WORD = re.compile(r"[^\W\d_]+")


def _words(heading: str) -> list[str]:
    return [w.casefold() for w in _WORD.findall(heading)]


def _printed(word: str, heading: str) -> str:
    """``word`` as the heading prints it (``Revolve``)."""
    return next((w for w in _WORD.findall(heading) if w.casefold() == word), word)


def check_headings(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL406: every heading word that looks like a slip for another heading's word."""
    sections = {s.name: s for s in known.vocabulary.sections}
    headings = list(sections)
    printed = [h for h in headings if squeeze(h) and squeeze(h) in text.squeezed]
    counts = text.folded_counts
    # the words of the names the model holds, other than the headings themselves (the model
    # transcribes a heading as printed, slip included)
    held = {w for key in (*known.terms, *known.recorded) if key not in known.sections
            for w in key.split()}
    owners: dict[str, str] = {}
    for heading in printed:
        for word in _words(heading):
            owners.setdefault(word, heading)
    for heading in printed:
        for word in dict.fromkeys(_words(heading)):
            if (len(word) < SHORTEST or word in held
                    or text.squeezed.count(word) > ONCE or counts.get(word, 0) > ONCE):
                continue
            for other, where in owners.items():
                if (other != word and counts.get(other, 0) >= USED
                        and abs(len(other) - len(word)) <= 1
                        and edit_distance(word, other, 1) == 1):
                    line, page = _where(text, word)
                    yield LintFinding(
                        "RL406", text.manuscript.file, line, heading,
                        f"the heading '{heading}' has '{_printed(word, heading)}', printed "
                        f"nowhere else, one letter from '{_printed(other, where)}' of the "
                        f"heading '{where}' (used {counts[other]} times)", 0.7, page=page,
                        citation=_cite(sections, heading, where))
                    break


#: Words a heading cannot end with: it joins the heading's terms, and the last term is missing.
CONJUNCTIONS = frozenset({"&", "and", "or", "nor", "but", "+"})
#: A two-column line that opens with a cut heading and runs on into the other column's
#: sentence: one to three capitalised words, an ampersand, then a capitalised word and two
#: lower-case words.
_RUN_ON = re.compile(r"^\s*(?P<heading>[A-Z][a-z’']+(?: [A-Z][a-z’']+){0,2}) (?P<joint>&) "
                     r"(?P<next>[A-Z][a-z]+) [a-z]+ [a-z]+")


def check_cut_headings(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL413: every heading that ends with a conjunction or an ampersand."""
    seen: set[str] = set()
    pages = {s.name: s.pages for s in known.vocabulary.sections}
    printed: dict[tuple[str, ...], int] | None = None  # each cut line's first index
    for heading in (*pages, *text.manuscript.headings):
        words = heading.split()
        if len(words) < 2 or words[-1].casefold() not in CONJUNCTIONS or heading in seen \
                or not words[0][0].isalpha():
            continue
        seen.add(heading)
        if printed is None:
            printed = {}
            for number, entry in enumerate(text.manuscript.lines):
                split = tuple(entry.text.split())
                if split and split[-1].casefold() in CONJUNCTIONS:
                    printed.setdefault(split, number)
        found = printed.get(tuple(words))
        if found is not None and _goes_on_in_capitals(text, found):
            continue
        line, page = text.line_page(found) if found is not None \
            else _where(text, squeeze(heading)[:30])
        yield _cut(text, " ".join(words), words[-1], line,
                   pages[heading][0] if pages.get(heading) else page)
    if text.column_width is None:
        return
    for entry in text.manuscript.lines:
        run_on = _RUN_ON.match(entry.text)
        if run_on is None:
            continue
        shown = f"{run_on.group('heading')} {run_on.group('joint')}"
        if shown in seen:
            continue
        seen.add(shown)
        yield _cut(text, shown, run_on.group("joint"), entry.number, entry.page)


def _goes_on_in_capitals(text: Text, index: int) -> bool:
    """Whether the line after the ``index``-th is printed in capitals too: the heading, or
    a paragraph set in capitals (a disclaimer), goes on there, and is not cut."""
    lines = text.manuscript.lines
    if index + 1 >= len(lines):
        return False
    letters = [c for c in lines[index + 1].text if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)


def _cut(text: Text, heading: str, joint: str, line: int, page: int | None) -> LintFinding:
    return LintFinding("RL413", text.manuscript.file, line, heading,
                       f"the heading '{heading}' ends with '{joint}': its last term is "
                       "missing", 0.7, page=page)


def _cite(sections: dict[str, Section], *headings: str) -> str:
    """The headings as cited, each with its first page where the book numbers them."""
    return "; ".join((f"p. {sections[h].pages[0]}, " if sections[h].pages else "") + h
                     for h in headings)


def _where(text: Text, word: str) -> tuple[int, int | None]:
    """The first line that prints ``word`` (its letters may be split apart, as extraction
    splits a heading's), or the first line of all."""
    for index, line in enumerate(text.manuscript.lines):
        if word in squeeze(line.text):
            return text.line_page(index)
    return text.line_page(0) if text.manuscript.lines else (0, None)


#: Lines either side of a numbered heading its neighbours in the series are looked for in.
SERIES = 150
#: A numbered heading in capitals: its number or range, the mark after it, and a run of
#: capitals (extraction may space a heading's letters apart: ``9. A LTA R S``).
_NUMBERED = re.compile(r"(?:^|(?<=\s))(?<!\d\s)(\d{1,2})(?:-(\d{1,2}))? ?([:.]) "
                       r"(?=[A-Z][A-Z ’']{3})")
#: The heading's run of capitals, as shown in a finding.
_CAPITALS = re.compile(r"[A-Z ’']+(?![a-z])")


def check_numbered_headings(text: Text) -> Iterator[LintFinding]:
    """RL466: each numbered heading whose mark differs from that of both its neighbours
    in the series (the one heading numbered one before it and the one numbered one after
    it within :data:`SERIES` lines), when the neighbours agree."""
    found: list[tuple[int, int, int, str, str]] = []  # line index, first, last, mark, shown
    by_first: dict[int, list[tuple[int, str]]] = defaultdict(list)  # in line order
    by_last: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for index, line in enumerate(text.manuscript.lines):
        for match in _NUMBERED.finditer(line.text):
            capitals = _CAPITALS.match(line.text, match.end())
            shown = match.group(0) + (capitals.group(0).strip() if capitals else "")
            first = int(match.group(1))
            last = int(match.group(2) or first)
            found.append((index, first, last, match.group(3), shown))
            by_first[first].append((index, match.group(3)))
            by_last[last].append((index, match.group(3)))
    for index, first, last, mark, shown in found:
        before = _only_near(by_last.get(first - 1, []), index)
        after = _only_near(by_first.get(last + 1, []), index)
        if before is None or after is None or before[1] != after[1] or before[1] == mark:
            continue
        yield text.finding(
            "RL466", index, shown,
            f"the number is set off by '{mark}', but the headings numbered before and after "
            f"it (lines {text.line_page(before[0])[0]} and {text.line_page(after[0])[0]}) "
            f"use '{before[1]}'; set it off by '{before[1]}' too", 0.6)


def _only_near(headings: list[tuple[int, str]], index: int) -> tuple[int, str] | None:
    """The one heading of a number (given in line order) within :data:`SERIES` lines of
    the line ``index``; ``None`` if there is none or more than one (found by bisection,
    so a text of many numbered headings costs a logarithm for each)."""
    low = bisect.bisect_left(headings, index - SERIES, key=lambda h: h[0])
    high = bisect.bisect_right(headings, index + SERIES, key=lambda h: h[0])
    return headings[low] if high - low == 1 else None


#: A line that is only a table of contents' heading.
_CONTENTS = re.compile(r"\s*(?:table of )?contents\s*", re.IGNORECASE)


def check_contents(text: Text) -> Iterator[LintFinding]:
    """RL467: a table of contents whose heading (printed once or more in a row) is followed
    by a line printed nowhere else in the book: the table lists no entry. An entry's words
    (without a bullet or a page number) are printed again as the heading it names."""
    lines = [line.text for line in text.manuscript.lines]
    printed: dict[str, int] = {}
    for line in lines:
        key = _entry(line)
        if key:
            printed[key] = printed.get(key, 0) + 1
    index = 0
    while index < len(lines):
        if not _CONTENTS.fullmatch(lines[index]):
            index += 1
            continue
        start, times = index, 0
        while index < len(lines) and (_CONTENTS.fullmatch(lines[index])
                                      or not lines[index].strip()):
            times += bool(lines[index].strip())
            index += 1
        if index < len(lines) and printed.get(_entry(lines[index]), 0) == 1:
            heading = lines[start].strip()
            yield text.finding(
                "RL467", start, heading,
                f"the contents' heading (printed {times} time{'s' * (times > 1)} in a row) "
                f"lists no entry: the next line, '{lines[index].strip()[:40]}', is printed "
                "nowhere else in the book, so it starts the text itself; list the sections "
                "under the heading, or drop it", 0.6)


def _entry(line: str) -> str:
    """A line as a contents entry compares: no bullet, no page number, folded."""
    return " ".join(line.strip(" •*-–\t0123456789.").casefold().split())
