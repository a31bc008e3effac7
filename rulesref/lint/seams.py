"""Where a line's text goes on: the places a line of two-column text run together line by
line may split into its columns' lines, and the stretches of text a check reads across a
line's end (a line alone, or joined to each place its column's text may go on)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from rulesref.lint.known import Text

#: How full a column's line is, at least, against the usual width: two columns' lines run
#: together are both about that full, unless a paragraph ends.
FULL_COLUMN = 0.6


def joins_columns(text: Text, index: int, position: int) -> bool:
    """Whether a line splits at ``position`` into two plausible column lines: the part
    before and the part after each fill most of a column, or the part after ends a
    sentence (a paragraph's last line)."""
    if not text.at_column_join(index, position):
        return False
    width = text.column_width or 0
    line = text.manuscript.lines[index].text.rstrip()
    rest = line[position:]
    return len(rest) >= FULL_COLUMN * width or rest.endswith((".", "!", "?", ":"))


@dataclass(frozen=True, slots=True)
class Run:
    """A stretch of text read as one: a line, or a line's end joined to where its column
    goes on; ``seam`` is where the second part starts (``None`` for one line)."""

    index: int
    chars: str
    seam: int | None


def runs(text: Text, index: int) -> Iterator[Run]:
    """The ``index``-th line alone, then the line joined to each place its column's text
    may go on: the next line's start; in two-column text run together line by line also
    the start of the line after it (a column's lines alternate with the other's), each word
    in the next line where the other column may start (the line's end belongs to the right
    column), and the next line's start after a left column's end inside this line."""
    lines = text.manuscript.lines
    chars = lines[index].text.rstrip()
    yield Run(index, chars, None)
    following = _following(text, index)
    if not following or not chars:
        return
    first = following[0]
    nxt = lines[first].text.rstrip()
    yield Run(index, f"{chars} {nxt.lstrip()}", len(chars) + 1)
    if text.column_width is None:
        return
    if len(following) > 1:
        yield Run(index, f"{chars} {lines[following[1]].text.strip()}", len(chars) + 1)
    for tok in text.tokens[first]:
        if joins_columns(text, first, tok.start) and nxt[tok.start - 1:tok.start] == " ":
            yield Run(index, f"{chars} {nxt[tok.start:]}", len(chars) + 1)
    for tok in text.tokens[index]:
        if joins_columns(text, index, tok.start) and chars[tok.start - 1:tok.start] == " ":
            left = chars[:tok.start].rstrip()
            yield Run(index, f"{left} {nxt.lstrip()}", len(left) + 1)


def _following(text: Text, index: int) -> list[int]:
    """The lines a line's text may go on in, nearest first: the next line, and in two-column
    text the one after it too. A blank line ends a paragraph in one column; in two columns
    run together line by line, extraction sets blank lines between a page's lines, so they
    are passed over there."""
    lines = text.manuscript.lines
    if text.column_width is None:
        return [index + 1] if index + 1 < len(lines) and lines[index + 1].text.strip() else []
    found: list[int] = []
    at = index + 1
    while at < len(lines) and len(found) < 2:
        if lines[at].text.strip():
            found.append(at)
        at += 1
    return found


def column_runs(text: Text, index: int) -> Iterator[Run]:
    """The ``index``-th line joined to where its text surely goes on: in one column the
    next line's start; in two columns run together, the next line's part from each place
    the right column may start there after a left column's line that fills most of its
    width (the line's end belongs to the right column). Fewer
    than :func:`runs` gives, for a check that must not read a column's text into another's
    sentence."""
    following = _following(text, index)
    chars = text.manuscript.lines[index].text.rstrip()
    if not following or not chars:
        return
    nxt = text.manuscript.lines[following[0]].text.rstrip()
    if text.column_width is None:
        yield Run(index, f"{chars} {nxt.lstrip()}", len(chars) + 1)
        return
    width = text.column_width
    for tok in text.tokens[following[0]]:
        if joins_columns(text, following[0], tok.start) \
                and len(nxt[:tok.start].rstrip()) >= FULL_COLUMN * width \
                and nxt[tok.start - 1:tok.start] == " ":
            yield Run(index, f"{chars} {nxt[tok.start:]}", len(chars) + 1)


_WORD_RUN = re.compile(r"\S+")
#: How far either side of a seam a construction read across it may reach, in characters.
REACH = 120


class Reader:
    """The places patterns match in one text, read as :func:`runs` read it; each line's
    runs are worked out once for all the patterns."""

    def __init__(self, text: Text) -> None:
        self.text = text
        self._runs: dict[int, list[Run]] = {}

    def runs(self, index: int) -> list[Run]:
        """The runs of the ``index``-th line (:func:`runs`)."""
        if index not in self._runs:
            self._runs[index] = list(runs(self.text, index))
        return self._runs[index]

    def line_run(self, index: int) -> Run:
        """The ``index``-th line alone: the first of its runs, found without working out
        the others (a reading within lines needs no more)."""
        found = self._runs.get(index)
        return found[0] if found is not None else next(runs(self.text, index))

    def readings(self, pattern: re.Pattern[str], trigger: re.Pattern[str] | None = None,
                 *, across: bool = True) -> Iterator[tuple[int, list[re.Match[str]]]]:
        """Every place ``pattern`` matches: in one line where the match spans no column
        join, or (``across``) across a line's end where it crosses the seam, at most
        :data:`REACH` characters either side. A place is a line and where the match starts
        in it; its matches (one for each way the text may go on) come shortest first. A
        line that ``trigger`` (a word the match starts with, or must hold) does not match is
        passed over."""
        text = self.text
        for index, line in enumerate(text.manuscript.lines):
            if trigger is not None and not trigger.search(line.text):
                continue
            found: dict[int, list[re.Match[str]]] = {}
            for run in self.runs(index) if across else (self.line_run(index),):
                if run.seam is None:
                    for match in pattern.finditer(run.chars):
                        starts = [m.start() for m in _WORD_RUN.finditer(match.group(0))][1:]
                        if not any(joins_columns(text, index, match.start() + p)
                                   for p in starts):
                            found.setdefault(match.start(), []).append(match)
                    continue
                for match in pattern.finditer(run.chars, max(0, run.seam - REACH),
                                              run.seam + REACH):
                    if match.start() < run.seam < match.end():
                        found.setdefault(match.start(), []).append(match)
            for start in sorted(found):
                yield index, sorted(found[start], key=lambda m: len(m.group(0)))

    def matches(self, pattern: re.Pattern[str], trigger: re.Pattern[str] | None = None,
                *, across: bool = True) -> Iterator[tuple[int, re.Match[str]]]:
        """The shortest match at each place :meth:`readings` finds: the words nearest the
        construction's start, so a column's text is not read into it."""
        for index, found in self.readings(pattern, trigger, across=across):
            yield index, found[0]
