"""Ranked search over the named objects of every installed ruleset.

Each game package exposes its objects (keywords, unit types, spells, cards, rules, terms...)
through a pure ``objects(model)`` function in its ``objects`` module; this module ranks them
for a query without knowing any game. Matching tolerates case, accents, typos
(``"Devestating"`` finds Devastating) and the bracket forms of numerical keywords
(``"Hero [+1]"`` finds Hero).

The ranking engine (:class:`SearchIndex`) is pure; :func:`game_packages` and
:func:`installed_index` are the one place that finds and loads the game packages.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator, Sequence
from functools import cache

from rulesref.core.citation import Citation
from rulesref.core.names import fold
from rulesref.core.record import record, result

MIN_SCORE = 60
"""Hits scoring below this (out of 100) are left out."""
DEFAULT_LIMIT = 10
"""Results returned when no limit is given."""
SKIPPED_IN_SUMMARIES = frozenset({"the", "and", "for", "with", "from", "that", "this", "its",
                                  "are", "not", "has", "may", "can", "one", "any"})
"""Words too common to find anything by in a summary."""


class Kind(enum.Enum):
    """What sort of rules object a search result is."""

    KEYWORD = "keyword"
    """A keyword: a named ability or weakness a unit can have."""
    UNIT_TYPE = "unit-type"
    """A unit type or troop, with its profile or cost."""
    SPELL = "spell"
    """A spell a wizard can cast."""
    CARD = "card"
    """A card, or a kind of card."""
    RULE = "rule"
    """A numbered or named rule of play."""
    ARMY_RULE = "army-rule"
    """A rule the army validator enforces (its code is an alias)."""
    TERM = "term"
    """A glossary term."""
    PHASE = "phase"
    """A phase or step of the turn sequence."""
    TABLE = "table"
    """A dice table."""
    TABLE_RESULT = "table-result"
    """One result of a dice table: what a roll gives."""
    ALLEGIANCE = "allegiance"
    """A school of magic a wizard draws spells from."""
    ARTEFACT = "artefact"
    """An artefact an army can carry."""
    FACTION = "faction"
    """A side a player can play."""
    CLASS = "class"
    """A class of fighter with its ability."""
    TOKEN = "token"
    """A token placed in play and what it does."""
    COMPONENT = "component"
    """A physical component of the game."""
    DECK = "deck"
    """A deck of cards a game can be played with."""
    ATTRIBUTE = "attribute"
    """A printed attribute of a card that sets can be made of."""
    READING = "reading"
    """How rulesref reads a rule the book leaves unclear."""

    @property
    def label(self) -> str:
        """The kind in words (``unit type``)."""
        return self.value.replace("-", " ")


@record
class RulesObject:
    """One named thing of a ruleset that a player might look up."""

    name: str
    """The name as printed."""
    kind: Kind
    """What sort of thing it is."""
    game: str
    """The ruleset it belongs to: the name of the game's package."""
    summary: str
    """One line in rulesref's own words."""
    citation: Citation
    """Where it is printed."""
    aliases: tuple[str, ...] = ()
    """Other names it is known or printed by (an army rule's code is one)."""


@result
class Hit:
    """One search result: the object, its score and the name that matched."""

    object: RulesObject
    """The object found."""
    score: int
    """How well it matches, 0 to 100 (100: the name exactly)."""
    matched: str
    """The name or alias that matched, or ``"summary"`` when only the summary did."""


_BRACKETS = re.compile(r"\[[^\]]*\]|\([^)]*\)")
_NON_WORD = re.compile(r"[^\w']+")


def normalize(text: str) -> str:
    """The form names are searched in: folded, bracket parts dropped, punctuation as spaces
    (``"Hero [+1]"`` and ``"hero"`` are the same; ``"Short-Ranged"`` is ``"short ranged"``)."""
    plain = _BRACKETS.sub(" ", fold(text))
    return " ".join(_NON_WORD.sub(" ", plain).replace("'", "").split())


@record
class _Entry:
    obj: RulesObject
    keys: tuple[tuple[str, tuple[str, ...], str], ...]
    """(normalized name, its words, name as given) for the name and each alias."""
    words: frozenset[str]
    """The normalized words of the summary."""


FUZZY_CAP = 84
"""Best score a near miss (a typo) can reach: below every exact word match."""
SUMMARY_SCORE = 65
"""Score when every query word is in an object's summary but not in its name."""


