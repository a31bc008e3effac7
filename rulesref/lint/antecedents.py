"""A ``that`` pointing back at a game piece its paragraph never named.

Code: RL489 ``that`` + a noun phrase after a preposition (``adds tokens to that enemy
Hog``), where the phrase ends in a piece of the game (a name the model holds; a
capitalised word alone may be a product's or an abbreviation's, ``that API``) and none of
its words is printed earlier in the
paragraph, nor in the paragraph before it when no heading comes between: ``that`` points
back at something, and here there is nothing to point at, so the reader cannot tell which
piece is meant (``the target Hog``, or name it first).

Only text whose lines are whole paragraphs (one column) is judged: in two columns run
together the words before a line are another column's, so a paragraph's start is unknown.
A heading is a line with no sentence mark of at most :data:`HEADING` words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding
from rulesref.lint.text import base_form, singular

#: The most words a line with no sentence mark may have and still be a heading.
HEADING = 6
#: A preposition, ``that``, then one to three words (the noun phrase), up to a mark or the
#: next small word.
_THAT = re.compile(r"\b(?:to|on|onto|from|in|into|at|of|with|by|for|against)\s+that\s+"
                   r"((?:[A-Za-z][\w’'-]*\s+){0,2}[A-Za-z][\w’'-]*)")
#: Words that end a noun phrase before they start (a verb or a small word).
_ENDS = frozenset({"is", "are", "was", "were", "has", "have", "can", "may", "must", "will",
                   "and", "or", "but", "to", "of", "in", "on", "at", "by", "for", "with",
                   "only", "who", "which", "that", "the", "a", "an", "as", "if", "until"})
_WORD = re.compile(r"[A-Za-z][\w’'-]*")


def _phrase(words: str) -> list[str]:
    """The noun phrase's words: up to the first word that cannot be in it."""
    out = []
    for word in words.split():
        if word.casefold() in _ENDS:
            break
        out.append(word)
    return out


def _heading(line: str) -> bool:
    return not re.search(r"[.!?:;]", line) and 0 < len(line.split()) <= HEADING


def _before(text: Text, index: int, start: int) -> str:
    """The paragraph's words before ``start``, and the paragraph before it unless a heading
    (or nothing) comes between."""
    lines = text.manuscript.lines
    here = lines[index].text[:start]
    at = index - 1
    while at >= 0 and not lines[at].text.strip():
        at -= 1
    if at >= 0 and not _heading(lines[at].text.strip()):
        return f"{lines[at].text} {here}"
    return here


def _piece(words: list[str], known: Known) -> bool:
    """Whether the phrase ends in a game piece: its last word, or its last two, a name the
    model holds."""
    tail = [" ".join(words[-n:]) for n in (1, 2) if len(words) >= n]
    return any(base_form(t) in known.terms or base_form(singular(t)) in known.terms
               for t in tail)


def check_antecedents(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL489: each ``that`` + a game piece with nothing before it to point back at."""
    if text.column_width is not None:
        return
    for index, line in enumerate(text.manuscript.lines):
        if "that" not in line.text:
            continue
        for match in _THAT.finditer(line.text):
            words = _phrase(match.group(1))
            if not words or not _piece(words, known):
                continue
            earlier = {singular(w).casefold()
                       for w in _WORD.findall(_before(text, index, match.start()))}
            if any(singular(w).casefold() in earlier for w in words):
                continue
            shown = "that " + " ".join(words)
            yield text.finding(
                "RL489", index, shown,
                f"'that' points back, but nothing earlier in its paragraph mentions "
                f"{' or '.join(repr(w) for w in words)}; say which one is meant ('the ... "
                f"{words[-1]}'), or name it first", 0.6)
