"""Phrase checks: a name printed once or twice that differs in one word from a name the book
prints often (or the model holds).

Codes: RL405 a misspelt phrase (``Weak Piont Marker`` in a book that prints ``Weak Point
Marker`` throughout: one word one edit away, a word the book prints nowhere else); RL107 a
stray name (one rule calls a thing ``Quicksilver Dice`` again and again and, once, by a name
whose distinguishing word the book never prints anywhere else).

Both are driven by the book's own vocabulary: the phrases it prints, counted in their base
forms (folded, singular, without a possessive), and the words it prints. A name is a run of
two to four words that starts and ends with a capitalised word (connectors such as ``of``
between). Neither check calls a name the model holds, or a word of one, a fault: the odd
phrase must be unknown to the model and its odd word no word of the model's names. Where the
whole phrase is one edit from a name the model holds, the term check's RL103 reports it, so
RL405 leaves it alone.
"""

from __future__ import annotations

import functools
import itertools
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from rulesref.core.names import fold
from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding
from rulesref.lint.terms import near_variant
from rulesref.lint.text import CONNECTORS, edit_distance, singular, spelling_key

#: Longest name compared, in words.
LONGEST = 4
#: Times a phrase must be printed to count as the book's established form.
ESTABLISHED = 3
#: Times a phrase may be printed and still be taken for a slip.
RARE = 2
#: Lines either side of a stray name that count as the same rule.
PASSAGE = 12
#: Shortest odd word judged (shorter words are too easily another word).
SHORTEST = 4



@functools.lru_cache(maxsize=65536)
def _base(word: str) -> str:
    """A word as phrases are compared: folded, without a possessive, singular (cached: a
    book prints the same words again and again)."""
    plain = fold(word).replace("’", "'").removesuffix("'s").removesuffix("'")
    return singular(plain)


@dataclass(frozen=True, slots=True)
class _Printed:
    """One printing of a name: its base words, its words as printed, and where."""

    key: tuple[str, ...]
    shown: str
    index: int


class _Book:
    """The book's names (every run of two to four words that is a name) and word counts."""

    def __init__(self, text: Text) -> None:
        self.text = text
        self.printed: list[_Printed] = []
        self.counts: dict[tuple[str, ...], int] = defaultdict(int)
        self.lines: dict[tuple[str, ...], list[int]] = defaultdict(list)
        self.words: dict[str, int] = defaultdict(int)
        self.capitalised: dict[str, int] = defaultdict(int)
        """Printings of each word with a capital (as a name's word)."""
        self.shown: dict[tuple[str, ...], str] = {}
        """Each phrase as first printed (or as the model names it)."""
        for index, toks in enumerate(text.tokens):
            line = text.manuscript.lines[index].text
            for tok in toks:
                self.words[_base(tok.text)] += 1
                if tok.capitalised:
                    self.capitalised[_base(tok.text)] += 1
            # for each word: a single space after it; it may stand inside a name
            spaced = [line[a.end:b.start] == " " for a, b in itertools.pairwise(toks)]
            inner = [t.capitalised or fold(t.text) in CONNECTORS for t in toks]
            for n in range(2, LONGEST + 1):
                for start in range(len(toks) - n + 1):
                    end = start + n
                    if not (toks[start].capitalised and toks[end - 1].capitalised) \
                            or not all(spaced[start:end - 1]) or not all(inner[start:end]):
                        continue
                    run = toks[start:end]
                    key = tuple(_base(t.text) for t in run)
                    shown = line[run[0].start:run[-1].end]
                    self.printed.append(_Printed(key, shown, index))
                    self.shown.setdefault(key, shown)
                    self.counts[key] += 1
                    self.lines[key].append(index)
        # phrases by everything but one word: the candidates one word away
        self.around: dict[tuple[int, int, tuple[str, ...]], set[str]] = defaultdict(set)
        for key in self.counts:
            self.add(key)

    def add(self, key: tuple[str, ...], shown: str | None = None) -> None:
        """Make ``key`` a phrase others are compared with (a name the model holds, when
        ``shown``: as the model names it)."""
        if shown is not None:
            self.shown.setdefault(key, shown)
        for i in range(len(key)):
            self.around[(len(key), i, key[:i] + key[i + 1:])].add(key[i])

    def one_word_away(self, key: tuple[str, ...]) -> Iterator[tuple[int, str]]:
        """Each position of ``key`` and another word there that makes a phrase the book or
        the model has."""
        for i, word in enumerate(key):
            for other in sorted(self.around.get((len(key), i, key[:i] + key[i + 1:]), ())):
                if other != word:
                    yield i, other


