"""A compound of the book's own, printed joined nearly everywhere and split in two once or
twice (``centreline`` beside ``centre line``).

Code: RL481. RL416 judges a split compound by the English word list; a compound the list
lacks (a British spelling such as ``centreline``, a game's coinage) has only the book's own
usage to go on. A word the book prints at least :data:`JOINED` times in small letters
(an identifier in capitals, ``TokenStream``, is no printing of the word, nor one in code,
``load(fullname)``, ``_unittest_flags``), which
splits into two words that are English (in either spelling) and no function word, is
looked for as two words: on a line, or across a line's end where its column's text goes on
(:class:`rulesref.lint.seams.Reader`). Printed split at most a :data:`SHARE` of as often as
joined, each split printing is a slip. A pair that is a name the model holds is never
reported, nor a joined word the English list holds (RL416's).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterator
from typing import Any

from rulesref.lint.capitals import _in_code
from rulesref.lint.compounds import FUNCTION_WORDS, SHORTEST_HALF
from rulesref.lint.known import Known, Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.seams import Reader
from rulesref.lint.spelling import english
from rulesref.lint.variants import british_twin

#: Printings of the joined word, in small letters, the book needs before a split form is a
#: slip.
JOINED = 10
#: The split form is a slip while printed at most this share as often as the joined word.
SHARE = 1 / 5


def check_book_compounds(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL481: each compound of the book's own printed split, once, at its first split
    printing, with both counts."""
    checker = english()
    small = Counter(tok.text for index, toks in enumerate(text.tokens) for tok in toks
                    if tok.text.islower()
                    and not _in_code(text.manuscript.lines[index].text, tok))
    pairs: dict[str, str] = {}
    for word, count in small.items():
        if count < JOINED or not word.isalpha() or word in checker:
            continue
        for cut in range(SHORTEST_HALF, len(word) - SHORTEST_HALF + 1):
            halves = (word[:cut], word[cut:])
            if all(_word(h, checker) for h in halves) \
                    and not known.is_known(" ".join(halves)):
                pairs[f"{halves[0]} {halves[1]}"] = word
    if not pairs:
        return
    pattern = re.compile(r"\b(" + "|".join(
        rf"{re.escape(split.split()[0])}\s+{re.escape(split.split()[1])}" for split in pairs)
        + r")\b")
    trigger = re.compile(r"\b(" + "|".join(
        sorted({re.escape(pair.split()[0]) for pair in pairs})) + r")\b")
    split: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for index, match in Reader(text).matches(pattern, trigger):
        shown = " ".join(match.group(0).split())
        split[shown].append((index, shown))
    for shown, places in split.items():
        joined = pairs[shown]
        printed = small[joined]
        if len(places) > SHARE * printed:
            continue
        yield text.finding(
            "RL481", places[0][0], shown,
            f"the book prints '{joined}' as one word {printed} times, but splits it "
            f"{printings(text, places)}; print '{joined}'", 0.65, occurrences=len(places))


def _word(half: str, checker: Any) -> bool:
    """Whether a half of a compound is an English word of its own (in American or British
    spelling) and no function word."""
    return half not in FUNCTION_WORDS and (half in checker or british_twin(half) is not None)
