"""One word spelt the British way and the American way in one book.

Code: RL412 (``centreline`` thirty times and ``centerline`` twice; ``Marshalling`` and
``Marshaling``). Either spelling is English; printing both is the book disagreeing with
itself. The finding names both spellings with their lines and pages, and suggests the one
the book prints more.

Two words are taken for spellings of one word when they differ by one British/American
ending or infix (:data:`SPELLINGS`) at the same place, and the word before it has the
syllables that spelling needs: ``colour``/``color`` but not ``four``/``for``, ``travelling``/
``traveling`` but not ``filled``/``filed``. Words are compared folded, so spellings that
differ only in capitals are one spelling, never a finding.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.known import Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.text import spelling_key

#: British and American spellings, as (British, American, vowel groups the word must have
#: before the spelling): ``-our`` needs one (``col-our``), doubled ``l`` two (``trav-el-led``:
#: British doubles it after an unstressed syllable only).
SPELLINGS: tuple[tuple[str, str, int], ...] = (
    ("our", "or", 1), ("isation", "ization", 1), ("ise", "ize", 1), ("yse", "yze", 1),
    ("tre", "ter", 1), ("ence", "ense", 1), ("ogue", "og", 1), ("lled", "led", 2),
    ("lling", "ling", 2), ("mme", "m", 1), ("oeuvre", "euver", 0),
    ("oeuvr", "euver", 0), ("ae", "e", 1), ("oe", "e", 1),
)
#: Shortest word compared.
SHORTEST = 5
#: Most spellings one word is taken to have (``centre``, ``center``; a few more at most).
MOST_SPELLINGS = 4
_VOWELS = re.compile(r"[aeiouy]+")


def is_variant_pair(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` are one word spelt the British and the American way."""
    for british, american, syllables in SPELLINGS:
        for ours, theirs in ((a, b), (b, a)):
            at = ours.find(british)
            while at >= 0:
                if ours[:at] == theirs[:at] and ours[at + len(british):] == \
                        theirs[at + len(american):] \
                        and theirs[at:at + len(american)] == american \
                        and len(_VOWELS.findall(ours[:at])) >= syllables:
                    return True
                at = ours.find(british, at + 1)
    return False


def check_variants(text: Text) -> Iterator[LintFinding]:
    """RL412: each word the book spells both ways, once, at the less printed spelling's
    first line."""
    printed: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        for tok in toks:
            word = fold(tok.text)
            if len(word) >= SHORTEST and word.isalpha() and not tok.shouting:
                printed[word].append((index, tok.text))
    by_key: dict[str, list[str]] = defaultdict(list)
    for word in sorted(printed):
        # candidates agree once every British spelling is made American
        by_key[spelling_key(word)].append(word)
    for words in by_key.values():
        if len(words) > MOST_SPELLINGS:
            continue  # no English word has so many spellings: made-up text, not a variant
        for a, b in itertools.combinations(words, 2):
            if is_variant_pair(a, b):
                yield _finding(text, printed, a, b)


def _finding(text: Text, printed: dict[str, list[tuple[int, str]]], a: str,
             b: str) -> LintFinding:
    usual, odd = sorted((a, b), key=lambda w: (-len(printed[w]), w))
    lines = text.manuscript.lines

    index = printed[odd][0][0]
    return LintFinding(
        "RL412", text.manuscript.file, lines[index].number,
        f"{printed[usual][0][1]} / {printed[odd][0][1]}",
        f"one word spelt two ways: {printings(text, printed[usual])} and "
        f"{printings(text, printed[odd])}; the book mostly prints "
        f"'{printed[usual][0][1]}'", 0.7, page=lines[index].page,
        occurrences=len(printed[odd]))
