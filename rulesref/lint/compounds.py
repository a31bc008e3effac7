"""Compounds printed in two forms: a one-word English compound printed as two words (``any
where`` for ``anywhere``), and a compound printed both with its hyphen and without it
(``re-roll`` and ``reroll``, ``base-contact with`` and ``base contact with``).

Code: RL416. Many compounds have a split form that is ordinary English in some uses
(``any one``, ``may be``, ``every day``, ``set up`` beside ``setup``), so a split pair is
reported only on evidence:

* the pair is a split compound that general English never prints apart
  (:data:`SPLIT_SLIPS`: ``some where``, ``there fore``, ``with out``); or
* the book itself prints the joined word, which is an English word, more often than the
  split pair, the pair is in lower case (letter-spaced headings come apart in extraction:
  ``Com mand``), and neither half is a function word (:data:`FUNCTION_WORDS`: ``in to``,
  ``be set``, ``are as``) or a particle of a phrasal verb (``set up``, ``turn over``).

A pair that is a name the model holds is never reported. Each pair is reported once, at
its first printing that is not where two columns run together (there the two words may
belong to different columns), with how often the book prints it split and joined. The pairs are read
from the words of each line, once each, so the check is linear in the text.

Code: RL438. A compound the book prints with its hyphen at least :data:`MAJORITY` times and
without it (run together, or as two words) at most a third as often, or the other way
round; the rarer form is reported, once, with both counts. Two words and a hyphenated
compound often play different parts (``close combat`` is a noun, ``close-combat troops``
an adjective; ``set aside`` a verb, ``a set-aside unit``), so two words count only where the
word after them is one the hyphenated form is also followed by (``base contact with``
beside ``base-contact with``). Names the model holds are never reported.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.known import Known, Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.spelling import english

#: Compounds general English writes as one word, whose split form is a slip in every use
#: (from usage guides' lists of split compounds), as the split pair.
SPLIT_SLIPS = frozenset({
    ("any", "where"), ("some", "where"), ("every", "where"), ("no", "where"),
    ("some", "times"), ("some", "what"), ("some", "how"), ("there", "fore"),
    ("where", "as"), ("with", "out"), ("in", "stead"), ("it", "self"), ("them", "selves"),
    ("your", "self"), ("your", "selves"), ("him", "self"), ("her", "self"), ("my", "self"),
    ("our", "selves"), ("be", "cause"), ("where", "ever"),
})
#: Closed-class English words: a pair with one of them as a half is ordinary English far
#: too often to judge from the joined form alone (``in to``, ``be set``, ``to me``).
FUNCTION_WORDS = frozenset({
    "a", "an", "the", "this", "that", "these", "those", "any", "some", "every", "each", "no",
    "all", "both", "either", "neither", "other", "another", "such", "what", "which", "who",
    "whom", "whose", "where", "when", "why", "how", "there", "here", "i", "me", "my", "we",
    "us", "our", "you", "your", "he", "him", "his", "she", "her", "it", "its", "they",
    "them", "their", "one", "be", "is", "are", "was", "were", "been", "being", "am", "have",
    "has", "had", "do", "does", "did", "may", "might", "can", "could", "shall", "should",
    "will", "would", "must", "not", "and", "or", "but", "nor", "so", "yet", "if", "as",
    "than", "then", "to", "of", "in", "on", "at", "by", "for", "with", "from", "into",
    "onto", "upon", "over", "under", "up", "down", "out", "off", "back", "away", "about",
    "around", "through", "after", "before", "along", "across", "behind", "below", "above",
    "between", "within", "without", "ever", "never", "more", "most", "less", "least",
    "even", "own", "self", "selves", "wise", "ward", "wards", "time", "times", "way", "ways",
})
#: Shortest half judged on the book's own evidence (``ma ximum`` is extraction, not a
#: split compound).
SHORTEST_HALF = 3


def check_compounds(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL416: each split compound, once, with its counts."""
    checker = english()
    split: dict[tuple[str, str], list[tuple[int, str]]] = defaultdict(list)
    sure: dict[tuple[str, str], int] = {}
    for index, toks in enumerate(text.tokens):
        printed_line = text.manuscript.lines[index].text
        for a, b in itertools.pairwise(toks):
            if printed_line[a.end:b.start] != " " or not b.text.islower() or a.shouting \
                    or (a.text[0].isupper() and not a.sentence_start):
                continue
            pair = (fold(a.text), fold(b.text))
            if pair in SPLIT_SLIPS or (a.text.islower() and _judged_by_the_book(pair)):
                split[pair].append((index, f"{a.text} {b.text}"))
                if not text.at_column_join(index, a.end):
                    sure.setdefault(pair, len(split[pair]) - 1)
    for pair, first in sure.items():
        where = split[pair]
        joined = "".join(pair)
        printed = text.folded_counts.get(joined, 0)
        if joined not in checker or known.is_known(" ".join(pair)):
            continue
        if pair not in SPLIT_SLIPS and printed <= len(where):
            continue  # the book does not print the joined word more: no evidence
        index, shown = where[first]
        line = text.manuscript.lines[index]
        yield LintFinding(
            "RL416", text.manuscript.file, line.number, shown,
            f"'{shown}' is the English word '{joined}' split in two: printed split "
            f"{printings(text, where)}, joined {printed} times", 0.75,
            page=line.page, occurrences=len(where))


