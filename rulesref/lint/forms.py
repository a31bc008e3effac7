"""One word printed in two forms in one book: with and without its diacritics, or with two
plurals.

Codes: RL417 a word printed with and without its diacritics (``Isvärlden`` and
``Isvarlden``); RL450 a word whose ending the book prints with its diacritics in every
other word that has it, printed here without them (``Varmholjan`` beside ``Norrhöljan``
and ``Södhöljan``); RL418 a noun given two plurals (``dwarves`` and ``dwarfs``, ``staves``
and ``staffs``, ``indices`` and ``indexes``). Either form may be right; printing both is the book
disagreeing with itself. Each finding names both forms with their counts and places, and
the odd one is the form the model does not hold, else the one printed less. Words in
capitals are left out: letter-spaced headings come apart in extraction (``STATI STICS``).

Words are compared case-folded, so forms that differ only in capitals are one form. The
plurals are paired by English's irregular endings (:data:`PLURALS`), the irregular one an
English word; a ``-ves`` form that
may be a verb (``leaves``, ``halves``) is judged only where the book never prints the verb
(``leave``, ``leaving``). Each word is grouped once, so both checks are linear in the text.
"""

from __future__ import annotations

import unicodedata
from collections import defaultdict
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.known import Known, Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.spelling import english
from rulesref.lint.text import tokens

#: Irregular and regular plurals of one stem, as (ending, other ending): ``dwarf`` gives
#: ``dwarves`` and ``dwarfs``, ``cactus`` gives ``cacti`` and ``cactuses``.
PLURALS: tuple[tuple[str, str], ...] = (
    ("ves", "fs"), ("ves", "fes"), ("ves", "ffs"), ("i", "uses"), ("ae", "as"),
    ("ices", "ixes"), ("ices", "exes"), ("a", "ums"), ("a", "ons"),
)
#: Shortest stem an ending is taken from (``lives``/``lifes`` has ``li``).
SHORTEST_STEM = 2
#: Endings of a verb whose third person ends in ``-ves`` (``leave``: ``leaves``).
_VERB_ENDINGS = ("ve", "ved", "ving")


