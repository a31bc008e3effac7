"""Spelling checks, with the model's names as the custom dictionary.

Codes: RL401 a misspelt game word; RL402 a misspelt English word; RL403 a doubled word;
RL106 a name printed with and without a space; RL407 a capitalised word, capitalised only by
its place, one edit from an English word; RL411 a stutter that is no exact double.
(A capitalised game word that lost a letter, RL404, is a term check: capitals mark a word
as a name.)

The English word list is pyspellchecker's (American spelling): a British spelling of a
known word (``colour``, ``manoeuvre``) is accepted, and so is every word of every name the
model holds. A word is reported only where a correction one edit away exists, and words the
text repeats often are taken as meant.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator
from typing import Any

from rulesref.core.names import fold
from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding
from rulesref.lint.text import Token, edit_distance, singular, spelling_key

#: Doubled words that English allows.
ALLOWED_DOUBLES = frozenset({"had", "that", "is", "do", "bye", "very", "far", "so"})


@functools.lru_cache(maxsize=1)
def english() -> Any:
    """pyspellchecker's English dictionary, candidates one edit away (loaded once).

    Its ``in`` is asked some hundred thousand times in a whole book, so it goes straight
    to the word list (lower-cased, as pyspellchecker's own test does for a text key)
    instead of through pyspellchecker's three layers of calls."""
    from spellchecker import SpellChecker

    class English(SpellChecker):
        __slots__ = ("_words",)

        def __init__(self) -> None:
            super().__init__(language="en", distance=1)
            self._words = self.word_frequency.dictionary

        def __contains__(self, key: str | bytes) -> bool:
            if isinstance(key, str):
                return key.lower() in self._words
            return super().__contains__(key)

    return English()


def check_spelling(text: Text, known: Known) -> Iterator[LintFinding]:
    """Misspelt words, doubled words, names written with and without a space, and game
    words that lost a letter."""
    yield from _doubled(text)
    yield from _stutters(text)
    yield from _split_names(text, known)
    checker = english()
    game = {w for w in known.words if len(w) >= 5}
    by_length: dict[int, list[str]] = {}
    for word in game:
        by_length.setdefault(len(word), []).append(word)
    seen: set[str] = set()
    fine: set[str] = set()  # words already found in a dictionary
    capitalised: list[tuple[int, int]] = []
    lines = text.manuscript.lines
    for index, toks in enumerate(text.tokens):
        line = lines[index]
        for position, tok in enumerate(toks):
            word = fold(tok.text).replace("’", "'")
            if word in fine or word in seen or len(word) < 4 or tok.shouting:
                continue
            if tok.capitalised and _heading_word(word, known) and word not in checker \
                    and word not in fine:
                capitalised.append((index, position))  # perhaps a heading's slip: below
                continue
            if word in known.words or singular(word) in known.words or word in checker \
                    or singular(word) in checker or word.removesuffix("'s") in checker \
                    or (derived(word, checker) and undoubled(word, checker) is None):
                fine.add(word)
                continue
            if _hyphenated(text, index, tok):
                continue
            if tok.capitalised:
                capitalised.append((index, position))
                continue  # perhaps a name: judged below, once the whole book is read
            if _split_word(toks, position, line.text, checker, known) or ("-" in word and (
                    word.replace("-", "") in checker or all(
                        part in checker or part in known.words for part in word.split("-")))):
                continue
            seen.add(word)
            target = _near_game_word(word, by_length)
            if target is not None:
                yield LintFinding("RL401", text.manuscript.file, line.number, tok.text,
                                  f"'{tok.text}' looks like a misspelling of the game word "
                                  f"'{target}'", 0.8, page=line.page,
                                  occurrences=text.folded_counts.get(word, 1))
                continue
            finding = _english(text, index, tok, word, checker)
            if finding is not None:
                yield finding
    yield from _capitalised(text, known, capitalised)


_PREFIXES = ("re", "un", "pre", "non", "dis", "over", "under", "mis", "sub", "counter")
_SUFFIXES = ("ing", "ed", "en", "er", "ers", "ly", "ness", "ish", "es", "s")


def derived(word: str, checker: Any) -> bool:
    """Whether a word the dictionary lacks is a known word with a common prefix or suffix
    (``rebase``, ``elven`` from ``elf``), as affix rules in spelling dictionaries allow."""
    for prefix in _PREFIXES:
        rest = word.removeprefix(prefix)
        if rest != word and len(rest) >= 4 and rest in checker:
            return True
    for suffix in _SUFFIXES:
        stem = word.removesuffix(suffix)
        if stem == word or len(stem) < 3:
            continue
        forms = {stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else stem}
        if stem.endswith("v"):
            forms.add(stem[:-1] + "f")  # elves, elven: elf
        if stem.endswith("i"):
            forms.add(stem[:-1] + "y")  # scurried: scurry
        if any(form in checker for form in forms):
            return True
    return False


def _heading_word(word: str, known: Known) -> bool:
    """Whether a word is only a section heading's, no word of a name the model holds."""
    return word in known.words and word not in known.name_words \
        and singular(word) not in known.name_words


def undoubled(word: str, checker: Any) -> str | None:
    """The English word ``word`` is with one consonant doubled (``transfering`` for
    ``transferring``), when the affix rules of :func:`derived` would accept the misspelling
    (``transfer`` + ``ing``)."""
    for i in range(1, len(word) - 2):
        letter = word[i]
        if letter in "aeiouy" or word[i + 1] == letter or word[i - 1] == letter:
            continue
        doubled = word[:i + 1] + letter + word[i + 1:]
        if doubled in checker:
            return doubled
    return None


#: Printings of a capitalised word that may still be a slip rather than a name.
RARE_CAPITAL = 2


def _capitalised(text: Text, known: Known,
                 places: list[tuple[int, int]]) -> Iterator[LintFinding]:
    """RL407: a capitalised word one edit from an English word that is capitalised only by
    where it stands, not because it is a name: printed at most twice, each time opening a
    sentence or a heading and followed by prose or by another English word (never alone,
    as a label, or in a list of names), no word of the model's names or the allowlist.
    (A name the model holds, or an invented one printed as a name, is left alone.)"""
    checker = english()
    by_word: dict[str, list[tuple[int, int]]] = {}
    for index, position in places:
        by_word.setdefault(fold(text.tokens[index][position].text), []).append(
            (index, position))
    for word, where in by_word.items():
        if len(word) < SHORTEST_CAPITAL or len(where) > RARE_CAPITAL \
                or text.folded_counts.get(word, 0) != len(where) \
                or _printed_otherwise(text, word, checker) \
                or not all(_by_position(text, index, position, checker, known)
                           for index, position in where):
            continue
        candidates = {c for c in checker.candidates(word) or () if c in checker and c != word}
        doubled = undoubled(word, checker)
        if doubled is not None:
            candidates.add(doubled)
        if not candidates or any(spelling_key(c) == spelling_key(word) for c in candidates):
            continue
        best = max(candidates, key=lambda c: (checker.word_frequency[c], c))
        index, position = where[0]
        tok, line = text.tokens[index][position], text.manuscript.lines[index]
        yield LintFinding("RL407", text.manuscript.file, line.number, tok.text,
                          f"'{tok.text}' opens a sentence or heading and is not an English "
                          f"word or a name the book uses; perhaps '{best.capitalize()}'",
                          0.7, page=line.page, occurrences=len(where))


def _printed_otherwise(text: Text, word: str, checker: Any) -> bool:
    """Whether a word is spelt right by the book's own evidence: a possessive whose noun the
    book prints elsewhere (``Ada's`` beside ``Ada``, a name), or a hyphenated word whose
    parts are each English, or that is an English word with a hyphen put in (``Pre-game``
    for ``pregame``: a hyphenation, not a misspelling)."""
    base = word.removesuffix("'s").removesuffix("’s")
    if base != word and text.folded_counts.get(base, 0) > 0:
        return True
    parts = word.split("-")
    return len(parts) > 1 and (all(part in checker for part in parts)
                               or "".join(parts) in checker)


#: Shortest capitalised word judged (short capitalised words are too often names).
SHORTEST_CAPITAL = 5


def _by_position(text: Text, index: int, position: int, checker: Any, known: Known) -> bool:
    """Whether a capitalised word is capitalised only by its place: it opens a sentence,
    is no half of a split word, and the next word on its line follows after one space and
    is lower-case prose or a capitalised English word (a heading's next word)."""
    toks, line = text.tokens[index], text.manuscript.lines[index].text
    tok = toks[position]
    if not tok.sentence_start or position + 1 >= len(toks) \
            or _split_word(toks, position, line, checker, known):
        return False
    after = toks[position + 1]
    if line[tok.end:after.start] != " ":
        return False
    return after.text.islower() or (after.capitalised and (
        fold(after.text) in checker or singular(fold(after.text)) in checker))


def _split_word(toks: list[Token], position: int, line: str, checker: Any,
                known: Known) -> bool:
    """Whether the word is half of a word that extraction split apart (``A rcane``,
    ``inter vening``): joined with its neighbour it is a known word."""
    def joined(a: Token, b: Token) -> bool:
        if line[a.end:b.start] != " ":
            return False
        word = fold(a.text + b.text)
        return word in checker or word in known.words

    if position and joined(toks[position - 1], toks[position]):
        return True
    return position + 1 < len(toks) and joined(toks[position], toks[position + 1])


def _hyphenated(text: Text, index: int, tok: Token) -> bool:
    """A word broken across lines by a hyphen is not judged by its halves."""
    line = text.manuscript.lines[index].text
    if line[tok.end:].startswith("-") or line[tok.end:].rstrip() in ("-", "‐"):
        return True
    if index and tok.start == text.tokens[index][0].start:
        previous = text.manuscript.lines[index - 1].text.rstrip()
        return previous.endswith(("-", "‐"))
    return False


def _near_game_word(word: str, by_length: dict[int, list[str]]) -> str | None:
    if len(word) < 5:
        return None
    for length in (len(word) - 1, len(word), len(word) + 1):
        for candidate in by_length.get(length, ()):
            if candidate[0] == word[0] and edit_distance(word, candidate, 1) == 1:
                return candidate
    return None


#: A letter three times or more in a row.
_TRIPLED = re.compile(r"([a-z])\1{2,}")


def _english(text: Text, index: int, tok: Token, word: str, checker: Any) -> LintFinding | None:
    stem = singular(word)
    uses = sum(text.folded_counts.get(form, 0) for form in {word, stem, stem + "s"}) or 1
    if uses > 2:
        return None
    candidates = checker.candidates(word) or set()
    candidates = {c for c in candidates if c in checker and c != word}
    if not candidates and _TRIPLED.search(word):
        # no English word has a letter three times running: a key held down, and the word
        # meant is near the word with each such run made one letter (``someteeehing``)
        single = _TRIPLED.sub(r"\1", word)
        candidates = {c for c in checker.candidates(single) or set() if c in checker}
    if not candidates or any(spelling_key(c) == spelling_key(word) for c in candidates):
        return None
    best = max(candidates, key=lambda c: (checker.word_frequency[c], c))
    if checker.word_frequency[best] < 100:
        return None
    line = text.manuscript.lines[index]
    return LintFinding("RL402", text.manuscript.file, line.number, tok.text,
                       f"'{tok.text}' is not an English word; perhaps '{best}'",
                       0.65 if uses == 1 else 0.5, page=line.page, occurrences=uses)


def _split_names(text: Text, known: Known) -> Iterator[LintFinding]:
    """A name printed both as two capitalised words and as one (``Puzzle Box`` and
    ``Puzzlebox``), RL106. Both halves must be words in their own right (in the English word
    list or the model's names), so a word that extraction split apart (``Streng th``) is not
    taken for a name; the one-word form must be printed as a name too (capitalised), so an
    ordinary word in prose (a ``warhorn`` beside the ``War Horn`` keyword) is left alone; and
    when the model holds both forms as names, it is not this check's to call either a
    misprint. A one-word form English itself has (``setup`` beside ``set up``) is a word of
    its own, not a variant."""
    checker = english()
    lines = text.manuscript.lines
    names = {fold(t.text) for toks in text.tokens for t in toks if t.capitalised}
    seen: set[str] = set()
    for index, toks in enumerate(text.tokens):
        line = lines[index].text
        for a, b in itertools.pairwise(toks):
            if not (a.capitalised and b.capitalised) or line[a.end:b.start] != " ":
                continue
            joined = next((j for j in _joined_forms(a.text, b.text) if j in names),
                          fold(a.text + b.text))
            if joined in seen or joined not in names or joined in checker:
                continue  # ``Setup``/``Set Up``: English has both, a noun and a verb
            _, one = _first_printing(text, joined)
            if known.term(f"{a.text} {b.text}") is not None and known.term(one) is not None:
                continue  # both are names the model holds: RL105 judges recorded variants
            if not _halves_are_words((fold(a.text), fold(b.text)), checker, known):
                continue
            seen.add(joined)
            yield LintFinding("RL106", text.manuscript.file, lines[index].number,
                              f"{a.text} {b.text} / {one}",
                              f"'{a.text} {b.text}' is also printed as one word, '{one}'",
                              0.75, page=lines[index].page,
                              occurrences=text.folded_counts.get(joined, 0) + 1)
    yield from _split_held_names(text, known, names, seen)


#: Endings a name used as a verb or plural takes (``Jet Packing`` from ``Jetpack``).
_INFLECTIONS = ("ing", "ed", "s")


def _joined_forms(a: str, b: str) -> list[str]:
    """Two words as one (folded), and as one with the second word's inflection taken off
    (``Jet Packing``: ``jetpacking``, ``jetpack``; ``Fire Potting``: ``firepot``)."""
    forms = [fold(a + b)]
    for ending in _INFLECTIONS:
        if fold(b).endswith(ending) and len(b) - len(ending) >= 3:
            stem = fold(a + b[:-len(ending)])
            forms += [stem, stem + "e"]  # slid(ing): slide
            if stem[-1] == stem[-2]:
                forms.append(stem[:-1])  # pott(ing): pot
    return forms


def _split_held_names(text: Text, known: Known, names: set[str],
                      seen: set[str]) -> Iterator[LintFinding]:
    """RL106 for a two-word part of a name the model holds (``The Obsidian Puzzle Box``,
    from a heading whose letters extraction split apart) that the text prints as one
    capitalised word (``Puzzlebox``), under the same conditions as above."""
    checker = english()
    for term in {id(t): t for t in known.terms.values()}.values():
        for name in (term.name, *term.variants):
            words = name.split()
            for a, b in itertools.pairwise(words):
                if not (a[:1].isupper() and b[:1].isupper() and a.isalpha() and b.isalpha()):
                    continue
                joined = fold(a + b)
                if joined in seen or joined not in names or joined in checker:
                    continue
                index, one = _first_printing(text, joined)
                if known.term(one) is not None or not _halves_are_words(
                        (fold(a), fold(b)), checker, known):
                    continue
                seen.add(joined)
                line = text.manuscript.lines[index]
                yield LintFinding("RL106", text.manuscript.file, line.number,
                                  f"{a} {b} / {one}",
                                  f"'{a} {b}' (in the name '{name}') is also printed as one "
                                  f"word, '{one}'", 0.75, page=line.page,
                                  citation=str(term.cite) if term.cite else None,
                                  occurrences=text.folded_counts.get(joined, 0) + 1)


def _first_printing(text: Text, folded: str) -> tuple[int, str]:
    """The index of the first line printing the word (folded), and the word as printed
    there (line 0 and the folded word, when the text never prints it)."""
    for index, toks in enumerate(text.tokens):
        for tok in toks:
            if fold(tok.text) == folded:
                return index, tok.text
    return 0, folded


def _halves_are_words(halves: tuple[str, str], checker: Any, known: Known) -> bool:
    """Whether both halves of a split name are words in their own right (in the English
    word list or the model's names), not letters extraction split apart."""
    return all(len(h) >= 2 and (h in checker or h in known.words) for h in halves)


#: Words that pick out a noun; two in a row (``the a``, ``another the``) is a stutter.
DETERMINERS = frozenset({"the", "a", "an", "another"})
#: Shortest word that may end another and so repeat it (``another other``; ``brand and`` is
#: too short an ending to tell).
SHORTEST_ECHO = 4


def _stutter(first: str, second: str) -> bool:
    """A stutter that is no exact double: a lower-case word followed by its own ending
    (``another other``), or two determiners in a row (``the a``). Both must be English
    words."""
    a, b = fold(first), fold(second)
    if a == b:
        return False
    if a in DETERMINERS and b in DETERMINERS:
        return True
    checker = english()
    return len(b) >= SHORTEST_ECHO and len(a) > len(b) and a.endswith(b) \
        and first.islower() and second.islower() and a in checker and b in checker


def _stutter_finding(text: Text, index: int, a: Token, b: Token,
                     confidence: float) -> LintFinding:
    how = f"the end of '{a.text}'" if fold(a.text).endswith(fold(b.text)) else "a determiner"
    line = text.manuscript.lines[index]
    return LintFinding("RL411", text.manuscript.file, line.number, f"{a.text} {b.text}",
                       f"'{a.text} {b.text}': '{b.text}' repeats {how}", confidence,
                       page=line.page)


def _stutters(text: Text) -> Iterator[LintFinding]:
    """RL411 within a line, and across a line break (a word and its own ending only: two
    columns run together put determiners side by side): to the next line, or in two-column
    text (whose columns' lines alternate) to the line after it, less surely."""
    lines = text.manuscript.lines
    for index, toks in enumerate(text.tokens):
        line = lines[index].text
        for a, b in itertools.pairwise(toks):
            if line[a.end:b.start] == " " and _stutter(a.text, b.text) \
                    and not text.at_column_join(index, a.end):
                yield _stutter_finding(text, index, a, b, 0.7)
        if not toks or line[toks[-1].end:].strip():
            continue
        reach = 3 if text.column_width is not None else 2
        for after in range(index + 1, min(index + reach, len(lines))):
            following = text.tokens[after]
            if following and following[0].start == len(lines[after].text) - len(
                    lines[after].text.lstrip()) and _stutter(toks[-1].text, following[0].text) \
                    and not {fold(toks[-1].text), fold(following[0].text)} <= DETERMINERS:
                yield _stutter_finding(text, after, toks[-1], following[0], 0.6)


def _doubled(text: Text) -> Iterator[LintFinding]:
    """The same word twice in a row (within a line, or across a line break: less sure,
    since two-column text puts another column's words at a line's start)."""
    lines = text.manuscript.lines
    for index, toks in enumerate(text.tokens):
        line = lines[index]
        for a, b in itertools.pairwise(toks):
            if fold(a.text) != fold(b.text) or line.text[a.end:b.start] != " " \
                    or fold(a.text) in ALLOWED_DOUBLES or len(a.text) < 2:
                continue
            if a.text[0].isupper() and b.text[0].isupper():
                continue  # table headings (``Infantry Infantry``), not prose
            # ``the The``, or a double where two columns were run together: less sure
            sure = a.text == b.text and not text.at_column_join(index, a.end)
            confidence = 0.9 if sure else 0.5
            yield LintFinding("RL403", text.manuscript.file, line.number,
                              f"{a.text} {b.text}", f"'{a.text}' is written twice",
                              confidence, page=line.page)
        if toks and index + 1 < len(lines) and text.tokens[index + 1]:
            last, first = toks[-1], text.tokens[index + 1][0]
            if fold(last.text) == fold(first.text) and not line.text[last.end:].strip() \
                    and fold(last.text) not in ALLOWED_DOUBLES:
                yield LintFinding("RL403", text.manuscript.file, lines[index + 1].number,
                                  f"{last.text} {first.text}",
                                  f"'{last.text}' ends one line and starts the next", 0.5,
                                  page=lines[index + 1].page)