class SearchIndex:
    """Objects prepared for ranking; build once, query many times."""

    def __init__(self, objects: Iterable[RulesObject]) -> None:
        entries = []
        for obj in objects:
            keys = tuple((key, tuple(key.split()), n) for n in (obj.name, *obj.aliases)
                         if (key := normalize(n)))
            entries.append(_Entry(obj=obj, keys=keys,
                                  words=frozenset(normalize(obj.summary).split())))
        self._entries = tuple(entries)
        # Where each name, name word and summary word occurs, so that a query scores only the
        # entries it can match.
        self._by_key: dict[str, set[int]] = {}
        self._by_word: dict[str, set[int]] = {}
        self._by_summary_word: dict[str, set[int]] = {}
        for i, entry in enumerate(entries):
            for key, words, _ in entry.keys:
                self._by_key.setdefault(key, set()).add(i)
                for word in words:
                    self._by_word.setdefault(word, set()).add(i)
            for word in entry.words:
                self._by_summary_word.setdefault(word, set()).add(i)
        self._keys = sorted(self._by_key)
        self._vocabulary = sorted(self._by_word)

    @property
    def objects(self) -> tuple[RulesObject, ...]:
        """Every object in the index, in the order given."""
        return tuple(e.obj for e in self._entries)

    @property
    def games(self) -> tuple[str, ...]:
        """The games of the objects, sorted."""
        return tuple(sorted({e.obj.game for e in self._entries}))

    def search(self, query: str, *, game: str | None = None, kind: Kind | None = None,
               limit: int = DEFAULT_LIMIT) -> tuple[Hit, ...]:
        """The objects matching ``query``, best first (ties: by game, kind and name).

        ``game`` and ``kind`` restrict the results; an empty tuple means nothing matched.
        """
        from rapidfuzz import fuzz, process

        q = normalize(query)
        if not q:
            return ()
        q_words = q.split()
        # Near misses, computed in bulk: the whole query against every name, and each query
        # word against every word of a name.
        whole = {key: score for key, score, _ in
                 process.extract(q, self._keys, scorer=fuzz.ratio, limit=None,
                                 score_cutoff=MIN_SCORE)}
        per_word = [{w: score for w, score, _ in
                     process.extract(qw, self._vocabulary, scorer=fuzz.ratio, limit=None,
                                     score_cutoff=MIN_SCORE)} for qw in q_words]
        hits = []
        for i in sorted(self._candidates(q, q_words, whole, per_word)):
            entry = self._entries[i]
            if game is not None and entry.obj.game != game:
                continue
            if kind is not None and entry.obj.kind is not kind:
                continue
            best, matched = 0.0, ""
            for key, k_words, name in entry.keys:
                score = _name_score(q, q_words, key, k_words, whole, per_word)
                if score > best:
                    best, matched = score, name
            summary = _summary_score(q_words, entry.words)
            if summary > best:
                best, matched = summary, "summary"
            if best >= MIN_SCORE:
                hits.append(Hit(entry.obj, round(best), matched))
        hits.sort(key=lambda h: (-h.score, h.object.game, h.object.kind.value,
                                 fold(h.object.name)))
        return tuple(hits[:limit])


    def _candidates(self, q: str, q_words: list[str], whole: dict[str, float],
                    per_word: list[dict[str, float]]) -> set[int]:
        """The entries that can score at all: a name near the query or starting with it, a
        name word near a query word, or a query word in the summary."""
        import bisect

        found: set[int] = set()
        for key in whole:
            found |= self._by_key[key]
        for near in per_word:
            for word in near:
                found |= self._by_word[word]
        at = bisect.bisect_left(self._keys, q)
        while at < len(self._keys) and self._keys[at].startswith(q):
            found |= self._by_key[self._keys[at]]
            at += 1
        for w in q_words:
            if len(w) >= 3 and w not in SKIPPED_IN_SUMMARIES:
                for form in {w, f"{w}s", w[:-1] if w.endswith("s") else w}:
                    found |= self._by_summary_word.get(form, set())
        return found


