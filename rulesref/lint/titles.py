"""The book's own title printed in running text without the colon before its subtitle.

Code: RL488 the title (the book's first line of text) joins a name and a subtitle with a
colon (``Marsh Wars: The Card Game``), and running text prints the same words with no mark
between them (``In Marsh Wars the Card Game, ...``): the name and the subtitle run together,
so the colon (or a comma after the subtitle) is lost. Words are compared in small letters, so
a difference of capitals is not this check's (RL460 judges small words in names).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulesref.lint.known import Text
from rulesref.lint.model import LintFinding

#: A title: a name of capitalised words, a colon, and a subtitle of capitalised words.
_TITLE = re.compile(r"^\s*((?:[A-Z][\w’'-]*\s+)*?[A-Z][\w’'-]*(?:\s+[a-z]{1,4}\s+[A-Z][\w’'-]*)*)"
                    r":\s+((?:The|A|An)\s+)?([A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*){0,3})")
#: Shortest name of the two parts judged, in words.
NAME_WORDS = 2


def _title(text: Text) -> tuple[str, str, str] | None:
    """The name, subtitle opener and subtitle of the first line of text, if it has them."""
    for line in text.manuscript.lines:
        if line.text.strip():
            found = _TITLE.match(line.text)
            if found is None or len(found.group(1).split()) < NAME_WORDS:
                return None
            return found.group(1), found.group(2) or "", found.group(3)
    return None


def check_titles(text: Text) -> Iterator[LintFinding]:
    """RL488: each printing of the title in running text without its colon."""
    title = _title(text)
    if title is None:
        return
    name, opener, subtitle = title
    words = [*name.split(), *opener.split(), *subtitle.split()]
    colon = len(name.split())
    joined = r"\s+".join(re.escape(w) for w in words[:colon])
    rest = r"\s+".join(re.escape(w) for w in words[colon:])
    run_on = re.compile(rf"\b({joined}\s+{rest})\b", re.IGNORECASE)
    printed = f"{name}: {opener}{subtitle}"
    first = True
    for index, line in enumerate(text.manuscript.lines):
        if first and line.text.strip():
            first = False
            continue
        for match in run_on.finditer(line.text):
            shown = " ".join(match.group(1).split())
            fixed = " ".join([*shown.split()[:colon], f"{opener}{subtitle}"])
            fixed = fixed.replace(f" {opener}{subtitle}", f": {opener}{subtitle}", 1)
            yield text.finding(
                "RL488", index, shown,
                f"the book's title is '{printed}', with a colon before the subtitle, but "
                f"here name and subtitle run together; print '{fixed}'", 0.6)
