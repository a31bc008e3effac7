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

Code: RL451, the same disagreement across different words: a book that spells most words
the one way (``colored``, ``marshaling``) and a few the other way (``neighbours``). A word
is taken to be spelt one way when the other spelling, one British/American change away
(:func:`is_variant_pair`), is an English word too: both must be in the word list above its
floor of rare entries (:data:`COMMON`), so that ``seize``/``seise`` is no pair. Since the
word list is American, a British spelling it lacks counts by its American twin alone
(``neighbours``: ``neighbors``). The convention is the spelling the book prints at least
:data:`CONVENTION` times as often, in two words or more; each word spelt the other way whose
twin the book never prints (RL412's case) is reported once, with the words that set the
convention.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.known import Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.spelling import english
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
    first line; then RL451 (:func:`_conventions`) on the same printings."""
    printed = _printed(text)
    yield from _spelt_both_ways(text, printed)
    yield from _conventions(text, printed)


def _spelt_both_ways(text: Text,
                     printed: dict[str, list[tuple[int, str]]]) -> Iterator[LintFinding]:
    """RL412."""
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


def _printed(text: Text) -> dict[str, list[tuple[int, str]]]:
    """Each word compared (folded), with its printings as (line index, word as printed)."""
    printed: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        for tok in toks:
            word = fold(tok.text)
            if len(word) >= SHORTEST and word.isalpha() and not tok.shouting:
                printed[word].append((index, tok.text))
    return printed


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


#: The word list's frequency given to its rare entries (``seise``, ``imagoes``): a spelling
#: counts as English only above it.
COMMON = 50
#: How many times more printings the book's convention needs than the other spelling.
CONVENTION = 3


def _conventions(text: Text,
                 printed: dict[str, list[tuple[int, str]]]) -> Iterator[LintFinding]:
    """RL451: the words a book spells against its own British or American convention
    (``printed``: each word's printings, as :func:`check_variants` collects them)."""
    sides: dict[bool, list[str]] = {True: [], False: []}  # British: True
    twins: dict[str, str] = {}
    for word in sorted(printed):
        side = _side(word)
        if side is not None:
            sides[side[0]].append(word)
            twins[word] = side[1]
    count = {side: sum(len(printed[w]) for w in words) for side, words in sides.items()}
    for usual in (True, False):
        odd = not usual
        if len(sides[usual]) < 2 or not sides[odd] \
                or count[usual] < CONVENTION * count[odd]:
            continue
        setting = ", ".join(printings(text, printed[w]) for w in sides[usual][:4])
        way = "British" if usual else "American"
        for word in sides[odd]:
            if twins[word] in printed or not any(p.islower() for _, p in printed[word]):
                continue  # both spellings of one word: RL412's; only ever a name: the model's
            index, shown = printed[word][0]
            yield text.finding(
                "RL451", index, shown,
                f"spelt the {'American' if usual else 'British'} way in a book that spells "
                f"the {way} way ({count[usual]} printings of {len(sides[usual])} words: "
                f"{setting}); print it '{_like(shown, twins[word])}'", 0.65,
                occurrences=len(printed[word]))


def british_twin(word: str) -> str | None:
    """The American twin of a British spelling (``centre`` -> ``center``); ``None`` for a
    word that is no British spelling of a common English word."""
    side = _side(word)
    return side[1] if side is not None and side[0] else None


def _side(word: str) -> tuple[bool, str] | None:
    """Whether ``word`` is a British (True) or American (False) spelling, with its twin;
    ``None`` when it is neither or the twin is no common English word. When both are in the
    word list, which holds some British spellings (``coloured``, ``travelling``), they may
    as well be two words (``canoe``/``cane``, ``amour``/``amor``), so only a change of three
    letters or more (not ``ae``/``oe``) in a word longer than :data:`SHORTEST` counts."""
    checker = english()
    frequency = checker.word_frequency
    # a word the list lacks can only be British; one it holds, only with a long change
    listed = word in checker
    if listed and (frequency[word] <= COMMON or len(word) <= SHORTEST):
        return None
    for british, american, _ in SPELLINGS:
        sides = ((british, american, True), (american, british, False)) if listed \
            else ((british, american, True),)
        if listed and len(british) <= 2:
            continue
        for ours, theirs, is_british in sides:
            at = word.find(ours)
            while at >= 0:
                twin = word[:at] + theirs + word[at + len(ours):]
                pair = (word, twin) if is_british else (twin, word)
                if frequency[twin] > COMMON and is_variant_pair(*pair):
                    return is_british, twin
                at = word.find(ours, at + 1)
    return None


def _like(shown: str, twin: str) -> str:
    """The twin spelling with the printed word's capital."""
    return twin.capitalize() if shown[:1].isupper() else twin
