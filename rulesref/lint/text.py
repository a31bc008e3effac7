"""Words, capitalised phrases and the forms of a name: the lint's view of prose."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

from rulesref.core.names import fold

#: A word: letters, with inner apostrophes or hyphens (``army's``, ``base-contact``).
WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_]))*")
#: Lower-case words that may sit inside a capitalised name (``Chaos of War``).
CONNECTORS = frozenset({"of", "the", "an", "a", "in", "to"})
#: Capitalised words that open a sentence or a phrase without naming anything.
OPENERS = frozenset(fold(w) for w in (
    "The", "A", "An", "Each", "Every", "Any", "All", "Some", "This", "That", "These", "Those",
    "Its", "Their", "His", "Her", "Your", "Our", "My", "If", "When", "Then", "Both", "No",
    "One", "Two", "Three", "Four", "Five", "Six", "I", "We", "You", "They", "It", "He", "She",
    "Note", "Example", "See", "Also", "Or", "And", "But", "For", "With", "In", "On", "At",
))
_SENTENCE_END = frozenset(".!?:;•*#>|–—")
_OPENING = frozenset(" \t\"“‘'([{")


class Token(NamedTuple):
    """A word in a line, with where it starts and whether a sentence may start there.

    A named tuple, its two kinds of capitals worked out once by :func:`tokens`: every check
    asks for them, hundreds of thousands of times in a whole book."""

    text: str
    start: int
    end: int
    sentence_start: bool
    capitalised: bool
    """Starts with a capital and is not all capitals (``Wild``, not ``WILD``)."""
    shouting: bool
    """All capitals and longer than one letter: a heading or an acronym."""


def tokens(text: str) -> list[Token]:
    """The words of one line; the first word of a line counts as a possible sentence start
    (in interleaved two-column text a line may begin a sentence of the other column)."""
    out = []
    for match in WORD.finditer(text):
        word = match.group()
        start = match.start()
        i = start - 1
        while i >= 0 and text[i] in _OPENING:
            i -= 1
        shouting = len(word) > 1 and word.isupper()
        out.append(Token(word, start, match.end(), i < 0 or text[i] in _SENTENCE_END,
                         word[0].isupper() and not shouting, shouting))
    return out


@dataclass(frozen=True, slots=True)
class Phrase:
    """A run of capitalised words (with connectors inside) in one line."""

    text: str
    start: int
    words: tuple[str, ...]
    sentence_start: bool
    """Whether the first word may be a sentence's first word."""


def phrases(text: str, toks: list[Token] | None = None) -> Iterator[Phrase]:
    """Capitalised phrases of a line: words joined by single spaces, each capitalised or a
    connector, not starting or ending with a connector; headings in capitals break a run."""
    toks = tokens(text) if toks is None else toks
    run: list[Token] = []

    def flush() -> Iterator[Phrase]:
        while run and not run[-1].capitalised:
            run.pop()
        if run:
            yield Phrase(text[run[0].start: run[-1].end], run[0].start,
                         tuple(t.text for t in run), run[0].sentence_start)
        run.clear()

    for tok in toks:
        joined = bool(run) and text[run[-1].end: tok.start] == " "
        if (tok.capitalised and (joined or not run)) or (joined and tok.text in CONNECTORS):
            run.append(tok)
        else:
            yield from flush()
            if tok.capitalised:
                run.append(tok)
    yield from flush()


@functools.lru_cache(maxsize=65536)
def singular(word: str) -> str:
    """A plural's singular by the common English endings (``Tokens`` -> ``Token``); cached,
    since the checks ask for the same words' singulars again and again."""
    lower = word.lower()
    if len(word) > 4 and lower.endswith("ies"):
        return word[:-3] + ("Y" if word[-3].isupper() else "y")
    if len(word) > 4 and lower.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and lower.endswith("s") and not lower.endswith(("ss", "us", "is")):
        return word[:-1]
    if lower == "dice":
        return word[:-3] + "ie"
    return word


_PUNCTUATION = re.compile(r"[^\w\s'\-]")


@functools.lru_cache(maxsize=65536)
def base_form(phrase: str) -> str:
    """The form a phrase is compared in: folded, each word singular, a leading ``the``
    dropped, typographic quotes plain."""
    words = [w.removesuffix("'s") for w in _PUNCTUATION.sub(" ", fold(phrase)).split()]
    if len(words) > 1 and words[0] == "the":
        words = words[1:]
    return " ".join(singular(w) for w in words)


#: British and American spellings, as (British ending or infix, American).
_SPELLINGS = (("our", "or"), ("ise", "ize"), ("yse", "yze"), ("isation", "ization"),
              ("tre", "ter"), ("ence", "ense"), ("ogue", "og"), ("lled", "led"),
              ("lling", "ling"), ("mme", "m"), ("oeuvre", "euver"), ("oeuvr", "euver"),
              ("ae", "e"), ("oe", "e"))


def spelling_key(word: str) -> str:
    """A key on which British and American spellings of a word agree (``manoeuvre`` and
    ``maneuver``, ``defence`` and ``defense``)."""
    key = fold(word)
    for british, american in _SPELLINGS:
        key = key.replace(british, american)
    return key


def edit_distance(a: str, b: str, limit: int = 3) -> int:
    """Damerau-Levenshtein distance (adjacent swaps count once), stopping past ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return previous[-1]


def is_abbreviation(short: str, word: str) -> bool:
    """Whether ``short`` (``Mstr``) abbreviates ``word`` (``Monstrous``): same first letter,
    its letters in order in the word, and shorter."""
    s, w = fold(short), fold(word)
    if not s or len(s) >= len(w) or s[0] != w[0]:
        return False
    position = 0
    for letter in s[1:]:
        position = w.find(letter, position + 1)
        if position < 0:
            return False
    return True


def squeeze(text: str) -> str:
    """Letters only, folded: extraction splits words apart (``Critical H its``), so a name is
    looked for in the squeezed text as well."""
    plain = text.replace("’", "'").casefold()
    if not plain.isascii():
        plain = unicodedata.normalize("NFKD", plain)  # accents become marks, dropped below
    return _NOT_LETTERS.sub("", plain)


_NOT_LETTERS = re.compile(r"[\W\d_]+")
