"""Capitals the book gives a word most of the time and drops elsewhere, read from the book's
own usage: a clear majority decides, so a book that never settles on a form is never
reported.

Codes: RL422 a pronoun the book capitalises in mid-sentence for one actor (an automated
opponent's ``He``, ``His``, ``Him``), printed in small letters among those printings;
RL423 a proper name (a word no English dictionary holds: a people, a place) printed in small
letters where the book capitalises it in mid-sentence.

A capital at a sentence's start says nothing, and in two-column text a line's first word
may start a sentence of the other column: only capitals in mid-sentence count. Words are
compared folded, so a word printed in capitals throughout (a heading) is neither form.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.known import Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.spelling import english
from rulesref.lint.text import Token, spelling_key

#: The forms of one pronoun, by person.
PRONOUNS: tuple[frozenset[str], ...] = (
    frozenset({"he", "his", "him", "himself"}),
    frozenset({"she", "her", "hers", "herself"}),
)
#: Capitalised printings in mid-sentence that make a convention, at the least.
CONVENTION = 5
#: Capitalised printings in mid-sentence of a proper name, at the least.
NAMED = 3
#: How many times more often a proper name must be capitalised than not.
MAJORITY = 3
#: Shortest proper name judged.
SHORTEST = 4


def _mid_sentence_capital(token: Token) -> bool:
    return token.capitalised and not token.sentence_start


def _pronouns(text: Text) -> Iterator[LintFinding]:
    """RL422: where the book capitalises a pronoun in mid-sentence at least
    :data:`CONVENTION` times (not inside a capitalised name or heading), the same pronoun
    in small letters between its first and last capitalised printing, when the capitals
    are at least as many."""
    for forms in PRONOUNS:
        capital: list[tuple[int, str]] = []
        small: list[tuple[int, str]] = []
        for index, toks in enumerate(text.tokens):
            printed = text.manuscript.lines[index].text
            for place, tok in enumerate(toks):
                if fold(tok.text) not in forms:
                    continue
                if _mid_sentence_capital(tok):
                    nxt = toks[place + 1] if place + 1 < len(toks) else None
                    if nxt is not None and nxt.capitalised \
                            and printed[tok.end:nxt.start] == " ":
                        continue  # inside a name in capitals (``His Majesty's Guard``)
                    capital.append((index, tok.text))
                elif tok.text.islower():
                    small.append((index, tok.text))
        if len(capital) < CONVENTION:
            continue
        first, last = capital[0][0], capital[-1][0]
        among = [(i, w) for i, w in small if first <= i <= last]
        if not among or len(among) > len(capital):
            continue
        line = text.manuscript.lines[among[0][0]]
        shown = f"{capital[0][1]} / {among[0][1]}"
        yield LintFinding(
            "RL422", text.manuscript.file, line.number, shown,
            f"the book capitalises the pronoun in mid-sentence for one actor, "
            f"{printings(text, capital)}, but prints it in small letters among those, "
            f"{printings(text, among)}", 0.65, page=line.page, occurrences=len(among))


def _proper_names(text: Text) -> Iterator[LintFinding]:
    """RL423: a word no English dictionary holds (in its British or American spelling),
    capitalised in mid-sentence at least
    :data:`NAMED` times and :data:`MAJORITY` times as often as it is printed in small
    letters."""
    checker = english()
    capital: dict[str, list[tuple[int, str]]] = defaultdict(list)
    small: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        for tok in toks:
            if len(tok.text) < SHORTEST or not tok.text.isalpha():
                continue
            if _mid_sentence_capital(tok) and tok.text[1:].islower():
                capital[fold(tok.text)].append((index, tok.text))
            elif tok.text.islower():
                small[fold(tok.text)].append((index, tok.text))
    for word, places in capital.items():
        lower = small.get(word)
        if not lower or len(places) < NAMED or len(places) < MAJORITY * len(lower) \
                or word in checker or spelling_key(word) in checker:
            continue
        line = text.manuscript.lines[lower[0][0]]
        shown = lower[0][1]
        yield LintFinding(
            "RL423", text.manuscript.file, line.number, shown,
            f"the name {printings(text, places)} is capitalised in mid-sentence, but printed "
            f"in small letters {printings(text, lower)}", 0.65, page=line.page,
            occurrences=len(lower))


def check_capitals(text: Text) -> Iterator[LintFinding]:
    """Pronoun capitals and proper names printed both ways."""
    yield from _pronouns(text)
    yield from _proper_names(text)