#: Printings the usual form of a compound needs before the other form is a slip.
MAJORITY = 3


def check_hyphens(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL438: each compound printed both with and without its hyphen, at the rarer form's
    first printing, with the counts."""
    hyphened: dict[tuple[str, str], list[tuple[int, str, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        for position, tok in enumerate(toks):
            halves = tok.text.split("-")
            if len(halves) == 2 and tok.text.islower() \
                    and all(len(h) >= 2 and h.isalpha() for h in halves):
                after = fold(toks[position + 1].text) if position + 1 < len(toks) else ""
                hyphened[(halves[0], halves[1])].append((index, tok.text, after))
    if not hyphened:
        return
    solid: dict[str, list[tuple[int, str]]] = defaultdict(list)
    spaced: dict[tuple[str, str], list[tuple[int, str]]] = defaultdict(list)
    joined = {a + b: (a, b) for a, b in hyphened}
    for index, toks in enumerate(text.tokens):
        printed = text.manuscript.lines[index].text
        for position, tok in enumerate(toks):
            if tok.text.islower() and tok.text in joined:
                solid[tok.text].append((index, tok.text))
            if position + 2 < len(toks) and (tok.text, toks[position + 1].text) in hyphened \
                    and printed[tok.end:toks[position + 1].start] == " ":
                pair = (tok.text, toks[position + 1].text)
                if fold(toks[position + 2].text) in {a for _, _, a in hyphened[pair]}:
                    third = toks[position + 2].text
                    spaced[pair].append((index, f"{pair[0]} {pair[1]} {third}"))
    for pair, with_hyphen in hyphened.items():
        if known.is_known(" ".join(pair)) or known.is_known("-".join(pair)):
            continue
        shown_hyphen = "-".join(pair)
        for other, how in ((solid.get("".join(pair), []), "run together"),
                           (spaced.get(pair, []), "as two words")):
            if not other:
                continue
            many, few = (with_hyphen, other) if len(with_hyphen) >= len(other) \
                else (other, with_hyphen)
            if len(many) < MAJORITY or 3 * len(few) > len(many):
                continue
            index, shown = few[0][0], few[0][1]
            yield text.finding("RL438", index, shown,
                               f"the book prints '{shown_hyphen}' with its hyphen "
                               f"{_times(len(with_hyphen))} and {how} {_times(len(other))}",
                               0.65, occurrences=len(few))


def _times(count: int) -> str:
    return "once" if count == 1 else f"{count} times"


def _judged_by_the_book(pair: tuple[str, str]) -> bool:
    """Whether a pair may be judged by the book's own joined word: both halves content
    words long enough to be words in their own right."""
    return all(len(w) >= SHORTEST_HALF and w.isalpha() and w not in FUNCTION_WORDS
               for w in pair)