def _names(known: Known) -> dict[tuple[str, ...], str]:
    """The model's names and variants of two words or more, by base words."""
    out: dict[tuple[str, ...], str] = {}
    for term in known.vocabulary.terms:
        for form in (term.name, *term.variants):
            key = tuple(_base(w) for w in form.split())
            if len(key) > 1:
                out.setdefault(key, form)
    return out


def _odd_word_fits(word: str, known: Known, book: _Book, key: tuple[str, ...]) -> bool:
    """Whether ``word`` may be the odd one: long enough, no word of the model's names, and
    printed as a name's word nowhere in the book outside this phrase."""
    return len(word) >= SHORTEST and word not in known.words \
        and word.replace("-", "") not in known.words \
        and book.capitalised.get(word, 0) <= book.counts[key]


def check_phrases(text: Text, known: Known) -> Iterator[LintFinding]:
    """Misspelt names (RL405) and stray names (RL107) against the book's established
    phrases."""
    book = _Book(text)
    names = _names(known)
    for key, name in names.items():
        book.add(key, name)
    reported: set[tuple[int, str]] = set()  # (line, odd word): once, for its longest phrase
    for printed in sorted(book.printed, key=lambda p: -len(p.key)):
        key = printed.key
        if book.counts[key] > RARE or key in names or known.is_known(printed.shown):
            continue
        for i, other in book.one_word_away(key):
            word = key[i]
            if (printed.index, word) in reported or not _odd_word_fits(word, known, book, key):
                continue
            full = (*key[:i], other, *key[i + 1:])
            finding = _misspelt(text, printed, i, full, book, names, known) \
                or _stray(text, printed, i, full, book, known)
            if finding is not None:
                reported.add((printed.index, word))
                yield finding


def _misspelt(text: Text, printed: _Printed, i: int, full: tuple[str, ...], book: _Book,
              names: dict[tuple[str, ...], str], known: Known) -> LintFinding | None:
    """RL405: the odd word (at ``i``) is one edit from the word of a phrase the book prints
    often (or the model holds)."""
    word, other = printed.key[i], full[i]
    count = book.counts.get(full, 0)
    if full not in names and (count < ESTABLISHED or count < ESTABLISHED * book.counts[
            printed.key]):
        return None
    if edit_distance(word, other, 1) != 1 or spelling_key(word) == spelling_key(other) \
            or word.replace("-", "") == other.replace("-", "") \
            or book.words.get(word, 0) > book.counts[printed.key]:
        return None  # another spelling (RL103, RL105), a hyphen, or a word the book uses
    if near_variant(printed.shown, known) is not None:
        return None  # RL103 reports a phrase one edit from a name the model holds
    line = text.manuscript.lines[printed.index]
    odd = printed.shown.split()[i]
    where = f"the model's name, printed {count} times" if full in names \
        else f"printed {count} times"
    return LintFinding(
        "RL405", text.manuscript.file, line.number, printed.shown,
        f"'{printed.shown}' looks like a misspelling of '{book.shown[full]}' ({where}); "
        f"'{odd}' is printed nowhere else", 0.75, page=line.page,
        occurrences=book.counts[printed.key])


def _stray(text: Text, printed: _Printed, i: int, full: tuple[str, ...], book: _Book,
           known: Known) -> LintFinding | None:
    """RL107: a name printed once, whose odd word the book prints nowhere else, in a passage
    that calls the same kind of thing by another name again and again."""
    key = printed.key
    if i == len(key) - 1 or key[-1] not in known.head_nouns or book.counts[key] != 1 \
            or book.capitalised.get(key[i], 0) != 1:
        return None  # the name's head noun differs, or another name has the odd word
    near = [n for n in book.lines.get(full, ()) if abs(n - printed.index) <= PASSAGE]
    if len(near) < RARE or book.counts[full] < RARE:
        return None
    line = text.manuscript.lines[printed.index]
    shown = printed.shown.removesuffix("’s").removesuffix("'s")
    return LintFinding(
        "RL107", text.manuscript.file, line.number, shown,
        f"'{shown}' is printed once, and no other name has the word '{shown.split()[i]}'; "
        f"the same passage calls it '{book.shown[full]}' ({len(near)} times)", 0.7,
        page=line.page)
