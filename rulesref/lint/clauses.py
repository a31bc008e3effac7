"""How clauses are joined: two sentences run together with a comma.

Code: RL425 a comma splice (``Place the token on the card, it gains 10 health``: an
independent clause, a comma, then a pronoun and a finite verb starting a second one).
(RL430, a sentence-opening linking adverb without its comma, is retired: English prints
``Therefore`` without the comma where no pause is meant, so its reports were not faults.)

It reads one sentence at a time, and only a sentence whose start is certain: after a
sentence's end mark on the same line, or at the start of a line that opens a paragraph (the
first line, or one after a blank line). In two-column text run together line by line a
sentence's words may come from two columns, so a sentence that spans a place where the
columns may join is left alone.

The clause before the comma must be independent: it opens with a command verb (from
:data:`COMMANDS`) or holds a finite verb (:data:`FINITE`), or it is a part of a plural
(``Some of the cards``, :data:`QUANTIFIERS`) followed straight away by a word that can only
be its verb (no function word, no ``-ed``, ``-ing`` or ``-ly`` form: ``Some of the cards
denote cursed objects, these will ...``); and it holds no word that makes it subordinate
(:data:`SUBORDINATORS`); so ``If it moves, it gains`` and ``At the end of the round, it
gains`` are never reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.grammar import plural_noun
from rulesref.lint.known import Text
from rulesref.lint.model import LintFinding
from rulesref.lint.spelling import english

#: Finite verbs and auxiliaries that make a clause of their subject (English, closed).
FINITE = frozenset({
    "is", "are", "was", "were", "will", "would", "has", "have", "had", "can", "cannot",
    "could", "may", "must", "might", "should", "shall", "does", "do", "did", "isn't",
    "aren't", "can't", "won't", "don't", "doesn't"})
#: English verbs a rulebook gives as commands at a sentence's start (``Place``, ``Roll``):
#: a clause opening with one is independent.
COMMANDS = frozenset({
    "place", "put", "roll", "deal", "draw", "take", "give", "keep", "set", "remove", "add",
    "shuffle", "move", "discard", "choose", "select", "pick", "count", "return", "flip",
    "turn", "mark", "divide", "split", "play", "lay", "spend", "use", "show", "reveal",
    "hold", "pass", "leave", "gain", "lose", "ignore", "measure", "form", "do"})
#: Words that make the clause they stand in subordinate, anywhere in it (English, closed).
SUBORDINATORS = frozenset({
    "if", "when", "whenever", "while", "whilst", "although", "though", "because", "since",
    "unless", "once", "until", "till", "before", "after", "as", "where", "wherever",
    "whether", "so", "which", "who", "whom", "whose", "what", "whatever", "whoever",
    "whichever", "everywhere", "anywhere", "given"})
#: Words that, first in a sentence, open an introductory phrase rather than a clause
#: (prepositions, linking adverbs, conjunctions, labels).
INTRODUCERS = frozenset({
    "and", "but", "or", "nor", "for", "at", "in", "on", "during", "to", "with", "by",
    "from", "of", "upon", "within", "without", "like", "unlike", "despite", "except",
    "besides", "following", "note", "however", "otherwise", "instead", "alternatively",
    "also", "then", "thus", "therefore", "yes", "no", "example", "e", "i", "each", "every",
    "any", "all", "some", "most", "many", "one", "the", "a", "an", "this", "that", "these",
    "those", "there", "it", "here", "now", "again", "finally", "first", "next"})
#: Words that open a subject naming a part of a plural (``Some of the cards``).
QUANTIFIERS = frozenset({"some", "most", "all", "many", "several", "both", "few", "none"})
#: Determiners between ``of`` and the plural in such a subject.
_PARTITIVE_DETERMINERS = frozenset({"the", "your", "their", "these", "those", "our", "his",
                                    "her", "its"})
#: Pronouns that open the second clause of a splice.
PRONOUNS = frozenset({"it", "this", "these", "they", "he", "she", "we", "you", "there", "i"})
#: Pronouns whose own verb takes an ``s`` (``it regains``): besides :data:`FINITE`, such a
#: verb after one of them makes a clause.
SINGULAR_PRONOUNS = frozenset({"it", "this", "he", "she", "there"})
_SENTENCE_END = re.compile(r"[.!?:;](?:[”\"’')\]]*)\s+")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
#: A comma, a pronoun, an optional adverb in -ly, then a word: the second clause's start.
_SPLICE = re.compile(r",\s+([^\W\d_]+)\s+(?:([a-z]+ly)\s+)?([a-z]+(?:['’]t)?)\b")

#: Up to two words and a comma after the pronoun's verb: the words after the first comma
#: are a parenthesis, not a clause.
_PARENTHESIS = re.compile(r"(?:\s+[^\W\d_]+){0,2}\s*,")


def check_clauses(text: Text) -> Iterator[LintFinding]:
    """Every comma splice (RL425)."""
    lines = text.manuscript.lines
    for index, line in enumerate(lines):
        for start, end in _sentences(text, index):
            sentence = line.text[start:end]
            yield from _splice(text, index, sentence)


def _sentences(text: Text, index: int) -> Iterator[tuple[int, int]]:
    """The spans of the ``index``-th line that start a sentence for certain, each up to the
    next end mark or the line's end; none that crosses a place where two columns may
    join."""
    lines = text.manuscript.lines
    chars = lines[index].text
    paragraph = index == 0 or not lines[index - 1].text.strip() or (
        text.column_width is None and _after_paragraph(lines[index - 1].text.strip(), chars))
    starts = [m.end() for m in _SENTENCE_END.finditer(chars)]
    if paragraph:
        starts.insert(0, len(chars) - len(chars.lstrip()))
    for start in starts:
        mark = _SENTENCE_END.search(chars, start)
        end = mark.start() + 1 if mark else len(chars)
        if start >= end or any(text.at_column_join(index, p) for p in range(start, end)):
            continue
        yield start, end


#: The longest line read as a heading above a paragraph in single-column text.
HEADING = 40


def _after_paragraph(previous: str, chars: str) -> bool:
    """Whether, in single-column text, a line whose line before is ``previous`` (stripped)
    starts a sentence: it opens with a capital, and the line before ends a sentence or is a
    short heading (at most :data:`HEADING` characters, opening with a capital, ending in a
    letter, with no comma)."""
    first = chars.lstrip()[:1]
    if not first.isupper():
        return False
    return previous[-1] in ".!?:" or (len(previous) <= HEADING and previous[0].isupper()
                                      and previous[-1].isalpha() and "," not in previous)


def _words(sentence: str) -> list[str]:
    return [fold(m.group()).replace("’", "'") for m in _WORD.finditer(sentence)]


def _partitive_clause(before: list[str]) -> bool:
    """Whether the words are a part of a plural as subject and its verb (``some of the cards
    denote ...``): a quantifier, ``of``, a determiner, a plural noun, then a word that is
    no function word nor an ``-ed``, ``-ing`` or ``-ly`` form."""
    if len(before) < 6 or before[0] not in QUANTIFIERS or before[1] != "of" \
            or before[2] not in _PARTITIVE_DETERMINERS or not plural_noun(before[3]):
        return False
    verb = before[4]
    return verb.isalpha() and verb not in INTRODUCERS and verb not in SUBORDINATORS \
        and verb not in PRONOUNS and not verb.endswith(("ed", "ing", "ly", "s"))


def _splice(text: Text, index: int, sentence: str) -> Iterator[LintFinding]:
    """RL425: the first comma of the sentence followed by a pronoun and a finite verb, the
    clause before it independent."""
    match = _SPLICE.search(sentence)
    if match is None or sentence[:match.start()].count(",") \
            or (match.group(1) not in PRONOUNS and match.group(1) != "I"):
        return
    opening = sentence[:match.start()]
    if opening.count("(") > opening.count(")"):
        return  # the comma falls inside a parenthesis: what is before it is no clause
    before = _words(opening)
    if any(w in SUBORDINATORS for w in before):
        return
    if not _partitive_clause(before):
        if len(before) < 3 or before[0] in INTRODUCERS or before[0].endswith(("ing", "ed")):
            return
        if not (before[0] in COMMANDS or any(w in FINITE for w in before[1:])):
            return
    pronoun, verb = fold(match.group(1)), match.group(3).replace("’", "'")
    if verb not in FINITE and not (pronoun in SINGULAR_PRONOUNS and _third_person(verb)):
        return
    if _PARENTHESIS.match(sentence, match.end()):
        return  # a parenthesis set off by commas (``hop, it is said, twice``)
    shown = " ".join(sentence[:match.start()].split()[-3:]) + sentence[match.start():match.end()]
    yield text.finding("RL425", index, shown,
                       "two sentences joined by a comma (a comma splice); end the first with "
                       "a full stop or join them with a semicolon or a conjunction", 0.7)


def _third_person(word: str) -> bool:
    """Whether a word is a verb's ``-s`` form by the dictionary (``regains``, ``moves``)."""
    if len(word) < 4 or not word.endswith("s") or word.endswith(("ss", "us", "ly")):
        return False
    checker = english()
    return word[:-1] in checker or (word.endswith("es") and word[:-2] in checker)

