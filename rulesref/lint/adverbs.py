"""An adverb in -ly joined by a hyphen to the participle it modifies (``heavily-armoured``).

Code: RL478. English sets no hyphen after an adverb in -ly before the word it modifies:
the ending already marks the adverb as modifying the next word, so ``heavily armoured
knights`` is as clear as ``heavily-armoured knights``, and usage guides treat the hyphen as
a slip. A book may keep a house style either way, so the check rests on the book's own
usage: a hyphened pair is reported only where the book prints such pairs open (``tightly
knotted``, ``heavily armed``) at least as often as hyphened.

A pair counts when:

* its first part ends in ``ly`` and is an adverb made from an adjective: the stem (the word
  without ``ly``, or ``ily`` turned back to ``y``) takes ``-ness`` as an English noun
  (``heavy`` -> ``heaviness``, ``dim`` -> ``dimness``). Adjectives in -ly made from nouns
  (``curly``, ``friendly``, ``early``) fail that test, and ``curly-haired`` is right as
  printed;
* its second part is a past participle: a word in ``-ed`` or ``-en``, or one of English's
  irregular past participles (:data:`IRREGULAR_PARTICIPLES`: ``lit``, ``built``...).

Each hyphened pair is reported once, at its first printing, with its count, the book's
open and hyphened counts and, where the book prints the same adverb open before another
participle, that printing.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from rulesref.lint.known import Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.spelling import english

#: English past participles that end neither in -ed nor in -en (from grammars' lists of
#: irregular verbs), all in small letters.
IRREGULAR_PARTICIPLES = frozenset({
    "lit", "built", "made", "known", "worn", "held", "kept", "spent", "fed", "bred", "led",
    "clad", "shod", "born", "borne", "grown", "drawn", "sewn", "shown", "thrown", "blown",
    "hewn", "sworn", "torn", "spun", "struck", "wrought", "bought", "brought", "caught",
    "taught", "fought", "sought", "thought", "set", "cut", "shut", "spread", "laid", "paid",
    "sold", "told", "found", "ground", "bound", "wound", "won", "hung", "stung", "strung",
    "slung", "dug", "stuck", "lost", "meant", "burnt", "dealt", "felt", "left", "slept",
    "swept", "crept", "knelt", "spelt", "spilt", "spoilt", "dreamt", "learnt", "run", "done",
    "gone", "come", "sunk", "shrunk", "drunk", "sung", "rung", "begun", "swum", "flung",
})
#: Letters a past participle in -ed or -en has at the least (``armed``, ``laden``).
SHORTEST_PARTICIPLE = 4


def check_adverb_hyphens(text: Text) -> Iterator[LintFinding]:
    """RL478: each adverb in -ly hyphened to a participle, where the book prints such pairs
    open at least as often, once per pair at its first printing."""
    hyphened: dict[str, list[tuple[int, str]]] = defaultdict(list)
    opened: list[tuple[int, str]] = []
    by_adverb: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        printed = text.manuscript.lines[index].text
        for position, tok in enumerate(toks):
            parts = tok.text.split("-")
            if len(parts) == 2 and tok.text.islower() and _adverb(parts[0]) \
                    and _participle(parts[1]):
                hyphened[tok.text].append((index, tok.text))
            elif position + 1 < len(toks) and tok.text.islower() and _adverb(tok.text):
                after = toks[position + 1]
                if printed[tok.end:after.start] == " " and after.text.islower() \
                        and _participle(after.text):
                    pair = f"{tok.text} {after.text}"
                    opened.append((index, pair))
                    by_adverb[tok.text].append((index, pair))
    total = sum(len(places) for places in hyphened.values())
    if not total or len(opened) < total:
        return
    for word, places in hyphened.items():
        adverb, participle = word.split("-")
        same = sorted(by_adverb.get(adverb, []), key=lambda p: p[1] != f"{adverb} {participle}")
        also = f", '{same[0][1]}' among them" if same else ""
        yield text.finding(
            "RL478", places[0][0], word,
            f"an adverb in -ly takes no hyphen before the participle it modifies, and the "
            f"book prints such pairs open {_times(len(opened))}{also}, hyphened {total}: "
            f"{printings(text, places)}; print '{adverb} {participle}'", 0.6,
            occurrences=len(places))


def _adverb(word: str) -> bool:
    """Whether a word in small letters is an adverb in -ly made from an adjective: its stem
    takes ``-ness`` as an English noun."""
    if not word.isalpha() or not word.endswith("ly") or len(word) < 5:
        return False
    noun = word[:-3] + "iness" if word.endswith("ily") else word[:-2] + "ness"
    return noun in english()


def _participle(word: str) -> bool:
    """Whether a word in small letters is a past participle by its form."""
    if not word.isalpha():
        return False
    if word in IRREGULAR_PARTICIPLES:
        return True
    return len(word) >= SHORTEST_PARTICIPLE and word.endswith(("ed", "en"))


def _times(count: int) -> str:
    return "once" if count == 1 else f"{count} times"