def check_forms(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL417 and RL418."""
    printed: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        for tok in toks:
            if not tok.shouting:  # letter-spaced headings come apart (``STATI STICS``)
                printed[tok.text.casefold()].append((index, tok.text))
    held = _held(known)
    yield from _diacritics(text, held, printed)
    yield from _family_marks(text, printed)
    yield from _plurals(text, held, printed)


def _diacritics(text: Text, held: frozenset[str],
                printed: dict[str, list[tuple[int, str]]]) -> Iterator[LintFinding]:
    """RL417: forms of one word that agree once their marks are dropped."""
    by_plain: dict[str, list[str]] = defaultdict(list)
    for word in printed:
        by_plain[fold(word)].append(word)
    for forms in by_plain.values():
        marked = [w for w in forms if _has_marks(w)]
        if len(forms) < 2 or not marked:
            continue
        for other in forms:
            for form in marked:
                if form != other and (other not in marked or form < other):
                    finding = _finding("RL417", "with and without its diacritics", text,
                                       held, printed, form, other)
                    if finding is not None:
                        yield finding


#: Shortest shared ending (letters, marks dropped) that makes two words one family: long
#: enough that no English ending is met by chance (``-världen``, not ``-hål``).
SHORTEST_ENDING = 5
#: Distinct words that must print the ending with its marks before one without them is a
#: slip (one other word is a coincidence; two are the book's own spelling of the element).
FAMILY = 2


def _family_marks(text: Text,
                  printed: dict[str, list[tuple[int, str]]]) -> Iterator[LintFinding]:
    """RL450: a word without marks whose ending, marks dropped, is the ending of at least
    :data:`FAMILY` words the book prints with the same marks in it, and of no other word
    without them. The word is no English word (an English word may end the same way), and
    its marks-free ending is never printed with marks on it in this word (RL417's case)."""
    marked = [w for w in printed if _has_marks(w) and w.isalpha()]
    if not marked:
        return
    checker = english()
    plain = {w: fold(w) for w in printed if w.isascii() and w.isalpha()
             and len(w) > SHORTEST_ENDING and w not in checker}
    for word, folded in sorted(plain.items()):
        if any(fold(m) == folded for m in marked):
            continue  # the same word with and without marks is RL417's
        family = _family(folded, marked)
        if family is None:
            continue
        ending, members = family
        others = [w for w, f in plain.items() if w != word and f.endswith(ending)]
        if others:
            continue  # the plain ending is printed in more than one word: a spelling too
        index, shown = printed[word][0]
        places = [p for m in members for p in printed[m]]
        family_printings = ", ".join(printings(text, printed[m]) for m in members)
        marked_ending = _marked_ending(members[0], ending)
        yield text.finding(
            "RL450", index, shown,
            f"the book prints the ending '-{marked_ending}' with its diacritics in every "
            f"other word that has it ({family_printings}), {len(places)} printings in all; "
            f"print it '{shown[:-len(ending)]}{marked_ending}'",
            0.7, occurrences=len(printed[word]))


def _family(folded: str, marked: list[str]) -> tuple[str, list[str]] | None:
    """The longest ending (marks dropped) of ``folded`` that at least :data:`FAMILY` other
    marked words share, each printing it alike with marks in it, with those words; ``None``
    if none."""
    best: tuple[str, list[str]] | None = None
    for size in range(SHORTEST_ENDING, len(folded)):
        ending = folded[-size:]
        members = [m for m in marked if fold(m).endswith(ending) and fold(m) != folded]
        if len(members) < FAMILY:
            break
        printed = {_nfc(m)[-size:] for m in members}
        if len(printed) == 1 and _has_marks(printed.pop()):
            best = (ending, sorted(members))
    return best


def _marked_ending(word: str, ending: str) -> str:
    """The ending of ``word`` as the book prints it, marks and all."""
    return _nfc(word)[-len(ending):]


def _nfc(word: str) -> str:
    """The word with each letter and its marks as one character, so its endings line up
    with those of its folded form."""
    return unicodedata.normalize("NFC", word)


def _held(known: Known) -> frozenset[str]:
    """The words, case-folded but with their marks, of every name the model holds."""
    vocabulary = known.vocabulary
    names = [f for t in vocabulary.terms for f in (t.name, *t.variants)]
    return frozenset(tok.text.casefold() for name in (*names, *vocabulary.recorded,
                                                      *vocabulary.words)
                     for tok in tokens(name))


def _has_marks(word: str) -> bool:
    return not word.isascii() and any(
        unicodedata.combining(c) for c in unicodedata.normalize("NFKD", word))


def _plurals(text: Text, held: frozenset[str],
             printed: dict[str, list[tuple[int, str]]]) -> Iterator[LintFinding]:
    """RL418: two plurals of one stem, both printed."""
    checker = english()
    for word in sorted(printed):
        if word not in checker:
            continue  # the irregular plural must be an English word
        for ending, other in PLURALS:
            stem = word[:-len(ending)]
            if not word.endswith(ending) or len(stem) < SHORTEST_STEM or not stem.isalpha() \
                    or stem + other not in printed:
                continue
            if ending == "ves" and any(stem + v in printed for v in _VERB_ENDINGS):
                continue  # ``leaves`` may be the verb: the book prints ``leave``
            finding = _finding("RL418", "with two plurals", text, held, printed, word,
                               stem + other)
            if finding is not None:
                yield finding


def _finding(code: str, how: str, text: Text, held_words: frozenset[str],
             printed: dict[str, list[tuple[int, str]]], a: str, b: str) -> LintFinding | None:
    """The finding for two forms, at the odd form's first printing; ``None`` when the model
    holds both (two names, never a slip)."""
    held = {w for w in (a, b) if w in held_words}
    if len(held) == 2:
        return None
    usual, odd = sorted((a, b), key=lambda w: (w not in held, -len(printed[w]), w))
    lines = text.manuscript.lines
    index, shown = printed[odd][0]
    return LintFinding(
        code, text.manuscript.file, lines[index].number, f"{printed[usual][0][1]} / {shown}",
        f"one word printed {how}: {printings(text, printed[usual])} and "
        f"{printings(text, printed[odd])}; the book mostly prints '{printed[usual][0][1]}'",
        0.7, page=lines[index].page, occurrences=len(printed[odd]))