def _name_score(q: str, q_words: list[str], key: str, k_words: tuple[str, ...],
                whole: dict[str, float], per_word: list[dict[str, float]]) -> float:
    """100 for the name itself, 90-98 for a prefix of it, 85-90 when every query word is a
    word of it, up to :data:`FUZZY_CAP` for a near miss."""
    if q == key:
        return 100
    if len(q) >= 3 and key.startswith(q):
        return 90 + 8 * len(q) / len(key)
    if all(w in k_words for w in q_words):
        return 85 + 5 * len(q_words) / len(k_words)
    near = 0.95 * whole.get(key, 0)
    word_scores = [max((found.get(w, 0) for w in k_words), default=0) for found in per_word]
    by_word = sum(word_scores) / len(word_scores)
    by_word *= 0.85 + 0.15 * min(1.0, len(q_words) / len(k_words))
    return min(float(FUZZY_CAP), max(near, by_word))


def _summary_score(q_words: list[str], words: frozenset[str]) -> float:
    """:data:`SUMMARY_SCORE` when every query word (of three letters or more) is in the
    summary, in proportion when some are."""
    wanted = [w for w in q_words if len(w) >= 3 and w not in SKIPPED_IN_SUMMARIES]
    if not wanted:
        return 0
    found = sum(1 for w in wanted
                if w in words or f"{w}s" in words or (w.endswith("s") and w[:-1] in words))
    return SUMMARY_SCORE * found / len(wanted)


# --------------------------------------------------------------------------- the installed games

RULESETS_GROUP = "rulesref.rulesets"
"""The entry-point group rulesets register under."""


def _objects_module(module: str) -> str | None:
    """The ``objects`` module of the package ``module`` is in (or is), if it has one."""
    import importlib.util

    parts = module.split(".")
    while len(parts) > 1:
        candidate = ".".join((*parts, "objects"))
        try:
            if importlib.util.find_spec(candidate) is not None:
                return candidate
        except ModuleNotFoundError:
            pass
        parts.pop()
    return None


def game_packages() -> tuple[str, ...]:
    """The module names of the installed game packages that have an ``objects`` module,
    found through the ruleset registry."""
    from rulesref.core.registry import rulesets

    modules = [r.loader.split(":", 1)[0] for r in rulesets()]
    found = {m.rsplit(".", 1)[0] for m in map(_objects_module, modules) if m}
    return tuple(sorted(found))


def objects_of(package: str) -> tuple[RulesObject, ...]:
    """Load one game package's model and list its objects.

    :raises RulesDataError: when its shipped data is malformed.
    """
    import importlib

    model = importlib.import_module(package).load()
    objects: Sequence[RulesObject] = importlib.import_module(f"{package}.objects").objects(model)
    return tuple(objects)


@cache
def installed_index() -> SearchIndex:
    """The search index over every installed game's objects (built once per process).

    :raises RulesDataError: when a game's shipped data is malformed.
    """
    return SearchIndex(obj for package in game_packages() for obj in objects_of(package))


def find_game(name: str, games: Sequence[str]) -> str:
    """The game ``name`` stands for: its id, or a unique prefix of it; case, spaces and
    dashes are ignored.

    :raises UnknownNameError: with close matches.
    """
    from rulesref.core.names import suggest
    from rulesref.errors import UnknownNameError

    wanted = re.sub(r"[\s-]+", "_", fold(name))
    if wanted in games:
        return wanted
    prefixed = [g for g in games if g.startswith(wanted)] if wanted else []
    if len(prefixed) == 1:
        return prefixed[0]
    raise UnknownNameError("game", name, prefixed or suggest(name, games))


class Maker:
    """Builds one game's objects positionally: ``make(name, kind, summary, cite, aliases)``."""

    def __init__(self, game: str) -> None:
        self.game = game

    def __call__(self, name: str, kind: Kind, summary: str, cite: Citation,
                 aliases: tuple[str, ...] = ()) -> RulesObject:
        """One object of this game."""
        return RulesObject(name=name, kind=kind, game=self.game, summary=summary,
                           citation=cite, aliases=aliases)


def dedupe(objects: Iterable[RulesObject]) -> Iterator[RulesObject]:
    """The objects with repeats left out (the first one stays): a repeat is the same kind and
    name, or a glossary term named like any object before it."""
    seen: set[tuple[Kind, str]] = set()
    names: set[str] = set()
    for obj in objects:
        key = (obj.kind, fold(obj.name))
        if key in seen or (obj.kind is Kind.TERM and key[1] in names):
            continue
        seen.add(key)
        names.add(key[1])
        yield obj
