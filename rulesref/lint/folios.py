"""Page numbers printed in a running header or footer that go back (``… 28, 29, 26, 27 …``):
pages numbered twice, so a page reference to them is ambiguous.

Code: RL483. A running header or footer is a line that, with its one number set aside,
the text prints at least :data:`RUNNING` times (``Early Access 12 Marsh Wars``; a book may
have one form for odd pages and one for even). Read in order, their numbers rise; where a
number is not above the one before, the numbering has gone back, and the pages from it up
to the one before are numbered twice. Reported once at each such place, with the page
numbers printed twice; only where at least half the steps from one such number to the next
are one up, as page numbers go (a line repeated with other numbers is no folio). A book
whose page number lines hold nothing but the number is left alone: a bare number is as
likely a table's or a list's.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator

from rulesref.lint.known import Text
from rulesref.lint.model import LintFinding

#: Printings a header or footer form needs to count as running.
RUNNING = 5
#: A page number: one to three digits standing alone (not part of a measure, a price or a
#: decimal).
_NUMBER = re.compile(r"(?<![\w.,/])(\d{1,3})(?![\w.,/%\"”’])")


def check_folios(text: Text) -> Iterator[LintFinding]:
    """RL483: each place the running page numbers go back."""
    forms: Counter[str] = Counter()
    numbered: list[tuple[int, str, int]] = []
    for index, line in enumerate(text.manuscript.lines):
        found = _NUMBER.findall(line.text)
        if len(found) == 1:
            form = _NUMBER.sub("#", line.text.strip())
            if form != "#":
                forms[form] += 1
                numbered.append((index, form, int(found[0])))
    folios = [(index, number) for index, form, number in numbered
              if forms[form] >= RUNNING]
    steps = [after - before for (_, before), (_, after) in itertools.pairwise(folios)]
    if not steps or 2 * steps.count(1) < len(steps):
        return  # numbers that do not mostly count up one by one are no page numbers
    for (_, before), (index, number) in itertools.pairwise(folios):
        if number > before:
            continue
        twice = f"pages {number} to {before} are" if number < before \
            else f"page {number} is"
        yield text.finding(
            "RL483", index, str(number),
            f"the running page numbers go back here from {before} to {number}, so {twice} "
            f"numbered twice; number the pages in one sequence", 0.7)
