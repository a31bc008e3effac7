"""The book's last words: a question that nothing after it answers.

Code: RL480 the book's text closes on a question (``Have a question about the game?``) and
nothing follows it: no answer, no address, no name to write to. A closing question is an
invitation to get in touch, and without the means it leads nowhere; a question the book
asks itself wants its answer. The last sentence is the last line that ends with a stop, a
question mark or an exclamation mark; what may come after it is page furniture only, a line
of at most :data:`FURNITURE` words with no sentence mark. A web or e-mail address is blanked
out before the checks run (:func:`~rulesref.lint.known.prose`), its place kept as spaces:
spaces after the question, or a line of them after it, are an address, and the question is
answered.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulesref.lint.known import Text
from rulesref.lint.model import LintFinding

#: The most words a line after the last sentence may hold and still be page furniture.
FURNITURE = 3
#: The fewest spaces in a row that stand for a blanked-out address.
BLANKED = 6
#: A sentence's end at a line's end.
_ENDS = re.compile(r"[.!?][\"'’”)]*\s*$")
#: The questions that close a line.
_QUESTIONS = re.compile(r"(?:[^.!?]*\?)+$")


def _furniture(line: str) -> bool:
    """Whether a line after the last sentence is page furniture (no address blanked out in
    it, no sentence mark, few words)."""
    if " " * BLANKED in line:
        return False
    words = line.split()
    return len(words) <= FURNITURE and not any(mark in line for mark in ".!?:@")


def check_closing(text: Text) -> Iterator[LintFinding]:
    """RL480: the book's last sentence is a question nothing answers."""
    lines = text.manuscript.lines
    for index in range(len(lines) - 1, -1, -1):
        printed = lines[index].text
        if not _ENDS.search(printed):
            if (printed.strip() or " " * BLANKED in printed) and not _furniture(printed):
                return
            continue
        stripped = printed.rstrip()
        if not stripped.endswith("?") or " " * BLANKED in printed[len(stripped):]:
            return
        found = _QUESTIONS.search(stripped)
        question = " ".join(found.group(0).split()) if found else stripped
        yield text.finding(
            "RL480", index, question,
            "the book ends on this question and nothing follows it (no answer, no address "
            "or name to write to); give the answer, or where readers can ask", 0.6)
        return
