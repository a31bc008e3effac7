"""The one ranking behind every search: the command line, the MCP server and the site.

A search index is plain JSON-ready data (:func:`build`): the documents (game, kind, name,
summary, the other names they are known by), and for every stemmed word the documents it
occurs in, in which field, with the word's weight (its inverse document frequency, computed
here once and stored, so that no reader recomputes it). :func:`rank` orders the documents for
a query. The site's search page runs the same steps over the same data in JavaScript
(``rulesref-search.js``); a test runs both over a set of queries and requires the same
results, so the two stay one ranking.

The steps, which both implementations follow to the letter:

1. **Words.** The query is folded (case, accents), bracketed values are dropped (``Hero
   [+1]``), punctuation splits words, apostrophes vanish, stop words (``how``, ``many``,
   ``the`` ...) are left out, at most :data:`MAX_WORDS` words are kept, and each is stemmed by
   :func:`stem`, a small suffix stripper (``charging``, ``charges`` and ``charge`` are one).
2. **Matches.** A query word that is itself an indexed stem matches that stem only (quality
   1): a word the index knows is neither unfinished nor a typo. Any other word matches as a
   prefix when it is the last word and three letters or more (0.8, for typing as you go),
   or, from four letters, within one edit (0.6) or, from seven letters, two edits (0.4) of a
   stem with the same first letter (for typos; a swap of two letters is one edit).
3. **Scores.** Each query word adds, for each document it matches, the best of field weight
   (:data:`FIELD_WEIGHTS`) times match quality times the stem's weight. A prefix or near
   match weighs at most what the query word itself weighs when it is indexed, else at most
   the lightest stem it matches (so a closer typo match always beats a farther one). The
   sum is scaled by the share of query words the document matches.
4. **Bonuses.** A name, alias or players' word equal to the query (both in :func:`plain`
   form) triples the score; any other document's score is scaled by how much of its name
   the query covers, from a half (no word of the name) to one (every word of it), so
   ``Mercury`` comes before ``Vial of Mercury``. A longer name starting with the query adds
   half. The kind's factor (:data:`KIND_FACTORS`: readings after rules objects) and the
   preferred game (:data:`PREFERRED_GAME`) apply last. Both implementations do the same
   floating-point operations in the same order, so their scores are equal to the last bit.
5. **Order.** Best score first; ties by game, kind and folded name.

Pure functions; nothing here reads files. Queries longer than :data:`MAX_QUERY` characters are
refused by the callers (:func:`check_query`) without being echoed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from rulesref.core.names import fold

FORMAT = 1
"""The index format's version (the site's script checks it)."""
MAX_QUERY = 200
"""The longest query any search takes, in characters."""
MAX_WORDS = 12
"""Query words kept after the stop words are left out."""

NAME, ALIAS, WORD, SUMMARY = 0, 1, 2, 3
"""The fields a stem is found in, best first: the printed name, another printed name (an
alias, an army rule's code), a word players use for it (a synonym the ruleset keeps), the
summary."""
FIELD_WEIGHTS = (10.0, 7.0, 5.0, 1.0)
"""The weight of a match in each field."""
EXACT, PREFIX, NEAR, FAR = 1.0, 0.8, 0.6, 0.4
"""Match qualities: the stem itself, a stem the last query word begins, a stem one edit
away, a stem two edits away."""
KIND_FACTORS: Mapping[str, float] = {"reading": 0.5, "army-rule": 0.9}
"""Kinds ranked below the others at equal match (every other kind: 1)."""
PREFERRED_GAME = 5.0
"""The factor for a document of the game asked about (or come from): enough to put its
exact matches above another game's."""

_STOP_TEXT = """
a about after again all also am an and any are as at be been before being both but by can
could did do does doing done during each for from get gets getting got had has have having he
her here hers him his how i if in into is it its just me more most my no nor of off on once
only or other our out over own same she should so some such than that the their them then
there these they this those through to too under until up very was we were what when where
which while who whom why will with would you your yours many much need needs happen happens
work works mean means use used able allowed
"""
STOP_WORDS = frozenset(_STOP_TEXT.split())
"""Words too common to find anything by (question words included: a player asks "how many
Mercury do I get"); the same list serves the index and the query."""

_BRACKETS = re.compile(r"\[[^\]]*\]?|\([^)]*\)?")
_SPLIT = re.compile(r"[^0-9a-z]+")


def stem(word: str) -> str:
    """A word's stem: a few English suffixes stripped, in this order (a word of three letters
    or fewer is left alone): ``ies`` becomes ``y``; ``sses`` becomes ``ss``; ``es`` after s, x,
    z, ch or sh goes; an ``s`` not after s, u or i goes; ``ing`` (leaving four letters or more)
    or ``ed`` (leaving three or more, and not from ``eed``) goes, with a doubled last
    consonant undoubled; finally a last ``e`` goes from a stem of five letters or more."""
    if len(word) <= 3:
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("sses") or (word.endswith("es")
                                   and word[:-2].endswith(("s", "x", "z", "ch", "sh"))):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    if word.endswith("ing") and len(word) >= 7:
        word = _undouble(word[:-3])
    elif word.endswith("ed") and not word.endswith("eed") and len(word) >= 5:
        word = _undouble(word[:-2])
    if word.endswith("e") and len(word) >= 5:
        word = word[:-1]
    return word


def _undouble(word: str) -> str:
    if len(word) >= 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        return word[:-1]
    return word


def plain(text: str) -> str:
    """``text`` folded, bracketed values dropped, apostrophes gone and every run of other
    characters than letters and digits one space: the form names are compared whole in."""
    folded = _BRACKETS.sub(" ", fold(text).replace("'", "").replace("\u2019", ""))
    return " ".join(w for w in _SPLIT.split(folded) if w)


def words(text: str) -> list[str]:
    """The searchable words of ``text`` in order: folded, bracketed values dropped, split at
    anything but letters and digits (apostrophes vanish), stop words left out, stemmed."""
    return [stem(w) for w in plain(text).split(" ") if w and w not in STOP_WORDS]


def check_query(query: str) -> None:
    """Refuse a query longer than :data:`MAX_QUERY` characters, without echoing it.

    :raises RulesError: when it is too long.
    """
    if len(query) > MAX_QUERY:
        from rulesref.errors import RulesError

        raise RulesError(f"a search query is at most {MAX_QUERY} characters "
                         f"(this one has {len(query)})")


# --------------------------------------------------------------------------- building


def build(docs: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The index of ``docs`` as JSON-ready data.

    Each document is a mapping with ``game``, ``kind``, ``name`` and ``summary`` (strings),
    ``aliases`` and ``words`` (sequences of strings), and any other fields, which are kept
    as they are (a link, a citation). The data holds ``games`` and ``kinds`` (the distinct
    values, numbered), ``docs`` (each as given, with ``game`` and ``kind`` as those numbers,
    ``key``, its name in :func:`plain` form, ``size``, the number of distinct stems in its
    name (at least 1), and ``keys``, its aliases and players' words in :func:`plain` form),
    ``stems`` (each stem's postings as ``[doc, field]`` pairs, a document at most once, in its
    best field), ``weights`` (each stem's weight) and
    ``settings`` (the constants of this module the ranking uses, so that the site's script
    reads them from the data rather than keeping copies).
    """
    games: dict[str, int] = {}
    kinds: dict[str, int] = {}
    rows: list[dict[str, Any]] = []
    postings: dict[str, dict[int, int]] = {}
    for number, doc in enumerate(docs):
        row = dict(doc)
        row["game"] = games.setdefault(str(doc["game"]), len(games))
        row["kind"] = kinds.setdefault(str(doc["kind"]), len(kinds))
        row["key"] = plain(str(doc["name"]))
        row["size"] = len(set(words(str(doc["name"])))) or 1
        row["keys"] = [plain(str(a)) for a in (*doc.get("aliases", ()), *doc.get("words", ()))]
        rows.append(row)
        fields = ((NAME, [str(doc["name"])]), (ALIAS, list(doc.get("aliases", ()))),
                  (WORD, list(doc.get("words", ()))), (SUMMARY, [str(doc.get("summary", ""))]))
        for field, texts in fields:
            for text in texts:
                for word in words(text):
                    found = postings.setdefault(word, {})
                    if found.get(number, SUMMARY + 1) > field:
                        found[number] = field
    total = len(rows)
    return {
        "format": FORMAT,
        "settings": {"fields": list(FIELD_WEIGHTS), "exact": EXACT, "prefix": PREFIX,
                     "near": NEAR, "far": FAR, "kinds": dict(KIND_FACTORS),
                     "preferred": PREFERRED_GAME, "words": MAX_WORDS, "query": MAX_QUERY,
                     "stop": sorted(STOP_WORDS)},
        "games": list(games),
        "kinds": list(kinds),
        "docs": rows,
        "stems": {s: sorted([d, f] for d, f in found.items())
                  for s, found in sorted(postings.items())},
        "weights": {s: round(math.log(1 + total / len(found)), 6)
                    for s, found in sorted(postings.items())},
    }


# --------------------------------------------------------------------------- ranking


def distance(a: str, b: str, most: int) -> int:
    """How many edits apart ``a`` and ``b`` are (insert, delete, replace, or swap two
    neighbouring letters: optimal string alignment), or ``most + 1`` when more than
    ``most``."""
    if abs(len(a) - len(b)) > most:
        return most + 1
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        now = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            best = min(row[j] + 1, now[j - 1] + 1, row[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                best = min(best, before[j - 2] + 1)
            now[j] = best
        if min(now) > most:
            return most + 1
        before, row = row, now
    return min(row[len(b)], most + 1)


def matches(data: Mapping[str, Any], word: str, last: bool) -> list[tuple[str, float]]:
    """The stems ``word`` matches, each with its quality, in the index's stem order."""
    if word in data["stems"]:
        return [(word, EXACT)]  # a whole word the index knows is neither a typo nor unfinished
    found: list[tuple[str, float]] = []
    most = 2 if len(word) >= 7 else 1
    for candidate in data["stems"]:
        if candidate == word:
            found.append((candidate, EXACT))
        elif last and len(word) >= 3 and candidate.startswith(word):
            found.append((candidate, PREFIX))
        elif len(word) >= 4 and candidate[:1] == word[:1]:
            edits = distance(word, candidate, most)
            if edits <= most:
                found.append((candidate, NEAR if edits == 1 else FAR))
    return found


def rank(data: Mapping[str, Any], query: str, *, game: str | None = None,
         kind: str | None = None, prefer: str | None = None,
         limit: int | None = None) -> list[tuple[int, float]]:
    """The documents matching ``query`` as ``(document number, score)``, best first.

    ``game`` and ``kind`` keep only documents of that game or kind; ``prefer`` ranks the
    named game's documents higher. The query's length is the caller's to check
    (:func:`check_query`).
    """
    query_words = list(dict.fromkeys(words(query)))[:MAX_WORDS]
    if not query_words:
        return []
    games, kinds = data["games"], data["kinds"]
    only_game = games.index(game) if game in games else (-1 if game is not None else None)
    only_kind = kinds.index(kind) if kind in kinds else (-1 if kind is not None else None)
    preferred = games.index(prefer) if prefer in games else -1
    weights = data["weights"]
    scores: dict[int, float] = {}
    counts: dict[int, int] = {}
    named: dict[int, set[str]] = {}
    for position, word in enumerate(query_words):
        best: dict[int, float] = {}
        found = matches(data, word, position == len(query_words) - 1)
        own = weights.get(word)
        if own is None and found:
            own = min(weights[candidate] for candidate, _ in found)
        for candidate, quality in found:
            weight = weights[candidate]
            if quality != EXACT and own is not None and own < weight:
                weight = own  # a rare near word never outweighs a closer one
            for doc, field in data["stems"][candidate]:
                value = FIELD_WEIGHTS[field] * quality * weight
                if value > best.get(doc, 0.0):
                    best[doc] = value
                if field == NAME:
                    named.setdefault(doc, set()).add(candidate)
        for doc, value in best.items():
            scores[doc] = scores.get(doc, 0.0) + value
            counts[doc] = counts.get(doc, 0) + 1
    wanted = len(query_words)
    key = plain(query)
    ranked: list[tuple[int, float]] = []
    for doc in counts:
        row = data["docs"][doc]
        if only_game is not None and row["game"] != only_game:
            continue
        if only_kind is not None and row["kind"] != only_kind:
            continue
        score = scores[doc] * counts[doc] / wanted
        if row["key"] == key or key in row["keys"]:
            score = score * 3
        else:
            covered = min(len(named.get(doc, ())), row["size"])
            score = score * (1 + covered / row["size"]) / 2
        if row["key"] != key and row["key"].startswith(key):
            score = score * 1.5
        score = score * KIND_FACTORS.get(kinds[row["kind"]], 1.0)
        if row["game"] == preferred:
            score = score * PREFERRED_GAME
        ranked.append((doc, score))
    ranked.sort(key=lambda hit: (-hit[1], games[data["docs"][hit[0]]["game"]],
                                 kinds[data["docs"][hit[0]]["kind"]],
                                 fold(data["docs"][hit[0]]["name"])))
    return ranked if limit is None else ranked[:limit]


def best_possible(data: Mapping[str, Any], query: str) -> float:
    """The score a document named exactly ``query`` would have (the top of the 0-100 scale
    results are shown on): every word an exact match in the name, tripled."""
    total = 0.0
    for word in list(dict.fromkeys(words(query)))[:MAX_WORDS]:
        total += FIELD_WEIGHTS[NAME] * EXACT * data["weights"].get(word, 1.0)
    return total * 3
